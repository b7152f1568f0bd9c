import { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../rng/index.js';
import { analyse } from '../../analysis/edge.js';
import type { Chart } from '../../analysis/player.js';
import { blackjackPresets } from '../../rules.js';
import { COUNTING_SYSTEMS } from '../systems.js';
import { precomputeSpread, type SpreadModel } from './model.js';
import { evaluateRamp, type RampOptions } from './ramp.js';
import { simulateRamp, type Interval } from './simulate.js';

// The model (the count's law at every depth weighted by where rounds start, interpolated exact EVs,
// each bin's second moment and the spots' covariance from an infinite shoe of the bin's composition)
// against card-by-card play of the same ramp: Hi-Lo, six decks, the shipped index tables (insurance at
// its index), the text's game and the casino game, two spreads and two penetrations, one spot; and
// two spots. The model's win rate and SD must lie in the simulation's 99 % interval (batch means over
// shoes), issue 22. Seeds and sizes were fixed before the first run; the figures are printed for
// decision 032.
const hilo = COUNTING_SYSTEMS.hilo;
const ramps: Record<string, RampOptions> = {
  '1-8': {
    bankroll: 10_000,
    min: 10,
    max: 80,
    ramp: [
      { trueCount: 1, bet: 20 },
      { trueCount: 2, bet: 40 },
      { trueCount: 3, bet: 60 },
      { trueCount: 4, bet: 80 },
    ],
  },
  '1-16': {
    bankroll: 10_000,
    min: 10,
    max: 160,
    ramp: [
      { trueCount: 1, bet: 20 },
      { trueCount: 2, bet: 40 },
      { trueCount: 3, bet: 80 },
      { trueCount: 4, bet: 120 },
      { trueCount: 5, bet: 160 },
    ],
  },
};
const ROUNDS = 3_000_000;
const charts = new Map<string, Chart>();
const chartOf = (p: 'seed' | 'casino') => {
  if (!charts.has(p)) charts.set(p, analyse(blackjackPresets[p].rules).chart);
  return charts.get(p)!;
};
const modelOf = (p: 'seed' | 'casino', penetration: number, spots = 1): SpreadModel => {
  const m = precomputeSpread(blackjackPresets[p].rules, hilo, {
    penetration,
    spots,
    chart: chartOf(p),
    indices: BLACKJACK_INDEX_TABLES[p].hilo,
  });
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
};
const inside = (x: number, [lo, hi]: Interval) => x >= lo && x <= hi;
const f = (x: number) => x.toFixed(2);
const ci = ([lo, hi]: Interval) => `[${f(lo)}, ${f(hi)}]`;
const pct = (model: number, sim: number) => `${((model / sim - 1) * 100).toFixed(2)} %`;

describe('the bet-ramp model against card-by-card play of the ramp', () => {
  for (const preset of ['seed', 'casino'] as const)
    for (const penetration of [0.67, 0.83])
      it(`${preset}, ${penetration} penetration, spreads 1–8 and 1–16, one spot`, () => {
        const model = modelOf(preset, penetration);
        const rows = Object.entries(ramps).map(([name, ramp]) => {
          const e = evaluateRamp(model, ramp);
          const s = simulateRamp(model, ramp, ROUNDS, seededRng(`agreement/${preset}/${penetration}/${name}`));
          if (!e.ok || !s.ok) throw new Error('bad ramp');
          const m = e.value;
          const v = s.value;
          console.log(
            `${preset} pen ${penetration} ${name}: win/100 model ${f(m.winPer100)} sim ${f(v.winPer100)} ${ci(v.winPer100Ci99)}; SD/100 model ${f(m.sdPer100)} sim ${f(v.sdPer100)} ${ci(v.sdPer100Ci99)} (${pct(m.sdPer100, v.sdPer100)}); bet model ${f(m.averageBet)} sim ${f(v.averageBet)} (${pct(m.averageBet, v.averageBet)})`,
          );
          return { m, v };
        });
        for (const { m, v } of rows) {
          expect(inside(m.winPer100, v.winPer100Ci99)).toBe(true);
          expect(inside(m.sdPer100, v.sdPer100Ci99)).toBe(true);
          // The simulation reports no interval for the mean bet; its error, a check on the bins'
          // shares, was below 0.8 % in every case (decision 032).
          expect(Math.abs(m.averageBet / v.averageBet - 1)).toBeLessThan(0.01);
        }
      }, 300_000);

  it('two spots: the measured spot correlation is the model’s, and so are the SD and the win rate', () => {
    const model = modelOf('seed', 0.83, 2);
    const ramp = ramps['1-16']!;
    const e = evaluateRamp(model, ramp);
    const s = simulateRamp(model, ramp, ROUNDS, seededRng('agreement/two-spots'));
    if (!e.ok || !s.ok) throw new Error('bad ramp');
    const v = s.value;
    console.log(
      `seed pen 0.83 1-16, two spots: win/100 model ${f(e.value.winPer100)} sim ${f(v.winPer100)} ${ci(v.winPer100Ci99)}; SD/100 model ${f(e.value.sdPer100)} sim ${f(v.sdPer100)} ${ci(v.sdPer100Ci99)}; correlation model ${model.correlation} sim ${v.spotCorrelation!.toFixed(4)} [${v.spotCorrelationCi99!.map((x) => x.toFixed(4)).join(', ')}]`,
    );
    // The model's correlation is no longer a constant but each bin's covariance (two spots independent
    // given the dealer's hand, from an infinite shoe of the bin's composition) over its variance, the
    // bins weighted by their shares: 0.3658 against the measured 0.3681 [0.3667, 0.3694], 0.6 % low
    // (the cards the two spots take from one finite shoe are not modelled); within 1 %. Its effect on
    // the SD is a twentieth of that (two spots' variance is 2σ²(1 + ρ)), which the SD check covers.
    expect(Math.abs(model.correlation / v.spotCorrelation! - 1)).toBeLessThan(0.01);
    expect(inside(e.value.sdPer100, v.sdPer100Ci99)).toBe(true);
    expect(inside(e.value.winPer100, v.winPer100Ci99)).toBe(true);
  }, 300_000);
});
