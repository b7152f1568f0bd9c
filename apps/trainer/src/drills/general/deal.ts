/**
 * Dealing concrete hands of a wanted class: every multiset of card values of the allowed sizes is
 * enumerated once, grouped by the drill's key, and a hand is drawn from a key's group with the
 * seeded RNG (size first, then multiset, then a concrete card for each value from one deck).
 *
 * @module
 */
import { fullDeck, type Card } from '@croupier/engine/cards';
import { randomInt, shuffled, type Rng } from '@croupier/engine/rng';

/** Multisets of values grouped by key, then by hand size. */
export type ValueClasses = ReadonlyMap<string, ReadonlyMap<number, readonly (readonly number[])[]>>;

/**
 * Enumerates every non-decreasing value multiset of the given sizes and groups it by key.
 *
 * @param values - The distinct card values (blackjack 1…10, baccarat 0…9).
 * @param sizes - Hand sizes to enumerate.
 * @param keyOf - The drill's key of a multiset, or `undefined` to leave it out.
 */
export function classifyValueMultisets(
  values: readonly number[],
  sizes: readonly number[],
  keyOf: (values: readonly number[]) => string | undefined,
): ValueClasses {
  const out = new Map<string, Map<number, number[][]>>();
  const walk = (size: number, from: number, acc: number[]) => {
    if (acc.length === size) {
      const key = keyOf(acc);
      if (key === undefined) return;
      const bySize = out.get(key) ?? new Map<number, number[][]>();
      out.set(key, bySize);
      const list = bySize.get(size) ?? [];
      bySize.set(size, list);
      list.push(acc.slice());
      return;
    }
    for (let i = from; i < values.length; i++) {
      acc.push(values[i]!);
      walk(size, i, acc);
      acc.pop();
    }
  };
  for (const size of sizes) walk(size, 0, []);
  return out;
}

/**
 * Deals a concrete hand of a key's class from one deck.
 *
 * @param classes - From {@link classifyValueMultisets}.
 * @param key - The wanted key.
 * @param cardValue - The game's value of a card (the same scale as the multisets).
 * @param rng - The source of randomness.
 * @returns The cards in a shuffled order.
 * @throws RangeError for a key with no hands (a bug in the drill's key list).
 */
export function dealOfClass(classes: ValueClasses, key: string, cardValue: (card: Card) => number, rng: Rng): Card[] {
  const bySize = classes.get(key);
  if (bySize === undefined || bySize.size === 0) throw new RangeError(`No hand has the key "${key}".`);
  const sizes = [...bySize.keys()].sort((a, b) => a - b);
  const size = sizes[randomInt(rng, sizes.length)]!;
  const options = bySize.get(size)!;
  const multiset = options[randomInt(rng, options.length)]!;
  let deck = fullDeck();
  const cards: Card[] = [];
  for (const v of multiset) {
    const fitting = deck.filter((c) => cardValue(c) === v);
    const card = fitting[randomInt(rng, fitting.length)]!;
    cards.push(card);
    deck = deck.filter((c) => c !== card);
  }
  return shuffled(rng, cards);
}
