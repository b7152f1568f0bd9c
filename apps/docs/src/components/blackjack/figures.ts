/**
 * The exact figures the «Блекджек» page prints, computed by the engine when the site is built.
 *
 * @module
 */
import {
  analyse,
  insuranceEdge,
  naturalProbability,
  resolveRulesOrThrow,
  type ChartAction,
} from '@croupier/engine/blackjack';
import { rational } from '@croupier/engine';

const UPS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1];

/** The chart rows (dealer 2…A across) and the house edges for a preset. */
export function pageFigures(preset: 'seed' | 'casino' = 'seed') {
  const rules = resolveRulesOrThrow({ preset });
  const g = analyse(rules);
  const pick = (row: readonly ChartAction[]) => UPS.map((u) => row[u - 1]!);
  const hard: Record<string, ChartAction[]> = {};
  for (let t = 5; t <= 20; t++) hard[String(t)] = pick(g.chart.hard[t]!);
  const soft: Record<string, ChartAction[]> = {};
  for (let t = 13; t <= 20; t++) soft[String(t)] = pick(g.chart.soft[t]!);
  const pairs: Record<string, ChartAction[]> = {};
  for (const x of [2, 3, 4, 5, 6, 7, 8, 9, 10, 1]) {
    const k = x === 1 ? 'A' : x === 10 ? 'T' : String(x);
    pairs[`${k}-${k}`] = pick(g.chart.pairs[x]!);
  }
  const natural = naturalProbability(rules.decks);
  const ins = insuranceEdge(rules);
  return {
    rules,
    hard,
    soft,
    pairs,
    edgeChart: g.houseEdgeChart,
    edgeOptimal: g.houseEdgeOptimal,
    natural: rational.toFractionString(natural),
    naturalPct: rational.toNumber(natural),
    insurance: rational.toFractionString(ins),
    insurancePct: rational.toNumber(ins),
  };
}
