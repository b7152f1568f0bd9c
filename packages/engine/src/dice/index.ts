/**
 * Two six-sided dice, rolled by a passed-in RNG; fixed dice for tests.
 *
 * A roll given from outside (a UI, a replay, JSON) is checked by {@link checkRoll} and answered with a
 * typed `dice/bad-roll` error whose `details` are `{ reason, got, allowed }`; the functions that read a
 * roll (`diceTotal`, `isHard`) refuse anything else with a `CroupierError` carrying that error.
 *
 * @module
 */
import { err, ok, orThrow, show, type ErrorOf, type Result } from '../result/index.js';
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

/** What a roll is: two dice, each a whole number 1–6. */
export const ROLL_ALLOWED = { dice: 2, min: 1, max: 6 } as const;

/** The error details of the dice module, by code. */
export interface DiceErrorDetails {
  /** A roll is not two dice, each a whole number 1–6. */
  'dice/bad-roll': {
    /** `not-an-array`, `not-two-dice` (wrong length), `not-a-face` (a die that is not 1–6), `no-rolls` (an empty list for {@link fixedDice}). */
    readonly reason: 'not-an-array' | 'not-two-dice' | 'not-a-face' | 'no-rolls';
    /** Which die was wrong (0 or 1), for `not-a-face`; which roll of a list, for {@link fixedDice}. */
    readonly index?: number;
    /** What came, shortened (`show`). */
    readonly got: string;
    /** Two dice, each 1–6. */
    readonly allowed: typeof ROLL_ALLOWED;
  };
}

/** A rule error of the dice module. */
export type DiceError = ErrorOf<DiceErrorDetails>;

/** Every code the dice module can return. */
export const DICE_ERROR_CODES = ['dice/bad-roll'] as const satisfies readonly (keyof DiceErrorDetails)[];

function isFace(d: unknown): d is Die {
  return typeof d === 'number' && Number.isInteger(d) && d >= 1 && d <= 6;
}

function badRoll(
  reason: DiceErrorDetails['dice/bad-roll']['reason'],
  value: unknown,
  index?: number,
): Result<never, DiceError> {
  return err('dice/bad-roll', `A roll is two dice, each a whole number 1–6, got ${show(value)}.`, {
    reason,
    ...(index === undefined ? {} : { index }),
    got: show(value),
    allowed: ROLL_ALLOWED,
  });
}

/**
 * Validates a roll given from outside (a UI, a test, a replay, JSON).
 *
 * @param value - Should be two integers 1–6; strings (`"3"`), BigInts, fractions, `null`, Symbols
 *   and longer arrays are refused.
 * @returns A fresh `[die, die]`, or `dice/bad-roll` with `{ reason, index?, got, allowed }`.
 * @example
 * ```ts
 * checkRoll([3, 4]);     // { ok: true, value: [3, 4] }
 * checkRoll(['3', 4]);   // { ok: false, error: { code: 'dice/bad-roll', details: { reason: 'not-a-face', index: 0, got: '["3",4]', … } } }
 * ```
 */
export function checkRoll(value: unknown): Result<DiceRoll, DiceError> {
  if (!Array.isArray(value)) return badRoll('not-an-array', value);
  if (value.length !== 2) return badRoll('not-two-dice', value);
  const a: unknown = value[0];
  const b: unknown = value[1];
  if (!isFace(a)) return badRoll('not-a-face', value, 0);
  if (!isFace(b)) return badRoll('not-a-face', value, 1);
  return ok([a, b]);
}

/** A roll that {@link checkRoll} accepts, or a `CroupierError`. */
function rollOrThrow(roll: DiceRoll): DiceRoll {
  return Array.isArray(roll) && roll.length === 2 && isFace(roll[0]) && isFace(roll[1])
    ? roll
    : orThrow(checkRoll(roll));
}

/**
 * The total of a roll, 2–12.
 *
 * @param roll - Two dice 1–6.
 * @throws CroupierError carrying `dice/bad-roll` for anything else.
 */
export function diceTotal(roll: DiceRoll): number {
  const r = rollOrThrow(roll);
  return r[0] + r[1];
}

/**
 * Whether a roll is a pair ("hard" way): 2-2, 3-3, 4-4, 5-5.
 *
 * @param roll - Two dice 1–6.
 * @throws CroupierError carrying `dice/bad-roll` for anything else.
 */
export function isHard(roll: DiceRoll): boolean {
  const r = rollOrThrow(roll);
  return r[0] === r[1];
}

/**
 * A dice source that replays fixed rolls, for tests and examples.
 *
 * @param rolls - The rolls in order; cycles when exhausted. Each is checked as by {@link checkRoll}.
 * @throws CroupierError carrying `dice/bad-roll` for an empty list (`reason: 'no-rolls'`) or a bad roll
 *   (`index` says which).
 */
export function fixedDice(rolls: readonly DiceRoll[]): () => DiceRoll {
  if (!Array.isArray(rolls)) orThrow(badRoll('not-an-array', rolls));
  if (rolls.length === 0) orThrow(badRoll('no-rolls', rolls));
  const checked = rolls.map((roll, i) => {
    const r = checkRoll(roll);
    if (!r.ok) orThrow(badRoll(r.error.details.reason, roll, i));
    return r.ok ? r.value : roll;
  });
  let i = 0;
  return () => checked[i++ % checked.length]!;
}

/** The number of ways (out of 36) to roll each total 2–12: index by total. */
export const WAYS: readonly number[] = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
