/**
 * The games' names as the other modules decline them.
 *
 * @module
 */
import type { GameId } from '@croupier/engine';

/** A game's name in the genitive, for «раздача …»: «раздача блекджека». */
export const GAME_GENITIVE_RU: Readonly<Record<GameId, string>> = {
  blackjack: 'блекджека',
  baccarat: 'баккары',
  craps: 'крэпса',
  stud: 'покера',
};
