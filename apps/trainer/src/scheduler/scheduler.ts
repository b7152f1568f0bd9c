/**
 * The scheduler: a thin wrapper over ts-fsrs (FSRS) that turns each drill key into a card, grades an
 * answer from its correctness and speed, and picks the next key (due keys first, new keys gradually).
 *
 * Cards are kept in a JSON-friendly shape ({@link StoredCard}: dates as epoch milliseconds) so the
 * storage layer can save them as they are.
 *
 * @module
 */
import { createEmptyCard, fsrs, Rating, type Card, type Grade, type State } from 'ts-fsrs';
import { isLearning, type StoredCard } from './card.ts';

export { isLearned, isLearning, isWeak, STABILITY_MAX, STABILITY_MIN, type StoredCard } from './card.ts';

/** How an answer is graded. */
export type AnswerGrade = 'again' | 'hard' | 'good';

/** Tuning of {@link pickNext} and {@link gradeAnswer}. */
export interface SchedulerOptions {
  /** A correct answer slower than this (ms) is graded `hard` (default 10 000). */
  readonly slowMs?: number;
  /** New keys are introduced only while fewer than this many keys are still being learned (default 3). */
  readonly maxLearning?: number;
}

const DEFAULT_SLOW_MS = 10_000;
const DEFAULT_MAX_LEARNING = 3;

// Fuzz off: the same answers at the same times give the same schedule (tests and replays rely on it).
const engine = fsrs({ enable_fuzz: false });

/** The fields a stored card keeps as ts-fsrs has them; the dates and the state are converted. */
const AS_IS = [
  'stability',
  'difficulty',
  'elapsed_days',
  'scheduled_days',
  'learning_steps',
  'reps',
  'lapses',
] as const satisfies readonly (keyof StoredCard & keyof Card)[];
type AsIs = Pick<StoredCard, (typeof AS_IS)[number]>;
const asIs = (card: AsIs): AsIs => Object.fromEntries(AS_IS.map((k) => [k, card[k]])) as unknown as AsIs;

function toStored(card: Card): StoredCard {
  const stored: StoredCard = { due: card.due.getTime(), ...asIs(card), state: card.state as 0 | 1 | 2 | 3 };
  return card.last_review ? { ...stored, last_review: card.last_review.getTime() } : stored;
}

function fromStored(card: StoredCard, now?: number): Card {
  const base: Card = { due: new Date(card.due), ...asIs(card), state: card.state as State };
  // A review dated after `now` (a clock set back, progress imported from a device ahead of this one) would
  // make ts-fsrs throw on a negative interval: the card counts as reviewed just now instead.
  if (card.last_review !== undefined) base.last_review = new Date(Math.min(card.last_review, now ?? Infinity));
  return base;
}

/**
 * A new, never-reviewed card, due now.
 *
 * @param now - The current time (epoch ms).
 */
export function newCard(now: number): StoredCard {
  return toStored(createEmptyCard(new Date(now)));
}

/**
 * Grades an answer: wrong → `again`; right but slow → `hard`; right → `good`.
 *
 * @param correct - Whether the answer was right.
 * @param elapsedMs - How long the learner took (ms).
 * @param options - `slowMs`, the threshold for `hard`.
 */
export function gradeAnswer(correct: boolean, elapsedMs: number, options: SchedulerOptions = {}): AnswerGrade {
  if (!correct) return 'again';
  return elapsedMs > (options.slowMs ?? DEFAULT_SLOW_MS) ? 'hard' : 'good';
}

const RATING: Readonly<Record<AnswerGrade, Grade>> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
};

/**
 * Reviews a card with FSRS and returns its next state.
 *
 * @param card - The card (a {@link newCard} for a key seen the first time).
 * @param grade - The grade of the answer.
 * @param now - The time of the answer (epoch ms).
 * @returns The updated card; `due` says when the key returns. Any card the store's validator passes
 *   (`cardProblem`) is accepted, a review dated in the future included.
 * @example
 * ```ts
 * const c = review(newCard(t), 'again', t); // back in about a minute
 * ```
 */
export function review(card: StoredCard, grade: AnswerGrade, now: number): StoredCard {
  return toStored(engine.next(fromStored(card, now), new Date(now), RATING[grade]).card);
}

/**
 * The stake a miss must cost to come back in half the time a rule question's miss does: a tenth of the
 * stake (`docs/decisions/019-cost-weighted-scheduling.md`).
 */
export const COST_HALF_LIFE = 0.1;

/**
 * The share of FSRS's interval a wrong answer keeps, by what it cost: `1 / (1 + cost / COST_HALF_LIFE)`,
 * so 1 for a free (or unvalued) miss, ½ at a tenth of the stake, ⅙ at half a stake. Right answers and
 * misses without a cost keep the whole interval.
 *
 * @param cost - The value lost, in stakes (absent for a rule question).
 * @example
 * ```ts
 * costFactor(0.1); // 0.5
 * ```
 */
export function costFactor(cost: number | undefined): number {
  return cost === undefined || !(cost > 0) ? 1 : 1 / (1 + cost / COST_HALF_LIFE);
}

/**
 * Reviews a card as {@link review} does, then brings a costly miss back sooner: the interval FSRS gives a
 * wrong answer is multiplied by {@link costFactor} (the memory state — stability, difficulty, lapses — is
 * FSRS's own). A right answer, or a miss with no cost (a rule question), is scheduled exactly as `review`.
 *
 * @param card - The card.
 * @param grade - The grade of the answer.
 * @param now - The time of the answer (epoch ms).
 * @param cost - What the answer cost, in stakes, when the drill values its choices.
 * @returns The updated card.
 * @example
 * ```ts
 * reviewWithCost(card, 'again', t, 0.5).due - t; // a sixth of review(card, 'again', t).due - t
 * ```
 */
export function reviewWithCost(card: StoredCard, grade: AnswerGrade, now: number, cost?: number): StoredCard {
  const next = review(card, grade, now);
  const f = grade === 'again' ? costFactor(cost) : 1;
  if (f === 1) return next;
  return { ...next, due: now + Math.round((next.due - now) * f), scheduled_days: next.scheduled_days * f };
}

/**
 * The keys in the order new ones are introduced: by importance, largest first (a key that comes up often
 * and whose mistake costs much before a rare, cheap one); keys of equal importance, and keys without one
 * (after every key that has one), keep the drill's order.
 *
 * @param keys - The drill's keys, in its order.
 * @param importance - A key's importance (frequency × cost of its worst wrong answer), or `undefined`.
 * @returns A new array; `keys` is not changed.
 * @example
 * ```ts
 * byImportance(['hard-5-2', 'pair-10-10'], (k) => (k === 'pair-10-10' ? 0.039 : 0.00015)); // ['pair-10-10', 'hard-5-2']
 * ```
 */
export function byImportance(keys: readonly string[], importance: (key: string) => number | undefined): string[] {
  const weight = new Map(keys.map((k) => [k, importance(k)] as const));
  const at = new Map(keys.map((k, i) => [k, i] as const));
  return [...keys].sort((a, b) => {
    const wa = weight.get(a);
    const wb = weight.get(b);
    if (wa === wb) return at.get(a)! - at.get(b)!;
    if (wa === undefined) return 1;
    if (wb === undefined) return -1;
    return wb - wa;
  });
}

/** Why {@link pickNext} chose a key. */
export type PickReason = 'due' | 'new' | 'ahead';

/**
 * Picks the next key to practise.
 *
 * Order: the most overdue due key (never the key just asked, if another is due); else a new key, in
 * the drill's order, while fewer than `maxLearning` keys are in learning; else the key due soonest
 * (practice ahead of schedule).
 *
 * @param keys - All keys of the drill, in the order new keys are introduced ({@link byImportance} where
 *   the drill rates its keys, else the drill's own).
 * @param cards - The saved cards by key (keys without a card are new).
 * @param now - The current time (epoch ms).
 * @param last - The key asked last, avoided when there is a choice.
 * @param options - `maxLearning`.
 * @returns The key and why it was picked, or `undefined` for a drill without keys.
 */
export function pickNext(
  keys: readonly string[],
  cards: Readonly<Record<string, StoredCard>>,
  now: number,
  last?: string,
  options: SchedulerOptions = {},
): { key: string; reason: PickReason } | undefined {
  if (keys.length === 0) return undefined;
  const seen = keys.filter((k) => cards[k] !== undefined);
  const byDue = (a: string, b: string) => cards[a]!.due - cards[b]!.due;
  const due = seen.filter((k) => cards[k]!.due <= now).sort(byDue);
  const dueOther = due.filter((k) => k !== last);
  if (dueOther.length > 0) return { key: dueOther[0]!, reason: 'due' };
  const learning = seen.filter((k) => isLearning(cards[k]!)).length;
  const fresh = keys.find((k) => cards[k] === undefined);
  if (fresh !== undefined && learning < (options.maxLearning ?? DEFAULT_MAX_LEARNING)) {
    return { key: fresh, reason: 'new' };
  }
  if (due.length > 0) return { key: due[0]!, reason: 'due' };
  const ahead = seen.filter((k) => k !== last).sort(byDue);
  if (ahead.length > 0) return { key: ahead[0]!, reason: 'ahead' };
  if (fresh !== undefined) return { key: fresh, reason: 'new' };
  return { key: keys[0]!, reason: 'ahead' };
}
