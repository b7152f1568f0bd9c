/**
 * Craps: the whole table. Rules as data (`seed`: the Russian text, `casino`: common practice), a pure
 * table state machine with every bet of the layout, and the exact odds of every bet.
 *
 * @example
 * ```ts
 * import { newTable, applyOrThrow, resolveRulesOrThrow } from '@croupier/engine/craps';
 * const rules = resolveRulesOrThrow({ preset: 'seed' });
 * let table = newTable({ ann: 100 });
 * table = applyOrThrow(table, { type: 'bet', player: 'ann', bet: 'pass', amount: 10 }, rules).table;
 * applyOrThrow(table, { type: 'roll', dice: [5, 6] }, rules).events; // … betSettled pass win 10
 * ```
 * @module
 */
export * from './bets.js';
export * from './rules.js';
export * from './settle.js';
export * from './guards.js';
export * from './round.js';
export * from './analysis/index.js';
export * from './shooter.js';
