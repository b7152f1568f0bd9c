/**
 * The words of the full-table examples on the rule pages (one round at a full table, stepped action
 * by action): who sits where, what each dealer's and player's action is, what the settlement takes
 * and pays, and the site's own notes on the order of the settlement where the texts say nothing.
 *
 * @module
 */
import { cardName } from './cards.js';
import { formatChips } from './format.js';

/** The players' names at the full tables (the same people at each game). */
export const TABLE_PLAYER_NAMES: readonly string[] = [
  'Анна',
  'Борис',
  'Вера',
  'Глеб',
  'Дина',
  'Егор',
  'Жанна',
  'Захар',
  'Ирина',
  'Кирилл',
  'Лиза',
  'Марк',
  'Нина',
  'Олег',
];

/** The buttons and labels of a full-table example. */
export const TABLE_UI_RU = {
  next: 'Дальше',
  end: 'До конца',
  redeal: 'Сдать заново',
  dealer: 'Крупье',
  croupier: 'Крупье',
  log: 'Ход раунда',
  table: 'Стол',
  seed: 'Тасовка №',
  done: 'Раунд окончен.',
  loading: 'Стол готовится…',
  blackjackTable: 'Полный стол блекджека: семь боксов',
  baccaratTable: 'Полный стол баккара: четырнадцать мест',
  crapsTable: 'Полный стол крэпса: восемь игроков',
  studTable: 'Стол покера: три бокса двух игроков',
} as const;

/**
 * «шаг 3 из 20».
 *
 * @param at - The step shown, from 1.
 * @param of - Steps in all.
 */
export function tableStepRu(at: number, of: number): string {
  return `шаг ${at} из ${of}`;
}

/**
 * A blackjack box's name: «Бокс 2 · Анна».
 *
 * @param index - The box's number in the order the dealer deals: 1 is the first base.
 * @param player - The player's name.
 */
export function boxLabelRu(index: number, player: string): string {
  return `Бокс ${index} · ${player}`;
}

/**
 * A baccarat seat's name: «Место 3 · Вера».
 *
 * @param index - The seat's number, 1 to 14.
 * @param player - The player's name.
 */
export function seatLabelRu(index: number, player: string): string {
  return `Место ${index} · ${player}`;
}

/**
 * Cards named in a row: «туз пик, десятка червей».
 *
 * @param cards - The cards.
 */
export function cardsRu(cards: readonly number[]): string {
  return cards.map(cardName).join(', ');
}

/** The settlement's words, shared by the games. */
export const SETTLE_RU = {
  /**
   * «крупье забирает проигравшую ставку: 10».
   *
   * @param chips - The chips taken.
   */
  take: (chips: number) => `крупье забирает проигравшую ставку: ${formatChips(chips)}`,
  /**
   * «крупье платит 15 (Блекджек 3:2)».
   *
   * @param chips - The winnings.
   * @param why - What is paid.
   */
  pay: (chips: number, why: string) => `крупье платит ${formatChips(chips)} (${why})`,
  /**
   * «крупье платит 10».
   *
   * @param chips - The winnings.
   */
  paid: (chips: number) => `крупье платит ${formatChips(chips)}`,
  /** A stake left where it was. */
  push: 'равенство: ставка остаётся на боксе, ни выигрыша, ни проигрыша',
  /** A stake returned on a tie. */
  returned: 'ничья: ставка возвращается',
} as const;

/** The site's notes on the order of a full table's round, where the texts say nothing of it. */
export const TABLE_ORDER_NOTE_RU = {
  blackjack:
    'Текст сдаёт одному игроку и не говорит, в каком порядке крупье обходит стол. Здесь — как принято в казино (это порядок сайта, не слова текста): боксы играют от первого, с которого крупье начинает сдачу, к седьмому; крупье добирает себе после всех боксов, затем обходит стол справа налево, от последнего бокса к первому: у каждого бокса забирает проигравшую ставку или платит выигравшей (у разделённого бокса — сначала последнюю руку).',
  craps:
    'Текст не говорит, сколько игроков за столом и в каком порядке крупье рассчитывает ставки после броска. Здесь — как принято в казино (это порядок сайта, не слова текста): после каждого броска крупье сначала забирает проигравшие ставки, потом платит выигравшие, от места 1 к месту 8; раунд идёт, пока не решится ставка «Проходит».',
  stud: 'Текст сдаёт одному игроку. Здесь за столом три бокса: два у Анны и один у Бориса (несколько боксов — прочтение движка, решение 033). Порядок — как принято в казино (это порядок сайта, не слова текста): боксы решают по очереди от первого, затем дилер открывает карты и рассчитывает бокс за боксом, от первого к последнему. Игроки здесь не меняют карт: играют с парой и выше или с тузом и королём, иначе сбрасывают.',
  baccarat:
    'В тексте за столом трое крупье, но не сказано, кто и в каком порядке собирает и платит ставки. Здесь — как принято в казино (это порядок сайта, не слова текста): после таблицы третьей карты сначала собирают проигравшие ставки, потом платят выигравшие, от места 1 к месту 14; Банко платится 19 к 20 — это выигрыш 1:1 за вычетом 5 % комиссии, которую текст сразу вписывает в выплату.',
} as const;
