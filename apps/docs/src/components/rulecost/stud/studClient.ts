/**
 * The stud rule-cost island's client of the compute layer: one worker, made on the first request; a
 * cancel goes to the engine's signal, so the worker and its counting tables are kept.
 *
 * @module
 */
import type { StudError } from '@croupier/engine/stud';
import { studErrorRu } from '@croupier/ru';
import { ComputeClient, ComputeError, isAbortError } from '@croupier/ui/compute';
import type { StudReply, StudRequest } from './protocol';
import type { StudProgressDetail, studTasks } from './stud.tasks';
import StudWorker from './stud.worker.ts?worker';

const client = new ComputeClient<typeof studTasks>({ create: () => new StudWorker(), cancel: 'signal' });

/**
 * Computes a batch in order (the progress is the first rules set's), telling each answer and the end,
 * or the failure in Russian; nothing once cancelled.
 *
 * @param request - The batch.
 * @param signal - Cancels it.
 * @param tell - Receives the answers.
 */
export async function computeBatch(request: StudRequest, signal: AbortSignal, tell: (reply: StudReply) => void) {
  const { id } = request;
  try {
    for (const [i, rules] of request.rules.entries()) {
      const { result, ms } = await client.runTimed('odds', rules, {
        signal,
        ...(i === 0
          ? {
              onProgress: (p) =>
                tell({
                  type: 'progress',
                  id,
                  done: p.done,
                  total: p.total,
                  elapsedMs: (p.detail as StudProgressDetail | undefined)?.elapsedMs ?? 0,
                }),
            }
          : {}),
      });
      tell({ type: 'result', id, ...result, ms });
    }
    tell({ type: 'done', id });
  } catch (e) {
    if (isAbortError(e)) return;
    const message =
      e instanceof ComputeError && e.details !== undefined
        ? studErrorRu(e.details as StudError)
        : 'Не удалось посчитать: ошибка программы.';
    tell({ type: 'error', id, message });
  }
}
