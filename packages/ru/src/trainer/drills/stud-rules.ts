/**
 * The trainer's stud rules drills: naming a combination, which hand is higher, the dealer's game, the
 * ante and the exchange's fees, the player's decisions, the payout (typed or paid in chips) and the
 * dealer's mistakes spotted in a round shown step by step. Terms of the text: АНТЕ, СТАВКА, «нет игры».
 * Cards and combinations come in already named.
 *
 * @module
 */
import { formatChips, formatNumber, formatRatio } from '../../format.js';

/** A payout ratio, as the engine's rules hold it. */
type Ratio = { readonly pays: number; readonly per: number };

const PLAYER = 'Игрок';
const DEALER = 'Дилер';

/** «Покер: назовите комбинацию». */
export const STUD_NAME_RU = {
  prompt: 'Какая это комбинация?',
  hand: 'Расклад',
  explain: (cards: string, category: string, aceKing: boolean, noGame: boolean) =>
    `${cards} — ${category}.${aceKing ? ' Туз и король, и ничего старше: это ещё не «нет игры».' : ''}${
      noGame ? ' Ни одной комбинации из списка, и нет комбинации Туз-Король.' : ''
    }`,
} as const;

/** «Покер: какой расклад старше». */
export const STUD_COMPARE_RU = {
  keys: {
    kicker: 'старшая карта решает',
    'pair-rank': 'ранг пары',
    'two-pair': 'старшая пара',
    full: 'фулл: решает тройка',
    wheel: 'стрит 5-4-3-2-Т',
    'no-wrap': 'туз внутри — не стрит',
    tie: 'масти не старше друг друга',
  },
  /** The buttons, by answer. */
  choices: { a: 'Первый старше', b: 'Второй старше', tie: 'Равноценны' },
  prompt: 'Какой расклад старше?',
  first: 'Первый',
  second: 'Второй',
  tie: 'Ранги попарно одинаковы, а между мастями приоритетов нет.',
  sameCategory: 'Комбинация одна, решает старшинство карт, как в клубном покере.',
  higherCategory: 'Старше та комбинация, что выше в списке.',
  /** The two hands, why, and the straights' rule. */
  explain: (a: string, aCategory: string, b: string, bCategory: string, why: string) =>
    `${a} — ${aCategory}; ${b} — ${bCategory}. ${why} Стрит 5-4-3-2-Т — самый младший; последовательность с тузом внутри (3-2-Т-К-Д) стритом не считается.`,
} as const;

/** «Покер: есть ли у дилера игра». */
export const STUD_QUALIFY_RU = {
  keys: {
    aceKing: 'Туз-Король',
    aceQueen: 'туз и дама без короля',
    kingHigh: 'старший король',
    pair: 'пара',
    'no-wrap': 'туз внутри — не стрит',
    wheel: 'стрит 5-4-3-2-Т',
  },
  yes: 'Есть игра',
  no: 'Нет игры',
  prompt: 'Дилер открыл карты. Есть ли у него игра?',
  dealer: DEALER,
  /** `rule` is the qualifier's phrase. */
  explain: (cards: string, category: string, rule: string, qualifies: boolean) =>
    `${cards} — ${category}. По этим правилам ${rule}: ${
      qualifies ? 'расклады сравниваются.' : 'у дилера «нет игры», игрок получает АНТЕ, СТАВКА возвращается.'
    }`,
} as const;

/** «Покер: АНТЕ и плата за обмен». */
export const STUD_FEES_RU = {
  keys: {
    'max-ante': 'наибольшее АНТЕ',
    'fee-1': 'плата за одну карту',
    'fee-2': 'плата за две карты',
    exchange: 'сколько карт можно заменить',
  } as Readonly<Record<string, string>>,
  maxAntePrompt: 'Какое наибольшее АНТЕ может поставить игрок?',
  balance: (balance: number) => `На счету игрока: ${formatChips(balance)}.`,
  exchangePrompt: 'Сколько карт самое большее может заменить игрок?',
  anteOnTable: (ante: number) => `АНТЕ: ${formatChips(ante)} (уже на столе).`,
  afterAnte: (balance: number) => `На счету после АНТЕ: ${formatChips(balance)}.`,
  feePrompt: (one: boolean) => `Сколько стоит замена ${one ? 'одной карты' : 'двух карт'}?`,
  ante: (ante: number) => `АНТЕ: ${formatChips(ante)}.`,
  exchangePlaceholder: '0, 1 или 2',
  chipsPlaceholder: 'фишек',
  /** `raise` is the raise's rule; `refusal` the engine's refusal of one chip more, or `''`. */
  maxAnte: (raise: string, refusal: string) =>
    `АНТЕ принимается, только если на счету хватает и на него, и на СТАВКУ (${raise}). ${refusal}`.trim(),
  exchange: (fee: number, left: number, raise: number) =>
    `Плата за обмен ${formatChips(fee)} оставляет на счету ${formatChips(left)} — хватает на СТАВКУ ${formatChips(raise)}.`,
  /** `rule` is the fee's phrase, capitalised; `rounding` the rounding's. */
  fee: (rule: string, ante: number, fee: number, rounding: string) =>
    `${rule}; при АНТЕ ${formatChips(ante)} это ${formatChips(fee)} (${rounding}).`,
} as const;

/** «Покер: решения игрока». */
export const STUD_OPTIONS_RU = {
  keys: {
    dealt: 'карты сданы',
    exchanged: 'после обмена',
    short: 'мало фишек на обмен',
    fold: 'игрок сдался',
  } as Readonly<Record<string, string>>,
  /** The buttons; `two` where two cards may be exchanged. */
  all: (two: boolean) => `Сдаться, играть или заменить ${two ? 'одну или две карты' : 'одну карту'}`,
  one: 'Сдаться, играть или заменить только одну карту',
  foldRaise: 'Только сдаться или играть',
  fold: 'Только сдаться',
  ante: (ante: number) => `АНТЕ: ${formatChips(ante)}.`,
  exchanged: (cards: string, fees: number) => `Игрок заменил ${cards}, плата — ${formatChips(fees)}.`,
  balance: (exchanged: boolean, balance: number) =>
    `На счету после АНТЕ${exchanged ? ' и платы за обмен' : ''}: ${formatChips(balance)}.`,
  foldPrompt: 'Игрок сдаётся. Каков его итог в фишках (проигрыш — со знаком минус)?',
  prompt: 'Какие решения есть у игрока сейчас?',
  player: PLAYER,
  dealer: DEALER,
  chipsPlaceholder: 'фишек',
  feeLost: (fees: number) => `; плата за обмен (${formatChips(fees)}) не возвращается`,
  folded: (ante: number, fee: string, net: number) =>
    `Решение 1: «Ставка АНТЕ тут же теряется, игра окончена» — игрок теряет АНТЕ, ${formatChips(ante)}${fee}. Итог ${formatNumber(net)}.`,
  /** After an exchange, with the engine's refusal of a raise (or `''`). */
  afterExchange: (refusal: string) =>
    `Обмен уже был: «Игрок снова оценивает пять своих карт … принимает решение 2. А если не повезло, … решение 1. Других альтернатив уже нет».${refusal}`,
  allOpen:
    'Карты сданы, обмена ещё не было, и на счету хватает и на плату за обмен, и на СТАВКУ: все три решения открыты.',
} as const;

/** «Покер: сколько выиграл игрок». */
export const STUD_PAYOUT_RU = {
  keys: {
    'no-game': 'у дилера нет игры',
    lose: 'дилер старше',
    push: 'равные расклады',
    worked: 'пример текста: АНТЕ 10',
  } as Readonly<Record<string, string>>,
  /** The text's worked example, quoted, by the player's combination. */
  quotes: {
    fullHouse: '«общий выигрыш игрока, у которого выпал Фулл, составит 150»',
    royalFlush: '«За Флеш-Рояль игроку будет выплачено 2010»',
  } as Readonly<Partial<Record<string, string>>>,
  prompt: (ante: number, raise: number) =>
    `АНТЕ ${formatChips(ante)}, игрок сделал СТАВКУ ${formatChips(raise)}. Каков его итог в фишках (проигрыш — со знаком минус)?`,
  player: PLAYER,
  dealer: DEALER,
  chipsPlaceholder: 'фишек',
  noGame: (dealer: string, antePays: Ratio, anteWon: number) =>
    `У дилера «нет игры» (${dealer}): АНТЕ оплачивается ${formatRatio(antePays)}, СТАВКА возвращается — ${formatChips(anteWon)}.`,
  dealerWins: (ante: number, bet: number) =>
    `Расклад дилера старше: игрок теряет АНТЕ и СТАВКУ — ${ante} + ${bet} = ${formatChips(ante + bet)}.`,
  push: 'Расклады равноценны: игрок остаётся при своих.',
  /** `times` is the bet's ratio as a factor. */
  playerWins: (
    antePays: Ratio,
    anteWon: number,
    category: string,
    betRatio: Ratio,
    bet: number,
    times: string,
    betWon: number,
  ) =>
    `Дилер играет и проигрывает: АНТЕ ${formatRatio(antePays)} (${formatChips(anteWon)}) и СТАВКА по таблице, ${category} ${formatRatio(betRatio)} (${bet} × ${times} = ${formatChips(betWon)}).`,
  asInText: (quote: string | undefined) => ` Как в тексте: ${quote}.`,
} as const;

/** «Покер: выплата фишками». */
export const STUD_PAY_CHIPS_RU = {
  noGameKey: 'у дилера нет игры',
  prompt: (ante: number, raise: number) =>
    `АНТЕ ${formatChips(ante)}, СТАВКА ${formatChips(raise)}. Дилер открыл карты. Выплатите выигрыш фишками (ставки игрок забирает отдельно).`,
  player: PLAYER,
  dealer: DEALER,
  noGame: (dealer: string, category: string, antePays: Ratio, anteWon: number) =>
    `У дилера «нет игры» (${dealer}, ${category}): АНТЕ оплачивается ${formatRatio(antePays)} — ${formatChips(anteWon)}, СТАВКА возвращается без выигрыша.`,
  playerWins: (
    dealerCategory: string,
    antePays: Ratio,
    anteWon: number,
    category: string,
    betRatio: Ratio,
    bet: number,
    times: string,
    betWon: number,
    total: number,
  ) =>
    `Дилер играет (${dealerCategory}) и проигрывает: АНТЕ ${formatRatio(antePays)} — ${formatChips(anteWon)}; СТАВКА по таблице, ${category} ${formatRatio(betRatio)}: ${bet} × ${times} = ${formatChips(betWon)}. Всего ${formatChips(total)}.`,
} as const;

/** «Покер: найдите ошибку дилера». */
export const STUD_SPOT_RU = {
  keys: { qualification: 'игра у дилера', paytable: 'выплата по таблице' },
  player: PLAYER,
  dealer: DEALER,
  raised: (ante: number, bet: number, cards: string, category: string) =>
    `АНТЕ ${formatChips(ante)}, игрок сделал СТАВКУ ${formatChips(bet)}. У игрока ${cards}: ${category}.`,
  opens: (cards: string, category: string, qualifies: boolean) =>
    `Дилер открывает ${cards}: ${category} — ${qualifies ? 'у дилера есть игра' : 'у дилера «нет игры»'}.`,
  noGame: 'Дилер не играет: АНТЕ оплачивается, СТАВКА возвращается.',
  playerWins: 'Расклад игрока старше: игрок выиграл.',
  push: 'Расклады равноценны.',
  dealerWins: 'Расклад дилера старше: игрок проиграл.',
  paidNoGame: (anteWon: number) => `Выплата: по АНТЕ ${formatChips(anteWon)}, СТАВКА возвращается.`,
  paid: (anteWon: number, betWon: number) =>
    `Выплата: по АНТЕ ${formatChips(anteWon)}, по СТАВКЕ ${formatChips(betWon)}.`,
  returned: 'АНТЕ и СТАВКА возвращаются игроку.',
  takes: (chips: number) => `Дилер забирает АНТЕ и СТАВКУ: ${formatChips(chips)}.`,
  /** `rule` is the qualifier's phrase. */
  whyQualifier: (rule: string) => `По правилам ${rule}.`,
  whyRanking: 'Старший расклад выигрывает; равные расклады — ничья.',
  whyWin: (antePays: Ratio, anteWon: number, category: string, betRatio: Ratio, betWon: number) =>
    `АНТЕ платится ${formatRatio(antePays)} (${formatChips(anteWon)}), СТАВКА — по таблице: ${category} ${formatRatio(betRatio)} (${formatChips(betWon)}).`,
  whyNoGame: (antePays: Ratio, anteWon: number) =>
    `Без игры у дилера АНТЕ платится ${formatRatio(antePays)} (${formatChips(anteWon)}), СТАВКА возвращается.`,
  whyLose: 'Проигравшие или равные расклады по таблице не оплачиваются.',
  prompt: 'Следите за дилером: есть ли ошибка в этом раунде?',
} as const;
