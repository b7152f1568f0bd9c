import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../run.js';
import { capture } from '../../testing/capture.js';
import { expectContract } from '../../testing/contracts.js';

afterEach(() => vi.restoreAllMocks());

// One deck and the chart only keep the model to a fraction of a second; the six-deck figures are
// checked against the simulation in the long tier (betting/agreement.long.test.ts).
const SMALL = ['--decks', '1', '--no-indices', '--penetration', '0.6', '--quiet'];
const STEPS = '1:20,2:40,3:80';

async function json(args: readonly string[]) {
  const io = capture();
  const code = await main(['spread', 'blackjack', ...SMALL, ...args, '--json']);
  expect(io.err()).toBe('');
  expect(code).toBe(0);
  const value = JSON.parse(io.out());
  expectContract('spread', value);
  return value;
}

describe('croupier spread blackjack', () => {
  it('--json matches the spread contract; the bets are the steps asked for, bin by bin', async () => {
    const j = await json(['--ramp', STEPS, '--min', '10', '--max', '80']);
    expect(j.rules.decks).toBe(1);
    expect(j.indices).toBe('none');
    expect(j.deviations).toEqual([]);
    for (const r of j.rows as { trueCount: number; bet: number }[]) {
      // Below +1 the minimum, then the steps (the hand-written ramp).
      const want = r.trueCount >= 3 ? 80 : r.trueCount >= 2 ? 40 : r.trueCount >= 1 ? 20 : 10;
      expect(r.bet).toBe(want);
    }
    expect(j.played).toBeCloseTo(1, 12);
    expect(j.ramp).toEqual([
      { trueCount: 1, bet: 20 },
      { trueCount: 2, bet: 40 },
      { trueCount: 3, bet: 80 },
    ]);
  });

  it('--wong-in 1: the rounds below +1 are watched (bet 0), and only the rest are played', async () => {
    const j = await json(['--ramp', STEPS, '--wong-in', '1']);
    const rows = j.rows as { trueCount: number; bet: number; p: number }[];
    for (const r of rows) expect(r.bet === 0).toBe(r.trueCount < 1);
    const p = rows.filter((r) => r.trueCount >= 1).reduce((s, r) => s + r.p, 0);
    expect(j.played).toBeCloseTo(p, 12);
    expect(j.played).toBeLessThan(0.5);
  });

  // That the shards dealt on one thread or two merge to the same run is node.test.ts's (simulateRampInWorkers,
  // several shards); here the CLI hands the seed and the workers through, on a run of one shard.
  it('--simulate: the run depends on the seed, not on the workers; its interval brackets its estimate', async () => {
    const args = ['--ramp', STEPS, '--simulate', '20000', '--seed', 'cli-spread'];
    const one = await json([...args, '--workers', '1']);
    const two = await json([...args, '--workers', '2']);
    expect(two.simulation).toEqual(one.simulation);
    const s = one.simulation;
    expect(s.rounds).toBe(20000);
    expect(s.played).toBe(20000);
    expect(s.spotCorrelation).toBeNull();
    expect(s.winPer100Ci99[0]).toBeLessThan(s.winPer100);
    expect(s.winPer100Ci99[1]).toBeGreaterThan(s.winPer100);
    const other = await json([...args.slice(0, -1), 'cli-spread-2', '--workers', '1']);
    expect(other.simulation.winPer100).not.toBe(s.winPer100);
  });

  it('prints the bins and the model beside the simulation', async () => {
    const io = capture();
    expect(
      await main([
        'spread',
        'blackjack',
        ...SMALL,
        '--ramp',
        'score',
        '--simulate',
        '20000',
        '--workers',
        '1',
        '--no-color',
      ]),
    ).toBe(0);
    expect(io.out()).toContain('Hi-Lo bet ramp');
    expect(io.out()).toMatch(/win per 100 rounds\s+-?\d+\.\d\d\s+-?\d+\.\d\d \[/);
    expect(io.out()).toContain('SCORE');
  });

  it.each([
    { args: ['--ramp', '1:10,x'], code: 1, says: 'The option ramp must be kelly, score or true-count:bet steps' },
    { args: ['--min', '20', '--max', '10'], code: 1, says: 'The table maximum 10 is below the minimum 20.' },
    { args: ['--spread', '0.5'], code: 1, says: 'A bet spread is at least 1' },
    { args: ['--bankroll', '5'], code: 1, says: 'A bankroll of 5 does not cover one bet of 10.' },
    {
      args: ['--wong-in', '1', '--wong-out', '2'],
      code: 1,
      says: 'The option wongOut must be a true count at most the wong-in count 1',
    },
    { args: ['--spots', '9'], code: 2, says: '--spots must be a whole number from 1 to 7' },
    { args: ['--simulate', '10'], code: 2, says: '--simulate must be a whole number from 1000' },
    { args: ['--rounds', '10'], code: 2, says: '--rounds does not apply to spread blackjack' },
  ])('bad input $args: exit $code naming what is allowed', async ({ args, code, says }) => {
    const io = capture();
    expect(await main(['spread', 'blackjack', ...SMALL, ...args])).toBe(code);
    expect(io.err()).toContain(says);
    expect(io.out()).toBe('');
  });
});
