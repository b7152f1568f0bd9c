/**
 * The blackjack drills, one file each, all dealt and graded by the engine under the rules the trainee
 * chose: may I double, may I split, must the dealer draw, what does it pay, and the basic strategy.
 *
 * @module
 */
import type { Drill } from '../../drill.ts';
import { payChipsDrill } from './pay-chips.ts';
import { spotDrill } from './spot.ts';
import { dealerDrill } from './dealer-draws.ts';
import { doubleDrill } from './double.ts';
import { payoutDrill } from './payout.ts';
import { splitDrill } from './split.ts';
import { strategyDrill } from './strategy.ts';

/** The blackjack drills, in the order the list shows them. */
export const drills: readonly Drill<'blackjack'>[] = [
  doubleDrill,
  splitDrill,
  dealerDrill,
  payoutDrill,
  strategyDrill,
  payChipsDrill,
  spotDrill,
];
