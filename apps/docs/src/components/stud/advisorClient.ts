/**
 * The advisor's client of the compute layer: one worker, made on the first request. A new hand cancels
 * the old one by its signal, so the worker and its counting tables are kept.
 *
 * @module
 */
import { ComputeClient, ComputeError } from '@croupier/ui/compute';
import type { StudError } from '@croupier/engine/stud';
import { studErrorRu } from '@croupier/ru';
import type { advisorTasks } from './advisor.tasks';
import AdvisorWorker from './advisor.worker.ts?worker';

/** The client. */
export const advisorClient = new ComputeClient<typeof advisorTasks>({
  create: () => new AdvisorWorker(),
  cancel: 'signal',
});

/**
 * A failure in Russian: the engine's rule error worded by `@croupier/ru`, else a program error.
 *
 * @param e - The rejection.
 */
export function adviceErrorRu(e: unknown): string {
  return e instanceof ComputeError && e.details !== undefined
    ? studErrorRu(e.details as StudError)
    : 'Не удалось посчитать: ошибка программы.';
}
