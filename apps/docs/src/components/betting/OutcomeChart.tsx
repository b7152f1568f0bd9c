import { useMemo } from 'react';
import type { RampOptions, RampReport } from '@croupier/engine/blackjack';
import { BETTING_PAGE_RU as W, formatNumber, outcomeHeadingRu } from '@croupier/ru';
import Chart from '../variance/Chart';
import LiveFig from '../method/LiveFig';
import { CHART_HOURS, figureId, outcomeAfter, outcomeChart, tolerance } from './model';
import type { SpreadInput } from './betting.tasks';

/** Props of {@link OutcomeChart}. */
export interface OutcomeChartProps {
  readonly input: SpreadInput;
  readonly options: RampOptions;
  readonly report: RampReport;
}

const SERIES = [
  { label: W.chartMean, stroke: '#1d7a4c' },
  { label: W.chartLow, stroke: '#c8232c', dash: true, width: 1.5 },
  { label: W.chartHigh, stroke: '#2563eb', dash: true, width: 1.5 },
] as const;

/** The result over the hours: its mean and its 5 % and 95 % quantiles, the end's three figures marked. */
export default function OutcomeChart({ input, options, report }: OutcomeChartProps) {
  const rph = options.roundsPerHour ?? 100;
  const rounds = Math.round(CHART_HOURS * rph);
  const data = useMemo(() => outcomeChart(report, rph), [report, rph]);
  const end = outcomeAfter(report, rounds);
  const fig = (field: 'mean' | 'low' | 'high', label: string) => (
    <div>
      <dt>{label}</dt>
      <dd>
        <LiveFig
          id={figureId(input, options, `outcome.${rounds}.${field}`)}
          value={end[field]}
          as="number"
          digits={0}
          signed
          tolerance={tolerance(end[field])}
          testId={`bet-fig-outcome-${field}`}
        />
      </dd>
    </div>
  );
  return (
    <section aria-label={W.chart}>
      <h3 className="var-h">{outcomeHeadingRu(CHART_HOURS, rounds)}</h3>
      <dl className="var-figures">
        {fig('mean', W.chartMean)}
        {fig('low', W.chartLow)}
        {fig('high', W.chartHigh)}
      </dl>
      <Chart
        data={data}
        series={SERIES}
        band={[2, 3]}
        xLabel={W.chartX}
        yLabel={W.chartY}
        yTick={(v) => formatNumber(v)}
        testId="bet-chart"
      />
      <p className="var-muted">{W.chartNote}</p>
    </section>
  );
}
