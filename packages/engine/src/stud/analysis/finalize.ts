/**
 * From per-class option totals to the exact figures: for each class the best option under the rules'
 * fees and exchange limit, then the house edge, element of risk and chance of raising as reduced
 * fractions over all 2,598,960 hands, and a per-combination summary of the decisions.
 *
 * The fees enter only here. An option's EV per ante is its total over its count of equally likely
 * outcomes, in units of `1 / scale` ante, less its fee: the raise over `C(47, 5)` dealer hands, a
 * single discard over `47 · C(46, 5)`, a pair over `1081 · C(45, 5)`; folding is −1. The best option is
 * picked in floating point and, where two are closer than 10⁻⁹, by exact comparison (the first of
 * equals wins, in the order fold, raise, single discards, pairs); the sums are exact (`bigint`).
 *
 * @module
 */
import { type Fraction, add, compare, div, frac, mul, neg, sub } from '../../rational/index.js';
import { CATEGORIES, categoryOf, evaluate5 } from '../evaluator.js';
import { cardsOfKey } from './classes.js';
import { OPTIONS_PER_CLASS } from './shard.js';

/** `C(47, 5)`, `47 · C(46, 5)`, `1081 · C(45, 5)` and `C(46, 4)`. */
const N_RAISE = 1533939;
const N_ONE = 47 * 1370754;
const N_TWO = 1081 * 1221759;
const N_UP = 163185;
const HANDS = 2598960n;

/** The decision codes of a strategy: 0 fold, 1 raise, 2–6 exchange card i, 7–16 exchange a pair. */
export type StrategyCode = number;

/** The decisions of one combination of the original hand, in hands out of 2,598,960. */
export interface CategoryDecisions {
  /** Hands of this combination. */
  readonly hands: number;
  /** Hands folded at once. */
  readonly fold: number;
  /** Hands raised without an exchange. */
  readonly raise: number;
  /** Hands that exchange one card. */
  readonly exchangeOne: number;
  /** Hands that exchange two cards. */
  readonly exchangeTwo: number;
}

/** The exact figures of one game under optimal play. */
export interface ExactFigures {
  /** House edge per ante (positive favours the house). */
  readonly houseEdge: Fraction;
  /** House edge per chip staked on the ante and the raise (fees are not stakes). */
  readonly elementOfRisk: Fraction;
  /** Chance that the player raises, after any exchange. */
  readonly raiseChance: Fraction;
  /** Optimal decision per class (index into the ascending class list), codes as {@link StrategyCode}. */
  readonly codes: Uint8Array;
  /** Decisions by the combination of the dealt hand (`CATEGORIES` order: royal flush … no game). */
  readonly byCategory: readonly CategoryDecisions[];
}

/** What {@link finalizeExchange} needs besides the totals. */
export interface FinalizeParams {
  /** Units per ante of the totals. */
  readonly scale: number;
  /** The fee for one card and for two, in antes. */
  readonly feeOneCard: { readonly pays: number; readonly per: number };
  readonly feeTwoCards: { readonly pays: number; readonly per: number };
  /** 0, 1 or 2: the options considered. */
  readonly maxExchange: 0 | 1 | 2;
  /** The raise as a multiple of the ante (for the element of risk). */
  readonly raiseMultiple: number;
}

let categories: Uint8Array | undefined;

/** The combination index (0 royal … 10 no game) of each class's hand. */
function classCategories(keys: Float64Array): Uint8Array {
  if (categories?.length === keys.length) return categories;
  const out = new Uint8Array(keys.length);
  const names = CATEGORIES;
  for (let i = 0; i < keys.length; i++) {
    const c = cardsOfKey(keys[i]!);
    out[i] = names.indexOf(categoryOf(evaluate5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!)));
  }
  return (categories = out);
}

function emptyCategories(): { hands: number; fold: number; raise: number; exchangeOne: number; exchangeTwo: number }[] {
  return Array.from({ length: 11 }, () => ({ hands: 0, fold: 0, raise: 0, exchangeOne: 0, exchangeTwo: 0 }));
}

/**
 * The figures of the game with no dealer card shown, from every class's totals.
 *
 * @param keys - The class keys, ascending.
 * @param weights - Hands per class.
 * @param totals - Per class 16 totals (see `ShardResult`), for all classes in order.
 * @param raises - Per class 16 raise counts.
 * @param p - Scale, fees, exchange limit, raise multiple.
 */
export function finalizeExchange(
  keys: Float64Array,
  weights: Uint8Array,
  totals: Float64Array,
  raises: Uint16Array,
  p: FinalizeParams,
): ExactFigures {
  const S = p.scale;
  const f1 = p.feeOneCard.pays / p.feeOneCard.per;
  const f2 = p.feeTwoCards.pays / p.feeTwoCards.per;
  const fee1 = frac(p.feeOneCard.pays, p.feeOneCard.per);
  const fee2 = frac(p.feeTwoCards.pays, p.feeTwoCards.per);
  const nOpt = p.maxExchange === 0 ? 1 : p.maxExchange === 1 ? 6 : 16;
  const denOf = (o: number): number => (o === 0 ? N_RAISE : o <= 5 ? N_ONE : N_TWO);
  const feeOf = (o: number): number => (o === 0 ? 0 : o <= 5 ? f1 : f2);
  const exact = (o: number, total: number): Fraction => {
    const ev = frac(BigInt(total), BigInt(denOf(o)) * BigInt(S));
    return o === 0 ? ev : sub(ev, o <= 5 ? fee1 : fee2);
  };
  const cats = classCategories(keys);
  const byCat = emptyCategories();
  const codes = new Uint8Array(keys.length);
  let gRaise = 0n;
  let gOne = 0n;
  let gTwo = 0n;
  let nFold = 0n;
  let nOne = 0n;
  let nTwo = 0n;
  let raiseNum = 0n; // over 1081 per hand
  const evs = new Float64Array(16);
  for (let i = 0; i < keys.length; i++) {
    const base = i * OPTIONS_PER_CLASS;
    let best = -1; // −1: fold
    let bestEv = -1;
    for (let o = 0; o < nOpt; o++) {
      const ev = totals[base + o]! / (denOf(o) * S) - feeOf(o);
      evs[o] = ev;
      if (ev > bestEv + 1e-9 * Math.max(1, Math.abs(ev))) {
        best = o;
        bestEv = ev;
      } else if (ev > bestEv - 1e-9 * Math.max(1, Math.abs(ev))) {
        // Too close to call in floating point: compare exactly; the first of equals stays.
        const cur = best < 0 ? frac(-1) : exact(best, totals[base + best]!);
        if (compare(exact(o, totals[base + o]!), cur) > 0) {
          best = o;
          bestEv = ev;
        }
      }
    }
    const w = weights[i]!;
    const wb = BigInt(w);
    const c = byCat[cats[i]!]!;
    c.hands += w;
    if (best < 0) {
      codes[i] = 0;
      nFold += wb;
      c.fold += w;
    } else if (best === 0) {
      codes[i] = 1;
      gRaise += wb * BigInt(totals[base]!);
      raiseNum += wb * 1081n;
      c.raise += w;
    } else if (best <= 5) {
      codes[i] = 1 + best;
      gOne += wb * BigInt(totals[base + best]!);
      nOne += wb;
      raiseNum += wb * BigInt(raises[base + best]!) * 23n;
      c.exchangeOne += w;
    } else {
      codes[i] = 1 + best;
      gTwo += wb * BigInt(totals[base + best]!);
      nTwo += wb;
      raiseNum += wb * BigInt(raises[base + best]!);
      c.exchangeTwo += w;
    }
  }
  const bS = BigInt(S);
  let ev = frac(-nFold);
  ev = add(ev, frac(gRaise, BigInt(N_RAISE) * bS));
  ev = add(ev, sub(frac(gOne, BigInt(N_ONE) * bS), mul(frac(nOne), fee1)));
  ev = add(ev, sub(frac(gTwo, BigInt(N_TWO) * bS), mul(frac(nTwo), fee2)));
  const houseEdge = neg(div(ev, frac(HANDS)));
  const raiseChance = frac(raiseNum, 1081n * HANDS);
  return {
    houseEdge,
    elementOfRisk: div(houseEdge, add(frac(1), mul(frac(p.raiseMultiple), raiseChance))),
    raiseChance,
    codes,
    byCategory: byCat,
  };
}

/**
 * The figures of the game with one dealer card shown and no exchange (Caribbean stud), from every
 * class's total over the 47 up-cards (option 0 of an `upCard` shard).
 *
 * @param keys - The class keys, ascending.
 * @param weights - Hands per class.
 * @param totals - Per class 16 totals; option 0 is used.
 * @param raises - Per class: up-cards (of 47) on which to raise.
 * @param p - Scale and raise multiple.
 */
export function finalizeUpCard(
  keys: Float64Array,
  weights: Uint8Array,
  totals: Float64Array,
  raises: Uint16Array,
  p: Pick<FinalizeParams, 'scale' | 'raiseMultiple'>,
): Omit<ExactFigures, 'codes' | 'byCategory'> {
  let sum = 0n;
  let raiseNum = 0n;
  for (let i = 0; i < keys.length; i++) {
    const w = BigInt(weights[i]!);
    sum += w * BigInt(totals[i * OPTIONS_PER_CLASS]!);
    raiseNum += w * BigInt(raises[i * OPTIONS_PER_CLASS]!);
  }
  const houseEdge = neg(frac(sum, BigInt(47 * N_UP) * BigInt(p.scale) * HANDS));
  const raiseChance = frac(raiseNum, 47n * HANDS);
  return {
    houseEdge,
    elementOfRisk: div(houseEdge, add(frac(1), mul(frac(p.raiseMultiple), raiseChance))),
    raiseChance,
  };
}
