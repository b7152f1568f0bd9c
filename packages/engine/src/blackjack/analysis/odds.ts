/**
 * The odds report of blackjack: the main bet's house edge under the basic strategy chart and the
 * insurance bet's exact edge.
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import type { OddsBet, OddsReport } from '../../analysis/report.js';
import { exactBet } from '../../analysis/report.js';
import { frac, sub, mul, type Fraction } from '../../rational/index.js';
import { ok, orThrow, type Result } from '../../result/index.js';
import type { BlackjackError } from '../errors.js';
import { checkRules } from '../rules.js';
import { analyse, type GameAnalysis } from './edge.js';

export type { OddsBet, OddsReport } from '../../analysis/report.js';

/**
 * The insurance bet's house edge against an ace from a full shoe, exactly: the player's cards are
 * unknown on average, so the hole card is a ten with probability `16d / (52d − 1)`.
 *
 * @param rules - The rules (decks and insurance payout).
 * @example
 * ```ts
 * insuranceEdge(resolveRulesOrThrow({ preset: 'seed' })); // 23/311 ≈ 7.40% for six decks
 * ```
 */
export function insuranceEdge(rules: BlackjackRules): Fraction {
  const d = rules.decks;
  const pTen = frac(16 * d, 52 * d - 1);
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
 * The odds report for `croupier odds blackjack`: bet `main` (house edge under the chart, from the
 * exact enumeration) and bet `insurance` (exact fraction).
 *
 * @param rules - The rules (checked: they may come from JSON).
 * @param options - The preset to report, and an analysis to reuse.
 * @returns The report, or `blackjack/bad-rules`.
 * @example
 * ```ts
 * oddsOrThrow(resolveRulesOrThrow({ preset: 'seed' })).bets[0].houseEdge; // ≈ 0.00828
 * ```
 */
export function odds(rules: BlackjackRules, options: OddsOptions = {}): Result<OddsReport, BlackjackError> {
  const checked = checkRules(rules);
  if (!checked.ok) return checked;
  const preset = typeof options?.preset === 'string' ? options.preset : 'seed';
  const analysis = options?.analysis ?? analyse(rules);
  const main: OddsBet = {
    id: 'main',
    houseEdge: analysis.houseEdgeChart,
  };
  const bets: OddsBet[] = [main];
  if (rules.insurance) {
    const e = insuranceEdge(rules);
    bets.push(exactBet('insurance', { houseEdge: e }));
  }
  return ok({ game: 'blackjack', preset, rules, bets });
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
