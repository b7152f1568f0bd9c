/**
 * The blackjack drills, one file each, all dealt and graded by the engine under the rules the trainee
 * chose: may I double (and draw after a double), may I split (and split again), must the dealer draw, what
 * does it pay, what insurance costs and pays, the basic strategy, and card
 * counting (the running count, the true count, the deviations by the engine's index tables, the bet by the ramp).
 *
 * @module
 */
import type { Drill } from '../../drill.ts';
import { payChipsDrill } from './pay-chips.ts';
import { spotDrill } from './spot.ts';
import { dealerDrill } from './dealer-draws.ts';
import { betRampDrill } from './bet-ramp.ts';
import { deviationsDrill } from './deviations.ts';
import { doubleDrill } from './double.ts';
import { insuranceDrill } from './insurance.ts';
import { payoutDrill } from './payout.ts';
import { runningCountDrill } from './running-count.ts';
import { splitDrill } from './split.ts';
import { strategyDrill } from './strategy.ts';
import { trueCountDrill } from './true-count.ts';

/** The blackjack drills, in the order the list shows them. */
export const drills: readonly Drill<'blackjack'>[] = [
  doubleDrill,
  splitDrill,
  dealerDrill,
  payoutDrill,
  insuranceDrill,
  strategyDrill,
  runningCountDrill,
  trueCountDrill,
  deviationsDrill,
  betRampDrill,
  payChipsDrill,
  spotDrill,
];
