/**
 * Dice for the craps drills: every roll of two dice, a roll of a given total, the points; and the pieces
 * the drills share (reading an item's data).
 *
 * @module
 */
import type { CrapsNumber } from '@croupier/engine/craps';
import type { DiceRoll, Die } from '@croupier/engine';
import { randomInt, type Rng } from '@croupier/engine/rng';
import type { DrillItem } from '../../drill.ts';

/** The points (box numbers). */
export const POINTS: readonly CrapsNumber[] = [4, 5, 6, 8, 9, 10];

/** Every roll of two dice (36, ordered). */
export const ALL_ROLLS: readonly DiceRoll[] = Array.from(
  { length: 36 },
  (_, i) => [(((i / 6) | 0) + 1) as Die, ((i % 6) + 1) as Die] as DiceRoll,
);

/** The rolls with a total. */
export const rollsWithTotal = (total: number): DiceRoll[] => ALL_ROLLS.filter((r) => r[0] + r[1] === total);

/**
 * A random roll with the given total.
 *
 * @param total - 2 … 12.
 * @param rng - Randomness.
 */
export function rollWithTotal(total: number, rng: Rng): DiceRoll {
  const options = rollsWithTotal(total);
  return options[randomInt(rng, options.length)]!;
}

/** Whether a value is a roll of two dice. */
export const isRoll = (x: unknown): x is DiceRoll =>
  Array.isArray(x) && x.length === 2 && x.every((d) => Number.isInteger(d) && d >= 1 && d <= 6);

/**
 * An item's data, checked.
 *
 * @param item - The item.
 * @param check - Whether the data has the fields the drill needs.
 * @throws TypeError when it does not.
 */
export function dataOf<T>(item: DrillItem, check: (d: Partial<T>) => boolean): T {
  const d = item.data as Partial<T> | null;
  if (!d || !check(d)) throw new TypeError(`Item "${item.key}" carries no craps data.`);
  return d as T;
}
