/**
 * The shoe: 1–8 decks, shuffled by a passed-in RNG, with a cut card, the remaining composition by rank
 * (the analyses need it) and reshuffling. A shoe is an immutable value: drawing returns a new shoe.
 *
 * @module
 */
import { type Card, type Rank, DECK_SIZE, rankOf } from '../cards/encoding.js';
import { err, ok, type Result, type RuleError } from '../result/index.js';
import { type Rng, shuffleInPlace } from '../rng/index.js';

/** An immutable shoe. `cards[position]` is the next card to be dealt. */
export interface Shoe {
  /** Number of decks the shoe was built from (0 for a stacked shoe). */
  readonly decks: number;
  /** All cards of the shoe in dealing order. */
  readonly cards: readonly Card[];
  /** Index of the next card. */
  readonly position: number;
  /** Index at which the cut card sits: once `position` reaches it, the shoe is reshuffled after the round. */
  readonly cutCard: number;
}

/** Options for {@link createShoe}. */
export interface ShoeOptions {
  /** Number of decks, 1–8. */
  readonly decks: number;
  /**
   * Penetration: the share of the shoe dealt before the cut card, as a ratio `{ dealt, of }`
   * (default 3/4). Integers only, so the cut position is exact.
   */
  readonly penetration?: { readonly dealt: number; readonly of: number };
}

/** Error codes of the shoe module. */
export type ShoeErrorCode = 'shoe/bad-decks' | 'shoe/bad-penetration' | 'shoe/empty' | 'shoe/bad-card';

/**
 * Builds and shuffles a shoe.
 *
 * @param options - Decks and penetration.
 * @param rng - Randomness for the shuffle.
 * @returns The shoe, or an error for a bad deck count or penetration.
 * @example
 * ```ts
 * const shoe = createShoe({ decks: 8 }, seededRng(1));
 * ```
 */
export function createShoe(options: ShoeOptions, rng: Rng): Result<Shoe, RuleError<ShoeErrorCode>> {
  const { decks } = options;
  if (!Number.isInteger(decks) || decks < 1 || decks > 8) {
    return err('shoe/bad-decks', `A shoe holds 1 to 8 whole decks, got ${decks}.`, { decks, allowed: '1–8' });
  }
  const pen = options.penetration ?? { dealt: 3, of: 4 };
  if (
    !Number.isInteger(pen.dealt) ||
    !Number.isInteger(pen.of) ||
    pen.of <= 0 ||
    pen.dealt <= 0 ||
    pen.dealt > pen.of
  ) {
    return err(
      'shoe/bad-penetration',
      `Penetration must be a fraction dealt/of with 0 < dealt ≤ of, got ${pen.dealt}/${pen.of}.`,
      {
        penetration: pen,
      },
    );
  }
  const cards: Card[] = [];
  for (let d = 0; d < decks; d++) for (let c = 0; c < DECK_SIZE; c++) cards.push(c);
  shuffleInPlace(rng, cards);
  const cutCard = Math.floor((cards.length * pen.dealt) / pen.of);
  return ok({ decks, cards, position: 0, cutCard });
}

/**
 * A stacked shoe for tests and examples: the cards are dealt in exactly the order given.
 *
 * @param cards - The cards, next card first.
 * @param cutCard - Where the cut card sits (default: after the last card).
 */
export function stackedShoe(cards: readonly Card[], cutCard = cards.length): Shoe {
  return { decks: 0, cards: cards.slice(), position: 0, cutCard };
}

/** Number of cards left to deal. */
export function remaining(shoe: Shoe): number {
  return shoe.cards.length - shoe.position;
}

/** Whether the cut card has come out (reshuffle after this round). */
export function cutCardReached(shoe: Shoe): boolean {
  return shoe.position >= shoe.cutCard;
}

/**
 * Deals the next card.
 *
 * @param shoe - The shoe.
 * @returns The card and the shoe after it, or `shoe/empty`.
 */
export function draw(shoe: Shoe): Result<{ card: Card; shoe: Shoe }, RuleError<'shoe/empty'>> {
  if (shoe.position >= shoe.cards.length) {
    return err('shoe/empty', 'The shoe is empty; reshuffle before dealing.');
  }
  return ok({ card: shoe.cards[shoe.position]!, shoe: { ...shoe, position: shoe.position + 1 } });
}

/**
 * The remaining composition by rank: `counts[rank]` cards of each rank index (0 = two … 12 = ace)
 * are still to be dealt.
 *
 * @param shoe - The shoe.
 */
export function compositionByRank(shoe: Shoe): number[] {
  const counts = new Array<number>(13).fill(0);
  for (let i = shoe.position; i < shoe.cards.length; i++) counts[rankOf(shoe.cards[i]!)]!++;
  return counts;
}

/**
 * A full shoe's composition by rank: `4 × decks` of each rank.
 *
 * @param decks - Number of decks.
 */
export function fullComposition(decks: number): number[] {
  return new Array<number>(13).fill(4 * decks);
}

/**
 * Reshuffles every card of the shoe back together.
 *
 * @param shoe - The shoe.
 * @param rng - Randomness.
 */
export function reshuffle(shoe: Shoe, rng: Rng): Shoe {
  const cards = shuffleInPlace(rng, shoe.cards.slice());
  return { ...shoe, cards, position: 0 };
}

/** The rank index of each remaining card, in dealing order (for inspection in tests). */
export function remainingRanks(shoe: Shoe): Rank[] {
  return shoe.cards.slice(shoe.position).map(rankOf);
}
