/**
 * `useRound(game, rules, options)`: the one React hook every interactive round of the site (and the
 * trainer) plays through. Generic over the engine's `Game`: it starts a table from the rules and a seed,
 * applies actions with the engine's typed errors worded in Russian by `@croupier/ru`, lists the legal
 * actions and the events to announce, undoes and restarts, and shows the seed and lets the reader set
 * it, so any round can be replayed. Islands keep the layout; the rules are the engine's.
 *
 * Real play draws the seed from the cryptographic source (`randomSeed()`) after the first render, so
 * the server's HTML and the browser's first render agree; pass `seed` for a fixed example.
 *
 * @module
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { rulesKey as keyOfRules } from '@croupier/engine';
import type { ActionOf, AnyGame, EventOf, LegalOf, RulesOf, Seed, SetupOf, StateOf, ViewOf } from '@croupier/engine';
import { randomSeed } from '@croupier/engine/rng';
import type { RoundHistory } from '@croupier/engine/replay';
import type { RuleErrorRu } from '@croupier/ru';
import { USE_ROUND_RU } from '@croupier/ru/ui/round';
import {
  applyHeld,
  beginHeld,
  emptyHeld,
  heldFigures,
  openHeld,
  seedTextHeld,
  undoHeld,
  urlRound,
  type Held,
} from './held';
import { historyOfRound, ROUND_PARAM } from './history';
import type { GameErrorOf, Round } from './round';

/** Options of {@link useRound}. */
export interface UseRoundOptions<G extends AnyGame> {
  /** The setup for a seed: seats or a balance, and the seed itself (`(seed) => ({ seats: { вы: 1000 }, seed })`). */
  readonly setup: (seed: Seed) => SetupOf<G>;
  /**
   * How the game's refusals are worded: the game's entry point of `@croupier/ru` (`studRuleErrorRu` …), so
   * a page loads its own game's sentences only; `ruleErrorRu` words any game's.
   */
  readonly errorRu: RuleErrorRu;
  /** A fixed first seed (an example); default: one drawn with `randomSeed()` after the first render. */
  readonly seed?: Seed;
  /** Actions applied right after every start (a bet on the layout, say). */
  readonly opening?: readonly ActionOf<G>[];
  /** The seed field's name, for its Russian error (default «Номер раздачи»). */
  readonly seedLabel?: string;
  /** Draws a seed for real play (default `randomSeed`, the cryptographic source); tests pass their own. */
  readonly drawSeed?: () => Seed;
  /**
   * Open the history in the page's `?round=` parameter on the first render, when it is of this game
   * (default true). A bad one is refused in Russian ({@link RoundHandle.openError}).
   */
  readonly fromUrl?: boolean;
}

/** What {@link useRound} gives a component. */
export interface RoundHandle<G extends AnyGame> {
  /** Whether the table is started (false only before the first seed is drawn, or after a refused start). */
  readonly ready: boolean;
  /** The full state (for the island's own layout; show players `view`). */
  readonly state: StateOf<G> | null;
  /** What a player may see (`game.playerView`). */
  readonly view: ViewOf<G> | null;
  /** Everything `apply` would accept now. */
  readonly legal: readonly LegalOf<G>[];
  /** The events of the last step, to announce. */
  readonly events: readonly EventOf<G>[];
  /** Every event since the start, in order. */
  readonly log: readonly EventOf<G>[];
  /** Whether the round (or coup, or pass-line decision) is settled (`game.isOver`). */
  readonly isOver: boolean;
  /** The engine's error for the last refused action, or `null`. */
  readonly error: GameErrorOf<G> | null;
  /** That error in Russian (the options' `errorRu`), or `null`. */
  readonly errorText: string | null;
  /** The seed the table was started with. */
  readonly seed: Seed | null;
  /** The seed field's text (the seed, or what the reader is typing). */
  readonly seedText: string;
  /** Why the typed seed is refused, in Russian, or `null`. */
  readonly seedError: string | null;
  /** How many steps can be taken back (the start and the opening actions stay). */
  readonly undoable: number;
  /** The round as a value: seed, rules, steps (for replays and tests). */
  readonly round: Round<G> | null;
  /**
   * Applies actions in order (stopping at the first refusal).
   *
   * @returns Whether all were applied.
   */
  apply(...actions: ActionOf<G>[]): boolean;
  /** Takes back the last `count` steps (default 1; never the start or the opening actions). */
  undo(count?: number): void;
  /** Starts again with the same seed (or the given one), and the given opening actions (default: the options'). */
  restart(seed?: Seed, opening?: readonly ActionOf<G>[]): void;
  /** Starts again with a fresh seed from the cryptographic source. */
  newSeed(): void;
  /** Reads a typed seed: a good one restarts the round with it, a bad one is refused in Russian. */
  setSeedText(text: string): void;
  /** Why the last history opened was refused, in Russian, or `null`. */
  readonly openError: string | null;
  /**
   * Opens a round's history (parsed JSON, or its text): replays it through the engine and shows its last
   * state; a bad one is refused in Russian and the round stays as it was.
   *
   * @returns Whether it was opened.
   */
  open(history: unknown): boolean;
  /** The round as a history (seed, rules, setup, actions) for export, or `null` before the start. */
  history(): RoundHistory<G> | null;
}

/** A fresh seed: the options' own source, else the cryptographic one. */
function drawSeed(options: { readonly drawSeed?: () => Seed }): Seed {
  return (options.drawSeed ?? randomSeed)();
}

/**
 * Plays a round of any game through the engine.
 *
 * @param game - The game value (`blackjackGame`, `baccaratGame`, `crapsGame`, `studGame`).
 * @param rules - The rules; a change (by value) restarts the round with the same seed.
 * @param options - The setup for a seed, an optional fixed seed and opening actions.
 * @returns The round's state, legal actions, events, errors in Russian, and its controls.
 * @example
 * ```tsx
 * const r = useRound(baccaratGame, rules, { setup: (seed) => ({ seats: { вы: 1000 }, seed }) });
 * <button onClick={() => r.apply({ type: 'deal' })} disabled={!r.legal.some((a) => a.type === 'deal')}>Раздать</button>
 * {r.errorText ? <p role="alert">{r.errorText}</p> : null}
 * ```
 */
export function useRound<G extends AnyGame>(game: G, rules: RulesOf<G>, options: UseRoundOptions<G>): RoundHandle<G> {
  const opts = useRef(options);
  opts.current = options;
  const label = options.seedLabel ?? USE_ROUND_RU.seedLabel;

  const begin = useCallback(
    (r: RulesOf<G>, seed: Seed, opening: readonly ActionOf<G>[] = opts.current.opening ?? []): Held<G> =>
      beginHeld(game, r, opts.current.setup, seed, opening),
    [game],
  );

  const [stored, setHeld] = useState<Held<G>>(() =>
    options.seed === undefined ? emptyHeld<G>() : begin(rules, options.seed),
  );
  // New rules (by value, whatever the order of their fields): the same seed again under them, in this very
  // render. Restarting in an effect would hand back one render of the old rules' round beside the new rules,
  // and whatever reads the two together (a preset switch and the verdicts under it) would disagree.
  const rulesKey = keyOfRules(rules);
  const [storedKey, setStoredKey] = useState(rulesKey);
  let held = stored;
  if (storedKey !== rulesKey) {
    held = stored.round ? begin(rules, stored.round.seed) : stored;
    setStoredKey(rulesKey);
    setHeld(held);
  }
  // The latest value, so that several calls in one event handler build on each other.
  const current = useRef(held);
  current.current = held;
  const update = useCallback((f: (h: Held<G>) => Held<G>): Held<G> => {
    const next = f(current.current);
    current.current = next;
    setHeld(next);
    return next;
  }, []);
  const rulesNow = useRef(rules);
  rulesNow.current = rules;

  // Real play: the seed is drawn after the first render, so the server's HTML and the first client render agree.
  useEffect(() => {
    if (held.round === null && held.startError === null && opts.current.seed === undefined) {
      update(() => begin(rulesNow.current, drawSeed(opts.current)));
    }
  }, [held.round, held.startError, begin, update]);

  const apply = useCallback(
    (...actions: ActionOf<G>[]): boolean => {
      if (!current.current.round) return false;
      return update((h) => applyHeld(game, h, actions)).round!.error === null;
    },
    [game, update],
  );
  const undo = useCallback((count = 1) => void update((h) => undoHeld(h, count)), [update]);
  const restart = useCallback(
    (seed?: Seed, opening?: readonly ActionOf<G>[]) =>
      void update((h) => begin(rulesNow.current, seed ?? h.round?.seed ?? drawSeed(opts.current), opening)),
    [begin, update],
  );
  const newSeed = useCallback(
    () => void update(() => begin(rulesNow.current, drawSeed(opts.current))),
    [begin, update],
  );
  const setSeedText = useCallback(
    (text: string) => void update((h) => seedTextHeld(h, text, label, (seed) => begin(rulesNow.current, seed))),
    [begin, update, label],
  );
  const open = useCallback(
    (history: unknown): boolean => {
      let opened = false;
      update((h) => {
        const r = openHeld(game, h, history, opts.current.setup, opts.current.errorRu);
        opened = r.opened;
        return r.held;
      });
      return opened;
    },
    [game, update],
  );
  const history = useCallback((): RoundHistory<G> | null => {
    const round = current.current.round;
    return round ? historyOfRound(game, round, opts.current.setup) : null;
  }, [game]);

  // A history in the page's address (`?round=`), of this game: opened once, after the first render.
  useEffect(() => {
    if (opts.current.fromUrl === false || typeof window === 'undefined') return;
    const asked = urlRound(game.id, new URLSearchParams(window.location.search).get(ROUND_PARAM));
    if (asked.kind === 'open') open(asked.value);
    else if (asked.kind === 'error') update((h) => ({ ...h, openError: asked.message }));
  }, [game, open, update]);

  return useMemo(
    (): RoundHandle<G> => ({
      ...heldFigures(game, held, opts.current.errorRu),
      apply,
      undo,
      restart,
      newSeed,
      setSeedText,
      open,
      history,
    }),
    [held, game, apply, undo, restart, newSeed, setSeedText, open, history],
  );
}
