/**
 * The client side of the compute layer: runs tasks on a pool of workers (one by default), with progress,
 * cancellation by `AbortSignal`, and a cache keyed by the task and the canonical key of its input (the
 * engine's `rulesKey`), so the same request twice runs once, and two callers of a running request share
 * it (it is cancelled when the last of them cancels).
 *
 * @module
 */
import { rulesKey } from '@croupier/engine';
import type { InputOf, ResultOf, TaskMap } from './host';
import type { WorkerLike } from './in-process';
import { abortError, ComputeError, type ComputeProgress, type ComputeReply } from './protocol';

/** How a client is set up. */
export interface ComputeClientOptions {
  /**
   * Makes a worker: `() => new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' })`, or
   * `() => inProcessWorker(tasks)` in tests and where there are no workers.
   */
  readonly create: () => WorkerLike;
  /** The most workers at once (default 1); requests beyond wait in order. */
  readonly size?: number;
  /**
   * What cancelling a running request does: `terminate` (default) stops its worker at once (a new one is
   * made for the next request; right for synchronous engine analyses, which cannot look at a signal);
   * `signal` tells the handler through its `AbortSignal` and keeps the worker and what it holds (right
   * for handlers that check the signal, such as `computeOdds`).
   */
  readonly cancel?: 'terminate' | 'signal';
  /** Finished results kept, the least recently used dropped first (default 100; 0 keeps none). */
  readonly cacheSize?: number;
}

/** Options of one request. */
export interface RunOptions {
  /** Cancels the request (the promise rejects with an `AbortError`). */
  readonly signal?: AbortSignal;
  /** Told as the task goes, and at once with where a shared running request is. */
  readonly onProgress?: (progress: ComputeProgress) => void;
  /** The cache key of the input, when the caller has a cheaper or better one than `rulesKey(input)`. */
  readonly key?: string;
  /** `false`: neither shared with an equal request nor kept (inputs too big to key, such as a job's context). */
  readonly cache?: boolean;
}

/** A finished request: the result, and how long the handler took (ms). */
export interface Timed<R> {
  /** The task's result. */
  readonly result: R;
  /** Wall time of the handler where it ran, ms. */
  readonly ms: number;
}

interface Waiter {
  readonly resolve: (t: Timed<unknown>) => void;
  readonly reject: (e: unknown) => void;
  readonly onProgress: ((p: ComputeProgress) => void) | undefined;
  readonly detach: () => void;
}

interface Job {
  readonly id: number;
  readonly key: string;
  readonly task: string;
  readonly input: unknown;
  readonly keep: boolean;
  readonly waiters: Set<Waiter>;
  progress: ComputeProgress | undefined;
  slot: Slot | undefined;
  /** Cancelled while running with `cancel: 'signal'`: the slot is freed by the host's last reply. */
  cancelled: boolean;
}

interface Slot {
  readonly worker: WorkerLike;
  job: Job | undefined;
}

/** Runs tasks of a {@link TaskMap} (`typeof tasks`) on workers. */
export class ComputeClient<T extends TaskMap> {
  private readonly size: number;
  private readonly cancelMode: 'terminate' | 'signal';
  private readonly cacheSize: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly running = new Map<string, Job>();
  private readonly byId = new Map<number, Job>();
  private readonly finished = new Map<string, Timed<unknown>>();
  private nextId = 1;

  /**
   * @param options - How to make a worker, how many, how to cancel, how much to keep.
   */
  constructor(private readonly options: ComputeClientOptions) {
    this.size = Math.max(1, Math.floor(options.size ?? 1));
    this.cancelMode = options.cancel ?? 'terminate';
    this.cacheSize = Math.max(0, options.cacheSize ?? 100);
  }

  /** The workers alive now (made as requests need them, up to the pool's size). */
  get workers(): number {
    return this.slots.length;
  }

  /**
   * Makes the pool's workers now, so they load while the first request runs (a pool whose first step
   * is one request and whose next are many).
   */
  warm(): void {
    while (this.slots.length < this.size) this.spawn();
  }

  /**
   * Runs a task, or joins the same request running, or answers from the cache.
   *
   * @param task - The task's name.
   * @param input - Its input (plain data).
   * @param options - Cancel, progress, cache key.
   * @returns The result; rejects with a {@link ComputeError} or, when cancelled, an `AbortError`.
   */
  run<K extends keyof T & string>(task: K, input: InputOf<T[K]>, options: RunOptions = {}): Promise<ResultOf<T[K]>> {
    return this.runTimed(task, input, options).then((t) => t.result);
  }

  /**
   * {@link run}, with how long the handler took.
   *
   * @param task - The task's name.
   * @param input - Its input.
   * @param options - Cancel, progress, cache key.
   */
  runTimed<K extends keyof T & string>(
    task: K,
    input: InputOf<T[K]>,
    options: RunOptions = {},
  ): Promise<Timed<ResultOf<T[K]>>> {
    const { signal, onProgress } = options;
    if (signal?.aborted) return Promise.reject(abortError());
    const keep = options.cache !== false;
    const key = keep ? this.keyOf(task, input, options.key) : `#${this.nextId}`;
    if (keep) {
      const hit = this.finished.get(key);
      if (hit !== undefined) {
        this.finished.delete(key);
        this.finished.set(key, hit);
        return Promise.resolve(hit as Timed<ResultOf<T[K]>>);
      }
    }
    let job = keep ? this.running.get(key) : undefined;
    if (job === undefined) {
      job = {
        id: this.nextId++,
        key,
        task,
        input,
        keep,
        waiters: new Set(),
        progress: undefined,
        slot: undefined,
        cancelled: false,
      };
      this.running.set(key, job);
      this.byId.set(job.id, job);
      this.queue.push(job);
    }
    const shared = job;
    return new Promise<Timed<ResultOf<T[K]>>>((resolve, reject) => {
      const abort = () => {
        shared.waiters.delete(waiter);
        reject(abortError());
        if (shared.waiters.size === 0) this.cancelJob(shared);
      };
      const waiter: Waiter = {
        resolve: resolve as (t: Timed<unknown>) => void,
        reject,
        onProgress,
        detach: () => signal?.removeEventListener('abort', abort),
      };
      shared.waiters.add(waiter);
      signal?.addEventListener('abort', abort, { once: true });
      if (shared.progress !== undefined) onProgress?.(shared.progress);
      this.pump();
    });
  }

  /**
   * A finished result from the cache, without running anything.
   *
   * @param task - The task's name.
   * @param input - Its input.
   * @param key - The cache key given to {@link run}, if one was.
   */
  peek<K extends keyof T & string>(task: K, input: InputOf<T[K]>, key?: string): Timed<ResultOf<T[K]>> | undefined {
    return this.finished.get(this.keyOf(task, input, key)) as Timed<ResultOf<T[K]>> | undefined;
  }

  /** Stops every worker; every waiting request rejects with an `AbortError`. The client can be used again. */
  dispose(): void {
    for (const slot of this.slots) slot.worker.terminate();
    this.slots.length = 0;
    this.queue.length = 0;
    const jobs = [...this.byId.values()];
    this.byId.clear();
    this.running.clear();
    for (const job of jobs) this.settle(job, (w) => w.reject(abortError()));
  }

  private keyOf(task: string, input: unknown, key: string | undefined): string {
    return `${task}\u0000${key ?? rulesKey(input)}`;
  }

  private cancelJob(job: Job): void {
    if (this.running.get(job.key) === job) this.running.delete(job.key);
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      this.byId.delete(job.id);
      return;
    }
    const slot = job.slot;
    if (slot === undefined) return;
    if (this.cancelMode === 'terminate') {
      this.byId.delete(job.id);
      slot.worker.terminate();
      this.slots.splice(this.slots.indexOf(slot), 1);
      this.pump();
    } else {
      job.cancelled = true;
      slot.worker.postMessage({ type: 'cancel', id: job.id });
    }
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => s.job === undefined);
      if (slot === undefined && this.slots.length < this.size) slot = this.spawn();
      if (slot === undefined) return;
      const job = this.queue.shift()!;
      try {
        slot.worker.postMessage({ type: 'run', id: job.id, task: job.task, input: job.input });
      } catch (e) {
        // Not plain data (a function, a class instance with methods…): refused, the worker stays free.
        this.forget(job);
        const why = e instanceof Error ? e.message : String(e);
        const error = new ComputeError(
          'compute/bad-input',
          `The input of task "${job.task}" cannot be sent to a worker (${why}); send plain data: objects, arrays, strings, numbers, booleans, null, typed arrays.`,
        );
        this.settle(job, (w) => w.reject(error));
        continue;
      }
      slot.job = job;
      job.slot = slot;
    }
  }

  private spawn(): Slot {
    const worker = this.options.create();
    const slot: Slot = { worker, job: undefined };
    worker.onmessage = (e: MessageEvent) => this.receive(slot, e.data as ComputeReply);
    worker.onerror = (e: ErrorEvent) => {
      e.preventDefault?.();
      const job = slot.job;
      worker.terminate();
      const at = this.slots.indexOf(slot);
      if (at >= 0) this.slots.splice(at, 1);
      if (job !== undefined) {
        this.forget(job);
        const error = new ComputeError('compute/worker-failed', e.message || 'The worker failed to load or crashed.');
        this.settle(job, (w) => w.reject(error));
      }
      this.pump();
    };
    this.slots.push(slot);
    return slot;
  }

  private receive(slot: Slot, reply: ComputeReply): void {
    const job = this.byId.get(reply.id);
    if (job === undefined || job.slot !== slot) return;
    if (reply.type === 'progress') {
      if (job.cancelled) return;
      const { done, total, detail } = reply;
      job.progress = detail === undefined ? { done, total } : { done, total, detail };
      for (const w of job.waiters) w.onProgress?.(job.progress);
      return;
    }
    slot.job = undefined;
    this.forget(job);
    if (!job.cancelled) {
      if (reply.type === 'done') {
        const timed = { result: reply.result, ms: reply.ms };
        if (job.keep && this.cacheSize > 0) {
          this.finished.set(job.key, timed);
          if (this.finished.size > this.cacheSize) this.finished.delete(this.finished.keys().next().value!);
        }
        this.settle(job, (w) => w.resolve(timed));
      } else if (reply.type === 'error') {
        const error = ComputeError.from(reply.error);
        this.settle(job, (w) => w.reject(error));
      } else {
        this.settle(job, (w) => w.reject(abortError()));
      }
    }
    this.pump();
  }

  private forget(job: Job): void {
    this.byId.delete(job.id);
    if (this.running.get(job.key) === job) this.running.delete(job.key);
  }

  private settle(job: Job, how: (w: Waiter) => void): void {
    const waiters = [...job.waiters];
    job.waiters.clear();
    for (const w of waiters) {
      w.detach();
      how(w);
    }
  }
}
