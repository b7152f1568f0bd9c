/**
 * The logic of the part-way shoe island: value counts the reader changes, and the exact odds of the
 * next coup from what is left, computed by the engine in the browser.
 *
 * @module
 */
import {
  coupDistribution,
  exactBets,
  fullValueCounts,
  resolveRulesOrThrow,
  type TableauId,
} from '@croupier/engine/baccarat';
import { rational } from '@croupier/engine';
import { baccaratErrorRu } from '@croupier/ru';

/** The Russian label of each value row: which cards have it. */
export const VALUE_LABELS: readonly string[] = ['0 (10, В, Д, К)', '1 (Т)', '2', '3', '4', '5', '6', '7', '8', '9'];

/** A coup's three results and the house edges of the three main bets (the odds table's and the shoe's). */
export interface CoupFigures {
  /** P(banker wins), P(player wins), P(tie). */
  readonly pBanker: number;
  readonly pPlayer: number;
  readonly pTie: number;
  /** House edges of Банко (19:20), Пунто (1:1) and ничья (8:1). */
  readonly edgeBanker: number;
  readonly edgePlayer: number;
  readonly edgeTie: number;
}

/** The odds of the next coup from a shoe. */
export interface ShoeOdds extends CoupFigures {
  /** Cards left. */
  readonly cards: number;
  /** The same six figures as exact fractions, `num/den`. */
  readonly exact: { readonly [K in keyof CoupFigures]: string };
}

/**
 * The exact odds of the next coup, or a Russian message when the shoe cannot deal a coup.
 *
 * @param counts - Cards of each value 0…9 left.
 * @param tableau - Which tableau.
 */
export function shoeOdds(
  counts: readonly number[],
  tableau: TableauId,
): { ok: true; odds: ShoeOdds } | { ok: false; error: string } {
  const rules = resolveRulesOrThrow({ preset: tableau === 'seed' ? 'seed' : 'casino' });
  const d = coupDistribution(rules, counts);
  if (!d.ok) return { ok: false, error: baccaratErrorRu(d.error) };
  const [b, p, t] = exactBets(rules, d.value);
  const n = rational.toNumber;
  const f = (x: rational.Fraction) => `${x.num}/${x.den}`;
  return {
    ok: true,
    odds: {
      cards: d.value.cards ?? 0,
      pBanker: n(b!.win),
      pPlayer: n(p!.win),
      pTie: n(t!.win),
      edgeBanker: n(b!.houseEdge),
      edgePlayer: n(p!.houseEdge),
      edgeTie: n(t!.houseEdge),
      exact: {
        pBanker: f(b!.win),
        pPlayer: f(p!.win),
        pTie: f(t!.win),
        edgeBanker: f(b!.houseEdge),
        edgePlayer: f(p!.houseEdge),
        edgeTie: f(t!.houseEdge),
      },
    },
  };
}

/**
 * Changes one value's count by `delta`, kept between 0 and what `decks` decks hold.
 *
 * @param counts - The counts.
 * @param value - The value 0…9.
 * @param delta - +1 or −1 (or more).
 * @param decks - Decks in the shoe.
 */
export function adjust(counts: readonly number[], value: number, delta: number, decks: number): number[] {
  const max = fullValueCounts(decks)[value]!;
  return counts.map((c, v) => (v === value ? Math.min(max, Math.max(0, c + delta)) : c));
}
