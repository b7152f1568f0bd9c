import { describe, expect, it } from 'vitest';
import type { Grid, GridCell } from '../heatmap/grid.ts';
import {
  cellDetail,
  cellText,
  legendOf,
  colourStep,
  firstCell,
  moveFocus,
  selectionOfKeys,
  toggled,
  weakCells,
  type GridPos,
  type HeatMode,
} from './heatmap-model.ts';

const cell = (row: string, col: string, over: Partial<GridCell> = {}): GridCell => ({
  row,
  col,
  keys: [`${row}${col}`],
  decisions: 0,
  correct: 0,
  costed: 0,
  cost: 0,
  ...over,
});

/**
 * A 3 × 3 grid with holes:
 *
 *       x   y   z
 *   a   ·   ay  az
 *   b   bx  ·   ·
 *   c   cx  ·   cz
 */
const grid: Grid = {
  rowsTitle: 'Строки',
  colsTitle: 'Столбцы',
  rows: ['a', 'b', 'c'].map((id) => ({ id, label: id })),
  cols: ['x', 'y', 'z'].map((id) => ({ id, label: id })),
  cells: new Map(
    [
      cell('a', 'y', { decisions: 4, correct: 4 }),
      cell('a', 'z', { decisions: 2, correct: 2, costed: 2, cost: 0.3 }),
      cell('b', 'x', { keys: ['bx1', 'bx2'], decisions: 3, correct: 1 }),
      cell('c', 'x'),
      cell('c', 'z', { keys: [] }),
    ].map((c) => [`${c.row}|${c.col}`, c]),
  ),
};
const at = (id: string) => grid.cells.get(id)!;

describe('heatmap: a cell', () => {
  it.each<[string, Partial<GridCell>, HeatMode, number | undefined]>([
    ['no answers: no colour', {}, 'accuracy', undefined],
    ['all right', { decisions: 20, correct: 19 }, 'accuracy', 0],
    ['just under 95 %', { decisions: 100, correct: 94 }, 'accuracy', 1],
    ['60 % exactly', { decisions: 5, correct: 3 }, 'accuracy', 2],
    ['half', { decisions: 2, correct: 1 }, 'accuracy', 3],
    ['a third', { decisions: 3, correct: 1 }, 'accuracy', 4],
    ['nothing costed: no colour', { decisions: 3 }, 'cost', undefined],
    ['no loss', { costed: 3 }, 'cost', 0],
    ['0.005 a decision', { costed: 2, cost: 0.01 }, 'cost', 1],
    ['0.04 a decision', { costed: 1, cost: 0.04 }, 'cost', 2],
    ['0.1 a decision', { costed: 1, cost: 0.1 }, 'cost', 3],
    ['0.2 a decision', { costed: 1, cost: 0.2 }, 'cost', 4],
  ])('colour: %s', (_name, over, mode, expected) => {
    expect(colourStep(cell('a', 'x', over), mode)).toBe(expected);
  });

  it.each<[string, Partial<GridCell>, HeatMode, string]>([
    ['no answers', {}, 'accuracy', ''],
    ['three of four', { decisions: 4, correct: 3 }, 'accuracy', '75'],
    ['no cost yet', { decisions: 4 }, 'cost', ''],
    // 0.25 lost over two valued decisions: 0.125 each, shown positive as the legend says «потеряно»
    ['the cost a decision', { decisions: 2, costed: 2, cost: 0.25 }, 'cost', '0,13'],
  ])('text: %s', (_name, over, mode, expected) => {
    expect(cellText(cell('a', 'x', over), mode)).toBe(expected);
  });

  it('describes a cell without answers, and one with them', () => {
    expect(cellDetail(cell('a', 'x'), 'bet')).toBe('ответов нет');
    expect(cellDetail(cell('a', 'x', { decisions: 4, correct: 3 }), 'bet')).toBe('ответов 4, верно 75\u00a0%');
    expect(cellDetail(at('a|z'), 'ante')).toMatch(
      /^ответов 2, верно 100\u00a0%, (потеряно .*АНТЕ|без потерь) за решение$/u,
    );
    // 0.25 lost over two valued decisions: 0.125 a decision, «потеряно 0,13 ставки» (two significant digits)
    expect(cellDetail(cell('a', 'x', { decisions: 2, correct: 1, costed: 2, cost: 0.25 }), 'bet')).toBe(
      'ответов 2, верно 50\u00a0%, потеряно 0,13\u00a0ставки за решение',
    );
  });

  it.each<[string, HeatMode, 'bet' | 'ante', string, string]>([
    ['accuracy', 'accuracy', 'bet', 'верно 95–100 %', 'меньше 40 %'],
    ['cost in bets', 'cost', 'bet', 'без потерь', '0,2 ставки и больше'],
    ['cost in antes (stud)', 'cost', 'ante', 'без потерь', '0,2 АНТЕ и больше'],
  ])('legend: %s', (_name, mode, unit, first, last) => {
    const l = legendOf(mode, unit);
    expect([l[0], l[4]]).toEqual([first, last]);
  });
});

describe('heatmap: the selection', () => {
  it.each<[string, readonly string[], readonly string[]]>([
    ['nothing asked', [], []],
    ['one cell by its key', ['ay'], ['a|y']],
    ['a cell of two keys needs both', ['bx1'], []],
    ['both keys', ['bx1', 'bx2', 'az'], ['a|z', 'b|x']],
    ['a cell with no key is never selected', ['cz'], []],
  ])('from the address: %s', (_name, keys, cells) => {
    expect([...selectionOfKeys(grid, keys)].sort()).toEqual(cells);
  });

  it('toggles a cell on and off, leaving the input as it was', () => {
    const none: ReadonlySet<string> = new Set();
    const on = toggled(none, 'a|y');
    expect([...on]).toEqual(['a|y']);
    expect([...toggled(on, 'a|y')]).toEqual([]);
    expect(none.size).toBe(0);
  });

  it('picks the weak cells: a wrong answer or a cost', () => {
    expect([...weakCells(grid)].sort()).toEqual(['a|z', 'b|x']);
  });
});

describe('heatmap: the arrow keys', () => {
  it('starts at the first cell in reading order', () => {
    expect(firstCell(grid)).toEqual([0, 1]);
  });
  it.each<[string, GridPos, string, GridPos | undefined]>([
    ['right to the next cell', [0, 1], 'ArrowRight', [0, 2]],
    ['right at the edge stays', [0, 2], 'ArrowRight', [0, 2]],
    ['down over the holes', [0, 2], 'ArrowDown', [2, 2]],
    ['left over a hole to the edge', [2, 2], 'ArrowLeft', [2, 0]],
    ['up to the next cell', [2, 0], 'ArrowUp', [1, 0]],
    ['up with nothing above stays', [1, 0], 'ArrowUp', [1, 0]],
    ['another key is not a move', [0, 1], 'Enter', undefined],
  ])('%s', (_name, from, key, expected) => {
    expect(moveFocus(grid, from, key)).toEqual(expected);
  });
});
