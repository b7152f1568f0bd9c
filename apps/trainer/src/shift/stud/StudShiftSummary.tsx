import { formatSeconds, STUD_SHIFT_RU, shiftScoreRu, studShiftKindRu } from '@croupier/ru';
import { studShiftErrors, studShiftScore, type StudShiftState } from './stud-shift.ts';

/**
 * The end of a stud shift: the score, every error with the rule it broke, and the drills' keys the errors
 * were written to.
 *
 * @param props - The finished shift, what was scheduled, a new shift.
 */
export function StudShiftSummary({
  state,
  scheduled,
  onAgain,
}: {
  readonly state: StudShiftState;
  readonly scheduled: readonly string[];
  readonly onAgain: () => void;
}) {
  const score = studShiftScore(state);
  const errors = studShiftErrors(state);
  return (
    <section className="shift-summary" data-testid="shift-summary" aria-labelledby="shift-summary-h">
      <h2 id="shift-summary-h">{STUD_SHIFT_RU.summary}</h2>
      <p data-testid="shift-score" data-points={score.points} data-right={score.right} data-actions={score.actions}>
        {shiftScoreRu(score)}
      </p>
      <h3>{STUD_SHIFT_RU.errors}</h3>
      {errors.length === 0 ? (
        <p>{STUD_SHIFT_RU.noErrors}</p>
      ) : (
        <ol className="shift-errors" data-testid="shift-errors">
          {errors.map((e, i) => (
            <li key={i}>
              <strong>
                {STUD_SHIFT_RU.roundNo(e.round)}, {studShiftKindRu(e.kind)}
                {e.box ? ` (${STUD_SHIFT_RU.box(e.box)})` : ''}, {formatSeconds(e.ms)}:
              </strong>{' '}
              {e.rule}
            </li>
          ))}
        </ol>
      )}
      {scheduled.length > 0 ? (
        <>
          <h3>{STUD_SHIFT_RU.weak}</h3>
          <ul data-testid="shift-weak">
            {scheduled.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </>
      ) : null}
      <button type="button" className="btn btn--primary" onClick={onAgain}>
        {STUD_SHIFT_RU.again}
      </button>
    </section>
  );
}
