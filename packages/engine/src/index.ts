/**
 * `@croupier/engine`: the shared core. Each game lives at its own subpath
 * (`@croupier/engine/blackjack`, `/baccarat`, `/craps`, `/stud`) so importing one game never pulls in
 * the others.
 *
 * @packageDocumentation
 */
export * from './cards/index.js';
export * from './rng/index.js';
export * from './money/index.js';
export * from './result/index.js';
export * from './shoe/index.js';
export * from './dice/index.js';
export * from './rules/index.js';
export { rulesKey, sameRules } from './rules-key.js';
export * as rational from './rational/index.js';
export type { Fraction } from './rational/index.js';
export * from './game/index.js';
export * from './analysis/report.js';
