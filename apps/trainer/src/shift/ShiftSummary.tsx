import { formatSeconds, SHIFT_RU, shiftActionKindRu, shiftScoreRu } from '@croupier/ru';
import { shiftErrors, shiftScore, type ShiftState } from './blackjack-shift.ts';

/**
 * The end of a shift: the score (accuracy, median time, points), every error with the rule it broke, and
 * the drills' keys the errors were written to.
 *
 * @param props - The finished shift, what was scheduled, and the buttons' actions.
 */
export function ShiftSummary({
  state,
  scheduled,
  onAgain,
}: {
  readonly state: ShiftState;
  readonly scheduled: readonly string[];
  readonly onAgain: () => void;
}) {
  const score = shiftScore(state);
  const errors = shiftErrors(state);
  return (
    <section className="shift-summary" data-testid="shift-summary" aria-labelledby="shift-summary-h">
      <h2 id="shift-summary-h">{SHIFT_RU.summary}</h2>
      <p data-testid="shift-score" data-points={score.points} data-right={score.right} data-actions={score.actions}>
        {shiftScoreRu(score)}
      </p>
      <h3>{SHIFT_RU.errors}</h3>
      {errors.length === 0 ? (
        <p>{SHIFT_RU.noErrors}</p>
      ) : (
        <ol className="shift-errors" data-testid="shift-errors">
          {errors.map((e, i) => (
            <li key={i}>
              <strong>
                {SHIFT_RU.roundNo(e.round)}, {shiftActionKindRu(e.kind)}
                {e.box ? ` (${SHIFT_RU.box(e.box)})` : ''}, {formatSeconds(e.ms)}:
              </strong>{' '}
              {e.rule}
            </li>
          ))}
        </ol>
      )}
      {scheduled.length > 0 ? (
        <>
          <h3>{SHIFT_RU.weak}</h3>
          <ul data-testid="shift-weak">
            {scheduled.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </>
      ) : null}
      <button type="button" className="btn btn--primary" onClick={onAgain}>
        {SHIFT_RU.again}
      </button>
    </section>
  );
}
