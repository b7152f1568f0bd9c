/**
 * The shift's weak spots into the drills' schedule: each wrong croupier's action that a drill drills (a
 * dealer's draw at a total, a payout of a kind) becomes an answer record of that drill's key, so the
 * scheduler brings the key back — a costly mispayment sooner (`recordAnswer`, decision 019). Right actions
 * are not written: a shift of sixty rounds has some five hundred of them, which would push the drills'
 * own answers out of the log.
 *
 * @module
 */
import type { Chart, ChartAction } from '@croupier/engine/blackjack';
import type { StrategyTable } from '../analysis/strategy-table.ts';
import { keyValue } from '../analysis/strategy-table.ts';
import { recordAnswer } from '../session.ts';
import type { AnswerRecord } from '../storage/log.ts';
import type { Progress } from '../storage/progress.ts';
import type { GradedAction } from './blackjack-shift.ts';

/**
 * The answer records of a shift's wrong actions that have a drill key.
 *
 * @param graded - The shift's graded actions.
 * @param at - When the shift ended (epoch ms); the records follow one another by a millisecond.
 * @param seed - The shift's seed (the record's item seed: the drill deals its own item for the key).
 */
export function shiftRecords(graded: readonly GradedAction[], at: number, seed: string): AnswerRecord[] {
  const out: AnswerRecord[] = [];
  for (const g of graded) {
    if (g.correct || !g.spot) continue;
    out.push({
      drill: g.spot.drill,
      key: g.spot.key,
      at: at + out.length,
      ms: g.ms,
      correct: false,
      answer: g.given,
      expected: g.expected,
      seed: `${seed}/${g.round}`,
      ...(g.cost ? { cost: g.cost } : {}),
    });
  }
  return out;
}

/**
 * The progress with the shift's weak spots recorded.
 *
 * @param progress - The progress before.
 * @param records - From {@link shiftRecords}.
 */
export function recordShift(progress: Progress, records: readonly AnswerRecord[]): Progress {
  let p = progress;
  for (const r of records) p = recordAnswer(p, r).progress;
  return p;
}

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
