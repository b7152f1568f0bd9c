/**
 * A Web Worker of the index-table pool: it does one step of the computation per message (the job's
 * context with the chart, one true count's level, or the assembly with progress per decision), with the
 * same functions the Node tests run (`index-table.ts`). The page keeps several of these busy with the
 * levels and stops them all by `terminate()` when the trainee's rules change.
 *
 * @module
 */
import { assembleIndexTableData, indexJob, indexLevel } from './index-table.ts';
import type { IndexWorkerReply, IndexWorkerRequest } from './indices.ts';

const post = (reply: IndexWorkerReply, transfer: Transferable[] = []) =>
  (self as unknown as { postMessage(m: IndexWorkerReply, t: Transferable[]): void }).postMessage(reply, transfer);

self.onmessage = (e: MessageEvent<IndexWorkerRequest>) => {
  const m = e.data;
  try {
    if (m.type === 'job') {
      post({ id: m.id, type: 'job', job: indexJob(m.rules, m.systemId, m.options) });
    } else if (m.type === 'level') {
      const level = indexLevel(m.job, m.trueCount);
      post({ id: m.id, type: 'level', level }, [level.evs.buffer, level.weights.buffer, level.arises.buffer]);
    } else {
      const table = assembleIndexTableData(
        m.job,
        m.levels,
        (done, total) => post({ id: m.id, type: 'progress', done, total }),
        m.decisions,
      );
      post({ id: m.id, type: 'table', table });
    }
  } catch (err) {
    post({ id: m.id, type: 'error', message: String(err) });
  }
};
