/**
 * Exact figures for the «Карты и обозначения» page, enumerated by the engine at build time: how many of
 * the 2,598,960 five-card hands make each of the text's poker combinations. (The chance of a blackjack
 * in the first two cards is the engine's `naturalProbability`.)
 *
 * @module
 */
import { CATEGORIES, type Category, categoryOf, evaluate5 } from '@croupier/engine/stud';

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
