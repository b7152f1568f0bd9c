/**
 * The live progress store of one tab: loads once, saves every change, and never loses an answer.
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
 * Framework-free: the React hook (`useProgress.ts`) subscribes to it.
 *
 * @module
 */
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

/** What the app shows of the store. */
export interface StoreSnapshot {
  /** The progress (this tab's, merged with other tabs' as they are seen). */
  readonly progress: Progress;
  /** Notices to show, oldest first. */
  readonly notices: readonly StoreNotice[];
  /** Whether this tab's changes are all saved. */
  readonly saved: boolean;
}

/** The notice of a tab that stopped saving because a newer version of the trainer saves in another tab. */
const NEWER_NOTICE: StoreNotice = {
  kind: 'newer',
  level: 'error',
  message:
    'В другой вкладке открыта более новая версия тренажёра, и она уже сохранила прогресс. Эта вкладка больше не сохраняет, чтобы не затереть его: обновите страницу.',
};

/** The live store of one tab. */
export class ProgressStore {
  private readonly storage: StorageLike | undefined;
  private readonly now: () => number;
  private readonly migrations: readonly Migration[];
  /** The progress this tab last read from or wrote to the storage: the base of a merge. */
  private base: Progress;
  /** The storage's text when this tab last read or wrote it. */
  private lastRaw: string | null;
  /** Whether saving is allowed at all. */
  private writable: boolean;
  /** The next save replaces the storage instead of merging (an import). */
  private replacing = false;
  private current: StoreSnapshot;
  private readonly listeners = new Set<() => void>();

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
    this.storage = storage;
    this.now = now;
    this.migrations = migrations;
    const loaded = loadProgress(storage, now(), migrations);
    this.writable = loaded.writable && storage !== undefined;
    this.base = loaded.progress;
    this.lastRaw = loaded.raw;
    this.current = { progress: loaded.progress, notices: loaded.notices, saved: true };
  }

  /** The current snapshot (a new object after every change: React compares it by identity). */
  snapshot(): StoreSnapshot {
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

  private set(next: Partial<StoreSnapshot>): void {
    this.current = { ...this.current, ...next };
    for (const l of this.listeners) l();
  }

  /**
   * Changes the progress and saves it.
   *
   * @param change - The new progress from the current one (pure).
   */
  update(change: (progress: Progress) => Progress): void {
    this.set({ progress: change(this.current.progress), saved: false });
    this.save();
  }

  /**
   * Replaces the whole progress (an imported file) and saves it over whatever the storage holds.
   *
   * @param progress - The new progress.
   */
  replace(progress: Progress): void {
    this.replacing = true;
    this.set({ progress, saved: false });
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
   * Takes in what another tab wrote (the browser's `storage` event for {@link STORE_KEY}): merges it into
   * this tab's progress, and saves the merge if this tab had unsaved changes.
   *
   * @param raw - The storage's new text for the key (`event.newValue`), or `null` when it was removed.
   */
  externalChange(raw: string | null): void {
    if (raw === null || raw === this.lastRaw || this.storage === undefined) return;
    const read = readProgressText(raw, this.migrations);
    if (!read.ok || read.value.problems.length > 0) {
      // Not readable here (a newer version, damage): the next save deals with it, as on load.
      if (!read.ok && read.error.code === 'trainer/future-version') this.stopForNewer();
      return;
    }
    const theirs = read.value.progress;
    const merged = mergeProgress(this.base, this.current.progress, theirs);
    this.base = theirs;
    this.lastRaw = raw;
    this.set({ progress: merged });
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
      this.set({ notices: [...this.current.notices.filter((n) => n.kind !== 'unwritable'), NEWER_NOTICE] });
    }
  }

  private save(): void {
    const storage = this.storage;
    if (!this.writable || storage === undefined) return;
    let mine = this.current.progress;
    if (!this.replacing) {
      let raw: string | null;
      try {
        raw = storage.getItem(STORE_KEY);
      } catch {
        raw = this.lastRaw;
      }
      if (raw !== null && raw !== this.lastRaw) {
        const read = readProgressText(raw, this.migrations);
        if (read.ok) {
          mine = mergeProgress(this.base, mine, read.value.progress);
          if (read.value.problems.length > 0) keepBackup(storage, raw, this.now());
        } else if (read.error.code === 'trainer/future-version') {
          this.stopForNewer();
          return;
        } else if (keepBackup(storage, raw, this.now()) === undefined) {
          return this.failed();
        }
      }
    }
    const saved = saveProgress(storage, mine);
    if (!saved.ok) return this.failed(saved.error.message);
    this.replacing = false;
    this.base = mine;
    this.lastRaw = JSON.stringify(mine);
    const notices = this.current.notices.filter((n) => n.kind !== 'unwritable');
    this.set({ progress: mine, saved: true, notices });
  }

  private failed(
    message = 'Прогресс не сохранился: браузер не принял запись. Ответы этой вкладки не потеряны: тренажёр попробует сохранить их снова.',
  ): void {
    const notices = this.current.notices.filter((n) => n.kind !== 'unwritable');
    this.set({ saved: false, notices: [...notices, { kind: 'unwritable', level: 'error', message }] });
  }
}
