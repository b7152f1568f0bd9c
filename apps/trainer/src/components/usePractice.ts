/**
 * The practice screen's wiring around the pure model (`practice-model.ts`): the drill's setting (its own
 * data, the blackjack analysis or the index table it waits for) and the run (state, dispatch, focus, the
 * live region and the one key listener).
 *
 * @module
 */
import { PRACTICE_RU } from '@croupier/ru/trainer/practice';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIndexTable } from '../analysis/useIndexTable.ts';
import { useStrategy } from '../analysis/useStrategy.ts';
import { useSpread } from '../analysis/spread.ts';
import type { Drill, DrillSetting } from '../drill.ts';
import { shippedIndexTableFor } from '../drills/blackjack/deviations.ts';
import { settingFor } from '../drills/setting.ts';
import { isTypingTarget } from '../keys.ts';
import type { RulesByGame } from '../rules/choice.ts';
import { recordAnswer, runSeed } from '../session.ts';
import type { Progress } from '../storage/progress.ts';
import {
  announcementOf,
  isSolving,
  keyAction,
  settingWait,
  startRun,
  step,
  type PracticeAction,
  type PracticeEnv,
  type PracticeState,
  type SettingWait,
} from './practice-model.ts';

/** The drill's setting and what it waits for. */
export interface PracticeSetting {
  /** The setting items are dealt under, once nothing is waited for. */
  readonly setting: DrillSetting | undefined;
  /** What is waited for, if anything. */
  readonly wait: SettingWait | undefined;
  /** The blackjack analysis (asked for by strategy drills only). */
  readonly strategy: ReturnType<typeof useStrategy>;
  /** The index table computed in the browser (deviations under rules with no shipped table). */
  readonly indices: ReturnType<typeof useIndexTable>;
  /** Whether that table is computed. */
  readonly computeIndices: boolean;
  /** The bet-ramp model (asked for by the bet drill only). */
  readonly spread: ReturnType<typeof useSpread>;
}

/**
 * The drill's setting: dealt once the drill's own data is loaded (`prepare`) and, where it needs them,
 * the blackjack analysis or the index table for the rules are ready.
 *
 * @param drill - The drill.
 * @param rules - Every game's rules in play.
 */
export function usePracticeSetting(drill: Drill, rules: RulesByGame): PracticeSetting {
  const strategy = useStrategy(drill.needs === 'blackjack-strategy' ? rules.blackjack : null);
  const spread = useSpread(drill.needs === 'blackjack-spread' ? rules.blackjack : null);
  const [prepared, setPrepared] = useState(drill.prepare === undefined);
  useEffect(() => {
    if (drill.prepare === undefined) return;
    let live = true;
    void drill.prepare().then(() => {
      if (live) setPrepared(true);
    });
    return () => {
      live = false;
    };
  }, [drill]);
  const computeIndices =
    drill.needs === 'blackjack-indices' && prepared && shippedIndexTableFor(rules.blackjack) === undefined;
  const indices = useIndexTable(computeIndices ? rules.blackjack : null, 'hilo');
  const wait: SettingWait | undefined = settingWait({
    needs: drill.needs,
    prepared,
    computeIndices,
    indicesReady: indices.status === 'ready',
    strategyReady: strategy.status === 'ready',
    spreadReady: spread.status === 'ready',
  });
  const table = drill.needs === 'blackjack-strategy' && strategy.status === 'ready' ? strategy.table : undefined;
  const model = drill.needs === 'blackjack-spread' && spread.status === 'ready' ? spread.model : undefined;
  const setting = wait === undefined ? settingFor(drill, rules, table, model) : undefined;
  return { setting, wait, strategy, indices, computeIndices, spread };
}

/** What {@link usePracticeRun} needs. */
export interface RunOptions extends PracticeEnv {
  /** `?seed=`, or `null` for a fresh seed. */
  readonly seed: string | null;
  /** Records an answer: a change of the progress. */
  readonly onProgress: (change: (progress: Progress) => Progress) => void;
}

/** The elements focus goes to. */
export interface RunRefs {
  readonly numberInput: React.RefObject<HTMLInputElement | null>;
  readonly spotButton: React.RefObject<HTMLButtonElement | null>;
  readonly prompt: React.RefObject<HTMLHeadingElement | null>;
  readonly next: React.RefObject<HTMLButtonElement | null>;
}

/**
 * A practice run: the model's state, a `dispatch` that steps it and records answers, focus that follows
 * the phase, the live region's text and one window key listener for the whole run.
 *
 * @param o - See {@link RunOptions}.
 */
export function usePracticeRun(o: RunOptions) {
  const envRef = useRef<PracticeEnv>(o);
  const onProgressRef = useRef(o.onProgress);
  useLayoutEffect(() => {
    envRef.current = o;
    onProgressRef.current = o.onProgress;
  });
  const [run, setRun] = useState<PracticeState>(() => startRun(runSeed(o.seed), o, Date.now()));
  const runRef = useRef(run);
  const [announcement, setAnnouncement] = useState('');
  const [dispatch] = useState(() => (action: PracticeAction) => {
    const { state, events } = step(runRef.current, action, envRef.current);
    runRef.current = state;
    setRun(state);
    for (const e of events) {
      if (e.type === 'answered') onProgressRef.current((p) => recordAnswer(p, e.record).progress);
      else setAnnouncement(e.hint);
    }
  });

  // The first item of a drill that waits for its setting is dealt when the setting arrives.
  const ready = o.setting !== undefined;
  useEffect(() => {
    if (ready) dispatch({ type: 'deal', at: Date.now() });
  }, [ready, dispatch]);

  const refs: RunRefs = {
    numberInput: useRef<HTMLInputElement>(null),
    spotButton: useRef<HTMLButtonElement>(null),
    prompt: useRef<HTMLHeadingElement>(null),
    next: useRef<HTMLButtonElement>(null),
  };
  // An item dealt with its solution pending is completed off the main thread (the drill's `solve`).
  const solving = isSolving(run) && run.phase === 'asking' ? run : undefined;
  useEffect(() => {
    if (solving === undefined) return;
    const { n, item: pending } = solving;
    let live = true;
    void envRef.current.drill.solve?.(pending).then(
      (solved) => {
        if (live) dispatch({ type: 'solved', n, item: solved });
      },
      () => {
        if (live) setAnnouncement(PRACTICE_RU.solveFailed);
      },
    );
    return () => {
      live = false;
    };
    // The item stands for the request.
  }, [solving?.item, dispatch]);

  // Focus follows the phase: while asking, the number field (described by the question) or the question
  // itself, so a screen reader reads the new question after «Дальше»; the «Дальше» button after the
  // answer. A layout effect, so focus is in place before the next key press can arrive.
  const item = run.phase === 'idle' ? undefined : run.item;
  useLayoutEffect(() => {
    if (run.phase !== 'feedback') (refs.numberInput.current ?? refs.spotButton.current ?? refs.prompt.current)?.focus();
    else refs.next.current?.focus();
  }, [run.phase, item]);

  // The live region: the cards dealt or the dice rolled with each item, then the verdict. Set after the
  // render (the region is already on the page), so each change is announced.
  const said = announcementOf(run);
  useEffect(() => {
    if (said !== undefined) setAnnouncement(said);
  }, [said]);

  // One key listener for the whole run, reading the latest state through refs (no gap between a
  // render and a re-subscription in which a key press could be lost).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      const action = keyAction(
        runRef.current,
        {
          key: e.key,
          code: e.code,
          target: isTypingTarget(e.target) ? 'typing' : target?.tagName === 'BUTTON' ? 'button' : 'other',
          ignored: e.defaultPrevented || e.repeat || e.altKey || e.ctrlKey || e.metaKey,
        },
        Date.now(),
      );
      if (action === undefined) return;
      e.preventDefault();
      dispatch(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);

  return { run, dispatch, announcement, refs };
}
