/**
 * What the play frame shows of the session, as plain functions: which verdicts are on screen (each as it
 * is made, or the round's at its end) and how many are held back, and the ledger's figures in words.
 *
 * @module
 */
import { formatNumber, formatPercent, formatStakesRu } from '@croupier/ru';
import type { FeedbackTiming } from '../storage/histories.ts';
import type { PlayLedger } from './log.ts';

/** The verdicts on screen and those held back. */
export interface VerdictsShown<A> {
  /** The round's verdicts shown now. */
  readonly shown: readonly A[];
  /** How many of the round's decisions wait for the round's end. */
  readonly held: number;
}

/**
 * The verdicts to show: with `now`, the round's so far; with `end`, none until the round is over, then all
 * of the round's.
 *
 * @param answers - The session's answers, oldest first.
 * @param roundAnswers - How many of the last are of the round on the table.
 * @param feedback - When verdicts are shown.
 * @param roundOver - Whether the round is over.
 */
export function verdictsShown<A>(
  answers: readonly A[],
  roundAnswers: number,
  feedback: FeedbackTiming,
  roundOver: boolean,
): VerdictsShown<A> {
  const open = feedback === 'now' || roundOver;
  return {
    shown: open ? answers.slice(answers.length - roundAnswers) : [],
    held: open ? 0 : roundAnswers,
  };
}

/** The ledger's figures as the frame words them. */
export interface LedgerFigures {
  readonly answered: string;
  readonly accuracy: string;
  /** What the mistakes lost, in bets (АНТЕ in stud), once a decision was valued (under «Потеряно»). */
  readonly lost: string | undefined;
}

/**
 * The session ledger in words.
 *
 * @param l - `playLedger(…)`.
 * @param unit - What the cost is counted in.
 */
export function ledgerFigures(l: PlayLedger, unit: 'bet' | 'ante'): LedgerFigures {
  return {
    answered: formatNumber(l.answered),
    accuracy: l.answered === 0 ? '—' : formatPercent(l.correct / l.answered, 0),
    lost: l.valued > 0 ? formatStakesRu(l.cost, unit) : undefined,
  };
}
