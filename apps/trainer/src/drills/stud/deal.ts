/**
 * Dealing stud hands for the drills: five cards from a deck, a hand of a wanted combination, five cards
 * of given ranks in mixed suits; and the pieces the drills share (the notation, the combination's name,
 * an item's cards).
 *
 * @module
 */
import {
  formatCards,
  fullDeck,
  makeCard,
  rankOf,
  suitOf,
  type Card,
  type Rank,
  type Suit,
} from '@croupier/engine/cards';
import { randomInt, shuffled, type Rng } from '@croupier/engine/rng';
import { categoryOf, evaluateOrThrow, type Category } from '@croupier/engine/stud';
import { studCategoryRu } from '@croupier/ru';

/** Cards in the text's notation (`Т♠ К♥ 8♣ 7♥ 3♠`). */
export const ru = (cards: readonly Card[]): string => formatCards(cards, { notation: 'ru' });
/** A combination's Russian name (the text's terms). */
export const name = studCategoryRu;
/** The engine's combination of five cards. */
export const cat = (cards: readonly Card[]): Category => categoryOf(evaluateOrThrow(cards));

/** A field of cards in an item's data: the trainer's one check ({@link cardsOfItem}). */
export { cardsOfItem as cardsIn } from '../../drill.ts';

/**
 * Five random cards from the deck minus `used`.
 *
 * @param rng - Randomness.
 * @param used - Cards that may not be dealt.
 * @param count - How many (default 5).
 */
export function deal(rng: Rng, used: readonly Card[] = [], count = 5): Card[] {
  return shuffled(
    rng,
    fullDeck().filter((c) => !used.includes(c)),
  ).slice(0, count);
}

const ranksOf = (ranks: readonly number[], suit: Suit): Card[] => ranks.map((r) => makeCard(r as Rank, suit));

/**
 * A hand of a given combination: built directly for the rare ones, drawn until it fits for the rest.
 *
 * @param category - The combination wanted.
 * @param rng - Randomness.
 * @param used - Cards that may not be used.
 */
export function handOf(category: Category, rng: Rng, used: readonly Card[] = []): Card[] {
  for (let tries = 0; tries < 100_000; tries++) {
    let h: Card[];
    const suit = randomInt(rng, 4) as Suit;
    switch (category) {
      case 'royalFlush':
        h = ranksOf([8, 9, 10, 11, 12], suit);
        break;
      case 'straightFlush': {
        const high = 3 + randomInt(rng, 9); // five-high (the wheel) … king-high
        h = ranksOf(high === 3 ? [3, 2, 1, 0, 12] : [0, 1, 2, 3, 4].map((i) => high - i), suit);
        break;
      }
      case 'fourOfAKind': {
        const r = randomInt(rng, 13) as Rank;
        const k = ((r + 1 + randomInt(rng, 12)) % 13) as Rank;
        h = ([0, 1, 2, 3] as const).map((s) => makeCard(r, s)).concat([makeCard(k, suit)]);
        break;
      }
      case 'fullHouse': {
        const r = randomInt(rng, 13) as Rank;
        const p = ((r + 1 + randomInt(rng, 12)) % 13) as Rank;
        const miss = randomInt(rng, 4);
        const ps = shuffled(rng, [0, 1, 2, 3] as Suit[]).slice(0, 2);
        h = ([0, 1, 2, 3] as const)
          .filter((s) => s !== miss)
          .map((s) => makeCard(r, s))
          .concat(ps.map((s) => makeCard(p, s)));
        break;
      }
      default:
        h = deal(rng, used);
    }
    if (h.some((c) => used.includes(c))) continue;
    if (cat(h) === category) return shuffled(rng, h);
  }
  throw new Error(`No ${category} hand found.`);
}

/**
 * Five cards of the given ranks in suits that are not all one (no flush), none in `used`.
 *
 * @param ranks - Five ranks (0 = two … 12 = ace).
 * @param rng - Randomness.
 * @param used - Cards that may not be used.
 */
export function ranksHand(ranks: readonly number[], rng: Rng, used: readonly Card[]): Card[] {
  for (let t = 0; t < 20_000; t++) {
    const h = ranks.map((r) => makeCard(r as Rank, randomInt(rng, 4) as Suit));
    if (new Set(h).size !== 5 || h.some((c) => used.includes(c))) continue;
    if (h.every((c) => suitOf(c) === suitOf(h[0]!))) continue;
    return h;
  }
  throw new Error('No suits found.');
}

/** The ranks of a hand (for a hand of equal ranks). */
export const ranks = (cards: readonly Card[]): number[] => cards.map(rankOf);
