/**
 * The trainer's blackjack play mode (whole rounds from the player's seat): the screen's words and the
 * question and explanation of each graded decision.
 *
 * @module
 */
import { formatNumber } from '../format.js';

/** The blackjack play mode's words. */
export const PLAY_BLACKJACK_RU = {
  intro:
    'Раздачи из тасованного башмака по выбранным правилам. Каждое ваше решение сравнивается с точным расчётом движка для карт на столе.',
  dealer: 'Крупье',
  /** A hand's caption: «Рука 2 (ходит) · ставка 10», «Вы · ставка 10». */
  hand: (split: number | undefined, active: boolean, stake: number) =>
    `${split !== undefined ? `Рука ${split}` : 'Вы'}${active ? ' (ходит)' : ''} · ставка ${stake}`,
  /** A bust hand's value: «перебор, 24». */
  bust: (total: number) => `перебор, ${total}`,
  /** The cards for the live region: «У крупье 10♠ и закрытая карта. У вас 9♥ 7♣.» */
  cards: (dealer: string, hidden: boolean, hands: string) =>
    `У крупье ${dealer}${hidden ? ' и закрытая карта' : ''}. У вас ${hands}.`,
  /** An outcome line's bet: «Страховка», «Рука 2», «Ваша рука». */
  insurance: 'Страховка',
  handNo: (n: number) => `Рука ${n}`,
  yourHand: 'Ваша рука',
  stake: 'Ставка',
  refused: 'Так поставить нельзя.',
  /** The decision's question. */
  insuranceQuestion: 'Крупье показывает туза: страховать?',
  /** A hand that is not a pair: «жёсткая 16 из 3 карт против 10», «… против туза». */
  total: (total: string, cards: number, up: number) =>
    `${total} из ${formatNumber(cards)} карт против ${up === 1 ? 'туза' : formatNumber(up)}`,
  /** «Ваш ход: пара восьмёрок против 10 (рука после разделения).» */
  turn: (what: string, fromSplit: boolean) => `Ваш ход: ${what}${fromSplit ? ' (рука после разделения)' : ''}.`,
  /** The exact values of the legal actions, per chip of insurance or per unit of the stake. */
  explanation: (insurance: boolean, listed: string) =>
    `Точное ожидание по картам, которые видны за столом (${insurance ? 'на фишку страховки' : 'на единицу ставки'}): ${listed}.`,
} as const;
