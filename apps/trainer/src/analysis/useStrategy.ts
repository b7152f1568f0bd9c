/**
 * The React side of the strategy analysis: the table for a set of blackjack rules, with the progress
 * while the worker computes it (the compute layer's `useCompute` on the strategy client).
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/engine/blackjack';
import { useCompute } from '@croupier/ui/compute';
import type { StrategyTable } from '../drills/blackjack/strategy-table.ts';
import { strategyClient } from './strategy.ts';

/** Where the analysis is. */
export type StrategyState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly done: number; readonly total: number }
  | { readonly status: 'ready'; readonly table: StrategyTable; readonly ms: number }
  | { readonly status: 'error'; readonly message: string };

/**
 * The strategy table of the rules, computed once per set of rules (in a worker) and cached. A new object
 * with the same rules does not start a new analysis; new rules or unmounting cancel one nobody else waits
 * for.
 *
 * @param rules - The blackjack rules, or `null` when the drill needs no strategy.
 */
export function useStrategy(rules: BlackjackRules | null): StrategyState {
  const s = useCompute(strategyClient, 'strategy', rules);
  switch (s.status) {
    case 'idle':
      return s;
    case 'running':
      return { status: 'loading', done: s.progress?.done ?? 0, total: s.progress?.total ?? 10 };
    case 'done':
      return { status: 'ready', table: s.result, ms: s.ms };
    case 'error':
      return { status: 'error', message: `${s.error.code}: ${s.error.message}` };
  }
}
