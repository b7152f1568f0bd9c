import { formatSeconds, shiftScoreRu } from '@croupier/ru';
import type { GradedBase } from '../core/grading.ts';
import type { ShiftScore } from '../core/score.ts';
import type { ShiftWordsRu } from './game.ts';

/** Props of {@link ShiftSummary}. */
export interface ShiftSummaryProps<G extends GradedBase<string>> {
  readonly score: ShiftScore;
  readonly errors: readonly G[];
  /** An error's heading (see `ShiftGame.errorHead`). */
  readonly errorHead: (e: G) => string;
  readonly words: ShiftWordsRu;
  /** The weak spots written to the drills' schedule, in words. */
  readonly scheduled: readonly string[];
  readonly onAgain: () => void;
}

/**
 * The end of a shift: the score (accuracy, median time, points), every error with the rule it broke, and
 * the drills' keys the errors were written to.
 *
 * @param props - See {@link ShiftSummaryProps}.
 */
export function ShiftSummary<G extends GradedBase<string>>(props: ShiftSummaryProps<G>) {
  const { score, errors, words, scheduled } = props;
  return (
    <section className="shift-summary" data-testid="shift-summary" aria-labelledby="shift-summary-h">
      <h2 id="shift-summary-h">{words.summary}</h2>
      <p data-testid="shift-score" data-points={score.points} data-right={score.right} data-actions={score.actions}>
        {shiftScoreRu(score)}
      </p>
      <h3>{words.errors}</h3>
      {errors.length === 0 ? (
        <p>{words.noErrors}</p>
      ) : (
        <ol className="shift-errors" data-testid="shift-errors">
          {errors.map((e, i) => (
            <li key={i}>
              <strong>
                {props.errorHead(e)}, {formatSeconds(e.ms)}:
              </strong>{' '}
              {e.rule}
            </li>
          ))}
        </ol>
      )}
      {scheduled.length > 0 ? (
        <>
          <h3>{words.weak}</h3>
          <ul data-testid="shift-weak">
            {scheduled.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </>
      ) : null}
      <button type="button" className="btn btn--primary" onClick={props.onAgain}>
        {words.again}
      </button>
    </section>
  );
}
