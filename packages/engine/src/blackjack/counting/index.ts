/**
 * Card counting for any blackjack rules, the Russian text's European game included: counting
 * systems as data, running and true counts, effects of removal from the exact analysis, Griffin's
 * betting correlation, playing efficiency and insurance correlation, index tables computed by exact
 * analysis of the shoe at each true count, and their lookup at the table.
 *
 * Everything here is pure and runs in a browser (a full six-deck index table takes some seconds, so a
 * page would run it in a Web Worker, or read the tables shipped in
 * `@croupier/paytables/blackjack-indices`). The `croupier indices` and `croupier eor` commands add
 * worker threads on Node.
 *
 * @module
 */
export * from './systems.js';
export * from './count.js';
export * from './shoe.js';
export * from './evaluate.js';
export * from './eor.js';
export * from './efficiency.js';
export * from './indices.js';
export * from './lookup.js';
export * from './simulate.js';
export * from './betting/index.js';
