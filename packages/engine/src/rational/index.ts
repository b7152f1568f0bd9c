/**
 * Exact rational numbers on `bigint`, for the enumerated odds. Always reduced, denominator positive.
 *
 * @module
 */

/** A reduced fraction `num/den` with `den > 0`. */
export interface Fraction {
  /** Numerator (any sign). */
  readonly num: bigint;
  /** Denominator, positive. */
  readonly den: bigint;
}

function bgcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/**
 * Builds a reduced fraction.
 *
 * @param num - Numerator.
 * @param den - Denominator (non-zero; default 1).
 * @throws RangeError on a zero denominator.
 */
export function frac(num: bigint | number, den: bigint | number = 1n): Fraction {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('Fraction with a zero denominator.');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const g = bgcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

/** Zero. */
export const ZERO: Fraction = { num: 0n, den: 1n };
/** One. */
export const ONE: Fraction = { num: 1n, den: 1n };

/** a + b */
export function add(a: Fraction, b: Fraction): Fraction {
  return frac(a.num * b.den + b.num * a.den, a.den * b.den);
}
/** a − b */
export function sub(a: Fraction, b: Fraction): Fraction {
  return frac(a.num * b.den - b.num * a.den, a.den * b.den);
}
/** a × b */
export function mul(a: Fraction, b: Fraction): Fraction {
  return frac(a.num * b.num, a.den * b.den);
}
/** a ÷ b */
export function div(a: Fraction, b: Fraction): Fraction {
  if (b.num === 0n) throw new RangeError('Division by a zero fraction.');
  return frac(a.num * b.den, a.den * b.num);
}
/** −a */
export function neg(a: Fraction): Fraction {
  return { num: -a.num, den: a.den };
}
/** Compares: negative if a < b, 0 if equal, positive if a > b. */
export function compare(a: Fraction, b: Fraction): number {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}
/** Whether two fractions are equal. */
export function equals(a: Fraction, b: Fraction): boolean {
  return a.num === b.num && a.den === b.den;
}
/** Sum of fractions. */
export function sum(items: Iterable<Fraction>): Fraction {
  let n = 0n;
  let d = 1n;
  for (const f of items) {
    n = n * f.den + f.num * d;
    d = d * f.den;
    const g = bgcd(n, d) || 1n;
    n /= g;
    d /= g;
  }
  return frac(n, d);
}

/**
 * The nearest double to a fraction (correct to about 1e-15 relative, also for huge numerators).
 *
 * @param f - The fraction.
 */
export function toNumber(f: Fraction): number {
  const n = f.num < 0n ? -f.num : f.num;
  const sign = f.num < 0n ? -1 : 1;
  // Scale so both parts fit comfortably in a double before dividing.
  const shift = BigInt(Math.max(0, Math.max(n.toString(2).length, f.den.toString(2).length) - 60));
  return (sign * Number(n >> shift)) / Number(f.den >> shift);
}

/** Formats as `num/den` (`7/495`; an integer as `3/1`). */
export function toFractionString(f: Fraction): string {
  return `${f.num}/${f.den}`;
}

/**
 * Parses `num/den` or an integer.
 *
 * @param text - The fraction text.
 * @throws RangeError if malformed.
 */
export function parseFraction(text: string): Fraction {
  const m = /^\s*(-?\d+)\s*(?:\/\s*(\d+))?\s*$/.exec(text);
  if (!m) throw new RangeError(`Not a fraction: "${text}" (write 7/495 or 3).`);
  return frac(BigInt(m[1]!), BigInt(m[2] ?? '1'));
}

/** Formats a fraction as a percentage with `digits` decimals: `1.4141%`. */
export function toPercent(f: Fraction, digits = 4): string {
  return `${(toNumber(f) * 100).toFixed(digits)}%`;
}
