/**
 * The React side of the strategy analysis: the table for a set of blackjack rules, with the progress
 * while the worker computes it.
 *
 * @module
 */
import { useEffect, useState } from 'react';
import type { BlackjackRules } from '@croupier/engine/blackjack';
import type { StrategyTable } from './strategy-table.ts';
import { cachedStrategy, loadStrategy, rulesKey } from './strategy.ts';

/** Where the analysis is. */
export type StrategyState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly done: number; readonly total: number }
  | { readonly status: 'ready'; readonly table: StrategyTable; readonly ms: number }
  | { readonly status: 'error'; readonly message: string };

function initial(rules: BlackjackRules | null): StrategyState {
  if (rules === null) return { status: 'idle' };
  const c = cachedStrategy(rules);
  return c ? { status: 'ready', table: c.table, ms: c.ms } : { status: 'loading', done: 0, total: 10 };
}

/**
 * The strategy table of the rules, computed once per set of rules (in a worker) and cached.
 *
 * @param rules - The blackjack rules, or `null` when the drill needs no strategy.
 */
export function useStrategy(rules: BlackjackRules | null): StrategyState {
  const key = rules === null ? '' : rulesKey(rules);
  const [state, setState] = useState<{ key: string; value: StrategyState }>(() => ({ key, value: initial(rules) }));
  useEffect(() => {
    if (rules === null) return;
    let live = true;
    const c = cachedStrategy(rules);
    if (c) {
      setState({ key, value: { status: 'ready', table: c.table, ms: c.ms } });
      return;
    }
    setState({ key, value: { status: 'loading', done: 0, total: 10 } });
    loadStrategy(rules, (done, total) => {
      if (live) setState({ key, value: { status: 'loading', done, total } });
    }).then(
      (table) => {
        if (live) setState({ key, value: { status: 'ready', table, ms: cachedStrategy(rules)?.ms ?? 0 } });
      },
      (e: unknown) => {
        if (live) setState({ key, value: { status: 'error', message: String(e) } });
      },
    );
    return () => {
      live = false;
    };
    // The key stands for the rules: a new object with the same rules does not start a new analysis.
  }, [key]);
  return state.key === key ? state.value : initial(rules);
}
