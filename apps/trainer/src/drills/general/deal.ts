/**
 * Dealing concrete hands of a wanted class for the hand-value drills: every multiset of card values of
 * the allowed sizes is enumerated once, grouped by the drill's key, and a hand is drawn from a key's
 * group with the item's RNG (size first, then multiset, then a concrete card for each value from one
 * deck). The classes of the three drills are here too.
 *
 * @module
 */
import { fullDeck, type Card } from '@croupier/engine/cards';
import { randomInt, shuffled, type Rng } from '@croupier/engine/rng';
import { cardsOfItem, type DrillItem } from '../../drill.ts';

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

// ---------------------------------------------------------------- the hand-value drills' classes

/** The blackjack class of a value multiset (ace = 1): what `blackjackValue` would say of such cards. */
function blackjackClassOfValues(values: readonly number[]): {
  kind: 'blackjack' | 'bust' | 'soft' | 'hard';
  total: number;
  ace: boolean;
} {
  const hard = values.reduce((s, v) => s + v, 0);
  const ace = values.includes(1);
  if (hard > 21) return { kind: 'bust', total: hard, ace };
  if (ace && hard + 10 <= 21) {
    if (values.length === 2 && hard + 10 === 21) return { kind: 'blackjack', total: 21, ace };
    return { kind: 'soft', total: hard + 10, ace };
  }
  return { kind: 'hard', total: hard, ace };
}

const BJ_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const BJ_SIZES = [2, 3, 4];

/** Hands of two to four cards by the total drill's key (`hard-4` … `soft-21`, `blackjack`, `bust`). */
export const totalClasses: ValueClasses = classifyValueMultisets(BJ_VALUES, BJ_SIZES, (vs) => {
  const c = blackjackClassOfValues(vs);
  if (c.kind === 'bust') return vs.length >= 3 ? 'bust' : undefined;
  if (c.kind === 'blackjack') return 'blackjack';
  return `${c.kind}-${c.total}`;
});

/** Hands by the soft/hard drill's key (`soft-N`, `hard-ace-N`, `hard-N`, `blackjack`, `bust`). */
export const softHardClasses: ValueClasses = classifyValueMultisets(BJ_VALUES, BJ_SIZES, (vs) => {
  const c = blackjackClassOfValues(vs);
  if (c.kind === 'bust') return vs.length >= 3 ? 'bust' : undefined;
  if (c.kind === 'blackjack') return 'blackjack';
  if (c.kind === 'soft') return `soft-${c.total}`;
  if (c.ace) return `hard-ace-${c.total}`;
  return c.total >= 12 ? `hard-${c.total}` : undefined;
});

const COUNT_WORD = { 2: 'two', 3: 'three' } as const;

/** Baccarat hands of two or three cards by point (`two-7`, `three-0`). */
export const pointClasses: ValueClasses = classifyValueMultisets([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [2, 3], (vs) => {
  const point = vs.reduce((s, v) => s + v, 0) % 10;
  return `${COUNT_WORD[vs.length as 2 | 3]}-${point}`;
});

/** Interleaves lists so new keys arrive mixed (a soft hand, a hard hand, …) rather than in runs. */
export function interleave(...lists: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  const longest = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const l of lists) if (i < l.length) out.push(l[i]!);
  return out;
}

/** `from … to`, inclusive. */
export const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * A field of cards in an item's data.
 *
 * @param item - The item.
 * @throws TypeError when the item carries no cards.
 */
export function cardsOf(item: DrillItem): readonly Card[] {
  return cardsOfItem(item, 'cards');
}
