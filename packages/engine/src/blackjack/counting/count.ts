/**
 * Running and true counts: pure functions for trainers and sites.
 *
 * The true count is the running count per deck still to be dealt. For an unbalanced system (KO) the
 * index tables of this module use the *balanced-equivalent* true count, the running count less what
 * the cards seen would have counted on average, per deck remaining; {@link trueCountOf} computes it
 * for any system (for a balanced one it is the plain true count).
 *
 * @module
 */
import type { Card } from '../../cards/encoding.js';
import { blackjackCardValue } from '../value.js';
import {
  initialRunningCount,
  tagsByValue,
  tagsPerDeck,
  type CountingSystem,
  type TrueCountRounding,
} from './systems.js';

/**
 * The tag of one card under a system.
 *
 * @param system - The system.
 * @param card - The card.
 * @example
 * ```ts
 * cardTag(COUNTING_SYSTEMS.hilo, parseCardsOrThrow('Kh')[0]); // -1
 * ```
 */
export function cardTag(system: Pick<CountingSystem, 'tags'>, card: Card): number {
  return tagsByValue(system)[blackjackCardValue(card) - 1]!;
}

/**
 * The running count after a sequence of cards: the system's initial running count for the shoe plus
 * the tags of the cards.
 *
 * @param system - The system.
 * @param cards - The cards seen, in any order.
 * @param decks - Decks in the shoe (only an unbalanced system's start depends on it; default 1).
 * @example
 * ```ts
 * runningCount(COUNTING_SYSTEMS.hilo, parseCardsOrThrow('2s 5d Kh 7c Ah 3h')); // +1 +1 −1 +0 −1 +1 = 1
 * runningCount(COUNTING_SYSTEMS.ko, [], 6); // −20, KO's start for six decks
 * ```
 */
export function runningCount(
  system: Pick<CountingSystem, 'tags' | 'initialRunningCount'>,
  cards: readonly Card[],
  decks = 1,
): number {
  const t = tagsByValue(system);
  let rc = initialRunningCount(system, decks);
  for (const c of cards) rc += t[blackjackCardValue(c) - 1]!;
  return rc;
}

/**
 * Rounds a true count as a system's users do.
 *
 * @param x - The true count.
 * @param rounding - `floor` (−1.5 → −2), `truncate` (−1.5 → −1), `round` (nearest, halves up:
 *   −1.5 → −1, 2.5 → 3) or `exact` (unchanged).
 * @example
 * ```ts
 * roundTrueCount(-0.4, 'floor');    // -1
 * roundTrueCount(-0.4, 'truncate'); // 0 (reported as 0, never −0)
 * ```
 */
export function roundTrueCount(x: number, rounding: TrueCountRounding): number {
  let r: number;
  switch (rounding) {
    case 'floor':
      r = Math.floor(x);
      break;
    case 'truncate':
      r = Math.trunc(x);
      break;
    case 'round':
      r = Math.floor(x + 0.5);
      break;
    case 'exact':
      r = x;
      break;
  }
  return r === 0 ? 0 : r;
}

/** How much of the shoe is left: a number of cards, or a number of decks (fractions allowed). */
export type Remaining = { readonly cards: number } | { readonly decks: number };

function decksOf(remaining: Remaining): number {
  return 'cards' in remaining ? remaining.cards / 52 : remaining.decks;
}

/**
 * The true count of a balanced system: the running count divided by the decks remaining, then
 * rounded.
 *
 * @param runningCount - The running count.
 * @param remaining - Cards or decks not yet dealt (more than zero).
 * @param rounding - How to round (default `exact`).
 * @returns The true count; `NaN` when nothing remains.
 * @example
 * ```ts
 * trueCount(7, { decks: 2 });            // 3.5
 * trueCount(7, { cards: 104 }, 'floor'); // 3
 * trueCount(-5, { decks: 2 }, 'truncate'); // -2 (−2.5 towards zero)
 * ```
 */
export function trueCount(runningCount: number, remaining: Remaining, rounding: TrueCountRounding = 'exact'): number {
  const d = decksOf(remaining);
  if (!(d > 0)) return NaN;
  return roundTrueCount(runningCount / d, rounding);
}

/**
 * The true count for any system, as the index tables use it: the running count less the system's
 * initial running count and less what the cards seen count on average (`tags per deck × decks seen`,
 * zero for a balanced system), per deck remaining. For a balanced system this is {@link trueCount}.
 *
 * @param system - The system (its rounding applies unless `rounding` is given).
 * @param runningCount - The running count, started at the system's initial running count.
 * @param shoe - Decks in the shoe and cards still to be dealt.
 * @param rounding - Overrides the system's rounding.
 * @example
 * ```ts
 * // KO, six decks, two decks dealt (208 cards left), running count −12:
 * // −12 − (−20) − 4 × 2 = 0 per 4 decks left → 0
 * trueCountOf(COUNTING_SYSTEMS.ko, -12, { decks: 6, cardsRemaining: 208 });
 * ```
 */
export function trueCountOf(
  system: Pick<CountingSystem, 'tags' | 'initialRunningCount' | 'rounding'>,
  runningCount: number,
  shoe: { readonly decks: number; readonly cardsRemaining: number },
  rounding: TrueCountRounding = system.rounding,
): number {
  const seen = shoe.decks * 52 - shoe.cardsRemaining;
  const centred = runningCount - initialRunningCount(system, shoe.decks) - (tagsPerDeck(system) * seen) / 52;
  return trueCount(centred, { cards: shoe.cardsRemaining }, rounding);
}

/**
 * The whole-number index a player compares a rounded true count with, for a real-valued crossover:
 * the smallest (for `atOrAbove`) or largest (for `atOrBelow`) whole number whose rounding bin has its
 * middle beyond the crossover. With `floor`, a deviation at or above 2.6 becomes "at 3 or more" (the
 * bin [2, 3) has its middle 2.5 below 2.6) and one at or above 2.4 becomes "at 2 or more"; so under
 * `floor` the whole-number index is the nearest whole number. With `round` it is the crossover
 * rounded up; with `exact`, the crossover itself.
 *
 * @param x - The crossover true count.
 * @param rounding - The rounding the player applies.
 * @param direction - Whether the deviation is taken at or above the index, or at or below it.
 * @example
 * ```ts
 * wholeIndex(0.3, 'floor', 'atOrAbove'); // 0
 * wholeIndex(0.3, 'round', 'atOrAbove'); // 1
 * ```
 */
export function wholeIndex(x: number, rounding: TrueCountRounding, direction: 'atOrAbove' | 'atOrBelow'): number {
  if (rounding === 'exact') return x;
  // The middle of the bin of k: the average true count among those that round to k.
  const mid = (k: number): number => {
    switch (rounding) {
      case 'floor':
        return k + 0.5;
      case 'round':
        return k;
      case 'truncate':
        return k > 0 ? k + 0.5 : k < 0 ? k - 0.5 : 0;
    }
  };
  if (direction === 'atOrAbove') {
    let k = Math.floor(x) - 2;
    while (mid(k) < x) k++;
    return k === 0 ? 0 : k;
  }
  let k = Math.ceil(x) + 2;
  while (mid(k) > x) k--;
  return k === 0 ? 0 : k;
}
