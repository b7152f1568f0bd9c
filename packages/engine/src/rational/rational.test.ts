import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  div,
  frac,
  mul,
  neg,
  parseFraction,
  sub,
  sum,
  toFractionString,
  toNumber,
  toPercent,
} from './index.js';

describe('fractions', () => {
  it('reduce and keep the sign on the numerator', () => {
    expect(toFractionString(frac(14, 990))).toBe('7/495');
    expect(toFractionString(frac(3, -6))).toBe('-1/2');
  });
  it('add, subtract, multiply, divide exactly', () => {
    // The pass line: P(win) = 244/495, P(lose) = 251/495, edge = 7/495.
    const win = frac(244, 495);
    const lose = sub(frac(1), win);
    expect(toFractionString(lose)).toBe('251/495');
    expect(toFractionString(sub(lose, win))).toBe('7/495');
    expect(toFractionString(add(frac(1, 3), frac(1, 6)))).toBe('1/2');
    expect(toFractionString(mul(frac(2, 3), frac(9, 4)))).toBe('3/2');
    expect(toFractionString(div(frac(1, 2), frac(1, 4)))).toBe('2/1');
    expect(toFractionString(neg(frac(1, 2)))).toBe('-1/2');
    expect(toFractionString(sum([frac(1, 2), frac(1, 3), frac(1, 6)]))).toBe('1/1');
    expect(compare(frac(1, 3), frac(1, 2))).toBe(-1);
  });
  it('converts huge fractions to doubles accurately', () => {
    // 416!/410! ordered six-card sequences of an 8-deck shoe.
    let n = 1n;
    for (let k = 411n; k <= 416n; k++) n *= k;
    expect(n).toBe(4_998_398_275_503_360n);
    expect(toNumber(frac(n, n * 3n))).toBeCloseTo(1 / 3, 15);
    expect(toNumber(frac(7n * 10n ** 40n, 495n * 10n ** 40n))).toBeCloseTo(7 / 495, 15);
    expect(toPercent(frac(7, 495))).toBe('1.4141%');
  });
  it('parses', () => {
    expect(parseFraction('-3/220')).toEqual(frac(-3, 220));
    expect(() => parseFraction('1/0')).toThrow(RangeError);
    expect(() => parseFraction('x')).toThrow(RangeError);
  });
});
