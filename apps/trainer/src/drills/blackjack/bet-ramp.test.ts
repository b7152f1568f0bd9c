import { COUNTING_SYSTEMS, type SpreadModel } from '@croupier/engine/blackjack';
import { seededRng } from '@croupier/engine/rng';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RULES, spreadFor } from '../test-helpers.ts';
import { betRampDrill, situationFor, type BetData } from './bet-ramp.ts';
import { DEFAULT_RAMP, growthLoss, RAMP_PREF, storeRampSettings } from './ramp.ts';
import { writePref } from '../../storage/prefs.ts';

const rules = DEFAULT_RULES.blackjack;

/**
 * A two-bin model made by hand: true count 0 and below (EV −0.5 %, variance 1.3) and +1 and above
 * (EV +1 %, variance 1.25). Kelly for a 10 000-chip bankroll: at 0, a negative bet → the minimum 10;
 * at +1, 10 000 × 0.01 / 1.25 = 80 chips exactly.
 */
const twoBins: SpreadModel = {
  rules,
  system: COUNTING_SYSTEMS.hilo,
  penetration: 0.75,
  spots: 1,
  cardsPerRound: 5.6,
  roundsPerShoe: 42,
  correlation: 0.5,
  withIndices: false,
  // Bets are priced from the bins; no play reads the model's chart.
  chart: { hard: {}, soft: {}, pairs: {} },
  bins: [
    { trueCount: 0, p: 0.6, meanTrueCount: -1, meanCardsRemaining: 200, ev: -0.005, variance: 1.3, covariance: 0.65 },
    { trueCount: 1, p: 0.4, meanTrueCount: 2, meanCardsRemaining: 150, ev: 0.01, variance: 1.25, covariance: 0.625 },
  ],
  deviations: [],
};

const dealWith = (model: SpreadModel, key: string, seed = 1) =>
  betRampDrill.item(key, seededRng(seed), { rules, spread: model });

afterEach(() => writePref(RAMP_PREF, JSON.stringify(DEFAULT_RAMP)));

describe('bet-ramp drill on a hand-made two-bin model', () => {
  it.each([
    // key, the ramp's bet (hand-worked above; beyond the model's bins the end bins apply)
    ['true:1', 80],
    ['true:5', 80],
    ['true:0', 10],
    ['true:-2', 10],
  ])('%s: the Kelly ramp bets %i', (key, bet) => {
    const item = dealWith(twoBins, key);
    expect(item.solution.answer).toBe(String(bet));
    expect(betRampDrill.check(item, String(bet))).toMatchObject({ correct: true, cost: { value: 0 } });
  });

  it.each([
    // given, the growth loss in chips per round: g(b) = 0.01·b − 1.25·b²/20 000, g(80) = 0.4
    ['100', 0.4 - (1 - (1.25 * 10_000) / 20_000)], // g(100) = 0.375 → 0.025
    ['10', 0.4 - (0.1 - (1.25 * 100) / 20_000)], // g(10) = 0.09375 → 0.30625
    ['0', 0.4], // sitting out grows nothing
  ])('at +1 a bet of %s loses its growth, in minimum bets', (given, loss) => {
    const v = betRampDrill.check(dealWith(twoBins, 'true:1'), given);
    expect(v.correct).toBe(false);
    expect(v.cost!.value).toBeCloseTo(loss / 10, 12);
    expect(v.expected).toMatch(/^80\sфишек$/u); // a no-break space before the unit
  });

  it('a bet at a negative count costs nothing when it is smaller than the minimum the ramp bets', () => {
    // g(0) = 0 > g(10) = −0.05 − 1.3·100/20 000: betting nothing grows more than the ramp's minimum.
    const v = betRampDrill.check(dealWith(twoBins, 'true:0'), '0');
    expect(v.correct).toBe(false);
    expect(v.cost!.value).toBe(0);
  });

  it('a typed answer that is not a number is wrong and costs nothing it can price', () => {
    const v = betRampDrill.check(dealWith(twoBins, 'true:1'), 'восемьдесят');
    expect(v.correct).toBe(false);
    expect(v.cost).toBeUndefined();
  });

  it("the trainee's own steps are graded by the steps", () => {
    storeRampSettings({ ...DEFAULT_RAMP, ramp: '1:40' });
    expect(dealWith(twoBins, 'true:3').solution.answer).toBe('40');
    expect(dealWith(twoBins, 'true:0').solution.answer).toBe('10');
    // 40 is nearer Kelly's 80 than 20, and 100 is nearer than 40 is: no loss against the step's bet.
    expect(betRampDrill.check(dealWith(twoBins, 'true:3'), '60').cost!.value).toBe(0);
    // g(40) = 0.4 − 1.25·1600/20 000 = 0.3, g(20) = 0.2 − 1.25·400/20 000 = 0.175.
    expect(growthLoss(twoBins.bins[1]!, 10_000, 40, 20)).toBeCloseTo(0.3 - 0.175, 12);
  });
});

describe('bet-ramp drill: the running count shown', () => {
  it.each([-2, 0, 1, 3, 6, 8])('a running count and cards left that floor to %i, by a naive Hi-Lo', (k) => {
    for (let seed = 1; seed <= 30; seed++) {
      const { runningCount, cardsLeft } = situationFor(k, 8, 0.75, seededRng(seed));
      // The naive Hi-Lo true count: the running count per deck left, floored.
      expect(Math.floor((runningCount * 52) / cardsLeft)).toBe(k);
      expect(cardsLeft).toBeGreaterThanOrEqual(8 * 52 * 0.25);
      expect(cardsLeft).toBeLessThanOrEqual(8 * 52 - 26);
    }
  });

  it('an item of a running count carries that count and grades against its bin', () => {
    const item = dealWith(twoBins, 'running:2', 7);
    const d = item.data as BetData;
    expect(Math.floor((d.runningCount! * 52) / d.cardsLeft!)).toBe(2);
    expect(item.solution.answer).toBe('80');
  });
});

describe('bet-ramp drill on the engine model of the default rules', () => {
  const model = spreadFor(rules);
  const bets = [-2, 0, 1, 2, 3, 4, 6, 8].map((k) => Number(dealWith(model, `true:${k}`).solution.answer));

  it('bets the minimum at or below zero and more as the count rises, within the spread', () => {
    expect(bets[0]).toBe(10);
    expect(bets[1]).toBe(10);
    for (let i = 1; i < bets.length; i++) expect(bets[i]).toBeGreaterThanOrEqual(bets[i - 1]!);
    expect(bets[bets.length - 1]).toBeGreaterThan(10);
    expect(bets.every((b) => b % 5 === 0 && b <= 200)).toBe(true);
  });

  it("each bet is the Kelly bet B·μ/σ² of the model's bin, to the nearest 5 chips, within 10…200", () => {
    for (const k of [3, 5, 8]) {
      const d = dealWith(model, `true:${k}`).data as BetData;
      const kelly = (10_000 * d.ev) / d.variance;
      expect(d.bet).toBe(Math.min(200, Math.max(10, Math.round(kelly / 5) * 5)));
    }
  });
});
