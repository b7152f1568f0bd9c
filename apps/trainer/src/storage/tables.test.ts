/**
 * The play modes' tables and the small settings in the IndexedDB store (issue 21), on `fake-indexeddb`: two
 * tabs saving tables at once keep both; the older `localStorage` histories are moved, checked, and left in
 * place; a corrupt one is kept and reported; a setting set in two tabs is the later one in both; tables
 * travel in the sync file as a union by id.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openIdb } from './backend.ts';
import { emptyHistories, HISTORIES_KEY, withTable } from './histories.ts';
import type { LogStore } from './log-store.ts';
import { MemoryStorage } from './memory-storage.ts';
import { Bus, T0, tab } from './test-harness.ts';
import { mergeSync, validateSync, type SyncDoc } from './sync.ts';
import { TabHistories } from './tab-histories.ts';
import { crapsTable } from './test-fixtures.ts';

let dbCount = 0;
const browser = () => `tables-${++dbCount}`;

async function settled(store: LogStore) {
  for (let i = 0; i < 1000 && !store.snapshot().saved; i++) await new Promise((r) => setImmediate(r));
  expect(store.snapshot().saved).toBe(true);
  await store.refresh();
}

const crapsTables = (store: LogStore) =>
  new TabHistories(store).histories().tables.craps.map((t) => [t.id, t.history.actions.length]);

describe('tables in two tabs', () => {
  it('two tabs saving their tables at once keep both, and the later save of one table wins', async () => {
    const db = browser();
    const [a, b] = await Promise.all([tab(db), tab(db)]);
    const ha = new TabHistories(a);
    const hb = new TabHistories(b);
    ha.update((d) => withTable(d, crapsTable('a', T0 + 1, 1)));
    hb.update((d) => withTable(d, crapsTable('b', T0 + 2, 2)));
    ha.update((d) => withTable(d, crapsTable('a', T0 + 3, 3)));
    hb.update((d) => withTable(d, crapsTable('a', T0 + 2, 9))); // an older save of table a, from the other tab
    await Promise.all([settled(a), settled(b)]);
    const fresh = await tab(db);
    expect(crapsTables(fresh)).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
    expect(crapsTables(a)).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
  });
});

describe('the older localStorage histories', () => {
  it('are moved whole, the key is kept as it was, and a second load moves nothing again', async () => {
    const raw = JSON.stringify(
      withTable(
        withTable({ ...emptyHistories(), feedback: 'end' }, crapsTable('t1', T0, 2)),
        crapsTable('t2', T0 + 5, 1),
      ),
    );
    const legacy = new MemoryStorage({ [HISTORIES_KEY]: raw });
    const db = browser();
    const store = await tab(db, { legacy });
    const doc = new TabHistories(store).histories();
    expect(doc.tables.craps.map((t) => [t.id, t.savedAt, t.history.actions.length])).toEqual([
      ['t2', T0 + 5, 1],
      ['t1', T0, 2],
    ]);
    expect(doc.feedback).toBe('end');
    expect(store.sideSnapshot().notices).toEqual([]);
    expect([...legacy.data.entries()]).toEqual([[HISTORIES_KEY, raw]]);
    const again = await tab(db, { legacy });
    expect(crapsTables(again)).toEqual([
      ['t2', 1],
      ['t1', 2],
    ]);
    expect(again.sideSnapshot().notices).toEqual([]);
  });

  it.each([
    ['not JSON', '{"version":1,', 'corrupt'],
    ['a newer version', JSON.stringify({ version: 2, tables: {} }), 'newer'],
  ])('%s: kept under its key and in the store, reported on every load', async (_name, raw, kind) => {
    const legacy = new MemoryStorage({ [HISTORIES_KEY]: raw });
    const db = browser();
    for (let load = 0; load < 2; load++) {
      const store = await tab(db, { legacy });
      expect(store.sideSnapshot().notices.map((n) => [n.kind, n.title, n.backupKey])).toEqual([
        [kind, 'Сохранённые раздачи', HISTORIES_KEY],
      ]);
      expect(store.sideSnapshot().notices[0]!.message).toContain('Они не удалены и не перезаписаны');
      expect(crapsTables(store)).toEqual([]);
    }
    expect([...legacy.data.entries()]).toEqual([[HISTORIES_KEY, raw]]);
    const kept = [...(await (await openIdb(db)).readAll()).meta.values()].filter(
      (v) => (v as { key?: string }).key === HISTORIES_KEY,
    );
    expect(kept).toEqual([{ key: HISTORIES_KEY, text: raw, at: T0 }]);
  });

  it('a table the engine refuses is left out and reported; the others are moved', async () => {
    const bad = { id: 'bad', savedAt: T0, history: { format: 'croupier-round', version: 1, game: 'craps' } };
    const raw = JSON.stringify({
      ...emptyHistories(),
      tables: { ...emptyHistories().tables, craps: [crapsTable('ok', T0), bad] },
    });
    const legacy = new MemoryStorage({ [HISTORIES_KEY]: raw });
    const store = await tab(browser(), { legacy });
    expect(crapsTables(store)).toEqual([['ok', 0]]);
    expect(store.sideSnapshot().notices.map((n) => n.kind)).toEqual(['repaired']);
    expect(store.sideSnapshot().notices[0]!.message).toContain('запись стола не читается');
    expect(legacy.getItem(HISTORIES_KEY)).toBe(raw);
  });
});

describe('small settings', () => {
  it('set in two tabs: the later one wins in both and in a fresh tab, whatever the order of the writes', async () => {
    const db = browser();
    const bus = new Bus();
    let clockA = T0;
    let clockB = T0;
    const a = await tab(db, { bus, now: () => clockA });
    const b = await tab(db, { bus, now: () => clockB });
    clockA = T0 + 10;
    clockB = T0 + 5;
    // At once, neither tab having seen the other's: b's choice is the earlier one, though written last.
    a.setPref('counting.system', 'ko');
    b.setPref('counting.system', 'zen');
    await Promise.all([settled(a), settled(b)]);
    await Promise.all([settled(a), settled(b)]);
    expect([a.pref('counting.system'), b.pref('counting.system')]).toEqual(['ko', 'ko']);
    expect((await tab(db)).pref('counting.system')).toBe('ko');
    // A choice made after seeing the other one is later, even on a clock behind it.
    b.setPref('counting.system', 'zen');
    await settled(b);
    await settled(a);
    expect([a.pref('counting.system'), b.pref('counting.system')]).toEqual(['zen', 'zen']);
  });

  it('take the older localStorage values as the initial ones, once; a later choice wins, the keys stay', async () => {
    const legacy = new MemoryStorage({
      'croupier.trainer.counting.system': 'omega2',
      'croupier.trainer.counting.pace': '700',
    });
    const db = browser();
    const first = await tab(db, { legacy });
    expect([first.pref('counting.system'), first.pref('counting.pace')]).toEqual(['omega2', '700']);
    first.setPref('counting.system', 'hiopt1');
    await settled(first);
    const second = await tab(db, { legacy });
    expect(second.pref('counting.system')).toBe('hiopt1');
    expect(legacy.getItem('croupier.trainer.counting.system')).toBe('omega2');
  });
});

describe('tables in the sync file', () => {
  const entry = (id: string, savedAt: number, rolls: number) => ({
    ...crapsTable(id, savedAt, rolls),
    id: `craps:${id}`,
    game: 'craps' as const,
  });
  const doc = (tables: SyncDoc['tables']): SyncDoc => ({
    format: 'croupier-sync',
    version: 1,
    log: [],
    settings: [],
    bases: [],
    ...(tables ? { tables } : {}),
  });

  it('merge as a union by id, the later save of one table winning, in either order', () => {
    const x = doc([entry('a', T0 + 1, 1), entry('b', T0 + 2, 2)]);
    const y = doc([entry('a', T0 + 3, 3), entry('c', T0, 0)]);
    const ids = (d: SyncDoc) => d.tables?.map((t) => [t.id, t.history.actions.length]);
    const want = [
      ['craps:a', 3],
      ['craps:b', 2],
      ['craps:c', 0],
    ];
    expect(ids(mergeSync(x, y))).toEqual(want);
    expect(ids(mergeSync(y, x))).toEqual(want);
    expect(mergeSync(doc(undefined), doc(undefined)).tables).toBeUndefined();
  });

  it('are checked by the engine: a file with a table it refuses is refused', () => {
    const bad = { id: 'craps:x', game: 'craps', savedAt: T0, history: { format: 'croupier-round' } };
    const read = validateSync(JSON.parse(JSON.stringify({ ...doc(undefined), tables: [bad] })));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.message).toBe('Неверный формат файла: сохранённый стол № 1 не читается.');
    expect(validateSync(JSON.parse(JSON.stringify(doc([entry('a', T0, 1)]))))).toMatchObject({ ok: true });
  });

  it('travel from one browser to another through export and merge', async () => {
    const from = await tab(browser());
    new TabHistories(from).update((d) => withTable(d, crapsTable('t1', T0, 2)));
    await settled(from);
    const to = await tab(browser());
    await to.merge(from.exportDoc());
    await settled(to);
    expect(crapsTables(await tab(browser()))).toEqual([]);
    expect(crapsTables(to)).toEqual([['t1', 2]]);
  });
});
