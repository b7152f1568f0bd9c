/**
 * `@croupier/paytables`: the payout tables, rule presets and odds data of Croupier's games, as typed,
 * schema-checked data with the source of every value. Each game also has its own subpath
 * (`@croupier/paytables/baccarat`, …), which is the cheaper import.
 *
 * @packageDocumentation
 */
export * from './schema.js';
export * as blackjack from './blackjack.js';
export * as baccarat from './baccarat.js';
export * as craps from './craps.js';
export * as stud from './stud.js';
