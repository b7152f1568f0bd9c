/**
 * The trainer's cross-game drills: a blackjack hand's total and whether it is soft or hard, a baccarat
 * hand's point, the totals of two dice.
 *
 * @module
 */
import { formatCount } from '../../format.js';
import { blackjackTotalRu } from '../../hands.js';

/** A player's hand's caption in the blackjack hand-value drills. */
const PLAYER_HAND = 'Рука игрока';

/** The rule of a blackjack card's value, closing every explanation. */
const BLACKJACK_BASE = 'Карты от 2 до 10 идут по номиналу, В, Д и К — по 10, туз — 1 или 11.';

/** How a blackjack hand's value is worked out («Блекджек: сумма очков», «мягкая или жёсткая»). */
export const BLACKJACK_HAND_RU = {
  blackjack: 'Блекджек',
  bust: 'перебор',
  /** A key's name: «мягкая 17», «жёсткая 15 с тузом». */
  keyLabel: (total: number, soft: boolean, ace: boolean) => `${blackjackTotalRu(total, soft)}${ace ? ' с тузом' : ''}`,
  /** Why a blackjack is one; `shown` is the cards joined by « + ». */
  explainBlackjack: (shown: string) =>
    `${shown}: туз и карта в 10 очков первыми двумя картами — Блекджек (21). Он бьёт любые другие 21. ${BLACKJACK_BASE}`,
  explainBust: (shown: string, hard: number) =>
    `${shown}: даже при тузах по 1 сумма ${hard} больше 21 — перебор, рука сразу проигрывает. ${BLACKJACK_BASE}`,
  explainSoft: (shown: string, hard: number, total: number) =>
    `${shown}: туз считается за 11, пока сумма не больше 21: ${hard} + 10 = ${total}. Туз за 11 — рука мягкая («${blackjackTotalRu(total, true)}»); следующая карта не может дать перебор. ${BLACKJACK_BASE}`,
  explainHardAce: (shown: string, hard: number, total: number) =>
    `${shown}: с тузом за 11 было бы ${hard + 10} > 21, поэтому туз считается за 1: ${total}. Туз за 1 — рука жёсткая. ${BLACKJACK_BASE}`,
  explainHard: (shown: string, total: number) => `${shown} = ${total}. Туза нет — рука жёсткая. ${BLACKJACK_BASE}`,
} as const;

/** «Блекджек: сумма очков». */
export const BLACKJACK_TOTAL_RU = {
  prompt: 'Сколько очков у этой руки в блекджеке?',
  hand: PLAYER_HAND,
  placeholder: 'Очки, например 17',
} as const;

/** «Блекджек: мягкая или жёсткая». */
export const BLACKJACK_SOFT_HARD_RU = {
  prompt: 'Какая это рука?',
  hand: PLAYER_HAND,
  /** The answer buttons, by choice id. */
  choices: {
    soft: { label: 'Мягкая', hotkey: 'м' },
    hard: { label: 'Жёсткая', hotkey: 'ж' },
    blackjack: { label: 'Блекджек', hotkey: 'б' },
    bust: { label: 'Перебор', hotkey: 'п' },
  },
} as const;

/** «Баккара: очки руки». */
export const BACCARAT_POINT_RU = {
  prompt: 'Сколько очков у этой руки в баккаре?',
  hand: 'Пунто',
  placeholder: 'От 0 до 9',
  /** A key's name: «7 с двух карт», «3 с трёх карт». */
  keyLabel: (point: string, two: boolean) => `${point} с ${two ? 'двух' : 'трёх'} карт`,
  /** A card with its value: «К♠ (0)». */
  card: (card: string, value: number) => `${card} (${value})`,
  /**
   * Why the hand has its point; `shown` is the cards with their values joined by « + ».
   *
   * @param sum - The values' sum.
   * @param point - The hand's point.
   * @param natural - Two cards making 8 or 9.
   */
  explain: (shown: string, sum: number, point: number, natural: boolean) => {
    const base = '10, В, Д и К дают 0 очков, туз — 1, остальные карты — по номиналу.';
    const drop = sum >= 10 ? `; десятки отбрасываются, считается последняя цифра: ${sum} → ${point}` : '';
    return `${shown} = ${sum}${drop}. ${base}${natural ? ' С двух карт это натуральная комбинация.' : ''}`;
  },
} as const;

const WAYS_FORMS = ['способ', 'способа', 'способов'] as const;

/** «Кости: суммы двух костей»; a roll is written «1 + 6». */
export const DICE_TOTALS_RU = {
  keyMin: 'наименьшая сумма',
  keyMax: 'наибольшая сумма',
  keyWays: (total: number | null) => `сумма ${total}`,
  promptMin: 'Какую наименьшую сумму очков можно выбросить двумя костями?',
  promptMax: 'Какую наибольшую сумму очков можно выбросить двумя костями?',
  promptWays: (rolls: number, total: number | null) => `Сколькими способами из ${rolls} две кости дают сумму ${total}?`,
  context: 'Две кости, у каждой шесть граней с точками от одной до шести.',
  placeholderTotal: 'Сумма',
  placeholderWays: 'Способов',
  explainMin: (min: number, roll: string) =>
    `Наименьшая сумма — ${min}: на обеих костях по единице (${roll}). Меньше не бывает — на каждой грани хотя бы одна точка.`,
  explainMax: (max: number, roll: string) => `Наибольшая сумма — ${max}: шесть и шесть (${roll}).`,
  /** Which rolls make a total: `rolls` is the list «1 + 6, 2 + 5, …». */
  explainWays: (total: number, ways: number, all: number, rolls: string) =>
    `Сумму ${total} дают ${formatCount(ways, WAYS_FORMS)} из ${all}: ${rolls}. Кости разные, поэтому 1 + 6 и 6 + 1 — два способа.`,
} as const;
