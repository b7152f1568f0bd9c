import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/index.js';
import { ODD_RULES, naiveRaiseTotals } from '../../testing/stud-naive.js';
import { evaluate5 } from '../evaluator.js';
import { canonicalForm, cardsOfKey } from './classes.js';
import { classList } from './compute.js';
import { planOdds } from './exact.js';
import { computeShard } from './shard.js';

function cards(text: string): number[] {
  const r = parseCards(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/**
 * The naive value of each exchange of `discards` (lists of positions): for every set of replacements,
 * the better of folding and raising with the new hand against every dealer hand left, summed.
 */
function naiveExchange(hand: readonly number[], discards: readonly (readonly number[])[], size: 1 | 2, scale: number) {
  const free = [...Array(52).keys()].filter((c) => !hand.includes(c));
  const n = size === 1 ? 1370754 : 1221759;
  const totals = discards.map(() => 0);
  const raises = discards.map(() => 0);
  const repl: number[][] = [];
  for (let i = 0; i < free.length; i++) {
    if (size === 1) repl.push([free[i]!]);
    else for (let j = i + 1; j < free.length; j++) repl.push([free[i]!, free[j]!]);
  }
  for (const r of repl) {
    const finals = discards.map((d) => {
      const k = [...hand.filter((_, j) => !d.includes(j)), ...r];
      return evaluate5(k[0]!, k[1]!, k[2]!, k[3]!, k[4]!);
    });
    const values = naiveRaiseTotals(
      finals,
      free.filter((c) => !r.includes(c)),
      ODD_RULES,
      scale,
    );
    values.forEach((v, d) => {
      if (v > -scale * n) {
        totals[d]! += v;
        raises[d]!++;
      } else totals[d]! += -scale * n;
    });
  }
  return { totals, raises };
}

describe('exchanges against a naive enumeration (another paytable, a pair qualifier, raise × 3)', () => {
  const { keys } = classList();
  const plan = planOdds(ODD_RULES);
  if (!plan.ok) throw new Error(plan.error.message);
  const pay = plan.value.pay;

  it.each(['Ah Kh Qh Jh 2c', 'Qs 9h 8d 7c 6s'])('every single discard of %s', (text) => {
    const idx = keys.indexOf(canonicalForm(cards(text)).key);
    const cls = cardsOfKey(keys[idx]!);
    const r = computeShard({
      kind: 'exchange',
      qualifier: 'pair',
      maxExchange: 1,
      pays: [pay],
      from: idx,
      to: idx + 1,
    });
    const naive = naiveExchange(cls, [[0], [1], [2], [3], [4]], 1, pay.scale);
    expect(Array.from(r.totals.subarray(1, 6))).toEqual(naive.totals);
    expect(Array.from(r.raises.subarray(1, 6))).toEqual(naive.raises);
  });

  it('every pair of discards of 2♣ 2♦ 5♥ 9♠ K♥ (each of the 1,081 replacement pairs against every dealer hand)', () => {
    const idx = keys.indexOf(canonicalForm(cards('2c 2d 5h 9s Kh')).key);
    const cls = cardsOfKey(keys[idx]!);
    const r = computeShard({
      kind: 'exchange',
      qualifier: 'pair',
      maxExchange: 2,
      pays: [pay],
      from: idx,
      to: idx + 1,
    });
    const pairs = [
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 3],
      [2, 4],
      [3, 4],
    ];
    const naive = naiveExchange(cls, pairs, 2, pay.scale);
    expect(Array.from(r.totals.subarray(6, 16))).toEqual(naive.totals);
    expect(Array.from(r.raises.subarray(6, 16))).toEqual(naive.raises);
  });
});
