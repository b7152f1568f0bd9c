/**
 * Craps: the whole table. Rules as data (`seed`: the Russian text, `casino`: common practice), a pure
 * table state machine with every bet of the layout — the rules and the dice's RNG inside the state —
 * the bet resolution and payouts the apps share, and the exact odds of every bet.
 *
 * @example
 * ```ts
 * import { startOrThrow, applyOrThrow, resolveRulesOrThrow } from '@croupier/engine/craps';
 * const rules = resolveRulesOrThrow({ preset: 'seed' });
 * let { state } = startOrThrow(rules, { seats: { ann: 100 }, seed: 3 });
 * state = applyOrThrow(state, { type: 'bet', player: 'ann', bet: 'pass', amount: 10 }).state;
 * applyOrThrow(state, { type: 'roll', dice: [5, 6] }).events; // … betSettled pass win, paid 20
 * ```
 * @module
 */
export * from './bets.js';
export * from './errors.js';
export * from './rules.js';
export * from './state.js';
export * from './settle.js';
export * from './guards.js';
export * from './round.js';
export * from './game.js';
export * from './analysis/index.js';
export * from './shooter.js';
export * from './players.js';
