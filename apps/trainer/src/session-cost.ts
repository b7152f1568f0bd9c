/**
 * The session's running count of value lost and saved (the practice screen's «Потеряно за сессию» and
 * «Сэкономлено за сессию»), over the session `session.ts` keeps: the answers given since the drill's screen
 * opened.
 *
 * - **Lost**: what each answer cost against the engine's best choice (the verdict's cost), summed.
 * - **Saved**: where the trainee's habit on a key was wrong — the answer last given to it before, in any
 *   session, was not the right one — and this time the answer is right, what that habit would have cost on
 *   this item (the item's EVs value every choice), summed. A habit the item cannot value (a choice the
 *   rules of this deal do not allow) saves nothing.
 *
 * Both are in the drill's stake (`solution.evUnit`: one bet, or АНТЕ in stud) and exact (a fraction)
 * while every part is.
 *
 * @module
 */
import { rational } from '@croupier/engine';
import type { CostUnit } from '@croupier/ru';
import { answerCost } from './cost.ts';
import type { DrillItem, Verdict } from './drill.ts';
import type { AnswerCost, AnswerRecord } from './storage/log.ts';

/** A sum of costs: its number, and its exact fraction while every part had one. */
export interface CostSum {
  /** The sum, in stakes. */
  readonly value: number;
  /** The exact sum `num/den`, when every part was exact. */
  readonly exact?: string;
}

/** The session's value lost and saved. */
export interface SessionCost {
  /** Answers that carried a cost (decisions the engine values). */
  readonly costed: number;
  /** The value lost. */
  readonly lost: CostSum;
  /** The value a wrong habit would have lost where the answer was right this time. */
  readonly saved: CostSum;
  /** What the sums are counted in, once an answer carried a cost. */
  readonly unit?: CostUnit;
}

const EXACT_ZERO: CostSum = { value: 0, exact: '0/1' };

/** The session's costs before the first answer. */
export const EMPTY_SESSION_COST: SessionCost = { costed: 0, lost: EXACT_ZERO, saved: EXACT_ZERO };

/** `a + b`, exact while both are. */
function plus(a: CostSum, b: AnswerCost): CostSum {
  const value = a.value + b.value;
  if (a.exact === undefined || b.exact === undefined) return { value };
  const sum = rational.add(rational.parseFraction(a.exact), rational.parseFraction(b.exact));
  return { value, exact: rational.toFractionString(sum) };
}

/**
 * The trainee's habit on a key: the answer last given to it in the log, when that answer was wrong.
 *
 * @param log - The answer log before this answer (oldest first).
 * @param drill - The drill's id.
 * @param key - The item's key.
 * @returns The wrong answer, or `undefined` when the key was never answered or last answered right.
 */
export function wrongHabit(log: readonly AnswerRecord[], drill: string, key: string): string | undefined {
  for (let i = log.length - 1; i >= 0; i--) {
    const r = log[i]!;
    if (r.drill === drill && r.key === key) return r.correct ? undefined : r.answer;
  }
  return undefined;
}

/**
 * Adds an answer to the session's costs.
 *
 * @param before - The costs before.
 * @param item - The item answered (its solution values the choices).
 * @param verdict - The verdict (its cost, where the drill values its choices).
 * @param habit - {@link wrongHabit} of the item's key before this answer.
 * @returns The costs after (the input is not changed); an answer without a cost leaves them as they were.
 * @example
 * ```ts
 * // Hard 16 against a 10 last time: stand (wrong). Now: hit (right) → saved what standing costs here.
 * addSessionCost(EMPTY_SESSION_COST, item, { correct: true, expected: 'Ещё карту', explanation: '', cost: { value: 0 } }, 'stand');
 * ```
 */
export function addSessionCost(
  before: SessionCost,
  item: Pick<DrillItem, 'solution'>,
  verdict: Pick<Verdict, 'correct' | 'cost'>,
  habit: string | undefined,
): SessionCost {
  if (verdict.cost === undefined) return before;
  const kept = verdict.correct && habit !== undefined ? answerCost(item.solution, habit) : undefined;
  return {
    costed: before.costed + 1,
    lost: plus(before.lost, verdict.cost),
    saved: kept === undefined ? before.saved : plus(before.saved, kept),
    unit: item.solution.evUnit ?? 'bet',
  };
}
