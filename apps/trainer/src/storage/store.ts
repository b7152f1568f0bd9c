/**
 * The live store of one tab for a versioned document in the browser's storage (the progress; the play modes'
 * round histories reuse it, `histories.ts`): loads once, saves every change, and never loses an answer.
 *
 * - **Two tabs.** Each save first reads what the storage holds; if another tab wrote since this one last
 *   read or wrote, the two are merged (`mergeProgress`) before writing. The app also passes the browser's
 *   `storage` events in ({@link ProgressStore.externalChange}), so a tab shows what another one answered.
 * - **A failed save** (quota, privacy mode) keeps the changes in the tab, says so, and is tried again on the
 *   next change and whenever {@link ProgressStore.retry} is called (the app calls it on a timer and when the
 *   tab becomes visible); once a save succeeds the notice goes away.
 * - **Unreadable data** found by a save is copied aside first, as on load; a newer version's data stops this
 *   tab from saving over it.
 *
 * What is particular to a document — its key, how it is loaded, read, merged and worded — is a
 * {@link StoreSchema}; the machinery is {@link VersionedStore}, and {@link ProgressStore} is the progress's.
 * Framework-free: the React hook (`useProgress.ts`) subscribes to it.
 *
 * @module
 */
import { PROGRESS_NOTICES_RU } from '@croupier/ru/trainer/storage';
import {
  keepBackup,
  loadProgress,
  mergeProgress,
  MIGRATIONS,
  readProgressText,
  saveProgress,
  STORE_KEY,
  type Migration,
  type Progress,
  type StorageLike,
  type StoreNotice,
} from './progress.ts';

/** How a stored document's text read: its value and whether parts were left out, or why it cannot be used. */
export type SchemaRead<T> =
  | { readonly ok: true; readonly value: T; readonly problems: boolean }
  | { readonly ok: false; readonly newer: boolean };

/** What a document found on opening the store: as `loadProgress` returns it. */
export interface SchemaLoad<T> {
  /** The document to use. */
  readonly value: T;
  /** What the user must be told. */
  readonly notices: readonly StoreNotice[];
  /** False when saving must not happen. */
  readonly writable: boolean;
  /** The text found under the key, or `null`. */
  readonly raw: string | null;
}

/** What is particular to one stored document. */
export interface StoreSchema<T> {
  /** The storage key. */
  readonly key: string;
  /** Opens the document: reads, upgrades, copies aside what cannot be read, and says so. */
  load(storage: StorageLike | undefined, now: number): SchemaLoad<T>;
  /** Reads the key's text as another tab (or a newer version) left it. */
  read(raw: string): SchemaRead<T>;
  /** This tab's document merged with the storage's: `base` is what this tab last read or wrote. */
  merge(base: T, mine: T, theirs: T): T;
  /** Writes the document; an error message when the browser refuses. */
  save(storage: StorageLike, value: T): string | undefined;
  /** The notice of a tab that stops saving because a newer version saved. */
  readonly newerNotice: StoreNotice;
  /** The notice's text when a save is refused for want of a backup's room. */
  readonly unwritableMessage: string;
}

/** What the app shows of a store. */
export interface VersionedSnapshot<T> {
  /** The document (this tab's, merged with other tabs' as they are seen). */
  readonly value: T;
  /** Notices to show, oldest first. */
  readonly notices: readonly StoreNotice[];
  /** Whether this tab's changes are all saved. */
  readonly saved: boolean;
}

/** The live store of one tab for the document a {@link StoreSchema} describes. */
export class VersionedStore<T> {
  private readonly storage: StorageLike | undefined;
  private readonly now: () => number;
  private readonly schema: StoreSchema<T>;
  /** The document this tab last read from or wrote to the storage: the base of a merge. */
  private base: T;
  /** The storage's text when this tab last read or wrote it. */
  private lastRaw: string | null;
  /** Whether saving is allowed at all. */
  private writable: boolean;
  /** The next save replaces the storage instead of merging (an import). */
  private replacing = false;
  private current: VersionedSnapshot<T>;
  private readonly listeners = new Set<() => void>();

  /**
   * Loads the document.
   *
   * @param schema - The document's key and rules.
   * @param storage - `localStorage`, a test double, or `undefined` when the browser gives none.
   * @param now - The clock (epoch ms), for backup keys.
   */
  constructor(schema: StoreSchema<T>, storage: StorageLike | undefined, now: () => number = Date.now) {
    this.schema = schema;
    this.storage = storage;
    this.now = now;
    const loaded = schema.load(storage, now());
    this.writable = loaded.writable && storage !== undefined;
    this.base = loaded.value;
    this.lastRaw = loaded.raw;
    this.current = { value: loaded.value, notices: loaded.notices, saved: true };
  }

  /** The current state (a new object after every change: React compares it by identity). */
  state(): VersionedSnapshot<T> {
    return this.current;
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

  private set(next: Partial<VersionedSnapshot<T>>): void {
    this.current = { ...this.current, ...next };
    for (const l of this.listeners) l();
  }

  /**
   * Changes the document and saves it.
   *
   * @param change - The new document from the current one (pure).
   */
  update(change: (value: T) => T): void {
    this.set({ value: change(this.current.value), saved: false });
    this.save();
  }

  /**
   * Replaces the whole document (an imported file) and saves it over whatever the storage holds.
   *
   * @param value - The new document.
   */
  replace(value: T): void {
    this.replacing = true;
    this.set({ value, saved: false });
    this.save();
  }

  /**
   * Tries again to save changes a failed save left unsaved.
   *
   * @returns Whether everything is saved now.
   */
  retry(): boolean {
    if (!this.current.saved) this.save();
    return this.current.saved;
  }

  /**
   * Takes in what another tab wrote (the browser's `storage` event for the schema's key): merges it into
   * this tab's document, and saves the merge if this tab had unsaved changes.
   *
   * @param raw - The storage's new text for the key (`event.newValue`), or `null` when it was removed.
   */
  externalChange(raw: string | null): void {
    if (raw === null || raw === this.lastRaw || this.storage === undefined) return;
    const read = this.schema.read(raw);
    if (!read.ok || read.problems) {
      // Not readable here (a newer version, damage): the next save deals with it, as on load.
      if (!read.ok && read.newer) this.stopForNewer();
      return;
    }
    const merged = this.schema.merge(this.base, this.current.value, read.value);
    this.base = read.value;
    this.lastRaw = raw;
    this.set({ value: merged });
    if (!this.current.saved) this.save();
  }

  /**
   * Hides a notice.
   *
   * @param notice - The notice.
   */
  dismiss(notice: StoreNotice): void {
    this.set({ notices: this.current.notices.filter((n) => n !== notice) });
  }

  private stopForNewer(): void {
    this.writable = false;
    if (!this.current.notices.some((n) => n.kind === 'newer')) {
      this.set({
        notices: [...this.current.notices.filter((n) => n.kind !== 'unwritable'), this.schema.newerNotice],
      });
    }
  }

  private save(): void {
    const storage = this.storage;
    if (!this.writable || storage === undefined) return;
    let mine = this.current.value;
    if (!this.replacing) {
      let raw: string | null;
      try {
        raw = storage.getItem(this.schema.key);
      } catch {
        raw = this.lastRaw;
      }
      if (raw !== null && raw !== this.lastRaw) {
        const read = this.schema.read(raw);
        if (read.ok) {
          mine = this.schema.merge(this.base, mine, read.value);
          if (read.problems) keepBackup(storage, raw, this.now());
        } else if (read.newer) {
          this.stopForNewer();
          return;
        } else if (keepBackup(storage, raw, this.now()) === undefined) {
          return this.failed(this.schema.unwritableMessage);
        }
      }
    }
    const refused = this.schema.save(storage, mine);
    if (refused !== undefined) return this.failed(refused);
    this.replacing = false;
    this.base = mine;
    this.lastRaw = JSON.stringify(mine);
    const notices = this.current.notices.filter((n) => n.kind !== 'unwritable');
    this.set({ value: mine, saved: true, notices });
  }

  private failed(message: string): void {
    const notices = this.current.notices.filter((n) => n.kind !== 'unwritable');
    this.set({ saved: false, notices: [...notices, { kind: 'unwritable', level: 'error', message }] });
  }
}

/** What the app shows of the progress store. */
export interface StoreSnapshot {
  /** The progress (this tab's, merged with other tabs' as they are seen). */
  readonly progress: Progress;
  /** Notices to show, oldest first. */
  readonly notices: readonly StoreNotice[];
  /** Whether this tab's changes are all saved. */
  readonly saved: boolean;
}

/**
 * The progress's schema: `loadProgress` with the migrations, `mergeProgress`, `saveProgress`.
 *
 * @param migrations - The migration chain.
 */
export function progressSchema(migrations: readonly Migration[] = MIGRATIONS): StoreSchema<Progress> {
  return {
    key: STORE_KEY,
    load(storage, now) {
      const loaded = loadProgress(storage, now, migrations);
      return { value: loaded.progress, notices: loaded.notices, writable: loaded.writable, raw: loaded.raw };
    },
    read(raw) {
      const read = readProgressText(raw, migrations);
      if (read.ok) return { ok: true, value: read.value.progress, problems: read.value.problems.length > 0 };
      return { ok: false, newer: read.error.code === 'trainer/future-version' };
    },
    merge: mergeProgress,
    save(storage, value) {
      const saved = saveProgress(storage, value);
      return saved.ok ? undefined : saved.error.message;
    },
    newerNotice: {
      kind: 'newer',
      level: 'error',
      message: PROGRESS_NOTICES_RU.newerTab,
    },
    unwritableMessage: PROGRESS_NOTICES_RU.unwritable,
  };
}

/**
 * The progress store of one tab on `localStorage`, as the trainer had it before decision 030: no longer the
 * app's (that is `log-store.ts`, on IndexedDB) and used by nothing but its tests; remove it with them. The
 * machinery above, {@link VersionedStore}, serves the round histories.
 */
export class ProgressStore extends VersionedStore<Progress> {
  private shown: { readonly from: VersionedSnapshot<Progress>; readonly to: StoreSnapshot } | undefined;

  /**
   * Loads the progress.
   *
   * @param storage - `localStorage`, a test double, or `undefined` when the browser gives none.
   * @param now - The clock (epoch ms), for backup keys.
   * @param migrations - The migration chain.
   */
  constructor(
    storage: StorageLike | undefined,
    now: () => number = Date.now,
    migrations: readonly Migration[] = MIGRATIONS,
  ) {
    super(progressSchema(migrations), storage, now);
  }

  /** The current snapshot (the same object until something changes: React compares it by identity). */
  snapshot(): StoreSnapshot {
    const s = this.state();
    if (this.shown?.from !== s) this.shown = { from: s, to: { progress: s.value, notices: s.notices, saved: s.saved } };
    return this.shown.to;
  }
}
