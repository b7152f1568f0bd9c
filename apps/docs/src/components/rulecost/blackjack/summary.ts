/**
 * What the page keeps of one blackjack analysis (the worker sends it, the build embeds two): the chart
 * in the engine's layout, the EVs of every cell, and the house edges, exact where the analysis is.
 * Also the chart's changed cells between two analyses.
 *
 * @module
 */
import {
  CHART_HARD_ROWS,
  CHART_PAIR_ROWS,
  CHART_SOFT_ROWS,
  CHART_UP_CARDS,
  type ChartAction,
  type GameAnalysis,
} from '@croupier/engine/blackjack';

/** A cell's row kind. */
export type RowKind = 'hard' | 'soft' | 'pair';

/** The EVs of a cell's actions per unit bet, `[stand, hit, double, split, surrender]`; `null`: not allowed. */
export type CellEvs = readonly [number, number, number | null, number | null, number | null];

/** One cell of the chart. */
export interface SummaryCell {
  /** The chart's action. */
  readonly a: ChartAction;
  /** The EVs behind it. */
  readonly ev: CellEvs;
}

/** An analysis as the page keeps it. */
export interface BjSummary {
  /** The configuration's cache key. */
  readonly key: string;
  /** House edge playing the chart, per initial bet. */
  readonly edge: number;
  /** House edge under composition-dependent play. */
  readonly edgeOptimal: number;
  /** The chart edge as an exact fraction `num/den` (infinite shoe only). */
  readonly exact?: string;
  /** The composition-dependent edge as an exact fraction `num/den` (infinite shoe only). */
  readonly exactOptimal?: string;
  /** Every cell by {@link cellKey}. */
  readonly cells: Readonly<Record<string, SummaryCell>>;
  /** Milliseconds the analysis took (0 when computed at build time). */
  readonly ms: number;
}

/** The rows of the chart, in the engine's layout. */
export const CHART_ROWS: readonly { readonly kind: RowKind; readonly rows: readonly number[] }[] = [
  { kind: 'hard', rows: CHART_HARD_ROWS },
  { kind: 'soft', rows: CHART_SOFT_ROWS },
  { kind: 'pair', rows: CHART_PAIR_ROWS },
];

/** The dealer's up-cards across, 2 … 10 then the ace (1). */
export const UP_CARDS: readonly number[] = CHART_UP_CARDS;

/**
 * The key of a cell.
 *
 * @param kind - Hard, soft or pair.
 * @param row - The total (hard, soft) or the pair card's value (1 = aces).
 * @param up - The dealer's up-card value, 1 (ace) … 10.
 */
export function cellKey(kind: RowKind, row: number, up: number): string {
  return `${kind}:${row}:${up}`;
}

/**
 * Keeps what the page needs of an analysis.
 *
 * @param key - The configuration's cache key.
 * @param g - The analysis.
 * @param ms - How long it took.
 */
export function summarise(key: string, g: GameAnalysis, ms: number): BjSummary {
  const byKey = new Map(g.cells.map((c) => [cellKey(c.kind, c.row, c.up), c]));
  const cells: Record<string, SummaryCell> = {};
  for (const { kind, rows } of CHART_ROWS) {
    const chartRows = kind === 'hard' ? g.chart.hard : kind === 'soft' ? g.chart.soft : g.chart.pairs;
    for (const row of rows) {
      for (const up of UP_CARDS) {
        const k = cellKey(kind, row, up);
        const c = byKey.get(k);
        if (!c) continue; // every two-card cell of the layout has hands; kept safe for other shoes
        const e = c.evs;
        cells[k] = {
          a: chartRows[row]![up - 1]!,
          ev: [e.stand, e.hit, e.double ?? null, e.split ?? null, e.surrender ?? null],
        };
      }
    }
  }
  const exact = g.exact?.houseEdgeChart;
  const exactOptimal = g.exact?.houseEdgeOptimal;
  return {
    key,
    edge: g.houseEdgeChart,
    edgeOptimal: g.houseEdgeOptimal,
    ...(exact ? { exact: `${exact.num}/${exact.den}` } : {}),
    ...(exactOptimal ? { exactOptimal: `${exactOptimal.num}/${exactOptimal.den}` } : {}),
    cells,
    ms,
  };
}

/**
 * The EV of following a chart action in a cell, as the engine's chart is read: «удвоить, а если нельзя —
 * ещё карту» falls back to hit, and so on; a split that is not allowed has no EV.
 *
 * @param action - The chart's action.
 * @param ev - The cell's EVs.
 */
export function evOfAction(action: ChartAction, ev: CellEvs): number | null {
  const [stand, hit, double, split, surrender] = ev;
  switch (action) {
    case 'H':
      return hit;
    case 'S':
      return stand;
    case 'Dh':
      return double ?? hit;
    case 'Ds':
      return double ?? stand;
    case 'P':
      return split;
    case 'Rh':
      return surrender ?? hit;
    case 'Rs':
      return surrender ?? stand;
  }
}

/** A cell whose action differs between two charts. */
export interface ChangedCell {
  /** Hard, soft or pair. */
  readonly kind: RowKind;
  /** The row. */
  readonly row: number;
  /** The dealer's up-card. */
  readonly up: number;
  /** The action before and after. */
  readonly before: ChartAction;
  readonly after: ChartAction;
  /** The cell's EV playing its action, per unit bet, before and after. */
  readonly evBefore: number | null;
  readonly evAfter: number | null;
  /** `evAfter − evBefore`: what the cell is worth more (or less) under the new rules, played by the new chart. */
  readonly evChange: number | null;
  /** Under the new rules, what the old action would cost against the new one (≤ 0), per unit bet. */
  readonly oldActionCost: number | null;
}

/**
 * The cells whose action changes from one chart to another, in the chart's order (hard, soft, pairs;
 * rows top to bottom; dealer 2 … A).
 *
 * @param before - The base analysis.
 * @param after - The new analysis.
 */
export function changedCells(before: BjSummary, after: BjSummary): ChangedCell[] {
  const out: ChangedCell[] = [];
  for (const { kind, rows } of CHART_ROWS) {
    for (const row of rows) {
      for (const up of UP_CARDS) {
        const k = cellKey(kind, row, up);
        const b = before.cells[k];
        const a = after.cells[k];
        if (!b || !a || a.a === b.a) continue;
        const evBefore = evOfAction(b.a, b.ev);
        const evAfter = evOfAction(a.a, a.ev);
        const oldUnderNew = evOfAction(b.a, a.ev);
        out.push({
          kind,
          row,
          up,
          before: b.a,
          after: a.a,
          evBefore,
          evAfter,
          evChange: evBefore === null || evAfter === null ? null : evAfter - evBefore,
          oldActionCost: oldUnderNew === null || evAfter === null ? null : oldUnderNew - evAfter,
        });
      }
    }
  }
  return out;
}
