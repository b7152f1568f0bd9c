/**
 * The blackjack strategy for a set of rules, computed once and cached: in a Web Worker in the browser (so
 * the page stays responsive while the engine's exact analysis runs), in-process where workers are
 * missing. A caller is told the progress (ten steps, one per dealer up-card) and gets the table. The
 * worker, the cache (by the engine's `rulesKey`) and the sharing of a running analysis are the compute
 * layer's (`@croupier/ui/compute`).
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/engine/blackjack';
import { ComputeClient, inProcessWorker } from '@croupier/ui/compute';
import type { StrategyTable } from '../drills/blackjack/strategy-table.ts';
import { strategyTasks } from './strategy.tasks.ts';
import StrategyWorker from './strategy.worker.ts?worker';

/** The client of the strategy worker: one worker, every set of rules analysed kept. */
export const strategyClient = new ComputeClient<typeof strategyTasks>({
  create: () => (typeof Worker === 'undefined' ? inProcessWorker(strategyTasks) : new StrategyWorker()),
  cacheSize: 1000,
});

/**
 * The strategy table of a set of rules: from the cache, or computed (in the worker when there is one).
 *
 * @param rules - The blackjack rules.
 * @param onProgress - Told after each up-card of a computation (also of one already running).
 * @returns The table.
 */
export function loadStrategy(
  rules: BlackjackRules,
  onProgress?: (done: number, total: number) => void,
): Promise<StrategyTable> {
  return strategyClient.run('strategy', rules, onProgress ? { onProgress: (p) => onProgress(p.done, p.total) } : {});
}

/**
 * The table of a set of rules if it is computed already.
 *
 * @param rules - The blackjack rules.
 * @returns The table and how long it took (ms), or `undefined`.
 */
export function cachedStrategy(rules: BlackjackRules): { table: StrategyTable; ms: number } | undefined {
  const hit = strategyClient.peek('strategy', rules);
  return hit === undefined ? undefined : { table: hit.result, ms: hit.ms };
}
