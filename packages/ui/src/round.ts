/**
 * A round of any game on the engine's contract (`Game` from `@croupier/engine`), as a plain value: the
 * seed, the rules, and every step since the start — so a step can be undone, the round restarted, and
 * the whole thing replayed from the seed and the actions. `useRound` keeps one in React state; these
 * functions are the logic, apart from React, and are what the tests drive.
 *
 * @module
 */
import type { ActionOf, AnyGame, EventOf, RulesOf, Seed, SetupOf, StateOf } from '@croupier/engine';

/** The rule error a game's `start` or `apply` returns. */
export type GameErrorOf<G extends AnyGame> = Extract<ReturnType<G['apply']>, { ok: false }>['error'];

/** One step of a round: the action (none for the start), the state after it, and its events. */
export interface RoundStep<G extends AnyGame> {
  /** The action applied, or `null` for the start. */
  readonly action: ActionOf<G> | null;
  /** The state after the step. */
  readonly state: StateOf<G>;
  /** What happened in the step. */
  readonly events: readonly EventOf<G>[];
}

/** A round: where it started and every step since, with the last refusal. */
export interface Round<G extends AnyGame> {
  /** The seed the table was started with. */
  readonly seed: Seed;
  /** The rules it plays by. */
  readonly rules: RulesOf<G>;
  /** The start, then one entry per applied action (never empty). */
  readonly steps: readonly [RoundStep<G>, ...RoundStep<G>[]];
  /** The error of the last refused action or start, until the next successful step. */
  readonly error: GameErrorOf<G> | null;
}

/** What a refused start returns. */
export interface StartRefused<G extends AnyGame> {
  readonly ok: false;
  /** The engine's error (bad rules, a bad seed or setup). */
  readonly error: GameErrorOf<G>;
}

/**
 * Starts a round: the game's `start` with the rules and the setup for this seed.
 *
 * @param game - The game (`blackjackGame`, `baccaratGame`, `crapsGame`, `studGame`).
 * @param rules - The rules.
 * @param setup - The setup for a seed (seats or balance, and the seed itself).
 * @param seed - The seed.
 * @returns The round, or the engine's error.
 * @example
 * ```ts
 * const r = startRound(baccaratGame, rules, (seed) => ({ seats: { вы: 1000 }, seed }), 25);
 * ```
 */
export function startRound<G extends AnyGame>(
  game: G,
  rules: RulesOf<G>,
  setup: (seed: Seed) => SetupOf<G>,
  seed: Seed,
): { readonly ok: true; readonly round: Round<G> } | StartRefused<G> {
  const r = game.start(rules, setup(seed));
  if (!r.ok) return { ok: false, error: r.error as GameErrorOf<G> };
  return {
    ok: true,
    round: { seed, rules, steps: [{ action: null, state: r.value.state, events: r.value.events }], error: null },
  };
}

/** The state the round is in now. */
export function currentState<G extends AnyGame>(round: Round<G>): StateOf<G> {
  return round.steps[round.steps.length - 1]!.state;
}

/**
 * Applies one action. A refused action leaves every step as it was and records the engine's error
 * (which the UI words in Russian); an applied one clears it.
 *
 * @param game - The game.
 * @param round - The round.
 * @param action - The action.
 * @returns The round after the action, or with the refusal recorded.
 */
export function applyToRound<G extends AnyGame>(game: G, round: Round<G>, action: ActionOf<G>): Round<G> {
  const r = game.apply(currentState(round), action);
  if (!r.ok) return { ...round, error: r.error as GameErrorOf<G> };
  return {
    ...round,
    steps: [...round.steps, { action, state: r.value.state, events: r.value.events }],
    error: null,
  };
}

/**
 * Applies actions in order, stopping at the first refusal (recorded, with the earlier ones kept).
 *
 * @param game - The game.
 * @param round - The round.
 * @param actions - The actions.
 */
export function applyAllToRound<G extends AnyGame>(
  game: G,
  round: Round<G>,
  actions: readonly ActionOf<G>[],
): Round<G> {
  let r = round;
  for (const a of actions) {
    r = applyToRound(game, r, a);
    if (r.error) break;
  }
  return r;
}

/**
 * Takes back the last `count` steps (never the start).
 *
 * @param round - The round.
 * @param count - How many steps (default 1).
 */
export function undoRound<G extends AnyGame>(round: Round<G>, count = 1): Round<G> {
  const keep = Math.max(1, round.steps.length - Math.max(0, count));
  return { ...round, steps: round.steps.slice(0, keep) as unknown as Round<G>['steps'], error: null };
}

/** The actions applied since the start: with the seed and the rules, the round's whole record. */
export function actionsOf<G extends AnyGame>(round: Round<G>): ActionOf<G>[] {
  return round.steps.slice(1).map((s) => s.action as ActionOf<G>);
}

/** Every event since the start, in order: what a log or a screen reader announces. */
export function eventsOf<G extends AnyGame>(round: Round<G>): EventOf<G>[] {
  return round.steps.flatMap((s) => [...s.events]);
}
