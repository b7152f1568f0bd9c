/**
 * Each drill's natural grid for its heatmap: the blackjack chart (player's hand × dealer's card), the
 * baccarat banker tableau (banker's total × player's third card), stud hand categories × the choice made,
 * craps bets × rolls (the come-out's totals; the roll each item dealt, for what a roll does) and bets ×
 * bets (which is better); any other drill is a list of its keys. A grid places answers in cells and says which keys a cell stands for, so a selection of cells
 * becomes the keys to practise.
 *
 * @module
 */
import { HEATMAP_GRID_RU as RU } from '@croupier/ru/trainer/heatmap-grid';
import type { Drill } from '../drill.ts';
import { COMPARED_BETS } from '../craps-bets.ts';
import { cellLedgers } from '../ledger.ts';
import type { AnswerRecord } from '../storage/log.ts';

/** A row or a column. */
export interface Axis {
  /** Its id in the grid. */
  readonly id: string;
  /** The Russian header. */
  readonly label: string;
}

/** One cell and what the log says of it. */
export interface GridCell {
  /** Row id. */
  readonly row: string;
  /** Column id. */
  readonly col: string;
  /** The keys the cell stands for (practising the cell draws these). */
  readonly keys: readonly string[];
  /** Answers placed in the cell. */
  readonly decisions: number;
  /** Right ones. */
  readonly correct: number;
  /** Valued ones. */
  readonly costed: number;
  /** Value lost, in stakes. */
  readonly cost: number;
}

/** A drill's heatmap data. */
export interface Grid {
  /** What the rows are («Рука игрока»). */
  readonly rowsTitle: string;
  /** What the columns are («Карта крупье»). */
  readonly colsTitle: string;
  /** Rows, in order. */
  readonly rows: readonly Axis[];
  /** Columns, in order. */
  readonly cols: readonly Axis[];
  /** Cells by `row|col`; a position with no cell is empty (no such key). */
  readonly cells: ReadonlyMap<string, GridCell>;
  /** How to read the headers, when they are abbreviated. */
  readonly note?: string;
}

/** The id of a cell. */
export const cellId = (row: string, col: string): string => `${row}|${col}`;

interface Layout {
  readonly note?: string;
  readonly rowsTitle: string;
  readonly colsTitle: string;
  /** The row and column of a key, with their labels. */
  place(key: string): { row: Axis; col: Axis } | undefined;
  /**
   * Columns by the record rather than the key: the choice made (stud), the roll dealt (craps); the column
   * of a record, given the roll of its item where the grid needs it.
   */
  byRecord?: {
    readonly cols: readonly Axis[];
    col(r: AnswerRecord, rollOf: ((r: AnswerRecord) => number | undefined) | undefined): string | undefined;
  };
}

const UP_RU = (v: string) => (v === 'A' ? RU.ace : v);

const LAYOUTS: Readonly<Record<string, Layout>> = {
  'blackjack-strategy': {
    note: RU.strategyNote,
    rowsTitle: RU.playerHand,
    colsTitle: RU.upCard,
    place(key) {
      const m = /^(hard|soft|pair)-(\w+)-(\w+)$/u.exec(key);
      if (!m) return undefined;
      const kind = m[1]!;
      const label = kind === 'hard' ? m[2]! : kind === 'soft' ? RU.soft(m[2]!) : `${UP_RU(m[2]!)}–${UP_RU(m[2]!)}`;
      return { row: { id: `${kind}-${m[2]}`, label }, col: { id: m[3]!, label: UP_RU(m[3]!) } };
    },
  },
  'baccarat-banker-draws': {
    rowsTitle: RU.bankerPoints,
    colsTitle: RU.playerThird,
    place(key) {
      const m = /^banker-(\d)-(\d|stood)$/u.exec(key);
      if (!m) return undefined;
      return {
        row: { id: m[1]!, label: m[1]! },
        col: { id: m[2]!, label: m[2] === 'stood' ? RU.stood : m[2]! },
      };
    },
  },
  'craps-come-out': {
    rowsTitle: RU.bet,
    colsTitle: RU.comeOut,
    place(key) {
      const m = /^(pass|dontPass)-(\d+)$/u.exec(key);
      if (!m) return undefined;
      return {
        row: { id: m[1]!, label: m[1] === 'pass' ? RU.pass : RU.dontPass },
        col: { id: m[2]!, label: m[2]! },
      };
    },
  },
  'stud-decision': {
    rowsTitle: RU.playerHand,
    colsTitle: RU.decision,
    place: () => undefined, // rows from the keys (below), columns by the answer
    byRecord: {
      cols: [
        { id: 'fold', label: RU.studChoices.fold },
        { id: 'raise', label: RU.studChoices.raise },
        { id: 'x1', label: RU.studChoices.x1 },
        { id: 'x2', label: RU.studChoices.x2 },
      ],
      col: ({ answer }) =>
        answer === 'fold' || answer === 'raise'
          ? answer
          : /^x\d$/u.test(answer)
            ? 'x1'
            : /^x\d\d$/u.test(answer)
              ? 'x2'
              : undefined,
    },
  },
  'craps-roll-effect': {
    rowsTitle: RU.bet,
    colsTitle: RU.rolled,
    place: () => undefined, // rows from the keys, columns by the roll the item dealt
    byRecord: {
      cols: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((t) => ({ id: String(t), label: String(t) })),
      col: (r, rollOf) => {
        const t = rollOf?.(r);
        return t === undefined ? undefined : String(t);
      },
    },
  },
};

/** Which bet a `craps-better-bet` key names first and second: `pass~field`. */
function betPair(key: string, label: (k: string) => string): { row: Axis; col: Axis } | undefined {
  const [a, b] = key.split('~');
  if (a === undefined || b === undefined) return undefined;
  const names = label(key).split(RU.or);
  return { row: { id: a, label: names[0] ?? a }, col: { id: b, label: names[1] ?? b } };
}

/**
 * The heatmap grid of a drill under the keys in play, filled from the answer log.
 *
 * @param drill - The drill.
 * @param keys - Its keys under the rules in play.
 * @param log - The answer log.
 * @param rollOf - The dice total of a record's item (dealt again from its seed and key), for the grids by
 *   roll; a record without one is left out of them.
 */
export function gridOf(
  drill: Drill,
  keys: readonly string[],
  log: readonly AnswerRecord[],
  rollOf?: (r: AnswerRecord) => number | undefined,
): Grid {
  const label = (k: string) => drill.keyLabel?.(k) ?? k;
  const layout: Layout =
    LAYOUTS[drill.id] ??
    (drill.id === 'craps-better-bet'
      ? { rowsTitle: RU.bet, colsTitle: RU.orBet, place: (k) => betPair(k, label) }
      : {
          rowsTitle: RU.item,
          colsTitle: RU.answers,
          place: (k) => ({ row: { id: k, label: label(k) }, col: { id: 'all', label: RU.answers } }),
        });
  const rows: Axis[] = [];
  const cols: Axis[] = [];
  const add = (list: Axis[], a: Axis) => {
    if (!list.some((x) => x.id === a.id)) list.push(a);
  };
  const cells = new Map<string, GridCell>();
  const empty = (row: string, col: string, cellKeys: readonly string[]): GridCell => ({
    row,
    col,
    keys: cellKeys,
    decisions: 0,
    correct: 0,
    costed: 0,
    cost: 0,
  });
  const byKey = new Map<string, string>(); // key → cell id (key-placed grids)
  if (layout.byRecord) {
    for (const c of layout.byRecord.cols) add(cols, c);
    for (const k of keys) {
      add(rows, { id: k, label: label(k) });
      for (const c of layout.byRecord.cols) cells.set(cellId(k, c.id), empty(k, c.id, [k]));
    }
    for (const r of log) {
      if (r.drill !== drill.id || !keys.includes(r.key)) continue;
      const col = layout.byRecord.col(r, rollOf);
      const cell = col === undefined ? undefined : cells.get(cellId(r.key, col));
      if (cell) cells.set(cellId(r.key, col!), addRecord(cell, r));
    }
  } else {
    for (const k of keys) {
      const p = layout.place(k);
      if (p === undefined) continue;
      add(rows, p.row);
      add(cols, p.col);
      cells.set(cellId(p.row.id, p.col.id), empty(p.row.id, p.col.id, [k]));
      byKey.set(k, cellId(p.row.id, p.col.id));
    }
    for (const c of cellLedgers(log, drill.id).values()) {
      const id = byKey.get(c.key);
      if (id === undefined) continue;
      const cell = cells.get(id)!;
      cells.set(id, {
        ...cell,
        decisions: cell.decisions + c.decisions,
        correct: cell.correct + c.correct,
        costed: cell.costed + c.costed,
        cost: cell.cost + c.cost,
      });
    }
  }
  if (drill.id === 'craps-better-bet') {
    // bets in the layout's order, not the keys' (plainest difference first)
    const at = (a: Axis) => COMPARED_BETS.indexOf(a.id as (typeof COMPARED_BETS)[number]);
    rows.sort((a, b) => at(a) - at(b));
    cols.sort((a, b) => at(a) - at(b));
  }
  return {
    rowsTitle: layout.rowsTitle,
    colsTitle: layout.colsTitle,
    rows,
    cols,
    cells,
    ...(layout.note === undefined ? {} : { note: layout.note }),
  };
}

function addRecord(cell: GridCell, r: AnswerRecord): GridCell {
  return {
    ...cell,
    decisions: cell.decisions + 1,
    correct: cell.correct + (r.correct ? 1 : 0),
    costed: cell.costed + (r.cost === undefined ? 0 : 1),
    cost: cell.cost + (r.cost?.value ?? 0),
  };
}

/**
 * The keys a selection of cells stands for, in the drill's key order.
 *
 * @param grid - The grid.
 * @param selected - Cell ids.
 * @param keys - The drill's keys, in order.
 */
export function keysOfCells(grid: Grid, selected: ReadonlySet<string>, keys: readonly string[]): string[] {
  const chosen = new Set<string>();
  for (const id of selected) for (const k of grid.cells.get(id)?.keys ?? []) chosen.add(k);
  return keys.filter((k) => chosen.has(k));
}
