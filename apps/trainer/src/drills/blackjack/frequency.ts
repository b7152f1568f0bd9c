/**
 * How often a basic-strategy cell comes up, and what its mistakes cost: the exact probability that the
 * first two cards and the dealer's up-card of a round fall in a cell (dealt without replacement from a
 * full shoe of the rules' decks), and the cost of the cell's worst wrong answer from the engine's EVs.
 * Their product rates a cell for the order new cells are introduced in (`byImportance`).
 *
 * @module
 */
import { rational, type Fraction } from '@croupier/engine';

/** A chart cell: a hard or soft total, or a pair by its card's value, against an up-card (1 = ace). */
export interface Cell {
  readonly kind: 'hard' | 'soft' | 'pair';
  /** The total (hard, soft) or the pair card's value (1 = aces). */
  readonly row: number;
  /** The dealer's up-card value (1 = ace, 10 = any ten). */
  readonly up: number;
}

/** The ordered two-card deals (values 1 … 10) that make a cell's hand. */
function twoCardsOf({ kind, row }: Cell): [number, number][] {
  if (kind === 'pair') return [[row, row]];
  if (kind === 'soft') {
    const other = row - 11;
    return other >= 2 && other <= 9
      ? [
          [1, other],
          [other, 1],
        ]
      : [];
  }
  const out: [number, number][] = [];
  for (let a = 2; a <= 10; a++) {
    const b = row - a;
    if (b >= 2 && b <= 10 && b !== a) out.push([a, b]);
  }
  return out;
}

/**
 * The exact probability that a round's first two cards and the dealer's up-card make this cell, from a
 * full shoe of `decks` decks: the sum over the ordered card values of the two cards and the up-card,
 * each drawn without replacement (4 cards of each value a deck, 16 tens).
 *
 * @param cell - The cell.
 * @param decks - Decks in the shoe (1 … 8).
 * @example
 * ```ts
 * // Hard 5 against a 2, six decks: 2 × (24 · 24 · 23) / (312 · 311 · 310)
 * cellFrequency({ kind: 'hard', row: 5, up: 2 }, 6); // 2208/2506660
 * ```
 */
export function cellFrequency(cell: Cell, decks: number): Fraction {
  const count = (v: number) => (v === 10 ? 16 : 4) * decks;
  const n = 52 * decks;
  let num = 0n;
  for (const [a, b] of twoCardsOf(cell)) {
    const first = count(a);
    const second = count(b) - (a === b ? 1 : 0);
    const third = count(cell.up) - (a === cell.up ? 1 : 0) - (b === cell.up ? 1 : 0);
    num += BigInt(first * second * third);
  }
  return rational.frac(num, BigInt(n * (n - 1) * (n - 2)));
}

/**
 * What the worst answer a cell allows costs against its best: the best EV less the lowest, per unit bet.
 *
 * @param evs - The EV of each answer the rules allow (the strategy table's cell; an answer the rules refuse
 *   is absent or `undefined`).
 * @returns The cost (0 when one answer only, or none).
 * @example
 * ```ts
 * worstMistakeCost({ stand: 0.55, hit: -0.85, double: -1.7 }); // 2.25
 * ```
 */
export function worstMistakeCost(evs: object): number {
  const values = Object.values(evs).filter((v): v is number => typeof v === 'number');
  return values.length === 0 ? 0 : Math.max(...values) - Math.min(...values);
}
