/**
 * Exact blackjack analysis: dealer outcome probabilities, the EV of every action (splits and resplits
 * included), the basic strategy chart, the house edge from any shoe or an infinite one, advice for a
 * live round, and a fast simulation to check them against.
 *
 * @module
 */
export * from './dealer.js';
export * from './player.js';
export * from './split.js';
export * from './infinite.js';
export * from './edge.js';
export * from './advise.js';
export * from './simulate.js';
export * from './odds.js';
export * from './payouts.js';
