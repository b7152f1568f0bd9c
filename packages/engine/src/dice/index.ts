/**
 * Two six-sided dice, rolled by a passed-in RNG; fixed dice for tests.
 *
 * @module
 */
import { err, ok, type Result, type RuleError } from '../result/index.js';
import { type Rng, randomInt } from '../rng/index.js';

/** One die face, 1–6. */
export type Die = 1 | 2 | 3 | 4 | 5 | 6;
/** A roll of two dice. */
export type DiceRoll = readonly [Die, Die];

/**
 * Rolls two fair dice.
 *
 * @param rng - Randomness.
 */
export function rollDice(rng: Rng): DiceRoll {
  return [(randomInt(rng, 6) + 1) as Die, (randomInt(rng, 6) + 1) as Die];
}

/** The total of a roll, 2–12. */
export function diceTotal(roll: DiceRoll): number {
  return roll[0] + roll[1];
}

/** Whether a roll is a pair ("hard" way): 2-2, 3-3, 4-4, 5-5. */
export function isHard(roll: DiceRoll): boolean {
  return roll[0] === roll[1];
}

/**
 * Validates a roll given from outside (a UI, a test, a replay).
 *
 * @param value - Should be two integers 1–6.
 */
export function checkRoll(value: unknown): Result<DiceRoll, RuleError<'dice/bad-roll'>> {
  if (Array.isArray(value) && value.length === 2 && value.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) {
    return ok([value[0], value[1]] as DiceRoll);
  }
  return err('dice/bad-roll', `A roll is two dice, each a whole number 1–6, got ${JSON.stringify(value)}.`, {
    roll: value,
  });
}

/**
 * A dice source that replays fixed rolls, for tests and examples.
 *
 * @param rolls - The rolls in order; cycles when exhausted.
 */
export function fixedDice(rolls: readonly DiceRoll[]): () => DiceRoll {
  if (rolls.length === 0) throw new RangeError('fixedDice needs at least one roll.');
  let i = 0;
  return () => rolls[i++ % rolls.length]!;
}

/** The number of ways (out of 36) to roll each total 2–12: index by total. */
export const WAYS: readonly number[] = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
