/**
 * The basic-strategy chart the blackjack shift's seat players play by, read off the strategy table the
 * app's worker computes for the trainee's rules.
 *
 * @module
 */
import type { Chart, ChartAction } from '@croupier/engine/blackjack';
import type { StrategyTable } from '../../analysis/strategy-table.ts';
import { keyValue } from '../../analysis/strategy-table.ts';

/**
 * The chart of a strategy table (the app's worker computes the table; the seat players play by its chart).
 *
 * @param table - The strategy table of the rules.
 */
export function chartOfTable(table: StrategyTable): Chart {
  const row = (kind: 'hard' | 'soft' | 'pair', r: number): ChartAction[] =>
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((up) => {
      const key = `${kind}-${kind === 'pair' ? keyValue(r) : String(r)}-${keyValue(up)}`;
      return table.cells[key]?.action ?? (kind !== 'pair' && r >= 17 ? 'S' : 'H');
    });
  const hard: Record<number, ChartAction[]> = {};
  const soft: Record<number, ChartAction[]> = {};
  const pairs: Record<number, ChartAction[]> = {};
  for (let t = 4; t <= 21; t++) hard[t] = row('hard', t);
  for (let t = 12; t <= 21; t++) soft[t] = row('soft', t);
  for (let v = 1; v <= 10; v++) pairs[v] = row('pair', v);
  return { hard, soft, pairs };
}
