import { formatFraction, formatNumber, STUD_LOWER_BOUND_RU, studFamilyOptionRu } from '@croupier/ru';
import { evRu } from '../stud/advisor';
import type { CasinoAdvisorRow } from './advisorModel';

/** A fraction `num/den` as `@croupier/ru` writes it. */
function exactRu(f: string): string {
  const [num, den = '1'] = f.split('/');
  return formatFraction(BigInt(num!), BigInt(den));
}

/** Props of {@link AdviceTable}. */
export interface AdviceTableProps {
  readonly rows: readonly CasinoAdvisorRow[];
  /** Whether the preset sells «покупка игры» (the raise's label says it buys when it pays). */
  readonly buyGame: boolean;
}

/**
 * The casino advisor's table: every option with its EV per АНТЕ, best first; the best marked, a lower
 * bound written «не меньше». Each EV's exact
 * fraction is in its title.
 */
export default function AdviceTable({ rows, buyGame }: AdviceTableProps) {
  return (
    <div className="casino-scroll" tabIndex={0} role="region" aria-label="Ожидание каждого решения">
      <table className="stud-table" data-testid="casino-advice">
        <thead>
          <tr>
            <th scope="col">Решение</th>
            <th scope="col">Ожидание на АНТЕ</th>
            <th scope="col">Затем играть</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o, i) => (
            <tr
              key={i}
              data-best={o.best}
              data-lower-bound={o.lowerBound}
              data-action={o.action}
              data-testid="casino-advice-row"
            >
              <td>
                {o.best ? <strong>Лучшее: </strong> : null}
                {studFamilyOptionRu(o, buyGame)}
              </td>
              <td data-testid="ev">
                {o.lowerBound ? `${STUD_LOWER_BOUND_RU} ` : ''}
                <span title={`Точно: ${exactRu(o.evExact)}`} data-exact={o.evExact}>
                  {evRu(o.ev)}
                </span>
              </td>
              <td>{o.raiseChance === undefined ? '' : `${formatNumber(100 * o.raiseChance, 1)} %`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
