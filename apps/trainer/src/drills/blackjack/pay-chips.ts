/**
 * «Блекджек: выплата фишками» — the winnings of a settled hand or insurance built from chips: the items
 * and the judging of «Сколько выиграл игрок?» (the engine's `settleHand`/`settleInsurance`: 3:2 on an
 * odd stake with the table's rounding, 6:5 where the rules say so), only the keys that pay.
 *
 * @module
 */
import { PAY_CHIPS_RU as RU } from '@croupier/ru/trainer/drills/blackjack-payout';
import { chipVariant } from '../../dealer/chip-variant.ts';
import { payoutDrill } from './payout.ts';
import { drillMeta } from '../catalog.ts';

const PAYING = new Set(['win-even', 'win-odd', 'blackjack-even', 'blackjack-odd', 'insurance', 'blackjack-vs-21']);

/** The drill. */
export const payChipsDrill = chipVariant(payoutDrill, {
  meta: drillMeta('blackjack', 'blackjack-pay-chips'),
  keep: (key) => PAYING.has(key),
  prompt: (item) => (item.key === 'insurance' ? RU.insurance : RU.prompt((item.data as { stake: number }).stake)),
});
