/**
 * The store of computed index tables keeps the progress store's promises: corrupt or newer data is kept
 * and reported, never wiped; a table that does not read as one is left out and reported; a save the
 * storage refuses keeps the table in the tab and is tried again; two tabs never lose each other's tables.
 */
import { describe, expect, it } from 'vitest';
import { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
import type { ComputedIndexTable } from '../analysis/index-table.ts';
import { MemoryStorage } from './memory-storage.ts';
import { backupKeys } from './progress.ts';
import { INDEX_CACHE_KEY, IndexCache, MAX_CACHED_TABLES, readIndexCache } from './index-cache.ts';

const T0 = 1_780_000_000_000;
// A real table in the computed shape: the shipped casino table without its preset and efficiencies.
const { preset: _p, efficiency: _e, ...casino } = BLACKJACK_INDEX_TABLES.casino.hilo;
const table: ComputedIndexTable = casino;
const other: ComputedIndexTable = { ...casino, rules: { ...casino.rules, decks: 2 } };
const size = JSON.stringify({ version: 1, tables: [{ key: 'a', savedAt: T0, table }] }).length;

describe('IndexCache', () => {
  it('keeps a table and a fresh tab reads it back whole', () => {
    const s = new MemoryStorage();
    const a = new IndexCache(s, () => T0);
    a.put('k1', table);
    expect(a.saved()).toBe(true);
    expect(new IndexCache(s, () => T0).get('k1')).toEqual(table);
    expect(new IndexCache(s, () => T0).get('k2')).toBeUndefined();
  });

  it('unreadable text is copied aside before anything is written, and reported', () => {
    const s = new MemoryStorage({ [INDEX_CACHE_KEY]: '{"version":1,"tables":[' });
    const c = new IndexCache(s, () => T0);
    const notice = c.storeNotices()[0]!;
    expect(notice).toMatchObject({ kind: 'corrupt', title: 'Рассчитанные таблицы индексов' });
    expect(s.getItem(notice.backupKey!)).toBe('{"version":1,"tables":[');
    c.put('k1', table);
    expect(s.getItem(notice.backupKey!)).toBe('{"version":1,"tables":[');
    expect(new IndexCache(s).get('k1')).toEqual(table);
  });

  it('a table that does not read as one is left out, the rest kept, the original copied aside', () => {
    const broken = {
      ...table,
      curves: [{ decision: { kind: 'hard', row: 16, up: 10 }, basic: 'hit', relative: { stand: [1] } }],
    };
    const raw = JSON.stringify({
      version: 1,
      tables: [
        { key: 'good', savedAt: T0, table },
        { key: 'bad', savedAt: T0, table: broken },
      ],
    });
    const s = new MemoryStorage({ [INDEX_CACHE_KEY]: raw });
    const c = new IndexCache(s, () => T0);
    expect(c.storeNotices().map((n) => n.kind)).toEqual(['repaired']);
    expect(c.get('good')).toEqual(table);
    expect(c.get('bad')).toBeUndefined();
    expect(backupKeys(s).map((k) => s.getItem(k))).toEqual([raw]);
  });

  it('a newer version’s document is never written over', () => {
    const raw = JSON.stringify({ version: 2, tables: [] });
    const s = new MemoryStorage({ [INDEX_CACHE_KEY]: raw });
    const c = new IndexCache(s, () => T0);
    expect(c.storeNotices().map((n) => n.kind)).toEqual(['newer']);
    c.put('k1', table);
    expect(s.getItem(INDEX_CACHE_KEY)).toBe(raw);
    expect(c.get('k1')).toEqual(table); // kept in the tab
  });

  it('keeps the latest tables only, at most MAX_CACHED_TABLES', () => {
    const s = new MemoryStorage();
    let now = T0;
    const c = new IndexCache(s, () => now++);
    for (const k of ['k1', 'k2', 'k3', 'k4']) c.put(k, table);
    const read = readIndexCache(s.getItem(INDEX_CACHE_KEY)!);
    expect(read.ok && read.value.tables.map((t) => t.key)).toEqual(['k4', 'k3', 'k2']);
    expect(MAX_CACHED_TABLES).toBe(3);
  });

  it('a quota that holds one table keeps the newest; one that holds none says so and retries later', () => {
    const s = new MemoryStorage();
    s.quota = size * 1.5;
    let now = T0;
    const c = new IndexCache(s, () => now++);
    c.put('k1', table);
    c.put('k2', other);
    expect(c.saved()).toBe(true);
    expect(new IndexCache(s).get('k2')).toEqual(other);

    const tight = new MemoryStorage();
    tight.quota = size / 2;
    const d = new IndexCache(tight, () => T0);
    d.put('k1', table);
    expect(d.saved()).toBe(false);
    expect(d.storeNotices().map((n) => n.kind)).toEqual(['unwritable']);
    expect(d.get('k1')).toEqual(table);
    tight.quota = Infinity;
    expect(d.retry()).toBe(true);
    expect(d.storeNotices()).toEqual([]);
    expect(new IndexCache(tight).get('k1')).toEqual(table);
  });

  it('two tabs keep each other’s tables', () => {
    const s = new MemoryStorage();
    const a = new IndexCache(s, () => T0);
    const b = new IndexCache(s, () => T0 + 1);
    a.put('k1', table);
    expect(b.get('k1')).toEqual(table); // another tab's table, read from the storage
    b.put('k2', other);
    const fresh = new IndexCache(s);
    expect(fresh.get('k1')).toEqual(table);
    expect(fresh.get('k2')).toEqual(other);
  });
});
