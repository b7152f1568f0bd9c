/**
 * The compute layer's wire protocol: what a page sends a worker (run a task on an input, or cancel it) and
 * what the worker answers (progress, the result, a typed error, or that it stopped). Every message is
 * plain data, so it crosses `postMessage` by structured clone; the in-process host clones it the same way.
 *
 * @module
 */
import { isCroupierError } from '@croupier/engine';

/** How far a task is: `done` of `total` steps (a fraction is `done` of `1`), and what the task adds. */
export interface ComputeProgress {
  /** Steps done. */
  readonly done: number;
  /** Steps in all (1 when the task reports a fraction). */
  readonly total: number;
  /** Anything more the task tells (plain data: a stage's name, a share), or absent. */
  readonly detail?: unknown;
}

/** A typed, serialisable error: a namespaced code, a developer's message, and the engine's error if any. */
export interface ComputeErrorData {
  /**
   * `compute/unknown-task`, `compute/bad-input` (the input is not plain data that can be sent),
   * `compute/failed` (the handler threw something without a code),
   * `compute/worker-failed` (the worker did not load or crashed), or the code the handler's error
   * carries (an engine `RuleError`'s, such as `stud/odds-out-of-range`).
   */
  readonly code: string;
  /** What went wrong, in English, for developers (the page words it in Russian by its code). */
  readonly message: string;
  /** The engine's rule error when the handler threw a `CroupierError` (for `@croupier/ru` to word). */
  readonly details?: unknown;
}

/** A message to a host: run a task, or cancel a running one. */
export type ComputeRequest =
  | {
      readonly type: 'run';
      /** Matches the replies to the request (unique per client). */
      readonly id: number;
      /** The task's name: a key of the handlers the host serves. */
      readonly task: string;
      /** The task's input (plain data). */
      readonly input: unknown;
    }
  | { readonly type: 'cancel'; readonly id: number };

/** A message from a host about one request. */
export type ComputeReply =
  | ({ readonly type: 'progress'; readonly id: number } & ComputeProgress)
  | {
      readonly type: 'done';
      readonly id: number;
      readonly result: unknown;
      /** How long the handler took, ms, measured where it ran. */
      readonly ms: number;
    }
  | { readonly type: 'error'; readonly id: number; readonly error: ComputeErrorData }
  /** The request was cancelled and its handler has stopped (the worker is free again). */
  | { readonly type: 'cancelled'; readonly id: number };

/** An error of the compute layer, as the client rejects with it: an `Error` with the wire error's code. */
export class ComputeError extends Error {
  /** The namespaced code ({@link ComputeErrorData.code}). */
  readonly code: string;
  /** The engine's rule error, when there was one. */
  readonly details: unknown;

  /**
   * @param code - The code.
   * @param message - What went wrong.
   * @param details - The engine's rule error, if any.
   */
  constructor(code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ComputeError';
    this.code = code;
    this.details = details;
  }

  /** The wire form of the error. */
  toData(): ComputeErrorData {
    return {
      code: this.code,
      message: this.message,
      ...(this.details === undefined ? {} : { details: this.details }),
    };
  }

  /**
   * The error a client rejects with for a wire error.
   *
   * @param data - The error from a reply.
   */
  static from(data: ComputeErrorData): ComputeError {
    return new ComputeError(data.code, data.message, data.details);
  }
}

/**
 * The wire form of anything a handler threw: a {@link ComputeError}'s code, an engine `CroupierError`'s
 * code with its rule error as `details`, else `compute/failed` with the message.
 *
 * @param thrown - What was thrown.
 */
export function toComputeErrorData(thrown: unknown): ComputeErrorData {
  if (thrown instanceof ComputeError) return thrown.toData();
  if (isCroupierError(thrown)) return { code: thrown.code, message: thrown.error.message, details: thrown.error };
  if (thrown instanceof Error) return { code: 'compute/failed', message: thrown.message };
  return { code: 'compute/failed', message: String(thrown) };
}

/** The error a cancelled request rejects with: a `DOMException` named `AbortError`, as `fetch` does. */
export function abortError(): DOMException {
  return new DOMException('The computation was cancelled.', 'AbortError');
}

/**
 * Whether an error is a cancellation (an `AbortError`): callers ignore those.
 *
 * @param e - A rejection reason.
 */
export function isAbortError(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError';
}
