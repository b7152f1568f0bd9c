/**
 * Sync between devices: the merge of two devices' data is a union by id (property tests: the same in
 * either order, twice is once, no entry lost, none counted twice), and an imported file is checked whole —
 * a bad one is refused with a Russian reason and changes nothing.
 */
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultRulesSettings, RULES_GAMES } from '../rules/choice.ts';
import { openIdb } from './backend.ts';
import type { LogEntry, SettingEntry } from './entries.ts';
import { LogStore } from './log-store.ts';
import { mergeSync, readImport, validateSync, type SyncDoc } from './sync.ts';

const T0 = 1_780_000_000_000;

const entry = (id: string, at: number, correct: boolean): LogEntry => ({
  id,
  drill: 'baccarat-point',
  key: `two-${at % 10}`,
  at: T0 + at,
  ms: 1000,
  correct,
  answer: '1',
  expected: correct ? '1' : '2',
  seed: String(at),
});

const doc = (log: LogEntry[], settings: SettingEntry[] = []): SyncDoc => ({
  format: 'croupier-sync',
  version: 1,
  log,
  settings,
  bases: [],
});

// Two devices' logs drawn from one pool of entries, so they overlap.
const pool = fc.uniqueArray(fc.record({ n: fc.integer({ min: 0, max: 10_000 }), ok: fc.boolean() }), {
  selector: (x) => x.n,
  maxLength: 40,
});
const twoDevices = pool.chain((all) => {
  const entries = all.map((x) => entry(`e${x.n}`, x.n % 500, x.ok));
  return fc.tuple(fc.subarray(entries), fc.subarray(entries));
});
const setting = fc.record({
  game: fc.constantFrom(...RULES_GAMES),
  choice: fc.constantFrom({ preset: 'seed' as const, overrides: {} }, { preset: 'casino' as const, overrides: {} }),
  at: fc.integer({ min: 0, max: 5 }),
});
const settingsList = fc.uniqueArray(setting, { selector: (s) => s.game });

describe('mergeSync', () => {
  it('is the same in either order, twice is once, and keeps every entry of both exactly once', () => {
    fc.assert(
      fc.property(twoDevices, settingsList, settingsList, ([a, b], sa, sb) => {
        const x = doc(a, sa);
        const y = doc(b, sb);
        const xy = mergeSync(x, y);
        expect(mergeSync(y, x)).toEqual(xy);
        expect(mergeSync(xy, y)).toEqual(xy);
        expect(mergeSync(xy, xy)).toEqual(xy);
        const ids = new Set([...a, ...b].map((e) => e.id));
        expect(xy.log.map((e) => e.id).sort()).toEqual([...ids].sort());
        // Each game's rules are the later choice of the two.
        for (const s of xy.settings) {
          const times = [...sa, ...sb].filter((t) => t.game === s.game).map((t) => t.at);
          expect(s.at).toBe(Math.max(...times));
        }
      }),
    );
  });

  it('two stores exchanging files in both directions end with the same answers, none twice', async () => {
    await fc.assert(
      fc.asyncProperty(twoDevices, async ([a, b]) => {
        const open = async (name: string, log: LogEntry[]) => {
          const s = new LogStore({ open: () => openIdb(name), now: () => T0 });
          await s.ready;
          await s.merge(doc(log));
          return s;
        };
        const name = `sync-${Math.random()}`;
        const x = await open(`${name}-x`, a);
        const y = await open(`${name}-y`, b);
        await x.merge(y.exportDoc());
        await y.merge(x.exportDoc());
        await x.merge(y.exportDoc());
        const ids = (s: LogStore) => s.snapshot().progress.log.map((e) => (e as LogEntry).id);
        const all = [...new Set([...a, ...b].map((e) => e.id))].sort();
        expect([...ids(x)].sort()).toEqual(all);
        expect([...ids(y)].sort()).toEqual(all);
        expect(x.snapshot().progress.drills).toEqual(y.snapshot().progress.drills);
        const answered = x.snapshot().progress.drills['baccarat-point']?.answered ?? 0;
        expect(answered).toBe(all.length);
      }),
      { numRuns: 15 },
    );
  });
});

describe('readImport', () => {
  const good = doc([entry('a', 1, true)], [{ game: 'craps', choice: { preset: 'casino', overrides: {} }, at: 5 }]);

  it('reads a sync file whole', () => {
    expect(readImport(JSON.stringify(good), T0)).toEqual({ ok: true, value: good });
  });

  it.each([
    ['not JSON', '{"format":', 'текст не читается как JSON'],
    ['another file', '{"hello":1}', 'Неверный формат прогресса'],
    [
      'a bad time',
      JSON.stringify(doc([{ ...entry('a', 1, true), at: 'завтра' as unknown as number }])),
      'запись № 1 журнала: время ответа «завтра» — не время',
    ],
    ['an entry without an id', JSON.stringify(doc([{ ...entry('a', 1, true), id: '' }])), 'нет её номера'],
    [
      'an id twice',
      JSON.stringify(doc([entry('a', 1, true), entry('a', 2, true)])),
      'запись № 2 журнала: номер повторяется',
    ],
    [
      'unknown rules',
      JSON.stringify(
        doc([], [{ game: 'craps', choice: { preset: 'vegas', overrides: {} }, at: 1 } as unknown as SettingEntry]),
      ),
      'набор «vegas» неизвестен',
    ],
    ['a newer file', JSON.stringify({ ...good, version: 2 }), 'более новой версией'],
  ])('refuses %s, saying what is wrong', (_name, text, words) => {
    const read = readImport(text, T0);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.error.message).toContain(words);
      expect(read.error.message).not.toMatch(/JSON\.|undefined|croupier/u);
    }
  });

  it('reads a progress file of an earlier version as a baseline named by its content', () => {
    const old = JSON.stringify({
      version: 2,
      drills: { 'blackjack-total': { answered: 5, correct: 4, cards: {} } },
      settings: { rules: defaultRulesSettings() },
    });
    const read = readImport(old, T0);
    expect(read.ok).toBe(true);
    if (read.ok) {
      expect(read.value.bases).toHaveLength(1);
      expect(read.value.bases[0]!.drills['blackjack-total']).toMatchObject({ answered: 5, correct: 4 });
      expect(readImport(old, T0 + 1)).toMatchObject({ ok: true, value: { bases: read.value.bases } });
      expect(validateSync(read.value)).toMatchObject({ ok: true });
    }
  });
});
