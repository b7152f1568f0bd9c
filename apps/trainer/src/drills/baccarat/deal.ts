/**
 * Dealing baccarat hands of a wanted shape for the drills: two cards with a given point, a third card of
 * a given value, and whole coups dealt by the engine from a seeded shoe until one of the wanted kind
 * comes out; and the pieces the drills share (the items' cards, the notation).
 *
 * @module
 */
import {
  baccaratCardValue,
  runCoupOrThrow,
  startOrThrow,
  applyOrThrow,
  type BaccaratRules,
  type CoupOutcome,
} from '@croupier/engine/baccarat';
import { formatCard, fullDeck, type Card } from '@croupier/engine/cards';
import { randomInt, type Rng } from '@croupier/engine/rng';

/** A card in the text's notation (`Т♥`, `10♠`). */
export const ru = (c: Card): string => formatCard(c, { notation: 'ru' });

/** Cards in the text's notation, space-separated. */
export const list = (cards: readonly Card[]): string => cards.map(ru).join(' ');

/**
 * Draws one card of a baccarat value that is not in `used`.
 *
 * @param value - The value 0…9.
 * @param used - Cards already on the table.
 * @param rng - Randomness.
 */
export function cardOfValue(value: number, used: readonly Card[], rng: Rng): Card {
  const fitting = fullDeck().filter((c) => baccaratCardValue(c) === value && !used.includes(c));
  return fitting[randomInt(rng, fitting.length)]!;
}

/**
 * Deals two cards whose point is `point`.
 *
 * @param point - The two-card point 0…9.
 * @param used - Cards already on the table.
 * @param rng - Randomness.
 */
export function twoCardsWithPoint(point: number, used: readonly Card[], rng: Rng): Card[] {
  const a = randomInt(rng, 10);
  const b = (point - a + 10) % 10;
  const first = cardOfValue(a, used, rng);
  const second = cardOfValue(b, [...used, first], rng);
  return [first, second];
}

/** A dealt coup for the drills. */
export interface DealtCoup {
  /** The player's cards (Пунто). */
  readonly player: readonly Card[];
  /** The banker's cards (Банко). */
  readonly banker: readonly Card[];
  /** The engine's outcome. */
  readonly outcome: CoupOutcome;
}

/**
 * Deals coups at a table of these rules, from a shoe shuffled with a seed drawn from `rng`, until one
 * the caller accepts comes out.
 *
 * @param rules - The rules in play.
 * @param rng - Randomness (the shoe's seed).
 * @param accept - Whether a coup will do.
 * @param tries - How many coups to deal at most.
 * @throws RangeError if none is accepted (a bug: every kind the drills ask for has a chance above 1 %).
 */
export function dealCoupWhere(
  rules: BaccaratRules,
  rng: Rng,
  accept: (coup: DealtCoup) => boolean,
  tries = 20_000,
): DealtCoup {
  // One seat with no chips: a table needs a seat, and these coups are only dealt, never bet on.
  let table = startOrThrow(rules, { seats: { dealer: 0 }, seed: randomInt(rng, 2 ** 32) }).state;
  for (let i = 0; i < tries; i++) {
    const { state } = runCoupOrThrow(table);
    if (state.phase !== 'settled') break;
    const coup = { player: state.player, banker: state.banker, outcome: state.outcome };
    if (accept(coup)) return coup;
    table = applyOrThrow(state, { type: 'nextCoup' }).state;
  }
  throw new RangeError(`No coup of the wanted kind in ${tries} coups.`);
}

/** A field of cards in an item's data: the trainer's one check ({@link cardsOfItem}). */
export { cardsOfItem as cardsIn } from '../../drill.ts';
