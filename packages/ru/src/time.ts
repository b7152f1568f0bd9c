/**
 * Time spans in Russian, through `Intl.PluralRules` (`plural`): when a drill's item returns, «через 10
 * минут», «через 2 часа», «через 3 дня».
 *
 * @module
 */
import { formatCount, type PluralForms } from './format.js';

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
