import { pairedRows } from './figures';
import { crapsPlayNameRu } from '@croupier/ru';
import Fig from '../method/Fig';
import './craps.css';

/**
 * The table of every bet: payout, chance to win, exact house edge under the text's rules and the
 * casino's, per resolved bet, and rolls to a decision. Computed by the engine at build time.
 */
export default function OddsTable() {
  const rows = pairedRows();
  return (
    <div
      className="not-content crp-scroll"
      data-testid="craps-odds"
      tabIndex={0}
      role="region"
      aria-label="Ставки крэпса: выплаты и преимущество казино"
    >
      <table className="crp-table crp-odds">
        <thead>
          <tr>
            <th scope="col">Ставка</th>
            <th scope="col">Выплата</th>
            <th scope="col">Выигрывает</th>
            <th scope="col">Казино, по тексту</th>
            <th scope="col">Казино, в казино</th>
            <th scope="col">На решённую</th>
            <th scope="col">Бросков</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid={`odds-${r.id}`}>
              <th scope="row">
                {crapsPlayNameRu(r.id)}
                {r.twin ? ` и ${r.twin}` : ''}
              </th>
              <td>{r.pays}</td>
              <td>
                <Fig id={`craps/seed/${r.id}/win`} value={r.win} digits={2} />
              </td>
              <td>
                <span data-testid="edge">
                  <Fig id={`craps/seed/${r.id}/houseEdge`} value={r.edgeSeed} digits={3} />
                </span>
                <br />
                <small data-testid="exact">{r.exactSeed}</small>
              </td>
              <td data-testid="edge-casino">
                {r.edgeCasino === null ? (
                  '—'
                ) : (
                  <Fig id={`craps/casino/${r.id}/houseEdge`} value={r.edgeCasino} digits={3} />
                )}
              </td>
              <td>
                <Fig id={`craps/seed/${r.id}/edgePerResolved`} value={r.edgeResolved} digits={3} />
              </td>
              <td>
                <Fig id={`craps/seed/${r.id}/expectedRolls`} value={r.rolls} as="number" digits={2} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
