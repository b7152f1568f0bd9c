/**
 * Blackjack as the Russian text plays it (European, no hole card, a dealer blackjack takes every
 * stake) and as casinos do: rules as data, a table that goes on from round to round (a pure state
 * machine with events, guards and legal actions), the rules the apps ask written once (the dealer's
 * draw, doubling and splitting, settlement of a hand, the chart's layout), exact analysis (dealer
 * outcomes, action EVs, basic strategy, house edge), a fast simulation, and
 * card counting (systems, true counts, effects of removal, index tables for any rules).
 *
 * The same exports come in three parts for an application that needs only some:
 * `@croupier/engine/blackjack/table` (rules, the table, settlement), `…/blackjack/analysis` (exact
 * analysis and simulation), `…/blackjack/counting` (counting) and `…/blackjack/players` (seat players
 * that play by the chart, the count and their mistakes, and the driver of a full table).
 *
 * @example
 * ```ts
 * import { applyOrThrow, resolveRulesOrThrow, startOrThrow } from '@croupier/engine/blackjack';
 * const rules = resolveRulesOrThrow({ preset: 'seed' });
 * let { state } = startOrThrow(rules, { seats: { anna: 1000 }, seed: 7 });
 * state = applyOrThrow(state, { type: 'bet', box: 'anna', amount: 10 }).state;
 * state = applyOrThrow(state, { type: 'deal' }).state; // insurance, playing, or already settled
 * ```
 * @module
 */
export * from './table.js';
export * from './analysis/index.js';
export * from './counting/index.js';
export * from './players.js';
