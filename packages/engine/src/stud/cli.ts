import type { GameCommands } from '../cli/types.js';

/** The `croupier` commands of stud. */
export const commands: GameCommands = { help: {} };
