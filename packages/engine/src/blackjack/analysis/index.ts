/**
 * Exact blackjack analysis: dealer outcome probabilities, the EV of every action, the basic strategy
 * chart, the house edge, advice for a live round, and a fast simulation to check them against.
 *
 * @module
 */
export * from './dealer.js';
export * from './player.js';
export * from './edge.js';
export * from './advise.js';
export * from './simulate.js';
export * from './odds.js';
