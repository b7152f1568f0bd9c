/**
 * Where the store keeps its pieces: IndexedDB through `idb` (a promise wrapper of about 1 kB), or, when the
 * browser gives no IndexedDB (private modes, a blocked database), a map in the tab's memory with the same
 * behaviour. Every write is one transaction: entries are added by id (so two tabs' writes interleave and
 * nothing is lost), a game's rules only replace an earlier choice, a baseline only an earlier one of its id.
 *
 * @module
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Baseline, LogEntry, PrefEntry, SettingEntry, TableEntry } from './entries.ts';
import type { DrillProgress } from './progress.ts';

/** The IndexedDB database's name. */
export const DB_NAME = 'croupier-trainer';
/** Its schema version: 2 added `tables` (the play modes' round histories). */
export const DB_VERSION = 2;

/** The meta key of a small setting ({@link PrefEntry}): `pref:<name>`. */
export const prefKey = (name: string): string => `pref:${name}`;

/** A derived state kept so a load need not replay the log: valid while the log's digest is `digest`. */
export interface DerivedCache {
  /** `logDigest` of the entries and baselines the drills were derived from. */
  readonly digest: string;
  /** The derived drills. */
  readonly drills: Readonly<Record<string, DrillProgress>>;
}

/** Everything stored. */
export interface StoredData {
  /** The log, in no particular order. */
  readonly log: readonly LogEntry[];
  /** Each game's latest rules choice. */
  readonly settings: readonly SettingEntry[];
  /** The baselines. */
  readonly bases: readonly Baseline[];
  /** The play modes' saved tables. */
  readonly tables: readonly TableEntry[];
  /** Small records: the derived cache (`cache`), the device id, what was carried over from older stores. */
  readonly meta: ReadonlyMap<string, unknown>;
}

/** One transaction's writes. */
export interface StoreWrite {
  /** Entries to add (an id already there is left as it is). */
  readonly log?: readonly LogEntry[];
  /** Rules choices: each replaces the stored one of its game only if later. */
  readonly settings?: readonly SettingEntry[];
  /** Baselines: each replaces the stored one of its id only if later. */
  readonly bases?: readonly Baseline[];
  /** Saved tables: each replaces the stored one of its id only if saved later. */
  readonly tables?: readonly TableEntry[];
  /** Small settings: each replaces the stored one of its name (meta `pref:<name>`) only if later. */
  readonly prefs?: readonly PrefEntry[];
  /** Small records to put. */
  readonly meta?: Readonly<Record<string, unknown>>;
}

/** A place to keep the store. */
export interface Backend {
  /** `idb` or `memory` (then nothing outlives the tab). */
  readonly kind: 'idb' | 'memory';
  /** Reads everything. */
  readAll(): Promise<StoredData>;
  /** Writes in one transaction; rejects (quota…) with nothing written. */
  write(w: StoreWrite): Promise<void>;
}

interface Schema extends DBSchema {
  log: { key: string; value: LogEntry };
  settings: { key: string; value: SettingEntry };
  bases: { key: string; value: Baseline };
  tables: { key: string; value: TableEntry };
  meta: { key: string; value: unknown };
}

const later = (had: { at: number } | undefined, next: { at: number }) => had === undefined || next.at > had.at;
const laterSave = (had: TableEntry | undefined, next: TableEntry) => had === undefined || next.savedAt > had.savedAt;
const STORES = ['log', 'settings', 'bases', 'tables', 'meta'] as const;

/** The store in IndexedDB. */
class IdbBackend implements Backend {
  readonly kind = 'idb';
  constructor(private readonly db: IDBPDatabase<Schema>) {}

  async readAll(): Promise<StoredData> {
    const tx = this.db.transaction(STORES, 'readonly');
    const [log, settings, bases, tables, keys, values] = await Promise.all([
      tx.objectStore('log').getAll(),
      tx.objectStore('settings').getAll(),
      tx.objectStore('bases').getAll(),
      tx.objectStore('tables').getAll(),
      tx.objectStore('meta').getAllKeys(),
      tx.objectStore('meta').getAll(),
    ]);
    await tx.done;
    return { log, settings, bases, tables, meta: new Map(keys.map((k, i) => [k, values[i]])) };
  }

  async write(w: StoreWrite): Promise<void> {
    const tx = this.db.transaction(STORES, 'readwrite');
    const log = tx.objectStore('log');
    const settings = tx.objectStore('settings');
    const bases = tx.objectStore('bases');
    const tables = tx.objectStore('tables');
    const meta = tx.objectStore('meta');
    const work: Promise<unknown>[] = [];
    for (const e of w.log ?? []) work.push(log.put(e));
    for (const s of w.settings ?? [])
      work.push(settings.get(s.game).then((had) => (later(had, s) ? settings.put(s) : undefined)));
    for (const b of w.bases ?? []) work.push(bases.get(b.id).then((had) => (later(had, b) ? bases.put(b) : undefined)));
    for (const t of w.tables ?? [])
      work.push(tables.get(t.id).then((had) => (laterSave(had, t) ? tables.put(t) : undefined)));
    for (const p of w.prefs ?? []) {
      const k = prefKey(p.name);
      work.push(meta.get(k).then((had) => (later(had as PrefEntry | undefined, p) ? meta.put(p, k) : undefined)));
    }
    for (const [k, v] of Object.entries(w.meta ?? {})) work.push(meta.put(v, k));
    await Promise.all([...work, tx.done]);
  }
}

/**
 * Opens the IndexedDB store.
 *
 * @param name - The database's name (tests open one per simulated device).
 * @param onLost - Called when the connection is lost: a newer version of the trainer wants the database, or
 *   the browser closed it; the store then says so and keeps the tab's answers in memory.
 * @returns The backend; rejects when the browser gives no IndexedDB or refuses it.
 */
export async function openIdb(name = DB_NAME, onLost: () => void = () => undefined): Promise<Backend> {
  if (typeof indexedDB === 'undefined') throw new Error('no IndexedDB');
  const db = await openDB<Schema>(name, DB_VERSION, {
    upgrade(d, oldVersion) {
      if (oldVersion < 1) {
        d.createObjectStore('log', { keyPath: 'id' });
        d.createObjectStore('settings', { keyPath: 'game' });
        d.createObjectStore('bases', { keyPath: 'id' });
        d.createObjectStore('meta');
      }
      if (oldVersion < 2) d.createObjectStore('tables', { keyPath: 'id' });
    },
    blocking() {
      // A newer version waits for this connection to close: let it, and go on in memory.
      db.close();
      onLost();
    },
    terminated: onLost,
  });
  return new IdbBackend(db);
}

/** The store in the tab's memory (and the tests' stand-in for a refusing browser). */
export class MemoryBackend implements Backend {
  readonly kind: 'idb' | 'memory';
  /** Every write rejects like a full quota while set. */
  failWrites = false;
  private readonly log = new Map<string, LogEntry>();
  private readonly settings = new Map<string, SettingEntry>();
  private readonly bases = new Map<string, Baseline>();
  private readonly tables = new Map<string, TableEntry>();
  private readonly meta = new Map<string, unknown>();

  /**
   * @param kind - What it stands for: `memory` (the fallback) or `idb` (a test double of a real store).
   */
  constructor(kind: 'idb' | 'memory' = 'memory') {
    this.kind = kind;
  }

  readAll(): Promise<StoredData> {
    return Promise.resolve({
      log: [...this.log.values()],
      settings: [...this.settings.values()],
      bases: [...this.bases.values()],
      tables: [...this.tables.values()],
      meta: new Map(this.meta),
    });
  }

  write(w: StoreWrite): Promise<void> {
    if (this.failWrites) return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    for (const e of w.log ?? []) this.log.set(e.id, e);
    for (const s of w.settings ?? []) if (later(this.settings.get(s.game), s)) this.settings.set(s.game, s);
    for (const b of w.bases ?? []) if (later(this.bases.get(b.id), b)) this.bases.set(b.id, b);
    for (const t of w.tables ?? []) if (laterSave(this.tables.get(t.id), t)) this.tables.set(t.id, t);
    for (const p of w.prefs ?? [])
      if (later(this.meta.get(prefKey(p.name)) as PrefEntry | undefined, p)) this.meta.set(prefKey(p.name), p);
    for (const [k, v] of Object.entries(w.meta ?? {})) this.meta.set(k, structuredClone(v));
    return Promise.resolve();
  }
}
