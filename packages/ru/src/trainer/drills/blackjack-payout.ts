/**
 * The trainer's blackjack payout drills: what the player won or lost, the winnings paid in chips, and
 * the dealer's mistakes spotted in a hand shown step by step. Cards come in already written in the text's
 * notation, a worked payout already worked («10 × 3/2 = 15»).
 *
 * @module
 */
import { formatChips, formatRatio } from '../../format.js';

/** A payout ratio, as the engine's rules hold it. */
type Ratio = { readonly pays: number; readonly per: number };

const PLAYER = 'Игрок';
const DEALER = 'Крупье';

/** «Сколько выиграл игрок?». */
export const PAYOUT_RU = {
  /** Each key's name. */
  keys: {
    'win-even': 'выигрыш 1:1',
    'win-odd': 'выигрыш 1:1, нечётная ставка',
    'blackjack-even': 'Блекджек, выплата целыми фишками',
    'blackjack-odd': 'Блекджек, выплата с долей фишки',
    insurance: 'страховка',
    push: 'равенство',
    lose: 'проигрыш по сумме',
    'blackjack-vs-blackjack': 'Блекджек против Блекджека',
    'blackjack-vs-21': 'Блекджек против 21',
    'doubled-vs-blackjack': 'удвоение против Блекджека крупье',
  } as Readonly<Record<string, string>>,
  stake: (stake: number) => `Ставка: ${formatChips(stake)}.`,
  prompt: 'Сколько игрок выиграл (сверх возвращённой ставки)?',
  insured: (insurance: number) => `Игрок купил страховку за половину ставки: ${formatChips(insurance)}.`,
  insurancePrompt: 'Сколько игрок выиграл на страховке?',
  doubled: (onHand: number) => `Игрок удвоил ставку: на руке ${formatChips(onHand)}.`,
  doubledPrompt: 'Крупье открыл Блекджек. Сколько фишек игрок проиграл?',
  losePrompt: 'Игрок и крупье остановились. Сколько фишек игрок проиграл?',
  player: PLAYER,
  dealer: DEALER,
  placeholder: 'Фишки, например 15',
  /** A worked payout's rounding: « — <the table's rule>: 15». */
  rounded: (rule: string, won: number) => ` — ${rule}: ${won}`,
  insurance: (pays: Ratio, worked: string) =>
    `У крупье Блекджек: страховка платит ${formatRatio(pays)} — ${worked}. Основная ставка при этом проиграна.`,
  doubledAll: (lost: number) =>
    `Блекджек крупье, открытый после хода игрока, забирает и удвоение: ${formatChips(lost)}.`,
  doubledStake: (lost: number) =>
    `По этим правилам Блекджек крупье забирает только исходную ставку (${formatChips(lost)}); удвоение возвращается.`,
  lose: (player: number, dealer: number, lost: number) =>
    `У игрока ${player}, у крупье ${dealer}: сумма игрока меньше — он проигрывает, и его ставка теряется: ${formatChips(lost)}.`,
  /** A blackjack's payout; `over21` adds that it beats a dealer's 21. */
  blackjack: (over21: boolean, pays: Ratio, worked: string) =>
    `${over21 ? 'Блекджек бьёт любые другие 21. ' : ''}Блекджек платит ${formatRatio(pays)}: ${worked}.`,
  pushBlackjacks: 'Блекджек у обоих — равенство: ставка возвращается, выигрыша нет.',
  push: 'Суммы равны — равенство: ставка возвращается, выигрыша нет.',
  win: (won: number) => `Рука игрока ближе к 21: выигрыш 1:1, столько же, сколько поставлено, — ${formatChips(won)}.`,
} as const;

/** «Блекджек: выплата фишками». */
export const PAY_CHIPS_RU = {
  insurance: 'У крупье Блекджек. Выплатите выигрыш по страховке фишками.',
  prompt: (stake: number) => `Выплатите выигрыш фишками (ставка ${formatChips(stake)} остаётся у игрока).`,
} as const;

/** «Блекджек: найдите ошибку крупье»; `list` is the cards joined by spaces. */
export const SPOT_RU = {
  /** Each key's name. */
  keys: {
    blackjack: 'выплата Блекджека',
    win: 'выплата выигрыша',
    push: 'равенство',
    'dealer-draw': 'добор крупье',
  },
  /** A hand's total: «перебор, 23», «мягкие 18», «17». */
  total: (total: number, bust: boolean, soft: boolean) =>
    bust ? `перебор, ${total}` : `${soft ? 'мягкие ' : ''}${total}`,
  player: PLAYER,
  dealer: DEALER,
  blackjack: 'Блекджек',
  /** The player's hand in a step: «у игрока 10♠ 7♥ (17)». */
  playerHand: (list: string, total: string) => `у игрока ${list} (${total})`,
  /** The deal with a hole card. */
  dealHole: (player: string, up: string) =>
    `Раздача: ${player}, у крупье открыта ${up} и одна карта закрыта. Игрок стоит.`,
  turn: (two: string) => `Крупье открывает вторую карту: ${two}.`,
  /** The deal without a hole card. */
  dealNoHole: (player: string, up: string) =>
    `Раздача: две карты игроку и одна крупье — ${player}, у крупье ${up}. Игрок стоит.`,
  second: (two: string) => `Крупье берёт себе вторую карту: ${two}.`,
  draws: (card: string, total: string) => `Крупье берёт карту: ${card} (${total}).`,
  bust: (total: number) => `У крупье перебор: ${total}.`,
  stands: (total: string) => `Крупье стоит: ${total}.`,
  pushStep: 'Равенство: ставка возвращается игроку.',
  loseStep: 'Игрок проиграл: крупье забирает ставку.',
  winStep: (blackjack: boolean, won: number) =>
    `${blackjack ? 'Блекджек' : 'Игрок выиграл'}: выигрыш ${formatChips(won)}.`,
  /** Why a blackjack is paid so; `rounding` is the table's rule where a fraction of a chip is rounded. */
  whyBlackjack: (pays: Ratio, rounding: string | null, won: number) =>
    `Блекджек платит ${formatRatio(pays)}${rounding === null ? '' : `; ${rounding}`}: ${formatChips(won)}.`,
  whyWin: (won: number) => `Выигрыш платится 1:1: ${formatChips(won)}.`,
  whyPush: 'При равенстве ставка возвращается игроку без выигрыша.',
  whyLose: 'Рука крупье ближе к 21: ставка проиграна.',
  whyDraw: (soft17: string) => `Крупье добирает карты до 17 очков и больше; по этим правилам ${soft17}.`,
  prompt: 'Следите за крупье: есть ли ошибка в этой руке?',
  stake: (stake: number) => `Ставка: ${formatChips(stake)}.`,
} as const;
