/**
 * Baccarat (Punto Banco): rules and presets, the table as a pure state machine, settlement with the
 * 19:20 rounding shown, exact odds for any shoe composition, and a simulation to check them.
 *
 * @example
 * ```ts
 * import { resolveRulesOrThrow, createTableOrThrow, applyOrThrow, runCoupOrThrow, oddsOrThrow } from '@croupier/engine/baccarat';
 * import { seededRng } from '@croupier/engine/rng';
 * const rules = resolveRulesOrThrow({ preset: 'casino' });
 * let table = createTableOrThrow({ rules, seats: { anna: 1000 } }, seededRng(1));
 * table = applyOrThrow(table, { type: 'bet', player: 'anna', bet: 'banker', stake: 100 }).state;
 * const { state, events } = runCoupOrThrow(table);
 * oddsOrThrow(rules); // [{ id: 'banker', houseEdge: 0.010579…, … }, …]
 * ```
 * @module
 */
export * from './value.js';
export * from './rules.js';
export * from './coup.js';
export * from './state.js';
export * from './guards.js';
export * from './settle.js';
export * from './round.js';
export * from './analysis/exact.js';
export * from './analysis/odds.js';
export * from './analysis/simulate.js';
