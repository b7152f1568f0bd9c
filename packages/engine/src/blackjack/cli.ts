import type { GameCommands } from '../cli/types.js';

/** The `croupier` commands of blackjack. */
export const commands: GameCommands = { help: {} };
