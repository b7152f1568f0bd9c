/**
 * Cross-game drills: hand values in blackjack and baccarat.
 *
 * @module
 */
import type { Drill } from '../../drill.ts';
import { baccaratPointDrill, blackjackSoftHardDrill, blackjackTotalDrill } from './hand-values.ts';

/** The general drills, in the order the list shows them. */
export const drills: Drill[] = [blackjackTotalDrill, blackjackSoftHardDrill, baccaratPointDrill];
