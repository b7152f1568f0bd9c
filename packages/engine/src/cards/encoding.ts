/**
 * The integer card encoding used everywhere in the engine.
 *
 * A card is an integer `0…51`: `card = rank * 4 + suit`.
 *
 * | rank index | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 |
 * | ---------- | - | - | - | - | - | - | - | - | - | - | -- | -- | -- |
 * | rank       | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 (T) | J (В) | Q (Д) | K (К) | A (Т) |
 *
 * | suit index | 0 | 1 | 2 | 3 |
 * | ---------- | - | - | - | - |
 * | suit       | ♠ spades, пики | ♥ hearts, черви | ♦ diamonds, бубны | ♣ clubs, трефы |
 *
 * So `0` is the two of spades, `51` the ace of clubs, and `rank = card >> 2`, `suit = card & 3`.
 * Ranks order as in poker (ace high); the game modules map ranks to their own values.
 *
 * @module
 */

/** A card, `rank * 4 + suit`, an integer `0…51`. */
export type Card = number;
/** A rank index `0…12` (two … ace). */
export type Rank = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
/** A suit index `0…3` (♠ ♥ ♦ ♣). */
export type Suit = 0 | 1 | 2 | 3;

/** Rank indices by name, for readable code: `RANK.ACE === 12`. */
export const RANK = {
  TWO: 0,
  THREE: 1,
  FOUR: 2,
  FIVE: 3,
  SIX: 4,
  SEVEN: 5,
  EIGHT: 6,
  NINE: 7,
  TEN: 8,
  JACK: 9,
  QUEEN: 10,
  KING: 11,
  ACE: 12,
} as const satisfies Record<string, Rank>;

/** Suit indices by name: `SUIT.SPADES === 0`. */
export const SUIT = { SPADES: 0, HEARTS: 1, DIAMONDS: 2, CLUBS: 3 } as const satisfies Record<string, Suit>;

/** Number of distinct cards in a deck. */
export const DECK_SIZE = 52;

/**
 * Builds a card from its rank and suit.
 *
 * @param rank - Rank index `0…12`.
 * @param suit - Suit index `0…3`.
 * @returns The card integer.
 * @example
 * ```ts
 * makeCard(RANK.ACE, SUIT.SPADES); // 48
 * ```
 */
export function makeCard(rank: Rank, suit: Suit): Card {
  return rank * 4 + suit;
}

/** The rank index of a card. */
export function rankOf(card: Card): Rank {
  return (card >> 2) as Rank;
}

/** The suit index of a card. */
export function suitOf(card: Card): Suit {
  return (card & 3) as Suit;
}

/** Whether a value is a valid card integer. */
export function isCard(value: unknown): value is Card {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < DECK_SIZE;
}

/** All 52 cards of one deck in encoding order (2♠ 2♥ 2♦ 2♣ 3♠ …). */
export function fullDeck(): Card[] {
  return Array.from({ length: DECK_SIZE }, (_, i) => i);
}
