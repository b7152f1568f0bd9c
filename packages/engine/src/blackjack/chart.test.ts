import { describe, expect, it } from 'vitest';
import {
  CHART_HARD_ROWS,
  CHART_PAIR_ROWS,
  CHART_SOFT_ROWS,
  CHART_UP_CARDS,
  chartRows,
  chartValueLabel,
} from './chart.js';
import type { Chart, ChartAction } from './analysis/player.js';

// A synthetic chart whose every cell names its row and up-card, so the layout can be read back.
const CODES: readonly ChartAction[] = ['H', 'S', 'Dh', 'Ds', 'P', 'Rh', 'Rs'];
const cell = (row: number, up: number) => CODES[(row * 10 + up) % CODES.length]!;
const rows = (from: number, to: number) =>
  Object.fromEntries(
    Array.from({ length: to - from + 1 }, (_, i) => from + i).map((r) => [
      r,
      Array.from({ length: 10 }, (_, u) => cell(r, u + 1)),
    ]),
  );
const chart: Chart = { hard: rows(4, 21), soft: rows(12, 21), pairs: rows(1, 10) };

describe('the chart layout, written once for the CLI, the site and the trainer', () => {
  it('hard 5–20, soft 13–20 (A+2 … A+9), pairs 2-2 … T-T then A-A, the dealer 2 … 10 then the ace', () => {
    expect(CHART_HARD_ROWS).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(CHART_SOFT_ROWS).toEqual([13, 14, 15, 16, 17, 18, 19, 20]);
    expect(CHART_PAIR_ROWS).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 1]);
    expect(CHART_UP_CARDS.map(chartValueLabel)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A']);
  });

  it('chartRows reads each cell from its row and up-card (the chart is indexed by up-card value − 1)', () => {
    const r = chartRows(chart);
    expect(Object.keys(r.hard)).toEqual(CHART_HARD_ROWS.map(String));
    expect(Object.keys(r.pairs)).toEqual(['2-2', '3-3', '4-4', '5-5', '6-6', '7-7', '8-8', '9-9', 'T-T', 'A-A']);
    expect(r.hard['11']).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 1].map((u) => cell(11, u)));
    expect(r.soft['18']![9]).toBe(cell(18, 1)); // against the ace, the last column
    expect(r.pairs['A-A']![0]).toBe(cell(1, 2));
  });
});
