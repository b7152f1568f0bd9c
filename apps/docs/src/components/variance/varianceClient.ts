/**
 * The variance explorer's clients of the compute layer: one worker answers the reader's changes at once
 * (the session; a superseded request is dropped from its queue, the running one told by its signal),
 * the other computes the band and the runs (a superseded one is stopped with its worker).
 *
 * @module
 */
import { ComputeClient, isAbortError } from '@croupier/ui/compute';
import type { VarianceReply, VarianceRequest } from './model';
import type { varianceTasks } from './variance.tasks';
import VarianceWorker from './variance.worker.ts?worker';

const sessionClient = new ComputeClient<typeof varianceTasks>({ create: () => new VarianceWorker(), cancel: 'signal' });
const simClient = new ComputeClient<typeof varianceTasks>({ create: () => new VarianceWorker() });

/**
 * Computes a request of the explorer; resolves with its answer (a failure included), rejects only when
 * cancelled.
 *
 * @param r - The request.
 * @param signal - Cancels it.
 */
export async function answer(r: VarianceRequest, signal: AbortSignal): Promise<VarianceReply> {
  try {
    switch (r.kind) {
      case 'session': {
        const result = await sessionClient.run('session', { bet: r.bet, rounds: r.rounds, risk: r.risk }, { signal });
        return { ...result, kind: 'session', id: r.id };
      }
      case 'band': {
        const result = await simClient.run('band', { bet: r.bet, rounds: r.rounds }, { signal });
        return { ...result, kind: 'band', id: r.id };
      }
      case 'simulate': {
        const result = await simClient.run('simulate', { bet: r.bet, seed: r.seed, rounds: r.rounds }, { signal });
        return { ...result, kind: 'simulate', id: r.id };
      }
    }
  } catch (e) {
    if (isAbortError(e)) throw e;
    return { kind: 'error', id: r.id, message: e instanceof Error ? e.message : String(e) };
  }
}
