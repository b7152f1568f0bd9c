/**
 * The stud advice for a play round, computed off the main thread: `advise` with every exchange takes from
 * a fraction of a second to a few seconds, so the play screen asks for it in a Web Worker as soon as the
 * hand is dealt and grades the decision when it arrives (the decision itself is never held up). Without
 * workers (tests) it is computed here, after the caller has subscribed.
 *
 * @module
 */
import type { Card } from '@croupier/engine/cards';
import { advise, type Advice, type StudRules } from '@croupier/engine/stud';

/** What the worker is asked. */
export interface StudAdviceRequest {
  /** The request id. */
  readonly id: number;
  /** The hand. */
  readonly hand: readonly Card[];
  /** The rules. */
  readonly rules: StudRules;
  /** The dealer's up-card, when the rules show one. */
  readonly upCard?: Card;
  /** Whether exchanges are valued (false after the exchange). */
  readonly exchange: boolean;
}

/** What the worker answers: the advice, or why there is none. */
export type StudAdviceReply =
  | { readonly id: number; readonly ok: true; readonly advice: Advice }
  | { readonly id: number; readonly ok: false; readonly message: string };

/**
 * Computes the advice (the worker's job; also the fallback without workers).
 *
 * @param req - The request.
 */
export function computeStudAdvice(req: Omit<StudAdviceRequest, 'id'>): Advice {
  const r = advise(req.hand, req.rules, {
    ...(req.upCard === undefined ? {} : { upCard: req.upCard }),
    ...(req.exchange ? {} : { exchange: false }),
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, { resolve: (a: Advice) => void; reject: (e: Error) => void }>();

function getWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  if (worker === undefined) {
    worker = new Worker(new URL('./stud-advice.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<StudAdviceReply>) => {
      const r = e.data;
      const p = pending.get(r.id);
      if (!p) return;
      pending.delete(r.id);
      if (r.ok) p.resolve(r.advice);
      else p.reject(new Error(r.message));
    };
  }
  return worker;
}

const cache = new Map<string, Promise<Advice>>();

/**
 * The advice for a hand, from the cache or computed in the worker.
 *
 * @param req - The hand, the rules, the up-card and whether exchanges are valued.
 */
export function loadStudAdvice(req: Omit<StudAdviceRequest, 'id'>): Promise<Advice> {
  const key = JSON.stringify([req.hand, req.upCard ?? null, req.exchange, req.rules]);
  let p = cache.get(key);
  if (p === undefined) {
    const w = getWorker();
    p =
      w === undefined
        ? new Promise<Advice>((resolve, reject) =>
            queueMicrotask(() => {
              try {
                resolve(computeStudAdvice(req));
              } catch (e) {
                reject(e instanceof Error ? e : new Error(String(e)));
              }
            }),
          )
        : new Promise<Advice>((resolve, reject) => {
            const id = nextId++;
            pending.set(id, { resolve, reject });
            w.postMessage({ id, ...req } satisfies StudAdviceRequest);
          });
    p.catch(() => cache.delete(key));
    if (cache.size > 50) cache.delete(cache.keys().next().value!);
    cache.set(key, p);
  }
  return p;
}
