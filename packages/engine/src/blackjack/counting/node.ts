/**
 * Node only: the counting analysis and the ramp simulation spread over worker threads, for the `croupier` CLI. The index
 * table's true counts, the effects of removal's shoes and a simulation's shards are independent, so each
 * thread (this one and the workers, `worker.ts`) takes the next one until none is left. Not part of the `@croupier/engine/blackjack` subpath (browsers use
 * the pure functions, in Web Workers if they like).
 *
 * @module
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import { analyse } from '../analysis/edge.js';
import type { Chart } from '../analysis/player.js';
import { assembleEffects, removalShoes, type EffectsOfRemoval, type ShoeSummary } from './eor.js';
import type { LevelEvs } from './evaluate.js';
import { assembleIndexTable, indexContext, type IndexOptions, type IndexTable } from './indices.js';
import type { CountingSystem } from './systems.js';
import type { SpreadModel } from './betting/model.js';
import type { RampOptions } from './betting/ramp.js';
import {
  mergeRampTallies,
  rampDeal,
  simulateDealTally,
  summariseRampTally,
  type RampSimulation,
  type RampTally,
} from './betting/simulate.js';
import { seededRng } from '../../rng/index.js';
import type { Result } from '../../result/index.js';
import { threadCpuMs, work, type Job, type ThreadReport, type WorkerStart } from './worker.js';
import type { BlackjackError } from '../errors.js';

/** How much to parallelise. */
export interface WorkerOptions {
  /**
   * Threads computing, this one included (default: the cores available, at most 8): `n` starts
   * `n − 1` worker threads beside this one; 1 computes in this thread alone.
   */
  readonly workers?: number;
  /** Called as tasks finish: (tasks done, tasks in all). */
  readonly onProgress?: (done: number, total: number) => void;
  /** Called at the end with how each thread worked (this thread first), to see where a run's time went. */
  readonly onReport?: (threads: readonly ThreadReport[]) => void;
}

export type { ThreadReport } from './worker.js';

/** The default number of workers: the cores available, at most 8. */
export function defaultWorkers(): number {
  return Math.max(1, Math.min(8, availableParallelism()));
}

function startWorker(start: WorkerStart, origin: number): Worker {
  const data = { croupierCounting: { start, origin } };
  if (import.meta.url.endsWith('.ts')) {
    // Running from the TypeScript sources (tests, `croupier:dev`): load them through tsx.
    const url = new URL('./worker.ts', import.meta.url).href;
    return new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url)}); });`, {
      eval: true,
      workerData: data,
      execArgv: ['--conditions=source'],
    });
  }
  return new Worker(new URL('./worker.js', import.meta.url), { workerData: data });
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs `args.length` tasks of a job on this thread and `workers − 1` worker threads, results in order.
 * Every thread takes the next task from one shared counter, so none waits for another to hand it work
 * and a slow thread only holds the last task it took; this thread starts at once, while the workers
 * start up. Results are placed by task, so they do not depend on which thread computed what.
 */
async function runAll<R>(job: Job, args: readonly number[], options: WorkerOptions): Promise<R[]> {
  const n = Math.max(1, Math.min(options.workers ?? defaultWorkers(), args.length));
  const results = new Array<R>(args.length);
  let done = 0;
  const origin = performance.timeOrigin + performance.now();
  const cpuOrigin = threadCpuMs() ?? 0;
  const start: WorkerStart = { job, args, next: new SharedArrayBuffer(4) };
  const reports: ThreadReport[] = [];
  const pool = Array.from({ length: n - 1 }, () => startWorker(start, origin));
  const put = (id: number, result: R) => {
    results[id] = result;
    options.onProgress?.(++done, args.length);
  };
  try {
    const theirs = pool.map(
      (w, i) =>
        new Promise<void>((resolve, reject) => {
          w.on('message', (m: { id: number; result: R } | { report: ThreadReport }) => {
            if ('report' in m) {
              reports.push({ ...m.report, thread: i + 1 });
              resolve();
            } else put(m.id, m.result);
          });
          w.on('error', reject);
          w.on('exit', (code) => {
            if (code !== 0) reject(new Error(`counting worker stopped with exit code ${code}`));
          });
        }),
    );
    // This thread works too, letting the workers' messages in between its tasks.
    const mine = work(
      start,
      origin,
      async (id, result) => {
        put(id, result as R);
        if (pool.length > 0) await nextTurn();
      },
      cpuOrigin,
    );
    reports.push(await mine);
    await Promise.all(theirs);
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  options.onReport?.(reports.sort((x, y) => x.thread - y.thread));
  return results;
}

/**
 * {@link computeIndexTable} with its true counts spread over worker threads.
 *
 * @param rules - The rules.
 * @param system - The system.
 * @param options - The index options, the number of workers, progress.
 * @example
 * ```ts
 * const t = await computeIndexTableInWorkers(rules, COUNTING_SYSTEMS.hilo, { workers: 2 });
 * ```
 */
export async function computeIndexTableInWorkers(
  rules: BlackjackRules,
  system: CountingSystem,
  options: IndexOptions & WorkerOptions = {},
): Promise<IndexTable> {
  const ctx = indexContext(rules, system, options);
  const job: Job = {
    kind: 'level',
    ctx: {
      rules: ctx.rules,
      chart: ctx.chart,
      system: { tags: ctx.system.tags },
      cardsRemaining: ctx.cardsRemaining,
      continuation: ctx.continuation,
    },
  };
  const levels = await runAll<LevelEvs>(job, ctx.trueCounts, options);
  return assembleIndexTable(ctx, levels);
}

/**
 * {@link effectsOfRemoval} with its eleven shoes spread over worker threads.
 *
 * @param rules - The rules.
 * @param options - The chart, whether to value re-optimised play too, the number of workers, progress.
 */
export async function effectsOfRemovalInWorkers(
  rules: BlackjackRules,
  options: { readonly chart?: Chart; readonly optimal?: boolean } & WorkerOptions = {},
): Promise<EffectsOfRemoval> {
  const chart = options.chart ?? analyse(rules).chart;
  const job: Job = { kind: 'shoe', rules, chart, optimal: options.optimal ?? false };
  const shoes = removalShoes(rules);
  const summaries = await runAll<ShoeSummary>(
    job,
    shoes.map((_, i) => i),
    options,
  );
  return assembleEffects(rules, chart, summaries);
}

/** Rounds per shard of a sharded run: about 250,000 each, at most 256 shards, whatever the workers. */
export function rampShards(rounds: number): number[] {
  const k = Math.max(1, Math.min(256, Math.ceil(rounds / 250_000)));
  const base = Math.floor(rounds / k);
  return Array.from({ length: k }, (_, i) => base + (i < rounds - base * k ? 1 : 0));
}

/**
 * `simulateRamp` sharded by seed over worker threads (this thread one of them): the rounds cut into shards of about 250,000
 * (their number fixed by the rounds, not the workers), shard `k` dealt with `seededRng("<seed>/shard-k")`,
 * the shards' totals merged. The result depends on the seed and the rounds only, not on the workers.
 *
 * @param model - From `precomputeSpread`.
 * @param ramp - The ramp, as `evaluateRamp` takes it.
 * @param rounds - Rounds to deal in all.
 * @param seed - The run's seed.
 * @param options - Workers (1: this thread) and progress (shards done, shards).
 * @returns The measured figures with 99 % intervals, or the ramp's typed error.
 * @example
 * ```ts
 * const sim = await simulateRampInWorkers(model, { bankroll: 1e4, min: 10, max: 80, ramp: 'score' }, 4e6, 1);
 * ```
 */
export async function simulateRampInWorkers(
  model: SpreadModel,
  ramp: RampOptions,
  rounds: number,
  seed: number | string,
  options: WorkerOptions = {},
): Promise<Result<RampSimulation, BlackjackError>> {
  // The ramp and rounds are checked, and the bets worked out, once here, not once per shard.
  const deal = rampDeal(model, ramp);
  if (!deal.ok) return deal;
  const check = simulateDealTally(deal.value, Number.isInteger(rounds) && rounds >= 1 ? 1 : rounds, seededRng(0));
  if (!check.ok) return check;
  const shardRounds = rampShards(rounds);
  const job: Job = { kind: 'ramp', deal: deal.value, seed: String(seed), shardRounds };
  const tallies = await runAll<RampTally>(
    job,
    shardRounds.map((_, i) => i),
    options,
  );
  return { ok: true, value: summariseRampTally(mergeRampTallies(tallies)) };
}
