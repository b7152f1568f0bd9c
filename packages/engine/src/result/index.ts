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

/** The namespaces of error codes: one per game plus the shared core modules (and `replay`, for histories). */
export type ErrorNamespace =
  | 'cards'
  | 'rng'
  | 'money'
  | 'shoe'
  | 'dice'
  | 'rules'
  | 'replay'
  | 'blackjack'
  | 'baccarat'
  | 'craps'
  | 'stud'
  | 'variance';

/** A namespaced error code, e.g. `blackjack/cannot-split` or `cards/bad-token`. */
export type ErrorCode = `${ErrorNamespace}/${string}`;

/**
 * A rule violation: what was wrong and what is allowed, as data.
 *
 * Programs read `code` and `details`; `message` is one English sentence for developers and logs. User
 * interfaces never show `message`: they word the error in their own language from `code` and `details`
 * (the site and the trainer do it in `@croupier/ru`), so every field a sentence needs is in `details`.
 *
 * @typeParam C - The error code.
 * @typeParam D - The shape of `details` for that code.
 */
export interface RuleError<C extends ErrorCode = ErrorCode, D extends object = Readonly<Record<string, unknown>>> {
  /** Namespaced, stable code for programs (`baccarat/bet-after-deal`). */
  readonly code: C;
  /** One English sentence for developers: what was wrong and what is allowed. Not for end users. */
  readonly message: string;
  /** Machine-readable details: the offending value (shortened), the allowed values, the reason. */
  readonly details: D;
}

/**
 * The union of rule errors described by a map from code to details shape. Each game declares its codes
 * once as such a map (`BlackjackErrorDetails`) and exports `ErrorOf<…>` as its error type, so a switch
 * on `error.code` narrows `error.details`.
 *
 * @example
 * ```ts
 * interface Details { 'blackjack/cannot-double': { reason: 'total'; allowed: readonly number[] } }
 * type BlackjackError = ErrorOf<Details>; // RuleError<'blackjack/cannot-double', { reason: 'total'; … }>
 * ```
 */
export type ErrorOf<M> = {
  [C in keyof M & ErrorCode]: RuleError<C, M[C] & object>;
}[keyof M & ErrorCode];

/** Success. */
export interface Ok<T> {
  readonly ok: true;
  /** The value produced. */
  readonly value: T;
}

/** Failure: a rule violation, nothing changed. */
export interface Err<E extends RuleError<ErrorCode, object> = RuleError> {
  readonly ok: false;
  /** What was wrong. */
  readonly error: E;
}

/** Either a value or a rule violation. */
export type Result<T, E extends RuleError<ErrorCode, object> = RuleError> = Ok<T> | Err<E>;

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
export function err<C extends ErrorCode, D extends object = Readonly<Record<string, unknown>>>(
  code: C,
  message: string,
  details?: D,
): Err<RuleError<C, D>> {
  return { ok: false, error: { code, message, details: details ?? ({} as D) } };
}

/**
 * The answer of a guard (`canDouble`, `canExchange`…): allowed, or the rule error `apply` would return,
 * with a structured reason in `details`. Never prose to be parsed.
 */
export type Allowed<E extends RuleError<ErrorCode, object> = RuleError> = Result<true, E>;

/** The "allowed" answer of a guard. */
export const ALLOWED: Ok<true> = Object.freeze({ ok: true, value: true }) as Ok<true>;

/** Longest text {@link show} returns. */
const SHOW_LIMIT = 60;

/**
 * A short, safe rendering of any value for an error message or `details`: never throws (BigInt,
 * Symbol, cycles, getters that throw), and cuts long input to about 60 characters, so an error never
 * echoes a megabyte of input back.
 *
 * @param value - Anything a caller passed.
 * @returns `42`, `"abc"`, `null`, `[object]`, `"Т♠ Т♥ Т♦ …" (1 048 576 characters)`.
 */
export function show(value: unknown): string {
  let text: string;
  try {
    switch (typeof value) {
      case 'string':
        text = JSON.stringify(value);
        break;
      case 'bigint':
        text = `${value.toString()}n`;
        break;
      case 'symbol':
        text = value.description === undefined ? 'Symbol()' : `Symbol(${value.description})`;
        break;
      case 'function':
        text = 'a function';
        break;
      case 'object':
        text =
          value === null
            ? 'null'
            : (JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)) ?? 'an object');
        break;
      default:
        text = String(value);
    }
  } catch {
    text = Array.isArray(value) ? 'an array' : 'an object';
  }
  if (text.length <= SHOW_LIMIT) return text;
  // Never end on half of a character outside the BMP (an emoji is two UTF-16 units).
  const cut = text.slice(0, SHOW_LIMIT - 1);
  return `${/[\uD800-\uDBFF]$/u.test(cut) ? cut.slice(0, -1) : cut}… (${text.length} characters)`;
}

/** The exception thrown by the `…OrThrow` wrappers; carries the rule error's code and details. */
export class CroupierError extends Error {
  /** Namespaced error code. */
  readonly code: ErrorCode;
  /** Machine-readable details. */
  readonly details: object;
  /** The rule error itself, for a UI that words it (`@croupier/ru`). */
  readonly error: RuleError<ErrorCode, object>;

  /**
   * @param error - The rule error to carry.
   */
  constructor(error: RuleError<ErrorCode, object>) {
    super(`${error.code}: ${error.message}`);
    this.name = 'CroupierError';
    this.code = error.code;
    this.details = error.details;
    this.error = error;
  }
}

/**
 * Unwraps a result, throwing a {@link CroupierError} on failure.
 *
 * @param result - A result.
 * @returns The value of a success.
 * @throws {@link CroupierError} with the error's code on failure.
 */
export function orThrow<T, E extends RuleError<ErrorCode, object>>(result: Result<T, E>): T {
  if (result.ok) return result.value;
  throw new CroupierError(result.error);
}

/** Type guard: is this an unknown value a {@link CroupierError}? */
export function isCroupierError(value: unknown): value is CroupierError {
  return value instanceof CroupierError;
}
