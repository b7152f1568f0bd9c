/**
 * The blackjack rule-cost island's task, as a plain function the compute layer serves in the workers:
 * the exact enumeration of `@croupier/engine/blackjack` for a rules configuration (about a second for
 * six decks on a laptop), summarised for the page.
 *
 * @module
 */
import { analyse } from '@croupier/engine/blackjack';
import type { BjConfig } from './factors';
import { summarise, type BjSummary } from './summary';

/** The tasks: `analyse` a configuration, its cache key echoed in the summary. */
export const analysisTasks = {
  analyse: ({ key, config }: { readonly key: string; readonly config: BjConfig }): BjSummary => {
    const t0 = performance.now();
    const g = analyse(config.rules, config.infinite ? 'infinite' : undefined);
    return summarise(key, g, performance.now() - t0);
  },
};
