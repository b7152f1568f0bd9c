/**
 * The practice logic between the UI and the scheduler: choosing the next item, recording an answer
 * into the progress, the per-drill summary for the list, and the session statistics.
 *
 * @module
 */
import { seededRng, type Rng } from '@croupier/engine/rng';
import type { Drill, DrillItem, Verdict } from './drill.ts';
import {
  gradeAnswer,
  isLearned,
  isWeak,
  newCard,
  pickNext,
  review,
  type AnswerGrade,
  type PickReason,
} from './scheduler/scheduler.ts';
import { emptyDrillProgress, type DrillProgress, type Progress } from './storage/progress.ts';

/**
 * A drill's progress, or an empty one.
 *
 * @param progress - All progress.
 * @param drillId - The drill.
 */
export function drillProgress(progress: Progress, drillId: string): DrillProgress {
  return progress.drills[drillId] ?? emptyDrillProgress();
}

/**
 * Builds the next item of a drill.
 *
 * @param drill - The drill.
 * @param progress - The saved progress (which keys are due, which are new).
 * @param now - The current time (epoch ms).
 * @param rng - The source for the item's cards or dice.
 * @param last - The key asked last (not repeated when another is due).
 * @param forcedKey - A key to ask regardless of the schedule (the `?key=` URL parameter in tests).
 * @returns The item and why its key was chosen, or `undefined` if the drill has no keys.
 */
export function nextItem(
  drill: Drill,
  progress: Progress,
  now: number,
  rng: Rng,
  last?: string,
  forcedKey?: string,
): { item: DrillItem; reason: PickReason } | undefined {
  const keys = drill.keys();
  if (forcedKey !== undefined && keys.includes(forcedKey)) {
    return { item: drill.item(forcedKey, rng), reason: 'due' };
  }
  const pick = pickNext(keys, drillProgress(progress, drill.id).cards, now, last);
  if (pick === undefined) return undefined;
  return { item: drill.item(pick.key, rng), reason: pick.reason };
}

/**
 * Records an answer: reviews the key's FSRS card and counts the answer.
 *
 * @param progress - The progress before.
 * @param drillId - The drill.
 * @param key - The item's key.
 * @param correct - Whether the answer was right.
 * @param elapsedMs - How long the learner took (a slow right answer is graded `hard`).
 * @param now - The time of the answer (epoch ms).
 * @returns The new progress (the input is not changed) and the grade given.
 */
export function recordAnswer(
  progress: Progress,
  drillId: string,
  key: string,
  correct: boolean,
  elapsedMs: number,
  now: number,
): { progress: Progress; grade: AnswerGrade } {
  const before = drillProgress(progress, drillId);
  const grade = gradeAnswer(correct, elapsedMs);
  const card = review(before.cards[key] ?? newCard(now), grade, now);
  const after: DrillProgress = {
    cards: { ...before.cards, [key]: card },
    answered: before.answered + 1,
    correct: before.correct + (correct ? 1 : 0),
  };
  return { progress: { ...progress, drills: { ...progress.drills, [drillId]: after } }, grade };
}

/** What the drill list shows of a drill. */
export interface DrillSummary {
  /** Number of keys. */
  readonly total: number;
  /** Keys seen at least once. */
  readonly seen: number;
  /** Keys graduated to review. */
  readonly learned: number;
  /** Seen keys due now. */
  readonly due: number;
  /** Answers ever given. */
  readonly answered: number;
  /** Share of right answers, 0…1, or `undefined` before the first answer. */
  readonly accuracy: number | undefined;
  /** Names of the weakest keys (hardest first, at most three). */
  readonly weak: readonly string[];
}

/**
 * Summarises a drill's progress.
 *
 * @param drill - The drill.
 * @param progress - The progress.
 * @param now - The current time (epoch ms), for what is due.
 */
export function summarize(drill: Drill, progress: Progress, now: number): DrillSummary {
  const p = drillProgress(progress, drill.id);
  const keys = drill.keys();
  const cards = keys.map((k) => p.cards[k]).filter((c) => c !== undefined);
  const weak = keys
    .filter((k) => p.cards[k] !== undefined && isWeak(p.cards[k]))
    .sort((a, b) => p.cards[b]!.difficulty - p.cards[a]!.difficulty)
    .slice(0, 3)
    .map((k) => drill.keyLabel?.(k) ?? k);
  return {
    total: keys.length,
    seen: cards.length,
    learned: cards.filter(isLearned).length,
    due: cards.filter((c) => c.due <= now).length,
    answered: p.answered,
    accuracy: p.answered === 0 ? undefined : p.correct / p.answered,
    weak,
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
 * The item RNG: seeded from `?seed=` when given (tests, shared links), else from the clock and a
 * counter (fine for practice: the items need variety, not secrecy).
 *
 * @param seed - The seed from the URL, if any.
 */
export function itemRng(seed: string | null): Rng {
  return seededRng(seed ?? `${Date.now()}-${performance.now()}`);
}

/**
 * Formats a share as Russian percent: `0,875` → `88 %`.
 *
 * @param share - 0…1.
 */
export function formatPercent(share: number): string {
  return `${Math.round(share * 100)} %`;
}

function plural(n: number, one: string, few: string, many: string): string {
  const d = n % 10;
  const h = n % 100;
  if (d === 1 && h !== 11) return one;
  if (d >= 2 && d <= 4 && (h < 12 || h > 14)) return few;
  return many;
}

/**
 * When a key returns, in Russian: `через 10 минут`, `через 2 часа`, `через 3 дня`.
 *
 * @param ms - The interval in milliseconds (rounded to whole minutes, hours below two days, or days).
 * @example
 * ```ts
 * formatInterval(60_000); // 'через 1 минуту'
 * ```
 */
export function formatInterval(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `через ${minutes} ${plural(minutes, 'минуту', 'минуты', 'минут')}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `через ${hours} ${plural(hours, 'час', 'часа', 'часов')}`;
  const days = Math.round(hours / 24);
  return `через ${days} ${plural(days, 'день', 'дня', 'дней')}`;
}
