/**
 * The heatmap screen's logic as plain functions over a drill's grid (`heatmap/grid.ts`): each cell's
 * colour step, text and description, the selection (from the address, toggled, the weak cells) and the
 * roving focus moved by the arrow keys. The view (`Heatmap.tsx`) lays them out and wires the keys.
 *
 * @module
 */
import { HEATMAP_RU as RU } from '@croupier/ru/trainer/heatmap';
import { formatCostRu, formatNumber, type CostUnit } from '@croupier/ru';
import { cellId, type Grid, type GridCell } from '../heatmap/grid.ts';

/** What the cells' colour says. */
export type HeatMode = 'accuracy' | 'cost';

/** A position in the grid: row and column index. */
export type GridPos = readonly [number, number];

/**
 * The legend of a mode, best step first: accuracy, or the value lost per valued decision in the drill's
 * stake (ставки, АНТЕ in stud), positive as every cost is shown.
 *
 * @param mode - The colour's mode.
 * @param unit - What the cost is counted in.
 */
export function legendOf(mode: HeatMode, unit: CostUnit): readonly string[] {
  return mode === 'accuracy' ? RU.accuracyLegend : RU.costLegend(unit === 'ante');
}

/**
 * The colour step (0 best … 4 worst) of a cell, or `undefined` when there is nothing to colour.
 *
 * @param cell - The cell.
 * @param mode - By accuracy or by cost per costed decision.
 */
export function colourStep(cell: GridCell, mode: HeatMode): number | undefined {
  if (mode === 'accuracy') {
    if (cell.decisions === 0) return undefined;
    const a = cell.correct / cell.decisions;
    return a >= 0.95 ? 0 : a >= 0.8 ? 1 : a >= 0.6 ? 2 : a >= 0.4 ? 3 : 4;
  }
  if (cell.costed === 0) return undefined;
  const c = cell.cost / cell.costed;
  return c === 0 ? 0 : c < 0.01 ? 1 : c < 0.05 ? 2 : c < 0.2 ? 3 : 4;
}

/**
 * What a cell shows: the percentage right, or the value lost per costed decision (positive, as the legend
 * says it); empty without answers.
 *
 * @param cell - The cell.
 * @param mode - The colour's mode.
 */
export function cellText(cell: GridCell, mode: HeatMode): string {
  if (mode === 'accuracy') return cell.decisions === 0 ? '' : formatNumber((cell.correct / cell.decisions) * 100, 0);
  return cell.costed === 0 ? '' : formatNumber(cell.cost / cell.costed, 2);
}

/**
 * A cell's description for its label: the answers, the share right and the value lost per valued decision
 * (the figure the cell shows), in the verdict's words.
 *
 * @param cell - The cell.
 * @param unit - What the cost is counted in.
 */
export function cellDetail(cell: GridCell, unit: CostUnit): string {
  if (cell.decisions === 0) return RU.noCellAnswers;
  const cost = cell.costed === 0 ? undefined : formatCostRu({ value: cell.cost / cell.costed }, unit);
  return RU.cell(cell.decisions, cell.correct / cell.decisions, cost);
}

/**
 * The cells selected by the address's keys: those whose every key is asked for.
 *
 * @param grid - The grid.
 * @param want - The keys of `?keys=`.
 */
export function selectionOfKeys(grid: Grid, want: readonly string[]): ReadonlySet<string> {
  const asked = new Set(want);
  const s = new Set<string>();
  for (const [cid, c] of grid.cells) if (c.keys.length > 0 && c.keys.every((k) => asked.has(k))) s.add(cid);
  return s;
}

/**
 * The selection with a cell switched on or off.
 *
 * @param selected - The selection.
 * @param cid - The cell's id.
 */
export function toggled(selected: ReadonlySet<string>, cid: string): ReadonlySet<string> {
  const next = new Set(selected);
  if (next.has(cid)) next.delete(cid);
  else next.add(cid);
  return next;
}

/**
 * The weak cells: any wrong answer or any cost.
 *
 * @param grid - The grid.
 */
export function weakCells(grid: Grid): ReadonlySet<string> {
  return new Set([...grid.cells].filter(([, c]) => c.decisions > c.correct || c.cost > 0).map(([cid]) => cid));
}

const has = (grid: Grid, [r, c]: GridPos) => grid.cells.has(cellId(grid.rows[r]!.id, grid.cols[c]!.id));

/**
 * The first cell in reading order: where the roving focus starts.
 *
 * @param grid - The grid.
 */
export function firstCell(grid: Grid): GridPos {
  for (let r = 0; r < grid.rows.length; r++)
    for (let c = 0; c < grid.cols.length; c++) if (has(grid, [r, c])) return [r, c];
  return [0, 0];
}

const MOVES: Readonly<Record<string, GridPos>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * Where an arrow key moves the focus: the next cell that way, over positions with no cell, stopping at the
 * edge. `undefined` for a key that is not an arrow; the same position when there is no cell that way.
 *
 * @param grid - The grid.
 * @param from - The focused position.
 * @param key - `KeyboardEvent.key`.
 */
export function moveFocus(grid: Grid, from: GridPos, key: string): GridPos | undefined {
  const m = MOVES[key];
  if (m === undefined) return undefined;
  let [r, c] = from;
  for (let i = 0; i < Math.max(grid.rows.length, grid.cols.length); i++) {
    r = Math.min(grid.rows.length - 1, Math.max(0, r + m[0]));
    c = Math.min(grid.cols.length - 1, Math.max(0, c + m[1]));
    if (has(grid, [r, c])) return [r, c];
  }
  return from;
}
