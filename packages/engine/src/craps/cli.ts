import type { GameCommands } from '../cli/types.js';

/** The `croupier` commands of craps. */
export const commands: GameCommands = { help: {} };
