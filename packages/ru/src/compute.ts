/**
 * The Russian sentence for an error of the compute layer (`@croupier/ui/compute`): an engine rule error
 * that came back from a worker is worded as the engine's own errors are; the layer's codes get a
 * sentence of their own. A reader never sees the English `message`.
 *
 * @module
 */
import type { ErrorCode, RuleError } from '@croupier/engine';

/** What the compute layer rejects with, as far as wording it needs: its code and the engine's error. */
export interface ComputeErrorLike {
  /** `compute/…` or an engine code. */
  readonly code: string;
  /** The engine's rule error, when the task threw one. */
  readonly details?: unknown;
}

const PROGRAM = 'Не удалось посчитать: ошибка программы.';

const COMPUTE_RU: Readonly<Record<string, string>> = {
  'compute/worker-failed': 'Не удалось запустить расчёт в фоновом потоке. Обновите страницу, чтобы попробовать снова.',
  'compute/unknown-task': PROGRAM,
  'compute/bad-input': PROGRAM,
  'compute/failed': PROGRAM,
};

function isRuleError(v: unknown): v is RuleError<ErrorCode, object> {
  if (typeof v !== 'object' || v === null) return false;
  const code = (v as { code?: unknown }).code;
  return typeof code === 'string' && code.includes('/') && typeof (v as { details?: unknown }).details === 'object';
}

/**
 * A compute-layer error as one Russian sentence.
 *
 * @param error - A `ComputeError` or its wire form (`{ code, message, details? }`).
 * @param ruleError - How an engine error from the task is worded: the page's game's entry point
 *   (`blackjackRuleErrorRu` …) or `ruleErrorRu`.
 * @example
 * ```ts
 * computeErrorRu({ code: 'compute/worker-failed', message: '…' }, ruleErrorRu);
 * // 'Не удалось запустить расчёт в фоновом потоке. Обновите страницу, чтобы попробовать снова.'
 * ```
 */
export function computeErrorRu(
  error: ComputeErrorLike,
  ruleError: (error: RuleError<ErrorCode, object>) => string,
): string {
  if (isRuleError(error.details)) return ruleError(error.details);
  return COMPUTE_RU[error.code] ?? PROGRAM;
}
