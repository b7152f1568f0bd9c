/**
 * The statistics page's figures, as pure functions of the answer log and the saved cards: accuracy,
 * speed (median time per answer) and cost by day, and the reviews due today and in the next days.
 *
 * Days are calendar days in a time zone the caller picks through a {@link DayOf} function (the browser's
 * local zone on the page, UTC in tests).
 *
 * @module
 */
import type { CostUnit, EpochDay } from '@croupier/ru';
import type { StoredCard } from '../scheduler/card.ts';
import type { Progress } from '../storage/progress.ts';
import type { AnswerRecord } from '../storage/log.ts';
import { costUnitOf, type UnitCost } from '../ledger.ts';

const DAY_MS = 86_400_000;

/** The calendar day (days since 1970-01-01) of a moment. */
export type DayOf = (at: number) => EpochDay;

/** The calendar day of a moment in UTC. */
export const utcDay: DayOf = (at) => Math.floor(at / DAY_MS);

/** The calendar day of a moment in the browser's (or Node's) local time zone. */
export const localDay: DayOf = (at) => {
  const d = new Date(at);
  return Math.floor(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY_MS);
};

/**
 * The value lost over some records, by unit.
 *
 * @param records - Answer records.
 */
export function costsByUnit(records: readonly AnswerRecord[]): Partial<Record<CostUnit, UnitCost>> {
  const out: Partial<Record<CostUnit, UnitCost>> = {};
  for (const r of records) {
    if (r.cost === undefined) continue;
    const unit = costUnitOf(r.drill);
    const was = out[unit] ?? { costed: 0, cost: 0, costPer100: 0 };
    const costed = was.costed + 1;
    const cost = was.cost + r.cost.value;
    out[unit] = { costed, cost, costPer100: (100 * cost) / costed };
  }
  return out;
}

/** One day of answers. */
export interface DayStats {
  /** The calendar day. */
  readonly day: EpochDay;
  /** Answers given that day. */
  readonly answered: number;
  /** Right answers among them. */
  readonly correct: number;
  /** `correct / answered`. */
  readonly accuracy: number;
  /** The median time per answer (ms): the middle one, or the mean of the two middle ones. */
  readonly medianMs: number;
  /** The value lost that day, by what it is counted in (bets, or АНТЕ in stud); a unit with none is absent. */
  readonly costs: Readonly<Partial<Record<CostUnit, UnitCost>>>;
}

/**
 * The median of some numbers: the middle one of the sorted list, or the mean of the two middle ones.
 *
 * @param values - At least one number.
 * @throws RangeError on an empty list (a bug: every day has an answer).
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('The median of no numbers.');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Answers by calendar day, oldest first; days with no answer are left out.
 *
 * @param log - The answer log (any order).
 * @param dayOf - The time zone's day of a moment (default {@link localDay}).
 * @example
 * ```ts
 * dailyStats(progress.log ?? []); // [{ day: 20422, answered: 12, accuracy: 0.75, medianMs: 2300, … }]
 * ```
 */
export function dailyStats(log: readonly AnswerRecord[], dayOf: DayOf = localDay): DayStats[] {
  const byDay = new Map<EpochDay, AnswerRecord[]>();
  for (const r of log) {
    const day = dayOf(r.at);
    const list = byDay.get(day);
    if (list) list.push(r);
    else byDay.set(day, [r]);
  }
  return [...byDay.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([day, records]) => {
      const correct = records.filter((r) => r.correct).length;
      return {
        day,
        answered: records.length,
        correct,
        accuracy: correct / records.length,
        medianMs: median(records.map((r) => r.ms)),
        costs: costsByUnit(records),
      };
    });
}

/** Reviews coming up: what is due now and how many fall due on each of the next days. */
export interface ReviewsDue {
  /** Cards due by the end of today (overdue ones included). */
  readonly today: number;
  /** Of those, cards whose due time has already passed. */
  readonly overdue: number;
  /** The next days after today, in order: `{ day, count }` of cards falling due that day. */
  readonly next: readonly { readonly day: EpochDay; readonly count: number }[];
  /** Cards due within today and the next days together. */
  readonly total: number;
}

/**
 * The reviews due: cards due by the end of today, then by day for the next `days` days. New cards (never
 * answered) are not reviews and are not counted.
 *
 * @param cards - Every drill's cards (`Object.values(progress.drills).map(d => d.cards)`).
 * @param now - The current time (epoch ms).
 * @param days - How many days after today (default 7).
 * @param dayOf - The time zone's day of a moment (default {@link localDay}).
 */
export function reviewsDue(
  cards: readonly Readonly<Record<string, StoredCard>>[],
  now: number,
  days = 7,
  dayOf: DayOf = localDay,
): ReviewsDue {
  const today = dayOf(now);
  const counts = new Array<number>(days + 1).fill(0);
  let overdue = 0;
  for (const byKey of cards) {
    for (const card of Object.values(byKey)) {
      if (card.state === 0) continue;
      const offset = Math.max(0, dayOf(card.due) - today);
      if (offset > days) continue;
      counts[offset]! += 1;
      if (card.due <= now) overdue += 1;
    }
  }
  return {
    today: counts[0]!,
    overdue,
    next: counts.slice(1).map((count, i) => ({ day: today + i + 1, count })),
    total: counts.reduce((s, c) => s + c, 0),
  };
}

/**
 * The answer log kept with the progress (`progress.log`, schema version 3).
 *
 * @param progress - The saved progress.
 */
export function answerLog(progress: Pick<Progress, 'log'>): readonly AnswerRecord[] {
  return progress.log;
}
