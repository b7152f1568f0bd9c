/**
 * baccarat: payout tables and rule presets.
 *
 * @module
 */
export {};
