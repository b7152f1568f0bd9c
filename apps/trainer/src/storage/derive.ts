/**
 * The drills' schedule and counts derived from the answer log: the baselines (what older stores counted)
 * first, then every log entry they do not already count, in log order ({@link entryOrder}), each reviewed
 * by FSRS as it was when answered (`applyAnswer`). Loaded lazily: the store keeps a derived cache and needs
 * this (and the scheduler) only when the cache does not match the log.
 *
 * @module
 */
import { applyAnswer } from '../session.ts';
import type { StoredCard } from '../scheduler/card.ts';
import { entryOrder, type Baseline, type LogEntry } from './entries.ts';
import { emptyDrillProgress, type DrillProgress } from './progress.ts';

/** The later of two versions of a card: the later review, then the more reviews. */
function laterCard(a: StoredCard, b: StoredCard): StoredCard {
  const ta = a.last_review ?? -Infinity;
  const tb = b.last_review ?? -Infinity;
  if (ta !== tb) return ta > tb ? a : b;
  return b.reps > a.reps ? b : a;
}

/**
 * The baselines together: counts added (they are different stores' answers), the later review of a card.
 *
 * @param bases - The baselines, in any order.
 */
export function baselineDrills(bases: readonly Baseline[]): Record<string, DrillProgress> {
  const drills: Record<string, DrillProgress> = {};
  for (const base of [...bases].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    for (const [id, d] of Object.entries(base.drills)) {
      const had = drills[id] ?? emptyDrillProgress();
      const cards: Record<string, StoredCard> = { ...had.cards };
      for (const [key, card] of Object.entries(d.cards)) {
        const other = cards[key];
        cards[key] = other === undefined ? card : laterCard(other, card);
      }
      drills[id] = { cards, answered: had.answered + d.answered, correct: had.correct + d.correct };
    }
  }
  return drills;
}

/**
 * Applies entries to derived drills, in log order; entries a baseline counts are skipped.
 *
 * @param drills - The drills before (not changed).
 * @param entries - The entries to apply, all later in log order than those already in `drills`.
 */
export function extendDrills(
  drills: Readonly<Record<string, DrillProgress>>,
  entries: readonly LogEntry[],
): Record<string, DrillProgress> {
  const out: Record<string, DrillProgress> = { ...drills };
  for (const e of [...entries].sort(entryOrder)) {
    if (e.base !== undefined) continue;
    out[e.drill] = applyAnswer(out[e.drill] ?? emptyDrillProgress(), e).drill;
  }
  return out;
}

/**
 * Every drill's cards and counts from the baselines and the log.
 *
 * @param bases - The baselines.
 * @param entries - The log, in any order.
 */
export function deriveDrills(bases: readonly Baseline[], entries: readonly LogEntry[]): Record<string, DrillProgress> {
  return extendDrills(baselineDrills(bases), entries);
}
