// Six-card hands and Russian poker's two combinations, against hand-worked published figures and the
// naive oracles of the testkit (every five tried; every exact subset a combination), which share no code
// with the engine.
import { describe, expect, it } from 'vitest';
import { naiveBestFive, naiveStudKey, naiveTwoCombinations } from '@croupier/testkit/oracles/stud';
import { parseCardsOrThrow } from '../cards/index.js';
import { seededRng } from '../rng/index.js';
import { bestFive, twoCombinations } from './combinations.js';
import { TEXT_PAYTABLE, type StudPaidCategory } from './rules.js';

const pays = (c: StudPaidCategory) => TEXT_PAYTABLE[c].pays;

describe('two combinations: the list of Russian poker double combinations (gamsoft.ru/oa_russian_e.htm)', () => {
  // Each row: the hand and the sum of the two combinations' payouts (× the bet) the list gives, with the
  // standard table 100/50/20/7/5/4/3/2/1/1.
  it.each([
    ['Ah Kh Qh Jh Th 9h', 150, 'royal 100 + straight flush 50'],
    ['Ah Kh Qh Jh Th 8h', 105, 'royal 100 + flush 5'],
    ['Ah Kh Qh Jh Th 9s', 104, 'royal 100 + straight 4'],
    ['Ah Kh Qh Jh Th Ts', 104, 'royal 100 + straight 4 (the other ten)'],
    ['Kh Qh Jh Th 9h 8h', 100, 'straight flush 50 + straight flush 50'],
    ['Kh Qh Jh Th 9h 2h', 55, 'straight flush 50 + flush 5'],
    ['Kh Qh Jh Th 9h 8s', 54, 'straight flush 50 + straight 4'],
    ['Kh Qh Jh Th 9h 9s', 54, 'straight flush 50 + straight 4 (the other nine)'],
    ['5h 4h 3h 2h Ah Ks', 51, 'straight flush 50 + Туз-Король 1 (the king outside)'],
    ['Ah As Ad Ac 8h 8s', 27, 'four 20 + full house 7'],
    ['Ah As Ad Ac Kh', 21, 'four 20 + Туз-Король 1, in five cards'],
    ['Ah As Ad 8h 8s 8c', 14, 'full house 7 + full house 7'],
    ['Ah As Ad Kh 8s 8c', 8, 'full house 7 + Туз-Король 1'],
    ['Kh Qh Jh 8h 7h 2h', 10, 'flush 5 + flush 5'],
    ['Kh Qh Jh Ts 9h 7h', 9, 'flush 5 + straight 4'],
    ['Kh Qh Jh 8h 7h 7s', 6, 'flush 5 + pair 1'],
    ['As Kh Qh Jh 7h 2h', 6, 'flush 5 + Туз-Король 1'],
    ['Kh Qs Jd Tc 9h 8s', 8, 'straight 4 + straight 4'],
    ['Kh Qs Jd Tc 9h 9s', 8, 'straight 4 + straight 4 (the classic reading, not straight + pair)'],
    ['5h 4s 3d 2c Ah Ks', 5, 'straight 4 + Туз-Король 1'],
    ['Ah As Ad Kh 2c', 4, 'three 3 + Туз-Король 1'],
    ['Kh Ks 8d 8h 2c 2s', 4, 'two pairs 2 + two pairs 2'],
    ['Kh Ks 8d 8h Ac', 3, 'two pairs 2 + Туз-Король 1'],
    ['Kh Ks Ac 8d 5h', 2, 'pair 1 + Туз-Король 1'],
    ['8h 8s Ac Kd 5h', 2, 'pair 1 + Туз-Король 1'],
  ])('%s pays %i (%s)', (text, total) => {
    const two = twoCombinations(parseCardsOrThrow(text));
    expect(two.ok).toBe(true);
    if (!two.ok) return;
    const first = two.value.first.category as StudPaidCategory;
    expect(pays(first) + (two.value.second ? pays(two.value.second.category) : 0)).toBe(total);
  });

  it.each([
    ['Ah Kd 9c 7s 3h', 'aceKing', null],
    ['Qh Jd 9c 7s 3h', 'noGame', null],
    ['Kh Ks Qc 8d 5h', 'pair', null],
  ] as const)('%s holds %s and no second combination', (text, first, second) => {
    const two = twoCombinations(parseCardsOrThrow(text));
    expect(two.ok && [two.value.first.category, two.value.second]).toEqual([first, second]);
  });

  it('refuses what is not five or six distinct cards', () => {
    expect(twoCombinations(parseCardsOrThrow('Ah Kd 9c 7s')).ok).toBe(false);
    const dup = bestFive([1, 2, 3, 4, 5, 5]);
    expect(!dup.ok && dup.error.code).toBe('stud/duplicate-card');
    const seven = bestFive(parseCardsOrThrow('Ah Kd 9c 7s 3h 2d 4c'));
    expect(!seven.ok && seven.error.code).toBe('stud/not-five-cards');
  });
});

/** A random hand of `n` cards; `rich` draws from few ranks so pairs, trips and fours come often. */
function randomHand(rng: ReturnType<typeof seededRng>, n: number, rich: boolean): number[] {
  const pool = rich
    ? Array.from({ length: 52 }, (_, i) => i).filter((c) => [12, 11, 7, 3, 0].includes(c >> 2) || c % 4 === 0)
    : Array.from({ length: 52 }, (_, i) => i);
  const out: number[] = [];
  while (out.length < n) {
    const c = pool[rng.nextUint32() % pool.length]!;
    if (!out.includes(c)) out.push(c);
  }
  return out;
}

describe('against the naive oracles', () => {
  it('the best five of six equals trying every five, on 30,000 random hands', () => {
    const rng = seededRng(623);
    for (let i = 0; i < 30_000; i++) {
      const hand = randomHand(rng, 6, i % 2 === 0);
      const engine = bestFive(hand);
      if (!engine.ok) throw new Error('not a hand');
      const naive = naiveBestFive(hand);
      // Equal in value (two fives may tie), and of the same combination.
      expect(naiveStudKey(engine.value.cards)).toBe(naiveStudKey(naive.cards));
      expect(engine.value.category).toBe(naive.category);
    }
  });

  it('the two combinations equal the subset enumeration, on 30,000 hands of five and six cards', () => {
    const rng = seededRng(624);
    for (let i = 0; i < 30_000; i++) {
      const hand = randomHand(rng, i % 3 === 0 ? 5 : 6, i % 2 === 0);
      const engine = twoCombinations(hand);
      if (!engine.ok) throw new Error('not a hand');
      const naive = naiveTwoCombinations(hand);
      expect([engine.value.first.category, engine.value.second?.category ?? null]).toEqual([naive.first, naive.second]);
    }
  });
});
