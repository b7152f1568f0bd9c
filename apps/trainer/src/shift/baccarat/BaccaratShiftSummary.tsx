import { BACCARAT_SHIFT_RU, formatSeconds, shiftScoreRu } from '@croupier/ru';
import { shiftErrors, shiftScore, type ShiftState } from './baccarat-shift.ts';

/**
 * The end of a baccarat shift: the score (accuracy, median time, points), every error with the rule it
 * broke, and the drills' keys the errors were written to.
 *
 * @param props - The finished shift, what was scheduled, a new shift.
 */
export function BaccaratShiftSummary({
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
  const ru = BACCARAT_SHIFT_RU;
  return (
    <section className="shift-summary" data-testid="shift-summary" aria-labelledby="shift-summary-h">
      <h2 id="shift-summary-h">{ru.summary}</h2>
      <p data-testid="shift-score" data-points={score.points} data-right={score.right} data-actions={score.actions}>
        {shiftScoreRu(score)}
      </p>
      <h3>{ru.errors}</h3>
      {errors.length === 0 ? (
        <p>{ru.noErrors}</p>
      ) : (
        <ol className="shift-errors" data-testid="shift-errors">
          {errors.map((e, i) => (
            <li key={i}>
              <strong>
                {ru.coupNo(e.round)}, {ru.kind(e.kind, e.hand)}
                {e.box ? ` (${ru.seat(e.box)})` : ''}, {formatSeconds(e.ms)}:
              </strong>{' '}
              {e.rule}
            </li>
          ))}
        </ol>
      )}
      {scheduled.length > 0 ? (
        <>
          <h3>{ru.weak}</h3>
          <ul data-testid="shift-weak">
            {scheduled.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </>
      ) : null}
      <button type="button" className="btn btn--primary" onClick={onAgain}>
        {ru.again}
      </button>
    </section>
  );
}
