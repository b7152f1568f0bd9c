/**
 * The drill registry: every game's drills, grouped for the list, with lookups by id, and the one place
 * that hands a drill the rules of its game.
 *
 * A game adds drills by exporting them from `./<game>/index.ts`; nothing here needs to change.
 *
 * @module
 */
import type { Drill, DrillGame, DrillSetting } from '../drill.ts';
import type { RulesByGame } from '../rules/choice.ts';
import type { StrategyTable } from './blackjack/strategy-table.ts';
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
  /** The rules site's page of the game. */
  readonly docsPath: string;
  /** Its drills, in order. */
  readonly drills: readonly Drill[];
}

/** Section titles and site pages by game, in list order. */
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

/**
 * What a drill's items are dealt with: its game's rules (none for `general`) and, for a drill that needs
 * it, the blackjack strategy of those rules.
 *
 * @param drill - The drill.
 * @param rules - Every game's rules.
 * @param strategy - The strategy table, when the drill needs one and it is ready.
 */
export function settingFor(drill: Drill, rules: RulesByGame, strategy?: StrategyTable): DrillSetting {
  const r = drill.game === 'general' ? null : rules[drill.game];
  return strategy === undefined ? { rules: r } : { rules: r, strategy };
}

/**
 * A drill's keys under the rules in play.
 *
 * @param drill - The drill.
 * @param rules - Every game's rules.
 */
export function keysOf(drill: Drill, rules: RulesByGame): readonly string[] {
  return drill.keys(settingFor(drill, rules).rules);
}
