import type { GameCommands, GameId } from './types.js';

/**
 * Loads a game's CLI commands lazily, so `croupier odds craps` never loads the poker tables. Each
 * game's commands live in `src/cli/games/<game>.ts`; no game folder imports the CLI.
 */
export const GAME_LOADERS: Record<GameId, () => Promise<{ commands: GameCommands }>> = {
  blackjack: () => import('./games/blackjack.js'),
  baccarat: () => import('./games/baccarat.js'),
  craps: () => import('./games/craps.js'),
  stud: () => import('./games/stud.js'),
};
