/**
 * The trainer's stud play mode (whole rounds from the player's seat): the screen's words, the cards in
 * sight, the questions and choices of each decision, the graded decision's explanation and the outcome.
 *
 * @module
 */
import { formatChips } from '../format.js';
import { STUD_ACTION_RU } from '../stud.js';

/** The stud play mode's words. */
export const PLAY_STUD_RU = {
  intro:
    'Раздачи из тасованной колоды по выбранным правилам: АНТЕ, затем сдаться, играть или заменить карты, а за столом казино — и шестая карта, страховка, покупка игры. Каждое решение сравнивается с точным расчётом движка.',
  dealer: 'Дилер',
  player: 'Игрок',
  ante: 'АНТЕ',
  anteError: 'АНТЕ — целое число фишек, например 10.',
  notGraded: 'Решение не оценено: расчёт не удался.',
  cardsToExchange: 'Карты для замены',
  /** The cards for the live region: «Ваши карты: …. Открытая карта дилера: …. Карты дилера: ….» */
  sight: (player: string, upCard: string | undefined, dealer: string | undefined) =>
    `Ваши карты: ${player}.${upCard !== undefined ? ` Открытая карта дилера: ${upCard}.` : ''}${dealer !== undefined ? ` Карты дилера: ${dealer}.` : ''}`,
  /** The questions. */
  afterSixth: 'После шестой карты: сдаться или играть?',
  afterExchangeMore: 'После замены: заменить ещё, сдаться или играть?',
  afterExchange: 'После замены: сдаться или играть?',
  decisionWithOptions: 'Ваше решение: сдаться, играть, заменить карты или воспользоваться опциями стола?',
  decision: 'Ваше решение: сдаться, играть или заменить карты?',
  buying: 'У дилера «нет игры». Взять выигрыш АНТЕ или купить игру?',
  /** The choices. */
  pickCards: 'Заменить (выберите карты)',
  /** An exchange of the cards named: «Заменить 2♠ 7♥». */
  exchange: (cards: string) => `Заменить ${cards}`,
  insure: (chips: number) => `Застраховать на ${formatChips(chips)}`,
  buyGameFor: (fee: number) => `${STUD_ACTION_RU.buyGame} за ${formatChips(fee)}`,
  /** The settled round: «Выигрыш: у вас Пара, у дилера Туз-Король», then «Итог раунда: +20 фишек». */
  outcome: (outcome: string, player: string, dealer: string | undefined) =>
    `${outcome}: у вас ${player}${dealer !== undefined ? `, у дилера ${dealer}` : ''}`,
  net: (net: string) => `Итог раунда: ${net}`,
  /** The graded decision's question: «Ваше решение: 2♠ 7♥ … — Пара.» */
  question: (hand: string, category: string) => `Ваше решение: ${hand} — ${category}.`,
  /** The best options' exact values, and whether more were left out. */
  explanation: (options: string, more: boolean) => `Точное ожидание на АНТЕ: ${options}${more ? ' и другие' : ''}.`,
  buyingQuestion: (dealer: string, player: string) => `У дилера «нет игры»: ${dealer}; у вас ${player}.`,
  buyingExplanation: (takeAnte: string, buyGame: string) =>
    `Точное ожидание на АНТЕ: взять выигрыш АНТЕ ${takeAnte}, купить игру ${buyGame}.`,
} as const;
