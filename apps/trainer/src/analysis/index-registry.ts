/**
 * The light half of the computed index tables, loaded with the drill list: their keys, the tables this tab
 * has (computed, or read from the browser's storage), and the store. The computation itself
 * (`indices.ts`, `index-table.ts` and the workers) loads with the practice screen.
 *
 * @module
 */
import { COUNTING_SYSTEMS, type BlackjackRules, type CountingSystemId } from '@croupier/engine/blackjack';
import { IndexCache } from '../storage/index-cache.ts';
import type { ComputedIndexTable } from './index-table.ts';
import { rulesKey } from '@croupier/engine';

/**
 * The version of the computation: raise it when the engine's index tables change for the same rules (a
 * new analysis, other defaults), so that tables kept by earlier builds are no longer found (they leave
 * the store as new ones come).
 */
export const INDEX_COMPUTATION = 1;

/**
 * The cache key of a table: the computation's version, the system's id and tags and the resolved rules,
 * with the keys sorted (the same rules give the same key whatever the order of their fields).
 *
 * @param rules - The resolved blackjack rules.
 * @param systemId - The counting system.
 */
export function indexTableKey(rules: BlackjackRules, systemId: CountingSystemId): string {
  const s = COUNTING_SYSTEMS[systemId];
  return `c${INDEX_COMPUTATION}:${s.id}:${s.tags.join(',')}:${rulesKey(rules)}`;
}

/** A finished table: where it came from and how long its computation took (ms; 0 when kept). */
export interface LoadedIndexTable {
  /** The table. */
  readonly table: ComputedIndexTable;
  /** Wall time of the computation in the workers, ms; 0 for a table read from the storage. */
  readonly ms: number;
  /** Workers used (0 when read from the storage or computed without workers). */
  readonly workers: number;
  /** Wall time of each stage, ms (absent for a kept table). */
  readonly stages?: { readonly chart: number; readonly levels: number; readonly assemble: number };
}

let cache: IndexCache | undefined;
const ready = new Map<string, LoadedIndexTable>();

/** The tab's store of computed tables (created on first use). */
export function getIndexCache(): IndexCache {
  if (cache === undefined) {
    let storage: Storage | undefined;
    try {
      storage = typeof window === 'undefined' ? undefined : window.localStorage;
    } catch {
      storage = undefined;
    }
    cache = new IndexCache(storage);
  }
  return cache;
}

/**
 * The table for these rules if it is computed already (in this tab, or kept in the storage).
 *
 * @param rules - The resolved rules.
 * @param systemId - The counting system.
 */
export function computedIndexTable(rules: BlackjackRules, systemId: CountingSystemId): LoadedIndexTable | undefined {
  const key = indexTableKey(rules, systemId);
  const had = ready.get(key);
  if (had !== undefined) return had;
  const kept = getIndexCache().get(key);
  if (kept === undefined) return undefined;
  const loaded = { table: kept, ms: 0, workers: 0 };
  ready.set(key, loaded);
  return loaded;
}

/**
 * Keeps a finished table for this tab.
 *
 * @param key - {@link indexTableKey} of its rules and system.
 * @param loaded - The table.
 */
export function rememberIndexTable(key: string, loaded: LoadedIndexTable): void {
  ready.set(key, loaded);
}
