import type { RampOptions, RampReport } from '@croupier/engine/blackjack';
import { BETTING_PAGE_RU as W } from '@croupier/ru';
import LiveFig from '../method/LiveFig';
import { deviationName, figureId, tolerance } from './model';
import type { SpreadInput } from './betting.tasks';

/** Props of {@link DeviationTable}. */
export interface DeviationTableProps {
  readonly input: SpreadInput;
  readonly options: RampOptions;
  readonly report: RampReport;
}

/** The deviations shown: the most valuable under the ramp. */
export const SHOWN_DEVIATIONS = 6;

/** What each of the most valuable deviations (and insurance) adds under the ramp, chips per 100 rounds; marked. */
export default function DeviationTable({ input, options, report }: DeviationTableProps) {
  const id = (i: number, field: string) => figureId(input, options, `deviations.${i}.${field}`);
  return (
    <div className="bet-table-box" tabIndex={0} role="region" aria-label={W.deviations}>
      <table className="var-table bet-table bet-table--names" data-testid="bet-deviations">
        <caption className="var-label">{W.deviations}</caption>
        <thead>
          <tr>
            <th scope="col">{W.deviation}</th>
            <th scope="col">{W.index}</th>
            <th scope="col">{W.gain}</th>
          </tr>
        </thead>
        <tbody>
          {report.deviations.slice(0, SHOWN_DEVIATIONS).map((d, i) => (
            <tr key={i}>
              <th scope="row">{deviationName(d.deviation)}</th>
              <td>
                {d.deviation.direction === 'atOrAbove' ? '≥' : '≤'}&nbsp;
                <LiveFig id={id(i, 'index')} value={d.deviation.index} as="number" digits={2} signed />
              </td>
              <td>
                <LiveFig
                  id={id(i, 'gainPer100')}
                  value={d.gainPer100}
                  as="number"
                  digits={2}
                  signed
                  tolerance={tolerance(d.gainPer100)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
