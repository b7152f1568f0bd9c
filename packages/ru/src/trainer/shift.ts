/**
 * The dealer's shifts: the words of the graded croupier's actions that are not a settlement (dealing,
 * rolling, calling a third card or the dealer's game), and the first word of every payment.
 *
 * @module
 */

/** A graded shift action's words. */
export const SHIFT_ACTION_RU = {
  deal: 'сдать',
  roll: 'бросок',
  /** The first word of a settlement that pays («выплатить 15 фишек»), as the shifts' move words begin. */
  pay: 'выплатить',
  /** Baccarat: whether a hand takes a third card. */
  baccaratDraw: (draws: boolean) => (draws ? 'берёт карту' : 'стоит'),
  /** Blackjack: whether the dealer hits. */
  blackjackDraw: (hit: boolean) => (hit ? 'взять карту' : 'остановиться'),
  /** Stud: whether the dealer has a game. */
  studQualify: (game: boolean) => (game ? 'игра есть' : 'нет игры'),
} as const;
