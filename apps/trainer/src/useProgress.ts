/**
 * The React side of persistence: one {@link LogStore} for the tab (IndexedDB, with the other tabs told of
 * every write through a `BroadcastChannel`), failed writes retried every 15 seconds and whenever the tab
 * comes back into view (which also reads what other tabs wrote, should a message have been missed), a sync
 * link in the address (`#sync=…`) merged on load, and the notices for the banner.
 *
 * @module
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { openIdb } from './storage/backend.ts';
import { LogStore } from './storage/log-store.ts';
import { bindPrefs } from './storage/prefs.ts';
import type { Progress, StoreNotice } from './storage/progress.ts';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** How often a failed write is tried again (ms). */
const RETRY_MS = 15_000;

/** The channel the tabs of this browser tell each other of writes on. */
const CHANNEL = 'croupier.trainer.progress';

let tabStore: LogStore | undefined;

/** The tab's one store (created on first use; `ready` resolves once it is loaded). */
export function getTabStore(): LogStore {
  tabStore ??= new LogStore({
    open: (onLost) => openIdb(undefined, onLost),
    legacy: browserStorage(),
    ...(typeof BroadcastChannel === 'function' ? { channel: new BroadcastChannel(CHANNEL) } : {}),
  });
  bindPrefs(tabStore);
  return tabStore;
}

/** What {@link useProgress} gives the app. */
export interface ProgressHandle {
  /** The current progress. */
  readonly progress: Progress;
  /** Changes the progress (a pure function of the current one) and saves the answers and rules it added. */
  readonly update: (change: (progress: Progress) => Progress) => void;
  /** Notices to show, oldest first. */
  readonly notices: readonly StoreNotice[];
  /** Hides a notice. */
  readonly dismiss: (notice: StoreNotice) => void;
  /** Everything to carry to another device, as the text of a sync file. */
  readonly exportText: () => string;
  /**
   * Merges an imported file (a sync file, or progress saved by an earlier version) into the progress;
   * resolves to what was wrong with it (nothing changed then), or `undefined`.
   */
  readonly importText: (text: string) => Promise<string | undefined>;
  /** The text of data kept aside (an older store's key the banner names), for the banner's download. */
  readonly backupText: (key: string) => string | null;
  /** Where the answers are kept: `idb`, or `memory` (lost with the tab). */
  readonly kind: 'idb' | 'memory';
}

/** The tab's progress, kept in IndexedDB and in step with other tabs. */
export function useProgress(): ProgressHandle {
  const store = useMemo(getTabStore, []);
  const snap = useSyncExternalStore(
    (l) => store.subscribe(l),
    () => store.snapshot(),
  );

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      store.retry();
      void store.refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(() => store.retry(), RETRY_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [store]);

  const update = useCallback((change: (p: Progress) => Progress) => store.update(change), [store]);
  const dismiss = useCallback((n: StoreNotice) => store.dismiss(n), [store]);
  const exportText = useCallback(() => `${JSON.stringify(store.exportDoc(), null, 2)}\n`, [store]);
  const importText = useCallback(
    async (text: string) => {
      const { readImport } = await import('./storage/sync.ts');
      const read = readImport(text, Date.now());
      if (!read.ok) return read.error.message;
      await store.merge(read.value);
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
    kind: store.kind(),
  };
}
