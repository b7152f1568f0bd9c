import { CRAPS_SHIFT_RU, crapsShiftKindRu, formatSeconds, shiftScoreRu } from '@croupier/ru';
import { crapsShiftErrors, crapsShiftScore, type CrapsShiftState } from './craps-shift.ts';

/**
 * The end of a craps shift: the score, every error with the rule it broke, and the drills' keys the
 * errors were written to.
 *
 * @param props - The finished shift, what was scheduled, a new shift.
 */
export function CrapsShiftSummary({
  state,
  scheduled,
  onAgain,
}: {
  readonly state: CrapsShiftState;
  readonly scheduled: readonly string[];
  readonly onAgain: () => void;
}) {
  const score = crapsShiftScore(state);
  const errors = crapsShiftErrors(state);
  return (
    <section className="shift-summary" data-testid="shift-summary" aria-labelledby="shift-summary-h">
      <h2 id="shift-summary-h">{CRAPS_SHIFT_RU.summary}</h2>
      <p data-testid="shift-score" data-points={score.points} data-right={score.right} data-actions={score.actions}>
        {shiftScoreRu(score)}
      </p>
      <h3>{CRAPS_SHIFT_RU.errors}</h3>
      {errors.length === 0 ? (
        <p>{CRAPS_SHIFT_RU.noErrors}</p>
      ) : (
        <ol className="shift-errors" data-testid="shift-errors">
          {errors.map((e, i) => (
            <li key={i}>
              <strong>
                {CRAPS_SHIFT_RU.rollNo(e.round)}, {crapsShiftKindRu(e.kind)}
                {e.place ? ` (${CRAPS_SHIFT_RU.place(e.place).toLowerCase()})` : ''}, {formatSeconds(e.ms)}:
              </strong>{' '}
              {e.rule}
            </li>
          ))}
        </ol>
      )}
      {scheduled.length > 0 ? (
        <>
          <h3>{CRAPS_SHIFT_RU.weak}</h3>
          <ul data-testid="shift-weak">
            {scheduled.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </>
      ) : null}
      <button type="button" className="btn btn--primary" onClick={onAgain}>
        {CRAPS_SHIFT_RU.again}
      </button>
    </section>
  );
}
