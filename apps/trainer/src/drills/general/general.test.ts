import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '@croupier/engine/cards';
import { seededRng } from '@croupier/engine/rng';
import { parseWholeNumber, type Drill, type DrillItem } from '../../drill.ts';
import { baccaratPointDrill, baccaratPointKey } from './baccarat-point.ts';
import { blackjackSoftHardDrill, blackjackSoftHardKey } from './blackjack-soft-hard.ts';
import { blackjackTotalDrill, blackjackTotalKey } from './blackjack-total.ts';
import { diceTotalsDrill } from './dice-totals.ts';
import { NAIVE_WAYS } from '@croupier/testkit/oracles/craps';

/** An item of a drill holding these cards (the checker only reads `data.cards`). */
function itemWith(drill: Drill<'general'>, text: string): DrillItem {
  const cards = parseCardsOrThrow(text);
  return { ...drill.item(drill.keys(null)[0]!, seededRng(1), { rules: null }), data: { cards } };
}

// Naive, independent valuations from the rule texts, on rank letters only.
const BJ: Record<string, number> = { A: 1, T: 10, J: 10, Q: 10, K: 10 };
function naiveBlackjack(ranks: string[]): { total: number; soft: boolean } {
  let sum = 0;
  let ace = false;
  for (const r of ranks) {
    sum += BJ[r] ?? Number(r);
    if (r === 'A') ace = true;
  }
  return ace && sum + 10 <= 21 ? { total: sum + 10, soft: true } : { total: sum, soft: false };
}
function naiveBaccarat(ranks: string[]): number {
  let sum = 0;
  for (const r of ranks) sum += r === 'A' ? 1 : 'TJQK'.includes(r) ? 0 : Number(r);
  while (sum >= 10) sum -= 10; // «вычитать число десять до того, пока конечный остаток не будет меньше десяти»
  return sum;
}
// The card integers read naively (rank = card >> 2, 2…A), apart from the engine's card helpers.
const RANKS = '23456789TJQKA';
const rankLetters = (cards: readonly number[]) => cards.map((c) => RANKS[Math.floor(c / 4)]!);

describe('blackjack total: hand-worked cases', () => {
  it.each([
    { hand: 'Ah 6d', answer: '17', expected: '17, мягкая' }, // «"Мягкая 17" — это туз и шестерка»
    { hand: 'Ah 6d Kc', answer: '17', expected: '17, жёсткая' },
    { hand: 'Ah Kd', answer: '21', expected: 'Блекджек (21)' },
    { hand: 'As Ad', answer: '12', expected: '12, мягкая' },
    { hand: 'As Ad 9c', answer: '21', expected: '21, мягкая' },
    { hand: 'Ts 6h 8c', answer: '24', expected: 'Перебор: 24' },
    { hand: 'Js Qh', answer: '20', expected: '20, жёсткая' },
    { hand: '2s 2h', answer: '4', expected: '4, жёсткая' },
    { hand: '5s 5h As Ad', answer: '12', expected: '12, жёсткая' },
  ])('$hand is $expected', ({ hand, answer, expected }) => {
    const item = itemWith(blackjackTotalDrill, hand);
    const v = blackjackTotalDrill.check(item, answer);
    expect(v).toMatchObject({ correct: true, expected, ruleLink: '/cards/#блекджек' });
    expect(blackjackTotalDrill.check(item, String(Number(answer) + 1)).correct).toBe(false);
  });

  it('explains a soft hand and a hard hand with an ace in Russian', () => {
    const soft = blackjackTotalDrill.check(itemWith(blackjackTotalDrill, 'Ah 6d'), '7');
    expect(soft.correct).toBe(false);
    expect(soft.explanation).toContain('Т♥ + 6♦');
    expect(soft.explanation).toContain('мягкая 17');
    const hard = blackjackTotalDrill.check(itemWith(blackjackTotalDrill, 'Ah 6d Kc'), '17');
    expect(hard.explanation).toContain('27 > 21');
    expect(hard.explanation).toContain('жёсткая');
  });

  it.each(['', 'abc', '17.5', '-3', '1 7'])('refuses %j as an answer', (answer) => {
    expect(blackjackTotalDrill.check(itemWith(blackjackTotalDrill, 'Ah 6d'), answer).correct).toBe(false);
  });

  it('accepts spaces around the number', () => {
    expect(parseWholeNumber(' 17 ')).toBe(17);
  });
});

describe('blackjack soft or hard: hand-worked cases', () => {
  it.each([
    { hand: 'Ah 6d', right: 'soft', expected: '17, мягкая' },
    { hand: 'Ah 6d Kc', right: 'hard', expected: '17, жёсткая' },
    { hand: 'Ts 7h', right: 'hard', expected: '17, жёсткая' },
    { hand: 'Ac Qd', right: 'blackjack', expected: 'Блекджек (21)' },
    { hand: 'Kc Qd 2s', right: 'bust', expected: 'Перебор: 22' },
    { hand: 'Ac 2d 3s', right: 'soft', expected: '16, мягкая' },
  ])('$hand is $right', ({ hand, right, expected }) => {
    const item = itemWith(blackjackSoftHardDrill, hand);
    for (const choice of ['soft', 'hard', 'blackjack', 'bust']) {
      expect(blackjackSoftHardDrill.check(item, choice)).toMatchObject({
        correct: choice === right,
        expected,
        expectedAnswer: right,
      });
    }
  });
});

describe('baccarat point: hand-worked cases', () => {
  it.each([
    { hand: '7h 8d 8c', point: 3 }, // the text's own example: 7+8+8 = 23 → 3
    { hand: 'Kh 9d', point: 9 },
    { hand: 'Ah Qs', point: 1 },
    { hand: '5h 5d', point: 0 },
    { hand: 'Th Jd Qc', point: 0 },
    { hand: '9h 9d', point: 8 },
    { hand: '4h As 2c', point: 7 },
  ])('$hand has $point', ({ hand, point }) => {
    const item = itemWith(baccaratPointDrill, hand);
    expect(baccaratPointDrill.check(item, String(point))).toMatchObject({
      correct: true,
      expected: String(point),
      ruleLink: '/cards/#баккара',
    });
    expect(baccaratPointDrill.check(item, String((point + 1) % 10)).correct).toBe(false);
  });

  it('explains dropping the tens with the text example', () => {
    const v = baccaratPointDrill.check(itemWith(baccaratPointDrill, '7h 8d 8c'), '23');
    expect(v.correct).toBe(false);
    expect(v.explanation).toContain('= 23');
    expect(v.explanation).toContain('23 → 3');
  });
});

describe.each([
  { drill: blackjackTotalDrill, keyOf: blackjackTotalKey },
  { drill: blackjackSoftHardDrill, keyOf: blackjackSoftHardKey },
  { drill: baccaratPointDrill, keyOf: baccaratPointKey },
])('$drill.id: generated items', ({ drill, keyOf }) => {
  const keys = drill.keys(null);

  it('has distinct keys', () => {
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(keys.map((k) => [k]))(
    'key %s deals hands of that class, distinct cards, the same for the same seed',
    (key) => {
      for (let seed = 0; seed < 25; seed++) {
        const item = drill.item(key, seededRng(`${key}-${seed}`), { rules: null });
        const cards = (item.data as { cards: number[] }).cards;
        expect(item.key).toBe(key);
        expect(new Set(cards).size).toBe(cards.length);
        expect(keyOf(cards)).toBe(key);
        expect(drill.item(key, seededRng(`${key}-${seed}`), { rules: null })).toEqual(item);
        // The naive valuations agree with what the checker accepts (data survives JSON, as when saved).
        const revived = JSON.parse(JSON.stringify(item)) as DrillItem;
        const letters = rankLetters(cards);
        if (drill === baccaratPointDrill) {
          expect(drill.check(revived, String(naiveBaccarat(letters))).correct).toBe(true);
        } else if (drill === blackjackTotalDrill) {
          expect(drill.check(revived, String(naiveBlackjack(letters).total)).correct).toBe(true);
        } else {
          const n = naiveBlackjack(letters);
          const right =
            n.total > 21 ? 'bust' : cards.length === 2 && n.total === 21 ? 'blackjack' : n.soft ? 'soft' : 'hard';
          expect(drill.check(revived, right).correct).toBe(true);
        }
      }
    },
  );
});

describe('key labels', () => {
  it.each([
    ['soft-17', 'мягкая 17'],
    ['hard-12', 'жёсткая 12'],
    ['hard-ace-15', 'жёсткая 15 с тузом'],
    ['blackjack', 'Блекджек'],
    ['bust', 'перебор'],
  ])('%s → %s', (key, label) => {
    expect(blackjackSoftHardDrill.keyLabel!(key)).toBe(label);
  });

  it.each([
    ['two-7', '7 с двух карт'],
    ['three-0', '0 с трёх карт'],
  ])('%s → %s', (key, label) => {
    expect(baccaratPointDrill.keyLabel!(key)).toBe(label);
  });
});

// The craps text: «можно получить минимальную сумму в два очка — если на обеих костях окажется по единице.
// Максимальное количество выброшенных очков составляет двенадцать (шесть и шесть)»; the ways of each total
// from the testkit's table (NAIVE_WAYS), written without the engine.
describe('the totals of two dice', () => {
  const item = (key: string, seed = 1) => diceTotalsDrill.item(key, seededRng(seed), { rules: null });

  it('asks the smallest total, the largest, and the ways of every total 2–12', () => {
    expect(diceTotalsDrill.keys(null)).toEqual(['min', 'max', ...Object.keys(NAIVE_WAYS).map((t) => `ways-${t}`)]);
  });

  it.each([
    { key: 'min', want: 2, explanation: /по единице \(1 \+ 1\)/u },
    { key: 'max', want: 12, explanation: /шесть и шесть \(6 \+ 6\)/u },
  ])('$key is $want, as the text says', ({ key, want, explanation }) => {
    const i = item(key);
    expect(i.dice).toBeUndefined(); // no dice give the answer away
    expect(diceTotalsDrill.check(i, String(want))).toMatchObject({ correct: true, ruleLink: '/craps/#table' });
    expect(diceTotalsDrill.check(i, String(want)).explanation).toMatch(explanation);
    expect(diceTotalsDrill.check(i, String(want + 1)).correct).toBe(false);
  });

  it.each(Object.entries(NAIVE_WAYS).map(([t, w]) => [Number(t), w] as const))('total %i: %i ways of 36', (t, ways) => {
    for (const seed of [1, 2, 3]) {
      const i = item(`ways-${t}`, seed);
      expect(i.dice![0] + i.dice![1]).toBe(t); // the dice shown make the total asked
      expect(i.solution.answer).toBe(String(ways));
      expect(diceTotalsDrill.check(i, String(ways)).correct).toBe(true);
      expect(diceTotalsDrill.check(i, String(ways + 1)).correct).toBe(false);
    }
  });

  it('explains a total by its rolls (hand-worked: 4 = 1 + 3, 2 + 2, 3 + 1)', () => {
    expect(diceTotalsDrill.check(item('ways-4'), '3').explanation).toBe(
      'Сумму 4 дают 3\u00a0способа из 36: 1 + 3, 2 + 2, 3 + 1. Кости разные, поэтому 1 + 6 и 6 + 1 — два способа.',
    );
  });
});
