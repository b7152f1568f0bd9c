/**
 * Five-card stud with exchange, as the user's text describes it: the evaluator (the text's
 * combinations and a total order of the 7,462 classes), the rules written once (ante, exchange and raise
 * affordability, fees, the dealer's qualification, settlement), the table as a pure state machine
 * (`start`, `apply`, `legalActions`, `playerView`), and the exact analysis (the EV of every option for a
 * dealt hand, the house edge under optimal play).
 *
 * @example
 * ```ts
 * import { parseHandOrThrow, evaluateOrThrow, categoryOf } from '@croupier/engine/stud';
 * categoryOf(evaluateOrThrow(parseHandOrThrow('3-3-3-2-2'))); // 'fullHouse'
 * ```
 * @module
 */
export * from './errors.js';
export * from './evaluator.js';
export * from './combinations.js';
export * from './hand.js';
export * from './rules.js';
export * from './state.js';
export * from './guards.js';
export * from './settle.js';
export * from './round.js';
export * from './game.js';
export * from './boxes.js';
export * from './analysis/index.js';
export * from './analysis/payouts.js';
export * from './analysis/exchange-distribution.js';
export * from './players.js';
