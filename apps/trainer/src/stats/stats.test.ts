import { describe, expect, it } from 'vitest';
import type { StoredCard } from '../scheduler/scheduler.ts';
import type { AnswerRecord } from '../storage/log.ts';
import { dailyStats, localDay, median, reviewsDue, utcDay } from './stats.ts';

const DAY = 86_400_000;
/** 2026-11-30 00:00 UTC: day 20 787 (2026-01-01 is 20 454, plus 333 days to 30 November). */
const D0 = 20_787 * DAY;

function rec(at: number, ms: number, correct: boolean, cost?: number): AnswerRecord {
  return {
    drill: 'blackjack-strategy',
    key: 'hard-16|10',
    at,
    ms,
    correct,
    answer: correct ? 'stand' : 'hit',
    expected: 'stand',
    seed: 's',
    ...(cost === undefined ? {} : { cost: { value: cost } }),
  };
}

describe('median', () => {
  it.each([
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[1000, 1000, 9000, 1000], 1000],
  ])('of %j is %d', (values, m) => {
    expect(median(values)).toBe(m);
  });
  it('refuses an empty list', () => {
    expect(() => median([])).toThrow(RangeError);
  });
});

describe('dailyStats', () => {
  // Three answers on day 0 (one just before midnight UTC), none on day 1, two on day 2, given out of order.
  const log = [
    rec(D0 + 2 * DAY + 3_600_000, 4000, true),
    rec(D0 + 10 * 3_600_000, 1200, true, 0),
    rec(D0 + DAY - 1, 3000, false, 0.25),
    rec(D0 + 9 * 3_600_000, 2000, false, 0.5),
    rec(D0 + 2 * DAY + 7_200_000, 6000, false),
  ];

  it('groups by UTC day, oldest first, and skips days without answers', () => {
    expect(dailyStats(log, utcDay).map((d) => d.day)).toEqual([20_787, 20_789]);
  });

  it('counts accuracy, the median time and the cost by hand', () => {
    const [d0, d2] = dailyStats(log, utcDay);
    // Day 0: 1 of 3 right; times 1200, 2000, 3000 → median 2000; costs 0 + 0.25 + 0.5 = 0.75 over 3 costed
    // decisions → 25 per 100.
    expect(d0).toEqual({
      day: 20_787,
      answered: 3,
      correct: 1,
      accuracy: 1 / 3,
      medianMs: 2000,
      costs: { bet: { costed: 3, cost: 0.75, costPer100: 25 } },
    });
    // Day 2: rule questions with no cost; times 4000, 6000 → median 5000.
    expect(d2).toEqual({
      day: 20_789,
      answered: 2,
      correct: 1,
      accuracy: 0.5,
      medianMs: 5000,
      costs: {},
    });
  });

  it('keeps stud’s АНТЕ apart from the other games’ bets', () => {
    // A blackjack miss of 0.25 bet and two stud decisions (0.5 and 0 АНТЕ) on one day: 0.25 over 1 in
    // bets, 0.5 over 2 in АНТЕ → 25 per 100 each; a play-mode stud record counts in АНТЕ too.
    const stud = (at: number, cost: number, drill = 'stud-decision'): AnswerRecord => ({
      ...rec(at, 1000, cost === 0, cost),
      drill,
    });
    const [d] = dailyStats([rec(D0, 1000, false, 0.25), stud(D0 + 1, 0.5), stud(D0 + 2, 0, 'play-stud')], utcDay);
    expect(d!.costs).toEqual({
      bet: { costed: 1, cost: 0.25, costPer100: 25 },
      ante: { costed: 2, cost: 0.5, costPer100: 25 },
    });
  });

  it('moves an answer to the next day in a zone east of UTC', () => {
    const plus3: (at: number) => number = (at) => utcDay(at + 3 * 3_600_000);
    // 23:59:59.999 UTC is 02:59 the next day at UTC+3: day 0 keeps two answers, day 1 gets one.
    expect(dailyStats(log, plus3).map((d) => [d.day, d.answered])).toEqual([
      [20_787, 2],
      [20_788, 1],
      [20_789, 2],
    ]);
  });

  it('gives nothing for an empty log', () => {
    expect(dailyStats([], utcDay)).toEqual([]);
  });

  it('reads local days from the local calendar date', () => {
    const at = new Date(2026, 10, 30, 12, 0).getTime(); // noon, 30 November 2026, local time
    expect(localDay(at)).toBe(20_787);
  });
});

describe('reviewsDue', () => {
  const card = (due: number, state: StoredCard['state'] = 2): StoredCard => ({
    due,
    stability: 3,
    difficulty: 5,
    elapsed_days: 1,
    scheduled_days: 3,
    learning_steps: 0,
    reps: 2,
    lapses: 0,
    state,
  });
  const now = D0 + 15 * 3_600_000; // 15:00 UTC on day 0

  it('counts overdue and later-today cards as today, then each of the next seven days', () => {
    const drills = [
      {
        a: card(now - 5 * DAY), // overdue by days: today
        b: card(now - 1), // overdue: today
        c: card(D0 + DAY - 1), // 23:59 today: today, not overdue
        d: card(D0 + DAY), // tomorrow at midnight
        n: card(now - DAY, 0), // a new card: not a review
      },
      {
        e: card(D0 + 7 * DAY + 5), // day 7: the last one counted
        f: card(D0 + 8 * DAY), // day 8: beyond
        g: card(D0 + 3 * DAY + 1000, 1), // learning, day 3
      },
    ];
    const due = reviewsDue(drills, now, 7, utcDay);
    expect(due.today).toBe(3);
    expect(due.overdue).toBe(2);
    expect(due.next.map((d) => d.count)).toEqual([1, 0, 1, 0, 0, 0, 1]);
    expect(due.next.map((d) => d.day)).toEqual([20_788, 20_789, 20_790, 20_791, 20_792, 20_793, 20_794]);
    expect(due.total).toBe(6);
  });

  it('is zero with no cards', () => {
    expect(reviewsDue([], now, 7, utcDay)).toEqual({
      today: 0,
      overdue: 0,
      next: [1, 2, 3, 4, 5, 6, 7].map((i) => ({ day: 20_787 + i, count: 0 })),
      total: 0,
    });
  });
});
