/**
 * The React side of the computed index tables: the table for the trainee's rules, with the progress while
 * the workers compute it; a change of rules (or leaving the screen) cancels a computation nobody else waits
 * for (the compute layer's `useCompute` on the index-table client).
 *
 * @module
 */
import { useMemo } from 'react';
import type { BlackjackRules, CountingSystemId } from '@croupier/engine/blackjack';
import { useCompute } from '@croupier/ui/compute';
import type { ComputedIndexTable } from './index-table.ts';
import { indexTableKey } from './index-registry.ts';
import {
  computedIndexTable,
  INDEX_START,
  indexTableClient,
  type IndexProgress,
  type LoadedIndexTable,
} from './indices.ts';

/** Where the table is. */
export type IndexTableState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly progress: IndexProgress }
  | {
      readonly status: 'ready';
      readonly table: ComputedIndexTable;
      readonly ms: number;
      readonly workers: number;
      readonly stages?: LoadedIndexTable['stages'];
    }
  | { readonly status: 'error'; readonly message: string };

/**
 * The index table of the rules, computed once (in workers) and kept.
 *
 * @param rules - The resolved rules, or `null` when no table needs computing (a shipped one applies).
 * @param systemId - The counting system.
 */
export function useIndexTable(rules: BlackjackRules | null, systemId: CountingSystemId): IndexTableState {
  const key = rules === null ? '' : indexTableKey(rules, systemId);
  // The key stands for the rules and the system: the storage is read once per key, not per render.
  const kept = useMemo(() => (rules === null ? undefined : computedIndexTable(rules, systemId)), [key]);
  const input = rules === null || kept !== undefined ? null : { rules, systemId };
  const s = useCompute(indexTableClient, 'indexTable', input, { key });
  if (rules === null) return { status: 'idle' };
  if (kept !== undefined) return { status: 'ready', ...kept };
  switch (s.status) {
    case 'idle':
      return { status: 'idle' };
    case 'running':
      return { status: 'loading', progress: (s.progress?.detail as IndexProgress | undefined) ?? INDEX_START };
    case 'done':
      return { status: 'ready', ...s.result };
    case 'error':
      return { status: 'error', message: `${s.error.code}: ${s.error.message}` };
  }
}
