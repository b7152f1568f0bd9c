import { STUD_FAMILY_NOT_IN_TEXT_RU } from '@croupier/ru';
import { familyHeads, familyTable } from './rulesTable';
import './casino.css';

/**
 * The rules of Russian poker at five casinos beside the text's game: a row per option, each value with
 * a link to where it is read and, where the page leaves the point open, the reading the preset takes
 * (marked «прочтение»). Rendered at build time, no JavaScript.
 */
export default function RulesTable() {
  const rows = familyTable();
  return (
    <div
      className="casino-scroll not-content"
      tabIndex={0}
      role="region"
      aria-label="Правила русского покера по казино"
      data-testid="casino-rules"
    >
      <table className="stud-table casino-rules">
        <thead>
          <tr>
            <th scope="col">Правило</th>
            {familyHeads().map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.row} data-row={r.row} data-differs={r.differs}>
              <th scope="row">{r.name}</th>
              {r.cells.map((c) => (
                <td key={c.preset} data-preset={c.preset} data-reading={c.reading !== null}>
                  {c.text}{' '}
                  <a href={c.href} className="casino-source">
                    ({c.sourceText})
                  </a>
                  {c.reading ? <span className="casino-reading">Прочтение: {c.reading}</span> : null}
                  {c.absent ? <span className="casino-reading">{STUD_FAMILY_NOT_IN_TEXT_RU}</span> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
