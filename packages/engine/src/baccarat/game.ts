/**
 * Baccarat as one {@link Game} value, for code written once for every game (a React hook, the fuzz
 * suite, a replayer).
 *
 * @module
 */
import type { Game } from '../game/index.js';
import { BACCARAT_ERROR_CODES, type BaccaratError } from './errors.js';
import { legalActions } from './guards.js';
import { apply, isOver, playerView, start } from './round.js';
import { resolveRules, type BaccaratRules } from './rules.js';
import type {
  BaccaratAction,
  BaccaratEvent,
  BaccaratLegal,
  BaccaratSetup,
  BaccaratState,
  BaccaratView,
} from './state.js';

/**
 * Baccarat: `start`, `apply`, `legalActions`, `playerView`, `isOver`, `resolveRules` and the error codes.
 *
 * @example
 * ```ts
 * let s = orThrow(baccaratGame.start(rules, { seats: { anna: 1000 }, seed: 7 })).state;
 * // the dealer's steps: the last legal action is `deal` while betting, then the one step of each phase
 * while (!baccaratGame.isOver(s)) s = orThrow(baccaratGame.apply(s, baccaratGame.legalActions(s).at(-1)!)).state;
 * ```
 */
export const baccaratGame: Game<
  'baccarat',
  BaccaratRules,
  BaccaratSetup,
  BaccaratState,
  BaccaratAction,
  BaccaratEvent,
  BaccaratLegal,
  BaccaratView,
  BaccaratError
> = {
  id: 'baccarat',
  errorCodes: BACCARAT_ERROR_CODES,
  resolveRules,
  start,
  apply,
  legalActions,
  playerView,
  isOver,
};
