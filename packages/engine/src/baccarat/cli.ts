import type { GameCommands } from '../cli/types.js';

/** The `croupier` commands of baccarat. */
export const commands: GameCommands = { help: {} };
