/**
 * «Баккара: выплата фишками» — the winnings of a bet after a coup built from chips: the items and the
 * judging of «Выплата по ставке» (the engine's `settleBet`: Банко at the table's ratio, 19:20 in the
 * text, with its rounding), only the keys that pay.
 *
 * @module
 */
import type { BaccaratBet } from '@croupier/engine/baccarat';
import { BACCARAT_BET_ON } from '@croupier/ru';
import { BACCARAT_PAY_CHIPS_RU as RU } from '@croupier/ru/trainer/drills/baccarat';
import { chipVariant } from '../../dealer/chip-variant.ts';
import { payoutDrill } from './payout.ts';
import { drillMeta } from '../catalog.ts';

/** The drill. */
export const payChipsDrill = chipVariant(payoutDrill, {
  meta: drillMeta('baccarat', 'baccarat-pay-chips'),
  // A Банко bet pushed on a three-card seven pays nothing: no chips to build.
  keep: (key) => key !== 'banker-seven',
  prompt: (item) => {
    const { bet, stake } = item.data as { bet: BaccaratBet; stake: number };
    return RU.prompt(stake, BACCARAT_BET_ON[bet]);
  },
});
