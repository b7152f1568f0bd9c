/**
 * Stud as one {@link Game} value, for code written once for every game (a React hook, the fuzz suite,
 * a replayer).
 *
 * @module
 */
import type { Game } from '../game/index.js';
import { STUD_ERROR_CODES } from './errors.js';
import { legalActions } from './guards.js';
import { apply, isOver, playerView, start } from './round.js';
import type { StudError } from './errors.js';
import { resolveRules, type StudRules } from './rules.js';
import type { StudAction, StudEvent, StudLegalAction, StudPlayerView, StudSetup, StudState } from './state.js';

/**
 * Five-card stud with exchange behind the game contract (docs/decisions/005-game-contract.md).
 *
 * @example
 * ```ts
 * let s = orThrow(studGame.start(orThrow(studGame.resolveRules()), { balance: 1000, seed: 11 })).state;
 * s = orThrow(studGame.apply(s, { type: 'ante', amount: 10 })).state;
 * studGame.legalActions(s); // fold, raise, and the exchanges the balance allows
 * ```
 */
export const studGame: Game<
  'stud',
  StudRules,
  StudSetup,
  StudState,
  StudAction,
  StudEvent,
  StudLegalAction,
  StudPlayerView,
  StudError
> = {
  id: 'stud',
  errorCodes: STUD_ERROR_CODES,
  resolveRules,
  start,
  apply,
  legalActions,
  playerView,
  isOver,
};
