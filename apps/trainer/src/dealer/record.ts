/**
 * The answer log's record of a graded answer, with the time it took, and the median time of a drill's
 * answers: what the practice screen shows under each item and in the session bar.
 *
 * @module
 */
import type { DrillItem, Verdict } from '../drill.ts';
import type { AnswerRecord } from '../storage/log.ts';
import { medianMs } from './chips.ts';

/** What {@link answerRecord} needs. */
export interface AnswerFacts {
  /** The drill's id. */
  readonly drill: string;
  /** The item answered. */
  readonly item: DrillItem;
  /** The answer given. */
  readonly answer: string;
  /** The checker's verdict. */
  readonly verdict: Pick<Verdict, 'correct' | 'cost'>;
  /** When the item was shown (epoch ms). */
  readonly shownAt: number;
  /** When it was answered (epoch ms). */
  readonly at: number;
  /** The item's seed. */
  readonly seed: string;
}

/**
 * The log record of an answer (`ms`: from the item shown to the answer, never negative; the cost where the
 * drill values its choices; a typed number without its surrounding spaces).
 *
 * @param f - See {@link AnswerFacts}.
 */
export function answerRecord(f: AnswerFacts): AnswerRecord {
  return {
    drill: f.drill,
    key: f.item.key,
    at: f.at,
    ms: Math.max(0, f.at - f.shownAt),
    correct: f.verdict.correct,
    answer: f.item.answer.kind === 'number' ? f.answer.trim() : f.answer,
    expected: f.item.solution.answer,
    seed: f.seed,
    ...(f.verdict.cost === undefined ? {} : { cost: f.verdict.cost }),
  };
}

/**
 * The median time of a drill's answers in a log, or `undefined` before its first answer.
 *
 * @param log - Answer records.
 * @param drill - The drill's id.
 */
export function drillMedianMs(log: readonly AnswerRecord[], drill: string): number | undefined {
  return medianMs(log.filter((r) => r.drill === drill).map((r) => r.ms));
}
