/**
 * Baccarat (Punto Banco): rules and presets (the text's `seed`, `casino`, `noCommission`, `ez`), the
 * table as a pure state machine with the randomness in the state, the main bets and the side bets
 * (pairs, either pair, perfect pair, Dragon 7, Panda 8), settlement with the rounding shown, the
 * third-card rules as data, exact odds for any shoe composition and for an infinite shoe, and a
 * simulation to check them.
 *
 * @example
 * ```ts
 * import { resolveRulesOrThrow, startOrThrow, applyOrThrow, runCoupOrThrow, oddsOrThrow } from '@croupier/engine/baccarat';
 * const rules = resolveRulesOrThrow({ preset: 'casino' });
 * let table = startOrThrow(rules, { seats: { anna: 1000 }, seed: 1 }).state;
 * table = applyOrThrow(table, { type: 'bet', player: 'anna', bet: 'banker', stake: 100 }).state;
 * table = applyOrThrow(table, { type: 'bet', player: 'anna', bet: 'playerPair', stake: 10 }).state;
 * const { state, events } = runCoupOrThrow(table);
 * oddsOrThrow(rules).bets; // [{ id: 'banker', houseEdge: 0.010579…, … }, …, { id: 'playerPair', houseEdge: 0.1036…, … }]
 * ```
 * @module
 */
export * from './value.js';
export * from './errors.js';
export * from './rules.js';
export * from './coup.js';
export * from './state.js';
export * from './guards.js';
export * from './settle.js';
export * from './round.js';
export * from './game.js';
export * from './analysis/exact.js';
export * from './analysis/odds.js';
export * from './analysis/simulate.js';
export * from './analysis/payouts.js';
export * from './players.js';
