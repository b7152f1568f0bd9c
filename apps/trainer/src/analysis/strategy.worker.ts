/**
 * The Web Worker that analyses blackjack for the strategy drill: it receives rules, runs the engine's
 * exact analysis (`analyse`, half a second to a second) off the main thread, reports its progress after
 * each dealer up-card, and sends back the table of cells with their EVs.
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/engine/blackjack';
import { strategyTable } from './strategy-table.ts';
import type { WorkerReply, WorkerRequest } from './strategy.ts';

const post = (reply: WorkerReply) => (self as unknown as { postMessage(m: WorkerReply): void }).postMessage(reply);

self.onmessage = (e: MessageEvent<WorkerRequest>) => {
  const { id, rules } = e.data;
  const started = performance.now();
  try {
    const table = strategyTable(rules as BlackjackRules, {
      onProgress: (done, total) => post({ id, type: 'progress', done, total }),
    });
    post({ id, type: 'done', table, ms: performance.now() - started });
  } catch (err) {
    post({ id, type: 'error', message: String(err) });
  }
};
