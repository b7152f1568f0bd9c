/**
 * The React side of a play mode: a table of any game on the engine (`useRound` of `@croupier/ui`, which
 * also opens a `?round=` history from the address), saved after every step in the tab's IndexedDB store (so a
 * table and its bankroll go on after a reload), the graded answers of the session (kept here and passed to
 * the answer log when one is connected), the grading setting, and what the live region announces.
 *
 * @module
 */
import { ruleErrorRu } from '@croupier/ru';
import { PLAY_RU } from '@croupier/ru/trainer/play';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { AnyGame, RulesOf, Seed, SetupOf } from '@croupier/engine';
import { useRound, type RoundHandle } from '@croupier/ui';
import { ROUND_PARAM } from '@croupier/ui';
import type { RulesGame } from '../rules/choice.ts';
import { withTable, type FeedbackTiming } from '../storage/histories.ts';
import { TabHistories, type HistoriesView } from '../storage/tab-histories.ts';
import { getTabStore } from '../useProgress.ts';
import { logPlayAnswer, playAnswer, type Graded, type PlayAnswer } from './log.ts';

let tabStore: HistoriesView | undefined;

/** The tab's one histories store: the tables in the tab's IndexedDB store (created on first use). */
export function getHistoryStore(): HistoriesView {
  tabStore ??= new TabHistories(getTabStore());
  return tabStore;
}

/** The histories store's document, live. */
export function useHistories(): HistoriesView {
  const store = useMemo(getHistoryStore, []);
  useSyncExternalStore(
    (l) => store.subscribe(l),
    () => store.histories(),
  );
  return store;
}

/** What {@link usePlayTable} gives a screen. */
export interface PlayTable<G extends AnyGame> {
  /** The table. */
  readonly round: RoundHandle<G>;
  /** The graded answers of this session, oldest first. */
  readonly answers: readonly PlayAnswer[];
  /** How many of them belong to the current round (the last ones). */
  readonly roundAnswers: number;
  /** Records a graded answer (and announces its verdict when grading is immediate). */
  readonly grade: (graded: Graded, askedAt: number) => PlayAnswer;
  /** Marks the start of a new round: later answers belong to it. */
  readonly newRound: () => void;
  /** When decisions are graded. */
  readonly feedback: FeedbackTiming;
  /** Changes it. */
  readonly setFeedback: (f: FeedbackTiming) => void;
  /** The live region's text. */
  readonly announcement: string;
  /** Sets it. */
  readonly announce: (text: string) => void;
  /** The histories store. */
  readonly store: HistoriesView;
}

/**
 * A play mode's table.
 *
 * @param game - The game's id.
 * @param gameValue - The engine's game (`blackjackGame`…).
 * @param rules - The rules in play (the rules picker's).
 * @param setup - The table for a seed (the seat and its starting chips).
 */
export function usePlayTable<G extends AnyGame>(
  game: RulesGame,
  gameValue: G,
  rules: RulesOf<G>,
  setup: (seed: Seed) => SetupOf<G>,
): PlayTable<G> {
  const store = useHistories();
  const round = useRound(gameValue, rules, { setup, seedLabel: PLAY_RU.seedLabel, errorRu: ruleErrorRu });
  const [answers, setAnswers] = useState<readonly PlayAnswer[]>([]);
  const [roundStart, setRoundStart] = useState(0);
  const [announcement, announce] = useState('');

  // Resume the latest saved table of this game, unless the address opens a history (once the store is read).
  const resumed = useRef(false);
  const loaded = store.loaded();
  useEffect(() => {
    if (resumed.current || !round.ready || !loaded) return;
    resumed.current = true;
    const params = new URLSearchParams(window.location.search);
    if (params.has(ROUND_PARAM)) {
      // The link's table is opened (by useRound) and saved from now on: a reload resumes it, not the link.
      params.delete(ROUND_PARAM);
      const query = params.toString();
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
      return;
    }
    const latest = store.histories().tables[game][0];
    if (latest !== undefined) round.open(latest.history);
  }, [round, round.ready, store, game, loaded]);

  // Save the table after every step.
  const history = round.ready ? round.history() : null;
  const historyText = history === null ? '' : JSON.stringify(history);
  useEffect(() => {
    // A table with no action yet is not worth a place in the list (its seed deals it again).
    if (!resumed.current || history === null || history.actions.length === 0) return;
    store.update((d) =>
      withTable(d, { id: `${String(history.seed)}`, savedAt: Date.now(), history: JSON.parse(historyText) }),
    );
    // historyText stands for the history.
  }, [historyText, store]);

  const grade = useCallback(
    (graded: Graded, askedAt: number) => {
      const now = Date.now();
      const a = playAnswer(game, graded, String(round.seed ?? ''), now, now - askedAt);
      setAnswers((xs) => [...xs, a]);
      logPlayAnswer(a.record);
      return a;
    },
    [game, round.seed],
  );
  const newRound = useCallback(() => setRoundStart(answers.length), [answers.length]);
  const feedback = store.histories().feedback;
  const setFeedback = useCallback((f: FeedbackTiming) => store.update((d) => ({ ...d, feedback: f })), [store]);

  return {
    round,
    answers,
    roundAnswers: answers.length - roundStart,
    grade,
    newRound,
    feedback,
    setFeedback,
    announcement,
    announce,
    store,
  };
}
