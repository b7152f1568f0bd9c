import { describe, expect, it } from 'vitest';
import { naiveFlooredTrueCounts } from '@croupier/testkit/oracles/blackjack';
import { COUNTING_SYSTEMS, tagsByValue } from '../index.js';
import { expectedRoundCards, roundCardsDistribution, roundStartDensity } from './cards.js';
import { blackjackPresets } from '../../rules.js';
import { analyse } from '../../analysis/edge.js';
import { roundMomentsWith } from '../../analysis/payouts.js';
import { runningCountLaw, runningCountLawOf } from './distribution.js';
import { bankrollForRisk, goalRiskOfRuin, riskOfRuin, tripRiskOfRuin } from './risk.js';
import { evaluateRamp, parseRamp } from './ramp.js';
import { spreadBinIndex, type SpreadModel } from './model.js';

describe('the running count law against brute-force deals', () => {
  // A shoe too small for any real game, small enough to deal every ordered sequence: 9 cards.
  const shoe = [2, 1, 1, 1, 0, 1, 0, 0, 0, 3]; // A A 2 3 4 6 T T T
  it.each([
    ['hilo', 3],
    ['hilo', 5],
    ['zen', 4],
    ['ko', 4],
  ] as const)('%s after %d cards', (id, seen) => {
    const sys = COUNTING_SYSTEMS[id];
    const tags = tagsByValue(sys);
    const want = naiveFlooredTrueCounts(shoe, tags, seen);
    const law = lawOfShoe(shoe, tags, seen);
    expect([...law.keys()].sort()).toEqual([...want.keys()].sort());
    for (const [k, p] of want) expect(law.get(k)).toBeCloseTo(p, 12);
  });
});

/** The floored true count's law after `seen` cards of a small shoe, from the engine's polynomial. */
function lawOfShoe(shoe: readonly number[], tags: readonly number[], seen: number): Map<number, number> {
  const law = runningCountLawOf(tags, shoe, seen);
  const n = shoe.reduce((s, k) => s + k, 0);
  const mean = shoe.reduce((s, k, v) => s + k * tags[v]!, 0) / n;
  const out = new Map<number, number>();
  law.probs[seen]!.forEach((q, s) => {
    if (q === 0) return;
    const sum = (s - law.offset) / law.scale;
    const b = Math.floor(Math.round((((sum - seen * mean) * 52) / (n - seen)) * 1e9) / 1e9);
    out.set(b, (out.get(b) ?? 0) + q);
  });
  return out;
}

describe("the engine's running count law", () => {
  it('one deck, Hi-Lo, two cards: hand-counted chances', () => {
    // 20 low (+1), 12 neutral, 20 high (−1) cards. Two cards sum to +2 with C(20,2)/C(52,2) = 190/1326.
    const law = runningCountLaw(COUNTING_SYSTEMS.hilo, 1, 2);
    const row = law.probs[2]!;
    expect(row[law.offset + 2]).toBeCloseTo(190 / 1326, 14);
    expect(row[law.offset]).toBeCloseTo((66 + 400) / 1326, 14); // two neutrals, or one low and one high
    expect(row.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 14);
  });
  it('is the brute-force law of a small shoe where the two coincide: one deck, one card', () => {
    const law = runningCountLaw(COUNTING_SYSTEMS.zen, 1, 1);
    // Zen: 2,3,7 +1 (12 cards), 4,5,6 +2 (12), 8,9 0 (8), T −2 (16), A −1 (4).
    const row = law.probs[1]!;
    expect(row[law.offset + 2]).toBeCloseTo(12 / 52, 14);
    expect(row[law.offset - 2]).toBeCloseTo(16 / 52, 14);
    expect(row[law.offset - 1]).toBeCloseTo(4 / 52, 14);
  });
});

describe('risk of ruin, hand-worked', () => {
  it('for ever: exp(−2μB/σ²)', () => {
    expect(riskOfRuin(1, 100, 100)).toBeCloseTo(Math.exp(-2), 14);
    expect(riskOfRuin(0, 100, 100)).toBe(1);
  });
  it('a trip without drift is twice the normal tail: 2Φ(−B/(σ√T))', () => {
    expect(tripRiskOfRuin(0, 1, 10, 100)).toBeCloseTo(0.31731, 4); // 2Φ(−1)
  });
  it('a trip far longer than the bankroll lasts tends to the risk for ever', () => {
    expect(tripRiskOfRuin(1, 100, 100, 1e9)).toBeCloseTo(Math.exp(-2), 6);
  });
  it('before a goal: G/(B+G) without drift, the gambler’s ruin with drift', () => {
    expect(goalRiskOfRuin(0, 1, 30, 10)).toBeCloseTo(0.25, 12);
    // k = 2μ/σ² = 0.02, B = G = 50: (1 − e^−1)/(e^1 − e^−1) = 0.268941…
    expect(goalRiskOfRuin(1, 100, 50, 50)).toBeCloseTo((1 - Math.exp(-1)) / (Math.E - Math.exp(-1)), 12);
  });
  it('the bankroll for a risk inverts the risk for ever', () => {
    expect(bankrollForRisk(1, 100, Math.exp(-2))).toBeCloseTo(100, 10);
  });
});

/** A two-bin model written by hand: bin −1 loses 1 %, bin +1 wins 2 %, half the rounds each. */
const toy: SpreadModel = {
  rules: {} as SpreadModel['rules'],
  system: { id: 'hilo', name: 'Hi-Lo', tags: COUNTING_SYSTEMS.hilo.tags, rounding: 'floor' },
  penetration: 0.75,
  spots: 1,
  cardsPerRound: 5.6,
  roundsPerShoe: 42,
  correlation: 0.5,
  withIndices: false,
  chart: {} as SpreadModel['chart'],
  bins: [
    { trueCount: -1, p: 0.5, meanTrueCount: -1, meanCardsRemaining: 150, ev: -0.01, variance: 1.3, covariance: 0.65 },
    { trueCount: 1, p: 0.5, meanTrueCount: 1, meanCardsRemaining: 150, ev: 0.02, variance: 1.3, covariance: 0.65 },
  ],
  deviations: [],
};

describe('evaluateRamp on a hand-made model', () => {
  it('a 1–4 ramp: μ = ½(−0.1) + ½(0.8), E[W²] = ½·1.3001·100 + ½·1.3004·1600', () => {
    const r = evaluateRamp(toy, { bankroll: 10000, min: 10, max: 40, ramp: [{ trueCount: 1, bet: 40 }] });
    if (!r.ok) throw new Error(r.error.message);
    const mu = 0.5 * 10 * -0.01 + 0.5 * 40 * 0.02;
    const e2 = 0.5 * 100 * (1.3 + 0.0001) + 0.5 * 1600 * (1.3 + 0.0004);
    expect(r.value.evPerRound).toBeCloseTo(mu, 12);
    expect(r.value.sdPerRound).toBeCloseTo(Math.sqrt(e2 - mu * mu), 12);
    expect(r.value.score).toBeCloseTo((1e6 * mu * mu) / (e2 - mu * mu), 8);
    expect(r.value.risk).toBeCloseTo(Math.exp((-2 * mu * 10000) / (e2 - mu * mu)), 12);
  });
  it('two spots add the covariance: E[W²] = Σ p·b²·(2(σ²+μ²) + 2(c+μ²))', () => {
    const r = evaluateRamp({ ...toy, spots: 2 }, { bankroll: 10000, min: 10, max: 10, ramp: [] });
    if (!r.ok) throw new Error(r.error.message);
    const mu = 0.5 * 20 * -0.01 + 0.5 * 20 * 0.02;
    const e2 = 0.5 * 100 * (2 * 1.3001 + 2 * 0.6501) + 0.5 * 100 * (2 * 1.3004 + 2 * 0.6504);
    expect(r.value.sdPerRound).toBeCloseTo(Math.sqrt(e2 - mu * mu), 12);
  });
  it('Kelly bets bankroll·EV/Var, clipped and rounded to the unit', () => {
    const r = evaluateRamp(toy, { bankroll: 10000, min: 10, max: 500, unit: 5, ramp: 'kelly' });
    if (!r.ok) throw new Error(r.error.message);
    // 10000·0.02/1.3 = 153.8 → 155; a negative EV bets the minimum.
    expect(r.value.rows.map((x) => x.bet)).toEqual([10, 155]);
  });
  it('wonging out of the negative bin: those rounds are watched (bet 0) and still counted', () => {
    const r = evaluateRamp(toy, { bankroll: 10000, min: 10, max: 40, wongIn: 0, ramp: [{ trueCount: 1, bet: 40 }] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.played).toBeCloseTo(0.5, 12);
    expect(r.value.winPer100).toBeCloseTo(100 * 0.5 * 40 * 0.02, 10);
  });
  it.each([
    [{ spread: 0.5 }, 'blackjack/spread-below-one'],
    [{ max: 5 }, 'blackjack/max-below-min'],
    [{ bankroll: 5 }, 'blackjack/bankroll-below-bet'],
    [{ unit: 3 }, 'blackjack/bad-bet-option'],
    [{ risk: 1 }, 'blackjack/bad-bet-option'],
  ])('refuses %o with %s', (over, code) => {
    const r = evaluateRamp(toy, { bankroll: 10000, min: 10, max: 40, ramp: 'kelly', ...over });
    expect(!r.ok && r.error.code).toBe(code);
  });
  it('parses a ramp', () => {
    expect(parseRamp('1:10, 2:20,+3:40')).toEqual({
      ok: true,
      value: [
        { trueCount: 1, bet: 10 },
        { trueCount: 2, bet: 20 },
        { trueCount: 3, bet: 40 },
      ],
    });
    expect(parseRamp('1-10').ok).toBe(false);
  });
});

describe('expectedRoundCards and roundCardsDistribution, hand-worked', () => {
  // An empty chart: every cell falls back to "stand on 17 or more, else hit", the dealer's own rule.
  const chart = { hard: {}, soft: {}, pairs: {} };
  const rules = { ...blackjackPresets.seed.rules, dealerHitsSoft17: false, surrender: 'none' as const };
  it('a shoe of ten-value cards only: two cards each (20 stands), four a round, six with two spots', () => {
    const tens = [0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
    expect(expectedRoundCards(rules, chart, tens, 1)).toBeCloseTo(4, 12);
    expect(expectedRoundCards(rules, chart, tens, 2)).toBeCloseTo(6, 12);
  });
  it('a shoe of twos only: both hit to 18, nine cards each', () => {
    const twos = [0, 1, 0, 0, 0, 0, 0, 0, 0, 0];
    expect(expectedRoundCards(rules, chart, twos, 1)).toBeCloseTo(18, 12);
  });
  it('half tens, half sevens: 14 hits once (→ 21 or 24), 17 and 20 stand; a bust hand leaves the dealer two cards', () => {
    // The player's first two: 7+7 (¼) hits once → 3 cards, else 2: 2.25. The dealer: 2 cards, and a
    // hit on her own 7+7 (¼) unless the player bust (7+7 then a ten: ⅛): 2 + ¼·⅞ = 2.21875.
    const shoe = [0, 0, 0, 0, 0, 0, 1, 0, 0, 1];
    expect(expectedRoundCards(rules, chart, shoe, 1)).toBeCloseTo(2.25 + 2 + 0.25 * 0.875, 12);
    // The law: 4 cards when neither hits (¾·¾); 5 when one of them hits (the player's 7+7 to 21 then the
    // dealer's 20s, ¼·½·¾; the player's bust, ¼·½; the dealer's hit after the player's 17 or 20, ¾·¼);
    // 6 when both hit and the player made 21 (¼·½·¼).
    const law = roundCardsDistribution(rules, chart, shoe, 1);
    expect(law[4]).toBeCloseTo(9 / 16, 12);
    expect(law[5]).toBeCloseTo(3 / 32 + 1 / 8 + 3 / 16, 12);
    expect(law[6]).toBeCloseTo(1 / 32, 12);
  });
  it('under a peek a dealer blackjack ends the round before the player draws', () => {
    // Aces and tens, half each, hole card. Four cards: a dealer blackjack (½); else (her A+A or T+T,
    // ½ each) the player's blackjack (½: she does not draw), or his T+T (¼) against her T+T (½). His
    // A+A (¼) hits, and her A+A draws when he has a hand left. So ½ + ½·(½ + ¼·½) = 13/16.
    const shoe = [1, 0, 0, 0, 0, 0, 0, 0, 0, 1];
    const peek = roundCardsDistribution({ ...rules, holeCard: true }, chart, shoe, 1);
    expect(peek[4]).toBeCloseTo(13 / 16, 12);
  });
  it('the renewal density of round starts: rounds of two or three cards, half each', () => {
    // u0 = 1, u1 = 0, u2 = ½, u3 = ½, u4 = ¼, u5 = ½·½ + ½·½ = ½.
    const u = roundStartDensity([0, 0, 0.5, 0.5], 6);
    expect(Array.from(u)).toEqual([1, 0, 0.5, 0.5, 0.25, 0.5]);
  });
});

describe('spreadBinIndex: a whole true count to its bin', () => {
  // Bins −10 … +10 (the default clip): +3 is the 14th bin (index 13); counts past ±10 go to the end bins.
  const bins = Array.from({ length: 21 }, (_, i) => ({ trueCount: i - 10 }));
  it.each([
    [3, 13],
    [0, 10],
    [-10, 0],
    [10, 20],
    [99, 20],
    [-99, 0],
  ])('true count %i → bin %i', (tc, index) => {
    expect(spreadBinIndex({ bins } as unknown as SpreadModel, tc)).toBe(index);
  });
});

describe('roundMomentsWith: two spots are independent given the dealer’s hand', () => {
  const P = [1, 1, 1, 1, 1, 1, 1, 1, 1, 4].map((x) => x / 13);
  it.each([
    ['seed', 0.3677, 0.0017],
    ['casino', 0.3682, 0.0017],
  ] as const)(
    '%s: the means given each dealer outcome average to the mean, and the correlation is the one measured card by card',
    (preset, measured, ci) => {
      const rules = blackjackPresets[preset].rules;
      const m = roundMomentsWith(rules, analyse(rules).chart, P);
      for (const b of m.byUp) {
        const mean = b.dealer.reduce((s, d, o) => s + d * b.given[o]!, 0);
        expect(mean).toBeCloseTo(b.mean, 12);
      }
      // simulateRamp's two-spot runs (decision 032): 0.3677 ± 0.0017 (seed), 0.3682 ± 0.0017 (casino), 99 %.
      const rho = m.covariance / (m.second - m.mean ** 2);
      expect(Math.abs(rho - measured)).toBeLessThan(ci);
    },
  );
});
