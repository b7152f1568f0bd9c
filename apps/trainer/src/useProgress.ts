/**
 * The React side of persistence: one {@link ProgressStore} for the tab, the browser's `storage` events
 * passed to it (so answers given in another tab show up here and are never overwritten), failed saves
 * retried every 15 seconds and whenever the tab comes back into view, and the notices for the banner.
 *
 * @module
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { exportProgress, parseProgress, STORE_KEY, type Progress, type StoreNotice } from './storage/progress.ts';
import { ProgressStore } from './storage/store.ts';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** How often a failed save is tried again (ms). */
const RETRY_MS = 15_000;

let tabStore: ProgressStore | undefined;

/** The tab's one store (created on first use). */
export function getTabStore(): ProgressStore {
  tabStore ??= new ProgressStore(browserStorage());
  return tabStore;
}

/** What {@link useProgress} gives the app. */
export interface ProgressHandle {
  /** The current progress. */
  readonly progress: Progress;
  /** Changes the progress (a pure function of the current one) and saves it. */
  readonly update: (change: (progress: Progress) => Progress) => void;
  /** Notices to show, oldest first. */
  readonly notices: readonly StoreNotice[];
  /** Hides a notice. */
  readonly dismiss: (notice: StoreNotice) => void;
  /** The progress as JSON text, for an export file. */
  readonly exportText: () => string;
  /** Replaces the progress from an imported file's text; returns an error message or `undefined`. */
  readonly importText: (text: string) => string | undefined;
  /** The text of a backup copy, for the banner's download (or `null`). */
  readonly backupText: (key: string) => string | null;
}

/** The tab's progress, kept in sync with the browser's storage and with other tabs. */
export function useProgress(): ProgressHandle {
  const store = useMemo(getTabStore, []);
  const snap = useSyncExternalStore(
    (l) => store.subscribe(l),
    () => store.snapshot(),
  );

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORE_KEY) store.externalChange(e.newValue);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') store.retry();
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(() => store.retry(), RETRY_MS);
    return () => {
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [store]);

  const update = useCallback((change: (p: Progress) => Progress) => store.update(change), [store]);
  const dismiss = useCallback((n: StoreNotice) => store.dismiss(n), [store]);
  const exportText = useCallback(() => exportProgress(store.snapshot().progress), [store]);
  const importText = useCallback(
    (text: string) => {
      const parsed = parseProgress(text);
      if (!parsed.ok) return parsed.error.message;
      store.replace(parsed.value);
      return undefined;
    },
    [store],
  );
  const backupText = useCallback((key: string) => {
    try {
      return browserStorage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }, []);

  return {
    progress: snap.progress,
    update,
    notices: snap.notices,
    dismiss,
    exportText,
    importText,
    backupText,
  };
}
