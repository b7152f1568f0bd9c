/**
 * The exact figures the «Блекджек» page prints, computed by the engine when the site is built.
 *
 * @module
 */
import { analyse, chartRows, insuranceEdge, naturalProbability, resolveRulesOrThrow } from '@croupier/engine/blackjack';
import { rational } from '@croupier/engine';

/** The chart rows (the engine's layout: dealer 2…A across) and the house edges for a preset. */
export function pageFigures(preset: 'seed' | 'casino' = 'seed') {
  const rules = resolveRulesOrThrow({ preset });
  const g = analyse(rules);
  const { hard, soft, pairs } = chartRows(g.chart);
  const natural = naturalProbability(rules.decks);
  const ins = insuranceEdge(rules);
  return {
    rules,
    hard,
    soft,
    pairs,
    edgeChart: g.houseEdgeChart,
    edgeOptimal: g.houseEdgeOptimal,
    natural,
    naturalPct: rational.toNumber(natural),
    insurance: ins,
    insurancePct: rational.toNumber(ins),
  };
}
