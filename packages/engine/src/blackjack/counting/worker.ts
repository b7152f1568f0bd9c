/**
 * Node only: the worker threads' side of `node.ts`. A worker loads this module, then only the modules
 * its job needs (the ramp's dealing loop and the player, not the model or the analysis), takes task
 * numbers from a counter shared with the other threads (`Atomics.add`, no round trip to the main thread
 * between tasks), posts each task's result and, at the end, how long it worked.
 *
 * @internal
 * @module
 */
import { readFileSync } from 'node:fs';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import type { Chart } from '../analysis/player.js';
import type { CountContext } from './evaluate.js';
import type { RampDeal } from './betting/deal.js';

/** A job: its tasks differ only by a number. */
export type Job =
  | { readonly kind: 'level'; readonly ctx: CountContext }
  | { readonly kind: 'shoe'; readonly rules: BlackjackRules; readonly chart: Chart; readonly optimal: boolean }
  | {
      readonly kind: 'ramp';
      readonly deal: RampDeal;
      readonly seed: string;
      readonly shardRounds: readonly number[];
    };

/** What a worker is started with. */
export interface WorkerStart {
  readonly job: Job;
  readonly args: readonly number[];
  /** One Int32: the next task's place in `args`, shared by all the threads of a run. */
  readonly next: SharedArrayBuffer;
}

/** How one thread of a run worked. */
export interface ThreadReport {
  /** 0 for the calling thread, 1… for the worker threads. */
  readonly thread: number;
  /** Tasks it computed. */
  readonly tasks: number;
  /** Milliseconds from the start of the run to its first task (a worker's start-up and module loading). */
  readonly readyMs: number;
  /** Milliseconds from the start of the run to the end of its last task. */
  readonly endMs: number;
  /** Milliseconds of wall time inside its tasks. */
  readonly busyMs: number;
  /**
   * CPU milliseconds the thread itself ran inside its tasks (Linux: `/proc/thread-self/schedstat`),
   * or `null` where that cannot be read. Below `busyMs` when other processes held the cores.
   */
  readonly cpuMs: number | null;
  /** CPU milliseconds the thread ran before its first task (start-up, loading, compiling), or `null`. */
  readonly startCpuMs: number | null;
}

/** The seed of shard `k` of a sharded ramp simulation. */
export function rampShardSeed(seed: string, k: number): string {
  return `${seed}/shard-${k}`;
}

/** The CPU time of the calling thread in milliseconds (Linux), or `null`. */
export function threadCpuMs(): number | null {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}

/** The task function of a job, loading only the modules it needs. */
export async function taskRunner(job: Job): Promise<(arg: number) => unknown> {
  if (job.kind === 'ramp') {
    const [{ dealRampTally }, { seededRng }] = await Promise.all([
      import('./betting/deal.js'),
      import('../../rng/index.js'),
    ]);
    return (k) => dealRampTally(job.deal, job.shardRounds[k]!, seededRng(rampShardSeed(job.seed, k)));
  }
  if (job.kind === 'level') {
    const { evaluateLevel } = await import('./evaluate.js');
    return (a) => evaluateLevel(job.ctx, a);
  }
  const { removalShoes, shoeSummary } = await import('./eor.js');
  const shoes = removalShoes(job.rules);
  return (a) => shoeSummary(job.rules, job.chart, shoes[a]!, job.optimal);
}

/**
 * Takes tasks from the shared counter until none is left, handing each result to `out`.
 *
 * @returns The thread's report (`thread` 0; the caller renumbers).
 */
export async function work(
  start: WorkerStart,
  origin: number,
  out: (id: number, result: unknown) => void | Promise<void>,
  cpuOrigin = 0,
): Promise<ThreadReport> {
  const run = await taskRunner(start.job);
  const counter = new Int32Array(start.next);
  const now = () => performance.timeOrigin + performance.now() - origin;
  const cpu0 = threadCpuMs();
  const readyMs = now();
  let busyMs = 0;
  let cpuMs: number | null = 0;
  let tasks = 0;
  for (;;) {
    const id = Atomics.add(counter, 0, 1);
    if (id >= start.args.length) break;
    const a = now();
    const c = threadCpuMs();
    const result = run(start.args[id]!);
    const c2 = threadCpuMs();
    busyMs += now() - a;
    cpuMs = cpuMs === null || c === null || c2 === null ? null : cpuMs + c2 - c;
    tasks++;
    await out(id, result);
  }
  return {
    thread: 0,
    tasks,
    readyMs,
    endMs: now(),
    busyMs,
    cpuMs,
    startCpuMs: cpu0 === null ? null : cpu0 - cpuOrigin,
  };
}

if (!isMainThread && parentPort && (workerData as { croupierCounting?: unknown } | null)?.croupierCounting) {
  const { start, origin } = (workerData as { croupierCounting: { start: WorkerStart; origin: number } })
    .croupierCounting;
  const port = parentPort;
  void work(start, origin, (id, result) => port.postMessage({ id, result })).then((report) =>
    port.postMessage({ report }),
  );
}
