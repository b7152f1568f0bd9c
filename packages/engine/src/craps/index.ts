/**
 * craps.
 *
 * @module
 */
export {};
