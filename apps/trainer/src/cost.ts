/**
 * The cost of an answer from the item alone: the EV of the engine's best choice less the EV of the
 * choice made, in the item's stakes (`solution.evUnit`), with the exact fraction where the item carries
 * exact EVs (`solution.exactEvs`).
 *
 * @module
 */
import { rational } from '@croupier/engine';
import type { Solution } from './drill.ts';
import type { AnswerCost } from './storage/log.ts';

/**
 * What choosing `answer` costs against the item's best answer.
 *
 * @param solution - The item's solution (with `evs`, and `exactEvs` where exact).
 * @param answer - The choice made.
 * @returns The cost (zero for the best choice, or a choice worth as much), or `undefined` when the item
 *   values no choices or the rules do not allow this one.
 * @example
 * ```ts
 * answerCost({ answer: 'raise', evs: { fold: -1, raise: -0.75 }, exactEvs: { fold: '-1/1', raise: '-3/4' } }, 'fold');
 * // { value: 0.25, exact: '1/4' }
 * ```
 */
export function answerCost(solution: Solution, answer: string): AnswerCost | undefined {
  const { evs, exactEvs } = solution;
  const best = evs?.[solution.answer];
  const chosen = evs?.[answer];
  if (best === undefined || chosen === undefined) return undefined;
  const eb = exactEvs?.[solution.answer];
  const ec = exactEvs?.[answer];
  if (eb !== undefined && ec !== undefined) {
    const diff = rational.sub(rational.parseFraction(eb), rational.parseFraction(ec));
    const cost = diff.num < 0n ? rational.ZERO : diff;
    return { value: rational.toNumber(cost), exact: rational.toFractionString(cost) };
  }
  return { value: Math.max(0, best - chosen) };
}
