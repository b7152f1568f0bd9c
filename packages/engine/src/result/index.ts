/**
 * Results and rule errors.
 *
 * A rule violation (an illegal bet, a split that the rules forbid, a bad card token) is a *value*:
 * `{ ok: false, error }` with a namespaced code such as `blackjack/cannot-split`. A bug is an
 * exception. Callers who prefer throwing use {@link orThrow} or the `…OrThrow` wrappers, which throw a
 * {@link CroupierError} carrying the same code.
 *
 * @module
 */

/** The namespaces of error codes: one per game plus the shared core modules. */
export type ErrorNamespace =
  'cards' | 'rng' | 'money' | 'shoe' | 'dice' | 'rules' | 'blackjack' | 'baccarat' | 'craps' | 'stud';

/** A namespaced error code, e.g. `blackjack/cannot-split` or `cards/bad-token`. */
export type ErrorCode = `${ErrorNamespace}/${string}`;

/** A rule violation: what was wrong and what is allowed. */
export interface RuleError<C extends ErrorCode = ErrorCode> {
  /** Namespaced, stable code for programs (`baccarat/bet-after-deal`). */
  readonly code: C;
  /** One sentence for people: what was wrong and what is allowed. */
  readonly message: string;
  /** Optional machine-readable details (the offending token, the allowed values…). */
  readonly details?: Readonly<Record<string, unknown>>;
}

/** Success. */
export interface Ok<T> {
  readonly ok: true;
  /** The value produced. */
  readonly value: T;
}

/** Failure: a rule violation, nothing changed. */
export interface Err<E extends RuleError = RuleError> {
  readonly ok: false;
  /** What was wrong. */
  readonly error: E;
}

/** Either a value or a rule violation. */
export type Result<T, E extends RuleError = RuleError> = Ok<T> | Err<E>;

/**
 * Wraps a value as a success.
 *
 * @param value - The value.
 * @returns `{ ok: true, value }`.
 */
export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

/**
 * Builds a failure from a code and a message.
 *
 * @param code - Namespaced error code.
 * @param message - What was wrong and what is allowed.
 * @param details - Optional machine-readable details.
 * @returns `{ ok: false, error }`.
 * @example
 * ```ts
 * return err('baccarat/bad-stake', 'Stake must be a positive whole number of chips, got 2.5.', { stake: 2.5 });
 * ```
 */
export function err<C extends ErrorCode>(
  code: C,
  message: string,
  details?: Readonly<Record<string, unknown>>,
): Err<RuleError<C>> {
  return { ok: false, error: details === undefined ? { code, message } : { code, message, details } };
}

/** The exception thrown by the `…OrThrow` wrappers; carries the rule error's code and details. */
export class CroupierError extends Error {
  /** Namespaced error code. */
  readonly code: ErrorCode;
  /** Machine-readable details, if any. */
  readonly details: Readonly<Record<string, unknown>> | undefined;

  /**
   * @param error - The rule error to carry.
   */
  constructor(error: RuleError) {
    super(`${error.code}: ${error.message}`);
    this.name = 'CroupierError';
    this.code = error.code;
    this.details = error.details;
  }
}

/**
 * Unwraps a result, throwing a {@link CroupierError} on failure.
 *
 * @param result - A result.
 * @returns The value of a success.
 * @throws {@link CroupierError} with the error's code on failure.
 */
export function orThrow<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new CroupierError(result.error);
}

/** Type guard: is this an unknown value a {@link CroupierError}? */
export function isCroupierError(value: unknown): value is CroupierError {
  return value instanceof CroupierError;
}
