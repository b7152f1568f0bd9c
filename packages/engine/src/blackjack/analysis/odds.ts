/**
 * The odds report of blackjack: the main bet's house edge under the basic strategy chart (`main`) and
 * under composition-dependent play (`mainOptimal`), and the insurance bet's exact edge.
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import type { OddsBet, OddsReport } from '../../analysis/report.js';
import { exactBet } from '../../analysis/report.js';
import { frac, sub, mul, toFractionString, type Fraction } from '../../rational/index.js';
import { ok, orThrow, type Result } from '../../result/index.js';
import type { BlackjackError } from '../errors.js';
import { checkRules, checkRulesOrThrow } from '../rules.js';
import { analyse, type GameAnalysis } from './edge.js';

export type { OddsBet, OddsReport } from '../../analysis/report.js';

/**
 * The insurance bet's house edge against an ace from a full shoe, exactly: the player's cards are
 * unknown on average, so the hole card is a ten with probability `16d / (52d − 1)` (4/13 from an
 * infinite shoe).
 *
 * @param rules - The rules (decks and insurance payout).
 * @param shoe - `'infinite'` for an infinite shoe (default: `rules.decks` decks).
 * @example
 * ```ts
 * insuranceEdge(resolveRulesOrThrow({ preset: 'seed' })); // 23/311 ≈ 7.40% for six decks
 * insuranceEdge(resolveRulesOrThrow({ preset: 'seed' }), 'infinite'); // 1/13 ≈ 7.69%
 * ```
 */
export function insuranceEdge(rules: BlackjackRules, shoe?: 'infinite'): Fraction {
  checkRulesOrThrow(rules);
  const d = rules.decks;
  const pTen = shoe === 'infinite' ? frac(4, 13) : frac(16 * d, 52 * d - 1);
  const ratio = frac(rules.insurancePays.pays, rules.insurancePays.per);
  // House gains the stake when no ten comes, pays `ratio` when one does.
  return sub(sub(frac(1), pTen), mul(ratio, pTen));
}

/** Options of {@link odds}. */
export interface OddsOptions {
  /** The preset the rules started from (reported as is; default `seed`). */
  readonly preset?: string;
  /** A finished analysis of these rules, to reuse (default: computed here). */
  readonly analysis?: GameAnalysis;
}

/**
 * The odds report for `croupier odds blackjack`: bet `main`, the house edge playing the basic strategy
 * chart (what published basic-strategy tables report); bet `mainOptimal`, the house edge playing the
 * best action for the exact cards seen (composition-dependent, what combinatorial analysers report);
 * and bet `insurance` (exact fraction). Both main figures come from the exact enumeration; from an
 * infinite shoe they carry their exact fractions too, and the reported rules say `decks: 'infinite'`.
 *
 * @param rules - The rules (checked: they may come from JSON).
 * @param options - The preset to report, and an analysis to reuse; pass `analyse(rules, 'infinite')`
 *   for the infinite shoe.
 * @returns The report, or `blackjack/bad-rules`.
 * @example
 * ```ts
 * const r = oddsOrThrow(resolveRulesOrThrow({ preset: 'seed' }));
 * r.bets.map((b) => b.id); // ['main', 'mainOptimal', 'insurance']
 * r.bets[0].houseEdge; // ≈ 0.00828
 * ```
 */
export function odds(rules: BlackjackRules, options: OddsOptions = {}): Result<OddsReport, BlackjackError> {
  const checked = checkRules(rules);
  if (!checked.ok) return checked;
  const preset = typeof options?.preset === 'string' ? options.preset : 'seed';
  const analysis = options?.analysis ?? analyse(rules);
  const exact = analysis.exact;
  const main: OddsBet = {
    id: 'main',
    houseEdge: analysis.houseEdgeChart,
    ...(exact ? { exact: toFractionString(exact.houseEdgeChart) } : {}),
  };
  const mainOptimal: OddsBet = {
    id: 'mainOptimal',
    houseEdge: analysis.houseEdgeOptimal,
    ...(exact ? { exact: toFractionString(exact.houseEdgeOptimal) } : {}),
  };
  const bets: OddsBet[] = [main, mainOptimal];
  if (rules.insurance) {
    const e = insuranceEdge(rules, analysis.infinite ? 'infinite' : undefined);
    bets.push(exactBet('insurance', { houseEdge: e }));
  }
  return ok({ game: 'blackjack', preset, rules: analysis.infinite ? { ...rules, decks: 'infinite' } : rules, bets });
}

/**
 * {@link odds}, throwing a `CroupierError` on bad rules.
 *
 * @param rules - The rules.
 * @param options - The preset to report, and an analysis to reuse.
 */
export function oddsOrThrow(rules: BlackjackRules, options: OddsOptions = {}): OddsReport {
  return orThrow(odds(rules, options));
}
