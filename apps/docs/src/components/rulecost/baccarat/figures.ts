/**
 * The baccarat rule-cost page's figures, computed by the engine when the site is built: every bet's
 * exact house edge for both tableaus, the three commissions and one to eight decks, and both tableaus.
 *
 * @module
 */
import { exactOddsOrThrow, resolveRulesOrThrow, thirdCardRules, type BaccaratRules } from '@croupier/engine/baccarat';
import { rational } from '@croupier/engine';
import type { TableauId } from '@croupier/paytables/baccarat';
import {
  COMMISSION_IDS,
  COMMISSION_RULES,
  SIDE_PAYS,
  choiceKey,
  type BaccaratData,
  type CommissionId,
  type ExactFigure,
  type Tableaus,
} from './baccaratCost';

/**
 * The rules of a choice: the casino preset with its pairs at 11:1, plus either pair 5:1, perfect pair
 * 25:1, Dragon 7 40:1 and Panda 8 25:1 (the payouts of `@croupier/paytables/baccarat`'s sources), the
 * tableau, commission and decks picked.
 *
 * @param tableau - The tableau.
 * @param commission - The commission.
 * @param decks - Decks.
 */
export function rulesOfChoice(tableau: TableauId, commission: CommissionId, decks: number): BaccaratRules {
  return {
    ...resolveRulesOrThrow({ preset: 'casino' }),
    ...SIDE_PAYS,
    ...COMMISSION_RULES[commission],
    tableau,
    decks,
  };
}

let cache: { data: BaccaratData; tableaus: Tableaus } | undefined;

/** Every bet's edge for every choice (48 exact analyses, a fraction of a second) and both tableaus. */
export function baccaratData(): { readonly data: BaccaratData; readonly tableaus: Tableaus } {
  if (cache) return cache;
  const data: Record<string, Record<string, ExactFigure>> = {};
  for (const tableau of ['seed', 'casino'] as const) {
    for (const commission of COMMISSION_IDS) {
      for (let decks = 1; decks <= 8; decks++) {
        const bets = exactOddsOrThrow(rulesOfChoice(tableau, commission, decks));
        data[choiceKey({ tableau, commission, decks })] = Object.fromEntries(
          bets.map((b) => [
            b.id,
            { exact: rational.toFractionString(b.houseEdge), value: rational.toNumber(b.houseEdge) },
          ]),
        );
      }
    }
  }
  const rows = (tableau: TableauId) =>
    thirdCardRules({ tableau }).banker.map((row) => ({
      total: row.total,
      draws: Array.from({ length: 10 }, (_, v) => row.drawsOn.includes(v)),
      drawsWhenStood: row.whenPlayerStood === 'draw',
    }));
  cache = { data, tableaus: { seed: rows('seed'), casino: rows('casino') } };
  return cache;
}
