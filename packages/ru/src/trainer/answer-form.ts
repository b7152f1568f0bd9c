/**
 * Why a typed number answer cannot be judged: the hints for an answer in the wrong form (a dash for a
 * minus, words, a fraction, a plus, spaces).
 *
 * @module
 */

/** The hints of a typed number answer's form. */
export const ANSWER_FORM_RU = {
  empty: 'Введите число.',
  noDigits: 'Ответ нужен цифрами: например, 17.',
  fraction: 'Ответ — целое число, без дробной части.',
  /** An answer with words: the number alone, «17» when none could be read. */
  words: (number: string | undefined) => `Введите только число, без слов: ${number ?? '17'}.`,
  /** A dash typed for a minus, the answer written with a hyphen. */
  dash: (fixed: string) => `Минус пишется дефисом «-», а не тире: ${fixed}.`,
  unsigned: 'Ответ здесь не бывает отрицательным: введите число без знака.',
  plus: (rest: string) => `Без плюса: ${rest}.`,
  tooLong: 'Слишком длинное число.',
  spaces: (joined: string) => `Без пробелов: ${joined}.`,
  signed: 'Введите целое число цифрами; проигрыш — со знаком минус: -30.',
  whole: 'Введите целое число цифрами.',
} as const;
