/**
 * The craps odds report: every bet of the layout with its exact figures, in the shape of
 * `packages/engine/contracts/odds.schema.json` (plus craps' own fields). The CLI only formats it.
 *
 * @module
 */
import type { CrapsRules } from '@croupier/paytables/craps';
import { exactBet, type OddsBet, type OddsReport } from '../../analysis/report.js';
import { ok, orThrow, type Result } from '../../result/index.js';
import { toFractionString, toNumber } from '../../rational/index.js';
import type { CrapsError } from '../errors.js';
import { checkRules, presetOf } from '../rules.js';
import { analyzeBets, type BetAnalysis } from './bets.js';

/** One bet of the craps odds report: the shared fields and craps' own. */
export interface CrapsOddsBet extends OddsBet {
  /** What the bet pays, as on the layout. */
  readonly pays: string;
  /** Probability it wins, per bet made. */
  readonly win: number;
  /** Probability it is returned. */
  readonly push: number;
  /** Probability it loses. */
  readonly lose: number;
  /** House edge per resolved bet (pushes left out). */
  readonly edgePerResolved: number;
  /** `edgePerResolved` as a reduced fraction. */
  readonly edgePerResolvedExact: string;
  /** Expected rolls until the bet is decided. */
  readonly expectedRolls: number;
  /** Exact win probability as a fraction. */
  readonly winExact: string;
}

/** The craps odds report: the shared shape, with craps' rows. */
export interface CrapsOddsReport extends OddsReport {
  readonly game: 'craps';
  readonly rules: CrapsRules;
  readonly bets: readonly CrapsOddsBet[];
}

/**
 * Converts an exact bet analysis to a report row.
 *
 * @param b - The exact figures.
 */
export function toOddsBet(b: BetAnalysis): CrapsOddsBet {
  const shared = exactBet(b.id, { houseEdge: b.houseEdge });
  return {
    id: shared.id,
    pays: b.pays,
    win: toNumber(b.win),
    push: toNumber(b.push),
    lose: toNumber(b.lose),
    houseEdge: shared.houseEdge,
    exact: shared.exact!,
    edgePerResolved: toNumber(b.edgePerResolved),
    edgePerResolvedExact: toFractionString(b.edgePerResolved),
    expectedRolls: toNumber(b.expectedRolls),
    winExact: toFractionString(b.win),
  };
}

/** Options of {@link odds}. */
export interface CrapsOddsOptions {
  /** The preset the rules came from, for the report (default: the preset they equal, or `custom`). */
  readonly preset?: string;
}

/**
 * The exact odds report of craps: every bet on the layout with exact win/push/lose, house edge per bet
 * made (`exact` as a fraction) and per resolved bet, expected rolls; the line bets with full odds; and,
 * when the pass bet is adjustable, `passTakenDownAtPoint` (negative: the player's edge).
 *
 * @param rules - The table's rules (checked: they may come from JSON).
 * @param options - The preset name to report.
 * @returns The report, or `craps/bad-rules`.
 * @example
 * ```ts
 * orThrow(odds(DEFAULT_RULES)).bets.find((b) => b.id === 'dontPass')!.exact; // '3/220'
 * ```
 */
export function odds(rules: CrapsRules, options: CrapsOddsOptions = {}): Result<CrapsOddsReport, CrapsError> {
  const checked = checkRules(rules);
  if (!checked.ok) return checked;
  const r = checked.value;
  const preset =
    options !== null && typeof options === 'object' && typeof options.preset === 'string'
      ? options.preset.slice(0, 60)
      : (presetOf(r) ?? 'custom');
  return ok({ game: 'craps', preset, rules: r, bets: analyzeBets(r).map(toOddsBet) });
}

/**
 * {@link odds}, throwing a `CroupierError` on bad rules.
 *
 * @param rules - The table's rules.
 * @param options - The preset name to report.
 */
export function oddsOrThrow(rules: CrapsRules, options: CrapsOddsOptions = {}): CrapsOddsReport {
  return orThrow(odds(rules, options));
}
