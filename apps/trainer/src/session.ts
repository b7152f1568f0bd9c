/**
 * The practice logic between the UI and the scheduler: choosing the next item, recording an answer
 * into the progress, the per-drill summary for the list, and the session statistics.
 *
 * @module
 */
import { randomSeed, seededRng, type Rng } from '@croupier/engine/rng';
import type { Drill, DrillItem, DrillSetting, Verdict } from './drill.ts';
import {
  byImportance,
  gradeAnswer,
  newCard,
  pickNext,
  reviewWithCost,
  type AnswerGrade,
  type PickReason,
} from './scheduler/scheduler.ts';
import type { AnswerRecord } from './storage/log.ts';
import { capLog, type DrillProgress, type Progress } from './storage/progress.ts';
import { drillProgress } from './summary.ts';

export { drillProgress, summarize, type DrillSummary } from './summary.ts';

/**
 * Builds the next item of a drill: a due key, else a new one in the order of the drill's importance
 * ({@link byImportance}) where it rates its keys.
 *
 * @param drill - The drill.
 * @param progress - The saved progress (which keys are due, which are new).
 * @param now - The current time (epoch ms).
 * @param rng - The source for the item's cards or dice.
 * @param setting - The rules in play (and the strategy, for a drill that needs it).
 * @param last - The key asked last (not repeated when another is due).
 * @param forcedKey - A key to ask regardless of the schedule (the `?key=` URL parameter).
 * @param onlyKeys - Keys to draw from, scheduled among themselves (the `?keys=` URL parameter, «Тренировать
 *   только эти»); keys the drill does not have under these rules are ignored, and none left means all.
 * @returns The item and why its key was chosen, or `undefined` if the drill has no keys under these rules.
 */
export function nextItem(
  drill: Drill,
  progress: Progress,
  now: number,
  rng: Rng,
  setting: DrillSetting,
  last?: string,
  forcedKey?: string,
  onlyKeys?: readonly string[],
): { item: DrillItem; reason: PickReason } | undefined {
  const all = drill.keys(setting.rules);
  const chosen = onlyKeys === undefined ? [] : all.filter((k) => onlyKeys.includes(k));
  const keys = chosen.length > 0 ? chosen : all;
  if (forcedKey !== undefined && all.includes(forcedKey)) {
    return { item: drill.item(forcedKey, rng, setting), reason: 'due' };
  }
  const rated = drill.importance;
  const ordered = rated === undefined ? keys : byImportance(keys, (k) => rated.call(drill, k, setting));
  const pick = pickNext(ordered, drillProgress(progress, drill.id).cards, now, last);
  if (pick === undefined) return undefined;
  return { item: drill.item(pick.key, rng, setting), reason: pick.reason };
}

/**
 * Records a graded answer: appends the record to the answer log (capped), reviews the key's FSRS card —
 * a costly miss returns sooner (`reviewWithCost`) — and counts the answer in the drill.
 *
 * @param progress - The progress before.
 * @param record - The answer: drill, key, time (`at`), time taken (`ms`: a slow right answer is graded
 *   `hard`), right or wrong, its cost where the drill values its choices, and the item's seed.
 * @returns The new progress (the input is not changed) and the grade given.
 * @example
 * ```ts
 * recordAnswer(p, { drill: 'blackjack-strategy', key: 'hard-16-10', at: now, ms: 2400, correct: false,
 *   answer: 'stand', expected: 'hit', seed: '42', cost: { value: 0.0071 } });
 * ```
 */
export function recordAnswer(progress: Progress, record: AnswerRecord): { progress: Progress; grade: AnswerGrade } {
  const { drill, grade } = applyAnswer(drillProgress(progress, record.drill), record);
  return {
    progress: {
      ...progress,
      drills: { ...progress.drills, [record.drill]: drill },
      log: capLog([...progress.log, record]),
    },
    grade,
  };
}

/**
 * One answer applied to a drill's progress: its key's FSRS card reviewed (a costly miss returns sooner) and
 * the answer counted. The step both {@link recordAnswer} and the replay of the log (`storage/derive.ts`) take.
 *
 * @param before - The drill's progress before the answer.
 * @param record - The answer.
 * @returns The drill's progress after it (the input is not changed) and the grade given.
 */
export function applyAnswer(before: DrillProgress, record: AnswerRecord): { drill: DrillProgress; grade: AnswerGrade } {
  const { key, correct, ms, at } = record;
  const grade = gradeAnswer(correct, ms);
  const card = reviewWithCost(before.cards[key] ?? newCard(at), grade, at, record.cost?.value);
  return {
    drill: {
      cards: { ...before.cards, [key]: card },
      answered: before.answered + 1,
      correct: before.correct + (correct ? 1 : 0),
    },
    grade,
  };
}

/** Statistics of the current session. */
export interface SessionStats {
  /** Answers given. */
  readonly answered: number;
  /** Right answers. */
  readonly correct: number;
  /** Right answers in a row, up to now. */
  readonly streak: number;
  /** The longest streak of the session. */
  readonly bestStreak: number;
}

/** Statistics before the first answer. */
export const EMPTY_STATS: SessionStats = { answered: 0, correct: 0, streak: 0, bestStreak: 0 };

/**
 * Adds an answer to the session statistics.
 *
 * @param stats - Before.
 * @param verdict - The checker's verdict.
 */
export function addToStats(stats: SessionStats, verdict: Pick<Verdict, 'correct'>): SessionStats {
  const streak = verdict.correct ? stats.streak + 1 : 0;
  return {
    answered: stats.answered + 1,
    correct: stats.correct + (verdict.correct ? 1 : 0),
    streak,
    bestStreak: Math.max(stats.bestStreak, streak),
  };
}

/**
 * The seed a practice run starts from: the one given (`?seed=`, to replay), else a fresh one from the
 * cryptographic source (`randomSeed`), shown with every item so it can be replayed.
 *
 * @param given - The seed from the URL, if any.
 */
export function runSeed(given: string | null): string {
  return given !== null && given.length > 0 && given.length <= 180 ? given : String(randomSeed());
}

/**
 * The seed of the n-th item of a run: the run's seed for the first, then `<seed>-2`, `<seed>-3`… An item
 * replays exactly when a run starts from its seed with its key (`?seed=<item seed>&key=<key>`).
 *
 * @param runSeed - The run's seed.
 * @param n - The item's number in the run, from 1.
 */
export function itemSeed(runSeed: string, n: number): string {
  return n <= 1 ? runSeed : `${runSeed}-${n}`;
}

/**
 * The RNG that deals an item.
 *
 * @param seed - The item's seed.
 */
export function itemRng(seed: string): Rng {
  return seededRng(seed);
}
