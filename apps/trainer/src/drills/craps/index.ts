/**
 * The craps drills, one file each, dealt and graded by the engine under the rules the trainee chose: the
 * come-out, what a roll does to a bet, what a winning bet pays, whether a line bet may be changed, and
 * the free-odds limit, and which of two bets is better.
 *
 * @module
 */
import type { Drill } from '../../drill.ts';
import { betterBetDrill } from './better-bet.ts';
import { payChipsDrill } from './pay-chips.ts';
import { spotDrill } from './spot.ts';
import { comeOutDrill } from './come-out.ts';
import { maxOddsDrill } from './max-odds.ts';
import { mayChangeDrill } from './may-change.ts';
import { payoutDrill } from './payout.ts';
import { rollEffectDrill } from './roll-effect.ts';

/** The craps drills, in the order the list shows them. */
export const drills: readonly Drill<'craps'>[] = [
  comeOutDrill,
  rollEffectDrill,
  payoutDrill,
  mayChangeDrill,
  maxOddsDrill,
  betterBetDrill,
  payChipsDrill,
  spotDrill,
];
