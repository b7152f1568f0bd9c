/**
 * The practice loop as a pure model, in the engine's shape: a state whose `phase` says what the screen
 * does (`idle`: no item yet, or none under the rules; `asking`; `feedback`), {@link step} taking a state
 * and an action to the next state and the events the screen acts on (an answer to record, a refused
 * answer's hint to announce), and selectors for what the view shows. Time, the progress and the drill's
 * setting come in with each call ({@link PracticeEnv}, `at`), so every transition is a plain function of
 * its inputs; the view (`Practice.tsx`) only lays out, focuses and wires keys.
 *
 * @module
 */
import { formatChips } from '@croupier/ru';
import { SPOT_RU } from '@croupier/ru/trainer/spot';
import { announceItem, announceVerdict } from '../announce.ts';
import { numberAnswerProblem } from '../answer-form.ts';
import { answerRecord } from '../dealer/record.ts';
import { addSpot, EMPTY_SPOT_SCORE, stoppedAt, type SpotScore } from '../dealer/spot.ts';
import type { Drill, DrillItem, DrillSetting, Verdict } from '../drill.ts';
import { choiceForKey } from '../keys.ts';
import type { AnswerGrade, PickReason } from '../scheduler/scheduler.ts';
import { addSessionCost, EMPTY_SESSION_COST, wrongHabit, type SessionCost } from '../session-cost.ts';
import { addToStats, EMPTY_STATS, itemRng, itemSeed, nextItem, recordAnswer, type SessionStats } from '../session.ts';
import type { AnswerRecord } from '../storage/log.ts';
import type { Progress } from '../storage/progress.ts';

/** What a transition reads besides the state: the drill, its setting (if ready) and the saved progress. */
export interface PracticeEnv {
  /** The drill practised. */
  readonly drill: Drill;
  /** The rules (and analysis) items are dealt under, or `undefined` while they are not ready. */
  readonly setting: DrillSetting | undefined;
  /** The saved progress (the schedule picks the next key from it). */
  readonly progress: Progress;
  /** `?key=`: every item uses this key. */
  readonly forcedKey?: string | null;
  /** `?keys=`: only these keys are drawn. */
  readonly onlyKeys?: readonly string[] | null;
}

/** What the whole run keeps, in every phase. */
export interface RunBase {
  /** The run's seed; item n is dealt from `itemSeed(seed, n)`. */
  readonly seed: string;
  /** The number of the item on screen (or about to be), from 1. */
  readonly n: number;
  /** The session's statistics. */
  readonly stats: SessionStats;
  /** The session's answers with their times (the answer log's records). */
  readonly log: readonly AnswerRecord[];
  /** The session's error-spotting score. */
  readonly spot: SpotScore;
  /** The session's value lost and saved. */
  readonly cost: SessionCost;
}

/** The grade given and when the key returns (ms from the answer). */
export interface ScheduleNote {
  readonly grade: AnswerGrade;
  readonly inMs: number;
}

/** An item on screen. */
interface Dealt {
  readonly item: DrillItem;
  /** Why the scheduler picked its key. */
  readonly reason: PickReason;
  /** When it was shown (epoch ms). */
  readonly shownAt: number;
}

/** The run's state. */
export type PracticeState =
  | (RunBase & { readonly phase: 'idle' })
  | (RunBase &
      Dealt & {
        readonly phase: 'asking';
        /** The number field's text. */
        readonly typed: string;
        /** Why the typed answer cannot be judged (wrong form): nothing is graded. */
        readonly hint?: string | undefined;
      })
  | (RunBase &
      Dealt & {
        readonly phase: 'feedback';
        readonly answer: string;
        readonly verdict: Verdict;
        readonly schedule: ScheduleNote;
      });

/** What the trainee (or the screen) does. */
export type PracticeAction =
  /** Deal the current item if none is on screen (the setting has become ready). */
  | { readonly type: 'deal'; readonly at: number }
  /** An answer: a choice's id, a number, a chip total or a spot answer. */
  | { readonly type: 'answer'; readonly answer: string; readonly at: number }
  /** The number field's text changed. */
  | { readonly type: 'type'; readonly text: string }
  /** The number field submitted (Enter or «Ответить»). */
  | { readonly type: 'submit-typed'; readonly at: number }
  /** «Дальше»: the next item. */
  | { readonly type: 'next'; readonly at: number }
  /** The drill's `solve` completed item `n` (its solution was pending): it replaces the item asked. */
  | { readonly type: 'solved'; readonly n: number; readonly item: DrillItem };

/** What the screen must do after a transition. */
export type PracticeEvent =
  /** An answer was judged: record it in the progress (`recordAnswer`). */
  | { readonly type: 'answered'; readonly record: AnswerRecord }
  /** A typed answer was refused: announce the hint. */
  | { readonly type: 'refused'; readonly hint: string };

/** A transition's result. */
export interface PracticeStep {
  readonly state: PracticeState;
  readonly events: readonly PracticeEvent[];
}

function base(s: PracticeState): RunBase {
  return { seed: s.seed, n: s.n, stats: s.stats, log: s.log, spot: s.spot, cost: s.cost };
}

/** Deals item `run.n`, or leaves the run idle when the setting is not ready or there is no item. */
function dealInto(run: RunBase, env: PracticeEnv, at: number, last: string | undefined): PracticeState {
  if (env.setting === undefined) return { ...run, phase: 'idle' };
  const dealt = nextItem(
    env.drill,
    env.progress,
    at,
    itemRng(itemSeed(run.seed, run.n)),
    env.setting,
    last,
    env.forcedKey ?? undefined,
    env.onlyKeys ?? undefined,
  );
  if (dealt === undefined) return { ...run, phase: 'idle' };
  return { ...run, phase: 'asking', item: dealt.item, reason: dealt.reason, shownAt: at, typed: '' };
}

/**
 * The run's first state: item 1 dealt if the setting is ready, else idle until a `deal`.
 *
 * @param seed - The run's seed (`runSeed(…)`).
 * @param env - The drill, setting and progress.
 * @param at - Now (epoch ms).
 */
export function startRun(seed: string, env: PracticeEnv, at: number): PracticeState {
  return dealInto(
    { seed, n: 1, stats: EMPTY_STATS, log: [], spot: EMPTY_SPOT_SCORE, cost: EMPTY_SESSION_COST },
    env,
    at,
    undefined,
  );
}

function judge(s: Extract<PracticeState, { phase: 'asking' }>, answer: string, env: PracticeEnv, at: number) {
  const verdict = env.drill.check(s.item, answer);
  const record = answerRecord({
    drill: env.drill.id,
    item: s.item,
    answer,
    verdict,
    shownAt: s.shownAt,
    at,
    seed: itemSeed(s.seed, s.n),
  });
  const recorded = recordAnswer(env.progress, record);
  const due = recorded.progress.drills[env.drill.id]?.cards[s.item.key]?.due ?? at;
  const state: PracticeState = {
    ...base(s),
    item: s.item,
    reason: s.reason,
    shownAt: s.shownAt,
    phase: 'feedback',
    answer,
    verdict,
    schedule: { grade: recorded.grade, inMs: due - at },
    stats: addToStats(s.stats, verdict),
    log: [...s.log, record],
    spot: verdict.spot ? addSpot(s.spot, verdict.spot) : s.spot,
    cost: addSessionCost(s.cost, s.item, verdict, wrongHabit(env.progress.log, env.drill.id, s.item.key)),
  };
  return { state, events: [{ type: 'answered', record }] } satisfies PracticeStep;
}

/**
 * The next state of the run. An action that does not apply in the state's phase (an answer during the
 * feedback, «Дальше» while asking) leaves it as it is, with no event.
 *
 * @param s - The state.
 * @param action - What happened.
 * @param env - The drill, the setting and the progress now.
 */
export function step(s: PracticeState, action: PracticeAction, env: PracticeEnv): PracticeStep {
  const same: PracticeStep = { state: s, events: [] };
  switch (action.type) {
    case 'deal':
      return s.phase === 'idle' ? { state: dealInto(base(s), env, action.at, undefined), events: [] } : same;
    case 'next':
      if (s.phase !== 'feedback') return same;
      return { state: dealInto({ ...base(s), n: s.n + 1 }, env, action.at, s.item.key), events: [] };
    case 'answer':
      return s.phase === 'asking' && !isSolving(s) ? judge(s, action.answer, env, action.at) : same;
    case 'solved':
      return s.phase === 'asking' && s.n === action.n && isSolving(s) && action.item.key === s.item.key
        ? { state: { ...s, item: action.item }, events: [] }
        : same;
    case 'type':
      return s.phase === 'asking' ? { state: { ...s, typed: action.text, hint: undefined }, events: [] } : same;
    case 'submit-typed': {
      if (s.phase !== 'asking' || isSolving(s) || s.item.answer.kind !== 'number' || s.typed.trim() === '') return same;
      const hint = numberAnswerProblem(s.typed, s.item.answer.signed === true);
      if (hint === undefined) return judge(s, s.typed, env, action.at);
      return { state: { ...s, hint }, events: [{ type: 'refused', hint }] };
    }
  }
}

/** A key press, as the window's listener sees it. */
export interface KeyPress {
  /** `KeyboardEvent.key`. */
  readonly key: string;
  /** `KeyboardEvent.code`. */
  readonly code?: string;
  /** Where it was pressed: a text field, a button (whose own click handles Enter and Space), elsewhere. */
  readonly target: 'typing' | 'button' | 'other';
  /** Held down (auto-repeat), with Alt, Ctrl or Meta, or already handled: ignored. */
  readonly ignored?: boolean;
}

/**
 * What a key does in the run: Space or Enter goes on after the feedback; while a choice is asked, 1–9 or
 * a choice's hotkey answers. `undefined`: the key is left to the page.
 *
 * @param s - The state.
 * @param press - The key.
 * @param at - Now (epoch ms), for the action.
 */
export function keyAction(s: PracticeState, press: KeyPress, at: number): PracticeAction | undefined {
  if (press.ignored === true || press.target === 'typing') return undefined;
  const goOn = press.key === 'Enter' || press.key === ' ';
  if (goOn && press.target === 'button') return undefined;
  if (s.phase === 'feedback') return goOn ? { type: 'next', at } : undefined;
  if (s.phase !== 'asking' || isSolving(s) || s.item.answer.kind !== 'choice') return undefined;
  const choice = choiceForKey(s.item.answer.choices, press.key, press.code);
  return choice === undefined ? undefined : { type: 'answer', answer: choice.id, at };
}

/**
 * Whether the item asked waits for its solution (computed off the main thread): answers wait too.
 *
 * @param s - The state.
 */
export function isSolving(s: PracticeState): boolean {
  return s.phase === 'asking' && s.item.solution.pending === true;
}

/** The item on screen, if any. */
export function itemOf(s: PracticeState): DrillItem | undefined {
  return s.phase === 'idle' ? undefined : s.item;
}

/** The verdict, during the feedback. */
export function verdictOf(s: PracticeState): Verdict | undefined {
  return s.phase === 'feedback' ? s.verdict : undefined;
}

/** The seed of the item on screen (its replay link, and the key of its answer widget). */
export function seedOf(s: PracticeState): string {
  return itemSeed(s.seed, s.n);
}

/** Whether the item's key is new to the trainee (the «новое» pill, while asking). */
export function isNew(s: PracticeState): boolean {
  return s.phase === 'asking' && s.reason === 'new';
}

/**
 * How a choice's button is marked: after the answer, the picked one right or wrong, and the right one
 * where the pick was wrong.
 *
 * @param s - The state.
 * @param id - The choice's id.
 */
export function choiceMark(s: PracticeState, id: string): 'right' | 'wrong' | 'expected' | undefined {
  if (s.phase !== 'feedback') return undefined;
  if (s.answer === id) return s.verdict.correct ? 'right' : 'wrong';
  return s.verdict.expectedAnswer === id ? 'expected' : undefined;
}

/** The error-spotting score for the session bar: shown on a spot item, or once the session has one. */
export function spotShown(s: PracticeState): SpotScore | undefined {
  const spotItem = itemOf(s)?.answer.kind === 'spot';
  return spotItem || (s.log.length > 0 && s.spot !== EMPTY_SPOT_SCORE) ? s.spot : undefined;
}

/** The number field's text: what is typed while asking, the answer given after it. */
export function fieldText(s: PracticeState): string {
  return s.phase === 'asking' ? s.typed : s.phase === 'feedback' ? s.answer : '';
}

/** The time of the last answer (ms), for the feedback. */
export function lastAnswerMs(s: PracticeState): number | undefined {
  return s.log[s.log.length - 1]?.ms;
}

/**
 * The answer as the trainee sees it: the chosen button's label, the chips paid, the spot answer or the
 * typed number.
 *
 * @param item - The item answered.
 * @param answer - The answer given.
 */
export function givenLabel(item: DrillItem | undefined, answer: string): string {
  if (item?.answer.kind === 'choice') return item.answer.choices.find((c) => c.id === answer)?.label ?? answer;
  if (item?.answer.kind === 'chips') return formatChips(Number(answer));
  if (item?.answer.kind === 'spot') {
    const stop = stoppedAt(answer);
    return SPOT_RU.given(stop);
  }
  return answer.trim();
}

/** What the live region says of the state: the cards or dice dealt, then the verdict; nothing while idle. */
export function announcementOf(s: PracticeState): string | undefined {
  if (s.phase === 'idle') return undefined;
  if (s.phase === 'asking') return announceItem(s.item);
  return announceVerdict(s.verdict, givenLabel(s.item, s.answer), s.item.solution.evUnit ?? 'bet');
}

/** What the drill waits for before its first item. */
export type SettingWait = 'prepare' | 'indices' | 'strategy' | 'spread';

/** What {@link settingWait} reads. */
export interface SettingFacts {
  /** The drill's `needs`. */
  readonly needs: Drill['needs'];
  /** Its own data is loaded (or it has none). */
  readonly prepared: boolean;
  /** The index table for these rules is being computed in the browser (none is shipped). */
  readonly computeIndices: boolean;
  /** That computation is done. */
  readonly indicesReady: boolean;
  /** The blackjack strategy analysis is done. */
  readonly strategyReady: boolean;
  /** The bet-ramp model is computed (absent: not asked for). */
  readonly spreadReady?: boolean;
}

/**
 * What the drill waits for: its own data, the index table computed for the rules, the strategy analysis,
 * or nothing (`undefined`: items can be dealt).
 *
 * @param f - See {@link SettingFacts}.
 */
export function settingWait(f: SettingFacts): SettingWait | undefined {
  if (!f.prepared) return 'prepare';
  if (f.needs === 'blackjack-indices') return f.computeIndices && !f.indicesReady ? 'indices' : undefined;
  if (f.needs === 'blackjack-strategy') return f.strategyReady ? undefined : 'strategy';
  if (f.needs === 'blackjack-spread') return f.spreadReady === true ? undefined : 'spread';
  return undefined;
}
