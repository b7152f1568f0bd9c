/**
 * The trainer's card-counting drills of blackjack: the running count, the true count and the bet by the
 * count. Counts come in already signed («+3», «−2»), as the drills write them.
 *
 * @module
 */
import { CARDS, DECKS, formatCount, plural } from '../../format.js';

/** The ranks a system's tags are listed by, in the engine's order: «2–6: +1, 7–9: 0, 10–Т: −1». */
export const TAG_RANKS_RU = ['2', '3', '4', '5', '6', '7', '8', '9', '10–К', 'Т'] as const;

/** «Текущий счёт». */
export const RUNNING_COUNT_RU = {
  /** A key's name: «Хай-Лоу, по одной карте, 8–12 карт». */
  keyLabel: (system: string, per: 1 | 2, lo: number, hi: number) =>
    `${system}, по ${per === 1 ? 'одной карте' : 'две карты'}, ${lo}–${hi} ${plural(hi, CARDS)}`,
  prompt: 'Какой теперь текущий счёт?',
  intro: (before: string) => `Приготовьтесь: счёт до этих карт ${before}`,
  system: (system: string, tags: string) => `Система: ${system} (${tags}).`,
  freshShoe: (before: string) => `Башмак только что перемешан: начальный счёт ${before}.`,
  dealtShoe: (dealt: number, before: string) => `Из башмака уже сыграно карт: ${dealt}; счёт до этих карт ${before}.`,
  placeholder: 'Счёт',
  /**
   * The sum worked out: the count before, the tags of the cards shown, the count after.
   *
   * @param shown - How many cards were shown.
   * @param sum - Their tags' sum (a number: its sign is written as an operator).
   */
  explain: (
    system: string,
    tags: string,
    before: string,
    shown: number,
    sumSigned: string,
    sum: number,
    after: string,
  ) =>
    `${system}: ${tags}. Счёт до карт ${before}, метки ${shown} показанных карт в сумме ${sumSigned}: ${before} ${sum < 0 ? '−' : '+'} ${Math.abs(sum)} = ${after}.`,
  reveal: 'Показанные карты и их метки',
} as const;

/** «Истинный счёт». */
export const TRUE_COUNT_RU = {
  /** A key's name: «Хай-Лоу, осталось ≈ 2,5 кол.». */
  keyLabel: (system: string, decks: string) => `${system}, осталось ≈ ${decks} кол.`,
  prompt: 'Какой истинный счёт?',
  system: (system: string, count: string) => `Система: ${system}. Текущий счёт: ${count}.`,
  shoe: (decks: number) => `В башмаке ${formatCount(decks, DECKS)}; высота стопки сброса — сколько колод уже сыграно.`,
  rounding: (rounding: string) => `Округление: ${rounding}.`,
  placeholder: 'Счёт',
  /** An unbalanced system's note, with what the cards dealt count on average per deck. */
  unbalanced: (perDeck: string) =>
    ` Система несбалансирована: из счёта вычитается начальный счёт и то, что в среднем дали сыгранные карты (${perDeck} за колоду), — так движок приводит его к сбалансированному.`,
  spanOne: `При любой оценке остатка в пределах полколоды ответ тот же.`,
  span: (low: string, high: string) =>
    `Стопку читают с точностью до полколоды, поэтому засчитывается любой ответ от ${low} до ${high}: столько выходит, если остаток оценить на полколоды больше или меньше.`,
  /** The cards dealt and left: «Сыграно 104 карты, осталось 208 карт — 4 колоды.». */
  left: (dealt: number, left: number, decksLeft: number) =>
    `Сыграно ${formatCount(dealt, CARDS)}, осталось ${formatCount(left, CARDS)} — ${formatCount(decksLeft, DECKS)}.`,
  /** An unbalanced system's true count before rounding; `eq` is «=» or «≈». */
  beforeRounding: (eq: string, raw: string) => `Истинный счёт до округления ${eq} ${raw}`,
  /** How it rounds: «; истинный счёт округляется вниз: +1,5 → +1.». */
  rounded: (rounding: string, raw: string, exact: string) =>
    `; истинный счёт округляется ${rounding}: ${raw} → ${exact}.`,
} as const;

/** «Ставка по счёту». */
export const BET_RAMP_RU = {
  /** A key's name: «истинный счёт, ист. +2». */
  keyLabel: (shownTrue: boolean, trueCount: string) => `${shownTrue ? 'истинный' : 'текущий'} счёт, ист. ${trueCount}`,
} as const;
