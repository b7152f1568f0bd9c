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
 * Cancelling (the rules changed, or nobody waits any more) terminates the workers at once.
 *
 * @module
 */
import type { BlackjackRules, CountingSystemId, LevelEvs } from '@croupier/engine/blackjack';
import {
  computedIndexTable,
  getIndexCache,
  indexTableKey,
  rememberIndexTable,
  type LoadedIndexTable,
} from './index-registry.ts';
import {
  assemblyParts,
  computeIndexTableData,
  mergeIndexTableParts,
  type ComputedIndexTable,
  type IndexJob,
  type IndexJobOptions,
} from './index-table.ts';

/** A request to an index worker. */
export type IndexWorkerRequest =
  | {
      readonly id: number;
      readonly type: 'job';
      readonly rules: BlackjackRules;
      readonly systemId: CountingSystemId;
      readonly options?: IndexJobOptions;
    }
  | { readonly id: number; readonly type: 'level'; readonly job: IndexJob; readonly trueCount: number }
  | {
      readonly id: number;
      readonly type: 'assemble';
      readonly job: IndexJob;
      readonly levels: readonly LevelEvs[];
      /** The decisions of this part (`assemblyParts`). */
      readonly decisions: readonly [number, number];
    };

/** A reply from an index worker. */
export type IndexWorkerReply =
  | { readonly id: number; readonly type: 'job'; readonly job: IndexJob }
  | { readonly id: number; readonly type: 'level'; readonly level: LevelEvs }
  | { readonly id: number; readonly type: 'progress'; readonly done: number; readonly total: number }
  | { readonly id: number; readonly type: 'table'; readonly table: ComputedIndexTable }
  | { readonly id: number; readonly type: 'error'; readonly message: string };

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

class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'AbortError';
  }
}

let nextId = 1;

/** Sends one request to a worker and waits for its answer (progress replies go to `onProgress`). */
function call<T extends IndexWorkerReply['type']>(
  w: Worker,
  request: IndexWorkerRequest,
  expect: T,
  signal: AbortSignal,
  onProgress?: (done: number, total: number) => void,
): Promise<Extract<IndexWorkerReply, { type: T }>> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Cancelled());
    const abort = () => reject(new Cancelled());
    signal.addEventListener('abort', abort, { once: true });
    const done = () => signal.removeEventListener('abort', abort);
    w.onmessage = (e: MessageEvent<IndexWorkerReply>) => {
      const r = e.data;
      if (r.id !== request.id) return;
      if (r.type === 'progress') return onProgress?.(r.done, r.total);
      done();
      if (r.type === expect) resolve(r as Extract<IndexWorkerReply, { type: T }>);
      else reject(new Error(r.type === 'error' ? r.message : `unexpected reply ${r.type}`));
    };
    w.onerror = (e) => {
      done();
      reject(new Error(e.message || 'index worker failed'));
    };
    w.postMessage(request);
  });
}

/**
 * Computes a table on a pool of Web Workers.
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
  const pool: Worker[] = [];
  const stop = () => {
    for (const w of pool) w.terminate();
  };
  signal.addEventListener('abort', stop, { once: true });
  try {
    for (let i = 0; i < workers; i++) {
      pool.push(new Worker(new URL('./index-table.worker.ts', import.meta.url), { type: 'module' }));
    }
    onProgress({ stage: 'chart', done: 0, total: 1, share: 0 });
    const { job } = await call(pool[0]!, { id: nextId++, type: 'job', rules, systemId }, 'job', signal);
    const chartDone = performance.now();
    const n = job.trueCounts.length;
    onProgress({ stage: 'levels', done: 0, total: n, share: shareOf('levels', 0, n, n) });
    const levels = new Array<LevelEvs>(n);
    let next = 0;
    let done = 0;
    await Promise.all(
      pool.map(async (w) => {
        while (next < n) {
          const j = next++;
          const r = await call(w, { id: nextId++, type: 'level', job, trueCount: job.trueCounts[j]! }, 'level', signal);
          levels[j] = r.level;
          done += 1;
          onProgress({ stage: 'levels', done, total: n, share: shareOf('levels', done, n, n) });
        }
      }),
    );
    const levelsDone = performance.now();
    // The assembly in parts, one per up-card, on every worker; progress is the decisions done in all.
    const ranges = assemblyParts();
    const total = ranges.reduce((sum, [a, b]) => sum + b - a, 0);
    const parts = new Array<ComputedIndexTable>(ranges.length);
    const partDone = new Array<number>(ranges.length).fill(0);
    const tellAssembly = () => {
      const d = partDone.reduce((a, b) => a + b, 0);
      onProgress({ stage: 'assemble', done: d, total, share: shareOf('assemble', d, total, n) });
    };
    tellAssembly();
    let nextPart = 0;
    await Promise.all(
      pool.map(async (w) => {
        while (nextPart < ranges.length) {
          const j = nextPart++;
          const request = { id: nextId++, type: 'assemble', job, levels, decisions: ranges[j]! } as const;
          const r = await call(w, request, 'table', signal, (d) => {
            partDone[j] = d;
            tellAssembly();
          });
          parts[j] = r.table;
        }
      }),
    );
    const table = mergeIndexTableParts(parts);
    const end = performance.now();
    const stages = { chart: chartDone - started, levels: levelsDone - chartDone, assemble: end - levelsDone };
    return { table, ms: end - started, workers, stages };
  } finally {
    signal.removeEventListener('abort', stop);
    stop();
  }
}

const running = new Map<string, Running>();

/** A running computation, shared by everyone who waits for the same table. */
interface Running {
  readonly promise: Promise<LoadedIndexTable>;
  readonly controller: AbortController;
  progress: IndexProgress;
  readonly listeners: Set<(p: IndexProgress) => void>;
}

/**
 * The table for these rules: kept, already running, or computed now (in workers where the browser has
 * them, else in this thread). Each caller gets a `release`: when every caller of a running computation
 * has released it (the rules changed, the screen closed), the computation is cancelled.
 *
 * @param rules - The resolved rules.
 * @param systemId - The counting system.
 * @param onProgress - Told as the computation goes (at once with where it is).
 */
export function loadIndexTable(
  rules: BlackjackRules,
  systemId: CountingSystemId,
  onProgress: (p: IndexProgress) => void,
): { readonly promise: Promise<LoadedIndexTable>; readonly release: () => void } {
  const key = indexTableKey(rules, systemId);
  const kept = computedIndexTable(rules, systemId);
  if (kept !== undefined) return { promise: Promise.resolve(kept), release: () => undefined };
  let run = running.get(key);
  if (run === undefined) {
    const controller = new AbortController();
    const listeners = new Set<(p: IndexProgress) => void>();
    const made: Running = {
      controller,
      listeners,
      progress: { stage: 'chart', done: 0, total: 1, share: 0 },
      promise: undefined as unknown as Promise<LoadedIndexTable>,
    };
    const tell = (p: IndexProgress) => {
      made.progress = p;
      for (const l of listeners) l(p);
    };
    const work =
      typeof Worker === 'undefined'
        ? new Promise<LoadedIndexTable>((resolve) => {
            const started = performance.now();
            const table = computeIndexTableData(rules, systemId);
            resolve({ table, ms: performance.now() - started, workers: 0 });
          })
        : computeIndexTableInWorkers(rules, systemId, tell, controller.signal);
    (made as { promise: Promise<LoadedIndexTable> }).promise = work.then((loaded) => {
      rememberIndexTable(key, loaded);
      getIndexCache().put(key, loaded.table);
      return loaded;
    });
    const settle = () => running.delete(key);
    made.promise.then(settle, settle);
    run = made;
    running.set(key, run);
  }
  const current = run;
  current.listeners.add(onProgress);
  onProgress(current.progress);
  let released = false;
  return {
    promise: current.promise,
    release: () => {
      if (released) return;
      released = true;
      current.listeners.delete(onProgress);
      if (current.listeners.size === 0 && running.get(key) === current) {
        current.controller.abort();
        running.delete(key);
      }
    },
  };
}

export { computedIndexTable, type LoadedIndexTable };
