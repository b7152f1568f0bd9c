/**
 * Round histories: a round (or a whole table session) as a small JSON value — the game, the rules, the
 * seed, the rest of the setup and the actions, with a format version — and `replay`, which re-applies the
 * actions through the game's own `start` and `apply` and returns the same state, or a typed error naming
 * the first thing that is wrong (the field, or the index of the first refused action and the game's error).
 *
 * Written once for the four games: it only uses the `Game` contract (`src/game`). The apps export a history as a
 * file or a link and open it again through this function, so a history is checked by the engine, never by
 * the app.
 *
 * @module
 */
import { err, ok, show, type ErrorCode, type ErrorOf, type Result, type RuleError } from '../result/index.js';
import { GAME_IDS, type AnyGame, type GameId, type Seed, type Step } from './index.js';

/** The `format` field of every history. */
export const HISTORY_FORMAT = 'croupier-round';

/** The history format version this build writes and reads (a newer one is refused, never guessed at). */
export const HISTORY_VERSION = 1;

/** The most actions a history may carry (a long session at one table stays far below). */
export const MAX_HISTORY_ACTIONS = 100_000;

/**
 * A round's history: enough to deal the same round again and replay every step.
 *
 * @typeParam G - The game value (`blackjackGame`…), for typed rules, setup and actions.
 */
export interface RoundHistory<G extends AnyGame = AnyGame> {
  /** Always {@link HISTORY_FORMAT}. */
  readonly format: typeof HISTORY_FORMAT;
  /** The format version, {@link HISTORY_VERSION}. */
  readonly version: typeof HISTORY_VERSION;
  /** Which game. */
  readonly game: G['id'];
  /** The resolved rules the table played by (checked again by the game's `start`). */
  readonly rules: Parameters<G['start']>[0];
  /** The seed of the table's shoe, deck or dice. */
  readonly seed: Seed;
  /** The rest of the setup (seats and chips, or a balance), without the seed. */
  readonly setup: Omit<Parameters<G['start']>[1], 'seed'>;
  /** The actions since the start, in order. */
  readonly actions: readonly Parameters<G['apply']>[1][];
}

/** What is wrong with a history's shape. */
export type HistoryField = 'history' | 'format' | 'version' | 'game' | 'rules' | 'seed' | 'setup' | 'actions';

/** The details of every replay error. */
export interface ReplayErrorDetails {
  /** The value is not a history: a field is missing or of the wrong kind. */
  'replay/bad-history': { readonly field: HistoryField; readonly got: string; readonly index?: number };
  /** The history was written by a newer format version. */
  'replay/newer-version': { readonly version: number; readonly supported: number };
  /** The history is of another game than the one replaying it. */
  'replay/wrong-game': { readonly game: string; readonly expected: GameId };
  /** The game refused to start from the history's rules, seed and setup. */
  'replay/start-refused': { readonly error: RuleError<ErrorCode, object> };
  /** The game refused an action: the first one that does not apply, by index from 0. */
  'replay/action-refused': {
    readonly index: number;
    readonly action: string;
    readonly error: RuleError<ErrorCode, object>;
  };
}

/** A replay error. */
export type ReplayError = ErrorOf<ReplayErrorDetails>;

/** Every replay error code. */
export const REPLAY_ERROR_CODES = [
  'replay/bad-history',
  'replay/newer-version',
  'replay/wrong-game',
  'replay/start-refused',
  'replay/action-refused',
] as const satisfies readonly (keyof ReplayErrorDetails)[];

/** A replayed history: the state after the last action and every step (the start first). */
export interface Replayed<G extends AnyGame> {
  /** The state after the last action. */
  readonly state: Parameters<G['apply']>[0];
  /** The start and then one step per action, each with the action that made it (`null` for the start). */
  readonly steps: readonly (Step<Parameters<G['apply']>[0], unknown> & {
    readonly action: Parameters<G['apply']>[1] | null;
  })[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function badHistory(
  field: HistoryField,
  got: unknown,
  what: string,
  index?: number,
): { ok: false; error: ReplayError } {
  return err('replay/bad-history', `Not a round history: ${what}; got ${show(got)}.`, {
    field,
    got: show(got),
    ...(index === undefined ? {} : { index }),
  });
}

/**
 * Checks the shape of a history (not its content: the game checks the rules, setup and actions when it
 * replays them).
 *
 * @param value - Anything, typically parsed JSON.
 * @returns The history, or `replay/bad-history` naming the field, or `replay/newer-version`.
 * @example
 * ```ts
 * checkHistory({ format: 'croupier-round', version: 1, game: 'craps', rules, seed: 7, setup: { seats: { me: 100 } }, actions: [] }).ok; // true
 * checkHistory({ format: 'croupier-round', version: 9 }); // { ok: false, error: { code: 'replay/newer-version', … } }
 * ```
 */
export function checkHistory(value: unknown): Result<RoundHistory, ReplayError> {
  if (!isRecord(value)) return badHistory('history', value, 'expected an object');
  if (value.format !== HISTORY_FORMAT) {
    return badHistory('format', value.format, `the format field must be "${HISTORY_FORMAT}"`);
  }
  const v = value.version;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1) {
    return badHistory('version', v, 'the version must be a whole number from 1');
  }
  if (v > HISTORY_VERSION) {
    return err(
      'replay/newer-version',
      `The history has format version ${v}; this engine reads up to ${HISTORY_VERSION}.`,
      { version: v, supported: HISTORY_VERSION },
    );
  }
  if (typeof value.game !== 'string' || !(GAME_IDS as readonly string[]).includes(value.game)) {
    return badHistory('game', value.game, `the game must be one of ${GAME_IDS.join(', ')}`);
  }
  if (!isRecord(value.rules)) return badHistory('rules', value.rules, 'the rules must be an object');
  if (typeof value.seed !== 'number' && typeof value.seed !== 'string') {
    return badHistory('seed', value.seed, 'the seed must be a number or a string');
  }
  if (!isRecord(value.setup)) return badHistory('setup', value.setup, 'the setup must be an object');
  if (Object.hasOwn(value.setup, 'seed')) {
    return badHistory('setup', value.setup.seed, 'the setup must not carry a seed of its own');
  }
  const actions = value.actions;
  if (!Array.isArray(actions)) return badHistory('actions', actions, 'the actions must be a list');
  if (actions.length > MAX_HISTORY_ACTIONS) {
    return badHistory('actions', actions.length, `a history holds at most ${MAX_HISTORY_ACTIONS} actions`);
  }
  for (let i = 0; i < actions.length; i++) {
    const a: unknown = actions[i];
    if (!isRecord(a) || typeof a.type !== 'string') {
      return badHistory('actions', a, `action ${i} must be an object with a type`, i);
    }
  }
  return ok(value as unknown as RoundHistory);
}

/**
 * Replays a history through a game: starts the table from its rules, seed and setup, then applies its
 * actions in order. Pure; the same history always gives the same state.
 *
 * @param game - The game value (`blackjackGame`, `baccaratGame`, `crapsGame`, `studGame`).
 * @param history - A history, typically parsed from JSON (its shape is checked first).
 * @returns The final state and every step, or a typed error: `replay/bad-history`,
 *   `replay/newer-version`, `replay/wrong-game`, `replay/start-refused` (the game's error inside) or
 *   `replay/action-refused` (the index of the first bad action and the game's error).
 * @example
 * ```ts
 * const h = historyOf(crapsGame, rules, { seats: { me: 100 } }, 7, [{ type: 'bet', player: 'me', bet: 'pass', amount: 10 }, { type: 'roll' }]);
 * const r = replay(crapsGame, JSON.parse(JSON.stringify(h)));
 * r.ok && r.value.state; // the same table as after those two actions
 * ```
 */
export function replay<G extends AnyGame>(game: G, history: unknown): Result<Replayed<G>, ReplayError> {
  const checked = checkHistory(history);
  if (!checked.ok) return checked;
  const h = checked.value;
  if (h.game !== game.id) {
    return err('replay/wrong-game', `The history is of ${h.game}, not ${game.id}.`, {
      game: h.game,
      expected: game.id,
    });
  }
  const started = game.start(h.rules, { ...h.setup, seed: h.seed });
  if (!started.ok) {
    return err('replay/start-refused', `The table does not start: ${started.error.message}`, {
      error: started.error,
    });
  }
  type S = Parameters<G['apply']>[0];
  type A = Parameters<G['apply']>[1];
  const steps: (Step<S, unknown> & { action: A | null })[] = [
    { action: null, state: started.value.state, events: started.value.events },
  ];
  let state: S = started.value.state;
  for (let i = 0; i < h.actions.length; i++) {
    const action = h.actions[i] as A;
    const r = game.apply(state, action);
    if (!r.ok) {
      return err('replay/action-refused', `Action ${i} (${show(action)}) is refused: ${r.error.message}`, {
        index: i,
        action: show(action),
        error: r.error,
      });
    }
    state = r.value.state;
    steps.push({ action, state, events: r.value.events });
  }
  return ok({ state, steps });
}

/**
 * Builds a history from its parts (the setup's seed is taken out: the seed has its own field).
 *
 * @param game - The game value.
 * @param rules - The rules the table plays by.
 * @param setup - The setup without its seed (seats, a balance…).
 * @param seed - The seed.
 * @param actions - The actions since the start.
 * @example
 * ```ts
 * JSON.stringify(historyOf(studGame, rules, { balance: 1000 }, 11, [{ type: 'ante', amount: 10 }]));
 * ```
 */
export function historyOf<G extends AnyGame>(
  game: G,
  rules: RoundHistory<G>['rules'],
  setup: RoundHistory<G>['setup'] | Parameters<G['start']>[1],
  seed: Seed,
  actions: RoundHistory<G>['actions'],
): RoundHistory<G> {
  const { seed: _drop, ...rest } = setup as Record<string, unknown>;
  void _drop;
  return {
    format: HISTORY_FORMAT,
    version: HISTORY_VERSION,
    game: game.id as GameId,
    rules,
    seed,
    setup: rest as RoundHistory<G>['setup'],
    actions: [...actions],
  };
}
