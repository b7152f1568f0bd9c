import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/index.js';
import { randomInt, seededRng } from '../../rng/index.js';
import { CATEGORY_LAST_CLASS, evaluate5 } from '../evaluator.js';
import { countDealerHands } from './counts.js';
import { classShape, countBelow, countExactly, ranksLeft } from './rankcount.js';

const FULL = [0x1fff, 0x1fff, 0x1fff, 0x1fff];

function masksWithout(dead: readonly number[]): number[] {
  const m = FULL.slice();
  for (const c of dead) m[c & 3]! &= ~(1 << (c >> 2));
  return m;
}

function cards(text: string): number[] {
  const r = parseCards(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The naive count: every five-card hand from the cards left, evaluated, tallied by class. */
function naiveHistogram(dead: readonly number[]): Int32Array {
  const free: number[] = [];
  for (let c = 0; c < 52; c++) if (!dead.includes(c)) free.push(c);
  const hist = new Int32Array(7464);
  const m = free.length;
  for (let a = 0; a < m; a++)
    for (let b = a + 1; b < m; b++)
      for (let c = b + 1; c < m; c++)
        for (let d = c + 1; d < m; d++)
          for (let e = d + 1; e < m; e++) hist[evaluate5(free[a]!, free[b]!, free[c]!, free[d]!, free[e]!)]!++;
  return hist;
}

describe('counting hands below a class in closed form', () => {
  // The number of five-card hands of each combination in a full deck (Wikipedia, "Poker probability":
  // 4, 36, 624, 3,744, 5,108, 10,200, 54,912, 123,552, 1,098,240, 1,302,540); ace-king (ace and king
  // high, no pair, straight or flush): 164 rank sets (C(11, 3) less A-K-Q-J-10) × (4⁵ − 4) suits = 167,280.
  it.each([
    ['royal flush', CATEGORY_LAST_CLASS.royalFlush, 4],
    ['straight flush or better', CATEGORY_LAST_CLASS.straightFlush, 40],
    ['four of a kind or better', CATEGORY_LAST_CLASS.fourOfAKind, 664],
    ['full house or better', CATEGORY_LAST_CLASS.fullHouse, 4408],
    ['flush or better', CATEGORY_LAST_CLASS.flush, 9516],
    ['straight or better', CATEGORY_LAST_CLASS.straight, 19716],
    ['three of a kind or better', CATEGORY_LAST_CLASS.threeOfAKind, 74628],
    ['two pair or better', CATEGORY_LAST_CLASS.twoPair, 198180],
    ['pair or better', CATEGORY_LAST_CLASS.pair, 1296420],
    ['ace-king or better', CATEGORY_LAST_CLASS.aceKing, 1463700],
    ['every hand', CATEGORY_LAST_CLASS.noGame, 2598960],
  ])('a full deck: %s, %i hands', (_name, last, hands) => {
    expect(countBelow(FULL, last + 1)).toBe(hands);
  });

  // Dead sets as the exchange meets them: the player's five, one or two replacements, the wheel, flush
  // draws, a whole rank gone.
  it.each([
    ['As Kd Jh 3c 2s'],
    ['Qs 9h 8d 7c 6s Td'],
    ['Ah Kh Qh Jh 2c 9h 3h'],
    ['5s 4s 3s 2s As 6d'],
    ['7c 7d 7h 7s Kd Ks'],
    ['2c 3d 4h 5s 7c 8d 9h'],
  ])('every class threshold for the cards left after %s agrees with enumerating the dealer', (text) => {
    const dead = cards(text);
    const hist = naiveHistogram(dead);
    const masks = masksWithout(dead);
    const a = ranksLeft(masks, new Int32Array(13));
    let below = 0;
    const wrong: number[] = [];
    for (let t = 1; t <= 7463; t++) {
      if (countBelow(masks, t) !== below) wrong.push(t);
      if (t <= 7462 && countExactly(masks, a, t) !== hist[t]) wrong.push(-t);
      if (t <= 7462) below += hist[t]!;
    }
    expect(wrong).toEqual([]);
  });

  it('agrees with inclusion–exclusion over the dead cards on random dead sets and thresholds', () => {
    const rng = seededRng('rankcount');
    const wrong: unknown[] = [];
    for (let trial = 0; trial < 200; trial++) {
      const dead: number[] = [];
      const k = randomInt(rng, 9);
      while (dead.length < k) {
        const c = randomInt(rng, 52);
        if (!dead.includes(c)) dead.push(c);
      }
      const ts = Array.from({ length: 30 }, () => 1 + randomInt(rng, 7463));
      const ie = countDealerHands([], dead, ts);
      ts.forEach((t, i) => {
        const got = countBelow(masksWithout(dead), t);
        if (got !== ie[i]) wrong.push({ dead, t, got, ie: ie[i] });
      });
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['A-K-Q-J-10 of one suit', 'As Ks Qs Js Ts', { cat: 8, ranks: [12] }],
    ['the wheel straight flush', '5h 4h 3h 2h Ah', { cat: 8, ranks: [3] }],
    ['a full house ranks its three first', '3c 3d 3h 2c 2d', { cat: 6, ranks: [1, 0] }],
    ['two pair: high pair, low pair, kicker', 'Ac Ad 2c 2d 3h', { cat: 2, ranks: [12, 0, 1] }],
    ['a pair then its kickers', '5c 5d Qh 3c 2d', { cat: 1, ranks: [3, 10, 1, 0] }],
    ['ace-king is high card', 'Ac Kd Jh 3c 2s', { cat: 0, ranks: [12, 11, 9, 1, 0] }],
  ])('the shape of a class: %s', (_name, text, shape) => {
    const [a, b, c, d, e] = cards(text) as [number, number, number, number, number];
    expect(classShape(evaluate5(a, b, c, d, e))).toEqual(shape);
  });
});
