/**
 * Exact stud odds on every core, for Node: the shards of `computeOdds` from `@croupier/engine/stud`
 * run on worker threads, with progress, cancellation, the same in-memory cache and, on request, a
 * cache on disk. This subpath imports `node:worker_threads`, `node:fs` and `node:os`; browsers use
 * `computeOdds` from `@croupier/engine/stud` (or run `computeShard` in their own Web Workers).
 *
 * @example
 * ```ts
 * import { resolveRulesOrThrow } from '@croupier/engine/stud';
 * import { computeOddsInWorkers } from '@croupier/engine/stud/node';
 * const rules = resolveRulesOrThrow({ sets: ['paytable=200,50,20,6,5,4,3,2,1,1', 'feeTwoCards=2'] });
 * const r = await computeOddsInWorkers(rules, { onProgress: (p) => console.error(p.done / p.total) });
 * if (r.ok) console.log(r.value.figure.houseEdge, r.value.elapsedMs);
 * ```
 * @module
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism, homedir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ok, type Result, type RuleError } from '../../result/index.js';
import {
  answerFromTotals,
  cachedTotals,
  classList,
  gatherTotals,
  rememberTotals,
  shardsOf,
} from '../analysis/compute.js';
import {
  type ComputeOddsOptions,
  type ComputedOdds,
  type StudOddsErrorCode,
  cachedOdds,
  planOdds,
  progressReporter,
  rememberOdds,
} from '../analysis/exact.js';
import type { ShardJob, ShardResult } from '../analysis/shard.js';
import type { StudRules } from '../rules.js';

export type { ComputedOdds, StudOddsProgress, ComputeOddsOptions } from '../analysis/exact.js';
export type { ShardJob, ShardResult } from '../analysis/shard.js';

/** Options of {@link computeOddsInWorkers}. */
export interface WorkerOddsOptions extends ComputeOddsOptions {
  /** Worker threads (default: every core, `os.availableParallelism()`). */
  readonly workers?: number;
  /** A directory to keep answers in across runs (off by default; {@link defaultCacheDir} is the CLI's). */
  readonly cacheDir?: string;
}

/** What {@link computeOddsInWorkers} returns: the answer, how long it took and where it came from. */
export interface WorkerOdds extends ComputedOdds {
  /** Wall-clock milliseconds spent (0 from a cache). */
  readonly elapsedMs: number;
  /** Worker threads used (0 from a cache). */
  readonly workers: number;
  /** `computed`, or `memory`/`disk` when the answer came from a cache. */
  readonly from: 'computed' | 'memory' | 'disk';
}

/** The per-user cache directory the CLI uses: `$XDG_CACHE_HOME/croupier`, else `~/.cache/croupier` (`%LOCALAPPDATA%\croupier` on Windows). */
export function defaultCacheDir(): string {
  const base =
    process.env['XDG_CACHE_HOME'] ??
    (process.platform === 'win32' && process.env['LOCALAPPDATA']
      ? process.env['LOCALAPPDATA']
      : join(homedir(), '.cache'));
  return join(base, 'croupier');
}

function cacheFile(dir: string, key: string): string {
  return join(dir, 'stud-odds', `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);
}

function readDisk(dir: string, key: string): ComputedOdds | undefined {
  try {
    const v = JSON.parse(readFileSync(cacheFile(dir, key), 'utf8')) as ComputedOdds;
    return v.key === key && v.figure?.exact === true ? v : undefined;
  } catch {
    return undefined;
  }
}

function writeDisk(dir: string, answer: ComputedOdds): void {
  try {
    const file = cacheFile(dir, answer.key);
    mkdirSync(join(dir, 'stud-odds'), { recursive: true });
    const { codes: _codes, ...kept } = answer;
    writeFileSync(`${file}.tmp`, JSON.stringify(kept));
    renameSync(`${file}.tmp`, file);
  } catch {
    // A cache that cannot be written only costs the next run its time.
  }
}

const EXT = import.meta.url.endsWith('.ts') ? '.ts' : '.js';

/** Starts one worker; from the TypeScript sources (tests, tsx), it registers tsx first. */
function spawn(): Worker {
  const url = new URL(`./worker${EXT}`, import.meta.url);
  if (EXT === '.js') return new Worker(url);
  return new Worker(
    `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url.href)}); });`,
    { eval: true, execArgv: ['--conditions=source'] },
  );
}

/**
 * Runs shards on a pool of worker threads, each taking the next shard when it is done with one.
 *
 * @param shards - The jobs with their estimated work.
 * @param options - Workers, progress, cancellation.
 * @returns Every shard's result, in the order given.
 */
export async function runShards(
  shards: readonly { readonly job: ShardJob; readonly work: number }[],
  options: {
    readonly workers?: number;
    readonly onProgress?: ComputeOddsOptions['onProgress'];
    readonly signal?: AbortSignal;
  } = {},
): Promise<ShardResult[]> {
  options.signal?.throwIfAborted();
  const n = Math.max(1, Math.min(options.workers ?? availableParallelism(), shards.length));
  const report = progressReporter(
    shards.reduce((s, x) => s + x.work, 0),
    options.onProgress,
  );
  const results = new Array<ShardResult>(shards.length);
  const pool = Array.from({ length: n }, spawn);
  let next = 0;
  let settled = false;
  try {
    await new Promise<void>((resolve, reject) => {
      let running = 0;
      const fail = (e: unknown): void => {
        if (settled) return;
        settled = true;
        reject(e);
      };
      const onAbort = (): void => fail(options.signal!.reason);
      options.signal?.addEventListener('abort', onAbort, { once: true });
      const feed = (w: Worker): void => {
        if (settled) return;
        if (next >= shards.length) {
          if (running === 0) {
            settled = true;
            options.signal?.removeEventListener('abort', onAbort);
            resolve();
          }
          return;
        }
        const i = next++;
        running++;
        w.once('message', (m: { totals: Float64Array; raises: Uint16Array }) => {
          running--;
          results[i] = { job: shards[i]!.job, totals: m.totals, raises: m.raises };
          report(shards[i]!.work);
          feed(w);
        });
        w.postMessage(shards[i]!.job);
      };
      for (const w of pool) {
        w.on('error', fail);
        w.on('exit', (code) => {
          if (code !== 0) fail(new Error(`stud odds: a worker stopped with exit code ${code}`));
        });
        feed(w);
      }
    });
  } finally {
    settled = true;
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return results;
}

/**
 * Computes the exact odds of any covered stud rules on worker threads (every core by default), with
 * progress and cancellation; answers come from the in-memory cache, then from `cacheDir` if given,
 * before anything is computed. The two-card exchange game takes about a minute on two cores.
 *
 * @param rules - Checked stud rules.
 * @param options - Workers, progress, an `AbortSignal`, a cache directory.
 * @returns The answer with its timing, or a rule error for rules the analysis does not cover.
 * @example
 * ```ts
 * const r = await computeOddsInWorkers(resolveRulesOrThrow({ sets: ['feeTwoCards=2'] }), { workers: 2 });
 * ```
 */
export async function computeOddsInWorkers(
  rules: StudRules,
  options: WorkerOddsOptions = {},
): Promise<Result<WorkerOdds, RuleError<StudOddsErrorCode>>> {
  const planned = planOdds(rules);
  if (!planned.ok) return planned;
  const plan = planned.value;
  const mem = cachedOdds(rules);
  if (mem) return ok({ ...mem, elapsedMs: 0, workers: 0, from: 'memory' });
  if (options.cacheDir !== undefined) {
    const disk = readDisk(options.cacheDir, plan.key);
    if (disk) {
      rememberOdds(disk);
      return ok({ ...disk, elapsedMs: 0, workers: 0, from: 'disk' });
    }
  }
  const t0 = Date.now();
  let t = cachedTotals(plan);
  let workers = 0;
  if (t === undefined) {
    const shards = shardsOf(plan);
    workers = Math.max(1, Math.min(options.workers ?? availableParallelism(), shards.length));
    const results = await runShards(shards, { ...options, workers });
    t = gatherTotals(results, 1, plan.maxExchange)[0]!;
    rememberTotals(plan, t);
  }
  classList();
  const answer = answerFromTotals(plan, t);
  rememberOdds(answer);
  if (options.cacheDir !== undefined) writeDisk(options.cacheDir, answer);
  return ok({ ...answer, elapsedMs: Date.now() - t0, workers, from: 'computed' });
}
