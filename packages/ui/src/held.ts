/**
 * What {@link useRound} holds, and every change to it, as pure functions: starting a table from a seed
 * (with the opening actions), applying actions, undoing, a typed seed, opening a history (a file, a paste
 * or the page's `?round=`), and the figures the hook gives a component. The hook only keeps the value and
 * wires these to React.
 *
 * @module
 */
import type { ActionOf, AnyGame, EventOf, LegalOf, RulesOf, Seed, SetupOf, ViewOf } from '@croupier/engine';
import { seedErrorRu, type RuleErrorRu } from '@croupier/ru';
import { readHistoryText, roundFromHistory, setupMismatch } from './history';
import { applyAllToRound, currentState, eventsOf, startRound, undoRound, type GameErrorOf, type Round } from './round';
import { readSeed } from './seed';

/** The hook's value. */
export interface Held<G extends AnyGame> {
  /** The round, or `null` before the first seed or after a refused start. */
  readonly round: Round<G> | null;
  /** Steps that undo never takes back: the start and the opening actions. */
  readonly base: number;
  /** The engine's refusal of the start, if it was refused. */
  readonly startError: GameErrorOf<G> | null;
  /** The seed field's text. */
  readonly seedText: string;
  /** Why the typed seed is refused, in Russian. */
  readonly seedError: string | null;
  /** Why the last history opened was refused, in Russian. */
  readonly openError?: string | null;
}

/** Before the first seed is drawn. */
export function emptyHeld<G extends AnyGame>(): Held<G> {
  return { round: null, base: 1, startError: null, seedText: '', seedError: null };
}

/**
 * A table started from a seed, with the opening actions applied (they, like the start, stay on undo).
 *
 * @param game - The game.
 * @param rules - The rules.
 * @param setup - The setup for a seed.
 * @param seed - The seed.
 * @param opening - Actions applied right after the start.
 */
export function beginHeld<G extends AnyGame>(
  game: G,
  rules: RulesOf<G>,
  setup: (seed: Seed) => SetupOf<G>,
  seed: Seed,
  opening: readonly ActionOf<G>[],
): Held<G> {
  const s = startRound(game, rules, setup, seed);
  if (!s.ok) return { round: null, base: 1, startError: s.error, seedText: String(seed), seedError: null };
  const opened = applyAllToRound(game, s.round, opening);
  return { round: opened, base: opened.steps.length, startError: null, seedText: String(seed), seedError: null };
}

/**
 * Actions applied in order, stopping at the first refusal (kept as the round's error).
 *
 * @param game - The game.
 * @param h - The value.
 * @param actions - The actions.
 */
export function applyHeld<G extends AnyGame>(game: G, h: Held<G>, actions: readonly ActionOf<G>[]): Held<G> {
  return h.round ? { ...h, round: applyAllToRound(game, h.round, actions) } : h;
}

/**
 * The last `count` steps taken back, never the start or the opening actions.
 *
 * @param h - The value.
 * @param count - How many.
 */
export function undoHeld<G extends AnyGame>(h: Held<G>, count: number): Held<G> {
  return h.round ? { ...h, round: undoRound(h.round, Math.min(count, h.round.steps.length - h.base)) } : h;
}

/**
 * A typed seed: a good one starts the table again with it, a bad one is refused in Russian and the
 * round stays.
 *
 * @param h - The value.
 * @param text - The field's text.
 * @param label - The field's name, for the error.
 * @param begin - Starts a table from a seed (see {@link beginHeld}).
 */
export function seedTextHeld<G extends AnyGame>(
  h: Held<G>,
  text: string,
  label: string,
  begin: (seed: Seed) => Held<G>,
): Held<G> {
  const read = readSeed(text);
  return read.ok
    ? { ...begin(read.value), seedText: text }
    : { ...h, seedText: text, seedError: seedErrorRu(label, text) };
}

/**
 * A history opened: replayed through the engine and shown at its last state; a bad one (not JSON, another
 * game, played at another table, refused by the engine) is refused in Russian and the round stays.
 *
 * @param game - The game.
 * @param h - The value.
 * @param history - Parsed JSON, or its text.
 * @param setup - The setup for a seed (the seats the history must have been played at).
 * @param errorRu - How the game's refusals are worded (the game's entry point of `@croupier/ru`).
 */
export function openHeld<G extends AnyGame>(
  game: G,
  h: Held<G>,
  history: unknown,
  setup: (seed: Seed) => SetupOf<G>,
  errorRu: RuleErrorRu,
): { readonly held: Held<G>; readonly opened: boolean } {
  let value = history;
  if (typeof history === 'string') {
    const read = readHistoryText(history);
    if (!read.ok) return { held: { ...h, openError: read.message }, opened: false };
    value = read.value;
  }
  // A history of this game played at another table (other seats) is named as such before replaying it.
  const v = value as { game?: unknown; seed?: unknown };
  const mismatch =
    v !== null &&
    typeof v === 'object' &&
    v.game === game.id &&
    (typeof v.seed === 'number' || typeof v.seed === 'string')
      ? setupMismatch(value, setup(v.seed))
      : undefined;
  const r = mismatch === undefined ? roundFromHistory(game, value, errorRu) : null;
  if (r === null || !r.ok) return { held: { ...h, openError: r === null ? mismatch! : r.message }, opened: false };
  const round = r.value;
  return {
    held: { round, base: 1, startError: null, seedText: String(round.seed), seedError: null, openError: null },
    opened: true,
  };
}

/** What the page's `?round=` asks of a widget. */
export type UrlRound =
  | { readonly kind: 'none' }
  | { readonly kind: 'open'; readonly value: unknown }
  | { readonly kind: 'error'; readonly message: string };

/**
 * The page's `?round=` for a widget: nothing (no parameter, or another game's round), a history to open,
 * or a text that cannot be read.
 *
 * @param gameId - The widget's game.
 * @param text - The parameter's value, or `null`.
 */
export function urlRound(gameId: string, text: string | null): UrlRound {
  if (text === null) return { kind: 'none' };
  const read = readHistoryText(text);
  if (!read.ok) return { kind: 'error', message: read.message };
  const value = read.value;
  const gameOf = typeof value === 'object' && value !== null ? (value as { game?: unknown }).game : undefined;
  return gameOf === gameId ? { kind: 'open', value } : { kind: 'none' }; // another widget's round
}

/**
 * The figures a component reads of the value: the state and the player's view, the legal actions, the
 * last step's events and the log, the error in Russian, the seed, and how much can be undone.
 *
 * @param game - The game.
 * @param h - The value.
 * @param errorRu - How the game's refusals are worded (the game's entry point of `@croupier/ru`).
 */
export function heldFigures<G extends AnyGame>(game: G, h: Held<G>, errorRu: RuleErrorRu) {
  const round = h.round;
  const state = round ? currentState(round) : null;
  const error = round ? round.error : h.startError;
  const last = round ? round.steps[round.steps.length - 1]! : null;
  return {
    ready: round !== null,
    state,
    view: state === null ? null : (game.playerView(state) as ViewOf<G>),
    legal: state === null ? [] : (game.legalActions(state) as readonly LegalOf<G>[]),
    events: last ? (last.events as readonly EventOf<G>[]) : [],
    log: round ? eventsOf(round) : [],
    isOver: state === null ? false : game.isOver(state),
    error,
    errorText: error ? errorRu(error) : null,
    seed: round ? round.seed : null,
    seedText: h.seedText,
    seedError: h.seedError,
    undoable: round ? round.steps.length - h.base : 0,
    round,
    openError: h.openError ?? null,
  };
}
