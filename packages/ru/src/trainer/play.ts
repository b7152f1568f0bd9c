/**
 * The trainer's play modes, the words they share: each mode's name, the answers at the dealer's seats, a
 * play record's cell and answer as the lists of any drill name them, and the table's common fields.
 *
 * @module
 */
import { plural } from '../format.js';

/** Each play mode's name, as the lists show it beside the drills' titles. */
export const PLAY_TITLE_RU = {
  blackjack: 'Блекджек: раздачи целиком',
  baccarat: 'Баккара: за крупье',
  craps: 'Крэпс: за крупье',
  stud: 'Покер: раздачи целиком',
} as const;

/** The blackjack decisions `advise` values, by id. */
export const BLACKJACK_DECISION_RU = {
  stand: 'хватит',
  hit: 'ещё карту',
  double: 'удвоить',
  split: 'разделить',
  surrender: 'сдаться',
  insurance: 'страховать',
  noInsurance: 'не страховать',
} as const;

/** The answers' labels at the dealer's seats (and the baccarat drills), by answer id. */
export const PLAY_CHOICE_RU = {
  /** Does the hand draw a third card. */
  draw: 'Берёт карту',
  stand: 'Стоит',
  /** Who won the coup. */
  banker: 'Банко',
  player: 'Пунто',
  tie: 'Ничья',
  /** What the roll does to a bet. */
  win: 'Выигрывает',
  lose: 'Проигрывает',
  none: 'Остаётся',
  push: 'Возвращается',
  move: 'Переходит на свой пункт',
} as const;

/** A play record's cell and answer, as the lists of any drill name them; the values come from its key. */
export const PLAY_RECORD_RU = {
  insurance: 'страховка',
  decision: 'решение',
  /** Baccarat: «игрок 5: брать ли карту». */
  playerDraws: (point: string | undefined) => `игрок ${point}: брать ли карту`,
  /** Baccarat: «крупье 6, игрок стоял». */
  bankerStood: (point: string | undefined) => `крупье ${point}, игрок стоял`,
  /** Baccarat: «крупье 3 против 8». */
  bankerAgainst: (point: string | undefined, third: string | undefined) => `крупье ${point} против ${third}`,
  winnerNatural: 'кто выиграл: натуральная',
  winnerThird: 'кто выиграл: третьи карты',
  /** Baccarat: «выплата: Банко». */
  pay: (bet: string) => `выплата: ${bet}`,
  bet: 'ставка',
  dealerDecision: 'решение крупье',
  comeOut: 'выход',
  point: (point: string) => `пункт ${point}`,
  /** Craps: «выплата: «На номер» 6, выход». */
  crapsCell: (pay: boolean, bet: string, where: string) => `${pay ? 'выплата: ' : ''}${bet}, ${where}`,
  /** Stud: «Флеш, после обмена». */
  studCell: (category: string, after: boolean) => `${category}${after ? ', после обмена' : ''}`,
  fold: 'Сдаться',
  raise: 'Играть',
  /** Stud: «Заменить 3 карты». */
  exchange: (n: number) => `Заменить ${n} ${plural(n, ['карту', 'карты', 'карт'])}`,
} as const;

/** Each play mode's screen title (and the page's). */
export const PLAY_MODE_TITLE_RU = {
  blackjack: 'Блекджек: целые раунды',
  baccarat: 'Баккара: место крупье',
  craps: 'Крэпс: место крупье',
  stud: 'Покер: целые раунды',
} as const;

/** The play modes' common words at the table. */
export const PLAY_RU = {
  /** The label of the punter's stake field. */
  stake: 'Ставка игрока, фишек',
  /** The seed's name in the round controls. */
  seedLabel: 'Номер стола',
  /** The label of the trainee's choices. */
  yourTurn: 'Ваш ход',
  /** The label of a dealer's call's answers. */
  yourAnswer: 'Ваш ответ',
  /** The field of a pay call, and its button. */
  winField: 'Выигрыш, фишек',
  pay: 'Заплатить',
  /** The stake field's button, before the first deal and after a round. */
  deal: 'Раздать',
  nextDeal: 'Следующая раздача',
  dealt: 'Карты розданы.',
  /** A stake that is not a whole number of chips: the example is the table's usual stake. */
  stakeError: (example: number) => `Ставка — целое число фишек, например ${example}.`,
  /** A typed number of chips as an answer: «15 фишек». */
  chips: (answer: string) => `${answer} фишек`,
} as const;
