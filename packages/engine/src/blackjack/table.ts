/**
 * The blackjack table without the analysis and the counting: rules as data and the rules the apps ask
 * written once (the dealer's draw, doubling and splitting, the soft total, settlement of a hand, the
 * chart's layout), and the table, a pure state machine with events, guards and legal actions that goes
 * on from round to round. `@croupier/engine/blackjack` exports all of this too, with the analysis
 * (`@croupier/engine/blackjack/analysis`) and the counting (`@croupier/engine/blackjack/counting`).
 *
 * @example
 * ```ts
 * import { applyOrThrow, resolveRulesOrThrow, startOrThrow } from '@croupier/engine/blackjack/table';
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
  type PlayersProblem,
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
  insuranceCost,
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
