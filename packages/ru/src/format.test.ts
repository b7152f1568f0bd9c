import { describe, expect, it } from 'vitest';
import {
  CHIPS,
  formatChips,
  formatExact,
  formatFraction,
  formatNet,
  formatNumber,
  formatOneIn,
  formatPercent,
  formatPercentSignificant,
  formatSigned,
  plural,
} from './format.js';

// Hand-written expectations: Russian typography (a decimal comma, a no-break space between
// thousands, a minus sign U+2212, a no-break space before «%») and the Russian plural classes.
const NNBSP = '\u00a0'; // Node's and Chromium's ICU separate thousands with a no-break space
const NBSP = '\u00a0';

describe('numbers', () => {
  it.each([
    [1234.5, 1, '1234,5'], // four digits are not grouped (the text: «будет выплачено 2010»)
    [2010, 0, '2010'],
    [12345, 0, `12${NNBSP}345`],
    [0.828, 3, '0,828'],
    [-0.75, 2, '−0,75'],
    [-0.0001, 2, '0,00'],
    [1e6, 0, `1${NNBSP}000${NNBSP}000`],
  ] as const)('formatNumber(%s, %s) = %s', (value, digits, want) => {
    expect(formatNumber(value, digits)).toBe(want);
  });

  it.each([
    [0.010579, 2, false, `1,06${NBSP}%`],
    [0.14359, 2, false, `14,36${NBSP}%`],
    [-0.015538, 3, false, `−1,554${NBSP}%`],
    [0.0036, 2, true, `+0,36${NBSP}%`],
    [0, 2, true, `0,00${NBSP}%`],
  ] as const)('formatPercent(%s, %s, %s) = %s', (share, digits, signed, want) => {
    expect(formatPercent(share, digits, signed)).toBe(want);
  });
});

describe('plurals by Intl.PluralRules', () => {
  it.each([
    [1, 'фишка'],
    [2, 'фишки'],
    [4, 'фишки'],
    [5, 'фишек'],
    [11, 'фишек'],
    [12, 'фишек'],
    [21, 'фишка'],
    [22, 'фишки'],
    [25, 'фишек'],
    [101, 'фишка'],
    [111, 'фишек'],
    [1.5, 'фишки'],
  ])('%s %s', (n, want) => {
    expect(plural(n, CHIPS)).toBe(want);
  });

  it.each([
    [15, `15${NBSP}фишек`],
    [21, `21${NBSP}фишка`],
    [-30, `−30${NBSP}фишек`],
  ])('formatChips(%s) = %s', (n, want) => {
    expect(formatChips(n)).toBe(want);
  });

  it('a net result is signed', () => {
    expect(formatNet(15)).toBe(`+15${NBSP}фишек`);
    expect(formatNet(-10)).toBe(`−10${NBSP}фишек`);
  });
});

describe('fractions', () => {
  it.each([
    [7n, 495n, '7/495'],
    [-3n, 220n, '−3/220'],
    [6, 3, '6/3'],
    [5n, 1n, '5'],
    [0n, 7n, '0/7'],
  ] as const)('%s/%s → %s', (n, d, want) => {
    expect(formatFraction(n, d)).toBe(want);
  });
});

describe('signed numbers and exact amounts', () => {
  it.each([
    [0.12345, 4, '+0,1235'],
    [-1, 4, '−1,0000'],
    [0, 2, '0,00'],
    [-0.00001, 2, '0,00'],
    [8, 0, '+8'],
  ] as const)('formatSigned(%s, %s) = %s', (value, digits, want) => {
    expect(formatSigned(value, digits)).toBe(want);
  });

  it.each([
    [15, 2, '7,5'],
    [95, 4, '23,75'],
    [19, 20, '0,95'],
    [35, 3, '35/3'],
    [2, 3, '2/3'],
    [30, 1, '30'],
  ] as const)('formatExact(%s, %s) = %s', (n, d, want) => {
    expect(formatExact(n, d)).toBe(want);
  });
});

describe('probabilities', () => {
  it.each([
    [1 / 4, '25\u00a0%'],
    [32 / 663, '4,83\u00a0%'],
    [4 / 2598960, '0,000154\u00a0%'],
  ])('formatPercentSignificant(%s) = %s', (share, want) => {
    expect(formatPercentSignificant(share)).toBe(want);
  });
  it.each([
    [32 / 663, '1 из 21'],
    [4 / 2598960, `1 из 649\u00a0740`],
  ])('formatOneIn(%s) = %s', (share, want) => {
    expect(formatOneIn(share)).toBe(want);
  });
});
