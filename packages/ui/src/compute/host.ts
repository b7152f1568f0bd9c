/**
 * The host side of the compute layer: the handlers a worker serves, by task name. A worker file is
 * `serve({ task: (input, { progress, signal }) => result })`; the in-process host (`in-process.ts`) runs
 * the same handlers without a worker.
 *
 * @module
 */
import { toComputeErrorData, type ComputeReply, type ComputeRequest } from './protocol';

/** What a handler gets beside its input. */
export interface TaskContext {
  /**
   * Tells the page how far the task is: `progress(done, total)`, or `progress(fraction)` for a share of
   * 0–1; `detail` is anything more, as plain data (a stage).
   */
  progress(done: number, total?: number, detail?: unknown): void;
  /** Aborted when the request is cancelled (a long async handler checks it and stops). */
  readonly signal: AbortSignal;
}

/** A task: computes a result from its input (plain data in, plain data out), sync or async. */
export type TaskHandler<I, R> = (input: I, context: TaskContext) => R | Promise<R>;

/** The handlers a host serves, by task name. */
export type TaskMap = { readonly [task: string]: (input: never, context: TaskContext) => unknown };

/** The input type of a task. */
export type InputOf<H> = H extends (input: infer I, context: TaskContext) => unknown ? I : never;

/** The result type of a task. */
export type ResultOf<H> = H extends (input: never, context: TaskContext) => infer R ? Awaited<R> : never;

const transfers = new WeakMap<object, Transferable[]>();

/**
 * Marks a result's buffers to be moved to the page rather than copied (typed arrays of a large result).
 *
 * @param value - The result a handler returns.
 * @param list - Its buffers (`[a.buffer, b.buffer]`).
 * @returns The same value.
 */
export function transfer<T extends object>(value: T, list: Transferable[]): T {
  transfers.set(value, list);
  return value;
}

/** A host: feed it requests; it posts the replies. */
export interface Host {
  /** Handles one request. */
  receive(request: ComputeRequest): void;
  /** Aborts every running handler (the worker is going away). */
  stop(): void;
}

/**
 * A host for a set of handlers that posts its replies through `post`.
 *
 * @param handlers - The tasks by name.
 * @param post - Sends a reply (with buffers to transfer).
 */
export function createHost(handlers: TaskMap, post: (reply: ComputeReply, transfer: Transferable[]) => void): Host {
  const running = new Map<number, AbortController>();
  const run = async (id: number, task: string, input: unknown) => {
    const handler = Object.hasOwn(handlers, task) ? handlers[task] : undefined;
    if (handler === undefined) {
      const known = Object.keys(handlers).join(', ');
      post(
        { type: 'error', id, error: { code: 'compute/unknown-task', message: `No task "${task}"; served: ${known}.` } },
        [],
      );
      return;
    }
    const controller = new AbortController();
    running.set(id, controller);
    const { signal } = controller;
    const started = performance.now();
    const context: TaskContext = {
      signal,
      progress: (done, total = 1, detail) => {
        if (!signal.aborted)
          post({ type: 'progress', id, done, total, ...(detail === undefined ? {} : { detail }) }, []);
      },
    };
    try {
      const result = await (handler as TaskHandler<unknown, unknown>)(input, context);
      if (signal.aborted) post({ type: 'cancelled', id }, []);
      else {
        const list = typeof result === 'object' && result !== null ? (transfers.get(result) ?? []) : [];
        post({ type: 'done', id, result, ms: performance.now() - started }, list);
      }
    } catch (thrown) {
      if (signal.aborted) post({ type: 'cancelled', id }, []);
      else post({ type: 'error', id, error: toComputeErrorData(thrown) }, []);
    } finally {
      running.delete(id);
    }
  };
  return {
    receive(request) {
      if (request.type === 'cancel') running.get(request.id)?.abort();
      else void run(request.id, request.task, request.input);
    },
    stop() {
      for (const c of running.values()) c.abort();
      running.clear();
    },
  };
}

/**
 * Serves the handlers in this worker: the whole of a `*.worker.ts` file but its imports.
 *
 * @param handlers - The tasks by name.
 * @example
 * ```ts
 * // strategy.worker.ts
 * import { serve } from '@croupier/ui/compute/serve';
 * import { strategyTasks } from './strategy.tasks.ts';
 * serve(strategyTasks);
 * ```
 */
export function serve(handlers: TaskMap): void {
  const scope = globalThis as unknown as {
    postMessage(m: ComputeReply, transfer: Transferable[]): void;
    onmessage: ((e: MessageEvent<ComputeRequest>) => void) | null;
  };
  const host = createHost(handlers, (reply, list) => scope.postMessage(reply, list));
  scope.onmessage = (e) => host.receive(e.data);
}
