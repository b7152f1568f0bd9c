/**
 * The full tables the trainee sits at: the seats' names at baccarat, the stud seat's refusal and keys.
 *
 * @module
 */
import { KEY_LETTERS_RU } from './keys.js';

/** The full tables' words. */
export const TABLE_SEAT_RU = {
  /** Another seat at baccarat: «Место 3». */
  seat: (seat: number) => `Место ${seat}`,
  /** A stud decision while another box decides. */
  notYourBox: 'Сейчас решает не ваш бокс.',
  /** The stud decisions' keys, as their key caps show them: И (raise), С (fold), З (exchange). */
  studKeys: {
    raise: KEY_LETTERS_RU.KeyB.toUpperCase(),
    fold: KEY_LETTERS_RU.KeyC.toUpperCase(),
    exchange: KEY_LETTERS_RU.KeyP.toUpperCase(),
  },
} as const;
