import { useReducer } from 'react';
import { useCompute } from '@croupier/ui/compute';
import { BETTING_PAGE_RU as W, blackjackRuleErrorRu, computeErrorRu } from '@croupier/ru';
import { INITIAL, spreadInput, step } from './model';
import { bettingClient } from './bettingClient';
import RampForm from './RampForm';
import RampResults from './RampResults';
import '../variance/variance.css';
import './betting.css';

/**
 * The bet-ramp page's island: the reader's rules, penetration, bankroll, limits, spread and ramp; the
 * model for the rules and penetration computed in the worker (with its progress), the ramp priced from
 * it on every change (`evaluateRamp`, a millisecond). `data-state` says `computing`, `done` or `error`.
 */
export default function BetRamp() {
  const [state, dispatch] = useReducer(step, INITIAL);
  const input = spreadInput(state);
  const job = useCompute(bettingClient, 'model', input);
  return (
    <div
      className="not-content var-panel bet-panel"
      data-testid="bet-ramp"
      data-state={job.status === 'done' ? 'done' : job.status === 'error' ? 'error' : 'computing'}
    >
      <RampForm state={state} dispatch={dispatch} />
      {job.status === 'done' ? (
        <RampResults state={state} input={input} model={job.result} />
      ) : job.status === 'error' ? (
        <p className="var-error" role="alert" data-testid="bet-error">
          {computeErrorRu(job.error, blackjackRuleErrorRu)}
        </p>
      ) : (
        <div className="bet-pending" data-testid="bet-pending">
          <p className="var-muted">{W.computing}</p>
          <progress
            aria-label={W.progress}
            max={job.status === 'running' && job.progress ? job.progress.total : 1}
            value={job.status === 'running' && job.progress ? job.progress.done : 0}
          />
        </div>
      )}
    </div>
  );
}
