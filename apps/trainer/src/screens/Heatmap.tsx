import { useMemo, useRef, useState } from 'react';
import { formatCostRu, formatNumber, formatPercent } from '@croupier/ru';
import { drillLoader } from '../drills/load.ts';
import { keysOf, settingFor } from '../drills/setting.ts';
import { itemRng } from '../session.ts';
import type { AnswerRecord } from '../storage/log.ts';
import { cellId, gridOf, keysOfCells, type GridCell } from '../heatmap/grid.ts';
import { ledgerOf } from '../ledger.ts';
import { appHref } from '../router.ts';
import type { RulesByGame } from '../rules/choice.ts';
import type { Progress } from '../storage/progress.ts';
import { LedgerPanel, practisePath } from '../components/LedgerPanel.tsx';

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

type Mode = 'accuracy' | 'cost';

/** The colour step (0 best … 4 worst) of a cell, or `undefined` when there is nothing to colour. */
function step(cell: GridCell, mode: Mode): number | undefined {
  if (mode === 'accuracy') {
    if (cell.decisions === 0) return undefined;
    const a = cell.correct / cell.decisions;
    return a >= 0.95 ? 0 : a >= 0.8 ? 1 : a >= 0.6 ? 2 : a >= 0.4 ? 3 : 4;
  }
  if (cell.costed === 0) return undefined;
  const c = cell.cost / cell.costed;
  return c === 0 ? 0 : c < 0.01 ? 1 : c < 0.05 ? 2 : c < 0.2 ? 3 : 4;
}

const LEGEND: Readonly<Record<Mode, readonly string[]>> = {
  accuracy: ['верно 95–100 %', '80–95 %', '60–80 %', '40–60 %', 'меньше 40 %'],
  cost: ['без потерь', 'меньше 0,01 ставки за решение', '0,01–0,05', '0,05–0,2', '0,2 ставки и больше'],
};

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
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => {
    const want = new Set(keysFromUrl());
    const s = new Set<string>();
    if (grid) for (const [cid, c] of grid.cells) if (c.keys.length > 0 && c.keys.every((k) => want.has(k))) s.add(cid);
    return s;
  });
  const [focus, setFocus] = useState<[number, number]>(() => {
    if (grid)
      for (let r = 0; r < grid.rows.length; r++)
        for (let c = 0; c < grid.cols.length; c++)
          if (grid.cells.has(cellId(grid.rows[r]!.id, grid.cols[c]!.id))) return [r, c];
    return [0, 0];
  });
  const table = useRef<HTMLTableElement>(null);

  if (drill === undefined || grid === undefined) {
    return (
      <section className="panel not-found">
        <h1>Такого упражнения нет</h1>
        <p>
          Упражнение «{id}» не найдено.{' '}
          <a href={appHref('/')} onClick={(e) => (e.preventDefault(), onOpen('/'))}>
            К списку упражнений
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
  const toggle = (cid: string) => {
    const next = new Set(selected);
    if (next.has(cid)) next.delete(cid);
    else next.add(cid);
    update(next);
  };
  const weak = () =>
    update(new Set([...grid.cells].filter(([, c]) => c.decisions > c.correct || c.cost > 0).map(([cid]) => cid)));

  const onKeyDown = (e: React.KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const m = moves[e.key];
    if (m === undefined) return;
    e.preventDefault();
    let [r, c] = focus;
    // skip positions with no cell
    for (let i = 0; i < Math.max(grid.rows.length, grid.cols.length); i++) {
      r = Math.min(grid.rows.length - 1, Math.max(0, r + m[0]));
      c = Math.min(grid.cols.length - 1, Math.max(0, c + m[1]));
      if (grid.cells.has(cellId(grid.rows[r]!.id, grid.cols[c]!.id))) break;
    }
    if (!grid.cells.has(cellId(grid.rows[r]!.id, grid.cols[c]!.id))) return;
    setFocus([r, c]);
    table.current?.querySelector<HTMLButtonElement>(`[data-pos="${r}-${c}"]`)?.focus();
  };

  return (
    <div className="heatmap-page" data-drill={id}>
      <div className="practice-top">
        <a
          className="btn btn--ghost"
          href={appHref(`/drill/${id}`)}
          onClick={(e) => (e.preventDefault(), onOpen(`/drill/${id}`))}
        >
          ← К упражнению
        </a>
      </div>
      <section className="panel">
        <h1>Карта ошибок: {drill.title}</h1>
        <p>
          Каждая клетка — одно задание упражнения. Цвет —{' '}
          {mode === 'accuracy' ? 'доля верных ответов' : 'цена ошибок за решение'}; пустые клетки ещё без ответов.
          Выберите клетки (стрелки и пробел или мышью) и тренируйте только их.
        </p>
        <fieldset className="heat-mode">
          <legend>Цвет клеток</legend>
          <label>
            <input type="radio" name="mode" checked={mode === 'accuracy'} onChange={() => setMode('accuracy')} />{' '}
            точность
          </label>
          <label>
            <input type="radio" name="mode" checked={mode === 'cost'} onChange={() => setMode('cost')} /> цена ошибок
          </label>
        </fieldset>
        <ul className="heat-legend" aria-label="Легенда">
          {LEGEND[mode].map((text, i) => (
            <li key={text}>
              <span className={`heat-swatch heat-${i}`} aria-hidden="true" />
              {text}
            </li>
          ))}
          <li>
            <span className="heat-swatch heat-none" aria-hidden="true" />
            {mode === 'cost' ? 'нет ответов с ценой' : 'нет ответов'}
          </li>
        </ul>
        {grid.note !== undefined ? <p className="heat-note">{grid.note}</p> : null}
        <div className="heat-scroll">
          <table className="heatmap" ref={table} onKeyDown={onKeyDown} data-testid="heatmap">
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
                          onToggle={() => {
                            setFocus([r, c]);
                            toggle(cid);
                          }}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="row heat-actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={chosenKeys.length === 0}
            onClick={() => onOpen(practisePath(id, chosenKeys))}
            data-testid="practise-selected"
          >
            Тренировать только эти ({chosenKeys.length})
          </button>
          <button type="button" className="btn" onClick={weak}>
            Выбрать слабые
          </button>
          <button type="button" className="btn" disabled={selected.size === 0} onClick={() => update(new Set())}>
            Снять выбор
          </button>
        </div>
        <p className="visually-hidden" role="status">
          Выбрано клеток: {selected.size}
        </p>
      </section>
      <LedgerPanel ledger={ledgerOf(progress.log, id)} unit={unit} title="Журнал упражнения" onOpen={onOpen} />
    </div>
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
  const s = step(cell, mode);
  const acc = cell.decisions === 0 ? undefined : cell.correct / cell.decisions;
  const perDecision = cell.costed === 0 ? undefined : cell.cost / cell.costed;
  const text =
    mode === 'accuracy'
      ? acc === undefined
        ? ''
        : formatNumber(acc * 100, 0)
      : perDecision === undefined
        ? ''
        : formatNumber(-perDecision, 2);
  const detail =
    cell.decisions === 0
      ? 'ответов нет'
      : `ответов ${cell.decisions}, верно ${formatPercent(acc!, 0)}${
          perDecision === undefined ? '' : `, цена ${formatCostRu({ value: cell.cost }, unit).replace(/^≈ /u, '')}`
        }`;
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
