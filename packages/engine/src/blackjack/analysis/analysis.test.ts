import { beforeAll, describe, expect, it } from 'vitest';
import { add, frac, mul, toFractionString, ZERO, type Fraction } from '../../rational/index.js';
import { resolveRulesOrThrow } from '../rules.js';
import { applyOrThrow, startOrThrow } from '../round.js';
import { parseCardsOrThrow } from '../../cards/index.js';
import { stackedShoe, type Shoe } from '../../shoe/index.js';
import type { BlackjackRules } from '../rules.js';
import { advise, handActionEvs } from './advise.js';
import { dealerDistribution, dealerDistributionExact, valueCounts } from './dealer.js';
import { analyse, naturalProbability, type GameAnalysis } from './edge.js';
import { expectedSplitHands } from './player.js';
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

  it('P(dealer blackjack | ace up), six decks, is 96/311 (96 ten-value cards among 311)', () => {
    const shoe = valueCounts(6);
    shoe[0]!--;
    expect(toFractionString(dealerDistributionExact(shoe, 1, false)[6]!)).toBe('96/311');
  });
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

  it('odds report: main under the chart, insurance 23/311 (7.40%, the published six-deck figure)', () => {
    const r = oddsOrThrow(SEED, { preset: 'seed', analysis: g });
    expect(r.bets.map((b) => b.id)).toEqual(['main', 'insurance']);
    expect(r.bets[0]!.houseEdge).toBe(g.houseEdgeChart);
    expect(r.bets[1]!.exact).toBe('23/311');
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

describe('the casino preset (six decks, S17, hole card, double any two, DAS, resplit to four, aces once)', () => {
  it('house edge ≈ 0.40%, the figure commonly published for these rules (e.g. the Wizard of Odds calculator)', () => {
    const g = analyse(resolveRulesOrThrow({ preset: 'casino' }));
    expect(g.houseEdgeChart).toBeGreaterThan(0.0037);
    expect(g.houseEdgeChart).toBeLessThan(0.0043);
  });

  it('resplitting is worth a few hundredths of a percent; resplitting aces more', () => {
    const casino = resolveRulesOrThrow({ preset: 'casino', overrides: { decks: 1 } });
    const two = analyse({ ...casino, maxHands: 2 }).houseEdgeChart;
    const four = analyse(casino).houseEdgeChart;
    const rsa = analyse({ ...casino, resplitAces: true }).houseEdgeChart;
    expect(two - four).toBeGreaterThan(0.0001);
    expect(two - four).toBeLessThan(0.001);
    expect(rsa).toBeLessThan(four);
  });
});

describe('expected hands after splitting', () => {
  it('one split: two hands, a pair kept with probability q each; to four hands: hand-worked for q = 1/2', () => {
    expect(expectedSplitHands(0.1, 2)).toEqual({ nonPairHands: 1.8, pairHands: 0.2 });
    // q = 1/2, up to 4 hands. Each second card either ends a hand (F) or splits again (S) while the box has
    // fewer than 4 hands. No resplit: F F (1/4). One: S F F F or F S F F (2/16). Two: the rest (5/8).
    // E[hands] = 2·1/4 + 3·1/8 + 4·5/8 = 3.375.
    const e = expectedSplitHands(0.5, 4);
    expect(e.nonPairHands + e.pairHands).toBeCloseTo(3.375, 12);
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

describe('advice for a live round', () => {
  it('11 against a ten under the text: hit beats stand and double', () => {
    const { state } = dealOrThrow(SEED, stackedShoe(parseCardsOrThrow('6s Tc 5h 2d 2c 2h 2s 3d 3c')), [
      { box: 'p', amount: 10 },
    ]);
    const a = advise(state)!;
    expect(a.best).toBe('hit');
    expect(a.actions.map((x) => x.action).sort()).toEqual(['double', 'hit', 'stand']);
  });

  it('ten-ten against a six: stand, and split is much worse', () => {
    const shoe = valueCounts(6);
    shoe[9]! -= 2;
    shoe[5]! -= 1;
    const e = handActionEvs(SEED, shoe, [10, 10], 6, { actions: ['stand', 'hit', 'split'] });
    expect(e.stand!).toBeGreaterThan(e.split!);
    expect(e.stand!).toBeGreaterThan(e.hit!);
  });

  it('insurance is a bad bet from a full six-deck shoe: EV = 3·p − 1 with p = 96/307 after four cards', () => {
    const { state } = dealOrThrow(SEED, stackedShoe(parseCardsOrThrow('7s Ac 9h 2d 2c')), [{ box: 'p', amount: 10 }]);
    const a = advise(state)!;
    expect(a.best).toBe('noInsurance');
    expect(a.actions.find((x) => x.action === 'insurance')!.ev).toBeCloseTo((3 * 96) / 309 - 1, 12);
  });
});
