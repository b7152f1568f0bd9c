/**
 * The cost of an answer, checked against hand-worked fractions, against the engine's exact analyses (the
 * blackjack chart's cells, stud's `advise`), and for blackjack against an independent naive reading of an
 * infinite shoe written here (dealer's final totals by recursion, stand/hit/double by hand), itself checked
 * against the published dealer bust chart for an infinite deck, dealer stands on soft 17 (Wizard of Odds,
 * blackjack appendix 2, «dealer probabilities»: 2 up 35,36 %, 5 up 41,64 %, 6 up 42,32 %, 10 up 21,21 %).
 */
import { describe, expect, it } from 'vitest';
import { analyse } from '@croupier/engine/blackjack';
import { seededRng } from '@croupier/engine/rng';
import { answerCost } from './cost.ts';
import { strategyDrill } from './drills/blackjack/strategy.ts';
import { tableOf } from './analysis/strategy-table.ts';
import { DEFAULT_RULES } from './drills/test-helpers.ts';
import type { DrillItem } from './drill.ts';

describe('answerCost', () => {
  it.each([
    // solution, answer → cost, worked by hand
    [
      { answer: 'raise', evs: { fold: -1, raise: -0.75 }, exactEvs: { fold: '-1/1', raise: '-3/4' } },
      'fold',
      0.25,
      '1/4',
    ],
    [{ answer: 'a', evs: { a: -7 / 495, b: -3 / 220 }, exactEvs: { a: '-7/495', b: '-1/36' } }, 'b', 3 / 220, '3/220'],
    [{ answer: 'a', evs: { a: 0.1, b: 0.1 }, exactEvs: { a: '1/10', b: '1/10' } }, 'b', 0, '0/1'],
    [{ answer: 'hit', evs: { hit: -0.5, stand: -0.54 } }, 'stand', 0.04, undefined],
    [{ answer: 'hit', evs: { hit: -0.5, stand: -0.54 } }, 'hit', 0, undefined],
  ] as const)('%j, answered %s, costs %s (%s)', (solution, answer, value, exact) => {
    const cost = answerCost(solution, answer)!;
    expect(cost.value).toBeCloseTo(value, 12);
    expect(cost.exact).toBe(exact);
  });

  it('is undefined where the item values no choices or the rules refuse the one chosen', () => {
    expect(answerCost({ answer: '7' }, '8')).toBeUndefined();
    expect(answerCost({ answer: 'hit', evs: { hit: 0, stand: -1 } }, 'double')).toBeUndefined();
  });
});

// ---------------------------------------------------------------- a naive infinite shoe

/** The chance of each card value, 1 (ace) … 10 (tens: four ranks in thirteen). */
const P = (v: number) => (v === 10 ? 4 / 13 : 1 / 13);

/** The dealer's final totals (17…21, 22 for a bust) from a hand (hard total, holds an ace), infinite shoe. */
function dealerFinal(hard: number, ace: boolean, hitsSoft17: boolean): Map<number, number> {
  const soft = ace && hard + 10 <= 21;
  const total = soft ? hard + 10 : hard;
  if (total > 21) return new Map([[22, 1]]);
  if (total > 17 || (total === 17 && !(soft && hitsSoft17))) return new Map([[total, 1]]);
  const out = new Map<number, number>();
  for (let v = 1; v <= 10; v++) {
    for (const [t, p] of dealerFinal(hard + v, ace || v === 1, hitsSoft17)) out.set(t, (out.get(t) ?? 0) + P(v) * p);
  }
  return out;
}

/** Standing on a total against an up-card that cannot make a blackjack (2…9). */
function stand(total: number, up: number, h17: boolean): number {
  if (total > 21) return -1;
  let ev = 0;
  for (const [t, p] of dealerFinal(up, up === 1, h17)) ev += p * (t === 22 || t < total ? 1 : t === total ? 0 : -1);
  return ev;
}

/** Hitting a hard total and playing on as well as one can (stand or hit again), infinite shoe. */
function hit(hard: number, ace: boolean, up: number, h17: boolean): number {
  let ev = 0;
  for (let v = 1; v <= 10; v++) {
    const h = hard + v;
    const a = ace || v === 1;
    const total = a && h + 10 <= 21 ? h + 10 : h;
    ev += P(v) * (total > 21 ? -1 : Math.max(stand(total, up, h17), hit(h, a, up, h17)));
  }
  return ev;
}

/** Doubling a hard total: one card, twice the stake. */
function double(hard: number, up: number, h17: boolean): number {
  let ev = 0;
  for (let v = 1; v <= 10; v++) {
    const total = v === 1 && hard + 11 <= 21 ? hard + 11 : hard + v;
    ev += P(v) * 2 * stand(total, up, h17);
  }
  return ev;
}

describe('the naive infinite shoe agrees with the published dealer figure', () => {
  it.each([
    [2, 0.3536],
    [5, 0.4164],
    [6, 0.4232],
    [10, 0.2121],
  ])('the dealer busts with a %i up %s of the time (S17)', (up, published) => {
    expect(dealerFinal(up, false, false).get(22)).toBeCloseTo(published, 4);
  });
});

describe('blackjack costs against the naive infinite shoe', () => {
  const rules = DEFAULT_RULES.blackjack; // the text's: S17, doubling on 9–11
  const table = tableOf(analyse(rules, 'infinite'));
  /** An item of the strategy drill dealt from the infinite-shoe table. */
  const item = (key: string): DrillItem => strategyDrill.item(key, seededRng(key), { rules, strategy: table });

  it.each([
    // key, the answer given, the best, and the naive EVs of both
    ['hard-16-6', 'hit', 'stand', () => stand(16, 6, false), () => hit(16, false, 6, false)],
    ['hard-12-4', 'hit', 'stand', () => stand(12, 4, false), () => hit(12, false, 4, false)],
    ['hard-13-2', 'hit', 'stand', () => stand(13, 2, false), () => hit(13, false, 2, false)],
    ['hard-11-6', 'hit', 'double', () => double(11, 6, false), () => hit(11, false, 6, false)],
    ['hard-11-6', 'stand', 'double', () => double(11, 6, false), () => stand(11, 6, false)],
    ['hard-10-9', 'hit', 'double', () => double(10, 9, false), () => hit(10, false, 9, false)],
  ] as const)('%s answered %s (best %s) costs what the naive shoe says', (key, answer, best, evBest, evAnswer) => {
    const it = item(key);
    expect(it.solution.answer).toBe(best);
    const v = strategyDrill.check(it, answer);
    expect(v.correct).toBe(false);
    // The chart's cells are floating-point sums: agreement to 1e-9 of a stake (shown to 1e-4).
    expect(v.cost!.value).toBeCloseTo(evBest() - evAnswer(), 9);
    expect(v.cost!.exact).toBeUndefined();
    expect(strategyDrill.check(it, best).cost).toEqual({ value: 0 });
  });
});
