/**
 * Dealing blackjack hands of a wanted shape for the drills: cards of given values from one deck, two
 * values that make a first-two-card total, a dealer hand of a total; and the shared pieces of the drills
 * (the items' cards, the card notation, the yes/no buttons).
 *
 * @module
 */
import { blackjackValue } from '@croupier/engine/blackjack';
import { blackjackTotalRu } from '@croupier/ru';
import { YES_NO_RU } from '@croupier/ru/trainer/drills/blackjack-rules';
import { formatCard, makeCard, RANK, type Card, type Rank, type Suit } from '@croupier/engine/cards';
import { randomInt, type Rng } from '@croupier/engine/rng';
import type { Choice } from '../../drill.ts';

/** A card in the text's notation (`Т♥`, `10♠`). */
export const ru = (c: Card): string => formatCard(c, { notation: 'ru' });

/** «Можно» / «Нельзя». */
export const YES_NO: readonly Choice[] = [
  { id: 'yes', label: YES_NO_RU.yes, hotkey: '1' },
  { id: 'no', label: YES_NO_RU.no, hotkey: '2' },
];

/** `from … to`, inclusive. */
export const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The ranks of a blackjack value (1 = ace, 10 = ten, J, Q, K). */
export function ranksOfValue(v: number): Rank[] {
  if (v === 1) return [RANK.ACE];
  if (v === 10) return [RANK.TEN, RANK.JACK, RANK.QUEEN, RANK.KING];
  return [(v - 2) as Rank];
}

/** A random suit. */
export const randomSuit = (rng: Rng): Suit => randomInt(rng, 4) as Suit;

/**
 * Deals distinct cards of the given values from one deck (a random rank of the value, a random suit).
 *
 * @param values - Blackjack values wanted, in order.
 * @param rng - Randomness.
 */
export function dealValues(values: readonly number[], rng: Rng): Card[] {
  const out: Card[] = [];
  for (const v of values) {
    for (;;) {
      const ranks = ranksOfValue(v);
      const c = makeCard(ranks[randomInt(rng, ranks.length)]!, randomSuit(rng));
      if (!out.includes(c)) {
        out.push(c);
        break;
      }
    }
  }
  return out;
}

/**
 * Two card values (no pair; no ace for a hard total) making a first-two-card total.
 *
 * @param kind - `hard` or `soft`.
 * @param total - The total (a soft one counts the ace as 11).
 * @param rng - Randomness.
 */
export function twoValuesFor(kind: 'hard' | 'soft', total: number, rng: Rng): [number, number] {
  if (kind === 'soft') return rng.nextUint32() & 1 ? [1, total - 11] : [total - 11, 1];
  const options: [number, number][] = [];
  for (let a = 2; a <= 10; a++) {
    const b = total - a;
    if (b >= 2 && b <= 10 && a !== b) options.push([a, b]);
  }
  return options[randomInt(rng, options.length)]!;
}

/**
 * A dealer hand of two or three cards with a total (no blackjack).
 *
 * @param kind - `hard` or `soft`.
 * @param total - The total.
 * @param rng - Randomness.
 */
export function dealerHand(kind: 'hard' | 'soft', total: number, rng: Rng): Card[] {
  for (;;) {
    const n = 2 + randomInt(rng, 2);
    const values: number[] = [];
    if (kind === 'soft') values.push(1);
    while (values.length < n - 1) values.push(2 + randomInt(rng, 9));
    const sum = values.reduce((a, b) => a + b, 0);
    const last = kind === 'soft' ? total - 10 - sum : total - sum;
    if (last < 2 || last > 10) continue;
    values.push(last);
    const cards = dealValues(values, rng);
    const v = blackjackValue(cards);
    if (v.blackjack || v.total !== total || v.soft !== (kind === 'soft')) continue;
    return cards;
  }
}

/** Reads `hard-12` / `soft-17` keys. */
export function parseTotalKey(key: string): { kind: 'hard' | 'soft'; total: number } {
  const m = /^(hard|soft)-(\d+)$/u.exec(key);
  if (!m) throw new RangeError(`Not a total key: "${key}".`);
  return { kind: m[1] as 'hard' | 'soft', total: Number(m[2]) };
}

/** The Russian name of the total a `hard-12` / `soft-17` key stands for: the label of a total drill's key. */
export function totalKeyLabel(key: string): string {
  const { kind, total } = parseTotalKey(key);
  return blackjackTotalRu(total, kind === 'soft');
}

/** A field of cards in an item's data: the trainer's one check ({@link cardsOfItem}). */
export { cardsOfItem as cardsIn } from '../../drill.ts';
