/**
 * The wait for the bet-ramp model (computed in the spread worker): progress by analysed true count, or
 * what went wrong.
 *
 * @module
 */
import { SPREAD_WAIT_RU } from '@croupier/ru';
import type { SpreadState } from '../analysis/spread.ts';

/**
 * The wait for the bet-ramp model.
 *
 * @param props - The model's state.
 */
export function SpreadWait({ state }: { readonly state: SpreadState }) {
  if (state.status === 'error') {
    return (
      <>
        <h1 className="prompt">{SPREAD_WAIT_RU.title}</h1>
        <p className="analysis-error" role="alert" data-error={state.message}>
          {SPREAD_WAIT_RU.failed}
        </p>
      </>
    );
  }
  const done = state.status === 'loading' ? state.done : 0;
  const total = state.status === 'loading' ? state.total : 5;
  return (
    <>
      <h1 className="prompt">{SPREAD_WAIT_RU.title}</h1>
      <div className="analysis-wait" role="status" data-testid="spread-wait">
        <p>{SPREAD_WAIT_RU.text}</p>
        <progress max={total} value={done} aria-label={SPREAD_WAIT_RU.progress} />
        <p className="analysis-count">{SPREAD_WAIT_RU.done(done, total)}</p>
      </div>
    </>
  );
}
