/**
 * The exact figures the page prints, computed by the engine when the site is built: the three results'
 * probabilities and every bet's house edge, per deck count and tableau.
 *
 * @module
 */
import {
  coupDistributionOrThrow,
  exactBets,
  fullValueCounts,
  resolveRulesOrThrow,
  type TableauId,
} from '@croupier/engine/baccarat';
import { rational } from '@croupier/engine';
import type { CoupFigures } from './shoeOdds';

/** One row of the odds table. */
export interface OddsRow extends CoupFigures {
  /** Decks in the shoe. */
  readonly decks: number;
  /** Which tableau. */
  readonly tableau: TableauId;
  /** Ordered six-card sequences enumerated, as digits. */
  readonly sequences: string;
  /** The Банко, Пунто and ничья edges as exact fractions `num/den`. */
  readonly exactBanker: string;
  readonly exactPlayer: string;
  readonly exactTie: string;
}

/**
 * Computes the odds rows (exact enumeration, a few milliseconds each).
 *
 * @param decks - Deck counts, default 8 and 6.
 * @param tableaus - Tableaus, default the casino one and the text's.
 */
export function oddsRows(
  decks: readonly number[] = [8, 6],
  tableaus: readonly TableauId[] = ['casino', 'seed'],
): OddsRow[] {
  const rows: OddsRow[] = [];
  for (const tableau of tableaus) {
    for (const d of decks) {
      const rules = resolveRulesOrThrow({ preset: tableau === 'seed' ? 'seed' : 'casino', overrides: { decks: d } });
      const dist = coupDistributionOrThrow(rules, fullValueCounts(d));
      const [b, p, t] = exactBets(rules, dist);
      rows.push({
        decks: d,
        tableau,
        sequences: dist.sequences.toString(),
        pBanker: rational.toNumber(b!.win),
        pPlayer: rational.toNumber(p!.win),
        pTie: rational.toNumber(t!.win),
        edgeBanker: rational.toNumber(b!.houseEdge),
        edgePlayer: rational.toNumber(p!.houseEdge),
        edgeTie: rational.toNumber(t!.houseEdge),
        exactBanker: rational.toFractionString(b!.houseEdge),
        exactPlayer: rational.toFractionString(p!.houseEdge),
        exactTie: rational.toFractionString(t!.houseEdge),
      });
    }
  }
  return rows;
}
