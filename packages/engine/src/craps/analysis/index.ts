/**
 * The exact analysis of craps: absorbing Markov chains over the engine, the figures of every bet, and
 * the odds report.
 *
 * @module
 */
export * from './markov.js';
export * from './bets.js';
export * from './odds.js';
export * from './simulate.js';
export * from './payouts.js';
