import { describe, expect, it } from 'vitest';
import { cellLedgers, costUnitOf, lastMisses, ledgerOf } from './ledger.ts';
import type { AnswerRecord } from './storage/log.ts';

const r = (drill: string, key: string, correct: boolean, cost?: number, at = 0): AnswerRecord => ({
  drill,
  key,
  at,
  ms: 1_000,
  correct,
  answer: 'a',
  expected: 'b',
  seed: String(at),
  ...(cost === undefined ? {} : { cost: { value: cost } }),
});

// A hand-made log: five blackjack decisions (two misses costing 0.04 and 0.10), two rule questions (one
// miss, no cost), one stud miss costing 0.25.
const LOG: AnswerRecord[] = [
  r('blackjack-strategy', 'hard-16-10', false, 0.04, 1),
  r('blackjack-strategy', 'hard-16-10', true, 0, 2),
  r('blackjack-strategy', 'hard-11-6', false, 0.1, 3),
  r('blackjack-strategy', 'soft-18-9', true, 0, 4),
  r('blackjack-strategy', 'pair-8-10', true, 0, 5),
  r('baccarat-banker-draws', '3-8', false, undefined, 6),
  r('baccarat-banker-draws', '3-8', true, undefined, 7),
  r('stud-decision', 'pair', false, 0.25, 8),
];

describe('the ledger', () => {
  it('of one drill: decisions, accuracy, cost per hundred valued decisions, the costliest cells', () => {
    const l = ledgerOf(LOG, 'blackjack-strategy');
    expect(l).toMatchObject({ decisions: 5, correct: 3, accuracy: 0.6, costed: 5 });
    expect(l.cost).toBeCloseTo(0.14, 12);
    expect(l.costPer100).toBeCloseTo(2.8, 12); // 0.14 over 5 decisions, times 100
    expect(l.expensive.map((c) => [c.key, c.decisions])).toEqual([
      ['hard-11-6', 1],
      ['hard-16-10', 2],
    ]);
  });

  it('of all drills: rule questions count as decisions but not in the cost rate', () => {
    const l = ledgerOf(LOG);
    expect(l).toMatchObject({ decisions: 8, correct: 4, accuracy: 0.5, costed: 6 });
    expect(l.costPer100).toBeCloseTo((0.39 * 100) / 6, 12);
    expect(l.expensive.map((c) => c.drill)).toEqual(['stud-decision', 'blackjack-strategy', 'blackjack-strategy']);
    // Bets and АНТЕ kept apart: 0.14 bet over 5 blackjack decisions (2.8 per 100), 0.25 АНТЕ over 1 (25).
    expect(l.byUnit.bet).toMatchObject({ costed: 5 });
    expect(l.byUnit.bet!.costPer100).toBeCloseTo(2.8, 12);
    expect(l.byUnit.ante).toEqual({ costed: 1, cost: 0.25, costPer100: 25 });
  });

  it.each([
    ['blackjack-strategy', 'bet'],
    ['craps-better-bet', 'bet'],
    ['stud-decision', 'ante'],
    ['play-stud', 'ante'],
    ['play-blackjack', 'bet'],
  ] as const)('counts %s in %s', (drill, unit) => {
    expect(costUnitOf(drill)).toBe(unit);
  });

  it('before any answer', () => {
    expect(ledgerOf([], 'x')).toEqual({
      decisions: 0,
      correct: 0,
      accuracy: undefined,
      costed: 0,
      cost: 0,
      costPer100: undefined,
      byUnit: {},
      expensive: [],
    });
  });

  it('per cell, and the last misses newest first', () => {
    expect(cellLedgers(LOG, 'baccarat-banker-draws').get('3-8')).toEqual({
      drill: 'baccarat-banker-draws',
      key: '3-8',
      decisions: 2,
      correct: 1,
      costed: 0,
      cost: 0,
    });
    expect(lastMisses(LOG, 3).map((x) => x.at)).toEqual([8, 6, 3]);
    expect(lastMisses(LOG, 10, 'blackjack-strategy').map((x) => x.at)).toEqual([3, 1]);
  });
});
