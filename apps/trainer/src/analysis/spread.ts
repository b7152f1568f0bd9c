/**
 * The bet-ramp model for a set of blackjack rules, computed once per rules in a Web Worker (the compute
 * layer's client, cached by the rules' key) so the bet drill and the whole-shoe mode never block the page;
 * in-process where there are no workers. The React side is {@link useSpread}.
 *
 * @module
 */
import type { BlackjackRules, SpreadModel } from '@croupier/engine/blackjack';
import { ComputeClient, inProcessWorker, useCompute } from '@croupier/ui/compute';
import { spreadTasks } from './spread.tasks.ts';
import SpreadWorker from './spread.worker.ts?worker';

/** The client of the spread worker: one worker, the last few sets of rules kept. */
export const spreadClient = new ComputeClient<typeof spreadTasks>({
  create: () => (typeof Worker === 'undefined' ? inProcessWorker(spreadTasks) : new SpreadWorker()),
  cacheSize: 20,
});

/** Where the model is. */
export type SpreadState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly done: number; readonly total: number }
  | { readonly status: 'ready'; readonly model: SpreadModel; readonly ms: number }
  | { readonly status: 'error'; readonly message: string };

/**
 * The model of the rules, computed once (in the worker) and cached.
 *
 * @param rules - The rules, or `null` when nothing needs the model.
 */
export function useSpread(rules: BlackjackRules | null): SpreadState {
  const s = useCompute(spreadClient, 'spread', rules);
  switch (s.status) {
    case 'idle':
      return s;
    case 'running':
      return { status: 'loading', done: s.progress?.done ?? 0, total: s.progress?.total ?? 5 };
    case 'done':
      return { status: 'ready', model: s.result, ms: s.ms };
    case 'error':
      return { status: 'error', message: `${s.error.code}: ${s.error.message}` };
  }
}
