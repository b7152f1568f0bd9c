/**
 * The counting index table for the trainee's rules when none is shipped: computed once on a pool of Web
 * Workers and kept (in memory and in the browser's storage, `storage/index-cache.ts`), so the deviations
 * drill can grade under any rules.
 *
 * The engine's work splits in three (`index-table.ts`): the context with the chart (about a second), one
 * level per analysed true count (13 levels, one to two seconds each), and the assembly that refines the
 * crossovers (some seconds). The first worker computes the context while the others load; then every
 * worker takes the next level until none is left, then the next part of the assembly (one up-card's
 * decisions), reporting each decision.
 * Cancelling (the rules changed, or nobody waits any more) terminates the workers at once. The workers,
 * the sharing of a running computation and the cancel are the compute layer's (`@croupier/ui/compute`).
 *
 * @module
 */
import type { BlackjackRules, CountingSystemId } from '@croupier/engine/blackjack';
import { ComputeClient, inProcessWorker, type TaskContext } from '@croupier/ui/compute';
import {
  computedIndexTable,
  getIndexCache,
  indexTableKey,
  rememberIndexTable,
  type LoadedIndexTable,
} from './index-registry.ts';
import { assemblyParts, computeIndexTableData, mergeIndexTableParts } from './index-table.ts';
import type { indexTasks } from './index-table.tasks.ts';
import IndexWorker from './index-table.worker.ts?worker';

/** Where a computation is: its stage, the stage's steps done of all, and the whole as a share of 0–1. */
export interface IndexProgress {
  /** `chart`: the basic strategy; `levels`: the true counts; `assemble`: refining each decision. */
  readonly stage: 'chart' | 'levels' | 'assemble';
  /** Steps of the stage done. */
  readonly done: number;
  /** Steps of the stage. */
  readonly total: number;
  /** The whole computation done, 0–1, by work (the chart about one level, the assembly about three). */
  readonly share: number;
}

/** Work units of the stages, for {@link IndexProgress.share}: the chart ≈ one level, the assembly ≈ three. */
const CHART_UNITS = 1;
const ASSEMBLE_UNITS = 3;

function shareOf(stage: IndexProgress['stage'], done: number, total: number, levels: number): number {
  const all = CHART_UNITS + levels + ASSEMBLE_UNITS;
  const before = stage === 'chart' ? 0 : stage === 'levels' ? CHART_UNITS : CHART_UNITS + levels;
  const units = stage === 'chart' ? CHART_UNITS : stage === 'levels' ? levels : ASSEMBLE_UNITS;
  return Math.min(1, (before + (total > 0 ? (units * done) / total : 0)) / all);
}

/** The workers to use: the browser's logical cores, at least 1, at most 4. */
export function indexWorkerCount(): number {
  const n = typeof navigator === 'undefined' ? 1 : (navigator.hardwareConcurrency ?? 2);
  return Math.max(1, Math.min(4, n));
}

/**
 * Computes a table on a pool of Web Workers (the compute layer's client, made for this computation and
 * stopped at its end).
 *
 * @param rules - The resolved rules.
 * @param systemId - The counting system.
 * @param onProgress - Told as the stages go.
 * @param signal - Aborting it terminates the workers and rejects with an `AbortError`.
 * @param workers - How many workers (default {@link indexWorkerCount}).
 */
export async function computeIndexTableInWorkers(
  rules: BlackjackRules,
  systemId: CountingSystemId,
  onProgress: (p: IndexProgress) => void,
  signal: AbortSignal,
  workers = indexWorkerCount(),
): Promise<LoadedIndexTable> {
  const started = performance.now();
  const pool = new ComputeClient<typeof indexTasks>({ create: () => new IndexWorker(), size: workers, cacheSize: 0 });
  // Inputs are jobs of megabytes: never keyed, never kept.
  const once = { signal, cache: false } as const;
  try {
    // The first worker computes the context while the others load.
    pool.warm();
    onProgress({ stage: 'chart', done: 0, total: 1, share: 0 });
    const job = await pool.run('job', { rules, systemId }, once);
    const chartDone = performance.now();
    const n = job.trueCounts.length;
    onProgress({ stage: 'levels', done: 0, total: n, share: shareOf('levels', 0, n, n) });
    let done = 0;
    const levels = await Promise.all(
      job.trueCounts.map(async (trueCount) => {
        const level = await pool.run('level', { job, trueCount }, once);
        done += 1;
        onProgress({ stage: 'levels', done, total: n, share: shareOf('levels', done, n, n) });
        return level;
      }),
    );
    const levelsDone = performance.now();
    // The assembly in parts, one per up-card, on every worker; progress is the decisions done in all.
    const ranges = assemblyParts();
    const total = ranges.reduce((sum, [a, b]) => sum + b - a, 0);
    const partDone = new Array<number>(ranges.length).fill(0);
    const tellAssembly = () => {
      const d = partDone.reduce((a, b) => a + b, 0);
      onProgress({ stage: 'assemble', done: d, total, share: shareOf('assemble', d, total, n) });
    };
    tellAssembly();
    const parts = await Promise.all(
      ranges.map((decisions, j) =>
        pool.run(
          'assemble',
          { job, levels, decisions },
          {
            ...once,
            onProgress: (p) => {
              partDone[j] = p.done;
              tellAssembly();
            },
          },
        ),
      ),
    );
    const table = mergeIndexTableParts(parts);
    const end = performance.now();
    const stages = { chart: chartDone - started, levels: levelsDone - chartDone, assemble: end - levelsDone };
    return { table, ms: end - started, workers, stages };
  } finally {
    pool.dispose();
  }
}

/** The input of the whole computation (the page's task). */
interface IndexTableInput {
  readonly rules: BlackjackRules;
  readonly systemId: CountingSystemId;
}

/**
 * The whole computation as a task on this thread: it drives the pool (or, without workers, computes here)
 * and keeps the table, in this tab and in the browser's storage.
 */
export const tableTasks = {
  indexTable: async ({ rules, systemId }: IndexTableInput, { progress, signal }: TaskContext) => {
    const kept = computedIndexTable(rules, systemId);
    if (kept !== undefined) return kept;
    let loaded: LoadedIndexTable;
    if (typeof Worker === 'undefined') {
      const started = performance.now();
      const table = computeIndexTableData(rules, systemId);
      loaded = { table, ms: performance.now() - started, workers: 0 };
    } else {
      loaded = await computeIndexTableInWorkers(rules, systemId, (p) => progress(p.done, p.total, p), signal);
    }
    const key = indexTableKey(rules, systemId);
    rememberIndexTable(key, loaded);
    getIndexCache().put(key, loaded.table);
    return loaded;
  },
};

/**
 * The client of the whole computation (`useIndexTable` runs on it): in-process (the pool's workers do
 * the work), sharing a running computation between its callers and cancelling it when the last one
 * leaves (the rules changed, the screen closed); the tables are kept by `index-registry.ts`, not here.
 */
export const indexTableClient = new ComputeClient<typeof tableTasks>({
  create: () => inProcessWorker(tableTasks),
  size: 4,
  cancel: 'signal',
  cacheSize: 0,
});

/** Where a computation starts. */
export const INDEX_START: IndexProgress = { stage: 'chart', done: 0, total: 1, share: 0 };

export { computedIndexTable, type LoadedIndexTable };
