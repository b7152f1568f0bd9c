/**
 * Numbers the Russian way, through `Intl` only: a decimal comma, a space between thousands from five
 * digits on (2010, 10 000), a
 * real minus sign, percentages with a non-breaking space before «%», plurals by `Intl.PluralRules`,
 * chips, exact fractions and payout ratios. No other module formats a number by hand.
 *
 * @module
 */

const LOCALE = 'ru-RU';
const MINUS = '\u2212';
const NBSP = '\u00a0';

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(min: number, max: number): Intl.NumberFormat {
  const key = `${min}:${max}`;
  let f = numberFormats.get(key);
  if (!f) {
    // 'min2': Russian typography groups thousands from five digits on (2010, 10 000), as the texts write them.
    f = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      useGrouping: 'min2',
    } as unknown as Intl.NumberFormatOptions);
    numberFormats.set(key, f);
  }
  return f;
}

/** Replaces the ASCII hyphen-minus Intl may print with a real minus sign. */
function withMinus(text: string): string {
  return text.replace(/^-/u, MINUS);
}

/**
 * A number in Russian: `1234,5`, `12 345`, `−0,75` (thousands grouped from five digits on, as Russian
 * typography and the texts write them: «выплачено 2010»).
 *
 * @param value - The number.
 * @param digits - Exactly this many decimals, or `{ min, max }`.
 * @example
 * ```ts
 * formatNumber(1234.5, 1); // '1234,5'
 * formatNumber(12345); // '12 345'
 * formatNumber(-0.75, { min: 0, max: 2 }); // '−0,75'
 * ```
 */
export function formatNumber(value: number, digits: number | { min: number; max: number } = 0): string {
  const { min, max } = typeof digits === 'number' ? { min: digits, max: digits } : digits;
  const text = numberFormat(min, max).format(value);
  return withMinus(text === '-0' || /^-0(,0+)?$/u.test(text) ? text.slice(1) : text);
}

/**
 * A share as a percentage: `1,06 %` (a non-breaking space before the sign, as Russian typography asks).
 *
 * @param share - The share (0.0106 for 1.06 %).
 * @param digits - Decimals (default 2).
 * @param signed - Whether to show `+` on positive values (for differences).
 * @example
 * ```ts
 * formatPercent(0.010579, 2); // '1,06 %'
 * formatPercent(-0.015538, 3, true); // '−1,554 %'
 * ```
 */
export function formatPercent(share: number, digits = 2, signed = false): string {
  const body = formatNumber(share * 100, digits);
  const plus = signed && share * 100 >= 0.5 * 10 ** -digits && !body.startsWith(MINUS) ? '+' : '';
  return `${plus}${body}${NBSP}%`;
}

const pluralRules = new Intl.PluralRules(LOCALE);

/** The three Russian forms of a noun: for 1 (фишка), for 2–4 (фишки), for 5+ (фишек). */
export type PluralForms = readonly [one: string, few: string, many: string];

/**
 * The form of a noun for a count, by `Intl.PluralRules`: 1 фишка, 2 фишки, 5 фишек, 21 фишка, 1,5 фишки.
 *
 * @param count - The count.
 * @param forms - One, few, many.
 * @example
 * ```ts
 * plural(21, ['фишка', 'фишки', 'фишек']); // 'фишка'
 * ```
 */
export function plural(count: number, forms: PluralForms): string {
  switch (pluralRules.select(count)) {
    case 'one':
      return forms[0];
    case 'few':
      return forms[1];
    case 'many':
      return forms[2];
    default:
      return forms[1]; // 'other': fractions (1,5 фишки)
  }
}

/**
 * A count with its noun: `1 фишка`, `15 фишек`, `1 000 000 фишек`.
 *
 * @param count - The count.
 * @param forms - One, few, many.
 */
export function formatCount(count: number, forms: PluralForms): string {
  return `${formatNumber(count, Number.isInteger(count) ? 0 : { min: 0, max: 2 })}${NBSP}${plural(count, forms)}`;
}

/** Cards: карта, карты, карт (1 карта, 53 карты, 259 карт). */
export const CARDS: PluralForms = ['карта', 'карты', 'карт'];

/** Decks: колода, колоды, колод (1 колода, 4,98 колоды, 6 колод). */
export const DECKS: PluralForms = ['колода', 'колоды', 'колод'];

/** Chips: фишка, фишки, фишек. */
export const CHIPS: PluralForms = ['фишка', 'фишки', 'фишек'];

/**
 * A number of chips: `15 фишек`, `−30 фишек`.
 *
 * @param chips - Whole chips.
 * @example
 * ```ts
 * formatChips(21); // '21 фишка'
 * ```
 */
export function formatChips(chips: number): string {
  return formatCount(chips, CHIPS);
}

/**
 * An exact fraction as Russian typography writes it: `7/495`, `−3/220`, or a whole number.
 *
 * @param numerator - The numerator (a number or bigint).
 * @param denominator - The denominator.
 */
export function formatFraction(numerator: number | bigint, denominator: number | bigint): string {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  const sign = n < 0n !== d < 0n && n !== 0n ? MINUS : '';
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  return ad === 1n ? `${sign}${an}` : `${sign}${an}/${ad}`;
}

/**
 * A payout ratio as the texts write it: `3:2`, `19:20`, `8:1` (pays : per).
 *
 * @param ratio - `{ pays, per }`.
 */
export function formatRatio(ratio: { readonly pays: number; readonly per: number }): string {
  return `${ratio.pays}:${ratio.per}`;
}

/**
 * A signed number of chips for a result: `+15 фишек`, `−10 фишек`, `0 фишек`.
 *
 * @param chips - Net chips for the player.
 */
export function formatNet(chips: number): string {
  return chips > 0 ? `+${formatChips(chips)}` : formatChips(chips);
}

/**
 * A number with its sign always shown, for differences and expectations: `+0,1234`, `−1,0000`, `0,0000`.
 *
 * @param value - The number.
 * @param digits - Exactly this many decimals.
 * @example
 * ```ts
 * formatSigned(0.12345, 4); // '+0,1235'
 * formatSigned(-1, 4); // '−1,0000'
 * ```
 */
export function formatSigned(value: number, digits = 0): string {
  const body = formatNumber(value, digits);
  return body.startsWith(MINUS) || /^0(,0+)?$/u.test(body) ? body : `+${body}`;
}

/**
 * An exact fraction of chips as a reader writes it: a decimal when it ends within four places
 * (`7,5`, `23,75`, `0,95`), otherwise the fraction (`35/3`).
 *
 * @param numerator - The numerator.
 * @param denominator - The denominator (positive).
 * @example
 * ```ts
 * formatExact(15, 2); // '7,5'
 * formatExact(35, 3); // '35/3'
 * ```
 */
export function formatExact(numerator: number, denominator: number): string {
  for (let digits = 0; digits <= 4; digits++) {
    const scaled = (numerator * 10 ** digits) / denominator;
    if (Number.isInteger(scaled)) return formatNumber(numerator / denominator, digits);
  }
  return formatFraction(numerator, denominator);
}

/**
 * A share as a percentage to so many significant digits, for probabilities small and large alike:
 * `4,83 %`, `0,000154 %`, `25 %`.
 *
 * @param share - The share (0.0483 for 4.83 %).
 * @param significant - Significant digits (default 3).
 * @example
 * ```ts
 * formatPercentSignificant(4 / 2598960); // '0,000154 %'
 * ```
 */
export function formatPercentSignificant(share: number, significant = 3): string {
  const text = new Intl.NumberFormat(LOCALE, { maximumSignificantDigits: significant }).format(share * 100);
  return `${withMinus(text)}${NBSP}%`;
}

/**
 * «1 из N» for a probability, N rounded to a whole number: `1 из 21`, `1 из 649 740`.
 *
 * @param share - The probability (positive).
 */
export function formatOneIn(share: number): string {
  return `1 из ${formatNumber(Math.round(1 / share))}`;
}
