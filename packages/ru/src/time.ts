/**
 * Time spans in Russian, through `Intl.PluralRules` (`plural`): when a drill's item returns, «через 10
 * минут», «через 2 часа», «через 3 дня».
 *
 * @module
 */
import { formatCount, formatNumber, type PluralForms } from './format.js';

const NBSP = '\u00a0';

/** Minutes after «через»: минуту, минуты, минут. */
const MINUTES: PluralForms = ['минуту', 'минуты', 'минут'];
/** Hours: час, часа, часов. */
const HOURS: PluralForms = ['час', 'часа', 'часов'];
/** Days: день, дня, дней. */
const DAYS: PluralForms = ['день', 'дня', 'дней'];

/**
 * When something returns, in Russian: whole minutes below an hour, whole hours below two days, else
 * whole days; at least one minute. A no-break space joins the number and its noun.
 *
 * @param ms - The interval in milliseconds.
 * @example
 * ```ts
 * formatReturnIn(60_000); // 'через 1 минуту'
 * formatReturnIn(3 * 86_400_000); // 'через 3 дня'
 * ```
 */
export function formatReturnIn(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `через ${formatCount(minutes, MINUTES)}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `через ${formatCount(hours, HOURS)}`;
  return `через ${formatCount(Math.round(hours / 24), DAYS)}`;
}

/** Month names in the genitive, as a date says them: «1 января». */
const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/** Days since 1970-01-01 (a calendar day, no time zone), in the proleptic Gregorian calendar. */
export type EpochDay = number;

/**
 * A calendar day in Russian, day and month: «30 ноября»; with the year when asked: «1 января 2027 г.».
 *
 * @param day - Days since 1970-01-01 (a calendar day: the caller chose the time zone).
 * @param withYear - Add the year.
 * @example
 * ```ts
 * formatDay(0); // '1 января'
 * formatDay(20_422, true); // '30 ноября 2025 г.'
 * ```
 */
export function formatDay(day: EpochDay, withYear = false): string {
  const d = new Date(day * 86_400_000);
  const text = `${d.getUTCDate()}${NBSP}${MONTHS_GENITIVE[d.getUTCMonth()]!}`;
  return withYear ? `${text} ${d.getUTCFullYear()}${NBSP}г.` : text;
}

/**
 * A calendar day in figures, day and month, as Russian dates are written: «30.11», «01.12» (narrow charts).
 *
 * @param day - Days since 1970-01-01.
 * @example
 * ```ts
 * formatDayShort(20_422); // '30.11'
 * ```
 */
export function formatDayShort(day: EpochDay): string {
  const d = new Date(day * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}.${two(d.getUTCMonth() + 1)}`;
}

/**
 * A duration in seconds with one decimal: «2,4 с» (a no-break space before the unit).
 *
 * @param ms - Milliseconds.
 * @example
 * ```ts
 * formatSeconds(2360); // '2,4 с'
 * ```
 */
export function formatSeconds(ms: number): string {
  return `${formatNumber(ms / 1000, 1)}${NBSP}с`;
}

/** Tasks (a drill's items): задание, задания, заданий. */
export const TASKS: PluralForms = ['задание', 'задания', 'заданий'];
