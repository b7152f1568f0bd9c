import { beforeAll, describe, expect, it } from 'vitest';
import { add, frac, mul, toFractionString, toNumber, ZERO, type Fraction } from '../../rational/index.js';
import { resolveRulesOrThrow } from '../rules.js';
import { applyOrThrow, startOrThrow } from '../round.js';
import { parseCardsOrThrow } from '../../cards/index.js';
import { stackedShoe, type Shoe } from '../../shoe/index.js';
import type { BlackjackRules } from '../rules.js';
import { advise, handActionEvs } from './advise.js';
import {
  dealerDistribution,
  dealerDistributionExact,
  dealerDistributionInfinite,
  dealerDistributionInfiniteExact,
  valueCounts,
} from './dealer.js';
import { analyse, naturalProbability, type GameAnalysis } from './edge.js';
import { UpAnalysis } from './player.js';
import { insuranceEdge, oddsOrThrow } from './odds.js';

/** A table of one box that bets and is dealt from a stacked shoe, through the public round API. */
function dealOrThrow(rules: BlackjackRules, shoe: Shoe, bets: readonly { box: string; amount: number }[]) {
  let { state } = startOrThrow(rules, { seats: Object.fromEntries(bets.map((b) => [b.box, 1000])), seed: 1, shoe });
  for (const b of bets) state = applyOrThrow(state, { type: 'bet', ...b }).state;
  return applyOrThrow(state, { type: 'deal' });
}

const SEED = resolveRulesOrThrow({ preset: 'seed' });

/**
 * A deliberately naive dealer: forward propagation of (shoe, total, soft, cards) states level by level
 * in exact fractions, independent of the engine's pattern enumeration.
 */
function naiveDealer(shoe: number[], up: number, h17: boolean): Fraction[] {
  const out: Fraction[] = Array.from({ length: 7 }, () => ZERO);
  let frontier = new Map<string, { c: number[]; hard: number; ace: boolean; n: number; p: Fraction }>();
  frontier.set('start', { c: shoe.slice(), hard: up, ace: up === 1, n: 1, p: frac(1) });
  while (frontier.size > 0) {
    const next = new Map<string, { c: number[]; hard: number; ace: boolean; n: number; p: Fraction }>();
    for (const s of frontier.values()) {
      const total = s.c.reduce((a, b) => a + b, 0);
      for (let v = 1; v <= 10; v++) {
        const k = s.c[v - 1]!;
        if (k === 0) continue;
        const p = mul(s.p, frac(k, total));
        const hard = s.hard + v;
        const ace = s.ace || v === 1;
        const soft = ace && hard + 10 <= 21;
        const best = soft ? hard + 10 : hard;
        if (hard > 21) {
          out[5] = add(out[5]!, p);
        } else if (s.n === 1 && best === 21) {
          out[6] = add(out[6]!, p);
        } else if (best > 17 || (best === 17 && !(h17 && soft))) {
          out[best - 17] = add(out[best - 17]!, p);
        } else {
          const c = s.c.slice();
          c[v - 1]!--;
          const key = `${c.join(',')}|${hard}|${ace}`;
          const prev = next.get(key);
          if (prev) prev.p = add(prev.p, p);
          else next.set(key, { c, hard, ace, n: s.n + 1, p });
        }
      }
    }
    frontier = next;
  }
  return out;
}

/** The dealer from an infinite shoe, naive: states (total, soft, cards) level by level, fixed 1/13 and 4/13. */
function naiveDealerInfinite(up: number, h17: boolean): Fraction[] {
  const out: Fraction[] = Array.from({ length: 7 }, () => ZERO);
  let frontier = [{ hard: up, ace: up === 1, n: 1, p: frac(1) }];
  while (frontier.length > 0) {
    const next: typeof frontier = [];
    for (const s of frontier)
      for (let v = 1; v <= 10; v++) {
        const p = mul(s.p, frac(v === 10 ? 4 : 1, 13));
        const hard = s.hard + v;
        const ace = s.ace || v === 1;
        const soft = ace && hard + 10 <= 21;
        const best = soft ? hard + 10 : hard;
        if (hard > 21) out[5] = add(out[5]!, p);
        else if (s.n === 1 && best === 21) out[6] = add(out[6]!, p);
        else if (best > 17 || (best === 17 && !(h17 && soft))) out[best - 17] = add(out[best - 17]!, p);
        else next.push({ hard, ace, n: s.n + 1, p });
      }
    frontier = next;
  }
  return out;
}

describe('the natural', () => {
  // Count ordered pairs of distinct cards of the shoe, one by one: the reference figures.
  it.each([
    { decks: 6, expected: '192/4043' },
    { decks: 1, expected: '32/663' },
  ])('$decks deck(s): P(blackjack) = $expected', ({ decks, expected }) => {
    const shoe = Array.from({ length: 52 * decks }, (_, i) => Math.min(10, (i % 13) + 1));
    let hits = 0;
    for (let i = 0; i < shoe.length; i++)
      for (let j = 0; j < shoe.length; j++)
        if (i !== j && shoe[i]! + shoe[j]! === 11 && (shoe[i] === 1 || shoe[j] === 1)) hits++;
    const counted = frac(hits, shoe.length * (shoe.length - 1));
    expect(toFractionString(counted)).toBe(expected);
    expect(toFractionString(naturalProbability(decks))).toBe(expected);
  });
});

describe('dealer outcomes', () => {
  it.each([1, 2, 5, 6, 7, 10])('up %i, one deck, S17 and H17: equal to a naive forward enumeration', (up) => {
    for (const h17 of [false, true]) {
      const shoe = valueCounts(1);
      shoe[up - 1]!--;
      const naive = naiveDealer(shoe, up, h17);
      const exact = dealerDistributionExact(shoe, up, h17);
      expect(exact.map(toFractionString)).toEqual(naive.map(toFractionString));
      const fast = dealerDistribution(shoe, up, h17);
      naive.forEach((f, i) => expect(fast[i]).toBeCloseTo(Number(f.num) / Number(f.den), 12));
    }
  });

  // Wizard of Odds, blackjack appendix 2B ("Dealer Probabilities in Blackjack", before the peek), one
  // deck, dealer stands on soft 17: 17, 18, 19, 20, 21, blackjack, bust, to six significant figures.
  it.each([
    { up: 1, published: [0.126128, 0.131003, 0.129486, 0.131553, 0.0515646, 0.11654, 0.313726] },
    { up: 2, published: [0.138976, 0.131762, 0.131815, 0.123948, 0.120526, 0.352973, 0] },
    { up: 6, published: [0.166948, 0.106454, 0.107192, 0.100705, 0.0978785, 0.420823, 0] },
    { up: 7, published: [0.372345, 0.138583, 0.0773344, 0.0788967, 0.072987, 0.259854, 0] },
  ])('one deck, S17, up $up: the Wizard of Odds table (appendix 2B) to six figures', ({ up, published }) => {
    const shoe = valueCounts(1);
    shoe[up - 1]!--;
    const d = dealerDistribution(shoe, up, false);
    published.forEach((p, i) => expect(Math.abs(d[i]! - p)).toBeLessThanOrEqual(p * 5e-6 + 1e-12));
  });

  it.each([1, 2, 6, 10])(
    'infinite shoe, up %i, S17 and H17: exact fractions equal a naive forward enumeration',
    (up) => {
      for (const h17 of [false, true]) {
        const exact = dealerDistributionInfiniteExact(up, h17);
        expect(exact.map(toFractionString)).toEqual(naiveDealerInfinite(up, h17).map(toFractionString));
        const fast = dealerDistributionInfinite(up, h17);
        exact.forEach((f, i) => expect(fast[i]).toBeCloseTo(toNumber(f), 14));
      }
    },
  );
});

describe('the text’s game, six decks (seed preset)', () => {
  let g: GameAnalysis;
  beforeAll(() => {
    g = analyse(SEED);
  });

  it('house edge under composition-dependent play: 0.824% ± 0.005% (independent analysis)', () => {
    expect(Math.abs(g.houseEdgeOptimal - 0.00824)).toBeLessThan(0.00005);
  });

  it('house edge under the chart: 0.828% ± 0.005% (independent analysis)', () => {
    expect(Math.abs(g.houseEdgeChart - 0.00828)).toBeLessThan(0.00005);
  });

  it('composition-dependent play is never worse than the chart', () => {
    expect(g.houseEdgeOptimal).toBeLessThanOrEqual(g.houseEdgeChart);
  });

  it('10 and 11 hit against a ten and an ace (a dealer blackjack takes the double)', () => {
    for (const t of [10, 11]) for (const up of [10, 1]) expect(g.chart.hard[t]![up - 1]).toBe('H');
    expect(g.chart.hard[11]![5]).toBe('Dh');
  });

  it('standard cells: stand 12 against 4–6, hit 16 against 7, never split tens, split eights against 2–9 only', () => {
    expect([4, 5, 6].map((u) => g.chart.hard[12]![u - 1])).toEqual(['S', 'S', 'S']);
    expect(g.chart.hard[16]![6]).toBe('H');
    expect(g.chart.pairs[10]!.every((a) => a === 'S')).toBe(true);
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10, 1].map((u) => g.chart.pairs[8]![u - 1])).toEqual([
      'P',
      'P',
      'P',
      'P',
      'P',
      'P',
      'P',
      'P',
      'H',
      'H',
    ]);
  });

  it('every cell’s chosen action has the best EV among the allowed ones', () => {
    for (const c of g.cells) {
      const evs = Object.values(c.evs) as number[];
      const chosen =
        c.action === 'P'
          ? c.evs.split
          : c.action.startsWith('D')
            ? c.evs.double
            : c.action.startsWith('R')
              ? c.evs.surrender
              : c.action === 'H'
                ? c.evs.hit
                : c.evs.stand;
      expect(chosen).toBe(Math.max(...evs));
    }
  });

  it('tells its progress after each up-card column, and the result does not depend on being told', () => {
    const told: [number, number][] = [];
    const withProgress = analyse(SEED, undefined, { onProgress: (done, total) => told.push([done, total]) });
    // Ten up-cards (ace, 2 … 10), each column reported once, in order.
    expect(told).toEqual(Array.from({ length: 10 }, (_, i) => [i + 1, 10]));
    expect(withProgress).toEqual(g);
  });

  it('odds report: main under the chart, mainOptimal composition-dependent, insurance 23/311 (7.40%, the published six-deck figure)', () => {
    const r = oddsOrThrow(SEED, { preset: 'seed', analysis: g });
    expect(r.bets.map((b) => b.id)).toEqual(['main', 'mainOptimal', 'insurance']);
    expect(Math.abs(r.bets[0]!.houseEdge - 0.00828)).toBeLessThan(0.00005);
    expect(Math.abs(r.bets[1]!.houseEdge - 0.00824)).toBeLessThan(0.00005);
    expect(r.bets[2]!.exact).toBe('23/311');
  });
});

describe('rule variations move the edge the known way', () => {
  it('single deck insurance: 1/17 (5.88%)', () => {
    expect(toFractionString(insuranceEdge({ ...SEED, decks: 1 }))).toBe('1/17');
  });

  it('one deck: H17 costs the player, a dealer blackjack taking only the original helps, a peek helps more', () => {
    const base = analyse({ ...SEED, decks: 1 }).houseEdgeChart;
    expect(analyse({ ...SEED, decks: 1, dealerHitsSoft17: true }).houseEdgeChart).toBeGreaterThan(base);
    const obo = analyse({ ...SEED, decks: 1, dealerBlackjackTakes: 'original' }).houseEdgeChart;
    expect(obo).toBeLessThan(base);
    // With a peek a player never doubles or busts into a dealer blackjack; without one a busted double still loses 2.
    expect(analyse({ ...SEED, decks: 1, holeCard: true }).houseEdgeChart).toBeLessThan(obo);
  });

  it('6:5 for a blackjack costs exactly 0.3 × P(natural) × P(no dealer blackjack) more than 3:2', () => {
    // Naturals are never played, so only their payout changes: ΔEV = (1.5 − 1.2) × Σ P(natural, up) × P(no dealer bj).
    const rules = { ...SEED, decks: 1 };
    const d = analyse({ ...rules, blackjackPays: { pays: 6, per: 5 } }).houseEdgeChart - analyse(rules).houseEdgeChart;
    // One deck: P(A, T to the player) = 32/663; then the dealer makes blackjack from 50 cards: up A (3 left) with a
    // ten (15 left), or up T (15 left) with an ace (3 left): 2 × 3/50 × 15/49.
    const pNoDealerBj = 1 - (2 * 3 * 15) / (50 * 49);
    expect(d).toBeCloseTo(0.3 * (32 / 663) * pNoDealerBj, 12);
  });
});

describe('an infinite shoe', () => {
  it('casino rules (S17, hole card, DAS, resplit to four except aces, one card to split aces): 0.511734%, the Wizard of Odds appendix 1 figure', () => {
    const rules = resolveRulesOrThrow({ preset: 'casino' });
    const g = analyse(rules, 'infinite');
    expect(Math.abs(g.houseEdgeOptimal - 0.00511734)).toBeLessThan(5e-9);
    // From an infinite shoe the best play depends only on the total, so the chart is the optimum.
    expect(toNumber(g.exact!.houseEdgeChart)).toBeCloseTo(toNumber(g.exact!.houseEdgeOptimal), 15);
  });

  it.each([
    { name: 'the text (no hole card, a dealer blackjack takes all)', preset: 'seed' as const, overrides: {} },
    {
      name: 'no hole card, original bet only, three hands, late surrender',
      preset: 'casino' as const,
      overrides: {
        holeCard: false,
        dealerBlackjackTakes: 'original' as const,
        maxHands: 3,
        surrender: 'late' as const,
      },
    },
    {
      name: 'H17, resplit aces, hit split aces',
      preset: 'casino' as const,
      overrides: { dealerHitsSoft17: true, resplitAces: true, hitSplitAces: true },
    },
  ])('$name: the exact fractions (infinite.ts) and the general code in doubles agree', ({ preset, overrides }) => {
    const g = analyse(resolveRulesOrThrow({ preset, overrides }), 'infinite');
    expect(g.houseEdgeChart).toBeCloseTo(toNumber(g.exact!.houseEdgeChart), 14);
    expect(g.houseEdgeOptimal).toBeCloseTo(toNumber(g.exact!.houseEdgeOptimal), 14);
  });

  it('the natural is 8/169 and insurance loses 1/13 (a ten under the ace with chance 4/13)', () => {
    const g = analyse(SEED, 'infinite');
    expect(toFractionString(g.naturalProbability)).toBe('8/169');
    const r = oddsOrThrow(SEED, { preset: 'seed', analysis: g });
    expect(r.bets.map((b) => [b.id, b.exact])).toEqual([
      ['main', toFractionString(g.exact!.houseEdgeChart)],
      ['mainOptimal', toFractionString(g.exact!.houseEdgeOptimal)],
      ['insurance', '1/13'],
    ]);
    expect(r.rules).toMatchObject({ decks: 'infinite' });
  });
});

describe('any shoe composition', () => {
  it('without the fives the player gains: the five is the card whose removal helps the player most (≈ 0.67% per card per deck, Griffin)', () => {
    const rules = { ...SEED, decks: 1 };
    const full = analyse(rules);
    const noFives = valueCounts(1);
    noFives[4] = 0;
    const g = analyse(rules, noFives);
    // Four fives out of 52: about 4 × 0.67% ≈ 2.7 points.
    expect(full.houseEdgeChart - g.houseEdgeChart).toBeGreaterThan(0.02);
    expect(full.houseEdgeChart - g.houseEdgeChart).toBeLessThan(0.04);
    // Aces and tens are all still there: P(natural) = 2 × 4 × 16 / (48 × 47).
    expect(toFractionString(g.naturalProbability)).toBe(toFractionString(frac(2 * 4 * 16, 48 * 47)));
  });
});

describe('real-valued card counts (the counting module’s expected shoe at a true count)', () => {
  // A naive reading of "every draw has the chance count / cards left, real counts too" (player.ts's
  // notes), written apart from the engine: the dealer and the hand recursed card by card in doubles.
  // The shoe has counts below one and between one and two, so some draws take a value past its count
  // (a second ace, a third two) and weigh in negatively; only a count of exactly zero is skipped.
  const SHOE = [0.5, 1.5, 2.25, 0, 3, 0.7, 1, 1.2, 2, 4.5];
  const drawFrom = (shoe: number[], f: (v: number) => number): number => {
    const n = shoe.reduce((a, b) => a + b, 0);
    let s = 0;
    for (let v = 1; v <= 10; v++) {
      const k = shoe[v - 1]!;
      if (k === 0) continue;
      shoe[v - 1] = k - 1;
      s += (k / n) * f(v);
      shoe[v - 1] = k;
    }
    return s;
  };
  const hand = (hard: number, ace: boolean) => (ace && hard + 10 <= 21 ? hard + 10 : hard);
  const dealer = (shoe: number[], up: number, h17: boolean): number[] => {
    const out = [0, 0, 0, 0, 0, 0, 0];
    const walk = (hard: number, ace: boolean, cards: number, p: number): void => {
      const best = hand(hard, ace);
      const soft = best !== hard;
      if (cards === 2 && best === 21) return void (out[6]! += p);
      if (hard > 21) return void (out[5]! += p);
      if (best > 17 || (best === 17 && !(h17 && soft))) return void (out[best - 17]! += p);
      const n = shoe.reduce((a, b) => a + b, 0);
      for (let v = 1; v <= 10; v++) {
        const k = shoe[v - 1]!;
        if (k === 0) continue;
        shoe[v - 1] = k - 1;
        walk(hard + v, ace || v === 1, cards + 1, (p * k) / n);
        shoe[v - 1] = k;
      }
    };
    walk(up, up === 1, 1, 1);
    return out;
  };
  // A dealer blackjack takes every stake (no hole card), so a stand of `mult` units loses `mult` to it.
  const standEv = (shoe: number[], up: number, best: number, mult: number): number => {
    const d = dealer(shoe, up, false);
    let ev = -mult * d[6]! + mult * d[5]!;
    for (let o = 0; o < 5; o++) ev += mult * d[o]! * Math.sign(best - (17 + o));
    return ev;
  };
  const bestEv = (shoe: number[], up: number, hard: number, ace: boolean): number => {
    const s = standEv(shoe, up, hand(hard, ace), 1);
    return hand(hard, ace) >= 21 ? s : Math.max(s, hitEv(shoe, up, hard, ace));
  };
  const hitEv = (shoe: number[], up: number, hard: number, ace: boolean): number =>
    drawFrom(shoe, (v) => (hard + v > 21 ? -1 : bestEv(shoe, up, hard + v, ace || v === 1)));
  const doubleEv = (shoe: number[], up: number, hard: number, ace: boolean): number =>
    drawFrom(shoe, (v) => (hard + v > 21 ? -2 : standEv(shoe, up, hand(hard + v, ace || v === 1), 2)));
  const rules = resolveRulesOrThrow({
    preset: 'casino',
    overrides: { holeCard: false, dealerBlackjackTakes: 'all', dealerHitsSoft17: false },
  });

  it.each([
    { up: 1, hard: 9, ace: false },
    { up: 6, hard: 12, ace: false },
    { up: 10, hard: 7, ace: true },
  ])(
    'up $up, hand $hard (ace: $ace): the dealer, stand, hit and double equal the naive recursion',
    ({ up, hard, ace }) => {
      const shoe = SHOE.slice();
      const d = dealerDistribution(Float64Array.from(shoe), up, false);
      dealer(shoe.slice(), up, false).forEach((p, i) => expect(d[i]).toBeCloseTo(p, 13));
      const a = new UpAnalysis(rules, shoe, up);
      expect(a.size()).toBeCloseTo(16.65, 13);
      expect(a.stand(hand(hard, ace), 1, false)).toBeCloseTo(standEv(shoe.slice(), up, hand(hard, ace), 1), 13);
      expect(a.hit(hard, ace, 0, false)).toBeCloseTo(hitEv(shoe.slice(), up, hard, ace), 13);
      expect(a.double(hard, ace, false)).toBeCloseTo(doubleEv(shoe.slice(), up, hard, ace), 13);
    },
  );
});

describe('advice for a live round', () => {
  it('11 against a ten under the text: hit beats stand and double', () => {
    const { state } = dealOrThrow(SEED, stackedShoe(parseCardsOrThrow('6s Tc 5h 2d 2c 2h 2s 3d 3c')), [
      { box: 'p', amount: 10 },
    ]);
    const a = advise(state)!;
    expect(a.best).toBe('hit');
    expect(a.actions.map((x) => x.action).sort()).toEqual(['double', 'hit', 'stand']);
  });

  // Wizard of Odds, blackjack appendix 9: stand, hit and double for two-card hands against an ace, the
  // exact composition at every step, six figures. No hole card (a dealer blackjack takes all), or a hole
  // card (values given the dealer has no blackjack).
  it.each([
    { table: '6 decks H17 no hole card', decks: 6, hole: false, hand: [2, 1], evs: [-0.722356, -0.37991, -1.024099] },
    { table: '6 decks H17 no hole card', decks: 6, hole: false, hand: [3, 2], evs: [-0.721887, -0.529734, -1.443774] },
    { table: '6 decks H17 no hole card', decks: 6, hole: false, hand: [6, 5], evs: [-0.720879, -0.235772, -0.535879] },
    { table: '6 decks H17 no hole card', decks: 6, hole: false, hand: [7, 1], evs: [-0.466029, -0.421285, -0.909374] },
    { table: '8 decks H17 no hole card', decks: 8, hole: false, hand: [6, 5], evs: [-0.721201, -0.235977, -0.537869] },
    { table: '5 decks H17 hole card', decks: 5, hole: true, hand: [6, 5], evs: [-0.594346, 0.10988, 0.128187] },
    { table: '5 decks H17 hole card', decks: 5, hole: true, hand: [6, 4], evs: [-0.594238, 0.034973, -0.023611] },
  ])('$table, $hand against an ace: stand, hit, double as published', ({ decks, hole, hand, evs }) => {
    const rules = resolveRulesOrThrow({
      preset: 'casino',
      overrides: { decks, holeCard: hole, dealerBlackjackTakes: 'all', dealerHitsSoft17: true },
    });
    const shoe = valueCounts(decks);
    shoe[0]!--;
    for (const c of hand) shoe[c - 1]!--;
    const e = handActionEvs(rules, shoe, hand, 1, { actions: ['stand', 'hit', 'double'] });
    [e.stand!, e.hit!, e.double!].forEach((x, i) => expect(Math.abs(x - evs[i]!)).toBeLessThanOrEqual(5e-7));
  });

  it('resplitting from a small shoe: the split, stand, hit and double EVs of Farmer’s analyser (CDZ−, SPL3)', () => {
    // E. Farmer's Blackjack Basic Strategy Calculator 6.3 (posted to blackjackinfo.com, "Software update
    // with new split EVs", page 5): a shoe of 4 twos, 4 threes, 2 fours, 2 sevens and 7 tens; S17, double
    // any two, DAS, resplit to four hands, CDZ−; dealer 7, player 2-2. Published to 11 figures.
    const rules = resolveRulesOrThrow({ preset: 'casino', overrides: { maxHands: 4, evenMoney: false } });
    const shoe = [0, 4, 4, 2, 0, 0, 2, 0, 0, 7];
    shoe[6]!--;
    shoe[1]! -= 2;
    const e = handActionEvs(rules, shoe, [2, 2], 7, { actions: ['stand', 'hit', 'double', 'split'] });
    expect(e.stand).toBeCloseTo(-0.61639194139, 10);
    expect(e.hit).toBeCloseTo(-0.13266733267, 10);
    expect(e.double).toBeCloseTo(-1.23278388278, 10);
    expect(e.split).toBeCloseTo(-0.76210220335, 10);
  });

  it('insurance is a bad bet from a full six-deck shoe: EV = 3·p − 1 with p = 96/309, three cards seen', () => {
    // The text's game deals the player two cards and the dealer one: 7♠ A♣ 9♥ are seen, none a ten, so
    // 96 of the 6 × 52 − 3 = 309 unseen cards are tens; insurance pays 2:1.
    const { state } = dealOrThrow(SEED, stackedShoe(parseCardsOrThrow('7s Ac 9h 2d 2c')), [{ box: 'p', amount: 10 }]);
    expect(state.rules.decks).toBe(6);
    const a = advise(state)!;
    expect(a.best).toBe('noInsurance');
    const p = (6 * 16) / (6 * 52 - 3);
    expect(a.actions.find((x) => x.action === 'insurance')!.ev).toBeCloseTo(3 * p - 1, 12);
  });
});
