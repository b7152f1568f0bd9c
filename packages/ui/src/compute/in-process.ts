/**
 * The in-process host: the same handlers a worker serves, run on this thread behind the shape of a
 * `Worker`, so a client, a model or a hook is tested in Node exactly as it runs in the browser (messages
 * are structured-cloned both ways, delivered asynchronously, and `terminate()` aborts the running
 * handlers). Apps also use it where a browser has no workers.
 *
 * @module
 */
import { createHost, type TaskMap } from './host';
import type { ComputeReply, ComputeRequest } from './protocol';

/** What the client needs of a worker: a `Worker` has it, and so does {@link inProcessWorker}. */
export interface WorkerLike {
  /** Sends a request. */
  postMessage(message: ComputeRequest): void;
  /** Stops the worker at once. */
  terminate(): void;
  /** Receives the replies. */
  onmessage: ((event: MessageEvent) => void) | null;
  /** Told when the worker fails to load or crashes. */
  onerror: ((event: ErrorEvent) => void) | null;
}

/**
 * A worker-shaped host on this thread for the handlers.
 *
 * @param handlers - The tasks by name (the same object the worker file serves).
 * @example
 * ```ts
 * const client = new ComputeClient<typeof tasks>({ create: () => inProcessWorker(tasks) });
 * ```
 */
export function inProcessWorker(handlers: TaskMap): WorkerLike {
  let alive = true;
  const me: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage(message) {
      const copy = structuredClone(message);
      // A macrotask, as a worker's message: the caller has subscribed before the handler starts.
      setTimeout(() => {
        if (alive) host.receive(copy);
      }, 0);
    },
    terminate() {
      alive = false;
      host.stop();
    },
  };
  const host = createHost(handlers, (reply: ComputeReply) => {
    if (!alive) return;
    const copy = structuredClone(reply);
    queueMicrotask(() => {
      if (alive) me.onmessage?.({ data: copy } as MessageEvent);
    });
  });
  return me;
}
