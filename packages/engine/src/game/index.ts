/**
 * The one contract every game follows (blackjack, baccarat, craps, stud): rules resolved from a preset,
 * a round or table started from rules and a seed, one pure step `apply(state, action)` that returns the
 * next state and the events or a rule error with nothing changed, the legal actions, and what a player
 * may see. See `docs/decisions/005-game-contract.md`.
 *
 * Every game subpath exports these functions by name (`import { start, apply } from
 * '@croupier/engine/baccarat'`) and bundles them as a {@link Game} value (`baccaratGame`), so code
 * written once — a React hook, a fuzz test, a replayer — drives any game.
 *
 * @module
 */
import type { ErrorCode, Result, RuleError } from '../result/index.js';
import type { RulesErrorCode, ResolveOptions } from '../rules/index.js';

/** The games. */
export const GAME_IDS = ['blackjack', 'baccarat', 'craps', 'stud'] as const;

/** A game id. */
export type GameId = (typeof GAME_IDS)[number];

/**
 * What one step produced: the next state and what happened, in order. The state is a plain,
 * JSON-serialisable value (its randomness is a serialised RNG state inside it); the events are what a
 * UI animates and a log prints.
 *
 * @typeParam S - The game's state.
 * @typeParam E - The game's events.
 */
export interface Step<S, E> {
  /** The state after the step. */
  readonly state: S;
  /** The events of the step, in order. */
  readonly events: readonly E[];
}

/** The result of `start` or `apply`: a step, or a rule error with the input untouched. */
export type StepResult<S, E, Err extends RuleError<ErrorCode, object>> = Result<Step<S, E>, Err>;

/**
 * A seed for a round's randomness: a 32-bit number or a string (hashed). The same seed with the same
 * actions always gives the same round; `randomSeed()` (in `@croupier/engine/rng`) draws one from the
 * cryptographic source for real play, which the apps show so a round can be replayed.
 */
export type Seed = number | string;

/**
 * A game as one value: everything a generic driver needs. Each game's subpath exports one
 * (`blackjackGame`, `baccaratGame`, `crapsGame`, `studGame`).
 *
 * @typeParam Id - The game id.
 * @typeParam Rules - The resolved rules type.
 * @typeParam Setup - What `start` needs besides the rules (bets or seats, a seed, optionally a stacked shoe, deck or dice).
 * @typeParam State - The full state, hidden cards included (a union of phases, discriminated by `phase`).
 * @typeParam Action - What a player or the dealer does.
 * @typeParam Event - What happened in a step.
 * @typeParam Legal - An entry of `legalActions` (an action, or an action template with its allowed range).
 * @typeParam View - What a player may see (`playerView`).
 * @typeParam Err - The game's rule errors.
 * @example
 * ```ts
 * function playToEnd<G extends AnyGame>(game: G, state: StateOf<G>, choose: (legal: readonly LegalOf<G>[]) => ActionOf<G>) {
 *   while (!game.isOver(state)) state = orThrow(game.apply(state, choose(game.legalActions(state)))).state;
 *   return state;
 * }
 * ```
 */
export interface Game<
  Id extends GameId,
  Rules extends object,
  Setup,
  State extends { readonly phase: string },
  Action extends { readonly type: string },
  Event extends { readonly type: string },
  Legal,
  View,
  Err extends RuleError<ErrorCode, object>,
> {
  /** The game id. */
  readonly id: Id;
  /** Every error code `start`, `apply` and the guards can return, for exhaustive translations and tests. */
  readonly errorCodes: readonly Err['code'][];
  /** Resolves rules from a preset, overrides and `key=value` sets, checked against the game's schema. */
  resolveRules(options?: ResolveOptions<Rules, string>): Result<Rules, RuleError<RulesErrorCode>>;
  /** Starts a round (or a table) from checked rules and the setup; validates everything it is given. */
  start(rules: Rules, setup: Setup): StepResult<State, Event, Err>;
  /** One pure step. Validates the action; an illegal one returns a rule error and changes nothing. */
  apply(state: State, action: Action): StepResult<State, Event, Err>;
  /** Everything `apply` would accept now (empty only when the game is over). */
  legalActions(state: State): readonly Legal[];
  /** What a player may see: no shoe or deck order, no unseen dealer card, no RNG state. */
  playerView(state: State): View;
  /** Whether the round (or the table's current coup) is finished and settled. */
  isOver(state: State): boolean;
}

/** Any game. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<GameId, any, any, any, any, any, any, any, any>;

/** The state type of a game value. */
export type StateOf<G extends AnyGame> = Parameters<G['apply']>[0];
/** The action type of a game value. */
export type ActionOf<G extends AnyGame> = Parameters<G['apply']>[1];
/** The rules type of a game value. */
export type RulesOf<G extends AnyGame> = Parameters<G['start']>[0];
/** The setup type of a game value. */
export type SetupOf<G extends AnyGame> = Parameters<G['start']>[1];
/** The legal-action entry type of a game value. */
export type LegalOf<G extends AnyGame> = ReturnType<G['legalActions']>[number];
/** The player-view type of a game value. */
export type ViewOf<G extends AnyGame> = ReturnType<G['playerView']>;
/** The event type of a game value. */
export type EventOf<G extends AnyGame> =
  G extends Game<
    GameId,
    object,
    unknown,
    { phase: string },
    { type: string },
    infer E,
    unknown,
    unknown,
    RuleError<ErrorCode, object>
  >
    ? E
    : never;
/** The error codes of a game value. */
export type ErrorCodeOf<G extends AnyGame> = G['errorCodes'][number];
