/**
 * Randomness, passed in from outside: a seedable, serialisable PRNG for tests, replays and simulation,
 * and a cryptographic source for real play. Unbiased integer ranges by rejection sampling, and the
 * Fisher–Yates shuffle. See `docs/decisions/001-rng.md` for the choice of xoshiro128**.
 *
 * The engine never calls `Math.random`.
 *
 * @module
 */
import { err, ok, show, type Result, type RuleError } from '../result/index.js';

/** A source of uniformly distributed 32-bit unsigned integers. */
export interface Rng {
  /** The next uniformly distributed integer in `0 … 2^32 − 1`. */
  nextUint32(): number;
}

/** The serialisable state of a {@link SeededRng}. */
export interface SeededRngState {
  /** Always `xoshiro128**`. */
  readonly algorithm: 'xoshiro128**';
  /** The four 32-bit words of state, as unsigned integers. */
  readonly s: readonly [number, number, number, number];
}

/** A seedable PRNG whose state can be saved and restored. */
export interface SeededRng extends Rng {
  /** A snapshot of the state; `restoreRng(rng.getState())` continues the same sequence. */
  getState(): SeededRngState;
}

/** SplitMix32: expands a seed into well-mixed words for the xoshiro state. */
function splitmix32(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

class Xoshiro128StarStar implements SeededRng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(s: readonly [number, number, number, number]) {
    [this.a, this.b, this.c, this.d] = s;
  }

  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result;
  }

  getState(): SeededRngState {
    return { algorithm: 'xoshiro128**', s: [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0] };
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/**
 * A seeded xoshiro128** generator. The same seed gives the same sequence on every run and platform.
 *
 * @param seed - A safe integer or a string of 1–200 characters (hashed with FNV-1a); see {@link checkSeed}.
 * @returns A fresh generator.
 * @throws RangeError for anything else (`NaN`, `Infinity`, `null`, an object…), never a silent seed 0.
 * @example
 * ```ts
 * const rng = seededRng(42);
 * randomInt(rng, 6) + 1; // a die roll, the same every run
 * ```
 */
export function seededRng(seed: number | string): SeededRng {
  const checked = checkSeed(seed);
  if (!checked.ok) throw new RangeError(checked.error.message);
  const n = typeof seed === 'string' ? fnv1a(seed) : seed;
  const next = splitmix32((n >>> 0) ^ Math.floor(n / 2 ** 32));
  const s: [number, number, number, number] = [next(), next(), next(), next()];
  if ((s[0] | s[1] | s[2] | s[3]) === 0) s[0] = 1; // xoshiro's one forbidden state
  return new Xoshiro128StarStar(s);
}

/**
 * Restores a generator from a saved state.
 *
 * @param state - A state from {@link SeededRng.getState}.
 * @throws RangeError if the state is malformed.
 */
export function restoreRng(state: SeededRngState): SeededRng {
  const ok =
    state !== null &&
    typeof state === 'object' &&
    state.algorithm === 'xoshiro128**' &&
    Array.isArray(state.s) &&
    state.s.length === 4 &&
    state.s.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffffffff) &&
    state.s.some((w) => w !== 0);
  if (!ok) {
    throw new RangeError(
      'Not an RNG state: expected { algorithm: "xoshiro128**", s: [four 32-bit unsigned integers, not all zero] }.',
    );
  }
  return new Xoshiro128StarStar([state.s[0], state.s[1], state.s[2], state.s[3]]);
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The largest block `crypto.getRandomValues` fills at once: 65,536 bytes, 16,384 words. */
export const MAX_CRYPTO_BLOCK = 16_384;

/** Error codes of the rng module. */
export type RngErrorCode = 'rng/bad-seed';

/** Longest string seed accepted. */
export const MAX_SEED_LENGTH = 200;

/**
 * Checks a seed: a safe integer (|n| < 2^53), or a non-empty string of at most 200 characters.
 * `NaN`, `Infinity`, fractional numbers, `null` and objects are refused rather than quietly
 * taken as some other seed.
 *
 * @param seed - Anything.
 * @returns The seed, or `rng/bad-seed` with `details.seed` (shortened) and what is allowed.
 * @example
 * ```ts
 * checkSeed(42).ok;   // true
 * checkSeed(NaN).ok;  // false: rng/bad-seed
 * ```
 */
export function checkSeed(
  seed: unknown,
): Result<number | string, RuleError<'rng/bad-seed', { readonly seed: string; readonly allowed: string }>> {
  const allowed = `a whole number below 2^53 in size, or a text of 1 to ${MAX_SEED_LENGTH} characters`;
  if (typeof seed === 'number' && Number.isSafeInteger(seed)) return ok(seed);
  if (typeof seed === 'string' && seed.length > 0 && seed.length <= MAX_SEED_LENGTH) return ok(seed);
  return err('rng/bad-seed', `A seed is ${allowed}; got ${show(seed)}.`, { seed: show(seed), allowed });
}

/**
 * Draws a fresh seed from the cryptographic source (`crypto.getRandomValues`): what real play uses, so
 * every visitor gets a different round while the seed, shown and settable, still replays it.
 *
 * @returns A whole number from 0 to 2^53 − 1.
 */
export function randomSeed(): number {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  return (words[0]! & 0x1fffff) * 2 ** 32 + words[1]!;
}

/**
 * A cryptographic source for real play, reading `crypto.getRandomValues` in blocks.
 *
 * @param blockSize - How many 32-bit words to fetch at a time (default 256).
 */
export function cryptoRng(blockSize = 256): Rng {
  if (!Number.isInteger(blockSize) || blockSize < 1 || blockSize > MAX_CRYPTO_BLOCK) {
    throw new RangeError(
      `cryptoRng needs a block size from 1 to ${MAX_CRYPTO_BLOCK} words (crypto.getRandomValues fills at most 65,536 bytes), got ${show(blockSize)}.`,
    );
  }
  const buffer = new Uint32Array(blockSize);
  let index = blockSize;
  return {
    nextUint32() {
      if (index >= blockSize) {
        globalThis.crypto.getRandomValues(buffer);
        index = 0;
      }
      return buffer[index++]!;
    },
  };
}

/**
 * A uniformly distributed integer in `0 … n − 1`, without modulo bias (rejection sampling).
 *
 * @param rng - The source.
 * @param n - The range size, an integer `1 … 2^32`.
 * @throws RangeError if `n` is not an integer in range.
 */
export function randomInt(rng: Rng, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) {
    throw new RangeError(`randomInt needs a whole range size from 1 to 2^32, got ${n}.`);
  }
  if (n === 1) return 0;
  // Accept x below the largest multiple of n that fits in 2^32, so every residue is equally likely.
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const x = rng.nextUint32();
    if (x < limit) return x % n;
  }
}

/**
 * Shuffles an array in place with Fisher–Yates (every permutation equally likely) and returns it.
 *
 * @param rng - The source.
 * @param items - The array to shuffle.
 */
export function shuffleInPlace<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}

/**
 * A shuffled copy of an array (Fisher–Yates).
 *
 * @param rng - The source.
 * @param items - The items; not modified.
 */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  return shuffleInPlace(rng, items.slice());
}

/**
 * A generator that replays fixed words, for tests that need an exact sequence.
 *
 * @param words - The 32-bit words to return, in order; cycles when exhausted.
 */
export function fixedRng(words: readonly number[]): Rng {
  if (words.length === 0) throw new RangeError('fixedRng needs at least one word.');
  let i = 0;
  return {
    nextUint32() {
      const w = words[i % words.length]!;
      i++;
      return w >>> 0;
    },
  };
}
