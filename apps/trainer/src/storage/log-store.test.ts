/**
 * The IndexedDB store (issue 21), on `fake-indexeddb`: tabs writing at once lose nothing, the drills derived
 * from the log equal a hand-worked count, every earlier `localStorage` version is carried over whole and
 * left in place, corrupt and newer data is kept and reported, a refused write is kept and made later, and a
 * browser without IndexedDB works in memory and says so.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { recordAnswer } from '../session.ts';
import { defaultRulesSettings } from '../rules/choice.ts';
import { MemoryBackend, openIdb } from './backend.ts';
import { deriveDrills } from './derive.ts';
import type { LogEntry } from './entries.ts';
import { LogStore, MEMORY_NOTICE } from './log-store.ts';
import { MemoryStorage } from './memory-storage.ts';
import { Bus, T0, tab } from './test-harness.ts';
import { STORE_KEY, V1_KEY, V2_KEY } from './progress.ts';
import { learningCard } from './test-fixtures.ts';

let dbCount = 0;
/** A fresh database name: one simulated browser. */
const browser = () => `test-${++dbCount}`;

/** Answers a key in a tab, as the practice screen does. */
function answer(store: LogStore, drill: string, key: string, correct: boolean, at: number) {
  store.update(
    (p) =>
      recordAnswer(p, { drill, key, correct, ms: 2_000, at, answer: 'a', expected: 'b', seed: `${key}@${at}` })
        .progress,
  );
}

/** Resolves once a store has written everything. */
async function settled(store: LogStore) {
  for (let i = 0; i < 1000 && !store.snapshot().saved; i++) await new Promise((r) => setImmediate(r));
  expect(store.snapshot().saved).toBe(true);
  await store.refresh();
}

describe('tabs writing at once', () => {
  it('three tabs answering 8 times each, interleaved: all 24 answers are kept, each once', async () => {
    const db = browser();
    const tabs = await Promise.all([tab(db), tab(db), tab(db)]);
    for (let i = 0; i < 8; i++) {
      tabs.forEach((t, n) => answer(t, 'baccarat-point', `two-${n}`, i % 2 === 0, T0 + i * 10 + n));
    }
    await Promise.all(tabs.map(settled));
    const fresh = await tab(db);
    const p = fresh.snapshot().progress;
    expect(p.log).toHaveLength(24);
    expect(new Set(p.log.map((e) => (e as LogEntry).id)).size).toBe(24);
    expect(p.drills['baccarat-point']).toMatchObject({ answered: 24, correct: 12 });
    expect(Object.keys(p.drills['baccarat-point']!.cards).sort()).toEqual(['two-0', 'two-1', 'two-2']);
    expect(p.drills['baccarat-point']!.cards['two-1']!.reps).toBe(8);
  });

  it('a tab hears another’s answers at once, and the latest rules choice wins in both', async () => {
    const db = browser();
    const bus = new Bus();
    let clock = T0;
    const a = await tab(db, { bus, now: () => clock });
    const b = await tab(db, { bus, now: () => clock });
    answer(a, 'blackjack-total', 'soft-17', true, T0 + 1);
    await settled(a);
    await b.refresh();
    expect(b.snapshot().progress.drills['blackjack-total']).toMatchObject({ answered: 1, correct: 1 });
    const pick = (store: LogStore, preset: 'seed' | 'casino') =>
      store.update((p) => ({ ...p, settings: { rules: { ...p.settings.rules, craps: { preset, overrides: {} } } } }));
    clock = T0 + 100;
    pick(a, 'casino');
    await settled(a);
    await b.refresh();
    expect(b.snapshot().progress.settings.rules.craps.preset).toBe('casino');
    // Both change at once; the later choice (b's) wins in both tabs and in the store.
    const blackjack = (store: LogStore, choice: { preset: 'seed' | 'casino'; overrides: Record<string, unknown> }) =>
      store.update((p) => ({ ...p, settings: { rules: { ...p.settings.rules, blackjack: choice } } }));
    clock = T0 + 300;
    blackjack(b, { preset: 'casino', overrides: {} });
    clock = T0 + 200;
    blackjack(a, { preset: 'seed', overrides: { decks: 1 } });
    await Promise.all([settled(a), settled(b)]);
    await Promise.all([a.refresh(), b.refresh()]);
    const later = { preset: 'casino', overrides: {} };
    expect(a.snapshot().progress.settings.rules.blackjack).toEqual(later);
    expect(b.snapshot().progress.settings.rules.blackjack).toEqual(later);
    expect((await tab(db)).snapshot().progress.settings.rules).toMatchObject({
      blackjack: later,
      craps: { preset: 'casino' },
    });
  });
});

describe('derived from the log', () => {
  it('counts and cards equal a hand-worked log, and a load uses the cache or replays to the same', async () => {
    const log: LogEntry[] = [
      {
        id: 'c',
        drill: 'craps-bets',
        key: 'k1',
        at: T0 + 3,
        ms: 1,
        correct: false,
        answer: 'x',
        expected: 'y',
        seed: '3',
      },
      {
        id: 'a',
        drill: 'craps-bets',
        key: 'k1',
        at: T0 + 1,
        ms: 1,
        correct: true,
        answer: 'y',
        expected: 'y',
        seed: '1',
      },
      {
        id: 'b',
        drill: 'craps-bets',
        key: 'k2',
        at: T0 + 2,
        ms: 1,
        correct: true,
        answer: 'y',
        expected: 'y',
        seed: '2',
      },
      {
        id: 'd',
        drill: 'stud-fold',
        key: 'k',
        at: T0 + 4,
        ms: 1,
        correct: true,
        answer: 'y',
        expected: 'y',
        seed: '4',
      },
    ];
    // By hand: craps-bets 3 answers, 2 right; k1 reviewed twice (right, then wrong), k2 once; stud-fold 1 of 1.
    const drills = deriveDrills([], log);
    expect(drills['craps-bets']).toMatchObject({ answered: 3, correct: 2 });
    expect(drills['craps-bets']!.cards['k1']).toMatchObject({ reps: 2, last_review: T0 + 3 });
    expect(drills['craps-bets']!.cards['k2']).toMatchObject({ reps: 1, last_review: T0 + 2 });
    expect(drills['stud-fold']).toMatchObject({ answered: 1, correct: 1 });
    // A baseline's counts are added; entries it already counts are not replayed.
    const based = deriveDrills(
      [{ id: 'local:x', at: 0, drills: { 'stud-fold': { answered: 10, correct: 7, cards: {} } } }],
      [...log, { ...log[3]!, id: 'e', base: 'local:x' }],
    );
    expect(based['stud-fold']).toMatchObject({ answered: 11, correct: 8 });
  });

  it('a reload derives what the tab showed, with or without the cache', async () => {
    const db = browser();
    const a = await tab(db);
    answer(a, 'baccarat-point', 'two-3', false, T0 + 1);
    answer(a, 'baccarat-point', 'two-3', true, T0 + 2);
    await settled(a);
    const shown = a.snapshot().progress.drills;
    expect((await tab(db)).snapshot().progress.drills).toEqual(shown);
    const backend = await openIdb(db);
    await backend.write({ meta: { cache: { digest: 'stale', drills: {} } } });
    expect((await tab(db)).snapshot().progress.drills).toEqual(shown);
  });
});

const CARD = learningCard(T0);
const DRILLS = { 'baccarat-point': { answered: 3, correct: 2, cards: { 'two-7': CARD } } };
const RULES = { ...defaultRulesSettings(), blackjack: { preset: 'casino', overrides: {} } };
const RECORD = {
  drill: 'baccarat-point',
  key: 'two-7',
  at: T0 - 5,
  ms: 900,
  correct: true,
  answer: '7',
  expected: '7',
  seed: '9',
};

describe('moving from localStorage', () => {
  it.each([
    ['version 1 (drills only)', V1_KEY, { version: 1, drills: DRILLS }, defaultRulesSettings(), 0],
    ['version 2 (drills and rules)', V2_KEY, { version: 2, drills: DRILLS, settings: { rules: RULES } }, RULES, 0],
    [
      'version 3 (with the log)',
      STORE_KEY,
      { version: 3, drills: DRILLS, settings: { rules: RULES }, log: [RECORD] },
      RULES,
      1,
    ],
  ])('%s is carried over whole, left in place, and not carried twice', async (_name, key, doc, rules, logged) => {
    const legacy = new MemoryStorage({ [key]: JSON.stringify(doc) });
    const db = browser();
    const a = await tab(db, { legacy });
    expect(a.snapshot().notices).toMatchObject([{ kind: 'migrated', level: 'info' }]);
    const p = a.snapshot().progress;
    expect(p.drills).toEqual(DRILLS);
    expect(p.settings.rules).toEqual(rules);
    expect(p.log).toHaveLength(logged);
    expect(legacy.data.get(key)).toBe(JSON.stringify(doc));
    // A new answer adds to the carried counts; a reload carries nothing twice and says nothing.
    answer(a, 'baccarat-point', 'two-1', true, T0 + 1);
    await settled(a);
    const b = await tab(db, { legacy });
    expect(b.snapshot().notices).toEqual([]);
    expect(b.snapshot().progress.drills['baccarat-point']).toMatchObject({ answered: 4, correct: 3 });
    expect(b.snapshot().progress.log).toHaveLength(logged + 1);
  });

  it.each([
    ['corrupt', '{"version":2,"drills":{"baccarat-point":', 'повреждены'],
    ['newer', JSON.stringify({ version: 9, drills: {} }), 'более новой версией'],
  ])(
    '%s data is kept where it was, copied, reported with its download, and never written over',
    async (_k, raw, words) => {
      const legacy = new MemoryStorage({ [STORE_KEY]: raw });
      const db = browser();
      const a = await tab(db, { legacy });
      const [notice] = a.snapshot().notices;
      expect(notice).toMatchObject({ kind: 'corrupt', level: 'error', backupKey: STORE_KEY });
      expect(notice!.message).toContain(words);
      expect(notice!.message).not.toMatch(/localStorage|croupier\.|IndexedDB/u);
      answer(a, 'baccarat-point', 'two-1', true, T0 + 1);
      await settled(a);
      expect(legacy.data.get(STORE_KEY)).toBe(raw);
      const backend = await openIdb(db);
      const kept = [...(await backend.readAll()).meta.values()].filter((v) => (v as { text?: string }).text === raw);
      expect(kept).toHaveLength(1);
      // Reported again on the next load while it is there, and kept once.
      const b = await tab(db, { legacy });
      expect(b.snapshot().notices).toMatchObject([{ kind: 'corrupt' }]);
      expect(b.snapshot().progress.drills['baccarat-point']).toMatchObject({ answered: 1 });
    },
  );

  it('an older build writing its key after the move: its new answers come over, the old ones once', async () => {
    const doc = { version: 3, drills: DRILLS, settings: { rules: RULES }, log: [RECORD] };
    const legacy = new MemoryStorage({ [STORE_KEY]: JSON.stringify(doc) });
    const db = browser();
    await tab(db, { legacy });
    const later = { ...RECORD, at: T0 - 1, seed: '10' };
    const more = {
      ...doc,
      drills: { 'baccarat-point': { ...DRILLS['baccarat-point'], answered: 4 } },
      log: [RECORD, later],
    };
    legacy.setItem(STORE_KEY, JSON.stringify(more));
    const p = (await tab(db, { legacy })).snapshot().progress;
    expect(p.drills['baccarat-point']).toMatchObject({ answered: 4 });
    expect(p.log).toHaveLength(2);
  });
});

describe('when the browser refuses', () => {
  it('no IndexedDB: the tab answers in memory and says so in plain words', async () => {
    const store = new LogStore({ open: () => Promise.reject(new Error('blocked')), now: () => T0 });
    await store.ready;
    expect(store.snapshot().notices).toEqual([MEMORY_NOTICE]);
    expect(store.kind()).toBe('memory');
    answer(store, 'baccarat-point', 'two-1', true, T0 + 1);
    expect(store.snapshot().progress.drills['baccarat-point']).toMatchObject({ answered: 1 });
    expect(store.exportDoc().log).toHaveLength(1);
  });

  it('a write refused for quota is kept, said, and made on the next change once space returns', async () => {
    const backend = new MemoryBackend('idb');
    const store = new LogStore({ open: () => Promise.resolve(backend), now: () => T0 });
    await store.ready;
    backend.failWrites = true;
    answer(store, 'baccarat-point', 'two-1', true, T0 + 1);
    await store.refresh();
    await new Promise((r) => setImmediate(r));
    expect(store.snapshot().saved).toBe(false);
    expect(store.snapshot().notices).toMatchObject([{ kind: 'unwritable' }]);
    backend.failWrites = false;
    answer(store, 'baccarat-point', 'two-2', false, T0 + 2);
    await settled(store);
    expect(store.snapshot().notices).toEqual([]);
    expect((await backend.readAll()).log).toHaveLength(2);
  });

  it('a change before the load finishes is applied once it has', async () => {
    const store = new LogStore({ open: () => openIdb(browser()), now: () => T0 });
    answer(store, 'baccarat-point', 'two-1', true, T0 + 1);
    await store.ready;
    await settled(store);
    expect(store.snapshot().progress.log).toHaveLength(1);
  });
});
