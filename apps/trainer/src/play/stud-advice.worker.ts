/**
 * The Web Worker that values a stud hand for the play mode (`computeStudAdvice`, the engine's `advise`).
 *
 * @module
 */
import { computeStudAdvice, type StudAdviceReply, type StudAdviceRequest } from './stud-advice.ts';

const post = (reply: StudAdviceReply) =>
  (self as unknown as { postMessage(m: StudAdviceReply): void }).postMessage(reply);

self.onmessage = (e: MessageEvent<StudAdviceRequest>) => {
  const { id, ...req } = e.data;
  try {
    post({ id, ok: true, advice: computeStudAdvice(req) });
  } catch (err) {
    post({ id, ok: false, message: String(err) });
  }
};
