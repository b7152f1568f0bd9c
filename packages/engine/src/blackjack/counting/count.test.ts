import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '../../cards/index.js';
import { cardTag, roundTrueCount, runningCount, trueCount, trueCountOf, wholeIndex } from './count.js';
import {
  COUNTING_SYSTEMS,
  countingSystem,
  customSystem,
  initialRunningCount,
  tagsByValue,
  tagsPerDeck,
} from './systems.js';

// The tags of the six systems as published in Blackjack Apprenticeship's comparison table ("Card
// Counting Systems", blackjackapprenticeship.com/resources/card-counting-systems), read for
// 2, 3, 4, 5, 6, 7, 8, 9, T, A; Hi-Lo, Hi-Opt I and KO also as in blackjackinfo.com's table (2009).
describe('the systems’ tags are the published ones', () => {
  it.each([
    { id: 'hilo', tags: [1, 1, 1, 1, 1, 0, 0, 0, -1, -1], balanced: true, ace: false },
    { id: 'ko', tags: [1, 1, 1, 1, 1, 1, 0, 0, -1, -1], balanced: false, ace: false },
    { id: 'hiopt1', tags: [0, 1, 1, 1, 1, 0, 0, 0, -1, 0], balanced: true, ace: true },
    { id: 'hiopt2', tags: [1, 1, 2, 2, 1, 1, 0, 0, -2, 0], balanced: true, ace: true },
    { id: 'omega2', tags: [1, 1, 2, 2, 2, 1, 0, -1, -2, 0], balanced: true, ace: true },
    { id: 'zen', tags: [1, 1, 2, 2, 2, 1, 0, 0, -2, -1], balanced: true, ace: false },
  ])('$id', ({ id, tags, balanced, ace }) => {
    const s = countingSystem(id);
    expect(s.ok && s.value.tags).toEqual(tags);
    expect(s.ok && s.value.balanced).toBe(balanced);
    expect(s.ok && s.value.aceSideCount).toBe(ace);
  });

  it('KO is the one unbalanced system: +4 a deck (six small ranks against five high ones, tens four times)', () => {
    expect(tagsPerDeck(COUNTING_SYSTEMS.ko)).toBe(4);
    expect(tagsPerDeck(COUNTING_SYSTEMS.hilo)).toBe(0);
  });

  // Vancura and Fuchs, Knock-Out Blackjack: the standard initial running count 4 − 4 × decks, −20 for six
  // decks and −28 for eight (as quoted at forpoker.net, "Exit strategy").
  it.each([
    { decks: 1, irc: 0 },
    { decks: 2, irc: -4 },
    { decks: 6, irc: -20 },
    { decks: 8, irc: -28 },
  ])('KO starts a $decks-deck shoe at $irc', ({ decks, irc }) => {
    expect(initialRunningCount(COUNTING_SYSTEMS.ko, decks)).toBe(irc);
    expect(initialRunningCount(COUNTING_SYSTEMS.hilo, decks)).toBe(0);
  });

  it('tags by value put the ace first, as the analysis counts cards', () => {
    expect(tagsByValue(COUNTING_SYSTEMS.zen)).toEqual([-1, 1, 1, 2, 2, 2, 1, 0, 0, -2]);
  });
});

describe('bad systems are rule errors that say what is allowed', () => {
  it.each([{ input: 'hi-lo', code: 'blackjack/unknown-system', says: 'hilo, ko, hiopt1, hiopt2, omega2, zen' }])(
    'countingSystem("$input")',
    ({ input, code, says }) => {
      const r = countingSystem(input);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe(code);
        expect(r.error.message).toContain(says);
      }
    },
  );

  it.each([
    { input: '1,1,1', says: 'ten finite tags' },
    { input: '1,1,1,1,1,0,0,0,-1,x', says: 'ten finite tags' },
    { input: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], says: 'not zero' },
  ])('customSystem($input)', ({ input, says }) => {
    const r = customSystem(input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('blackjack/bad-tags');
      expect(r.error.message).toContain(says);
    }
  });

  it('a custom system from a string: Wong’s Halves (0.5 … −1) is balanced', () => {
    const r = customSystem('0.5, 1, 1, 1.5, 1, 0.5, 0, -0.5, -1, -1');
    expect(r.ok && r.value.balanced).toBe(true);
    expect(r.ok && r.value.tags[3]).toBe(1.5);
  });

  it('an unbalanced custom system starts, like KO, so that a full shoe ends at its sum over a deck', () => {
    // 2–8 count +1 (28 cards a deck), T and A −1 (20 cards): +8 a deck.
    const r = customSystem([1, 1, 1, 1, 1, 1, 1, 0, -1, -1]);
    expect(r.ok && tagsPerDeck(r.value)).toBe(8);
    if (r.ok) expect(initialRunningCount(r.value, 6) + 6 * tagsPerDeck(r.value)).toBe(8);
  });
});

describe('running counts, worked by hand', () => {
  const cards = (s: string) => parseCardsOrThrow(s);
  it.each([
    // 2 +1, 5 +1, K −1, 7 0, A −1, 3 +1 → +1
    { system: 'hilo', seq: '2s 5d Kh 7c Ah 3h', decks: 1, rc: 1 },
    // KO counts the 7: +1 more, from a start of −20 for six decks
    { system: 'ko', seq: '2s 5d Kh 7c Ah 3h', decks: 6, rc: -18 },
    // Zen: 4 +2, 5 +2, 6 +2, T −2, A −1, 9 0 → +3
    { system: 'zen', seq: '4c 5c 6c Td As 9h', decks: 6, rc: 3 },
    // Omega II: 9 −1, 9 −1, Q −2, 8 0 → −4; the ace is not counted (side count)
    { system: 'omega2', seq: '9s 9d Qh 8c As', decks: 2, rc: -4 },
  ])('$system: $seq → $rc', ({ system, seq, decks, rc }) => {
    const s = countingSystem(system);
    if (!s.ok) throw new Error(s.error.message);
    expect(runningCount(s.value, cards(seq), decks)).toBe(rc);
  });

  it('every ten-value card counts the same', () => {
    for (const c of cards('Ts Jh Qd Kc')) expect(cardTag(COUNTING_SYSTEMS.hiopt2, c)).toBe(-2);
  });
});

describe('true counts, worked by hand', () => {
  it.each([
    // running count, remaining, rounding, true count
    { rc: 7, rem: { decks: 2 }, rounding: 'exact', tc: 3.5 },
    { rc: 7, rem: { cards: 104 }, rounding: 'floor', tc: 3 },
    { rc: 7, rem: { cards: 104 }, rounding: 'round', tc: 4 }, // 3.5 rounds half up
    { rc: -5, rem: { decks: 2 }, rounding: 'floor', tc: -3 }, // −2.5 down to −3
    { rc: -5, rem: { decks: 2 }, rounding: 'truncate', tc: -2 }, // −2.5 towards zero
    { rc: -5, rem: { decks: 2 }, rounding: 'round', tc: -2 }, // −2.5 half up to −2
    { rc: 5, rem: { cards: 78 }, rounding: 'exact', tc: 5 / 1.5 }, // 1½ decks left
    { rc: -1, rem: { cards: 260 }, rounding: 'truncate', tc: 0 }, // −0.2 → 0, not −0
    { rc: -1, rem: { cards: 260 }, rounding: 'floor', tc: -1 },
  ] as const)('$rc with $rem left, $rounding → $tc', ({ rc, rem, rounding, tc }) => {
    expect(trueCount(rc, rem, rounding)).toBeCloseTo(tc, 12);
    expect(Object.is(trueCount(rc, rem, rounding), -0)).toBe(false);
  });

  it('no cards left: NaN, not a division by zero', () => {
    expect(trueCount(3, { cards: 0 })).toBeNaN();
  });

  it('KO’s balanced-equivalent true count: six decks, two dealt, running count −12 is a neutral shoe', () => {
    // −12 − (−20) = +8 counted; 104 cards seen average +8 under KO (+4 a deck): 0 per deck left.
    expect(trueCountOf(COUNTING_SYSTEMS.ko, -12, { decks: 6, cardsRemaining: 208 }, 'exact')).toBe(0);
    // Four more: +4 over four decks left is +1.
    expect(trueCountOf(COUNTING_SYSTEMS.ko, -8, { decks: 6, cardsRemaining: 208 }, 'exact')).toBe(1);
  });

  it('for a balanced system trueCountOf is the plain true count, rounded the system’s way (floor)', () => {
    expect(trueCountOf(COUNTING_SYSTEMS.hilo, -3, { decks: 6, cardsRemaining: 104 })).toBe(-2);
  });
});

describe('whole-number indices from a crossover', () => {
  it.each([
    // floor: deviate at rounded ≥ k when the middle of [k, k+1) is past the crossover: the nearest integer
    { x: 0.42, rounding: 'floor', dir: 'atOrAbove', k: 0 },
    { x: 0.6, rounding: 'floor', dir: 'atOrAbove', k: 1 },
    { x: -1.48, rounding: 'floor', dir: 'atOrAbove', k: -1 },
    { x: -1.48, rounding: 'floor', dir: 'atOrBelow', k: -2 }, // [−2, −1) has its middle −1.5 below
    // round: the bin of k is [k − ½, k + ½): its middle is k itself
    { x: 0.42, rounding: 'round', dir: 'atOrAbove', k: 1 },
    { x: -0.42, rounding: 'round', dir: 'atOrBelow', k: -1 },
    // truncate: the bin of 0 is (−1, 1), middle 0; of 2, [2, 3), middle 2.5
    { x: 0.42, rounding: 'truncate', dir: 'atOrAbove', k: 1 },
    { x: -0.3, rounding: 'truncate', dir: 'atOrAbove', k: 0 },
    { x: 2.2, rounding: 'truncate', dir: 'atOrAbove', k: 2 },
    { x: 3.3, rounding: 'exact', dir: 'atOrAbove', k: 3.3 },
  ] as const)('$x, $rounding, $dir → $k', ({ x, rounding, dir, k }) => {
    expect(wholeIndex(x, rounding, dir)).toBe(k);
  });

  it('rounding a true count', () => {
    expect([roundTrueCount(2.5, 'round'), roundTrueCount(-0.5, 'round'), roundTrueCount(-0.5, 'floor')]).toEqual([
      3, 0, -1,
    ]);
  });
});
