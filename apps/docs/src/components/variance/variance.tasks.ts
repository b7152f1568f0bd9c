/**
 * The variance explorer's tasks, as plain functions the compute layer serves in the workers: the
 * session's distribution by convolution and the risk of ruin, the exact 95 % band of the running
 * average, and the seeded simulation.
 *
 * @module
 */
import {
  bankrollForRisk,
  foreverBankroll,
  foreverRuin,
  payoutSampler,
  sessionDistributionOrThrow,
  sessionOutlook,
  sessionQuantile,
  toLatticeOrThrow,
} from '@croupier/engine/variance';
import { seededRng } from '@croupier/engine/rng';
import { transfer } from '@croupier/ui/compute/serve';
import {
  binSession,
  distributionOf,
  sourceOf,
  type BandResult,
  type SessionResult,
  type SimulateResult,
} from './model';
import type { VarianceBet } from './model';

function session({ bet, rounds, risk }: { bet: VarianceBet; rounds: number; risk: number }): SessionResult {
  const lattice = toLatticeOrThrow(sourceOf(bet));
  const s = sessionDistributionOrThrow(lattice, rounds);
  const o = sessionOutlook(s);
  const need = bankrollForRisk(lattice, rounds, risk);
  if (!need.ok) throw new Error(need.error.message);
  const { curve } = need.value;
  // About 40 points of the curve, from 0 to a little past the bankroll asked for.
  const top = Math.max(2, Math.min((curve.risk.length - 1) * curve.unitValue, need.value.bankroll * 1.6));
  const step = Math.max(curve.unitValue, Math.ceil(top / 40 / curve.unitValue) * curve.unitValue);
  const ruin: [number, number][] = [];
  for (let b = 0; b <= top + 1e-9; b += step) {
    const x = Math.min(curve.risk.length - 1, Math.round(b / curve.unitValue));
    ruin.push([b, curve.risk[x]!]);
  }
  let forever: SessionResult['forever'] = null;
  if (!bet.chain) {
    const f = foreverBankroll(foreverRuin(distributionOf(bet)), risk);
    if (f.ok) forever = f.value === null ? { certain: true } : { certain: false, ...f.value };
  }
  return {
    bins: binSession(s),
    ahead: o.ahead,
    even: o.even,
    behind: o.behind,
    mean: o.mean,
    sd: o.sd,
    error: o.error,
    bankroll: need.value.bankroll,
    bankrollRisk: need.value.risk,
    ruin,
    forever,
  };
}

function band({ bet, rounds }: { bet: VarianceBet; rounds: number }): BandResult {
  const lo = new Float64Array(rounds);
  const hi = new Float64Array(rounds);
  let mean = 0;
  sessionDistributionOrThrow(toLatticeOrThrow(sourceOf(bet)), rounds, {
    prune: 1e-12,
    onRound: (n, view) => {
      lo[n - 1] = sessionQuantile(view, 0.025) / n;
      hi[n - 1] = sessionQuantile(view, 0.975) / n;
      if (n === rounds) mean = sessionOutlook(view).mean / n;
    },
  });
  return transfer({ mean, lo, hi }, [lo.buffer, hi.buffer]);
}

function simulate({ bet, seed, rounds }: { bet: VarianceBet; seed: number; rounds: number }): SimulateResult {
  const sampler = payoutSampler(toLatticeOrThrow(sourceOf(bet)), seededRng(seed));
  const samples = new Float64Array(rounds);
  const average = new Float64Array(rounds);
  let total = 0;
  for (let i = 0; i < rounds; i++) {
    samples[i] = sampler.next();
    total += samples[i]!;
    average[i] = total / (i + 1);
  }
  return transfer({ seed, samples, average }, [samples.buffer, average.buffer]);
}

/** The tasks. */
export const varianceTasks = { session, band, simulate };
