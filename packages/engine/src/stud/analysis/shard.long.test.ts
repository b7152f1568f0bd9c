import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/index.js';
import { ODD_RULES, naiveRaiseTotalsByRank } from '../../testing/stud-naive.js';
import { CLASS_COUNT, evaluate5 } from '../evaluator.js';
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
 * the better of folding and raising with the new hand against every dealer hand left, summed. The
 * dealer's hands from the 47 cards not in `hand` are scored once; for each set of replacements, those
 * holding none of its cards are counted by rank and the counts scored.
 */
function naiveExchange(hand: readonly number[], discards: readonly (readonly number[])[], size: 1 | 2, scale: number) {
  const free = [...Array(52).keys()].filter((c) => !hand.includes(c));
  const m = free.length;
  const n = size === 1 ? 1370754 : 1221759;
  // Every dealer hand from the 47: its class and the five positions (in `free`) it holds, as a bit mask
  // split in two words (positions 0–23 and 24–46).
  const dealerClass: number[] = [];
  const lowMask: number[] = [];
  const highMask: number[] = [];
  for (let a = 0; a < m; a++)
    for (let b = a + 1; b < m; b++)
      for (let c = b + 1; c < m; c++)
        for (let d = c + 1; d < m; d++)
          for (let e = d + 1; e < m; e++) {
            dealerClass.push(evaluate5(free[a]!, free[b]!, free[c]!, free[d]!, free[e]!));
            let lo = 0;
            let hi = 0;
            for (const i of [a, b, c, d, e]) {
              if (i < 24) lo |= 1 << i;
              else hi |= 1 << (i - 24);
            }
            lowMask.push(lo);
            highMask.push(hi);
          }
  const totals = discards.map(() => 0);
  const raises = discards.map(() => 0);
  const repl: number[][] = [];
  for (let i = 0; i < m; i++) {
    if (size === 1) repl.push([i]);
    else for (let j = i + 1; j < m; j++) repl.push([i, j]);
  }
  const byRank = new Float64Array(CLASS_COUNT + 1);
  for (const r of repl) {
    let lo = 0;
    let hi = 0;
    for (const i of r) {
      if (i < 24) lo |= 1 << i;
      else hi |= 1 << (i - 24);
    }
    byRank.fill(0);
    let count = 0;
    for (let k = 0; k < dealerClass.length; k++) {
      if ((lowMask[k]! & lo) !== 0 || (highMask[k]! & hi) !== 0) continue;
      byRank[dealerClass[k]!]!++;
      count++;
    }
    if (count !== n) throw new Error(`counted ${count} dealer hands, expected ${n}`);
    const cards = r.map((i) => free[i]!);
    const finals = discards.map((d) => {
      const k = [...hand.filter((_, j) => !d.includes(j)), ...cards];
      return evaluate5(k[0]!, k[1]!, k[2]!, k[3]!, k[4]!);
    });
    const values = naiveRaiseTotalsByRank(finals, byRank, ODD_RULES, scale);
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
