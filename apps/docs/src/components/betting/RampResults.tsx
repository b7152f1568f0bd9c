import { useMemo } from 'react';
import type { RampOptions, RampReport, SpreadModel } from '@croupier/engine/blackjack';
import { BETTING_PAGE_RU as W, formatPercent } from '@croupier/ru';
import LiveFig from '../method/LiveFig';
import { figureId, priced, tolerance, type BettingState } from './model';
import type { SpreadInput } from './betting.tasks';
import RampTable from './RampTable';
import OutcomeChart from './OutcomeChart';
import DeviationTable from './DeviationTable';

/** Props of {@link RampResults}. */
export interface RampResultsProps {
  readonly state: BettingState;
  readonly input: SpreadInput;
  readonly model: SpreadModel;
}

/** Props of {@link Figure}. */
interface FigureProps {
  readonly input: SpreadInput;
  readonly options: RampOptions;
  readonly field: keyof RampReport & string;
  readonly value: number;
  readonly label: string;
  readonly as?: 'percent' | 'number';
  readonly digits: number;
  readonly signed?: boolean;
}

/** One figure of the ramp, marked with what `croupier spread blackjack` prints it from. */
function Figure(p: FigureProps) {
  return (
    <div>
      <dt>{p.label}</dt>
      <dd>
        <LiveFig
          id={figureId(p.input, p.options, p.field)}
          value={p.value}
          as={p.as ?? 'number'}
          digits={p.digits}
          signed={p.signed ?? false}
          tolerance={tolerance(p.value)}
          testId={`bet-fig-${p.field}`}
        />
      </dd>
    </div>
  );
}

/** The ramp priced from the model on every change: its figures, its table and the chart of outcomes. */
export default function RampResults({ state, input, model }: RampResultsProps) {
  const result = useMemo(() => priced(state, model), [state, model]);
  if (!result.ok)
    return (
      <p className="var-error" role="alert" data-testid="bet-error">
        {result.message}
      </p>
    );
  const { report: r, options: o } = result.value;
  const f = { input, options: o };
  return (
    <section aria-label={W.figures} data-testid="bet-results">
      <h3 className="var-h">{W.figures}</h3>
      <dl className="var-figures">
        <Figure {...f} field="winPer100" value={r.winPer100} label={W.winPer100} digits={2} signed />
        <Figure {...f} field="sdPer100" value={r.sdPer100} label={W.sdPer100} digits={0} />
        <Figure {...f} field="winPerHour" value={r.winPerHour} label={W.winPerHour} digits={2} signed />
        <Figure {...f} field="sdPerHour" value={r.sdPerHour} label={W.sdPerHour} digits={0} />
        <Figure {...f} field="averageBet" value={r.averageBet} label={W.averageBet} digits={2} />
        <Figure {...f} field="di" value={r.di} label={W.di} digits={2} />
        <Figure {...f} field="score" value={r.score} label={W.score} digits={2} />
        {Number.isFinite(r.n0) ? <Figure {...f} field="n0" value={r.n0} label={W.n0} digits={0} /> : null}
        <Figure {...f} field="risk" value={r.risk} label={W.risk0} as="percent" digits={2} />
        {r.tripRisk === undefined ? null : (
          <Figure {...f} field="tripRisk" value={r.tripRisk} label={W.tripRisk} as="percent" digits={2} />
        )}
        {r.goalRisk === undefined ? null : (
          <Figure {...f} field="goalRisk" value={r.goalRisk} label={W.goalRisk} as="percent" digits={2} />
        )}
        {Number.isFinite(r.bankrollForRisk) ? (
          <Figure
            {...f}
            field="bankrollForRisk"
            value={r.bankrollForRisk}
            label={W.bankrollFor(formatPercent(r.targetRisk, r.targetRisk * 100 < 1 ? 2 : 0))}
            digits={0}
          />
        ) : null}
      </dl>
      <RampTable input={input} options={o} report={r} />
      <OutcomeChart input={input} options={o} report={r} />
      <DeviationTable input={input} options={o} report={r} />
    </section>
  );
}
