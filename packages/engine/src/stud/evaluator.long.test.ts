import { describe, expect, it } from 'vitest';
import { categoryOf, evaluate5, type Category } from './evaluator.js';

/**
 * A deliberately naive evaluator, written apart from the engine's: it counts the ranks, reads the
 * category off the counts, and lists the tie-break ranks as club poker states them (the ranks of the
 * largest groups first, higher before lower). Scratch arrays keep it quick enough to run on every hand.
 */
const COUNT = new Int8Array(13);
const TIE = new Int8Array(5);
function naive(cards: readonly number[]): { cat: number; tie: Int8Array } {
  COUNT.fill(0);
  let flush = true;
  for (const c of cards) {
    COUNT[Math.floor(c / 4)]!++;
    if (c % 4 !== cards[0]! % 4) flush = false;
  }
  // Tie-break list: groups of four, then three, two, one; higher rank first within a size.
  let k = 0;
  let pairs = 0;
  let trips = 0;
  let quads = 0;
  for (let size = 4; size >= 1; size--) {
    for (let r = 12; r >= 0; r--) {
      if (COUNT[r] === size) {
        TIE[k++] = r;
        if (size === 2) pairs++;
        if (size === 3) trips++;
        if (size === 4) quads++;
      }
    }
  }
  for (let i = k; i < 5; i++) TIE[i] = -1;
  let straightHigh = -1;
  if (k === 5) {
    if (TIE[0]! - TIE[4]! === 4) straightHigh = TIE[0]!;
    else if (TIE[0] === 12 && TIE[1] === 3 && TIE[4] === 0) straightHigh = 3; // 5-4-3-2-A
  }
  // Category numbers: 10 = royal … 0 = no game, as the text lists them.
  if (straightHigh >= 0 && flush) return { cat: straightHigh === 12 ? 10 : 9, tie: straightTie(straightHigh) };
  if (quads) return { cat: 8, tie: TIE };
  if (trips && pairs) return { cat: 7, tie: TIE };
  if (flush) return { cat: 6, tie: TIE };
  if (straightHigh >= 0) return { cat: 5, tie: straightTie(straightHigh) };
  if (trips) return { cat: 4, tie: TIE };
  if (pairs === 2) return { cat: 3, tie: TIE };
  if (pairs === 1) return { cat: 2, tie: TIE };
  if (TIE[0] === 12 && TIE[1] === 11) return { cat: 1, tie: TIE };
  return { cat: 0, tie: TIE };
}
const STRAIGHT_TIE = new Int8Array(5);
function straightTie(high: number): Int8Array {
  STRAIGHT_TIE.fill(-1);
  STRAIGHT_TIE[0] = high;
  return STRAIGHT_TIE;
}

const NAIVE_CATEGORY: Category[] = [
  'noGame',
  'aceKing',
  'pair',
  'twoPair',
  'threeOfAKind',
  'straight',
  'flush',
  'fullHouse',
  'fourOfAKind',
  'straightFlush',
  'royalFlush',
];

function naiveKey(cards: readonly number[]): number {
  const { cat, tie } = naive(cards);
  let k = cat;
  for (let i = 0; i < 5; i++) k = k * 14 + (tie[i]! + 1);
  return k;
}

const HAND = [0, 0, 0, 0, 0];

describe('stud evaluator, all 2,598,960 hands', () => {
  it('agrees with the naive evaluator on category and order, and the category counts are the published ones', () => {
    const keyByClass = new Map<number, number>();
    const counts = new Map<Category, number>();
    let mismatched = 0;
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              HAND[0] = a;
              HAND[1] = b;
              HAND[2] = c;
              HAND[3] = d;
              HAND[4] = e;
              const hand = HAND;
              const cls = evaluate5(a, b, c, d, e);
              const key = naiveKey(hand);
              const prev = keyByClass.get(cls);
              if (prev === undefined) keyByClass.set(cls, key);
              else if (prev !== key) mismatched++;
              const cat = categoryOf(cls);
              if (cat !== NAIVE_CATEGORY[Math.floor(key / 14 ** 5)]) mismatched++;
              counts.set(cat, (counts.get(cat) ?? 0) + 1);
            }
    expect(mismatched).toBe(0);
    expect(keyByClass.size).toBe(7462);
    // Class 1 is the best; every next class is strictly worse by the naive order.
    const classes = [...keyByClass.keys()].sort((x, y) => x - y);
    expect(classes[0]).toBe(1);
    expect(classes.at(-1)).toBe(7462);
    let inversions = 0;
    for (let i = 1; i < classes.length; i++) {
      if (!(keyByClass.get(classes[i - 1]!)! > keyByClass.get(classes[i]!)!)) inversions++;
    }
    expect(inversions).toBe(0);
    // Published counts (e.g. Wikipedia, "Poker probability"); ace-king + no game = high card 1,302,540.
    expect(Object.fromEntries(counts)).toEqual({
      royalFlush: 4,
      straightFlush: 36,
      fourOfAKind: 624,
      fullHouse: 3744,
      flush: 5108,
      straight: 10200,
      threeOfAKind: 54912,
      twoPair: 123552,
      pair: 1098240,
      aceKing: counts.get('aceKing'),
      noGame: 1302540 - counts.get('aceKing')!,
    });
    // Ace-king, nothing better: 164 rank sets (3 kickers of 11 ranks, minus A-K-Q-J-10) × (4^5 − 4) suitings.
    expect(counts.get('aceKing')).toBe(164 * (1024 - 4));
  });
});
