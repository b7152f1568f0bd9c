/**
 * The React side of the compute layer: the state of one task for one input, run on a client, with its
 * progress; a new input (or unmounting) cancels the request the component no longer wants.
 *
 * @module
 */
import { useEffect, useState } from 'react';
import { rulesKey } from '@croupier/engine';
import type { ComputeClient } from './client';
import type { InputOf, ResultOf, TaskMap } from './host';
import { ComputeError, isAbortError, type ComputeErrorData, type ComputeProgress } from './protocol';

/** Where a task is. */
export type ComputeState<R> =
  | { readonly status: 'idle' }
  /** Running; `progress` is `null` until the task first reports. */
  | { readonly status: 'running'; readonly progress: ComputeProgress | null }
  | { readonly status: 'done'; readonly result: R; readonly ms: number }
  | { readonly status: 'error'; readonly error: ComputeErrorData };

/** Options of {@link useCompute}. */
export interface UseComputeOptions {
  /** The input's cache key when the caller has one (default the engine's `rulesKey(input)`). */
  readonly key?: string;
}

function errorData(e: unknown): ComputeErrorData {
  if (e instanceof ComputeError) return e.toData();
  return { code: 'compute/failed', message: e instanceof Error ? e.message : String(e) };
}

/**
 * The state of a task for an input: `done` at once when the client has the result, else `running` with
 * the progress until it arrives. The input is compared by its key, so a new object with the same rules
 * does not start again.
 *
 * @param client - The client to run on (`null`: idle).
 * @param task - The task's name.
 * @param input - Its input, or `null` for nothing to compute (idle).
 * @param options - The input's key.
 * @example
 * ```tsx
 * const state = useCompute(strategyClient(), 'strategy', rules);
 * if (state.status === 'running') return <progress value={state.progress?.done ?? 0} max={state.progress?.total ?? 1} />;
 * ```
 */
export function useCompute<T extends TaskMap, K extends keyof T & string>(
  client: ComputeClient<T> | null,
  task: K,
  input: InputOf<T[K]> | null,
  options: UseComputeOptions = {},
): ComputeState<ResultOf<T[K]>> {
  const inputKey = client === null || input === null ? null : (options.key ?? rulesKey(input));
  const key = inputKey === null ? '' : `${task}\u0000${inputKey}`;
  const initial = (): ComputeState<ResultOf<T[K]>> => {
    if (client === null || input === null || inputKey === null) return { status: 'idle' };
    const hit = client.peek(task, input, inputKey);
    return hit ? { status: 'done', result: hit.result, ms: hit.ms } : { status: 'running', progress: null };
  };
  const [state, setState] = useState<{ key: string; value: ComputeState<ResultOf<T[K]>> }>(() => ({
    key,
    value: initial(),
  }));
  useEffect(() => {
    if (client === null || input === null || inputKey === null) return;
    const hit = client.peek(task, input, inputKey);
    if (hit) {
      setState({ key, value: { status: 'done', result: hit.result, ms: hit.ms } });
      return;
    }
    const controller = new AbortController();
    setState({ key, value: { status: 'running', progress: null } });
    client
      .runTimed(task, input, {
        key: inputKey,
        signal: controller.signal,
        onProgress: (progress) => {
          if (!controller.signal.aborted) setState({ key, value: { status: 'running', progress } });
        },
      })
      .then(
        ({ result, ms }) => {
          if (!controller.signal.aborted) setState({ key, value: { status: 'done', result, ms } });
        },
        (e: unknown) => {
          if (!controller.signal.aborted && !isAbortError(e))
            setState({ key, value: { status: 'error', error: errorData(e) } });
        },
      );
    return () => controller.abort();
    // The key stands for the client's task and the input: a new object with the same input is the same request.
  }, [client, key]);
  return state.key === key ? state.value : initial();
}
