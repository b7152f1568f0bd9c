/**
 * The stud drills, one file each, dealt and graded by the engine under the rules the trainee chose: name
 * the combination, which hand wins, does the dealer qualify, what the round pays, the ante and the
 * exchange fees, which decisions remain and what a fold costs, and the decision itself with the exact EV
 * cost of a mistake — under the casino rules also which cards to exchange, a sixth card, insurance and
 * «покупка игры».
 *
 * @module
 */
import type { Drill } from '../../drill.ts';
import { payChipsDrill } from './pay-chips.ts';
import { spotDrill } from './spot.ts';
import { compareDrill } from './compare.ts';
import { decisionDrill } from './decision.ts';
import { feesDrill } from './fees.ts';
import { nameDrill } from './name.ts';
import { payoutDrill } from './payout.ts';
import { optionsDrill } from './options.ts';
import { qualifyDrill } from './qualify.ts';
import { exchangeDrill } from './exchange.ts';
import { sixthCardDrill } from './sixth.ts';
import { sixthPlayDrill } from './sixth-play.ts';
import { insuranceDrill } from './insurance.ts';
import { buyGameDrill } from './buy-game.ts';

/** The stud drills, in the order the list shows them. */
export const drills: readonly Drill<'stud'>[] = [
  nameDrill,
  compareDrill,
  qualifyDrill,
  payoutDrill,
  feesDrill,
  optionsDrill,
  decisionDrill,
  exchangeDrill,
  sixthCardDrill,
  sixthPlayDrill,
  insuranceDrill,
  buyGameDrill,
  payChipsDrill,
  spotDrill,
];
