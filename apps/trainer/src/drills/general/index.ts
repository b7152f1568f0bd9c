/**
 * Cross-game drills: hand values in blackjack and baccarat, the totals of two dice (no table's rules change
 * them).
 *
 * @module
 */
import type { Drill } from '../../drill.ts';
import { baccaratPointDrill } from './baccarat-point.ts';
import { blackjackSoftHardDrill } from './blackjack-soft-hard.ts';
import { blackjackTotalDrill } from './blackjack-total.ts';
import { diceTotalsDrill } from './dice-totals.ts';

/** The general drills, in the order the list shows them. */
export const drills: readonly Drill<'general'>[] = [
  blackjackTotalDrill,
  blackjackSoftHardDrill,
  baccaratPointDrill,
  diceTotalsDrill,
];
