/**
 * The play modes' graded answers: every decision or call of a whole round becomes an {@link AnswerRecord}
 * with the drill id `play-<game>`. The screens keep them in their
 * state and pass each one to {@link connectPlayLog}'s writer when one is connected: the one function to
 * wire to the store.
 *
 * @module
 */
import type { RulesGame } from '../rules/choice.ts';
import type { AnswerCost, AnswerRecord } from '../storage/log.ts';
import type { SiteLink } from '@croupier/ru';

/** The drill id of a game's play mode. */
export function playDrillId(game: RulesGame): `play-${RulesGame}` {
  return `play-${game}`;
}

/** How a graded decision or call is shown. */
export interface PlayVerdict {
  /** Whether it was right. */
  readonly correct: boolean;
  /** The right answer in Russian. */
  readonly expected: string;
  /** The given answer in Russian. */
  readonly given: string;
  /** Why, citing the rule or the EVs. */
  readonly explanation: string;
  /** The rule's paragraph on the site. */
  readonly ruleLink?: SiteLink;
  /** What the answer cost, in Russian (`−0,148 ставки ≈ 1,48 фишки`), for a valued mistake. */
  readonly costText?: string;
}

/** A graded answer: the record for the log and what the screen shows. */
export interface PlayAnswer {
  /** The record. */
  readonly record: AnswerRecord;
  /** The question, as asked («Ваш ход: жёсткие 16 против 10»). */
  readonly question: string;
  /** The verdict. */
  readonly verdict: PlayVerdict;
}

/** The parts of a record a grader decides. */
export interface Graded {
  /** The cell or call key (`hard-16-10`, `banker-5-4`, `pass@8`). */
  readonly key: string;
  /** The answer id given. */
  readonly answer: string;
  /** The right answer id. */
  readonly expected: string;
  /** Whether it was right. */
  readonly correct: boolean;
  /** The value lost, for valued decisions. */
  readonly cost?: AnswerCost;
  /** The question. */
  readonly question: string;
  /** The verdict shown. */
  readonly verdict: PlayVerdict;
}

/**
 * A graded answer as a record of the log.
 *
 * @param game - The game.
 * @param graded - What the grader decided.
 * @param seed - The table's seed (the round is dealt again from it).
 * @param at - When (epoch ms).
 * @param ms - Time from the question to the answer.
 */
export function playAnswer(game: RulesGame, graded: Graded, seed: string, at: number, ms: number): PlayAnswer {
  const record: AnswerRecord = {
    drill: playDrillId(game),
    key: graded.key,
    at,
    ms: Math.max(0, Math.round(ms)),
    correct: graded.correct,
    ...(graded.cost === undefined ? {} : { cost: graded.cost }),
    answer: graded.answer,
    expected: graded.expected,
    seed,
  };
  return { record, question: graded.question, verdict: graded.verdict };
}

let writer: ((record: AnswerRecord) => void) | undefined;

/**
 * Connects the play modes to the answer log: every graded answer from now on is passed to `write` (the
 * lead wires coach's store here). Answers graded before stay in the screens' state only.
 *
 * @param write - Stores one record.
 * @returns A function that disconnects it.
 * @example
 * ```ts
 * connectPlayLog((record) => store.update((p) => appendLog(p, record)));
 * ```
 */
export function connectPlayLog(write: (record: AnswerRecord) => void): () => void {
  writer = write;
  return () => {
    if (writer === write) writer = undefined;
  };
}

/**
 * Passes a record to the connected log, if any (the screens call it for every graded answer).
 *
 * @param record - The record.
 */
export function logPlayAnswer(record: AnswerRecord): void {
  writer?.(record);
}

/** The summary of a session's graded answers. */
export interface PlayLedger {
  /** Answers graded. */
  readonly answered: number;
  /** Right ones. */
  readonly correct: number;
  /** The value lost in all, in units of the stake (valued decisions only). */
  readonly cost: number;
  /** Valued decisions among them. */
  readonly valued: number;
}

/**
 * Sums graded answers.
 *
 * @param records - The records.
 */
export function playLedger(records: readonly AnswerRecord[]): PlayLedger {
  let correct = 0;
  let cost = 0;
  let valued = 0;
  for (const r of records) {
    if (r.correct) correct++;
    if (r.cost !== undefined) {
      valued++;
      cost += r.cost.value;
    }
  }
  return { answered: records.length, correct, cost, valued };
}
