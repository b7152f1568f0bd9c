/**
 * The live progress store of one tab, on IndexedDB (issue 21): every answer is an entry appended in a
 * transaction, so any number of tabs write at once and nothing is lost; the schedule and the counts are
 * derived from the log (a cache of the derived state is kept beside it and checked by the log's digest, so
 * a load replays the log only when the cache does not match); other tabs hear of each write through a
 * `BroadcastChannel` and read it at once; a game's rules are the latest choice made in any tab.
 *
 * The API is the localStorage store's (`ProgressStore` of `store.ts`): `snapshot`, `subscribe`, `update`
 * with a pure function of the progress, `dismiss`, `retry`. `update` finds the answers a change added to
 * `progress.log` and the rules it changed, and writes those.
 *
 * Without IndexedDB (private modes, a blocked or full database) the tab keeps working in memory, says so,
 * and the export keeps everything; a failed write is kept and tried again.
 *
 * @module
 */
import { LOG_STORE_RU } from '@croupier/ru/trainer/storage';
import { RULES_GAMES, sameJson, type RulesGame } from '../rules/choice.ts';
import { MemoryBackend, prefKey, type Backend, type DerivedCache, type StoreWrite } from './backend.ts';
import {
  entryOrder,
  logDigest,
  newEntryId,
  type Baseline,
  type LogEntry,
  type PrefEntry,
  type SettingEntry,
  type TableEntry,
} from './entries.ts';
import type { LegacyMove, LegacyRead } from './legacy.ts';
import type { LegacyHistoriesRead } from './legacy-histories.ts';
import {
  BACKUP_PREFIX,
  choiceProblem,
  CURRENT_VERSION,
  STORE_KEY,
  V1_KEY,
  V2_KEY,
  emptyProgress,
  validateProgress,
  type DrillProgress,
  type Progress,
  type StorageLike,
  type StoreNotice,
} from './progress.ts';
import type { StoreSnapshot } from './store.ts';
import type { SyncDoc } from './sync.ts';
import type * as DeriveModule from './derive.ts';

const LEGACY_KEYS = [STORE_KEY, V2_KEY, V1_KEY];
/** The older store's keys of the round histories and the counting settings (`legacy-histories.ts`). */
const LEGACY_SIDE_KEYS = [
  'croupier.trainer.rounds.v1',
  'croupier.trainer.counting.system',
  'croupier.trainer.counting.pace',
];

/** What the store keeps beside the progress: the play modes' tables, the small settings, their notices. */
export interface SideSnapshot {
  /** Every saved table, in no particular order. */
  readonly tables: readonly TableEntry[];
  /** The small settings by name. */
  readonly prefs: ReadonlyMap<string, PrefEntry>;
  /** Notices about the tables (shown by the play modes). */
  readonly notices: readonly StoreNotice[];
}

interface Pending {
  log: LogEntry[];
  settings: SettingEntry[];
  bases: Baseline[];
  tables: TableEntry[];
  prefs: PrefEntry[];
}

const nothingPending = (): Pending => ({ log: [], settings: [], bases: [], tables: [], prefs: [] });
const pendingCount = (p: Pending) =>
  p.log.length + p.settings.length + p.bases.length + p.tables.length + p.prefs.length;

/** A channel between the tabs of one browser (`BroadcastChannel` fits). */
export interface TabChannel {
  /** Tells the other tabs something was written. */
  postMessage(message: unknown): void;
  /** Called with what another tab posted. */
  addEventListener(type: 'message', listener: () => void): void;
}

/** What a {@link LogStore} is built from (the browser's, or tests' doubles). */
export interface LogStoreOptions {
  /** Opens the IndexedDB store; a rejection means none (private mode, blocked): the tab goes on in memory. */
  readonly open: (onLost: () => void) => Promise<Backend>;
  /** The older store (`localStorage`), carried over on load. */
  readonly legacy?: StorageLike | undefined;
  /** The channel to the other tabs. */
  readonly channel?: TabChannel;
  /** The clock (epoch ms). */
  readonly now?: () => number;
  /** New entry ids. */
  readonly newId?: () => string;
}

/** The notice of a tab that keeps its answers in memory only. */
export const MEMORY_NOTICE: StoreNotice = {
  kind: 'unavailable',
  level: 'error',
  message: LOG_STORE_RU.memory,
};

/** The notice of a write the browser refused. */
const UNWRITABLE: StoreNotice = {
  kind: 'unwritable',
  level: 'error',
  message: LOG_STORE_RU.unwritable,
};

/** The notice of a tab whose database was taken by a newer version. */
const LOST: StoreNotice = {
  kind: 'newer',
  level: 'error',
  message: LOG_STORE_RU.lost,
};

type Derive = typeof DeriveModule;

/** Whether the older store (`localStorage`) holds progress or copies of it. */
function hasLegacy(storage: StorageLike | undefined): storage is StorageLike {
  try {
    if (storage === undefined) return false;
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i);
      if (k !== null && (LEGACY_KEYS.includes(k) || k.startsWith(BACKUP_PREFIX))) return true;
    }
  } catch {
    // A storage that cannot be read has nothing to carry over.
  }
  return false;
}

/** The live progress store of one tab. */
export class LogStore {
  /** Resolves once the store is loaded (it always resolves: a failure leaves the tab in memory). */
  readonly ready: Promise<void>;
  private readonly options: LogStoreOptions;
  private readonly now: () => number;
  private readonly newId: () => string;
  private backend: Backend = new MemoryBackend();
  private current: StoreSnapshot = { progress: emptyProgress(), notices: [], saved: true };
  private readonly listeners = new Set<() => void>();
  private readonly ids = new Set<string>();
  private bases: Baseline[] = [];
  private settingsAt: Partial<Record<RulesGame, number>> = {};
  private pending: Pending = nothingPending();
  private side: SideSnapshot = { tables: [], prefs: new Map(), notices: [] };
  private writing = false;
  private refreshing: Promise<void> | undefined;
  private refreshAgain = false;
  private loaded = false;
  private queued: ((p: Progress) => Progress)[] = [];
  private deriveModule: Promise<Derive> | undefined;

  /**
   * Starts loading (see {@link LogStore.ready}).
   *
   * @param options - The store's parts.
   */
  constructor(options: LogStoreOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? newEntryId;
    this.ready = this.load();
  }

  /** The current snapshot (the same object until something changes: React compares it by identity). */
  snapshot(): StoreSnapshot {
    return this.current;
  }

  /** Where the answers are kept: `idb`, or `memory` (lost with the tab). */
  kind(): 'idb' | 'memory' {
    return this.backend.kind;
  }

  /**
   * Calls `listener` after every change.
   *
   * @param listener - The callback.
   * @returns A function that unsubscribes it.
   */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(next: Partial<StoreSnapshot>): void {
    this.current = { ...this.current, ...next };
    for (const l of this.listeners) l();
  }

  private notice(add: StoreNotice | undefined, drop?: StoreNotice['kind']): void {
    const kept = this.current.notices.filter((n) => n.kind !== drop && n !== add);
    this.set({ notices: add === undefined ? kept : [...kept, add] });
  }

  private derive(): Promise<Derive> {
    this.deriveModule ??= import('./derive.ts');
    return this.deriveModule;
  }

  private async load(): Promise<void> {
    const notices: StoreNotice[] = [];
    let data;
    try {
      this.backend = await this.options.open(() => this.lost());
      data = await this.backend.readAll();
    } catch {
      this.backend = new MemoryBackend();
      notices.push(MEMORY_NOTICE);
      data = await this.backend.readAll();
    }
    let device = data.meta.get('device');
    if (typeof device !== 'string') {
      device = this.newId();
      await this.write({ meta: { device } });
    }
    const previous = data.bases.find((b) => b.id === `local:${String(device)}`)?.at;
    // The older store's reader is loaded only when there is an older store: most loads have none, or it is moved.
    const legacy = hasLegacy(this.options.legacy)
      ? (await import('./legacy.ts')).readLegacy(this.options.legacy, data.meta, device as string, this.now(), previous)
      : ({ notices: [] } satisfies LegacyRead);
    notices.push(...legacy.notices);
    if (legacy.write !== undefined && (await this.write(legacy.write))) {
      data = await this.backend.readAll();
      const move = legacy.move;
      if (move !== undefined) {
        const have = new Set(data.log.map((e) => e.id));
        const whole = data.bases.some((b) => b.id === move.base) && move.ids.every((id) => have.has(id));
        if (whole) {
          const done: LegacyMove = { key: move.key, hash: move.hash, confirmed: true };
          await this.write({ meta: { legacy: done } });
        }
      }
    }
    const side = this.hasLegacySide() ? await this.moveSide(data.meta) : undefined;
    if (side !== undefined) data = side.data ?? data;
    const log = [...data.log].sort(entryOrder);
    for (const e of log) this.ids.add(e.id);
    this.bases = [...data.bases];
    const rules = { ...emptyProgress().settings.rules };
    for (const s of data.settings) {
      if (choiceProblem(s.game, s.choice) !== undefined) continue; // rules the engine refuses now: the default
      rules[s.game] = s.choice;
      this.settingsAt[s.game] = s.at;
    }
    const digest = logDigest(log, this.bases);
    const cache = data.meta.get('cache') as DerivedCache | undefined;
    let drills: Readonly<Record<string, DrillProgress>>;
    if (cache?.digest === digest && this.cacheReads(cache)) drills = cache.drills;
    // A new trainee's store: nothing to derive, so the scheduler's chunk stays off the first screen.
    else if (log.length === 0 && this.bases.length === 0) drills = {};
    else {
      drills = (await this.derive()).deriveDrills(this.bases, log);
      void this.write({ meta: { cache: { digest, drills } } });
    }
    this.side = { tables: data.tables, prefs: prefsOf(data.meta), notices: side?.notices ?? [] };
    this.set({ progress: { version: CURRENT_VERSION, drills, settings: { rules }, log }, notices, saved: true });
    this.loaded = true;
    this.options.channel?.addEventListener('message', () => void this.refresh());
    for (const change of this.queued.splice(0)) this.update(change);
  }

  private hasLegacySide(): boolean {
    try {
      return LEGACY_SIDE_KEYS.some((k) => (this.options.legacy?.getItem(k) ?? null) !== null);
    } catch {
      return false;
    }
  }

  /**
   * Carries the older store's round histories and counting settings over (`legacy-histories.ts`): written,
   * read back, and marked as moved only when every table is there.
   */
  private async moveSide(
    meta: ReadonlyMap<string, unknown>,
  ): Promise<{ data?: Awaited<ReturnType<Backend['readAll']>>; notices: readonly StoreNotice[] }> {
    const { readLegacyHistories, HISTORIES_META } = await import('./legacy-histories.ts');
    const found: LegacyHistoriesRead = readLegacyHistories(this.options.legacy!, meta, this.now());
    if (found.write === undefined || !(await this.write(found.write))) return { notices: found.notices };
    const data = await this.backend.readAll();
    const move = found.move;
    if (move !== undefined) {
      const have = new Set(data.tables.map((t) => t.id));
      if (move.ids.every((id) => have.has(id))) {
        await this.write({ meta: { [HISTORIES_META]: { hash: move.hash, confirmed: true } } });
      }
    }
    return { data, notices: found.notices };
  }

  /** Whether the store is loaded (before, the tables and settings are not read yet). */
  isLoaded(): boolean {
    return this.loaded;
  }

  /** The tables, the small settings and their notices (the same object until one of them changes). */
  sideSnapshot(): SideSnapshot {
    return this.side;
  }

  private setSide(next: Partial<SideSnapshot>): void {
    this.side = { ...this.side, ...next };
    for (const l of this.listeners) l();
  }

  /**
   * A small setting's latest value in any tab, or `undefined` when none was set.
   *
   * @param name - Its name (`counting.system`…).
   */
  pref(name: string): string | number | undefined {
    return this.side.prefs.get(name)?.value;
  }

  /**
   * Sets a small setting, timestamped: the latest one set in any tab wins, and every tab takes it.
   *
   * @param name - Its name.
   * @param value - Its value.
   */
  setPref(name: string, value: string | number): void {
    const had = this.side.prefs.get(name);
    if (had?.value === value) return;
    const entry: PrefEntry = { name, value, at: Math.max(this.now(), (had?.at ?? 0) + 1) };
    this.setSide({ prefs: new Map(this.side.prefs).set(name, entry) });
    this.pending.prefs.push(entry);
    this.set({ saved: false });
    this.flush();
  }

  /**
   * Saves a play mode's table in a transaction of its own (a later save of the same table replaces it; other
   * tabs' tables are untouched).
   *
   * @param table - The table.
   */
  putTable(table: TableEntry): void {
    const rest = this.side.tables.filter((t) => t.id !== table.id);
    this.setSide({ tables: [...rest, table] });
    this.pending.tables.push(table);
    this.set({ saved: false });
    this.flush();
  }

  /**
   * Hides a notice about the tables.
   *
   * @param notice - The notice.
   */
  dismissSide(notice: StoreNotice): void {
    this.setSide({ notices: this.side.notices.filter((n) => n !== notice) });
  }

  /** Takes in tables and settings saved elsewhere (another tab, a sync file): the later of each wins. */
  private takeInSide(tables: readonly TableEntry[], prefs: Iterable<PrefEntry>): void {
    const byId = new Map(this.side.tables.map((t) => [t.id, t]));
    let changed = false;
    for (const t of tables) {
      const had = byId.get(t.id);
      if (had === undefined || t.savedAt > had.savedAt) {
        byId.set(t.id, t);
        changed = true;
      }
    }
    const mine = new Map(this.side.prefs);
    for (const p of prefs) {
      const had = mine.get(p.name);
      if (had === undefined || p.at > had.at) {
        mine.set(p.name, p);
        changed = true;
      }
    }
    if (changed) this.setSide({ tables: [...byId.values()], prefs: mine });
  }

  private cacheReads(cache: DerivedCache): boolean {
    return validateProgress({ version: CURRENT_VERSION, drills: cache.drills, settings: { rules: {} }, log: [] }).ok;
  }

  /** Writes; false (and nothing thrown) when the browser refuses. */
  private async write(w: StoreWrite): Promise<boolean> {
    try {
      await this.backend.write(w);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Changes the progress and saves what changed: the answers added to its log (each gets an id), the rules
   * it changed (timestamped: the latest choice in any tab wins). The drills' cards and counts are derived
   * from the log: a change to them without an answer is not kept.
   *
   * @param change - The new progress from the current one (pure).
   */
  update(change: (progress: Progress) => Progress): void {
    if (!this.loaded) {
      this.queued.push(change);
      return;
    }
    const prev = this.current.progress;
    const next = change(prev);
    const known = new Set<unknown>(prev.log);
    const added: LogEntry[] = next.log.filter((r) => !known.has(r)).map((r) => ({ ...r, id: this.newId() }));
    const settings: SettingEntry[] = [];
    for (const game of RULES_GAMES) {
      const choice = next.settings.rules[game];
      if (sameJson(choice, prev.settings.rules[game])) continue;
      const at = Math.max(this.now(), (this.settingsAt[game] ?? 0) + 1);
      this.settingsAt[game] = at;
      settings.push({ game, choice, at });
    }
    if (added.length === 0 && settings.length === 0) return;
    const last = prev.log[prev.log.length - 1] as LogEntry | undefined;
    const inOrder = added.every((e) => last === undefined || entryOrder(last, e) < 0);
    for (const e of added) this.ids.add(e.id);
    const log = [...(prev.log as readonly LogEntry[]), ...added].sort(entryOrder);
    this.pending.log.push(...added);
    this.pending.settings.push(...settings);
    this.set({ progress: { ...next, version: CURRENT_VERSION, log }, saved: false });
    if (!inOrder) void this.rederive();
    this.flush();
  }

  /** Derives the drills again from the whole log (an answer landed before others already applied). */
  private async rederive(): Promise<void> {
    const d = await this.derive();
    const p = this.current.progress;
    this.set({ progress: { ...p, drills: d.deriveDrills(this.bases, p.log as readonly LogEntry[]) } });
  }

  /** Writes what is pending, one transaction at a time; the next change or {@link retry} writes the rest. */
  private flush(): void {
    if (this.writing) return;
    const batch = this.pending;
    if (pendingCount(batch) === 0) return;
    this.pending = nothingPending();
    const p = this.current.progress;
    const cache: DerivedCache = { digest: logDigest(p.log as readonly LogEntry[], this.bases), drills: p.drills };
    this.writing = true;
    void this.backend.write({ ...batch, meta: { cache } }).then(
      () => {
        this.writing = false;
        this.options.channel?.postMessage('changed');
        const empty = pendingCount(this.pending) === 0;
        if (this.current.notices.some((n) => n.kind === 'unwritable')) this.notice(undefined, 'unwritable');
        this.set({ saved: empty });
        if (!empty) this.flush();
        void this.refresh();
      },
      () => {
        this.writing = false;
        this.pending = {
          log: [...batch.log, ...this.pending.log],
          settings: [...batch.settings, ...this.pending.settings],
          bases: [...batch.bases, ...this.pending.bases],
          tables: [...batch.tables, ...this.pending.tables],
          prefs: [...batch.prefs, ...this.pending.prefs],
        };
        this.set({ saved: false });
        if (!this.current.notices.some((n) => n.kind === 'unwritable')) this.notice(UNWRITABLE);
      },
    );
  }

  /**
   * Tries again to write what a refused write left unsaved.
   *
   * @returns Whether everything was saved before this call.
   */
  retry(): boolean {
    if (!this.current.saved) this.flush();
    return this.current.saved;
  }

  /**
   * Reads what other tabs wrote and takes it in: their answers (the drills derived again where they land
   * among this tab's), the rules chosen later than this tab's, baselines. Called when another tab posts,
   * after every write, and when the tab comes back into view.
   */
  refresh(): Promise<void> {
    if (this.refreshing !== undefined) {
      this.refreshAgain = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      do {
        this.refreshAgain = false;
        try {
          const data = await this.backend.readAll();
          this.takeInSide(data.tables, prefsOf(data.meta).values());
          await this.takeIn(data);
        } catch {
          // Nothing read: the next message or visit reads again.
        }
      } while (this.refreshAgain);
      this.refreshing = undefined;
    })();
    return this.refreshing;
  }

  private async takeIn(data: {
    readonly log: readonly LogEntry[];
    readonly settings: readonly SettingEntry[];
    readonly bases: readonly Baseline[];
  }): Promise<number> {
    const fresh = data.log.filter((e) => !this.ids.has(e.id));
    const newBases = data.bases.filter((b) => {
      const had = this.bases.find((x) => x.id === b.id);
      return had === undefined || b.at > had.at;
    });
    const rules = { ...this.current.progress.settings.rules };
    let rulesChanged = false;
    for (const s of data.settings) {
      if (s.at > (this.settingsAt[s.game] ?? -Infinity)) {
        this.settingsAt[s.game] = s.at;
        rules[s.game] = s.choice;
        rulesChanged = true;
      }
    }
    if (fresh.length === 0 && newBases.length === 0 && !rulesChanged) return 0;
    const d = fresh.length > 0 || newBases.length > 0 ? await this.derive() : undefined;
    // Read the state after the wait: this tab may have answered meanwhile.
    const p = this.current.progress;
    const adding = fresh.filter((e) => !this.ids.has(e.id));
    for (const e of adding) this.ids.add(e.id);
    this.bases = [...this.bases.filter((b) => !newBases.some((n) => n.id === b.id)), ...newBases];
    const prevLog = p.log as readonly LogEntry[];
    const log = [...prevLog, ...adding].sort(entryOrder);
    const last = prevLog[prevLog.length - 1];
    let drills = p.drills;
    if (d !== undefined) {
      const after = newBases.length === 0 && adding.every((e) => last === undefined || entryOrder(last, e) < 0);
      drills = after ? d.extendDrills(drills, adding) : d.deriveDrills(this.bases, log);
    }
    this.set({ progress: { ...p, drills, log, settings: { rules } } });
    return adding.length;
  }

  /**
   * Merges another device's data (a sync file, a link, a folder's file) into this store: the entries this
   * store lacks, the later rules, the baselines; written in one transaction.
   *
   * @param doc - The checked document.
   * @returns How many answers were new here.
   */
  async merge(doc: SyncDoc): Promise<number> {
    await this.ready;
    const theirs = doc.settings.filter((s) => s.at > (this.settingsAt[s.game] ?? -Infinity));
    const fresh = doc.log.filter((e) => !this.ids.has(e.id));
    const added = await this.takeIn({ log: fresh, settings: theirs, bases: doc.bases });
    const tables = doc.tables ?? [];
    this.takeInSide(tables, []);
    this.pending.log.push(...fresh);
    this.pending.settings.push(...theirs);
    this.pending.bases.push(...doc.bases);
    this.pending.tables.push(...tables);
    this.set({ saved: false });
    this.flush();
    return added;
  }

  /**
   * Everything this store holds that another device needs: the log, each game's rules with when they were
   * chosen, the baselines (a sync file, `sync.ts`).
   */
  exportDoc(): SyncDoc {
    const p = this.current.progress;
    return {
      format: 'croupier-sync',
      version: 1,
      log: p.log as readonly LogEntry[],
      settings: RULES_GAMES.map((game) => ({ game, choice: p.settings.rules[game], at: this.settingsAt[game] ?? 0 })),
      bases: [...this.bases].sort((a, b) => (a.id < b.id ? -1 : 1)),
      ...(this.side.tables.length > 0 ? { tables: [...this.side.tables].sort((a, b) => (a.id < b.id ? -1 : 1)) } : {}),
    };
  }

  /**
   * Hides a notice.
   *
   * @param notice - The notice.
   */
  dismiss(notice: StoreNotice): void {
    this.set({ notices: this.current.notices.filter((n) => n !== notice) });
  }

  /** The database was taken away (a newer version's upgrade): go on in memory, unsaved, and say so. */
  private lost(): void {
    const p = this.current.progress;
    this.backend = new MemoryBackend();
    this.pending = {
      ...nothingPending(),
      log: [...(p.log as readonly LogEntry[])],
      bases: [...this.bases],
      tables: [...this.side.tables],
      prefs: [...this.side.prefs.values()],
    };
    this.notice(LOST);
  }
}

/** The small settings among the meta records (`pref:<name>`). */
function prefsOf(meta: ReadonlyMap<string, unknown>): Map<string, PrefEntry> {
  const out = new Map<string, PrefEntry>();
  for (const [k, v] of meta) {
    if (!k.startsWith(prefKey(''))) continue;
    const p = v as Partial<PrefEntry> | undefined;
    const ok = typeof p?.name === 'string' && typeof p.at === 'number' && ['string', 'number'].includes(typeof p.value);
    if (ok) out.set(p.name!, p as PrefEntry);
  }
  return out;
}
