/**
 * The trainer's stud decision drills, graded by the engine's exact EVs: fold, play or exchange; which
 * cards to exchange; the sixth card and the play after it; insurance against «нет игры»; buying the
 * dealer's game. Cards come in already written, EVs already signed.
 *
 * @module
 */

/** The names of the keys: a hand's combination or draw. */
const KEY = {
  noGame: 'нет игры',
  aceKing: 'Туз-Король',
  pair: 'пара',
  twoPair: 'две пары',
  threeOfAKind: 'тройка',
  straight: 'стрит',
  flush: 'флеш',
  fullHouse: 'фулл',
  strong: 'две пары или тройка',
  'flush-draw': 'четыре карты к флешу',
  'straight-draw': 'четыре карты к стриту',
} as const;

/** The labels of some of the keys, by key. */
function keysOf(...names: (keyof typeof KEY)[]): Readonly<Record<string, string>> {
  return Object.fromEntries(names.map((n) => [n, KEY[n]]));
}

/** The hands' captions. */
export const STUD_HANDS_RU = { player: 'Игрок', dealer: 'Дилер' } as const;

/** What the Russian-poker drills share: the EV verdict. */
export const STUD_EV_RU = {
  /** The verdict: the lead, the best choice, each choice's EV per ante, a note. */
  explain: (lead: string, best: string, list: string, note: string) =>
    `${lead} Лучшее: ${best}. Ожидание на АНТЕ: ${list}.${note === '' ? '' : ` ${note}`}`,
  /** The lead of a hand: «Т♠ К♠ … — пара.». */
  lead: (cards: string, category: string) => `${cards} — ${category}.`,
  bound: 'Значения обмена и шестой карты — нижние оценки: «покупка игры» после них не учтена.',
} as const;

/** «Покер: сдаться, играть или менять». */
export const STUD_DECISION_RU = {
  keys: keysOf('noGame', 'aceKing', 'pair', 'strong', 'flush-draw', 'straight-draw'),
  fold: 'Сдаться',
  raise: 'Играть',
  /** An exchange button: «Заменить 7♠ 2♥». */
  exchange: (cards: string) => `Заменить ${cards}`,
  promptHidden: 'АНТЕ поставлено, карты дилера закрыты. Что делать?',
  promptUpCard: 'АНТЕ поставлено, одна карта дилера открыта. Что делать?',
  /** The exchange's fee, where the rules have one. */
  fee: (fee: string) => ` Обмен: ${fee}.`,
  /** The verdict: the hand, the best choice and its EV, the chosen one's when wrong. */
  explain: (cards: string, category: string, best: string, ev: string, chosen: string | null, fee: string) =>
    `${cards} — ${category}. Лучшее: ${best}, ожидание ${ev} АНТЕ${
      chosen !== null ? `; ваше решение — ${chosen}` : ''
    }. Карты дилера и замены равновероятны среди карт, которых игрок не видит.${fee}`,
} as const;

/** «Покер: какие карты заменить». */
export const STUD_EXCHANGE_RU = {
  keys: keysOf('noGame', 'aceKing', 'pair', 'twoPair', 'threeOfAKind', 'flush-draw', 'straight-draw'),
  /** A fee in antes: «0,5 АНТЕ». */
  antes: (antes: string) => `${antes} АНТЕ`,
  /** An exchange button with its fee. */
  exchange: (cards: string, fee: string) => `Заменить ${cards} (плата ${fee})`,
  prompt: 'АНТЕ поставлено. Какие карты заменить — или не менять: сдаться или играть?',
  context: 'За раздачу — одно действие: замена или покупка шестой карты; после замены — сдаться или играть.',
} as const;

/** «Покер: покупать ли шестую карту». */
export const STUD_SIXTH_RU = {
  keys: keysOf('noGame', 'aceKing', 'pair', 'twoPair', 'flush-draw', 'straight-draw'),
  prompt: 'АНТЕ поставлено. Купить шестую карту — или решать с этими пятью: играть или сдаться?',
  /** `fee` is the rule's phrase, capitalised. */
  fee: (fee: string) => `${fee}; играют лучшие пять из шести, после покупки — сдаться или играть.`,
  noExchange: 'Замену карт в этом задании не рассматриваем.',
} as const;

/** «Покер: после шестой карты — играть или сдаться». */
export const STUD_SIXTH_PLAY_RU = {
  lead: (cards: string, category: string) => `${cards} — лучшие пять: ${category}.`,
  prompt: 'Шестая карта куплена. Играть или сдаться?',
  /** `fee` is the rule's phrase, capitalised. */
  fee: (fee: string) => `${fee} — уже уплачена и в расчёт не входит; играют лучшие пять из шести.`,
} as const;

/** «Покер: страховать ли от „нет игры“». */
export const STUD_INSURANCE_RU = {
  keys: keysOf('threeOfAKind', 'straight', 'flush', 'fullHouse'),
  antes: (antes: string) => `${antes} АНТЕ`,
  noInsurance: 'Играть без страховки',
  insure: 'Застраховать и играть',
  /** An amount's button: «Застраховать на 2 АНТЕ и играть». */
  insureFor: (antes: string) => `Застраховать на ${antes} и играть`,
  raise: (antes: string) => `СТАВКА — ${antes} АНТЕ.`,
  prompt: 'АНТЕ поставлено. Страховать ли от «нет игры» перед СТАВКОЙ?',
  /** `max` is the rule's phrase of the largest insurance. */
  terms: (max: string) => `Страховка платится 1:1, если у дилера «нет игры», и проигрывается, если игра есть; ${max}.`,
  noOthers: 'Замену и шестую карту здесь не рассматриваем: страховка закрывает их.',
} as const;

/** «Покер: покупать ли игру у дилера». */
export const STUD_BUY_GAME_RU = {
  keys: keysOf('noGame', 'aceKing', 'pair', 'twoPair', 'threeOfAKind', 'straight', 'flush'),
  prompt: 'Вы сделали СТАВКУ, у дилера «нет игры». Взять выигрыш АНТЕ или купить игру?',
  /** The rules' phrases: whether the game may be bought, and its fee. */
  terms: (buy: string, fee: string) => `${buy}; ${fee}: старшая карта дилера заменяется следующей из колоды.`,
  lead: (cards: string, category: string, dealer: string) =>
    `У вас ${cards} — ${category}; у дилера ${dealer} — «нет игры».`,
  note: 'Замены равновероятны среди карт, которых игрок не видел.',
} as const;
