/**
 * The bet-ramp page's client of the compute layer: one worker, made on the first request; a new preset
 * or penetration stops the running model with its worker (the analysis is synchronous). The tasks are
 * imported as a type only: the engine's analysis and the index tables load in the worker, not with the
 * page (tests call `bettingTasks` directly).
 *
 * @module
 */
import { ComputeClient } from '@croupier/ui/compute';
import type { bettingTasks } from './betting.tasks';
import BettingWorker from './betting.worker.ts?worker';

/** The client. */
export const bettingClient = new ComputeClient<typeof bettingTasks>({ create: () => new BettingWorker() });
