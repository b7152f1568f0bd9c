/**
 * The baccarat drills (filled in by the game's engineer; an empty list hides the game in the trainer).
 *
 * @module
 */
import type { Drill } from '../../drill.ts';

/** The baccarat drills. */
export const drills: Drill[] = [];
