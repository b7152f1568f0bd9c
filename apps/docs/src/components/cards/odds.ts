/**
 * Exact figures for the «Карты и обозначения» page, enumerated by the engine at build time: the chance
 * of a blackjack in the first two cards, and how many of the 2,598,960 five-card hands make each of
 * the text's poker combinations.
 *
 * @module
 */
import { type Card, DECK_SIZE } from '@croupier/engine/cards';
import { blackjackValue } from '@croupier/engine/blackjack';
import { CATEGORIES, type Category, categoryOf, evaluate5 } from '@croupier/engine/stud';
import { type Fraction, rational } from '@croupier/engine';

/**
 * The exact chance that the first two cards from a fresh shoe are a blackjack, by enumerating every
 * ordered pair of cards with its number of ways (a card has `decks` copies in the shoe).
 *
 * @param decks - Decks in the shoe, a whole number ≥ 1.
 * @returns The probability as a reduced fraction (one deck: 32/663).
 * @throws RangeError for a deck count that is not a positive whole number (a programming error).
 * @example
 * ```ts
 * rational.toFractionString(blackjackChance(1)); // '32/663'
 * ```
 */
export function blackjackChance(decks: number): Fraction {
  if (!Number.isInteger(decks) || decks < 1) throw new RangeError(`Decks must be a whole number ≥ 1, got ${decks}.`);
  const n = BigInt(decks);
  let ways = 0n;
  let all = 0n;
  for (let a: Card = 0; a < DECK_SIZE; a++) {
    for (let b: Card = 0; b < DECK_SIZE; b++) {
      const w = n * (a === b ? n - 1n : n);
      all += w;
      if (blackjackValue([a, b]).blackjack) ways += w;
    }
  }
  return rational.frac(ways, all);
}

/** How many five-card hands make each combination. */
export type ComboCounts = Readonly<Record<Category, number>>;

let cached: ComboCounts | undefined;

/**
 * Counts the five-card hands of each combination by evaluating all C(52, 5) = 2,598,960 of them with
 * the stud engine's evaluator (computed once, then cached).
 *
 * @returns The count of each combination, `royalFlush` … `noGame`.
 */
export function comboCounts(): ComboCounts {
  if (cached) return cached;
  const byClass = new Uint32Array(7463);
  for (let a = 0; a < 48; a++)
    for (let b = a + 1; b < 49; b++)
      for (let c = b + 1; c < 50; c++)
        for (let d = c + 1; d < 51; d++) for (let e = d + 1; e < 52; e++) byClass[evaluate5(a, b, c, d, e)]!++;
  const counts = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
  for (let k = 1; k < byClass.length; k++) counts[categoryOf(k)] += byClass[k]!;
  cached = counts;
  return counts;
}

/**
 * Formats a probability in Russian: a percentage with a decimal comma.
 *
 * @param f - The probability.
 * @param digits - Significant digits (default 3).
 * @returns E.g. «4,83 %», «0,000154 %».
 */
export function percentRu(f: Fraction, digits = 3): string {
  const pct = rational.toNumber(f) * 100;
  return `${pct.toLocaleString('ru-RU', { maximumSignificantDigits: digits })} %`;
}

/**
 * Formats «1 из N» for a probability, N rounded to a whole number (thousands separated by spaces).
 *
 * @param f - The probability (positive).
 */
export function oneInRu(f: Fraction): string {
  const n = Math.round(1 / rational.toNumber(f));
  return `1 из ${n.toLocaleString('ru-RU')}`;
}
