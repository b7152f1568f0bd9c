/**
 * The form of a typed number answer, checked before it is judged: an answer in the wrong form («-30
 * фишек», «–30» with a dash, «семнадцать», «17.5») is refused with a Russian hint and neither graded nor
 * scheduled, so a typing slip never counts as a lapse. What passes is exactly what `parseWholeNumber`
 * reads.
 *
 * @module
 */
import { ANSWER_FORM_RU as RU } from '@croupier/ru/trainer/answer-form';
import { parseWholeNumber } from './drill.ts';

/** Dashes people type for a minus that are not one: figure dash, en dash, em dash, horizontal bar. */
const DASHES = /^[\u2012\u2013\u2014\u2015]/u;

/**
 * Why a typed number answer cannot be judged, in Russian, or `undefined` when its form is right.
 *
 * @param text - What the trainee typed.
 * @param signed - Whether the answer may be negative (the field then takes a minus sign).
 * @example
 * ```ts
 * numberAnswerProblem('17', false); // undefined
 * numberAnswerProblem('семнадцать', false); // 'Ответ нужен цифрами: например, 17.'
 * ```
 */
export function numberAnswerProblem(text: string, signed: boolean): string | undefined {
  const t = text.trim();
  if (t === '') return RU.empty;
  if (parseWholeNumber(t, signed) !== undefined) return undefined;
  const digits = /\d/u.test(t);
  if (!digits) return RU.noDigits;
  const bare = t.replace(/^[-\u2212+\u2012-\u2015]/u, '');
  if (/^\d+[.,]\d+$/u.test(bare)) return RU.fraction;
  if (/\p{L}/u.test(t)) {
    const number = /[-\u2212\u2012-\u2015]?\d+/u.exec(t)?.[0].replace(DASHES, '-');
    return RU.words(number);
  }
  if (DASHES.test(t)) {
    return signed ? RU.dash(t.replace(DASHES, '-')) : RU.unsigned;
  }
  if (/^[-\u2212]/u.test(t) && !signed) return RU.unsigned;
  if (t.startsWith('+')) return RU.plus(t.slice(1));
  if (/^[-\u2212]?\d{10,}$/u.test(t)) return RU.tooLong;
  if (/^[-\u2212]?\d+([\s\u00a0\u202f]\d+)+$/u.test(t)) return RU.spaces(t.replace(/[\s\u00a0\u202f]/gu, ''));
  return signed ? RU.signed : RU.whole;
}
