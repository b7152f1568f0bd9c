/**
 * A round as a history and back: `historyOfRound` writes what `useRound` plays (seed, rules, setup,
 * actions) as the engine's `RoundHistory`, `roundFromHistory` replays one through the engine (`replay`)
 * into a {@link Round}, and `readHistoryText` reads a pasted text, a file or a link's parameter, every
 * refusal worded in Russian (`replayErrorRu`). The site's widgets and the trainer open histories through
 * these, so a history is checked by the engine, never by an app.
 *
 * @module
 */
import type { AnyGame, RulesOf, Seed, SetupOf } from '@croupier/engine';
import { historyOf, replay, type RoundHistory } from '@croupier/engine/replay';
import { replayErrorRu, type RuleErrorRu } from '@croupier/ru';
import { HISTORY_RU } from '@croupier/ru/ui/round';
import { actionsOf, type Round, type RoundStep } from './round';

/**
 * The history of a round.
 *
 * @param game - The game.
 * @param round - The round.
 * @param setup - The setup for a seed the round was started with (seats or a balance; its seed is dropped).
 * @example
 * ```ts
 * JSON.stringify(historyOfRound(crapsGame, round, (seed) => ({ seats: { me: 1000 }, seed })));
 * ```
 */
export function historyOfRound<G extends AnyGame>(
  game: G,
  round: Round<G>,
  setup: (seed: Seed) => SetupOf<G>,
): RoundHistory<G> {
  return historyOf(game, round.rules, setup(round.seed), round.seed, actionsOf(round));
}

/** A history read, or why not in Russian. */
export type HistoryRead<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/**
 * Replays a history into a round.
 *
 * @param game - The game the history must be of.
 * @param history - Parsed JSON.
 * @param errorRu - How the game's refusal of a step is worded (the game's entry point of `@croupier/ru`).
 * @returns The round (every step), or the Russian reason it cannot be replayed.
 */
export function roundFromHistory<G extends AnyGame>(
  game: G,
  history: unknown,
  errorRu: RuleErrorRu,
): HistoryRead<Round<G>> {
  const r = replay(game, history);
  if (!r.ok) return { ok: false, message: replayErrorRu(r.error, errorRu) };
  const h = history as RoundHistory<G>;
  const steps = r.value.steps.map((s) => ({ action: s.action, state: s.state, events: s.events })) as unknown as [
    RoundStep<G>,
    ...RoundStep<G>[],
  ];
  return { ok: true, value: { seed: h.seed, rules: h.rules as RulesOf<G>, steps, error: null } };
}

/**
 * Parses a history's text: JSON as a file or a paste holds it.
 *
 * @param text - The text.
 * @returns The parsed value, or a Russian reason (empty text, not JSON).
 */
export function readHistoryText(text: string): HistoryRead<unknown> {
  const t = text.trim();
  if (t === '') return { ok: false, message: HISTORY_RU.empty };
  try {
    return { ok: true, value: JSON.parse(t) as unknown };
  } catch {
    return { ok: false, message: HISTORY_RU.unreadable };
  }
}

/**
 * Why a history of the right game does not fit a table with this setup: the seats are named otherwise
 * (a widget's buttons act for its own seat), or `undefined` when it fits.
 *
 * @param history - A history that replayed.
 * @param setup - The table's setup for the history's seed.
 */
export function setupMismatch(history: unknown, setup: object): string | undefined {
  const names = (s: unknown) =>
    typeof s === 'object' && s !== null && 'seats' in s && typeof s.seats === 'object' && s.seats !== null
      ? Object.keys(s.seats)
      : null;
  const theirs = names((history as { setup?: unknown }).setup);
  const ours = names(setup);
  if (ours === null || theirs === null) return undefined;
  if (theirs.length === ours.length && theirs.every((n, i) => n === ours[i])) return undefined;
  return HISTORY_RU.otherTable(theirs, ours);
}

/** The URL parameter that carries a history (`?round=<JSON>`). */
export const ROUND_PARAM = 'round';

/**
 * A link that opens a history: the page's address with `?round=` set to the history's JSON.
 *
 * @param href - The page's address.
 * @param history - The history.
 */
export function historyLink(href: string, history: RoundHistory): string {
  const url = new URL(href);
  url.searchParams.set(ROUND_PARAM, JSON.stringify(history));
  url.hash = '';
  return url.toString();
}
