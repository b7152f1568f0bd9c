import { type KeyboardEvent, useRef, useState } from 'react';
import type { TableauId } from '@croupier/engine/baccarat';
import LiveFig from '../method/LiveFig';
import { COLUMNS, columnLabel, explainCell, tableauGrid, TABLEAU_NAMES, type TableauCell } from './tableau';
import { TableauNote } from './TableauNote';
import './baccarat.css';

/** The house edges of the three bets under one tableau (8 decks), computed at build time. */
export interface TableauEdges {
  readonly banker: number;
  readonly player: number;
  readonly tie: number;
  /** The same as exact fractions `num/den`. */
  readonly exact: { readonly banker: string; readonly player: string; readonly tie: string };
}

/** Props of {@link Tableau}. */
export interface TableauProps {
  /** Edges per tableau, from the engine. */
  readonly edges: Readonly<Record<TableauId, TableauEdges>>;
  /** The tableau shown first (default `seed`, the text's; the casino's is a click away). */
  readonly initial?: TableauId;
}

/**
 * The banker's third-card grid: banker total × the player's third card (or «не брал»), with a switch
 * between the text's tableau (shown first) and the casino's, the differing cells marked, and each cell explained.
 *
 * @param props - See {@link TableauProps}.
 */
export default function Tableau({ edges, initial = 'seed' }: TableauProps) {
  const [tableau, setTableau] = useState<TableauId>(initial);
  const [picked, setPicked] = useState<TableauCell | null>(null);
  const grid = tableauGrid(tableau);
  const e = edges[tableau];
  // One Tab stop for the whole grid (a roving tabindex): the arrows, Home and End move between cells.
  const [focus, setFocus] = useState<readonly [number, number]>([0, 0]);
  const table = useRef<HTMLTableElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const [r, c] = focus;
    const last = [grid.length - 1, COLUMNS.length - 1] as const;
    const moves: Record<string, readonly [number, number]> = {
      ArrowUp: [r - 1, c],
      ArrowDown: [r + 1, c],
      ArrowLeft: [r, c - 1],
      ArrowRight: [r, c + 1],
      Home: event.ctrlKey ? [0, 0] : [r, 0],
      End: event.ctrlKey ? last : [r, last[1]],
    };
    const to = moves[event.key];
    if (!to) return;
    event.preventDefault();
    const next = [Math.min(Math.max(to[0], 0), last[0]), Math.min(Math.max(to[1], 0), last[1])] as const;
    setFocus(next);
    table.current?.querySelectorAll('tbody tr')[next[0]]?.querySelectorAll('button')[next[1]]?.focus();
  };
  return (
    <div className="bac-panel not-content" data-testid="bac-tableau" data-tableau={tableau}>
      <div className="bac-switch" role="radiogroup" aria-label="Чьи правила">
        {(['seed', 'casino'] as const).map((t) => (
          <label key={t} className={`bac-switch__option${t === tableau ? ' bac-switch__option--on' : ''}`}>
            <input
              type="radio"
              name="bac-tableau"
              checked={t === tableau}
              onChange={() => {
                setTableau(t);
                setPicked(null);
              }}
              data-testid={`bac-tableau-${t}`}
            />
            {TABLEAU_NAMES[t][0]!.toUpperCase() + TABLEAU_NAMES[t].slice(1)}
          </label>
        ))}
      </div>
      <TableauNote tableau={tableau} />
      <p className="bac-muted">
        Строки — очки крупье на двух картах, столбцы — третья карта игрока. <b>Б</b> — крупье берёт карту, <b>—</b> —
        стоит. Обведены клетки, где текст и казино расходятся.{' '}
        <span id="bac-tableau-keys">По клеткам таблицы — стрелки, Home и End; Enter или пробел читает правило.</span>
      </p>
      <div className="bac-grid-wrap">
        <table
          ref={table}
          role="grid"
          className="bac-grid"
          aria-label="Правило третьей карты крупье"
          aria-describedby="bac-tableau-keys"
          onKeyDown={onKeyDown}
        >
          <thead>
            <tr>
              <th scope="col">Крупье</th>
              {COLUMNS.map((c) => (
                <th key={String(c)} scope="col">
                  {columnLabel(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.map((row, r) => (
              <tr key={row[0]!.total}>
                <th scope="row">{row[0]!.total}</th>
                {row.map((cell, c) => {
                  const on = picked?.total === cell.total && picked.third === cell.third;
                  return (
                    <td
                      key={String(cell.third)}
                      className={`bac-cell${cell.draws ? ' bac-cell--draw' : ' bac-cell--stand'}${cell.differs ? ' bac-cell--differs' : ''}${on ? ' bac-cell--on' : ''}`}
                    >
                      <button
                        type="button"
                        onClick={() => setPicked(cell)}
                        onFocus={() => setFocus([r, c])}
                        tabIndex={focus[0] === r && focus[1] === c ? 0 : -1}
                        aria-pressed={on}
                        aria-label={`Крупье ${cell.total}, ${cell.third === null ? 'игрок не брал карту' : `третья карта игрока ${cell.third}`}: ${cell.draws ? 'берёт' : 'стоит'}`}
                        data-testid={`bac-cell-${cell.total}-${cell.third === null ? 'stood' : cell.third}`}
                        data-draws={cell.draws}
                        data-differs={cell.differs}
                      >
                        {cell.draws ? 'Б' : '—'}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="bac-explain" aria-live="polite" data-testid="bac-tableau-explain">
        {picked
          ? explainCell(tableau, { ...picked, draws: grid[picked.total]![COLUMNS.indexOf(picked.third)]!.draws })
          : 'Нажмите на клетку, чтобы прочитать правило.'}
      </p>
      <dl className="bac-edges" data-testid="bac-tableau-edges">
        <div>
          <dt>Банко</dt>
          <dd data-testid="bac-edge-banker">
            <LiveFig id={`baccarat/${tableau}@8/banker/houseEdge`} value={e.banker} exact={e.exact.banker} />
          </dd>
        </div>
        <div>
          <dt>Пунто</dt>
          <dd data-testid="bac-edge-player">
            <LiveFig id={`baccarat/${tableau}@8/player/houseEdge`} value={e.player} exact={e.exact.player} />
          </dd>
        </div>
        <div>
          <dt>Ничья</dt>
          <dd data-testid="bac-edge-tie">
            <LiveFig id={`baccarat/${tableau}@8/tie/houseEdge`} value={e.tie} exact={e.exact.tie} />
          </dd>
        </div>
      </dl>
      <p className="bac-muted">
        Преимущество казино на ставку при 8 колодах, точно посчитанное движком.{' '}
        {tableau === 'seed'
          ? 'По правилам текста у ставки на Пунто преимущество отрицательное — игра выгодна игроку.'
          : 'Обе основные ставки выгодны казино; ничья — сильнее всего.'}
      </p>
    </div>
  );
}
