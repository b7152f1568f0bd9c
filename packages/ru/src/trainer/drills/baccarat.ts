/**
 * The trainer's baccarat drills: the shoe and the table, the player's and the dealer's third card, who
 * won the coup, the payout of a bet (typed or paid in chips), and the dealer's mistakes spotted in a coup
 * shown step by step. Cards come in already listed in the text's notation; a bet's name comes as
 * `BACCARAT_BET_ON` words it («на Банко»).
 *
 * @module
 */
import { formatChips, formatCount, formatFraction, formatRatio } from '../../format.js';

/** A payout ratio, as the engine's rules hold it. */
type Ratio = { readonly pays: number; readonly per: number };

/** The two hands' captions, the same in every baccarat drill. */
export const BACCARAT_HANDS_RU = { player: 'Игрок (Пунто)', banker: 'Крупье (Банко)' } as const;

/** The verdict's words of a third-card question: the «Берёт карту» / «Стоит» buttons. */
export const BACCARAT_DRAW_RU = { draw: 'Берёт карту', stand: 'Стоит' } as const;

const DECK_FORMS = ['колода', 'колоды', 'колод'] as const;
const DECK_WORDS: Readonly<Record<number, string>> = { 1: 'одна', 2: 'две', 4: 'четыре', 6: 'шесть', 8: 'восемь' };

/** «Башмак и стол». */
export const BACCARAT_SHOE_RU = {
  /** The shoe buttons of other games' and tables' decks, by decks. */
  decks: { 1: 'Одна колода', 2: 'Две колоды', 4: 'Четыре колоды' },
  /** The text's shoes button: «Шесть или восемь колод». */
  textShoes: (decks: readonly number[]) =>
    `${decks.map((d) => DECK_WORDS[d]).join(' или ')} колод`.replace(/^./u, (c) => c.toUpperCase()),
  /** The questions of the keys without a figure. */
  prompts: {
    decks: 'Из скольких колод составлен башмак баккары по тексту правил?',
    seats: 'Сколько игроков может сесть за стол баккары по тексту правил?',
    croupiers: 'Сколько крупье за столом баккары по тексту правил?',
  } as Readonly<Record<string, string>>,
  cardsPrompt: (decks: number) => `В башмаке ${formatCount(decks, DECK_FORMS)}. Сколько в нём карт?`,
  explainDecks: (decks: readonly number[]) =>
    `По тексту «в игре участвует шесть либо восемь карточных колод», по 52 карты в каждой: ${decks.map((d) => `${formatCount(d, DECK_FORMS)} — ${d * 52} карт`).join(', ')}.`,
  explainSeats: (seats: string) =>
    `«Принимать участие могут до четырнадцати человек играющих»: за столом ${seats} мест, пятнадцатого игрока не сажают.`,
  explainCroupiers: 'Текст: «…до четырнадцати человек играющих и трое крупье».',
  explainCards: (decks: number, cards: string) => `В каждой колоде 52 карты: ${decks} × 52 = ${cards}.`,
  keyDecks: 'колод в башмаке',
  keySeats: 'мест за столом',
  keyCroupiers: 'крупье за столом',
  keyCards: (decks: string) => `карт в ${decks} колодах`,
  placeholderSeats: 'Игроков',
  placeholderCroupiers: 'Крупье',
  placeholderCards: 'Карт',
} as const;

/** «Третья карта игрока». */
export const BACCARAT_PLAYER_DRAWS_RU = {
  keyLabel: (total: string) => `игрок ${total}`,
  prompt: 'Натуральных нет. Берёт ли игрок третью карту?',
  /** The hand and its point, then the text's rule. */
  explain: (cards: string, total: number, rule: string) => `У игрока ${cards} — ${total}. ${rule}`,
} as const;

/** «Третья карта крупье». */
export const BACCARAT_BANKER_DRAWS_RU = {
  keyLabel: (total: number, third: number | null) =>
    third === null ? `крупье ${total}, игрок стоял` : `крупье ${total} против ${third}`,
  promptStood: 'Игрок остался при двух картах. Берёт ли крупье третью карту?',
  promptDrew: 'Игрок взял третью карту. Берёт ли крупье третью карту?',
  stood: (cards: string, total: number) => `У крупье ${cards} — ${total}, игрок не брал карту.`,
  drew: (cards: string, total: number, third: string, value: number) =>
    `У крупье ${cards} — ${total}, третья карта игрока ${third} — ${value}.`,
  /** Where the other tableau decides the cell the other way, by the tableau in play. */
  differsCasino: ' По тексту здесь наоборот.',
  differsSeed: ' В казино здесь наоборот.',
} as const;

/** «Кто выиграл кон». */
export const BACCARAT_WINNER_RU = {
  /** The buttons, by winner. */
  choices: { banker: 'Банко (крупье)', player: 'Пунто (игрок)', tie: 'Ничья' },
  /** The verdict's answer, by winner. */
  winners: { banker: 'Банко', player: 'Пунто', tie: 'Ничья' },
  /** A key's name: «натуральная: банко»; `winner` is in lower case. */
  keyLabel: (natural: boolean, winner: string) => `${natural ? 'натуральная' : 'третьи карты'}: ${winner}`,
  prompt: 'Кон сыгран. Кто выиграл?',
  natural: 'Натуральная комбинация — кон окончен на двух картах. ',
  tie: 'очков поровну — ничья.',
  /** Who is nearer nine, and the winner's name. */
  won: (banker: boolean, name: string) => `ближе к девяти ${banker ? 'крупье' : 'игрок'}: ${name}.`,
  explain: (
    natural: string,
    player: string,
    playerPoint: number,
    banker: string,
    bankerPoint: number,
    result: string,
  ) => `${natural}Игрок: ${player} — ${playerPoint}; крупье: ${banker} — ${bankerPoint}; ${result}`,
} as const;

/** «Выплата по ставке». */
export const BACCARAT_PAYOUT_RU = {
  /** The Банко keys' names (the other keys are named by their bets). */
  keys: {
    'banker-whole': 'Банко, целая выплата',
    'banker-fraction': 'Банко с долей фишки',
    'banker-six': 'Банко на шести очках',
    'banker-seven': 'Банко: семь на трёх картах',
  } as Readonly<Record<string, string>>,
  /** `on` is the bet «на Банко». */
  prompt: (stake: number, on: string) =>
    `Ставка ${formatChips(stake)} на ${on}. Сколько фишек выигрыша она получит (сама ставка — отдельно)?`,
  placeholder: 'Фишек',
  /** A rounded payout's rule: «; <the table's rule>: 14». */
  rounded: (rule: string, won: number) => `; ${rule}: ${won}`,
  /**
   * A win worked out: «Банко платит 19:20: 20 × 19/20 = 19.».
   *
   * @param bet - The bet's name.
   * @param six - A Банко win on six, paid at its own ratio.
   * @param times - The ratio as a factor: «19/20», «8».
   * @param exact - The exact payout before rounding, `numerator/denominator`.
   */
  win: (
    bet: string,
    six: boolean,
    ratio: Ratio,
    stake: number,
    times: string,
    exact: { readonly numerator: number; readonly denominator: number },
    rounded: string,
  ) =>
    `${bet}${six ? ' на шести очках' : ''} платит ${formatRatio(ratio)}: ${stake} × ${times} = ${formatFraction(exact.numerator, exact.denominator)}${rounded}.`,
  push: (rule: string) =>
    `Банко выиграл с семью очками на трёх картах: по этим правилам ставка на Банко возвращается без выигрыша (${rule}).`,
  lose: 'Ставка проиграла: выигрыша нет.',
} as const;

/** «Баккара: выплата фишками». */
export const BACCARAT_PAY_CHIPS_RU = {
  prompt: (stake: number, on: string) =>
    `Ставка ${formatChips(stake)} на ${on} выиграла. Выплатите выигрыш фишками (ставка остаётся у игрока).`,
} as const;

/** «Баккара: найдите ошибку крупье»; a hand's point comes written («7 очков»). */
export const BACCARAT_SPOT_RU = {
  /** Each key's name. */
  keys: {
    'player-draw': 'третья карта игрока',
    'banker-draw': 'третья карта крупье',
    payout: 'выплата по ставке',
  },
  deal: (player: string, playerPoints: string, banker: string, bankerPoints: string) =>
    `Раздача: у игрока ${player} (${playerPoints}), у крупье ${banker} (${bankerPoints}).`,
  natural: 'Натуральная игра: карты больше не берут.',
  playerDraws: (card: string, points: string) => `Игрок берёт третью карту: ${card} (${points}).`,
  playerStands: (points: string) => `Игрок стоит: ${points}.`,
  bankerDraws: (card: string, points: string) => `Крупье берёт третью карту: ${card} (${points}).`,
  bankerStands: (points: string) => `Крупье стоит: ${points}.`,
  tie: (point: number) => `Ничья: по ${point}.`,
  won: (banker: boolean, high: number, low: number) => `Выиграл ${banker ? 'Банко' : 'Пунто'}: ${high} против ${low}.`,
  /** The bet in a step: «Ставка 20 фишек на Банко». */
  bet: (stake: number, on: string) => `Ставка ${formatChips(stake)} на ${on}`,
  betWon: (bet: string, won: number) => `${bet}: выигрыш ${formatChips(won)}.`,
  betPush: (bet: string) => `${bet} возвращается.`,
  betLost: (bet: string) => `${bet} проиграла: крупье её забирает.`,
  bankerEight: 'При 8–9 очках крупье не берёт.',
  /** Why a win is paid so; `rounding` is the table's rule where a fraction of a chip is rounded. */
  whyWin: (on: string, ratio: Ratio, rounding: string | null, won: number) =>
    `Ставка на ${on} платит ${formatRatio(ratio)}${rounding === null ? '' : `; ${rounding}`}: ${formatChips(won)}.`,
  whyPush: 'Ставка возвращается без выигрыша.',
  whyLose: 'Проигравшая ставка уходит крупье.',
  whyCoup: 'Выигрывает рука с бо́льшим числом очков; при равенстве — ничья.',
  prompt: 'Следите за крупье: есть ли ошибка в этом коне?',
  stake: (stake: number, on: string) => `Ставка: ${formatChips(stake)} на ${on}.`,
} as const;
