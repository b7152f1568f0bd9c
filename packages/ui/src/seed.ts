/**
 * The seed a reader types into a round's «номер» field: a whole number from 0 to 2⁵³ − 1, the kind
 * `randomSeed()` draws, checked by the engine's `checkSeed`. Anything else (letters, a sign, a fraction,
 * an empty field, a number past 2⁵³) is refused, never taken as some other seed.
 *
 * @module
 */
import { err, type Result, type RuleError } from '@croupier/engine';
import { checkSeed } from '@croupier/engine/rng';

/** A seed the field refused. */
export type SeedError = RuleError<'rng/bad-seed', { readonly seed: string; readonly allowed: string }>;

/**
 * Reads a typed seed.
 *
 * @param text - What the reader typed.
 * @returns The seed, or `rng/bad-seed` (worded by `seedErrorRu` of `@croupier/ru`).
 * @example
 * ```ts
 * readSeed(' 25 '); // { ok: true, value: 25 }
 * readSeed('2.5').ok; // false
 * ```
 */
export function readSeed(text: string): Result<number, SeedError> {
  const t = text.trim();
  if (!/^\d+$/u.test(t)) {
    return err('rng/bad-seed', `A seed typed here is a whole number from 0 to 2^53 - 1; got ${JSON.stringify(t)}.`, {
      seed: t.slice(0, 60),
      allowed: 'a whole number from 0 to 2^53 - 1',
    });
  }
  const checked = checkSeed(Number(t));
  return checked.ok ? { ok: true, value: checked.value as number } : checked;
}
