/**
 * The advisor as a pure model in the engine's shape: a state union, `step(state, action)` returning the
 * next state, and selectors the view reads. The worker stays outside: the view sends
 * {@link requestOf} whenever it is not null and steps the model with the reply.
 *
 * @module
 */
import type { Card } from '@croupier/engine/cards';
import type { AdvisorOption } from './advisor';

/** A request: advise this hand (its id is the model's `seq`). */
export interface AdvisorRequest {
  readonly id: number;
  readonly hand: readonly Card[];
}

/** The answer to a request: the options and the time taken, or why it failed. */
export interface AdvisorReply {
  readonly id: number;
  /** Time the worker took, in milliseconds. */
  readonly ms: number;
  readonly options: readonly AdvisorOption[];
  readonly error?: string;
}

/**
 * Where the advisor is: picking cards (fewer than five), computing the hand's request `seq`, done with
 * its reply, or failed. `seq` numbers the requests, so a late reply to an older hand is ignored.
 */
export type AdvisorState =
  | { readonly kind: 'picking'; readonly hand: readonly Card[]; readonly seq: number }
  | { readonly kind: 'computing'; readonly hand: readonly Card[]; readonly seq: number }
  | {
      readonly kind: 'done';
      readonly hand: readonly Card[];
      readonly seq: number;
      readonly reply: AdvisorReply;
    }
  | { readonly kind: 'error'; readonly hand: readonly Card[]; readonly seq: number; readonly message: string };

/** What happens to the advisor: the reader sets the hand, or the worker answers. */
export type AdvisorAction =
  { readonly type: 'hand'; readonly hand: readonly Card[] } | { readonly type: 'reply'; readonly reply: AdvisorReply };

/** The machine-readable state the widget's root carries (`data-state`), for tests to wait on. */
export type AdvisorPhase = 'idle' | 'computing' | 'done' | 'error';

/**
 * The advisor's first state: the hand given, computing when it has five cards.
 *
 * @param hand - The first hand.
 */
export function initialAdvisor(hand: readonly Card[]): AdvisorState {
  return step({ kind: 'picking', hand: [], seq: 0 }, { type: 'hand', hand });
}

/**
 * The next state. A full hand starts a new request (a new `seq`), a shorter one waits for cards; a
 * reply counts only for the request in flight, else the state is returned unchanged.
 *
 * @param s - The state.
 * @param a - The action.
 */
export function step(s: AdvisorState, a: AdvisorAction): AdvisorState {
  if (a.type === 'hand') {
    return a.hand.length === 5
      ? { kind: 'computing', hand: a.hand, seq: s.seq + 1 }
      : { kind: 'picking', hand: a.hand, seq: s.seq };
  }
  if (s.kind !== 'computing' || a.reply.id !== s.seq) return s;
  return a.reply.error !== undefined
    ? { kind: 'error', hand: s.hand, seq: s.seq, message: a.reply.error }
    : { kind: 'done', hand: s.hand, seq: s.seq, reply: a.reply };
}

/** The request the worker should answer now, if any. */
export function requestOf(s: AdvisorState): AdvisorRequest | null {
  return s.kind === 'computing' ? { id: s.seq, hand: s.hand } : null;
}

/** The `data-state` of the widget. */
export function phaseOf(s: AdvisorState): AdvisorPhase {
  return s.kind === 'picking' ? 'idle' : s.kind;
}

/** The options to show, best EV first (none until the reply is in). */
export function rowsOf(s: AdvisorState): readonly AdvisorOption[] {
  return s.kind === 'done' ? [...s.reply.options].sort((x, y) => y.ev - x.ev) : [];
}
