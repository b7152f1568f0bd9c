/// <reference lib="webworker" />
/**
 * The stud rule-cost page's worker: the engine's exact odds (`computeOdds`) for rules outside the
 * shipped grid, a batch at a time (the two-card exchange first, then its smaller exchanges, which reuse
 * its counts), with progress and cancellation.
 */
import { isCroupierError } from '@croupier/engine';
import { computeOdds, type StudError } from '@croupier/engine/stud';
import { studErrorRu } from '@croupier/ru';
import type { StudReply, StudRequest } from './protocol';

const post = (reply: StudReply) => (self as unknown as Worker).postMessage(reply);
let controller: AbortController | null = null;

self.onmessage = async (e: MessageEvent<StudRequest>) => {
  const req = e.data;
  if (req.type === 'cancel') {
    controller?.abort();
    return;
  }
  controller?.abort();
  const mine = new AbortController();
  controller = mine;
  const t0 = performance.now();
  try {
    for (const [i, rules] of req.rules.entries()) {
      const r = await computeOdds(rules, {
        signal: mine.signal,
        onProgress: (p) => {
          if (i === 0) post({ type: 'progress', id: req.id, done: p.done, total: p.total, elapsedMs: p.elapsedMs });
        },
      });
      if (!r.ok) {
        post({ type: 'error', id: req.id, message: studErrorRu(r.error as StudError) });
        return;
      }
      const { key, figure, byCategory } = r.value;
      post({
        type: 'result',
        id: req.id,
        key,
        figure,
        ...(byCategory ? { byCategory } : {}),
        ms: performance.now() - t0,
      });
    }
    post({ type: 'done', id: req.id });
  } catch (err) {
    if (mine.signal.aborted) post({ type: 'cancelled', id: req.id });
    else
      post({
        type: 'error',
        id: req.id,
        message: isCroupierError(err) ? studErrorRu(err.error as StudError) : 'Не удалось посчитать: ошибка программы.',
      });
  } finally {
    if (controller === mine) controller = null;
  }
};
