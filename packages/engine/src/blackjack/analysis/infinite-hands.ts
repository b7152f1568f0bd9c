/**
 * What the two infinite-shoe analyses share: the EVs (`infinite.ts`) and the round's distribution
 * (`payouts.ts`) walk the same split patterns and the same starting pairs, so both are written here once.
 *
 * @internal
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import { frac, mul, ONE, sub, type Fraction } from '../../rational/index.js';
import { mayDoubleTotal, maySplitValue } from '../rules.js';
import { bestTotal } from '../value.js';
import { INFINITE_WEIGHTS } from './dealer.js';

/** The chance of each card value 1…10 from an infinite shoe (index `value − 1`), exactly. */
export const INFINITE_P: readonly Fraction[] = INFINITE_WEIGHTS.map((w) => frac(w, 13));

/** A split pattern (as `splitPatterns` of `split.ts`, in fractions for an infinite shoe): `a` hands that drew a non-pair card, `b` hands left with any card, and its chance. */
export interface SplitPatternFraction {
  /** Hands that drew a card other than the pair card. */
  readonly a: number;
  /** Hands left at the hand limit with any card. */
  readonly b: number;
  /** The pattern's chance. */
  readonly p: Fraction;
}

/**
 * The split patterns (resplitting up to `maxHands`) in fractions, for a fixed chance `q` of a pair card.
 *
 * @param q - The chance that a card drawn to a split hand is the pair card again.
 * @param maxHands - The most hands the box may hold.
 */
export function splitPatternFractions(q: Fraction, maxHands: number): SplitPatternFraction[] {
  const out: SplitPatternFraction[] = [];
  const rec = (pending: number, hands: number, a: number, p: Fraction): void => {
    if (pending === 0) return void out.push({ a, b: 0, p });
    if (hands >= maxHands) return void out.push({ a, b: pending, p });
    rec(pending + 1, hands + 1, a, mul(p, q));
    rec(pending - 1, hands, a + 1, mul(p, sub(ONE, q)));
  };
  rec(2, 2, 0, ONE);
  return out;
}

/**
 * The chance of the starting pair of values `p1 ≤ p2`, in either order, from an infinite shoe.
 *
 * @param p1 - The lower value.
 * @param p2 - The higher value.
 */
export function startingPairWeight(p1: number, p2: number): Fraction {
  return mul(frac(p1 === p2 ? 1 : 2), mul(INFINITE_P[p1 - 1]!, INFINITE_P[p2 - 1]!));
}

/** A starting hand of two values and what the rules let it do. */
export interface StartingHand {
  /** The hard total. */
  readonly hard: number;
  /** Whether it holds an ace. */
  readonly ace: boolean;
  /** The best total. */
  readonly best: number;
  /** Whether the best total is soft. */
  readonly soft: boolean;
  /** Whether it may be split (a pair the rules let split). */
  readonly canSplit: boolean;
  /** Whether it may be doubled. */
  readonly canDouble: boolean;
}

/**
 * The starting hand of the values `p1 ≤ p2` (not the natural).
 *
 * @param rules - The rules.
 * @param p1 - The lower value.
 * @param p2 - The higher value.
 */
export function startingHand(rules: BlackjackRules, p1: number, p2: number): StartingHand {
  const hard = p1 + p2;
  const ace = p1 === 1;
  const best = bestTotal(hard, ace);
  const soft = best !== hard;
  return {
    hard,
    ace,
    best,
    soft,
    canSplit: p1 === p2 && maySplitValue(rules, p1),
    canDouble: mayDoubleTotal(rules, hard, soft, hard === 11 && ace),
  };
}
