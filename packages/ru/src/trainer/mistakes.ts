/**
 * The trainer's review of the last mistakes (`/mistakes`): the page's words and each miss's.
 *
 * @module
 */

/** The mistakes review's words. */
export const MISTAKES_RU = {
  back: '← Все упражнения',
  title: 'Разбор ошибок',
  intro:
    'Последние ошибки, новые сверху: что было на столе, ваш ответ, правильный, цена и правило. «Повторить» сдаёт то же задание заново (по его зерну, при нынешних правилах).',
  none: 'Ошибок пока нет.',
  /** An answer not yet named: its item waits for a computation. */
  computing: 'считается…',
  gone: 'Упражнение больше не существует',
  /** The answers' line, around the answers: «Ваш ответ: 15. Правильно: 20.» */
  answer: 'Ваш ответ: ',
  expected: '. Правильно:',
  toGame: 'К игре',
  replay: 'Повторить',
  ruleLink: 'Правило',
} as const;
