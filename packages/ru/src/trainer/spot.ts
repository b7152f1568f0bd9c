/**
 * The error-spotting drills: the round shown step by step, the answer buttons, the outcomes and the
 * verdict.
 *
 * @module
 */

/** The error-spotting drills' words. */
export const SPOT_RU = {
  /** The right answer: «Всё верно» or «Ошибка на шаге 3». */
  expected: (wrongStep: number | null) => (wrongStep === null ? 'Всё верно' : `Ошибка на шаге ${wrongStep + 1}`),
  /** Each outcome's name, as the feedback and the score say it. */
  outcome: {
    catch: 'Ошибка поймана',
    miss: 'Ошибка пропущена',
    'false-alarm': 'Ложная тревога',
    pass: 'Чистый раунд пропущен верно',
  },
  /** What the trainee did: «Вы пропустили раунд.» or «Вы остановили раунд на шаге 3.». */
  said: (stop: number | null) => (stop === null ? 'Вы пропустили раунд.' : `Вы остановили раунд на шаге ${stop + 1}.`),
  /** The verdict on a clean round. */
  clean: (said: string, why: string) => `${said} Крупье всё сделал верно. ${why}`,
  /** The verdict on a round with a wrong step: what the dealer did and what was right. */
  wrong: (said: string, step: number, did: string, right: string, why: string) =>
    `${said} Ошибка на шаге ${step}: «${did}», а надо: «${right}». ${why}`,
  /** The answer as the trainee sees it: «Всё верно» or «Ошибка!» on a step. */
  given: (stop: number | null) => (stop === null ? '«Всё верно»' : `«Ошибка!» на шаге ${stop + 1}`),
  steps: 'Ход раунда',
  /** The live region's step: «Шаг 2 из 5: …». */
  step: (n: number, of: number, text: string) => `Шаг ${n} из ${of}: ${text}`,
  answer: 'Ответ',
  /** The buttons' words, before their keys. */
  stop: 'Ошибка! ',
  pass: 'Всё верно ',
  next: 'Следующий шаг ',
  space: 'Пробел',
  hint: 'Остановите раунд кнопкой «Ошибка!» (клавиша с буквой О) на шаге, где крупье ошибся; если ошибок нет — «Всё верно» (буква В) после последнего шага.',
} as const;
