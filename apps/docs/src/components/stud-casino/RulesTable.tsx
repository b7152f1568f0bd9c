import { STUD_FAMILY_NOT_IN_TEXT_RU } from '@croupier/ru';
import { familyHeads, familyNotes, familyTable } from './rulesTable';
import './casino.css';

/**
 * The rules of Russian poker at five casinos beside the text's game: a row per option, each value with
 * a link to where it is read and, where the page leaves the point open, the reading the preset takes
 * (a numbered «прочтение» note under the table). Rendered at build time, no JavaScript.
 */
export default function RulesTable() {
  const rows = familyTable();
  const { notes, noteOf } = familyNotes(rows);
  return (
    <>
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
                    {c.text}
                    <span className="casino-reading">
                      {c.absent ? STUD_FAMILY_NOT_IN_TEXT_RU : <a href={c.href}>{c.sourceText}</a>}
                      {noteOf(c) !== null ? (
                        <>
                          {', '}
                          <a href={`#casino-note-${noteOf(c)}`} data-testid="casino-reading">
                            прочтение {noteOf(c)}
                          </a>
                        </>
                      ) : null}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className="casino-notes not-content" data-testid="casino-notes">
        {notes.map((n, i) => (
          <li key={i} id={`casino-note-${i + 1}`}>
            Прочтение {i + 1}. {n}
          </li>
        ))}
      </ol>
    </>
  );
}
