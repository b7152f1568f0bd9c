/**
 * A shift's weak spots into the drills' schedule, for every game's shift: each wrong croupier's action
 * that a drill drills (a dealer's draw at a total, the puck on a come-out, what a winning bet pays …)
 * becomes an answer record of that drill's key, a costly mispayment with its cost, so the scheduler brings
 * the key back — a costly one sooner (`recordAnswer`, decision 019). Right actions are not written: a shift
 * of sixty rounds has some five hundred of them, which would push the drills' own answers out of the log.
 *
 * @module
 */
import { recordAnswer } from '../session.ts';
import type { AnswerRecord } from '../storage/log.ts';
import type { Progress } from '../storage/progress.ts';
import type { GradedBase } from './core/grading.ts';

/**
 * The answer records of a shift's wrong actions that have a drill key.
 *
 * @param graded - The shift's graded actions.
 * @param at - When the shift ended (epoch ms); the records follow one another by a millisecond.
 * @param seed - The shift's seed (the record's item seed: the drill deals its own item for the key).
 */
export function shiftRecords(graded: readonly GradedBase<string>[], at: number, seed: string): AnswerRecord[] {
  const out: AnswerRecord[] = [];
  for (const g of graded) {
    if (g.correct || !g.spot) continue;
    out.push({
      drill: g.spot.drill,
      key: g.spot.key,
      at: at + out.length,
      ms: g.ms,
      correct: false,
      answer: g.given,
      expected: g.expected,
      seed: `${seed}/${g.round}`,
      ...(g.cost ? { cost: g.cost } : {}),
    });
  }
  return out;
}

/**
 * The progress with the shift's weak spots recorded.
 *
 * @param progress - The progress before.
 * @param records - From {@link shiftRecords}.
 */
export function recordShift(progress: Progress, records: readonly AnswerRecord[]): Progress {
  let p = progress;
  for (const r of records) p = recordAnswer(p, r).progress;
  return p;
}

/**
 * Saves a finished shift's weak spots into the progress store and names them, once each, for the summary.
 *
 * @param store - The progress store (only its `update`).
 * @param shift - The shift's graded actions and seed.
 * @param spotLabel - A drill key in words, as the game names it («Добор крупье: крупье на жёстких 16»).
 * @returns The weak spots in words, in the order first written.
 */
export function saveShift(
  store: { readonly update: (f: (p: Progress) => Progress) => void },
  shift: { readonly graded: readonly GradedBase<string>[]; readonly seed: string },
  spotLabel: (drill: string, key: string) => string,
): string[] {
  const records = shiftRecords(shift.graded, Date.now(), shift.seed);
  if (records.length > 0) store.update((p) => recordShift(p, records));
  return [...new Set(records.map((r) => spotLabel(r.drill, r.key)))];
}
