/**
 * The stud advice for a play round, computed off the main thread: `advise` with every exchange takes from
 * a fraction of a second to a few seconds, so the play screen asks for it in a Web Worker as soon as the
 * hand is dealt and grades the decision when it arrives (the decision itself is never held up). Without
 * workers (tests) it is computed in-process. The worker and the cache (the last 50 hands, by the engine's
 * `rulesKey` of the request) are the compute layer's (`@croupier/ui/compute`).
 *
 * @module
 */
import type { Advice } from '@croupier/engine/stud';
import { ComputeClient, inProcessWorker } from '@croupier/ui/compute';
import { studAdviceTasks, type StudAdviceInput } from './stud-advice.tasks.ts';
import StudAdviceWorker from './stud-advice.worker.ts?worker';

export { computeStudAdvice, type StudAdviceInput } from './stud-advice.tasks.ts';

/** The client of the stud advice worker. */
export const studAdviceClient = new ComputeClient<typeof studAdviceTasks>({
  create: () => (typeof Worker === 'undefined' ? inProcessWorker(studAdviceTasks) : new StudAdviceWorker()),
  cacheSize: 50,
});

/**
 * The advice for a hand, from the cache or computed in the worker.
 *
 * @param req - The hand, the rules, the up-card and whether exchanges are valued.
 */
export function loadStudAdvice(req: StudAdviceInput): Promise<Advice> {
  return studAdviceClient.run('advice', req);
}
