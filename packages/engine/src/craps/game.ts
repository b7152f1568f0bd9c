/**
 * Craps as one {@link Game} value, for code written once for every game (a React hook, the fuzz suite,
 * a replayer).
 *
 * @module
 */
import type { CrapsRules } from '@croupier/paytables/craps';
import type { Game } from '../game/index.js';
import { CRAPS_ERROR_CODES, type CrapsError } from './errors.js';
import { legalActions } from './guards.js';
import { apply, isOver, playerView, start } from './round.js';
import { resolveRules } from './rules.js';
import type { CrapsAction, CrapsEvent, CrapsLegal, CrapsSetup, CrapsState, CrapsView } from './state.js';

/** The craps game value: `start`, `apply`, `legalActions`, `playerView`, `isOver` and the error codes. */
export const crapsGame: Game<
  'craps',
  CrapsRules,
  CrapsSetup,
  CrapsState,
  CrapsAction,
  CrapsEvent,
  CrapsLegal,
  CrapsView,
  CrapsError
> = {
  id: 'craps',
  errorCodes: CRAPS_ERROR_CODES,
  resolveRules,
  start,
  apply,
  legalActions: (state) => legalActions(state),
  playerView,
  isOver,
};
