import { formatNumber, formatPercent } from '@croupier/ru';
import { oddsRows } from './figures';
import './baccarat.css';

/**
 * The exact odds table for 8 and 6 decks under both tableaus, computed by the engine at build time
 * (rendered without client JavaScript).
 */
export default function OddsTable() {
  const rows = oddsRows();
  return (
    <div className="not-content" data-testid="bac-odds">
      <div className="bac-grid-wrap">
        <table className="bac-table bac-table--odds" tabIndex={0}>
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                Колоды, правила
              </th>
              <th scope="colgroup" colSpan={3}>
                Вероятность исхода
              </th>
              <th scope="colgroup" colSpan={3}>
                Преимущество казино
              </th>
            </tr>
            <tr>
              <th scope="col">Банко</th>
              <th scope="col">Пунто</th>
              <th scope="col">Ничья</th>
              <th scope="col">Банко 19:20</th>
              <th scope="col">Пунто 1:1</th>
              <th scope="col">Ничья 8:1</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.tableau}-${r.decks}`} data-testid={`bac-odds-${r.tableau}-${r.decks}`}>
                <th scope="row">
                  {r.decks}, {r.tableau === 'casino' ? 'казино' : 'текст'}
                </th>
                <td>{formatPercent(r.pBanker, 4)}</td>
                <td>{formatPercent(r.pPlayer, 4)}</td>
                <td>{formatPercent(r.pTie, 4)}</td>
                <td data-testid="edge-banker">{formatPercent(r.edgeBanker, 4)}</td>
                <td data-testid="edge-player">{formatPercent(r.edgePlayer, 4)}</td>
                <td data-testid="edge-tie">{formatPercent(r.edgeTie, 4)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="bac-muted">
        Перебраны все упорядоченные последовательности из шести карт башмака — при 8 колодах их{' '}
        {formatNumber(Number(rows[0]!.sequences))} (416 · 415 · 414 · 413 · 412 · 411). Точное преимущество на Банко при
        8 колодах и правилах казино — дробь {rows[0]!.exactBanker}.
      </p>
    </div>
  );
}
