/**
 * The craps odds report: every bet of the layout with its exact figures, in the shape of
 * `packages/engine/contracts/odds.schema.json` (plus craps' own fields).
 *
 * @module
 */
import type { CrapsRules } from '@croupier/paytables/craps';
import type { OddsBet } from '../../analysis/report.js';
import { toFractionString, toNumber } from '../../rational/index.js';
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

/**
 * Converts an exact bet analysis to a report row.
 *
 * @param b - The exact figures.
 */
export function toOddsBet(b: BetAnalysis): CrapsOddsBet {
  return {
    id: b.id,
    pays: b.pays,
    win: toNumber(b.win),
    push: toNumber(b.push),
    lose: toNumber(b.lose),
    houseEdge: toNumber(b.houseEdge),
    exact: toFractionString(b.houseEdge),
    edgePerResolved: toNumber(b.edgePerResolved),
    edgePerResolvedExact: toFractionString(b.edgePerResolved),
    expectedRolls: toNumber(b.expectedRolls),
    winExact: toFractionString(b.win),
  };
}

/**
 * The bets of the odds report: every bet on the layout with exact win/push/lose, house edge per bet
 * made (`exact` as a fraction) and per resolved bet, expected rolls; the line bets with full odds; and,
 * when the pass bet is adjustable, `passTakenDownAtPoint` (negative: the player's edge).
 *
 * @param rules - The table's rules.
 * @example
 * ```ts
 * odds(DEFAULT_RULES).find((b) => b.id === 'dontPass')!.exact; // '3/220'
 * ```
 */
export function odds(rules: CrapsRules): CrapsOddsBet[] {
  return analyzeBets(rules).map(toOddsBet);
}
