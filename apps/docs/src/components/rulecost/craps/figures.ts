/**
 * The craps rule-cost page's figures, computed by the engine when the site is built: every line bet
 * under every odds limit and both bars.
 *
 * @module
 */
import { analyzeBets, resolveRulesOrThrow, type BetAnalysis } from '@croupier/engine/craps';
import { rational } from '@croupier/engine';
import type { CrapsData, ExactFigure, LimitFigures } from './crapsCost';
import { ODDS_LIMITS } from './crapsCost';

const figure = (b: BetAnalysis | undefined): ExactFigure => {
  if (!b) throw new Error('craps rule cost: a line bet is missing from the analysis');
  return { exact: rational.toFractionString(b.houseEdge), value: rational.toNumber(b.houseEdge) };
};

let cache: CrapsData | undefined;

/** The figures of the page (about a second and a half of analysis, once per build). */
export function crapsData(): CrapsData {
  if (cache) return cache;
  const seed = resolveRulesOrThrow({ preset: 'seed' });
  const byLimit: Record<string, Record<string, LimitFigures>> = {};
  let first: BetAnalysis[] | undefined;
  for (const oddsLimit of ODDS_LIMITS) {
    byLimit[oddsLimit] = {};
    for (const dontPassBar of [2, 12] as const) {
      const bets = analyzeBets({ ...seed, oddsLimit, dontPassBar, passAfterPoint: 'adjustable' });
      first ??= bets;
      const by = (id: string) => bets.find((b) => b.id === id);
      byLimit[oddsLimit]![String(dontPassBar)] = {
        passWithOdds: figure(by('passWithOdds')),
        dontPassWithOdds: figure(by('dontPassWithOdds')),
        dontPass: figure(by('dontPass')),
        dontCome: figure(by('dontCome')),
      };
    }
  }
  const by = (id: string) => first!.find((b) => b.id === id);
  cache = {
    pass: figure(by('pass')),
    come: figure(by('come')),
    passTakenDown: figure(by('passTakenDownAtPoint')),
    byLimit,
  };
  return cache;
}
