/**
 * The React side of the computed index tables: the table for the trainee's rules, with the progress while
 * the workers compute it; a change of rules (or leaving the screen) cancels a computation nobody else waits
 * for.
 *
 * @module
 */
import { useEffect, useState } from 'react';
import type { BlackjackRules, CountingSystemId } from '@croupier/engine/blackjack';
import type { ComputedIndexTable } from './index-table.ts';
import { indexTableKey } from './index-registry.ts';
import { computedIndexTable, loadIndexTable, type IndexProgress, type LoadedIndexTable } from './indices.ts';

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

const START: IndexTableState = { status: 'loading', progress: { stage: 'chart', done: 0, total: 1, share: 0 } };

function initial(rules: BlackjackRules | null, systemId: CountingSystemId): IndexTableState {
  if (rules === null) return { status: 'idle' };
  const c = computedIndexTable(rules, systemId);
  return c ? { status: 'ready', ...c } : START;
}

/**
 * The index table of the rules, computed once (in workers) and kept.
 *
 * @param rules - The resolved rules, or `null` when no table needs computing (a shipped one applies).
 * @param systemId - The counting system.
 */
export function useIndexTable(rules: BlackjackRules | null, systemId: CountingSystemId): IndexTableState {
  const key = rules === null ? '' : indexTableKey(rules, systemId);
  const [state, setState] = useState<{ key: string; value: IndexTableState }>(() => ({
    key,
    value: initial(rules, systemId),
  }));
  useEffect(() => {
    if (rules === null) return;
    let live = true;
    const { promise, release } = loadIndexTable(rules, systemId, (progress) => {
      if (live) setState({ key, value: { status: 'loading', progress } });
    });
    promise.then(
      (loaded) => {
        if (live) setState({ key, value: { status: 'ready', ...loaded } });
      },
      (e: unknown) => {
        if (live && !(e instanceof Error && e.name === 'AbortError')) {
          setState({ key, value: { status: 'error', message: String(e) } });
        }
      },
    );
    return () => {
      live = false;
      release();
    };
    // The key stands for the rules and the system.
  }, [key]);
  return state.key === key ? state.value : initial(rules, systemId);
}
