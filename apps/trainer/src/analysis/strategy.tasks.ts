/**
 * The strategy analysis as a compute-layer task: the engine's exact analysis of blackjack for a set of
 * rules (half a second to a second), reporting after each dealer up-card. The worker
 * (`strategy.worker.ts`) serves it; without workers the client runs it in-process.
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/engine/blackjack';
import type { TaskContext } from '@croupier/ui/compute/serve';
import { strategyTable, type StrategyTable } from '../drills/blackjack/strategy-table.ts';

/** The tasks of the strategy worker. */
export const strategyTasks = {
  /** The strategy table of the rules, with progress (ten steps, one per dealer up-card). */
  strategy: (rules: BlackjackRules, { progress }: TaskContext): StrategyTable =>
    strategyTable(rules, { onProgress: (done, total) => progress(done, total) }),
};
