/**
 * The histories store keeps the progress store's promises (issue 11/14): corrupt or newer data is kept
 * and reported, never wiped; histories the engine refuses are left out and reported; a failed save is
 * retried; two tabs never lose each other's tables.
 */
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage.ts';
import { backupKeys } from './progress.ts';
import { emptyHistories, HISTORIES_KEY, HistoryStore, MAX_TABLES, readHistories, withTable } from './histories.ts';
import { crapsTable, T0 } from './test-fixtures.ts';

describe('HistoryStore', () => {
  it('saves a table and a fresh tab reads it back whole', () => {
    const s = new MemoryStorage();
    const a = new HistoryStore(s, () => T0);
    a.update((d) => withTable(d, crapsTable('t1', T0, 2)));
    const b = new HistoryStore(s, () => T0);
    expect(b.histories().tables.craps).toEqual([crapsTable('t1', T0, 2)]);
    expect(b.storeNotices()).toEqual([]);
  });

  it.each([
    ['not JSON', '{"version":1,', 'corrupt'],
    ['an unknown shape', '[1,2,3]', 'corrupt'],
    ['a newer version', JSON.stringify({ version: 2, tables: {} }), 'newer'],
  ])('keeps %s aside, reports it, and does not wipe it', (_, raw, kind) => {
    const s = new MemoryStorage({ [HISTORIES_KEY]: raw });
    const store = new HistoryStore(s, () => T0);
    expect(store.storeNotices().map((n) => n.kind)).toEqual([kind]);
    const keys = backupKeys(s);
    expect(keys).toHaveLength(1);
    expect(s.getItem(keys[0]!)).toBe(raw);
    // A reload of the same state makes no second copy.
    new HistoryStore(s, () => T0 + 5);
    expect(backupKeys(s)).toHaveLength(1);
    store.update((d) => withTable(d, crapsTable('t1', T0)));
    if (kind === 'newer')
      expect(s.getItem(HISTORIES_KEY)).toBe(raw); // never written over
    else expect(s.getItem(backupKeys(s)[0]!)).toBe(raw); // the copy stays
  });

  it('stops saving, says so, and writes nothing over a newer version another tab saved meanwhile', () => {
    const s = new MemoryStorage();
    const store = new HistoryStore(s, () => T0);
    store.update((d) => withTable(d, crapsTable('t1', T0)));
    const newer = JSON.stringify({ version: 2, tables: {} });
    s.setItem(HISTORIES_KEY, newer); // another tab, a later build
    store.update((d) => withTable(d, crapsTable('t2', T0 + 1)));
    expect(s.getItem(HISTORIES_KEY)).toBe(newer);
    expect(store.saved()).toBe(false);
    expect(store.storeNotices().map((n) => n.kind)).toEqual(['newer']);
    expect(store.histories().tables.craps.map((t) => t.id)).toEqual(['t2', 't1']); // kept in the tab
  });

  it('leaves out a history the engine refuses, reports it, keeps a copy, and uses the rest', () => {
    const bad = { id: 'bad', savedAt: T0, history: { format: 'croupier-round', version: 1, game: 'craps' } };
    const raw = JSON.stringify({
      ...emptyHistories(),
      tables: { ...emptyHistories().tables, craps: [crapsTable('ok', T0), bad] },
    });
    const s = new MemoryStorage({ [HISTORIES_KEY]: raw });
    const store = new HistoryStore(s, () => T0);
    expect(store.histories().tables.craps.map((t) => t.id)).toEqual(['ok']);
    expect(store.storeNotices()[0]!.kind).toBe('repaired');
    expect(s.getItem(backupKeys(s)[0]!)).toBe(raw);
  });

  it('keeps the tables in the tab when a save is refused, and saves them on retry', () => {
    const s = new MemoryStorage();
    const store = new HistoryStore(s, () => T0);
    s.failWrites = true;
    store.update((d) => withTable(d, crapsTable('t1', T0)));
    expect(store.saved()).toBe(false);
    expect(store.storeNotices().map((n) => n.kind)).toEqual(['unwritable']);
    s.failWrites = false;
    expect(store.retry()).toBe(true);
    expect(readHistories(s.getItem(HISTORIES_KEY)!).ok).toBe(true);
    expect(store.storeNotices()).toEqual([]);
  });

  it('two tabs: each keeps the other’s tables, the later save of one table wins', () => {
    const s = new MemoryStorage();
    const a = new HistoryStore(s, () => T0);
    const b = new HistoryStore(s, () => T0);
    a.update((d) => withTable(d, crapsTable('a', T0 + 1)));
    b.update((d) => withTable(d, crapsTable('b', T0 + 2)));
    a.update((d) => withTable(d, crapsTable('a', T0 + 3, 1)));
    const read = readHistories(s.getItem(HISTORIES_KEY)!);
    expect(read.ok && read.value.tables.craps.map((t) => [t.id, t.history.actions.length])).toEqual([
      ['a', 1],
      ['b', 0],
    ]);
  });

  it(`keeps at most ${MAX_TABLES} tables a game, the latest first`, () => {
    let d = emptyHistories();
    for (let i = 0; i < MAX_TABLES + 3; i++) d = withTable(d, crapsTable(`t${i}`, T0 + i));
    expect(d.tables.craps).toHaveLength(MAX_TABLES);
    expect(d.tables.craps[0]!.id).toBe(`t${MAX_TABLES + 2}`);
  });
});
