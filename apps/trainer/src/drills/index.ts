/**
 * The drill registry: every game's drills, grouped as the list shows them, with lookups by id. It imports
 * every game's code, so the app does not: the list reads the catalog (`catalog.ts`) and each screen loads
 * the game it needs (`load.ts`). Tests and tools use the registry.
 *
 * A game adds drills by exporting them from `./<game>/index.ts` and listing them in `catalog.ts`.
 *
 * @module
 */
import type { Drill, DrillGame } from '../drill.ts';
import { GAMES, type GameInfo } from './catalog.ts';
import { drills as general } from './general/index.ts';
import { drills as blackjack } from './blackjack/index.ts';
import { drills as baccarat } from './baccarat/index.ts';
import { drills as craps } from './craps/index.ts';
import { drills as stud } from './stud/index.ts';

/** A game's section in the drill list. */
export interface DrillGroup extends GameInfo {
  /** Its drills, in order. */
  readonly drills: readonly Drill[];
}

export { GAMES } from './catalog.ts';
export { keysOf, settingFor } from './setting.ts';

const BY_GAME: Readonly<Record<DrillGame, readonly Drill[]>> = { general, blackjack, baccarat, craps, stud };

/**
 * The drill groups to show: games without drills are left out.
 *
 * @param byGame - Drills by game (default: the registry).
 */
export function drillGroups(byGame: Readonly<Record<DrillGame, readonly Drill[]>> = BY_GAME): DrillGroup[] {
  return GAMES.filter((g) => byGame[g.game].length > 0).map((g) => ({ ...g, drills: byGame[g.game] }));
}

/** Every registered drill, in list order. */
export const allDrills: readonly Drill[] = GAMES.flatMap((g) => BY_GAME[g.game]);

/**
 * Finds a drill by id.
 *
 * @param id - The drill id (as in the URL `/drill/<id>`).
 */
export function findDrill(id: string): Drill | undefined {
  return allDrills.find((d) => d.id === id);
}
