import { describe, expect, it } from 'vitest';
import { ComputeClient, inProcessWorker } from '@croupier/ui/compute';
import { COIN } from './testBets';
import { varianceTasks } from './variance.tasks';

// The explorer's tasks through the compute layer's protocol, on its in-process host (as in a worker).
const client = new ComputeClient<typeof varianceTasks>({ create: () => inProcessWorker(varianceTasks) });

describe('the variance tasks through the compute layer', () => {
  it('two tosses of a fair coin: ahead ¼, even ½, behind ¼; mean 0, sd √2', async () => {
    const s = await client.run('session', { bet: COIN, rounds: 2, risk: 0.25 });
    expect([s.ahead, s.even, s.behind]).toEqual([0.25, 0.5, 0.25]);
    expect(s.mean).toBeCloseTo(0, 12);
    expect(s.sd).toBeCloseTo(Math.SQRT2, 12);
    // Ruin at a bankroll of 1 takes a first loss (½); of 2, two losses (¼): 2 is the least with risk ≤ ¼.
    expect([s.bankroll, s.bankrollRisk]).toEqual([2, 0.25]);
  });

  it('the band after one toss is its two results', async () => {
    const b = await client.run('band', { bet: COIN, rounds: 3 });
    expect([b.lo[0], b.hi[0]]).toEqual([-1, 1]);
    expect(b.mean).toBeCloseTo(0, 12);
  });

  it('a seeded run: each toss ±1, the running average its own, the same run again for the same seed', async () => {
    const r = await client.run('simulate', { bet: COIN, seed: 7, rounds: 50 });
    expect([...r.samples].every((x) => x === 1 || x === -1)).toBe(true);
    let total = 0;
    r.samples.forEach((x, i) => {
      total += x;
      expect(r.average[i]).toBeCloseTo(total / (i + 1), 12);
    });
    const again = await client.run('simulate', { bet: COIN, seed: 7, rounds: 50 }, { cache: false });
    expect([...again.samples]).toEqual([...r.samples]);
  });
});
