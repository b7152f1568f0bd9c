/**
 * The baccarat rule-cost page's logic: the choices (the tableau, the commission, the decks), the bets'
 * exact edges for each (computed by the engine when the site is built), and the tableau's cells where
 * the text and the casino differ.
 *
 * @module
 */
import type { BaccaratBet, BaccaratRules, TableauId } from '@croupier/paytables/baccarat';
import { setValue } from '../../method/ids';

/** How the banker bet is charged. */
export type CommissionId = 'commission' | 'noCommission' | 'ez';

/** The commission choices in the page's order. */
export const COMMISSION_IDS: readonly CommissionId[] = ['commission', 'noCommission', 'ez'];

/** The choices as the page names them. */
export const COMMISSION_RU: Readonly<Record<CommissionId, string>> = {
  commission: 'комиссия 5 %: Банко платит 19:20 (текст)',
  noCommission: 'без комиссии, но выигрыш Банко на шестёрке платит 1:2',
  ez: 'без комиссии, с Драконом 7: выигрыш Банко тремя картами с 7 очками возвращает ставку',
};

/** What the reader picked. */
export interface BaccaratChoice {
  /** The banker's third-card tableau. */
  readonly tableau: TableauId;
  /** The commission. */
  readonly commission: CommissionId;
  /** Decks, 1–8. */
  readonly decks: number;
}

/** The text's rules (eight decks, as the README's figures). */
export const SEED_CHOICE: BaccaratChoice = { tableau: 'seed', commission: 'commission', decks: 8 };
/** The casino's. */
export const CASINO_CHOICE: BaccaratChoice = { tableau: 'casino', commission: 'commission', decks: 8 };

/** The bets the page prices, in its order: the main bets, then every side bet with its usual payout. */
export const PAGE_BETS: readonly BaccaratBet[] = [
  'banker',
  'player',
  'tie',
  'playerPair',
  'bankerPair',
  'eitherPair',
  'perfectPair',
  'dragon7',
  'panda8',
];

/** An exact figure: the reduced fraction and its value. */
export interface ExactFigure {
  /** `num/den`. */
  readonly exact: string;
  /** The number. */
  readonly value: number;
}

/** Every bet's house edge for every choice, keyed by {@link choiceKey}. */
export type BaccaratData = Readonly<Record<string, Readonly<Partial<Record<BaccaratBet, ExactFigure>>>>>;

/**
 * The key of a choice in the data.
 *
 * @param c - The choice.
 */
export function choiceKey(c: BaccaratChoice): string {
  return `${c.tableau}/${c.commission}/${c.decks}`;
}

/** One row of a tableau: the banker's two-card total and whether the banker draws on each third card. */
export interface TableauRow {
  /** The banker's total, 0–7. */
  readonly total: number;
  /** Draws on the player's third card 0…9. */
  readonly draws: readonly boolean[];
  /** Draws when the player stood. */
  readonly drawsWhenStood: boolean;
}

/** Both tableaus, as rows. */
export type Tableaus = Readonly<Record<TableauId, readonly TableauRow[]>>;

/** A cell where the tableaus differ: the banker's total and the player's third card (`null`: stood). */
export interface TableauCell {
  readonly total: number;
  readonly third: number | null;
}

/**
 * The cells where the text's tableau and the casino's differ.
 *
 * @param t - Both tableaus.
 */
export function tableauDifferences(t: Tableaus): TableauCell[] {
  const out: TableauCell[] = [];
  t.seed.forEach((row, i) => {
    const other = t.casino[i]!;
    row.draws.forEach((d, third) => {
      if (d !== other.draws[third]) out.push({ total: row.total, third });
    });
    if (row.drawsWhenStood !== other.drawsWhenStood) out.push({ total: row.total, third: null });
  });
  return out;
}

/**
 * Every figure as one compact string for the page's props (`key:bet=num/den,…;…`): the fractions only,
 * the numbers are recomputed from them.
 *
 * @param data - The figures.
 */
export function packData(data: BaccaratData): string {
  return Object.entries(data)
    .map(
      ([key, bets]) =>
        `${key}:${Object.entries(bets)
          .map(([bet, f]) => `${bet}=${f!.exact}`)
          .join(',')}`,
    )
    .join(';');
}

/**
 * The figures back from {@link packData}.
 *
 * @param text - The packed figures.
 */
export function unpackData(text: string): BaccaratData {
  const out: Record<string, Partial<Record<BaccaratBet, ExactFigure>>> = {};
  for (const entry of text.split(';')) {
    const [key, list] = entry.split(':');
    const bets: Partial<Record<BaccaratBet, ExactFigure>> = {};
    for (const item of list!.split(',')) {
      const [bet, exact] = item.split('=');
      const [n, d] = exact!.split('/');
      bets[bet as BaccaratBet] = { exact: exact!, value: Number(BigInt(n!)) / Number(BigInt(d ?? '1')) };
    }
    out[key!] = bets;
  }
  return out;
}

/** The banker's payout rules of each commission choice. */
export const COMMISSION_RULES: Readonly<
  Record<CommissionId, Pick<BaccaratRules, 'bankerPays' | 'bankerSixPays' | 'bankerThreeCardSevenPushes'>>
> = {
  commission: { bankerPays: { pays: 19, per: 20 }, bankerSixPays: null, bankerThreeCardSevenPushes: false },
  noCommission: {
    bankerPays: { pays: 1, per: 1 },
    bankerSixPays: { pays: 1, per: 2 },
    bankerThreeCardSevenPushes: false,
  },
  ez: { bankerPays: { pays: 1, per: 1 }, bankerSixPays: null, bankerThreeCardSevenPushes: true },
};

/** The side bets' payouts the page prices (those of `@croupier/paytables/baccarat`'s sources). */
export const SIDE_PAYS: Readonly<
  Pick<BaccaratRules, 'eitherPairPays' | 'perfectPairPays' | 'dragon7Pays' | 'panda8Pays'>
> = {
  eitherPairPays: { pays: 5, per: 1 },
  perfectPairPays: { pays: 25, per: 1 },
  dragon7Pays: { pays: 40, per: 1 },
  panda8Pays: { pays: 25, per: 1 },
};

/**
 * The figure id of a bet's house edge under a choice: the casino preset with the choice's decks,
 * tableau, commission and side-bet payouts set (what `croupier odds baccarat --preset casino --decks …
 * --set …` prints).
 *
 * @param c - The choice.
 * @param bet - The bet.
 */
export function baccaratFigureId(c: BaccaratChoice, bet: BaccaratBet): string {
  const sets = Object.entries({ tableau: c.tableau, ...COMMISSION_RULES[c.commission], ...SIDE_PAYS })
    .map(([k, v]) => `+${k}=${setValue(v)}`)
    .join('');
  return `baccarat/casino@${c.decks}${sets}/${bet}/houseEdge`;
}
