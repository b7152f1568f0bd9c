/**
 * A small pool of analysis workers with a cache by configuration key: the page says which analyses it
 * wants, most useful first; the pool runs them on up to four workers (one fewer than the cores, at
 * least one), drops queued ones the page no longer wants, and keeps every answer.
 *
 * @module
 */
import type { BjConfig } from './factors';
import type { BjReply } from './protocol';
import type { BjSummary } from './summary';

/** Workers for a device: one fewer than its cores, one to four. */
export function poolSize(cores: number | undefined): number {
  return Math.max(1, Math.min(4, (cores ?? 2) - 1));
}

/** The analyses known, being computed, and failed. */
export class AnalysisPool {
  private readonly cache = new Map<string, BjSummary>();
  private readonly failed = new Map<string, string>();
  private readonly running = new Map<Worker, string>();
  private readonly idle: Worker[] = [];
  private queue: [string, BjConfig][] = [];
  private readonly listeners = new Set<() => void>();
  private workers = 0;
  private version = 0;

  /**
   * @param create - Makes a worker (`new Worker(new URL('./analysis.worker.ts', import.meta.url), …)`).
   * @param size - The most workers.
   * @param known - Analyses known already (computed when the site was built).
   */
  constructor(
    private readonly create: () => Worker,
    private readonly size: number,
    known: readonly BjSummary[] = [],
  ) {
    for (const s of known) this.cache.set(s.key, s);
  }

  /** The analysis of a key, if known. */
  get(key: string): BjSummary | undefined {
    return this.cache.get(key);
  }

  /** Why a key's analysis failed, if it did. */
  error(key: string): string | undefined {
    return this.failed.get(key);
  }

  /** Whether a key is being computed now. */
  busy(key: string): boolean {
    for (const k of this.running.values()) if (k === key) return true;
    return false;
  }

  /** Changes with every answer (for React's `useSyncExternalStore`). */
  snapshot = (): number => this.version;

  /** Calls `fn` after every answer; returns the unsubscribe. */
  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  /**
   * The analyses the page wants now, most useful first: the unknown ones are queued in that order,
   * and queued ones not in the list are dropped (a running one finishes and is kept).
   *
   * @param wanted - Keys and configurations.
   */
  want(wanted: Iterable<[string, BjConfig]>): void {
    this.queue = [...wanted].filter(([k]) => !this.cache.has(k) && !this.failed.has(k) && !this.busy(k));
    this.pump();
  }

  /** Stops every worker. */
  dispose(): void {
    for (const w of [...this.idle, ...this.running.keys()]) w.terminate();
    this.idle.length = 0;
    this.running.clear();
    this.queue = [];
    this.workers = 0;
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let w = this.idle.pop();
      if (!w && this.workers < this.size) w = this.spawn();
      if (!w) return;
      const [key, config] = this.queue.shift()!;
      this.running.set(w, key);
      w.postMessage({ key, config });
    }
  }

  private spawn(): Worker {
    const w = this.create();
    this.workers++;
    w.onmessage = (e: MessageEvent<BjReply>) => {
      const r = e.data;
      if ('summary' in r) this.cache.set(r.key, r.summary);
      else this.failed.set(r.key, r.error);
      this.done(w);
    };
    w.onerror = (e) => {
      e.preventDefault();
      const key = this.running.get(w);
      if (key !== undefined) this.failed.set(key, 'Не удалось запустить расчёт в фоновом потоке.');
      this.done(w);
    };
    return w;
  }

  private done(w: Worker): void {
    this.running.delete(w);
    this.idle.push(w);
    this.version++;
    this.pump();
    for (const fn of this.listeners) fn();
  }
}
