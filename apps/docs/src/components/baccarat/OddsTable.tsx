import { rational } from '@croupier/engine';
import { formatNumber } from '@croupier/ru';
import { oddsRows } from './figures';
import Fig from '../method/Fig';
import ExactFractions from '../method/ExactFractions';
import './baccarat.css';

const BET_NAMES = { banker: 'Банко', player: 'Пунто', tie: 'Ничья' } as const;

/** The figure id of a row's rules: `baccarat/casino`, `baccarat/seed@6`. */
function figureBase(r: { readonly tableau: string; readonly decks: number }): string {
  return `baccarat/${r.tableau}${r.decks === 8 ? '' : `@${r.decks}`}`;
}

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
                <td>
                  <Fig id={`${figureBase(r)}/banker/win`} value={r.pBanker} />
                </td>
                <td>
                  <Fig id={`${figureBase(r)}/player/win`} value={r.pPlayer} />
                </td>
                <td>
                  <Fig id={`${figureBase(r)}/tie/win`} value={r.pTie} />
                </td>
                <td data-testid="edge-banker">
                  <Fig
                    id={`${figureBase(r)}/banker/houseEdge`}
                    value={r.edgeBanker}
                    exact={rational.parseFraction(r.exactBanker)}
                  />
                </td>
                <td data-testid="edge-player">
                  <Fig
                    id={`${figureBase(r)}/player/houseEdge`}
                    value={r.edgePlayer}
                    exact={rational.parseFraction(r.exactPlayer)}
                  />
                </td>
                <td data-testid="edge-tie">
                  <Fig id={`${figureBase(r)}/tie/houseEdge`} value={r.edgeTie} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="bac-muted">
        Перебраны все упорядоченные последовательности из шести карт башмака — при 8 колодах их{' '}
        {formatNumber(Number(rows[0]!.sequences))} (416 · 415 · 414 · 413 · 412 · 411). Точные дроби преимущества — под
        таблицей. Каждая цифра — ссылка на её строку на странице «Как это посчитано».
      </p>
      <ExactFractions
        summary="Точные дроби преимущества казино"
        figures={rows.flatMap((r) =>
          (['banker', 'player', 'tie'] as const).map((b) => ({
            id: `${figureBase(r)}/${b}/houseEdge`,
            label: `${BET_NAMES[b]}, ${r.decks} колод, ${r.tableau === 'casino' ? 'казино' : 'текст'}`,
          })),
        )}
      />
    </div>
  );
}
