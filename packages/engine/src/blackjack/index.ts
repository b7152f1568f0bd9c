/**
 * Blackjack as the Russian text plays it (no hole card) and as casinos do.
 *
 * @module
 */
export * from './value.js';
