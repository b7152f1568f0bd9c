/**
 * Blackjack as one {@link Game} value, for code written once for every game (a React hook, the fuzz
 * suite, a replayer).
 *
 * @module
 */
import type { Game } from '../game/index.js';
import { BLACKJACK_ERROR_CODES, type BlackjackError } from './errors.js';
import { legalActions } from './guards.js';
import { apply, isOver, playerView, start } from './round.js';
import { resolveRules, type BlackjackRules } from './rules.js';
import type {
  BlackjackAction,
  BlackjackEvent,
  BlackjackLegalAction,
  BlackjackSetup,
  BlackjackState,
  BlackjackView,
} from './state.js';

/**
 * Blackjack under the game contract: `resolveRules`, `start`, `apply`, `legalActions`, `playerView`,
 * `isOver` and the error codes.
 *
 * @example
 * ```ts
 * const { state } = orThrow(blackjackGame.start(rules, { seats: { anna: 1000 }, seed: 7 }));
 * blackjackGame.legalActions(state); // [{ type: 'bet', box: 'anna', min: 1, max: 1000, multipleOf: 1 }]
 * ```
 */
export const blackjackGame: Game<
  'blackjack',
  BlackjackRules,
  BlackjackSetup,
  BlackjackState,
  BlackjackAction,
  BlackjackEvent,
  BlackjackLegalAction,
  BlackjackView,
  BlackjackError
> = {
  id: 'blackjack',
  errorCodes: BLACKJACK_ERROR_CODES,
  resolveRules,
  start,
  apply,
  legalActions,
  playerView,
  isOver,
};
