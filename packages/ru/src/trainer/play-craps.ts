/**
 * The trainer's craps play mode (the dealer's seat): the screen's words and the calls of a roll, what it
 * does to each bet and the pay of each winner.
 *
 * @module
 */
import { formatChips } from '../format.js';

/** The craps play mode's words. */
export const PLAY_CRAPS_RU = {
  intro:
    'Вы крупье: игрок ставит, кости бросаются по номеру стола, а вы объявляете, что бросок делает с каждой ставкой, и платите выигравшие.',
  /** A bet placed, for the live region: «Ставка «Линия»: 10 фишек.» */
  placed: (bet: string, amount: number) => `Ставка ${bet}: ${formatChips(amount)}.`,
  puckOn: (point: number) => `Шайба на ${point}.`,
  puckOff: 'Шайба выключена.',
  /** The roll, for the live region: «Выпало 3 и 4: 7.» */
  rolled: (a: number, b: number, total: number) => `Выпало ${a} и ${b}: ${total}.`,
  /** The puck's line, before its state. */
  puck: 'Шайба: ',
  off: 'ВЫКЛ',
  on: (point: number) => `ВКЛ, пункт ${point}`,
  /** The bets on the layout, before the list (a space of its own follows). */
  onTable: 'На столе:',
  noBets: 'ставок нет',
  whatOfBet: 'Что с этой ставкой',
  punterActs: 'Игрок ставит или бросает',
  /** A bet button: «Поставить «Линия»». */
  place: (bet: string) => `Поставить ${bet}`,
  roll: 'Бросить кости',
  /** A resolution call: «Выпало 8 (дублем). Ставка «На номер» 8, 12: что с ней?» */
  resolve: (total: number, double: boolean, bet: string, stake: number) =>
    `Выпало ${total}${double ? ' (дублем)' : ''}. Ставка ${bet}, ${stake}: что с ней?`,
  /** A pay call. */
  pay: (bet: string, stake: number) => `Ставка ${bet}, ${stake}, выиграла. Сколько фишек выигрыша (без самой ставки)?`,
} as const;
