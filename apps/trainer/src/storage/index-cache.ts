/**
 * Index tables the trainer computed for the trainee's rules (the deviations drill), kept so that a table
 * is computed once per set of rules and system, not on every visit. Kept under their own key,
 * {@link INDEX_CACHE_KEY}, with the progress store's guarantees and machinery (`keepBackup`, the
 * notices): a document that cannot be read, or comes from a newer version, is copied aside and reported,
 * never wiped; a newer version's document is never written over; a table that does not read as a table
 * is left out, reported, and kept in the copy; a failed save keeps the tables in the tab and says so;
 * another tab's tables are merged in, not overwritten. At most {@link MAX_CACHED_TABLES} tables are kept
 * (the earliest computed go first): each is 100–150 kB of text.
 *
 * @module
 */
import { INDEX_CACHE_RU as RU } from '@croupier/ru/trainer/storage-tables';
import type { ComputedIndexTable } from '../analysis/index-table.ts';
import { keepBackup, type StorageLike, type StoreNotice } from './progress.ts';

/** The storage key of the computed tables. */
export const INDEX_CACHE_KEY = 'croupier.trainer.indices.v1';
/** The schema version written by this build. */
export const INDEX_CACHE_VERSION = 1;
/** The most tables kept. */
export const MAX_CACHED_TABLES = 3;

/** A kept table. */
export interface CachedIndexTable {
  /** The table's key (`indexTableKey`: computation, system, rules). */
  readonly key: string;
  /** When it was computed or last used (epoch ms). */
  readonly savedAt: number;
  /** The table. */
  readonly table: ComputedIndexTable;
}

/** The saved document. */
export interface IndexCacheDoc {
  /** Always {@link INDEX_CACHE_VERSION}. */
  readonly version: 1;
  /** The tables, the latest first. */
  readonly tables: readonly CachedIndexTable[];
}

/** The title of the cache's notices (the banner's default titles speak of the progress). */
const TITLE = RU.title;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNums = (v: unknown, n?: number): boolean =>
  Array.isArray(v) && (n === undefined || v.length === n) && v.every((x) => isNum(x) || x === null);
const PLAYS = new Set(['stand', 'hit', 'double', 'split', 'surrender']);
const isDecision = (d: unknown): boolean =>
  isRecord(d) && ['hard', 'soft', 'pair'].includes(d.kind as string) && isNum(d.row) && isNum(d.up);

/**
 * Why a stored value is not a computed table, or `undefined` when it is one (the fields the drill reads).
 *
 * @param t - The stored value.
 */
export function indexTableProblem(t: unknown): string | undefined {
  if (!isRecord(t) || !isRecord(t.rules) || !isRecord(t.system)) return RU.notTable;
  if (!Array.isArray(t.system.tags) || !isNums(t.system.tags, 10)) return RU.tags;
  if (!isNums(t.trueCounts) || (t.trueCounts as unknown[]).length < 2) return RU.trueCounts;
  const n = (t.trueCounts as unknown[]).length;
  if (!Array.isArray(t.entries)) return RU.entries;
  for (const e of t.entries as unknown[]) {
    if (
      !isRecord(e) ||
      !isDecision(e.decision) ||
      !PLAYS.has(e.basic as string) ||
      !PLAYS.has(e.deviation as string) ||
      !isNum(e.index) ||
      !isNum(e.wholeIndex) ||
      !isNum(e.gain) ||
      (e.direction !== 'atOrAbove' && e.direction !== 'atOrBelow')
    ) {
      return RU.entry;
    }
  }
  const ins = t.insurance;
  if (!isRecord(ins) || typeof ins.offered !== 'boolean' || !isNum(ins.index) || !isNum(ins.wholeIndex)) {
    return RU.insurance;
  }
  if (!Array.isArray(t.curves)) return RU.curves;
  for (const c of t.curves as unknown[]) {
    if (!isRecord(c) || !isDecision(c.decision) || !PLAYS.has(c.basic as string) || !isRecord(c.relative)) {
      return RU.curve;
    }
    for (const [play, ys] of Object.entries(c.relative)) {
      if (!PLAYS.has(play) || !isNums(ys, n)) return RU.curve;
    }
  }
  return undefined;
}

/** What {@link readIndexCache} found. */
export type IndexCacheRead =
  | { readonly ok: true; readonly value: IndexCacheDoc; readonly problems: readonly string[] }
  | { readonly ok: false; readonly newer: boolean; readonly message: string };

/** No tables. */
export function emptyIndexCache(): IndexCacheDoc {
  return { version: INDEX_CACHE_VERSION, tables: [] };
}

/**
 * Reads a saved document, leaving out (and reporting) what does not read as a table.
 *
 * @param text - The stored text.
 */
export function readIndexCache(text: string): IndexCacheRead {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { ok: false, newer: false, message: RU.corrupt };
  }
  if (!isRecord(doc) || typeof doc.version !== 'number') {
    return { ok: false, newer: false, message: RU.unknown };
  }
  if (doc.version > INDEX_CACHE_VERSION) {
    return {
      ok: false,
      newer: true,
      message: RU.newer(doc.version, INDEX_CACHE_VERSION),
    };
  }
  if (doc.version !== INDEX_CACHE_VERSION || !Array.isArray(doc.tables)) {
    return { ok: false, newer: false, message: RU.unknown };
  }
  const problems: string[] = [];
  const tables: CachedIndexTable[] = [];
  for (const e of doc.tables as unknown[]) {
    const problem = !isRecord(e) || typeof e.key !== 'string' || !isNum(e.savedAt) ? RU.record : undefined;
    const tableProblem = problem ?? indexTableProblem((e as Record<string, unknown>).table);
    if (tableProblem !== undefined) {
      problems.push(tableProblem);
      continue;
    }
    const r = e as Record<string, unknown>;
    tables.push({ key: r.key as string, savedAt: r.savedAt as number, table: r.table as ComputedIndexTable });
  }
  return { ok: true, value: { version: INDEX_CACHE_VERSION, tables }, problems };
}

/**
 * Merges two documents: every table of both (the later save of one key), at most `max`, the latest first.
 *
 * @param mine - This tab's document.
 * @param theirs - The storage's.
 * @param max - How many to keep.
 */
export function mergeIndexCache(mine: IndexCacheDoc, theirs: IndexCacheDoc, max = MAX_CACHED_TABLES): IndexCacheDoc {
  const byKey = new Map<string, CachedIndexTable>();
  for (const t of [...theirs.tables, ...mine.tables]) {
    const had = byKey.get(t.key);
    if (had === undefined || t.savedAt >= had.savedAt) byKey.set(t.key, t);
  }
  return {
    version: INDEX_CACHE_VERSION,
    tables: [...byKey.values()].sort((a, b) => b.savedAt - a.savedAt).slice(0, max),
  };
}

/** The tab's store of computed tables (framework-free). */
export class IndexCache {
  private readonly storage: StorageLike | undefined;
  private readonly now: () => number;
  private doc: IndexCacheDoc = emptyIndexCache();
  private lastRaw: string | null = null;
  private writable = true;
  private unsaved = false;
  private notices: StoreNotice[] = [];
  private readonly listeners = new Set<() => void>();

  /**
   * Loads the tables.
   *
   * @param storage - `localStorage`, a test double, or `undefined` (tables last as long as the tab).
   * @param now - The clock (epoch ms).
   */
  constructor(storage: StorageLike | undefined, now: () => number = Date.now) {
    this.storage = storage;
    this.now = now;
    if (storage === undefined) {
      this.writable = false;
      return;
    }
    let raw: string | null;
    try {
      raw = storage.getItem(INDEX_CACHE_KEY);
    } catch {
      this.writable = false;
      return;
    }
    this.lastRaw = raw;
    if (raw !== null) this.take(raw);
  }

  /** Reads a stored text: uses what it can, copies aside and reports what it cannot. */
  private take(raw: string): void {
    const read = readIndexCache(raw);
    if (read.ok && read.problems.length === 0) {
      this.doc = read.value;
      return;
    }
    const key = this.storage === undefined ? undefined : keepBackup(this.storage, raw, this.now());
    if (read.ok) {
      this.doc = read.value;
      this.notify({
        kind: 'repaired',
        level: 'error',
        title: TITLE,
        message: RU.repaired(read.problems.slice(0, 2).join('; ')),
        ...(key === undefined ? {} : { backupKey: key }),
      });
      if (key === undefined) this.writable = false;
      return;
    }
    if (read.newer || key === undefined) this.writable = false;
    this.notify({
      kind: read.newer ? 'newer' : 'corrupt',
      level: 'error',
      title: TITLE,
      message: RU.kept(read.message, key !== undefined, read.newer),
      ...(key === undefined ? {} : { backupKey: key }),
    });
  }

  private notify(notice: StoreNotice): void {
    this.notices = [...this.notices.filter((n) => n.kind !== notice.kind), notice];
    for (const l of this.listeners) l();
  }

  /**
   * A kept table (from this tab, or saved by another since), or `undefined`.
   *
   * @param key - The table's key.
   */
  get(key: string): ComputedIndexTable | undefined {
    const mine = this.doc.tables.find((t) => t.key === key);
    if (mine !== undefined || this.storage === undefined) return mine?.table;
    let raw: string | null;
    try {
      raw = this.storage.getItem(INDEX_CACHE_KEY);
    } catch {
      return undefined;
    }
    if (raw === null || raw === this.lastRaw) return undefined;
    const read = readIndexCache(raw);
    if (!read.ok) return undefined; // the next save copies it aside and reports it
    return read.value.tables.find((t) => t.key === key)?.table;
  }

  /**
   * Keeps a table (the oldest one goes when there are more than {@link MAX_CACHED_TABLES}) and saves.
   *
   * @param key - The table's key.
   * @param table - The table.
   */
  put(key: string, table: ComputedIndexTable): void {
    const entry: CachedIndexTable = { key, savedAt: this.now(), table };
    this.doc = mergeIndexCache({ version: INDEX_CACHE_VERSION, tables: [entry] }, this.doc);
    this.unsaved = true;
    this.save();
    for (const l of this.listeners) l();
  }

  /** What the user must be told. */
  storeNotices(): readonly StoreNotice[] {
    return this.notices;
  }

  /**
   * Hides a notice.
   *
   * @param notice - The notice.
   */
  dismiss(notice: StoreNotice): void {
    this.notices = this.notices.filter((n) => n !== notice);
    for (const l of this.listeners) l();
  }

  /** Whether every table is saved. */
  saved(): boolean {
    return !this.unsaved;
  }

  /**
   * Calls `listener` after every change.
   *
   * @param listener - The callback.
   * @returns Unsubscribes it.
   */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tries again to save what a failed save left. */
  retry(): boolean {
    if (this.unsaved) this.save();
    return !this.unsaved;
  }

  private save(): void {
    const storage = this.storage;
    if (!this.writable || storage === undefined) return;
    let doc = this.doc;
    try {
      const raw = storage.getItem(INDEX_CACHE_KEY);
      if (raw !== null && raw !== this.lastRaw) {
        const read = readIndexCache(raw);
        if (read.ok) {
          if (read.problems.length > 0 && keepBackup(storage, raw, this.now()) === undefined) return this.failed();
          doc = mergeIndexCache(doc, read.value);
        } else if (read.newer) {
          this.writable = false;
          return;
        } else if (keepBackup(storage, raw, this.now()) === undefined) return this.failed();
      }
      // Too big for the storage's quota: fewer tables (the latest stay), down to the newest alone.
      for (let keep = doc.tables.length; ; keep--) {
        const text = JSON.stringify({ ...doc, tables: doc.tables.slice(0, keep) });
        try {
          storage.setItem(INDEX_CACHE_KEY, text);
          this.lastRaw = text;
          this.doc = { ...doc, tables: doc.tables.slice(0, keep) };
          break;
        } catch (e) {
          if (keep <= 1) throw e;
        }
      }
      this.unsaved = false;
      this.notices = this.notices.filter((n) => n.kind !== 'unwritable');
    } catch {
      this.failed();
    }
  }

  private failed(): void {
    if (this.notices.some((n) => n.kind === 'unwritable')) return;
    this.notify({
      kind: 'unwritable',
      level: 'error',
      title: TITLE,
      message: RU.saveFailed,
    });
  }
}
