/**
 * The protocol every dealer's shift model keeps: a plain state with the model's own clock (`now`, ms from
 * the shift's start) and the task due; `step(state, action)`, where a `tick` moves the clock (the seat
 * players act when their think time is up) and any other action is the trainee's, taken only when it is the
 * one due (else `shift/not-due`, the state unchanged) and timed from when it fell due (`since`).
 *
 * @module
 */

/** The clock's action: `ms` more of the model's time (a negative or NaN one changes nothing). */
export interface Tick {
  readonly type: 'tick';
  readonly ms: number;
}

/** What a shift's state is to the protocol: its clock and its task (a trainee's task has `since`). */
export interface ClockedState {
  readonly now: number;
  readonly task: { readonly kind: string };
}

/** What every shift's state holds: its seed, round and clock, the task due, the round's bets to settle, the grades. */
export interface ShiftCoreState<Task extends { readonly kind: string }, G, O> extends ClockedState {
  /** The seed of the shoe (the dice), the players' speeds and choices. */
  readonly seed: string;
  /** The round (a coup, a roll) in play, from 1. */
  readonly round: number;
  /** What is going on. */
  readonly task: Task;
  /** The bets (hands, boxes) to settle, once the engine has settled the round. */
  readonly owed: readonly O[];
  /** Every graded action so far. */
  readonly graded: readonly G[];
}

/**
 * The core fields of a shift about to start from `seed`: round 1, the clock at 0, nothing owed or graded
 * (the game begins the first round's bets next).
 */
export function coreStart(seed: string) {
  return { seed, round: 1, now: 0, owed: [], task: { kind: 'done' } as const, graded: [] };
}

/** A step refused: the action is not the one due now. The state is unchanged. */
export interface NotDue<Kind extends string, Type extends string> {
  readonly code: 'shift/not-due';
  readonly details: { readonly due: Kind; readonly action: Type };
}

/** What a model's `step` returns. */
export type StepResult<S, E> = { readonly ok: true; readonly state: S } | { readonly ok: false; readonly error: E };

/** The result of a step of a model with state `S` and actions `A`. */
export type ShiftStepResult<S extends ClockedState, A extends { readonly type: string }> = StepResult<
  S,
  NotDue<S['task']['kind'], A['type']>
>;

/** How a game's model runs a step: its seat players up to the clock, and the trainee's actions. */
export interface ShiftRules<S extends ClockedState, A extends { readonly type: string }> {
  /** The seat players up to the clock: bets placed and decisions made whose think time is over. */
  readonly run: (s: S) => S;
  /**
   * The trainee's action `a`, `ms` after it fell due: the next state (graded), or null when it is not due.
   */
  readonly act: (s: S, a: Exclude<A, Tick>, ms: number) => S | null;
}

/** The time since the task due fell due (0 while the players think). */
export function dueMs(state: ClockedState): number {
  const t = state.task as { readonly since?: number };
  return t.since === undefined ? 0 : state.now - t.since;
}

/**
 * One step of a shift by the protocol: a tick moves the clock and runs the players; any other action goes
 * to the game's `act`, refused with `shift/not-due` when it is not the one due.
 *
 * @param state - The shift.
 * @param action - A tick or the trainee's action.
 * @param rules - See {@link ShiftRules}.
 */
export function stepShift<S extends ClockedState, A extends { readonly type: string }>(
  state: S,
  action: A,
  rules: ShiftRules<S, A>,
): ShiftStepResult<S, A> {
  if (action.type === 'tick') {
    const ms = (action as unknown as Tick).ms;
    if (!(ms >= 0)) return { ok: true, state };
    return { ok: true, state: rules.run({ ...state, now: state.now + ms }) };
  }
  const next = rules.act(state, action as Exclude<A, Tick>, dueMs(state));
  if (next !== null) return { ok: true, state: next };
  return { ok: false, error: { code: 'shift/not-due', details: { due: state.task.kind, action: action.type } } };
}
