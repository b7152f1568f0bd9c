/**
 * The blackjack analyses the page wants, most useful first, on a client of the compute layer with up to
 * four workers (one fewer than the cores, at least one): the pool keeps the order itself, handing the
 * client only as many analyses as it has workers, drops queued ones the page no longer wants (a running
 * one finishes and is kept), and keeps every answer.
 *
 * @module
 */
import type { BjConfig } from './factors';
import type { BjSummary } from './summary';

/** Workers for a device: one fewer than its cores, one to four. */
export function poolSize(cores: number | undefined): number {
  return Math.max(1, Math.min(4, (cores ?? 2) - 1));
}

/** Runs one analysis (on the compute layer's client); rejects with an error worded for the reader. */
export type Analyse = (key: string, config: BjConfig) => Promise<BjSummary>;

/** The analyses known, being computed, and failed. */
export class AnalysisPool {
  private readonly cache = new Map<string, BjSummary>();
  private readonly failed = new Map<string, string>();
  private readonly running = new Set<string>();
  private queue: [string, BjConfig][] = [];
  private readonly listeners = new Set<() => void>();
  private version = 0;
  private disposed = false;

  /**
   * @param analyse - Runs one analysis.
   * @param size - The most analyses at once.
   * @param known - Analyses known already (computed when the site was built).
   */
  constructor(
    private readonly analyse: Analyse,
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
    return this.running.has(key);
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

  /** Stops asking: what runs still finishes on the client, but nothing more is started or told. */
  dispose(): void {
    this.disposed = true;
    this.queue = [];
  }

  private pump(): void {
    while (!this.disposed && this.queue.length > 0 && this.running.size < this.size) {
      const [key, config] = this.queue.shift()!;
      this.running.add(key);
      this.analyse(key, config)
        .then(
          (summary) => this.cache.set(key, summary),
          (e: unknown) => this.failed.set(key, e instanceof Error ? e.message : String(e)),
        )
        .finally(() => this.done(key));
    }
  }

  private done(key: string): void {
    this.running.delete(key);
    if (this.disposed) return;
    this.version++;
    this.pump();
    for (const fn of this.listeners) fn();
  }
}
