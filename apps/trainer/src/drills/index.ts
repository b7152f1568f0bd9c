/**
 * The drill registry: every game's drills, grouped for the list, with lookups by id.
 *
 * A game adds drills by exporting them from `./<game>/index.ts`; nothing here needs to change.
 *
 * @module
 */
import type { Drill, DrillGame } from '../drill.ts';
import { drills as general } from './general/index.ts';
import { drills as blackjack } from './blackjack/index.ts';
import { drills as baccarat } from './baccarat/index.ts';
import { drills as craps } from './craps/index.ts';
import { drills as stud } from './stud/index.ts';

/** A game's section in the drill list. */
export interface DrillGroup {
  /** The game. */
  readonly game: DrillGame;
  /** The Russian section title. */
  readonly title: string;
  /** The docs page of the game (a path on the docs site). */
  readonly docsPath: string;
  /** Its drills, in order. */
  readonly drills: readonly Drill[];
}

/** Section titles and docs pages by game, in list order. */
export const GAMES: readonly { game: DrillGame; title: string; docsPath: string }[] = [
  { game: 'general', title: 'Общее', docsPath: '/cards/' },
  { game: 'blackjack', title: 'Блекджек', docsPath: '/blackjack/' },
  { game: 'baccarat', title: 'Баккара', docsPath: '/baccarat/' },
  { game: 'craps', title: 'Крэпс', docsPath: '/craps/' },
  { game: 'stud', title: 'Покер', docsPath: '/poker/' },
];

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
