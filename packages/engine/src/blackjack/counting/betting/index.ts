/**
 * Counting into money: the true count's distribution before each round, a round's EV and variance at
 * each true count, and any bet ramp priced from them (win rate, SD, DI, SCORE, N0, risk of ruin).
 * {@link precomputeSpread} is the heavy half (about a second), {@link evaluateRamp} the cheap one
 * (milliseconds). Pure and browser-safe. Decision 032 says what is exact and what approximated.
 *
 * @module
 */
export * from './cards.js';
export * from './distribution.js';
export * from './model.js';
export * from './risk.js';
export * from './ramp.js';
export * from './simulate.js';
