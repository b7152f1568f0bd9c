/**
 * The blackjack strategy for a set of rules, computed once and cached: in a Web Worker in the browser (so
 * the page stays responsive while the engine's exact analysis runs), on the main thread where workers are
 * missing. A caller is told the progress (ten steps, one per dealer up-card) and gets the table.
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/engine/blackjack';
import { strategyTable, type StrategyTable } from './strategy-table.ts';

/** A request to the worker. */
export interface WorkerRequest {
  /** Matches the replies to the request. */
  readonly id: number;
  /** The rules to analyse. */
  readonly rules: BlackjackRules;
}

/** A reply from the worker. */
export type WorkerReply =
  | { readonly id: number; readonly type: 'progress'; readonly done: number; readonly total: number }
  | { readonly id: number; readonly type: 'done'; readonly table: StrategyTable; readonly ms: number }
  | { readonly id: number; readonly type: 'error'; readonly message: string };

/**
 * The cache key of a set of rules: its JSON with the keys sorted (two objects with the same rules give
 * the same key whatever their key order).
 *
 * @param rules - The rules.
 */
export function rulesKey(rules: object): string {
  const sorted = (v: unknown): unknown =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
        )
      : v;
  return JSON.stringify(sorted(rules));
}

/** A finished or running analysis. */
interface Entry {
  readonly promise: Promise<StrategyTable>;
  table?: StrategyTable;
  /** How long the analysis took (ms), measured in the worker. */
  ms?: number;
  progress: { done: number; total: number };
  readonly listeners: Set<(done: number, total: number) => void>;
}

const cache = new Map<string, Entry>();
let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, { entry: Entry; resolve: (t: StrategyTable) => void; reject: (e: Error) => void }>();

function getWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  if (worker === undefined) {
    worker = new Worker(new URL('./strategy.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<WorkerReply>) => {
      const r = e.data;
      const p = pending.get(r.id);
      if (!p) return;
      if (r.type === 'progress') {
        p.entry.progress = { done: r.done, total: r.total };
        for (const l of p.entry.listeners) l(r.done, r.total);
      } else if (r.type === 'done') {
        pending.delete(r.id);
        p.entry.table = r.table;
        p.entry.ms = r.ms;
        p.resolve(r.table);
      } else {
        pending.delete(r.id);
        p.reject(new Error(r.message));
      }
    };
  }
  return worker;
}

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
  const key = rulesKey(rules);
  let entry = cache.get(key);
  if (entry === undefined) {
    const listeners = new Set<(done: number, total: number) => void>();
    let resolve!: (t: StrategyTable) => void;
    let reject!: (e: Error) => void;
    const promise = new Promise<StrategyTable>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const made: Entry = { promise, progress: { done: 0, total: 10 }, listeners };
    entry = made;
    cache.set(key, made);
    const w = getWorker();
    if (w === undefined) {
      // No workers (tests, very old browsers): compute here, after the caller has subscribed.
      queueMicrotask(() => {
        try {
          const started = performance.now();
          made.table = strategyTable(rules, {
            onProgress: (done, total) => {
              made.progress = { done, total };
              for (const l of listeners) l(done, total);
            },
          });
          made.ms = performance.now() - started;
          resolve(made.table);
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      });
    } else {
      const id = nextId++;
      pending.set(id, { entry: made, resolve, reject });
      w.postMessage({ id, rules } satisfies WorkerRequest);
    }
    promise.catch(() => cache.delete(key)); // a failed analysis is tried again next time
  }
  if (onProgress) entry.listeners.add(onProgress);
  return entry.promise;
}

/**
 * The table of a set of rules if it is computed already.
 *
 * @param rules - The blackjack rules.
 * @returns The table and how long it took (ms), or `undefined`.
 */
export function cachedStrategy(rules: BlackjackRules): { table: StrategyTable; ms: number } | undefined {
  const e = cache.get(rulesKey(rules));
  return e?.table === undefined ? undefined : { table: e.table, ms: e.ms ?? 0 };
}
