/**
 * The trainer's blackjack rules drills: may the player double or split, does the dealer draw, and the
 * insurance's price and fate. Cards come in already written in the text's notation («Т♥ + 6♠»).
 *
 * @module
 */
import { formatChips, formatRatio } from '../../format.js';

/** A payout ratio, as the engine's rules hold it. */
type Ratio = { readonly pays: number; readonly per: number };

/** The yes/no buttons and verdicts of the «Можно ли…?» drills. */
export const YES_NO_RU = { yes: 'Можно', no: 'Нельзя' } as const;

/** A hand's caption. */
const PLAYER = 'Игрок';
const DEALER = 'Крупье';

/** «Крупье берёт карту?»; `hand` is the cards with their total: «10♠ + 6♥ — жёсткие 16». */
export const DEALER_DRAWS_RU = {
  draw: 'Берёт',
  stand: 'Останавливается',
  prompt: 'Карты крупье. Должен ли он взять ещё карту?',
  dealer: DEALER,
  /** A soft 17's note: the table's rule. */
  soft17: (rule: string) => ` Правила стола: ${rule}.`,
  under17: (hand: string) => `У крупье ${hand}: меньше 17 — он обязан взять ещё карту.`,
  draws: (hand: string, soft17: string) => `У крупье ${hand}: он берёт ещё карту.${soft17}`,
  stands: (hand: string, soft17: string) => `У крупье ${hand}: 17 или больше — он останавливается.${soft17}`,
} as const;

/** «Можно ли удвоить?». */
export const DOUBLE_RU = {
  blackjack: 'Блекджек',
  /** A key's name: «после удвоения на 11». */
  afterDoubleKey: (total: string) => `после удвоения на ${total}`,
  afterPrompt: 'Игрок удвоил ставку и получил карту. Можно ли взять ещё одну?',
  dealer: DEALER,
  doubled: 'Игрок, ставка удвоена',
  /** The stake before and after the double, and the hand's total. */
  afterContext: (bet: number, total: string) =>
    `Ставка ${formatChips(bet)}, после удвоения — ${formatChips(2 * bet)}; у игрока ${total}.`,
  afterAllowed: (shown: string) => `${shown}: по этим правилам рука после удвоения ещё играет.`,
  afterRefused: (shown: string) =>
    `${shown}. После удвоения игрок получает ровно одну карту: «ставка удваивается, игрок получает еще одну карту, после чего сдача карт заканчивается». Дальше играет крупье.`,
  prompt: 'Первые две карты игрока. Можно ли удвоить ставку?',
  player: PLAYER,
  allowed: (shown: string) =>
    `${shown}: по этим правилам такую руку удваивают — ставка удваивается, игрок получает ровно одну карту.`,
} as const;

/** «Можно ли разделить?». */
export const SPLIT_RU = {
  /** A resplit key's name: «пара восьмёрок после разделения». */
  resplitKey: (pair: string) => `${pair} после разделения`,
  tensMixed: 'две разные десятки',
  /** Two different cards' key (`A-10`): «Т и 10». */
  twoCards: (key: string) => key.replace('A', 'Т').replace('-', ' и '),
  resplitPrompt: 'Игрок разделил пару, и к первой руке пришла карта того же достоинства. Можно ли разделить ещё раз?',
  hand1: 'Рука 1',
  hand2: 'Рука 2',
  prompt: 'Первые две карты игрока. Можно ли их разделить?',
  player: PLAYER,
  /** The cards joined: «8♠ и 8♥». */
  and: ' и ',
  resplitAllowed: (shown: string) =>
    `${shown} после разделения: по этим правилам пару разделяют ещё раз — у бокса будет третья рука с такой же ставкой.`,
  allowed: (shown: string) => `${shown}: по этим правилам пару разделяют — на вторую руку ставится такая же ставка.`,
  /** A refusal, with the engine's reason. */
  refused: (shown: string, resplit: boolean, reason: string) =>
    `${shown}${resplit ? ' после разделения' : ''}. ${reason}`,
} as const;

/** «Страховка». */
export const INSURANCE_RU = {
  /** Each key's name. */
  keys: {
    'cost-even': 'цена страховки, чётная ставка',
    'cost-odd': 'цена страховки, нечётная ставка',
    lost: 'страховка без Блекджека крупье',
    won: 'выплата страховки',
  },
  /** What happens to it, by the engine's outcome. */
  fate: { lose: 'Проиграна', push: 'Возвращается игроку', win: 'Выигрывает' },
  notOffered: 'Страховку не предлагают',
  costPrompt: 'Первая карта крупье — Туз. Сколько стоит страховка на эту ставку?',
  dealer: DEALER,
  player: PLAYER,
  bet: (bet: number) => `Ставка: ${formatChips(bet)}.`,
  bought: (bet: number, insurance: number) =>
    `Ставка: ${formatChips(bet)}; страховка куплена за ${formatChips(insurance)}.`,
  wonPrompt: 'У крупье Блекджек. Сколько выиграла страховка (сверх её самой)?',
  wonPlaceholder: 'Выигрыш',
  fatePrompt: 'Вторая карта крупье открыта. Что со страховкой?',
  /** Its price, and what it pays on a dealer's blackjack. */
  cost: (cost: number, bet: number, pays: Ratio, paid: number) =>
    `Страховка стоит ровно половину начальной ставки: ${formatChips(cost)} при ставке ${formatChips(bet)}. При Блекджеке крупье она платит ${formatRatio(pays)} — ${formatChips(paid)}.`,
  won: (dealer: string, pays: Ratio, insurance: number, won: number) =>
    `У крупье ${dealer} — Блекджек: страховка платит ${formatRatio(pays)}, ${formatChips(insurance)} × ${formatRatio(pays)} = ${formatChips(won)}, и сама страховка возвращается. Основная ставка при этом проиграна.`,
  lost: (dealer: string, insurance: number) =>
    `У крупье ${dealer} — Блекджека нет: игрок теряет страховку, ${formatChips(insurance)}. Судьба основной ставки решается сравнением карт.`,
  /** Any other fate, its button's word in lower case. */
  other: (dealer: string, fate: string) => `У крупье ${dealer}: страховка ${fate}.`,
} as const;
