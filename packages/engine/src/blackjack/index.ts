/**
 * Blackjack as the Russian text plays it (European, no hole card, a dealer blackjack takes every
 * stake) and as casinos do: rules as data, a table that goes on from round to round (a pure state
 * machine with events, guards and legal actions), the rules the apps ask written once (the dealer's
 * draw, doubling and splitting, settlement of a hand, the chart's layout), exact analysis (dealer
 * outcomes, action EVs, basic strategy, house edge), a fast simulation, and
 * card counting (systems, true counts, effects of removal, index tables for any rules).
 *
 * @example
 * ```ts
 * import { applyOrThrow, resolveRulesOrThrow, startOrThrow } from '@croupier/engine/blackjack';
 * const rules = resolveRulesOrThrow({ preset: 'seed' });
 * let { state } = startOrThrow(rules, { seats: { anna: 1000 }, seed: 7 });
 * state = applyOrThrow(state, { type: 'bet', box: 'anna', amount: 10 }).state;
 * state = applyOrThrow(state, { type: 'deal' }).state; // insurance, playing, or already settled
 * ```
 * @module
 */
export * from './value.js';
export * from './rules.js';
export * from './chart.js';
export {
  BLACKJACK_ERROR_CODES,
  blackjackError,
  type BetRefusal,
  type BlackjackError,
  type BlackjackErrorCode,
  type BlackjackErrorDetails,
  type DoubleRefusal,
  type InsuranceRefusal,
  type SetupProblem,
  type SplitRefusal,
  type SurrenderRefusal,
} from './errors.js';
export {
  BLACKJACK_ACTION_TYPES,
  type BettingState,
  type BlackjackAction,
  type BlackjackActionType,
  type BlackjackEvent,
  type BlackjackLegalAction,
  type BlackjackPhase,
  type BlackjackSetup,
  type BlackjackState,
  type BlackjackView,
  type Box,
  type CardTarget,
  type DealerView,
  type Hand,
  type InsuranceState,
  type PlacedBet,
  type PlayingState,
  type Seat,
  type SettledState,
  type ShuffleReason,
  type StackedShoe,
  type ViewExtras,
} from './state.js';
export {
  canBet,
  canDeal,
  canDouble,
  canEvenMoney,
  canHit,
  canInsure,
  canNextRound,
  canSplit,
  canStand,
  canSurrender,
  handValue,
  legalActions,
  MAX_BOXES,
  mayDouble,
  maySplit,
  type TwoCardOptions,
} from './guards.js';
export {
  apply,
  applyOrThrow,
  BLACKJACK_PENETRATION,
  chipsInPlay,
  isOver,
  MAX_SEAT_ID_LENGTH,
  MAX_STACKED_CARDS,
  playerView,
  start,
  startOrThrow,
  type BlackjackStep,
} from './round.js';
export {
  insuranceFor,
  payoutUnit,
  settleHand,
  settleInsurance,
  type HandOutcome,
  type HandSettlement,
  type HandToSettle,
} from './settle.js';
export { blackjackGame } from './game.js';
export * from './analysis/index.js';
export * from './counting/index.js';
