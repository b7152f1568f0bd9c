import type { RampOptions, RampReport } from '@croupier/engine/blackjack';
import { BETTING_PAGE_RU as W, formatSigned } from '@croupier/ru';
import LiveFig from '../method/LiveFig';
import { figureId, shownRows, tolerance } from './model';
import type { SpreadInput } from './betting.tasks';

/** Props of {@link RampTable}. */
export interface RampTableProps {
  readonly input: SpreadInput;
  readonly options: RampOptions;
  readonly report: RampReport;
}

/** The ramp by true count: the share of rounds dealt there, a round's EV there and the bet; every cell marked. */
export default function RampTable({ input, options, report }: RampTableProps) {
  const id = (tc: number, field: string) => figureId(input, options, `rows.${tc}.${field}`);
  return (
    <div className="bet-table-box" tabIndex={0} role="region" aria-label={W.table}>
      <table className="var-table bet-table" data-testid="bet-table">
        <caption className="var-label">{W.table}</caption>
        <thead>
          <tr>
            <th scope="col">{W.tc}</th>
            <th scope="col">{W.share}</th>
            <th scope="col">{W.ev}</th>
            <th scope="col">{W.bet}</th>
          </tr>
        </thead>
        <tbody>
          {shownRows(report).map((row) => (
            <tr key={row.trueCount} data-tc={row.trueCount}>
              <th scope="row">{row.trueCount === 0 ? '0' : formatSigned(row.trueCount)}</th>
              <td>
                <LiveFig id={id(row.trueCount, 'p')} value={row.p} digits={2} tolerance={tolerance(row.p)} />
              </td>
              <td>
                <LiveFig id={id(row.trueCount, 'ev')} value={row.ev} digits={2} signed tolerance={tolerance(row.ev)} />
              </td>
              <td>
                <LiveFig
                  id={id(row.trueCount, 'bet')}
                  value={row.bet}
                  as="number"
                  digits={0}
                  testId={`bet-row-${row.trueCount}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
