/**
 * Blackjack as the Russian text plays it (European, no hole card, a dealer blackjack takes every
 * stake) and as casinos do: rules as data, a pure round state machine with events and legal actions,
 * exact analysis (dealer outcomes, action EVs, basic strategy, house edge), a fast simulation, and
 * card counting (systems, true counts, effects of removal, index tables for any rules).
 *
 * @example
 * ```ts
 * import { resolveRulesOrThrow, dealOrThrow, applyOrThrow, legalActions, analyse } from '@croupier/engine/blackjack';
 * const rules = resolveRulesOrThrow({ preset: 'seed' });
 * analyse(rules).houseEdgeChart; // ≈ 0.0083
 * ```
 * @module
 */
export * from './value.js';
export * from './rules.js';
export * from './types.js';
export * from './guards.js';
export * from './round.js';
export * from './settle.js';
export * from './analysis/index.js';
export * from './counting/index.js';
