import { describe, expect, it } from 'vitest';
import { resolveRulesOrThrow } from '../rules.js';
import { shardsOf } from '../analysis/compute.js';
import { planOdds } from '../analysis/exact.js';
import { computeShard } from '../analysis/shard.js';
import { runShards } from './index.js';

const plan = (() => {
  const p = planOdds(resolveRulesOrThrow({ sets: ['paytable=200,50,20,6,5,4,3,2,1,1'] }));
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
})();

describe('shards on worker threads', () => {
  it('two workers return, shard by shard, what the calling thread computes', async () => {
    const shards = shardsOf(plan, [plan.pay], 7).slice(5000, 5006);
    const done: number[] = [];
    const results = await runShards(shards, { workers: 2, onProgress: (p) => done.push(p.done) });
    expect(done).toHaveLength(6);
    results.forEach((r, i) => {
      const here = computeShard(shards[i]!.job);
      expect(r.job).toEqual(shards[i]!.job);
      expect(Array.from(r.totals)).toEqual(Array.from(here.totals));
      expect(Array.from(r.raises)).toEqual(Array.from(here.raises));
    });
  });

  it('an aborted run rejects with the signal’s reason', async () => {
    const shards = shardsOf(plan, [plan.pay], 20).slice(3000, 3010);
    const ac = new AbortController();
    const run = runShards(shards, {
      workers: 2,
      signal: ac.signal,
      onProgress: () => ac.abort(new Error('stop here')),
    });
    await expect(run).rejects.toThrow('stop here');
  });

  it('an aborted signal stops it before any worker starts', async () => {
    await expect(
      runShards(shardsOf(plan).slice(0, 1), { signal: AbortSignal.abort(new Error('never')) }),
    ).rejects.toThrow('never');
  });
});
