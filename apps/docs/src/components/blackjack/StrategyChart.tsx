import { CHART_UP_CARDS, type ChartAction } from '@croupier/engine/blackjack';
import { CHART_ACTION_RU as CHART_RU } from '@croupier/ru';
import './blackjack.css';

/** Props of {@link StrategyChart}: the chart rows as the CLI prints them (dealer 2…A across). */
export interface StrategyChartProps {
  readonly hard: Readonly<Record<string, readonly ChartAction[]>>;
  readonly soft: Readonly<Record<string, readonly ChartAction[]>>;
  readonly pairs: Readonly<Record<string, readonly ChartAction[]>>;
}

/** The dealer's up-cards across, in the engine's chart layout, in Russian notation (Т — туз). */
const UPS = CHART_UP_CARDS.map((u) => (u === 1 ? 'Т' : String(u)));

function Block({
  title,
  rows,
  label,
  id,
}: {
  title: string;
  rows: Readonly<Record<string, readonly ChartAction[]>>;
  label: (k: string) => string;
  id: string;
}) {
  return (
    <table className="bj-chart" data-testid={`bj-chart-${id}`}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Рука</th>
          {UPS.map((u) => (
            <th key={u} scope="col">
              {u}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Object.entries(rows).map(([k, cells]) => (
          <tr key={k}>
            <th scope="row">{label(k)}</th>
            {cells.map((a, i) => (
              <td key={i} className={`bj-cell--${a}`} title={CHART_RU[a].title} data-cell={`${id}-${k}-${UPS[i]}`}>
                {CHART_RU[a].code}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const pairLabel = (k: string) => {
  const x = k.split('-')[0]!;
  const r = x === 'A' ? 'Т' : x === 'T' ? '10' : x;
  return `${r}–${r}`;
};

/** The basic strategy chart (hard totals, soft totals, pairs) against the dealer's card. */
export default function StrategyChart({ hard, soft, pairs }: StrategyChartProps) {
  return (
    <div className="bj-chart-wrap not-content" data-testid="bj-chart">
      <Block title="Жёсткие суммы" rows={hard} label={(k) => k} id="hard" />
      <Block title="Мягкие суммы (туз считается 11)" rows={soft} label={(k) => `Т+${Number(k) - 11}`} id="soft" />
      <Block title="Пары" rows={pairs} label={pairLabel} id="pairs" />
      <p className="bj-muted">
        {(Object.keys(CHART_RU) as ChartAction[]).map((a) => `${CHART_RU[a].code} — ${CHART_RU[a].title}`).join('; ')}.
      </p>
    </div>
  );
}
