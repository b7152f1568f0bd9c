/**
 * The basic strategy the strategy drill grades by, for the rules in play: every two-card cell of the
 * engine's chart (`analyse(rules)`) with the EVs behind it, keyed as the drill's keys. The app computes it
 * in a Web Worker (`src/analysis/`), once per set of rules; tests call {@link strategyTable} directly.
 *
 * @module
 */
import {
  analyse,
  type AnalyseOptions,
  type BlackjackRules,
  type CellEvs,
  type ChartAction,
  type GameAnalysis,
} from '@croupier/engine/blackjack';

/** One cell: the chart's action and the EV per unit bet of each action the rules allow there. */
export interface StrategyCell {
  /** The chart's action (`H`, `S`, `Dh`, `Ds`, `P`, `Rh`, `Rs`). */
  readonly action: ChartAction;
  /** The probability-weighted EVs of the two-card hands of the cell. */
  readonly evs: CellEvs;
}

/** The chart for one set of rules, by key (`hard-12-4`, `soft-18-9`, `pair-8-10`, `pair-A-A`). */
export interface StrategyTable {
  /** The rules analysed. */
  readonly rules: BlackjackRules;
  /** The cells by key. */
  readonly cells: Readonly<Record<string, StrategyCell>>;
}

/** A card value as the keys write it: `2` … `10`, `A`. */
export const keyValue = (v: number): string => (v === 1 ? 'A' : String(v));

/**
 * The drill's key of a chart cell.
 *
 * @param kind - `hard`, `soft` or `pair`.
 * @param row - The total, or the pair card's value.
 * @param up - The up-card's value.
 */
export function cellKey(kind: 'hard' | 'soft' | 'pair', row: number, up: number): string {
  return `${kind}-${kind === 'pair' ? keyValue(row) : String(row)}-${keyValue(up)}`;
}

/**
 * The table of an analysis.
 *
 * @param analysis - `analyse(rules)`.
 */
export function tableOf(analysis: GameAnalysis): StrategyTable {
  const cells: Record<string, StrategyCell> = {};
  for (const c of analysis.cells) cells[cellKey(c.kind, c.row, c.up)] = { action: c.action, evs: c.evs };
  return { rules: analysis.rules, cells };
}

/**
 * Analyses the rules and builds the table (about half a second for the text's rules, a second for the
 * casino's: the app does it in a worker).
 *
 * @param rules - The rules.
 * @param options - `onProgress`, told after each up-card.
 */
export function strategyTable(rules: BlackjackRules, options: AnalyseOptions = {}): StrategyTable {
  return tableOf(analyse(rules, undefined, options));
}
