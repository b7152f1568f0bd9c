import { describe, expect, it } from 'vitest';
import {
  byImportance,
  costFactor,
  gradeAnswer,
  isLearning,
  isWeak,
  newCard,
  pickNext,
  review,
  reviewWithCost,
  type StoredCard,
} from './scheduler.ts';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const MIN = 60_000;

describe('gradeAnswer', () => {
  it.each([
    { correct: false, ms: 1_000, grade: 'again' },
    { correct: false, ms: 60_000, grade: 'again' },
    { correct: true, ms: 3_000, grade: 'good' },
    { correct: true, ms: 10_000, grade: 'good' },
    { correct: true, ms: 10_001, grade: 'hard' },
  ] as const)('correct=$correct in $ms ms → $grade', ({ correct, ms, grade }) => {
    expect(gradeAnswer(correct, ms)).toBe(grade);
  });

  it('takes the slow threshold from the options', () => {
    expect(gradeAnswer(true, 4_000, { slowMs: 3_000 })).toBe('hard');
  });
});

describe('review', () => {
  // ts-fsrs documents its default learning steps [1m, 10m] as: "step1: again=1m hard=6m good=10m".
  it.each([
    { grade: 'again', minutes: 1 },
    { grade: 'hard', minutes: 6 },
    { grade: 'good', minutes: 10 },
  ] as const)('a new key graded $grade returns in $minutes min', ({ grade, minutes }) => {
    const card = review(newCard(T0), grade, T0);
    expect(card.due - T0).toBe(minutes * MIN);
    expect(card.reps).toBe(1);
    expect(isLearning(card)).toBe(true);
  });

  it('a key answered right twice graduates to days; a lapse brings it back within minutes', () => {
    let c = review(newCard(T0), 'good', T0);
    c = review(c, 'good', T0 + 10 * MIN);
    expect(c.state).toBe(2); // Review
    expect(c.due - (T0 + 10 * MIN)).toBeGreaterThanOrEqual(24 * 60 * MIN);
    const t = c.due;
    const lapsed = review(c, 'again', t);
    expect(lapsed.lapses).toBe(1);
    expect(lapsed.state).toBe(3); // Relearning
    expect(lapsed.due - t).toBeLessThanOrEqual(10 * MIN);
  });

  it('weak keys return sooner: after the same history, a wrong answer is due before a right one', () => {
    const seen = review(newCard(T0), 'good', T0);
    const t = T0 + 10 * MIN;
    expect(review(seen, 'again', t).due).toBeLessThan(review(seen, 'hard', t).due);
    expect(review(seen, 'hard', t).due).toBeLessThanOrEqual(review(seen, 'good', t).due);
  });

  it('is pure and JSON-safe: the stored card survives a round trip and the input is unchanged', () => {
    const before = newCard(T0);
    const copy = JSON.parse(JSON.stringify(before)) as StoredCard;
    const after = review(copy, 'good', T0);
    expect(before).toEqual(copy);
    expect(JSON.parse(JSON.stringify(after))).toEqual(after);
  });
});

/** A card in a given state, due at a given time (hand-made, not from FSRS). */
function card(state: 0 | 1 | 2 | 3, due: number): StoredCard {
  return {
    due,
    stability: 1,
    difficulty: 5,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    reps: 1,
    lapses: 0,
    state,
  };
}

describe('pickNext', () => {
  const keys = ['a', 'b', 'c', 'd', 'e'];

  it('returns nothing for a drill without keys', () => {
    expect(pickNext([], {}, T0)).toBeUndefined();
  });

  it('starts with the first key, as new', () => {
    expect(pickNext(keys, {}, T0)).toEqual({ key: 'a', reason: 'new' });
  });

  it('asks the most overdue key first', () => {
    const cards = { a: card(2, T0 - MIN), b: card(2, T0 - 5 * MIN), c: card(2, T0 + MIN) };
    expect(pickNext(keys, cards, T0)).toEqual({ key: 'b', reason: 'due' });
  });

  it('does not repeat the key just asked when another is due', () => {
    const cards = { a: card(2, T0 - MIN), b: card(2, T0 - 5 * MIN) };
    expect(pickNext(keys, cards, T0, 'b')).toEqual({ key: 'a', reason: 'due' });
  });

  it('introduces a new key when nothing else is due and few keys are in learning', () => {
    const cards = { a: card(1, T0 + MIN), b: card(2, T0 + 60 * MIN) };
    expect(pickNext(keys, cards, T0, 'a')).toEqual({ key: 'c', reason: 'new' });
  });

  it('holds new keys back while maxLearning keys are in learning, and practises ahead', () => {
    const cards = { a: card(1, T0 + 5 * MIN), b: card(3, T0 + 2 * MIN), c: card(1, T0 + 9 * MIN) };
    expect(pickNext(keys, cards, T0, 'b')).toEqual({ key: 'a', reason: 'ahead' });
    expect(pickNext(keys, cards, T0, 'b', { maxLearning: 4 })).toEqual({ key: 'd', reason: 'new' });
  });

  it('repeats the only due key rather than nothing', () => {
    const cards = { a: card(1, T0 - MIN), b: card(1, T0 + MIN), c: card(1, T0 + MIN) };
    expect(pickNext(keys, cards, T0, 'a')).toEqual({ key: 'a', reason: 'due' });
  });

  it('over a simulated session keeps at most maxLearning keys open and introduces every key', () => {
    // A learner who is right except on key "c" the first two times; one answer every 20 seconds.
    const many = Array.from({ length: 12 }, (_, i) => `k${i}`);
    const cards: Record<string, StoredCard> = {};
    const misses: Record<string, number> = { k2: 2 };
    let last: string | undefined;
    let t = T0;
    for (let step = 0; step < 200; step++) {
      const pick = pickNext(many, cards, t, last)!;
      const wrong = (misses[pick.key] ?? 0) > 0;
      if (wrong) misses[pick.key]!--;
      cards[pick.key] = review(cards[pick.key] ?? newCard(t), wrong ? 'again' : 'good', t);
      expect(Object.values(cards).filter(isLearning).length).toBeLessThanOrEqual(3 + 1);
      last = pick.key;
      t += 20_000;
    }
    expect(Object.keys(cards).sort()).toEqual([...many].sort());
    expect(cards.k2!.reps).toBeGreaterThan(cards.k5!.reps);
  });
});

describe('byImportance: the order new keys come in', () => {
  it.each<[string, readonly string[], Record<string, number | undefined>, readonly string[]]>([
    ['largest first', ['a', 'b', 'c'], { a: 0.001, b: 0.03, c: 0.01 }, ['b', 'c', 'a']],
    ['ties keep the drill’s order', ['a', 'b', 'c', 'd'], { a: 1, b: 2, c: 1, d: 2 }, ['b', 'd', 'a', 'c']],
    ['unrated keys after the rated, in order', ['x', 'a', 'y', 'b'], { a: 0.5, b: 0.7 }, ['b', 'a', 'x', 'y']],
    ['nothing rated: the drill’s order', ['c', 'a', 'b'], {}, ['c', 'a', 'b']],
  ])('%s', (_name, keys, weights, expected) => {
    const before = [...keys];
    expect(byImportance(keys, (k) => weights[k])).toEqual(expected);
    expect(keys).toEqual(before);
  });

  it('pickNext introduces the new keys in that order', () => {
    const ordered = byImportance(['low', 'high', 'mid'], (k) => ({ low: 1, high: 3, mid: 2 })[k]);
    expect(pickNext(ordered, {}, T0)).toEqual({ key: 'high', reason: 'new' });
  });
});

describe('isWeak', () => {
  it('marks a key first answered wrong, not one first answered right', () => {
    expect(isWeak(review(newCard(T0), 'again', T0))).toBe(true);
    expect(isWeak(review(newCard(T0), 'good', T0))).toBe(false);
  });

  it('marks a learned key that lapsed', () => {
    let c = review(newCard(T0), 'good', T0);
    c = review(c, 'good', T0 + 10 * MIN);
    expect(isWeak(c)).toBe(false);
    expect(isWeak(review(c, 'again', c.due))).toBe(true);
  });
});

describe('the store’s validator and the scheduler agree', () => {
  // Cards drawn at random around and beyond the scheduler's limits: every card the store's validator
  // (`cardProblem`) passes is reviewed without an error and yields a valid card; the memory states
  // ts-fsrs refuses (stability below 0.001, difficulty below 1) are exactly ones the validator reports.
  const pick = <T>(rng: () => number, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
  it('over 2,000 random cards, in any clock order', async () => {
    const { cardProblem } = await import('../storage/progress.ts');
    let state = 7;
    const rng = () => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return state / 2 ** 32;
    };
    const numbers = [-5, -0.5, 0, 1e-4, 0.001, 0.5, 1, 3.7, 9.99, 10, 10.5, 100, 36_500, 40_000, 1e308, NaN];
    let passed = 0;
    for (let i = 0; i < 2_000; i++) {
      const card = {
        due: T0 + Math.floor((rng() - 0.5) * 1e10),
        stability: pick(rng, numbers),
        difficulty: pick(rng, numbers),
        elapsed_days: pick(rng, [0, 1, 3]),
        scheduled_days: pick(rng, [0, 2, 10]),
        learning_steps: pick(rng, [0, 1, 2, 5]),
        reps: pick(rng, [0, 1, 4]),
        lapses: pick(rng, [0, 1]),
        state: pick(rng, [0, 1, 2, 3] as const),
        ...(rng() < 0.8 ? { last_review: T0 + Math.floor((rng() - 0.7) * 1e10) } : {}),
      } as StoredCard;
      if (cardProblem(card) !== undefined) continue;
      passed++;
      for (const grade of ['again', 'hard', 'good'] as const) {
        const next = review(card, grade, T0);
        expect(cardProblem(next)).toBeUndefined();
        expect(next.due).toBeGreaterThanOrEqual(T0);
      }
    }
    expect(passed).toBeGreaterThan(100);
  });

  it('a review dated after now (a clock set back) counts as reviewed now instead of throwing', () => {
    const c = review(review(newCard(T0), 'good', T0), 'good', T0 + 10 * MIN);
    expect(() => review({ ...c, last_review: T0 + 86_400_000 }, 'good', T0 + 20 * MIN)).not.toThrow();
  });
});

describe('cost-weighted scheduling (decision 019)', () => {
  // Three card states: new, in learning after one right answer, and graduated to review.
  const fresh = newCard(T0);
  const learning = review(fresh, 'good', T0);
  const graduated = review(learning, 'good', T0 + 10 * MIN);
  const states = [
    ['new', fresh, T0],
    ['learning', learning, T0 + 10 * MIN],
    ['review', graduated, graduated.due],
  ] as const;

  it.each(states)('from a %s card, a costly miss returns sooner than a cheap one', (_, card, t) => {
    const costly = reviewWithCost(card, 'again', t, 0.5); // half a stake (a blackjack double missed)
    const cheap = reviewWithCost(card, 'again', t, 0.004); // a near tie
    expect(costly.due - t).toBeLessThan(cheap.due - t);
    // The memory state is FSRS's own: only the interval is shortened.
    expect({ ...costly, due: 0, scheduled_days: 0 }).toEqual({ ...cheap, due: 0, scheduled_days: 0 });
  });

  it.each(states)('from a %s card, a rule question’s miss (no cost) and a free miss behave as before', (_, card, t) => {
    expect(reviewWithCost(card, 'again', t)).toEqual(review(card, 'again', t));
    expect(reviewWithCost(card, 'again', t, 0)).toEqual(review(card, 'again', t));
    // Right answers are never moved, whatever is passed.
    expect(reviewWithCost(card, 'good', t, 0.5)).toEqual(review(card, 'good', t));
  });

  it('the interval kept, by hand: 1 / (1 + cost / 0.1)', () => {
    // ts-fsrs: a new card graded Again returns in 1 minute; at half a stake, a sixth of it is 10 s.
    expect(reviewWithCost(fresh, 'again', T0, 0.5).due - T0).toBe(10_000);
    expect(reviewWithCost(fresh, 'again', T0, 0.1).due - T0).toBe(30_000);
    expect(costFactor(0.1)).toBe(0.5);
    expect(costFactor(undefined)).toBe(1);
  });
});
