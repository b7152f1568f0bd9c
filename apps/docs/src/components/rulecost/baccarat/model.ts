/**
 * The baccarat rule-cost island as a pure model: its state is the reader's choice of rules (every
 * figure is known when the site is built, so the island is always done), stepped by
 * {@link choiceModel}, and the selectors the view lays out.
 *
 * @module
 */
import type { BaccaratBet } from '@croupier/paytables/baccarat';
import {
  CASINO_CHOICE,
  PAGE_BETS,
  SEED_CHOICE,
  choiceKey,
  tableauDifferences,
  type BaccaratChoice,
  type BaccaratData,
  type ExactFigure,
  type Tableaus,
} from './baccaratCost';
import { compare, choiceModel, type Compared } from '../model';

/** The island's state: the choice of rules. */
export type BaccaratState = BaccaratChoice;

/** The island's reducer: the text's rules first, the presets the buttons set (`useChoice`). */
export const model = choiceModel<BaccaratState>(SEED_CHOICE, CASINO_CHOICE);
/** The first state (the text's rules), the presets, and the next state. */
export const { INITIAL, PRESETS, step } = model;

/** What each bet pays on the page (the banker's depends on the commission). */
const PAYS: Readonly<Record<string, string>> = {
  player: '1:1',
  tie: '8:1',
  playerPair: '11:1',
  bankerPair: '11:1',
  eitherPair: '5:1',
  perfectPair: '25:1',
  dragon7: '40:1',
  panda8: '25:1',
};
const BANKER_PAYS: Readonly<Record<string, string>> = {
  commission: '19:20',
  noCommission: '1:1, на шестёрке 1:2',
  ez: '1:1, на трёх картах с 7 — возврат',
};

/** A bet's payout as the table's row names it. */
export function paysRu(bet: BaccaratBet, s: BaccaratState): string {
  return (bet === 'banker' ? BANKER_PAYS[s.commission] : PAYS[bet]) ?? '';
}

/** One bet's row: the text's edge, the chosen one, the change. */
export interface BetRow extends Compared<ExactFigure> {
  readonly bet: BaccaratBet;
}

/**
 * Every bet of the page against the text's rules.
 *
 * @param data - The figures.
 * @param s - The state.
 */
export function betRows(data: BaccaratData, s: BaccaratState): BetRow[] {
  const base = data[choiceKey(SEED_CHOICE)]!;
  const cur = data[choiceKey(s)]!;
  return PAGE_BETS.map((bet) => ({ bet, ...compare(base[bet]!, cur[bet]!, (f) => f.value) }));
}

/** One cell of the tableau shown. */
export interface TableauCellView {
  /** `<total>:<third>`, `stood` when the player stood. */
  readonly key: string;
  readonly draws: boolean;
  /** Whether the other tableau says the opposite here. */
  readonly changed: boolean;
}

/**
 * The chosen tableau's rows, each cell marked where the two tableaus differ.
 *
 * @param tableaus - Both tableaus.
 * @param s - The state.
 */
export function tableauView(tableaus: Tableaus, s: BaccaratState) {
  const diffs = tableauDifferences(tableaus);
  return {
    differences: diffs.length,
    rows: tableaus[s.tableau].map((row) => ({
      total: row.total,
      cells: [...row.draws, row.drawsWhenStood].map((draws, i): TableauCellView => {
        const third = i === 10 ? null : i;
        return {
          key: `${row.total}:${third ?? 'stood'}`,
          draws,
          changed: diffs.some((d) => d.total === row.total && d.third === third),
        };
      }),
    })),
  };
}
