import { describe, expect, it } from 'vitest';
import { seededRng } from '@croupier/engine/rng';
import { baccaratPointDrill } from './drills/general/hand-values.ts';
import {
  addToStats,
  EMPTY_STATS,
  formatInterval,
  formatPercent,
  nextItem,
  recordAnswer,
  summarize,
} from './session.ts';
import { emptyProgress } from './storage/progress.ts';

const T0 = Date.UTC(2026, 0, 1);

describe('session', () => {
  it('counts answers and schedules the key; the input progress is unchanged', () => {
    const p0 = emptyProgress();
    const { progress: p1, grade } = recordAnswer(p0, 'baccarat-point', 'two-3', false, 2_000, T0);
    expect(grade).toBe('again');
    expect(p0).toEqual(emptyProgress());
    const { progress: p2 } = recordAnswer(p1, 'baccarat-point', 'three-1', true, 2_000, T0 + 1_000);
    expect(p2.drills['baccarat-point']).toMatchObject({ answered: 2, correct: 1 });
    expect(p2.drills['baccarat-point']!.cards['two-3']!.due).toBe(T0 + 60_000);
    const s = summarize(baccaratPointDrill, p2, T0 + 61_000);
    expect(s).toEqual({ total: 20, seen: 2, learned: 0, due: 1, answered: 2, accuracy: 0.5, weak: ['3 с двух карт'] });
  });

  it('asks the wrongly answered key again once it is due', () => {
    const { progress } = recordAnswer(emptyProgress(), 'baccarat-point', 'two-3', false, 2_000, T0);
    const later = nextItem(baccaratPointDrill, progress, T0 + 61_000, seededRng(1), 'three-1');
    expect(later).toMatchObject({ reason: 'due', item: { key: 'two-3' } });
  });

  it('pins a forced key, ignoring unknown ones', () => {
    expect(nextItem(baccaratPointDrill, emptyProgress(), T0, seededRng(1), undefined, 'three-9')?.item.key).toBe(
      'three-9',
    );
    expect(nextItem(baccaratPointDrill, emptyProgress(), T0, seededRng(1), undefined, 'nope')?.item.key).toBe(
      baccaratPointDrill.keys()[0],
    );
  });

  it('tracks the streak and the best streak', () => {
    let s = EMPTY_STATS;
    for (const correct of [true, true, false, true]) s = addToStats(s, { correct });
    expect(s).toEqual({ answered: 4, correct: 3, streak: 1, bestStreak: 2 });
  });

  it.each([
    [0, '0 %'],
    [0.875, '88 %'],
    [1, '100 %'],
  ])('formats %d as %s', (share, text) => {
    expect(formatPercent(share)).toBe(text);
  });
});

describe('formatInterval', () => {
  it.each([
    [60_000, 'через 1 минуту'],
    [6 * 60_000, 'через 6 минут'],
    [22 * 60_000, 'через 22 минуты'],
    [11 * 60_000, 'через 11 минут'],
    [60 * 60_000, 'через 1 час'],
    [3 * 3_600_000, 'через 3 часа'],
    [21 * 3_600_000, 'через 21 час'],
    [2 * 86_400_000, 'через 2 дня'],
    [5 * 86_400_000, 'через 5 дней'],
    [21 * 86_400_000, 'через 21 день'],
    [0, 'через 1 минуту'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatInterval(ms)).toBe(text);
  });
});
