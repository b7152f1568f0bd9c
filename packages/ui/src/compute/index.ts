/**
 * `@croupier/ui/compute`: one way for both apps to run an engine analysis off the main thread — a
 * protocol, a host that makes a worker file one call (`serve`), a client with a pool, cancellation and a
 * cache keyed by the engine's `rulesKey`, an in-process host for tests, and the `useCompute` hook. See
 * `README.md` beside this file.
 *
 * @packageDocumentation
 */
export {
  ComputeError,
  abortError,
  isAbortError,
  toComputeErrorData,
  type ComputeErrorData,
  type ComputeProgress,
  type ComputeReply,
  type ComputeRequest,
} from './protocol';
export {
  serve,
  createHost,
  transfer,
  type Host,
  type TaskContext,
  type TaskHandler,
  type TaskMap,
  type InputOf,
  type ResultOf,
} from './host';
export { inProcessWorker, type WorkerLike } from './in-process';
export { ComputeClient, type ComputeClientOptions, type RunOptions, type Timed } from './client';
export { useCompute, type ComputeState, type UseComputeOptions } from './useCompute';
