import { describe, expect, it } from 'vitest';
import { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
import { seededRng } from '../../rng/index.js';
import { analyse } from '../analysis/edge.js';
import { blackjackPresets } from '../rules.js';
import { precomputeSpread } from './betting/model.js';
import { mergeRampTallies, simulateRampTally, summariseRampTally, type RampTally } from './betting/simulate.js';
import { rampShards, simulateRampInWorkers, type ThreadReport } from './node.js';
import { COUNTING_SYSTEMS } from './systems.js';

describe('simulateRampInWorkers', () => {
  const rules = blackjackPresets.seed.rules;
  const made = precomputeSpread(rules, COUNTING_SYSTEMS.hilo, {
    penetration: 0.75,
    chart: analyse(rules).chart,
    indices: BLACKJACK_INDEX_TABLES.seed.hilo,
  });
  if (!made.ok) throw new Error(made.error.message);
  const model = made.value;
  const ramp = {
    bankroll: 10_000,
    min: 10,
    max: 80,
    ramp: [
      { trueCount: 2, bet: 40 },
      { trueCount: 4, bet: 80 },
    ],
  };
  const ROUNDS = 600_001; // three shards: 200,001 + 200,000 + 200,000

  it('gives, on one thread or two, the shards dealt one by one with their own seeds and merged in order', async () => {
    expect(rampShards(ROUNDS)).toEqual([200_001, 200_000, 200_000]);
    const parts = rampShards(ROUNDS).map((n, k) => {
      const t = simulateRampTally(model, ramp, n, seededRng(`s/shard-${k}`));
      if (!t.ok) throw new Error(t.error.message);
      return t.value;
    });
    const want = summariseRampTally(mergeRampTallies(parts as RampTally[]));
    const reports: (readonly ThreadReport[])[] = [];
    for (const workers of [1, 2]) {
      const got = await simulateRampInWorkers(model, ramp, ROUNDS, 's', { workers, onReport: (r) => reports.push(r) });
      expect(got).toEqual({ ok: true, value: want });
    }
    // Each run's threads computed the three shards between them: one thread, then this thread and a worker.
    expect(reports.map((r) => r.map((t) => t.thread))).toEqual([[0], [0, 1]]);
    for (const r of reports) expect(r.reduce((s, t) => s + t.tasks, 0)).toBe(3);
  });

  it('reports a bad ramp or a bad number of rounds as the one-thread simulation does', async () => {
    const bad = await simulateRampInWorkers(model, { ...ramp, max: 5 }, ROUNDS, 's', { workers: 2 });
    expect(bad.ok || bad.error.code).toBe(evaluateCode({ ...ramp, max: 5 }));
    const rounds = await simulateRampInWorkers(model, ramp, 0.5, 's', { workers: 2 });
    expect(rounds.ok || rounds.error.code).toBe('blackjack/bad-bet-option');
  });

  function evaluateCode(r: typeof ramp): string {
    const t = simulateRampTally(model, r, 1, seededRng(0));
    return t.ok ? 'ok' : t.error.code;
  }
});
