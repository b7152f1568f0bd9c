import { HEATMAP_RU as RU } from '@croupier/ru/trainer/heatmap';
import { ROUTES_RU } from '@croupier/ru/trainer/routes';
import { useMemo, useRef, useState } from 'react';
import { drillLoader } from '../drills/load.ts';
import { keysOf, settingFor } from '../drills/setting.ts';
import { itemRng } from '../session.ts';
import type { AnswerRecord } from '../storage/log.ts';
import { cellId, gridOf, keysOfCells, type Grid, type GridCell } from '../heatmap/grid.ts';
import { ledgerOf } from '../ledger.ts';
import { appHref } from '../router.ts';
import type { RulesByGame } from '../rules/choice.ts';
import type { Progress } from '../storage/progress.ts';
import { LedgerPanel, practisePath } from '../components/LedgerPanel.tsx';
import {
  cellDetail,
  cellText,
  colourStep,
  firstCell,
  legendOf,
  moveFocus,
  selectionOfKeys,
  toggled,
  weakCells,
  type GridPos,
  type HeatMode as Mode,
} from './heatmap-model.ts';

/** A drill by id; its game is loaded by the route before this screen shows. */
const findDrill = (id: string) => drillLoader.loadedDrill(id);

/** Props of {@link Heatmap}. */
export interface HeatmapProps {
  /** The drill id from the route. */
  readonly id: string;
  /** The saved progress (its answer log). */
  readonly progress: Progress;
  /** Every game's rules in play (the drill's keys). */
  readonly rules: RulesByGame;
  /** Opens an app path. */
  readonly onOpen: (path: string) => void;
}

/** The selection in the address: `?keys=a,b`. */
function keysFromUrl(): string[] {
  const v = new URLSearchParams(window.location.search).get('keys');
  return v === null || v === '' ? [] : v.split(',');
}

/**
 * A drill's heatmap over its natural grid, coloured by accuracy or by cost, with a legend; every cell is a
 * toggle button (arrows move between cells, Space or Enter selects), and «Тренировать только эти» opens a
 * practice of the selected cells' keys. The selection is kept in the address (`?keys=`).
 *
 * @param props - See {@link HeatmapProps}.
 */
export default function Heatmap({ id, progress, rules, onOpen }: HeatmapProps) {
  const drill = findDrill(id);
  const keys = useMemo(() => (drill ? keysOf(drill, rules) : []), [drill, rules]);
  const grid = useMemo(() => {
    if (drill === undefined) return undefined;
    // The roll of a record's item, dealt again from its seed and key (the craps grids by roll).
    const rollOf = (r: AnswerRecord) => {
      if (drill.needs !== undefined) return undefined;
      try {
        const d = drill.item(r.key, itemRng(r.seed), settingFor(drill, rules)).dice;
        return d === undefined ? undefined : d[0] + d[1];
      } catch {
        return undefined;
      }
    };
    return gridOf(drill, keys, progress.log, rollOf);
  }, [drill, keys, progress.log, rules]);
  const unit = drill?.game === 'stud' ? 'ante' : 'bet';
  const valued = progress.log.some((r) => r.drill === id && r.cost !== undefined);
  const [mode, setMode] = useState<Mode>(valued ? 'cost' : 'accuracy');
  const [selected, setSelected] = useState<ReadonlySet<string>>(() =>
    grid ? selectionOfKeys(grid, keysFromUrl()) : new Set(),
  );
  const [focus, setFocus] = useState<GridPos>(() => (grid ? firstCell(grid) : [0, 0]));
  const table = useRef<HTMLTableElement>(null);

  if (drill === undefined || grid === undefined) {
    return (
      <section className="panel not-found">
        <h1>{ROUTES_RU.noDrillHeading}</h1>
        <p>
          {ROUTES_RU.noDrill(id)}{' '}
          <a href={appHref('/')} onClick={(e) => (e.preventDefault(), onOpen('/'))}>
            {ROUTES_RU.backToList}
          </a>
        </p>
      </section>
    );
  }

  const chosenKeys = keysOfCells(grid, selected, keys);
  const update = (next: ReadonlySet<string>) => {
    setSelected(next);
    const ks = keysOfCells(grid, next, keys);
    const url = appHref(`/map/${id}${ks.length > 0 ? `?keys=${ks.map(encodeURIComponent).join(',')}` : ''}`);
    window.history.replaceState(null, '', url);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const to = moveFocus(grid, focus, e.key);
    if (to === undefined) return;
    e.preventDefault();
    setFocus(to);
    table.current?.querySelector<HTMLButtonElement>(`[data-pos="${to[0]}-${to[1]}"]`)?.focus();
  };

  return (
    <div className="heatmap-page" data-drill={id}>
      <div className="practice-top">
        <a
          className="btn btn--ghost"
          href={appHref(`/drill/${id}`)}
          onClick={(e) => (e.preventDefault(), onOpen(`/drill/${id}`))}
        >
          {RU.back}
        </a>
      </div>
      <section className="panel">
        <h1>{RU.title(drill.title)}</h1>
        <p>
          {RU.introBefore} {mode === 'accuracy' ? RU.accuracyColour : RU.costColour(unit === 'ante')}
          {RU.introAfter}
        </p>
        <fieldset className="heat-mode">
          <legend>{RU.mode}</legend>
          <label>
            <input type="radio" name="mode" checked={mode === 'accuracy'} onChange={() => setMode('accuracy')} />{' '}
            {RU.accuracyMode}
          </label>
          <label>
            <input type="radio" name="mode" checked={mode === 'cost'} onChange={() => setMode('cost')} /> {RU.costMode}
          </label>
        </fieldset>
        <ul className="heat-legend" aria-label={RU.legend}>
          {legendOf(mode, unit).map((text, i) => (
            <li key={text}>
              <span className={`heat-swatch heat-${i}`} aria-hidden="true" />
              {text}
            </li>
          ))}
          <li>
            <span className="heat-swatch heat-none" aria-hidden="true" />
            {mode === 'cost' ? RU.noCostedAnswers : RU.noAnswers}
          </li>
        </ul>
        {grid.note !== undefined ? <p className="heat-note">{grid.note}</p> : null}
        <div className="heat-scroll">
          <HeatTable
            grid={grid}
            mode={mode}
            unit={unit}
            selected={selected}
            focus={focus}
            tableRef={table}
            onKeyDown={onKeyDown}
            onToggle={(cid, pos) => {
              setFocus(pos);
              update(toggled(selected, cid));
            }}
          />
        </div>
        <div className="row heat-actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={chosenKeys.length === 0}
            onClick={() => onOpen(practisePath(id, chosenKeys))}
            data-testid="practise-selected"
          >
            {RU.practise(chosenKeys.length)}
          </button>
          <button type="button" className="btn" onClick={() => update(weakCells(grid))}>
            {RU.pickWeak}
          </button>
          <button type="button" className="btn" disabled={selected.size === 0} onClick={() => update(new Set())}>
            {RU.clear}
          </button>
        </div>
        <p className="visually-hidden" role="status">
          {RU.selected(selected.size)}
        </p>
      </section>
      <LedgerPanel ledger={ledgerOf(progress.log, id)} title={RU.ledger} onOpen={onOpen} />
    </div>
  );
}

/** The grid as a table of toggle buttons, one per cell, with a roving focus. */
function HeatTable({
  grid,
  mode,
  unit,
  selected,
  focus,
  tableRef,
  onKeyDown,
  onToggle,
}: {
  readonly grid: Grid;
  readonly mode: Mode;
  readonly unit: 'bet' | 'ante';
  readonly selected: ReadonlySet<string>;
  readonly focus: GridPos;
  readonly tableRef: React.RefObject<HTMLTableElement | null>;
  readonly onKeyDown: (e: React.KeyboardEvent) => void;
  readonly onToggle: (cid: string, pos: GridPos) => void;
}) {
  return (
    <table className="heatmap" ref={tableRef} onKeyDown={onKeyDown} data-testid="heatmap">
      <caption>
        {grid.rowsTitle} × {grid.colsTitle.toLowerCase()}
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{grid.rowsTitle}</span>
          </th>
          {grid.cols.map((c) => (
            <th key={c.id} scope="col">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.rows.map((row, r) => (
          <tr key={row.id}>
            <th scope="row">{row.label}</th>
            {grid.cols.map((col, c) => {
              const cid = cellId(row.id, col.id);
              const cell = grid.cells.get(cid);
              if (cell === undefined) return <td key={col.id} />;
              return (
                <td key={col.id}>
                  <HeatCell
                    cell={cell}
                    mode={mode}
                    unit={unit}
                    label={`${row.label} × ${col.label}`}
                    pos={`${r}-${c}`}
                    pressed={selected.has(cid)}
                    focusable={focus[0] === r && focus[1] === c}
                    onToggle={() => onToggle(cid, [r, c])}
                  />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function HeatCell({
  cell,
  mode,
  unit,
  label,
  pos,
  pressed,
  focusable,
  onToggle,
}: {
  readonly cell: GridCell;
  readonly mode: Mode;
  readonly unit: 'bet' | 'ante';
  readonly label: string;
  readonly pos: string;
  readonly pressed: boolean;
  readonly focusable: boolean;
  readonly onToggle: () => void;
}) {
  const s = colourStep(cell, mode);
  const text = cellText(cell, mode);
  const detail = cellDetail(cell, unit);
  return (
    <button
      type="button"
      className={`heat-cell heat-${s ?? 'none'}${pressed ? ' heat-cell--on' : ''}`}
      aria-pressed={pressed}
      aria-label={`${label}: ${detail}`}
      title={`${label}: ${detail}`}
      tabIndex={focusable ? 0 : -1}
      data-pos={pos}
      data-keys={cell.keys.join(',')}
      onClick={onToggle}
    >
      {text}
    </button>
  );
}
