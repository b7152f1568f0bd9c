import type { GameCommands, GameId } from './types.js';

/** Loads a game's CLI commands lazily, so `croupier odds craps` never loads the poker tables. */
export const GAME_LOADERS: Record<GameId, () => Promise<{ commands: GameCommands }>> = {
  blackjack: () => import('../blackjack/cli.js'),
  baccarat: () => import('../baccarat/cli.js'),
  craps: () => import('../craps/cli.js'),
  stud: () => import('../stud/cli.js'),
};
