/**
 * What the drill list shows of each drill's progress, read from the saved progress alone (no scheduler,
 * no drill code: the list is the first screen).
 *
 * @module
 */
import { isLearned, isWeak } from './scheduler/card.ts';
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

/** What the drill list shows of a drill. */
export interface DrillSummary {
  /** Number of keys under the rules in play, or `undefined` while the drill's code is not loaded. */
  readonly total: number | undefined;
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
  /** Names of the weakest keys (hardest first, at most three); empty while the drill's code is not loaded. */
  readonly weak: readonly string[];
}

/**
 * Summarises a drill's progress. With the drill's keys (its code loaded), only the cards of keys in play
 * count; without them (the list before a game's chunk arrives), every saved card of the drill counts and
 * the total and the weak spots (which need the keys' names) are left out.
 *
 * @param drill - The drill's id and, once loaded, how it names a key.
 * @param progress - The progress.
 * @param now - The current time (epoch ms), for what is due.
 * @param keys - The drill's keys under the rules in play, or `undefined` while its code is not loaded.
 */
export function summarize(
  drill: { readonly id: string; readonly keyLabel?: (key: string) => string },
  progress: Progress,
  now: number,
  keys: readonly string[] | undefined,
): DrillSummary {
  const p = drillProgress(progress, drill.id);
  const inPlay = keys ?? Object.keys(p.cards);
  const cards = inPlay.map((k) => p.cards[k]).filter((c) => c !== undefined);
  const weak =
    keys === undefined
      ? []
      : keys
          .filter((k) => p.cards[k] !== undefined && isWeak(p.cards[k]))
          .sort((a, b) => p.cards[b]!.difficulty - p.cards[a]!.difficulty)
          .slice(0, 3)
          .map((k) => drill.keyLabel?.(k) ?? k);
  return {
    total: keys?.length,
    seen: cards.length,
    learned: cards.filter(isLearned).length,
    due: cards.filter((c) => c.due <= now).length,
    answered: p.answered,
    accuracy: p.answered === 0 ? undefined : p.correct / p.answered,
    weak,
  };
}
