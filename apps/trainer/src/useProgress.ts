/**
 * The React side of persistence: loads progress once, saves every change, and keeps the notices
 * (corrupt store, migration, no storage) for the banner until the user dismisses them.
 *
 * @module
 */
import { useCallback, useState } from 'react';
import {
  exportProgress,
  loadProgress,
  parseProgress,
  saveProgress,
  type Progress,
  type StorageLike,
  type StoreNotice,
} from './storage/progress.ts';

function browserStorage(): StorageLike | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** What {@link useProgress} gives the app. */
export interface ProgressHandle {
  /** The current progress. */
  readonly progress: Progress;
  /** Replaces the progress and saves it. */
  readonly update: (next: Progress) => void;
  /** Notices to show, oldest first. */
  readonly notices: readonly StoreNotice[];
  /** Hides a notice. */
  readonly dismiss: (notice: StoreNotice) => void;
  /** The progress as JSON text, for an export file. */
  readonly exportText: () => string;
  /** Replaces the progress from an imported file's text; returns an error message or `undefined`. */
  readonly importText: (text: string) => string | undefined;
}

/** Loads the saved progress and keeps it in sync with `localStorage`. */
export function useProgress(): ProgressHandle {
  const [state, setState] = useState(() => {
    const storage = browserStorage();
    const loaded = loadProgress(storage, Date.now());
    return { storage, writable: loaded.writable, progress: loaded.progress, notices: loaded.notices };
  });

  const update = useCallback((next: Progress) => {
    setState((s) => {
      if (!s.writable || s.storage === undefined) return { ...s, progress: next };
      const saved = saveProgress(s.storage, next);
      if (saved.ok) return { ...s, progress: next };
      const notice: StoreNotice = { kind: 'unwritable', level: 'error', message: saved.error.message };
      return { ...s, progress: next, writable: false, notices: [...s.notices, notice] };
    });
  }, []);

  const dismiss = useCallback((notice: StoreNotice) => {
    setState((s) => ({ ...s, notices: s.notices.filter((n) => n !== notice) }));
  }, []);

  const exportText = useCallback(() => exportProgress(state.progress), [state.progress]);

  const importText = useCallback(
    (text: string) => {
      const parsed = parseProgress(text);
      if (!parsed.ok) return parsed.error.message;
      update(parsed.value);
      return undefined;
    },
    [update],
  );

  return { progress: state.progress, update, notices: state.notices, dismiss, exportText, importText };
}
