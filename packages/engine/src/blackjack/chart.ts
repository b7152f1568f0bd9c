/**
 * The layout of a basic strategy chart, written once for the CLI, the site and the trainer: which hard,
 * soft and pair rows a chart shows, the dealer's up-cards across (2 … 10, then the ace), their labels,
 * and the chart as rows of cells in that layout.
 *
 * @module
 */
import type { Chart, ChartAction } from './analysis/player.js';

/** The dealer's up-card values across a chart, in order: 2 … 10, then the ace (1). */
export const CHART_UP_CARDS: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1];

/**
 * The hard-total rows of a chart, 5 … 20 (4 is only 2+2, a pair; 21 always stands). Two different
 * cards make 5 … 19; 20 is reached by a pair of tens or by hitting.
 */
export const CHART_HARD_ROWS: readonly number[] = Array.from({ length: 16 }, (_, i) => 5 + i);

/** The soft-total rows of a chart, 13 … 20 (A+2 … A+9; A+A is a pair, A+10 a blackjack). */
export const CHART_SOFT_ROWS: readonly number[] = Array.from({ length: 8 }, (_, i) => 13 + i);

/** The pair rows of a chart by card value: 2 … 10, then aces (1). */
export const CHART_PAIR_ROWS: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1];

/**
 * The label of a card value in a chart's key: `2` … `9`, `T` for ten-value cards, `A` for the ace.
 *
 * @param value - A blackjack card value, 1 (ace) … 10.
 */
export function chartValueLabel(value: number): string {
  return value === 1 ? 'A' : value === 10 ? 'T' : String(value);
}

/** A chart as rows of cells in {@link CHART_UP_CARDS} order, keyed as the CLI and the site print them. */
export interface ChartRows {
  /** Hard totals `'5'` … `'20'`. */
  readonly hard: Readonly<Record<string, readonly ChartAction[]>>;
  /** Soft totals `'13'` … `'20'`. */
  readonly soft: Readonly<Record<string, readonly ChartAction[]>>;
  /** Pairs `'2-2'` … `'T-T'`, `'A-A'`. */
  readonly pairs: Readonly<Record<string, readonly ChartAction[]>>;
}

/**
 * A chart as rows of cells (dealer 2 … A across), for text, JSON and tables.
 *
 * @param chart - A chart from `analyse` (indexed by up-card value − 1).
 * @example
 * ```ts
 * chartRows(analyse(rules).chart).hard['11']; // ['Dh', 'Dh', …, 'H', 'H'] under the text's rules
 * ```
 */
export function chartRows(chart: Chart): ChartRows {
  const pick = (row: readonly ChartAction[] | undefined) => CHART_UP_CARDS.map((u) => row![u - 1]!);
  const hard: Record<string, ChartAction[]> = {};
  for (const t of CHART_HARD_ROWS) hard[String(t)] = pick(chart.hard[t]);
  const soft: Record<string, ChartAction[]> = {};
  for (const t of CHART_SOFT_ROWS) soft[String(t)] = pick(chart.soft[t]);
  const pairs: Record<string, ChartAction[]> = {};
  for (const v of CHART_PAIR_ROWS) {
    const k = chartValueLabel(v);
    pairs[`${k}-${k}`] = pick(chart.pairs[v]);
  }
  return { hard, soft, pairs };
}
