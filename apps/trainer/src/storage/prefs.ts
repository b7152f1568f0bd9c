/**
 * The small settings outside the rules (the counting system, the running count's pace), for code that is
 * not a React component: read and written through the tab's store once it exists (`getTabStore` binds it),
 * where they are timestamped and the latest set in any tab wins (`LogStore.setPref`). Before a store is
 * bound (tests, the first moment of a load) a value set lasts in the tab's memory.
 *
 * @module
 */

/** What keeps the settings (the tab's `LogStore`). */
export interface PrefSource {
  /** A setting's value, or `undefined` when none was set. */
  pref(name: string): string | number | undefined;
  /** Sets a setting. */
  setPref(name: string, value: string | number): void;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

let source: PrefSource | undefined;
const memory = new Map<string, string | number>();
const memoryListeners = new Set<() => void>();

/**
 * Makes a store the tab's keeper of the settings.
 *
 * @param store - The store.
 */
export function bindPrefs(store: PrefSource): void {
  source = store;
}

/**
 * A setting's value: the store's, else one set in memory, else `undefined`.
 *
 * @param name - Its name.
 */
export function readPref(name: string): string | number | undefined {
  return source?.pref(name) ?? memory.get(name);
}

/**
 * Sets a setting (in the store, timestamped; in memory while there is none).
 *
 * @param name - Its name.
 * @param value - Its value.
 */
export function writePref(name: string, value: string | number): void {
  if (source !== undefined) return source.setPref(name, value);
  memory.set(name, value);
  for (const l of memoryListeners) l();
}

/**
 * Calls `listener` when the settings may have changed (another tab's choice included).
 *
 * @param listener - The callback.
 * @returns The unsubscribe.
 */
export function subscribePrefs(listener: () => void): () => void {
  if (source !== undefined) return source.subscribe(listener);
  memoryListeners.add(listener);
  return () => memoryListeners.delete(listener);
}
