/**
 * Node only: the counting analysis and the ramp simulation spread over worker threads, for the `croupier` CLI. The index
 * table's true counts and the effects of removal's shoes are independent, so each worker takes the
 * next one until none is left. Not part of the `@croupier/engine/blackjack` subpath (browsers use
 * the pure functions, in Web Workers if they like).
 *
 * @module
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import { analyse } from '../analysis/edge.js';
import type { Chart } from '../analysis/player.js';
import { assembleEffects, removalShoes, shoeSummary, type EffectsOfRemoval, type ShoeSummary } from './eor.js';
import { evaluateLevel, type CountContext, type LevelEvs } from './evaluate.js';
import { assembleIndexTable, indexContext, type IndexOptions, type IndexTable } from './indices.js';
import type { CountingSystem } from './systems.js';
import type { SpreadModel } from './betting/model.js';
import type { RampOptions } from './betting/ramp.js';
import {
  mergeRampTallies,
  simulateRampTally,
  summariseRampTally,
  type RampSimulation,
  type RampTally,
} from './betting/simulate.js';
import { seededRng } from '../../rng/index.js';
import type { Result } from '../../result/index.js';
import type { BlackjackError } from '../errors.js';

/** How much to parallelise. */
export interface WorkerOptions {
  /** Worker threads (default: the cores available, at most 8); 1 computes in this thread. */
  readonly workers?: number;
  /** Called as tasks finish: (tasks done, tasks in all). */
  readonly onProgress?: (done: number, total: number) => void;
}

type Job =
  | { readonly kind: 'level'; readonly ctx: CountContext }
  | { readonly kind: 'shoe'; readonly rules: BlackjackRules; readonly chart: Chart; readonly optimal: boolean }
  | {
      readonly kind: 'ramp';
      readonly model: SpreadModel;
      readonly ramp: RampOptions;
      readonly seed: string;
      readonly shardRounds: readonly number[];
    };

interface Task {
  readonly id: number;
  readonly arg: number;
}

function runTask(job: Job, arg: number): LevelEvs | ShoeSummary | Result<RampTally, BlackjackError> {
  if (job.kind === 'level') return evaluateLevel(job.ctx, arg);
  if (job.kind === 'ramp')
    return simulateRampTally(job.model, job.ramp, job.shardRounds[arg]!, seededRng(rampShardSeed(job.seed, arg)));
  return shoeSummary(job.rules, job.chart, removalShoes(job.rules)[arg]!, job.optimal);
}

if (!isMainThread && parentPort && (workerData as { croupierCounting?: Job } | null)?.croupierCounting) {
  const job = (workerData as { croupierCounting: Job }).croupierCounting;
  const port = parentPort;
  port.on('message', (task: Task) => {
    port.postMessage({ id: task.id, result: runTask(job, task.arg) });
  });
}

/** The default number of workers: the cores available, at most 8. */
export function defaultWorkers(): number {
  return Math.max(1, Math.min(8, availableParallelism()));
}

function startWorker(job: Job): Worker {
  const url = import.meta.url;
  const data = { croupierCounting: job };
  if (url.endsWith('.ts')) {
    // Running from the TypeScript sources (tests, `croupier:dev`): load them through tsx.
    return new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url)}); });`, {
      eval: true,
      workerData: data,
      execArgv: ['--conditions=source'],
    });
  }
  return new Worker(new URL(url), { workerData: data });
}

/** Runs `args.length` tasks of a job on a pool of workers (or in this thread), results in order. */
async function runAll<R>(job: Job, args: readonly number[], options: WorkerOptions): Promise<R[]> {
  const n = Math.min(options.workers ?? defaultWorkers(), args.length);
  const results = new Array<R>(args.length);
  let done = 0;
  if (n <= 1) {
    args.forEach((a, i) => {
      results[i] = runTask(job, a) as R;
      options.onProgress?.(++done, args.length);
    });
    return results;
  }
  const pool = Array.from({ length: n }, () => startWorker(job));
  let next = 0;
  try {
    await Promise.all(
      pool.map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= args.length) return resolve();
              const id = next++;
              w.postMessage({ id, arg: args[id]! } satisfies Task);
            };
            w.on('message', (m: { id: number; result: R }) => {
              results[m.id] = m.result;
              options.onProgress?.(++done, args.length);
              send();
            });
            w.on('error', reject);
            w.on('exit', (code) => {
              if (code !== 0) reject(new Error(`counting worker stopped with exit code ${code}`));
            });
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
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

/** The seed of shard `k` of a sharded ramp simulation. */
function rampShardSeed(seed: string, k: number): string {
  return `${seed}/shard-${k}`;
}

/** Rounds per shard of a sharded run: about 250,000 each, at most 256 shards, whatever the workers. */
export function rampShards(rounds: number): number[] {
  const k = Math.max(1, Math.min(256, Math.ceil(rounds / 250_000)));
  const base = Math.floor(rounds / k);
  return Array.from({ length: k }, (_, i) => base + (i < rounds - base * k ? 1 : 0));
}

/**
 * `simulateRamp` sharded by seed over worker threads: the rounds cut into shards of about 250,000
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
  // The ramp and rounds are checked here, so a mistake is not reported once per shard.
  const check = simulateRampTally(model, ramp, Number.isInteger(rounds) && rounds >= 1 ? 1 : rounds, seededRng(0));
  if (!check.ok) return check;
  const shardRounds = rampShards(rounds);
  const job: Job = { kind: 'ramp', model, ramp, seed: String(seed), shardRounds };
  const parts = await runAll<Result<RampTally, BlackjackError>>(
    job,
    shardRounds.map((_, i) => i),
    options,
  );
  const tallies: RampTally[] = [];
  for (const p of parts) {
    if (!p.ok) return p;
    tallies.push(p.value);
  }
  return { ok: true, value: summariseRampTally(mergeRampTallies(tallies)) };
}
