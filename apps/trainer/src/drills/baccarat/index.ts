/**
 * The baccarat drills, one file each, dealt and graded by the engine under the rules the trainee chose
 * (by default the text's, as the «Баккара» page opens on them; every item says which rules it uses): the
 * shoe and the table, does the player draw, does the banker draw (every cell of the tableau), who won a coup, what a bet pays.
 *
 * @module
 */
import type { Drill } from '../../drill.ts';
import { payChipsDrill } from './pay-chips.ts';
import { spotDrill } from './spot.ts';
import { bankerDrawsDrill } from './banker-draws.ts';
import { payoutDrill } from './payout.ts';
import { playerDrawsDrill } from './player-draws.ts';
import { shoeDrill } from './shoe.ts';
import { winnerDrill } from './winner.ts';

/** The baccarat drills, in the order the list shows them. */
export const drills: readonly Drill<'baccarat'>[] = [
  shoeDrill,
  playerDrawsDrill,
  bankerDrawsDrill,
  winnerDrill,
  payoutDrill,
  payChipsDrill,
  spotDrill,
];
