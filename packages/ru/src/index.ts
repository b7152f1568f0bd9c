/**
 * `@croupier/ru`: the one Russian voice of the site and the trainer. Everything a reader sees that the
 * engine computes is worded here: numbers, chips and percentages, the names of cards, hands, bets,
 * actions and phases in the texts' own terms, and a Russian message for every engine error code.
 *
 * @module
 */
export * from './baccarat.js';
export * from './blackjack.js';
export * from './cards.js';
export * from './chips.js';
export * from './cost.js';
export * from './cost-exact.js';
export * from './craps.js';
export * from './errors.js';
export * from './compute.js';
export * from './counting.js';
export * from './betting.js';
export * from './table.js';
export * from './list-links.js';
export * from './format.js';
export * from './hands.js';
export * from './links.js';
export * from './payout.js';
export * from './rules-summary.js';
export * from './stud.js';
export * from './stud-casino.js';
export * from './site-table.js';
export * from './time.js';
export * from './replay.js';
export * from './shift.js';
export * from './shift-baccarat.js';
export * from './shift-craps.js';
export * from './shift-stud.js';
