/**
 * The words of counting into money: the bet ramp («ставки по счёту»), the spread («разброс ставок»), a
 * bet asked at a count and its verdict, and the whole-shoe mode's summary. The terms are the counting
 * page's: «текущий счёт», «истинный счёт», «ставка», «разброс».
 *
 * @module
 */
import { CARDS, DECKS, formatChips, formatCount, formatNumber, formatSigned, type PluralForms } from './format.js';

/** Rounds, in the genitive after «за» with a number: «за 10 000 раундов». */
const ROUNDS: PluralForms = ['раунд', 'раунда', 'раундов'];
/** Hours: «за 100 часов». */
const HOURS: PluralForms = ['час', 'часа', 'часов'];

/** A count with its sign and typographic minus: `+3`, `−2`, `0`. */
const count = (x: number) => (x === 0 ? '0' : formatSigned(x));

/** The ramp's name: the Kelly ramp for the bankroll, or the trainee's own steps. */
export function rampNameRu(ramp: 'kelly' | 'steps'): string {
  return ramp === 'kelly' ? 'ставки по Келли для банка' : 'ваши ступени ставок';
}

/**
 * The line that says which ramp is played: bankroll, table limits and spread.
 *
 * @param r - The ramp's kind, the bankroll, the minimum and maximum bets (chips).
 * @example
 * ```ts
 * rampLineRu({ ramp: 'kelly', bankroll: 10000, min: 10, max: 200 });
 * // 'Ставки по Келли для банка 10 000 фишек; ставка от 10 до 200 фишек (разброс 1–20).'
 * ```
 */
export function rampLineRu(r: {
  readonly ramp: 'kelly' | 'steps';
  readonly bankroll: number;
  readonly min: number;
  readonly max: number;
}): string {
  const name = rampNameRu(r.ramp);
  return `${name[0]!.toUpperCase()}${name.slice(1)} ${formatChips(r.bankroll)}; ставка от ${formatNumber(r.min)} до ${formatChips(r.max)} (разброс 1–${formatNumber(r.max / r.min, { min: 0, max: 1 })}).`;
}

/**
 * The situation a bet is asked at: a running count with the cards left, or a true count.
 *
 * @param s - The situation.
 */
export function betSituationRu(
  s:
    | { readonly kind: 'true'; readonly trueCount: number }
    | { readonly kind: 'running'; readonly runningCount: number; readonly cardsLeft: number; readonly decks: number },
): string {
  if (s.kind === 'true') return `Истинный счёт Хай-Лоу перед раздачей: ${count(s.trueCount)} (округлён вниз).`;
  return `Текущий счёт Хай-Лоу: ${count(s.runningCount)}; в башмаке из ${formatCount(s.decks, DECKS)} осталось ${formatCount(s.cardsLeft, CARDS)} (${formatCount(Math.round((s.cardsLeft / 52) * 100) / 100, DECKS)}).`;
}

/** The bet's typed field. */
export const BET_FIELD_RU = 'Ставка цифрами';

/** The bet's submit button. */
export const BET_SUBMIT_RU = 'Поставить';

/** The question of the bet drill. */
export const BET_PROMPT_RU = 'Сколько поставить на эту раздачу?';

/**
 * Why the ramp bets what it does at a true count, with what a wrong bet costs in expected growth.
 *
 * @param e - The true count (floored), its bin's EV and SD per unit bet, the ramp's bet, the bet given,
 *   the bankroll, and the loss of expected growth per round in chips (0 for the right bet).
 */
export function betExplanationRu(e: {
  readonly trueCount: number;
  readonly ev: number;
  readonly sd: number;
  readonly right: number;
  readonly given: number | undefined;
  readonly bankroll: number;
  readonly kelly: boolean;
  readonly loss: number;
}): string {
  const why = e.kelly
    ? `Ставка по Келли — банк × ожидание / дисперсию: ${formatNumber(e.bankroll)} × ${formatSigned(e.ev * 100, 2)} % / ${formatNumber(e.sd * e.sd, 2)}, в пределах стола и с шагом фишки.`
    : 'Так велят ваши ступени ставок.';
  const growth =
    e.given === undefined || e.loss <= 0
      ? ''
      : ` Ставка ${formatChips(e.given)} вместо ${formatNumber(e.right)} уменьшает ожидаемый рост банка (ожидание × ставку − дисперсию × ставку² / (2 × банк)) на ${formatNumber(e.loss, { min: 2, max: 3 })} фишки за раздачу.`;
  return `При истинном счёте ${count(e.trueCount)} ожидание раздачи ${formatSigned(e.ev * 100, 2)} % ставки, стандартное отклонение ${formatNumber(e.sd, 2)} ставки. ${why}${growth}`;
}

/** The whole-shoe mode's words. */
export const SHOE_RU = {
  title: 'Блекджек: весь башмак',
  intro:
    'Раздачи идут одна за другой до карты отреза. Ведите счёт, перед каждой раздачей ставьте по своей шкале ставок, играйте по таблице с индексами — в конце башмака счёт, ставки и ходы разбираются вместе.',
  whole: 'Весь башмак',
  short: 'Короткий башмак (одна колода)',
  start: 'Сдать башмак',
  bet: 'Ставка',
  deal: 'Раздать',
  next: 'Следующая раздача',
  countPrompt: 'Башмак закончился. Какой текущий счёт?',
  countButton: 'Ответить',
  summary: 'Разбор башмака',
  again: 'Ещё башмак',
  noTable:
    'Для этих правил в браузере ещё нет таблицы индексов: откройте упражнение «Отклонения по счёту», чтобы её рассчитать.',
  computing: 'Движок считает распределение истинного счёта и ожидание раздачи при каждом счёте…',
  dealer: 'Крупье',
  you: 'Вы',
  hand: (i: number) => `Рука ${i}`,
  stake: (chips: number) => `ставка ${chips}`,
  bust: (total: number) => `перебор, ${total}`,
  dealt: (cards: number) => `Сдано из башмака: ${formatCount(cards, CARDS)}.`,
  actions: 'Ваш ход',
  countLabel: 'Счёт',
  back: '← Все упражнения',
  link: 'Сдать весь башмак: счёт, ставки и ходы вместе',
  betError: 'Ставка — целое число фишек, например 10.',
  countError: 'Счёт — целое число, например −3 или 5.',
} as const;

/**
 * A round's bet in the summary.
 *
 * @param r - The round's number (from 1), the true count before it, the bet given and the ramp's.
 */
export function shoeBetLineRu(r: {
  readonly round: number;
  readonly trueCount: number;
  readonly given: number;
  readonly right: number;
  readonly loss: number;
}): string {
  const head = `Раздача ${formatNumber(r.round)}, истинный счёт ${count(r.trueCount)}: ставка ${formatNumber(r.given)}`;
  return r.given === r.right
    ? `${head} — верно.`
    : `${head}, по шкале ${formatNumber(r.right)}; потеря роста ${formatNumber(r.loss, { min: 2, max: 3 })} фишки.`;
}

/**
 * The count's verdict at the end of the shoe.
 *
 * @param given - The running count answered (undefined: not a number).
 * @param right - The running count of every card dealt.
 * @param cards - The cards dealt.
 */
export function shoeCountLineRu(given: number | undefined, right: number, cards: number): string {
  const head = `Текущий счёт после ${formatCount(cards, CARDS)}: ${count(right)}`;
  return given === right
    ? `${head} — верно.`
    : `${head}, ваш ответ ${given === undefined ? 'не число' : count(given)}.`;
}

/**
 * The totals of a shoe.
 *
 * @param t - Rounds, wrong bets, wrong plays, the plays graded, the bets' growth loss (chips per round
 *   summed) and the plays' cost (units of the hand's bet, summed).
 */
export function shoeTotalsRu(t: {
  readonly rounds: number;
  readonly wrongBets: number;
  readonly plays: number;
  readonly wrongPlays: number;
  readonly betLoss: number;
  readonly playCost: number;
}): string {
  return `Раздач: ${formatNumber(t.rounds)}. Ставок не по шкале: ${formatNumber(t.wrongBets)} (потеря роста ${formatNumber(t.betLoss, { min: 2, max: 3 })} фишки). Ходов: ${formatNumber(t.plays)}, не по таблице: ${formatNumber(t.wrongPlays)} (потеряно ${formatNumber(t.playCost, { min: 2, max: 3 })} ставки).`;
}

/** The wait for the bet-ramp model, and its failure. */
export const SPREAD_WAIT_RU = {
  title: 'Расчёт ставок по счёту',
  text: 'Движок считает, как часто встречается каждый истинный счёт перед раздачей и чего стоит раздача при каждом счёте (точный анализ башмака при нескольких счетах). Это занимает одну-две секунды и делается один раз для каждого набора правил.',
  progress: 'Расчёт ставок по счёту',
  done: (done: number, total: number) => `Готово: ${done} из ${total} счетов`,
  failed: 'Расчёт ставок по счёту не удался. Обновите страницу, чтобы попробовать снова.',
} as const;

/**
 * A decision in the summary: what was played and what the index table plays at that count.
 *
 * @param p - The round (from 1), the floored true count, the plays' names (already in Russian) and the
 *   cost per unit of the hand's stake.
 */
export function shoePlayLineRu(p: {
  readonly round: number;
  readonly trueCount: number;
  readonly given: string;
  readonly expected: string;
  readonly cost: number;
}): string {
  return `Раздача ${formatNumber(p.round)}, истинный счёт ${count(p.trueCount)}: «${p.given}», по таблице индексов «${p.expected}»; потеряно ${formatNumber(p.cost, { min: 2, max: 3 })} ставки.`;
}

/** The rules site's page «Ставки по счёту»: its fields, choices, figures and chart. */
export const BETTING_PAGE_RU = {
  rules: 'Правила',
  seed: 'Правила текста (без закрытой карты)',
  casino: 'Правила казино (закрытая карта)',
  penetration: 'Сдаётся до перетасовки, % башмака',
  bankroll: 'Банк, фишек',
  min: 'Наименьшая ставка стола',
  max: 'Наибольшая ставка стола',
  spread: 'Разброс ставок (пусто — наибольшая / наименьшая)',
  ramp: 'Шкала ставок',
  rampScore: 'Лучшая по SCORE',
  rampKelly: 'По Келли для банка',
  rampSteps: 'Своя',
  steps: 'Ступени «счёт:ставка» через запятую',
  risk: 'Допустимый риск разорения, %',
  roundsPerHour: 'Раундов в час',
  trip: 'Поездка, раундов (пусто — без неё)',
  goal: 'Цель выигрыша, фишек (пусто — без неё)',
  computing: 'Движок считает распределение истинного счёта и ожидание раздачи при каждом счёте…',
  progress: 'Расчёт модели',
  figures: 'Что даёт эта шкала',
  table: 'Шкала: ставка при каждом истинном счёте',
  tc: 'Счёт',
  share: 'Доля раундов',
  ev: 'Ожидание',
  bet: 'Ставка',
  winPer100: 'Выигрыш за 100 раундов, фишек',
  winPerHour: 'Выигрыш за час, фишек',
  sdPer100: 'Стандартное отклонение за 100 раундов',
  sdPerHour: 'Стандартное отклонение за час',
  averageBet: 'Средняя ставка',
  di: 'Индекс желательности (DI)',
  score: 'SCORE',
  n0: 'N0, раундов',
  risk0: 'Риск разорения (играя без конца)',
  tripRisk: 'Риск разорения за поездку',
  goalRisk: 'Риск разориться раньше, чем достигнута цель',
  bankrollFor: (risk: string) => `Банк для риска ${risk}, фишек`,
  deviations: 'Что дают отклонения по индексам при этой шкале',
  deviation: 'Отклонение',
  index: 'Индекс',
  gain: 'Фишек за 100 раундов',
  insurance: 'страховка',
  chart: 'Итог по часам игры',
  chartX: 'Часы игры',
  chartY: 'Итог, фишек',
  chartMean: 'В среднем',
  chartLow: 'Хуже этого — в 5 % случаев',
  chartHigh: 'Лучше этого — в 5 % случаев',
  chartNote:
    'Средний итог и границы, за которые он выходит в 5 % случаев в каждую сторону, — в нормальном приближении, без учёта разорения по дороге.',
} as const;

/**
 * The heading of the outcomes after some hours (the chart's right end).
 *
 * @param hours - Hours played.
 * @param rounds - Rounds dealt in them.
 * @example
 * ```ts
 * outcomeHeadingRu(100, 10000); // 'Итог за 100 часов (10 000 раундов)'
 * ```
 */
export function outcomeHeadingRu(hours: number, rounds: number): string {
  return `Итог за ${formatCount(hours, HOURS)} (${formatCount(rounds, ROUNDS)})`;
}
