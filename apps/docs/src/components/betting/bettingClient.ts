/**
 * The bet-ramp page's client of the compute layer: one worker, made on the first request; a new preset
 * or penetration stops the running model with its worker (the analysis is synchronous). Without
 * workers (Node tests) the same task runs in-process.
 *
 * @module
 */
import { ComputeClient, inProcessWorker } from '@croupier/ui/compute';
import { bettingTasks } from './betting.tasks';
import BettingWorker from './betting.worker.ts?worker';

/** The client. */
export const bettingClient = new ComputeClient<typeof bettingTasks>({
  create: () => (typeof Worker === 'undefined' ? inProcessWorker(bettingTasks) : new BettingWorker()),
});
