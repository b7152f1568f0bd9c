/**
 * The seat players' time, as every dealer's shift keeps it on the model's clock: each player's think time
 * over its bet, drawn from the shift's seed and the round; the tasks a player is thinking through until a
 * time (`until`), done when the clock reaches it; the countdown shown meanwhile; and the end of a round's
 * settling — the next bet to settle, the next round, or the shift over.
 *
 * @module
 */
import { seededRng, type Rng } from '@croupier/engine/rng';
import type { ClockedState } from './protocol.ts';

/**
 * Each seat player's think time over its bet this round, ms, in player order: drawn from
 * `<seed>/<round>/bet/<id>`, so a shift replays from its seed.
 *
 * @param s - The shift's seed and round.
 * @param players - The seat players.
 * @param think - A think time drawn from a player's speed.
 * @param id - A player's id in the seed (default its index).
 */
export function betThinkMs<P>(
  s: { readonly seed: string; readonly round: number },
  players: readonly P[],
  think: (p: P, rng: Rng) => number,
  id: (p: P, i: number) => string | number = (_, i) => i,
): number[] {
  return players.map((p, i) => think(p, seededRng(`${s.seed}/${s.round}/bet/${id(p, i)}`)));
}

/** Milliseconds left until `until` on the clock `now` (never below 0). */
export function leftMs(until: number, now: number): number {
  return Math.max(0, until - now);
}

/** What a player does when its think time is up, for each kind of task the players think through. */
export type ThinkingActs<S extends ClockedState> = {
  readonly [K in S['task']['kind']]?: (s: S, task: Extract<S['task'], { readonly kind: K }>) => S;
};

/**
 * Runs the seat players up to the clock: while the task due is one the players think through (a task with
 * an act in `acts`) and its `until` has come, its act is done.
 *
 * @param s - The shift.
 * @param acts - See {@link ThinkingActs}.
 */
export function runThinking<S extends ClockedState>(s: S, acts: ThinkingActs<S>): S {
  let cur = s;
  for (;;) {
    const t = cur.task as S['task'] & { readonly until?: number };
    const act = acts[t.kind as S['task']['kind']] as ((s: S, task: S['task']) => S) | undefined;
    if (act === undefined || t.until === undefined || cur.now < t.until) return cur;
    cur = act(cur, t);
  }
}

/** A state whose rounds end in settling its `owed`, one by one. */
export interface SettlingState<O> {
  readonly round: number;
  readonly owed: readonly O[];
  readonly task: { readonly kind: string };
}

/**
 * After a settlement (or with the round's settling about to start at `index` 0): the next one due at
 * `at`, or, when all are settled, the shift over after its last round or the next round begun.
 *
 * @param s - The shift.
 * @param index - The next bet's index in `owed`.
 * @param at - When it falls due.
 * @param rounds - Rounds in the shift.
 * @param nextRound - Begins the next round (the game's table's next round and its bets).
 */
export function settleOrNext<S extends SettlingState<unknown>>(
  s: S,
  index: number,
  at: number,
  rounds: number,
  nextRound: (s: S) => S,
): S {
  if (index < s.owed.length) return { ...s, task: { kind: 'settle', since: at, index } };
  if (s.round >= rounds) return { ...s, task: { kind: 'done' } };
  return nextRound(s);
}

/** The bet being settled, if any. */
export function owedNow<O>(state: SettlingState<O>): O | undefined {
  const t = state.task as { readonly kind: string; readonly index?: number };
  return t.kind === 'settle' && t.index !== undefined ? state.owed[t.index] : undefined;
}
