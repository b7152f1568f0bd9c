import { describe, expect, it } from 'vitest';
import { seededRng } from '@croupier/engine/rng';
import { baccaratPointDrill } from './drills/general/baccarat-point.ts';
import { addToStats, EMPTY_STATS, itemSeed, nextItem, recordAnswer, runSeed, summarize } from './session.ts';
import type { AnswerRecord } from './storage/log.ts';
import { emptyProgress, LOG_CAP } from './storage/progress.ts';

const T0 = Date.UTC(2026, 0, 1);
const GENERAL = { rules: null } as const;
const KEYS = baccaratPointDrill.keys(null);
/** A record of an answer in the baccarat-point drill. */
const rec = (
  key: string,
  correct: boolean,
  ms: number,
  at: number,
  extra: Partial<AnswerRecord> = {},
): AnswerRecord => ({
  drill: 'baccarat-point',
  key,
  at,
  ms,
  correct,
  answer: correct ? '3' : '4',
  expected: '3',
  seed: `s-${at}`,
  ...extra,
});

describe('session', () => {
  it('counts answers and schedules the key; the input progress is unchanged', () => {
    const p0 = emptyProgress();
    const { progress: p1, grade } = recordAnswer(p0, rec('two-3', false, 2_000, T0));
    expect(grade).toBe('again');
    expect(p0).toEqual(emptyProgress());
    const { progress: p2 } = recordAnswer(p1, rec('three-1', true, 2_000, T0 + 1_000));
    expect(p2.log).toEqual([rec('two-3', false, 2_000, T0), rec('three-1', true, 2_000, T0 + 1_000)]);
    expect(p2.drills['baccarat-point']).toMatchObject({ answered: 2, correct: 1 });
    expect(p2.drills['baccarat-point']!.cards['two-3']!.due).toBe(T0 + 60_000);
    expect(p2.settings).toEqual(p0.settings);
    const s = summarize(baccaratPointDrill, p2, T0 + 61_000, KEYS);
    expect(s).toEqual({ total: 20, seen: 2, learned: 0, due: 1, answered: 2, accuracy: 0.5, weak: ['3 с двух карт'] });
  });

  it('summarises from the saved cards alone before the drill’s code is loaded: no total, no weak spots', () => {
    const { progress: p1 } = recordAnswer(emptyProgress(), rec('two-3', false, 2_000, T0));
    const { progress: p2 } = recordAnswer(p1, rec('three-1', true, 2_000, T0 + 1_000));
    // A card of a key these rules no longer have counts too until the keys are known.
    const p3 = {
      ...p2,
      drills: {
        'baccarat-point': {
          ...p2.drills['baccarat-point']!,
          cards: { ...p2.drills['baccarat-point']!.cards, gone: p2.drills['baccarat-point']!.cards['two-3']! },
        },
      },
    };
    const s = summarize({ id: 'baccarat-point' }, p3, T0 + 61_000, undefined);
    expect(s).toEqual({ total: undefined, seen: 3, learned: 0, due: 2, answered: 2, accuracy: 0.5, weak: [] });
  });

  it('asks the wrongly answered key again once it is due', () => {
    const { progress } = recordAnswer(emptyProgress(), rec('two-3', false, 2_000, T0));
    const later = nextItem(baccaratPointDrill, progress, T0 + 61_000, seededRng(1), GENERAL, 'three-1');
    expect(later).toMatchObject({ reason: 'due', item: { key: 'two-3' } });
  });

  it('pins a forced key, ignoring unknown ones', () => {
    const forced = nextItem(baccaratPointDrill, emptyProgress(), T0, seededRng(1), GENERAL, undefined, 'three-9');
    expect(forced?.item.key).toBe('three-9');
    const unknown = nextItem(baccaratPointDrill, emptyProgress(), T0, seededRng(1), GENERAL, undefined, 'nope');
    expect(unknown?.item.key).toBe(KEYS[0]);
  });

  it('draws only the chosen keys (unknown ones ignored; none known means all)', () => {
    const only = ['three-9', 'two-0', 'nope'];
    const seen = new Set<string>();
    let p = emptyProgress();
    let last: string | undefined;
    for (let i = 0; i < 12; i++) {
      const next = nextItem(baccaratPointDrill, p, T0 + i * 3_600_000, seededRng(i), GENERAL, last, undefined, only);
      seen.add(next!.item.key);
      last = next!.item.key;
      p = recordAnswer(p, rec(last, true, 1_000, T0 + i * 3_600_000)).progress;
    }
    expect([...seen].sort()).toEqual(['three-9', 'two-0']);
    const none = nextItem(baccaratPointDrill, emptyProgress(), T0, seededRng(1), GENERAL, undefined, undefined, ['x']);
    expect(none?.item.key).toBe(KEYS[0]);
  });

  it('keeps the last LOG_CAP records of the log', () => {
    let p = emptyProgress();
    p = { ...p, log: Array.from({ length: LOG_CAP }, (_, i) => rec('two-3', true, 1, T0 + i)) };
    const after = recordAnswer(p, rec('two-4', false, 1, T0 + LOG_CAP)).progress;
    expect(after.log).toHaveLength(LOG_CAP);
    expect(after.log[0]!.at).toBe(T0 + 1);
    expect(after.log.at(-1)!.key).toBe('two-4');
  });

  it('tracks the streak and the best streak', () => {
    let s = EMPTY_STATS;
    for (const correct of [true, true, false, true]) s = addToStats(s, { correct });
    expect(s).toEqual({ answered: 4, correct: 3, streak: 1, bestStreak: 2 });
  });
});

describe('seeds', () => {
  it('a run starts from the given seed, else from a fresh one (the cryptographic source: two runs differ)', () => {
    expect(runSeed('42')).toBe('42');
    const a = runSeed(null);
    const b = runSeed(null);
    expect(a).toMatch(/^\d+$/u);
    expect(a).not.toBe(b); // 2^53 seeds: a repeat has probability about 1e-16
    expect(runSeed('')).toMatch(/^\d+$/u);
  });

  it('names item n of a run by the run’s seed and n (the browser test replays one from it)', () => {
    expect([1, 2, 3].map((n) => itemSeed('12345', n))).toEqual(['12345', '12345-2', '12345-3']);
  });
});
