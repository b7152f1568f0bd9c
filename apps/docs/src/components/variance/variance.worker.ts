/// <reference lib="webworker" />
/**
 * The variance explorer's worker: the session's distribution by convolution, the risk of ruin, the
 * exact 95 % band of the running average, and the seeded simulation — off the page's thread.
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
import { binSession, distributionOf, sourceOf, type VarianceReply, type VarianceRequest } from './model';

const post = (reply: VarianceReply, transfer: Transferable[] = []) =>
  (self as unknown as Worker).postMessage(reply, transfer);

self.onmessage = (e: MessageEvent<VarianceRequest>) => {
  const req = e.data;
  try {
    const lattice = toLatticeOrThrow(sourceOf(req.bet));
    if (req.kind === 'session') {
      const s = sessionDistributionOrThrow(lattice, req.rounds);
      const o = sessionOutlook(s);
      const need = bankrollForRisk(lattice, req.rounds, req.risk);
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
      let forever = null;
      if (!req.bet.chain) {
        const f = foreverBankroll(foreverRuin(distributionOf(req.bet)), req.risk);
        if (f.ok) forever = f.value === null ? ({ certain: true } as const) : { certain: false as const, ...f.value };
      }
      post({
        kind: 'session',
        id: req.id,
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
      });
    } else if (req.kind === 'band') {
      const lo = new Float64Array(req.rounds);
      const hi = new Float64Array(req.rounds);
      let mean = 0;
      sessionDistributionOrThrow(lattice, req.rounds, {
        prune: 1e-12,
        onRound: (n, view) => {
          lo[n - 1] = sessionQuantile(view, 0.025) / n;
          hi[n - 1] = sessionQuantile(view, 0.975) / n;
          if (n === req.rounds) mean = sessionOutlook(view).mean / n;
        },
      });
      post({ kind: 'band', id: req.id, mean, lo, hi }, [lo.buffer, hi.buffer]);
    } else {
      const sampler = payoutSampler(lattice, seededRng(req.seed));
      const samples = new Float64Array(req.rounds);
      const average = new Float64Array(req.rounds);
      let total = 0;
      for (let i = 0; i < req.rounds; i++) {
        samples[i] = sampler.next();
        total += samples[i]!;
        average[i] = total / (i + 1);
      }
      post({ kind: 'simulate', id: req.id, seed: req.seed, samples, average }, [samples.buffer, average.buffer]);
    }
  } catch (error) {
    post({ kind: 'error', id: req.id, message: error instanceof Error ? error.message : String(error) });
  }
};
