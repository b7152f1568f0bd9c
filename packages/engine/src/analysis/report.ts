/**
 * The odds report every game's analysis returns (`odds(rules, options)`), the shape `croupier odds
 * <game> --json` prints (`packages/engine/contracts/odds.schema.json`). It lives in the analysis layer;
 * the CLI only formats it.
 *
 * @module
 */
import type { GameId } from '../game/index.js';
import type { Fraction } from '../rational/index.js';
import { toFractionString, toNumber } from '../rational/index.js';

/** One bet's exact odds, as `croupier odds --json` prints it (see packages/engine/contracts/odds.schema.json). */
export interface OddsBet {
  /** camelCase bet id: `banker`, `pass`, `main`, `ante`… */
  readonly id: string;
  /** Probability the bet wins, per bet made. */
  readonly win?: number;
  /** Probability it pushes. */
  readonly push?: number;
  /** Probability it loses. */
  readonly lose?: number;
  /** House's expected gain per unit staked (positive favours the house). */
  readonly houseEdge: number;
  /** `houseEdge` as a reduced fraction string, where exact. */
  readonly exact?: string;
  /** House's expected gain per unit of total risk, where it differs from the house edge. */
  readonly elementOfRisk?: number;
}

/** The odds report of one game under one rules object. */
export interface OddsReport {
  /** `blackjack`, `baccarat`, `craps` or `stud`. */
  readonly game: GameId;
  /** The preset the rules started from. */
  readonly preset: string;
  /** The full rules object analysed. */
  readonly rules: object;
  /** Every bet's figures. */
  readonly bets: readonly OddsBet[];
}

/** Builds an {@link OddsBet} from exact fractions. */
export function exactBet(
  id: string,
  p: { win?: Fraction; push?: Fraction; lose?: Fraction; houseEdge: Fraction; elementOfRisk?: Fraction },
): OddsBet {
  return {
    id,
    ...(p.win ? { win: toNumber(p.win) } : {}),
    ...(p.push ? { push: toNumber(p.push) } : {}),
    ...(p.lose ? { lose: toNumber(p.lose) } : {}),
    houseEdge: toNumber(p.houseEdge),
    exact: toFractionString(p.houseEdge),
    ...(p.elementOfRisk ? { elementOfRisk: toNumber(p.elementOfRisk) } : {}),
  };
}
