// Seven seat players at one table, flat bets, playing the chart through playBlackjackTable: their long-run
// return per unit bet agrees with the exact enumeration's house edge of the chart (`analyse`, an
// independent computation: it deals no round) within a 99 % interval. The seven boxes of a round share
// the dealer's hand, so the interval is taken over rounds (the mean of a round's seven results), not
// over boxes. The shoe carries from round to round with the cut card at three quarters, which moves the
// edge by far less than the interval (the cut-card effect of a six-deck shoe is a few thousandths of a
// per cent).
import { describe, expect, it } from 'vitest';
import { analyse, playBlackjackTable, resolveRulesOrThrow, type BlackjackRules } from './index.js';

function tableReturn(rules: BlackjackRules, rounds: number, seed: string) {
  const chart = analyse(rules).chart;
  const players = Array.from({ length: 7 }, (_, i) => ({
    id: `p${i + 1}`,
    chips: 1_000_000_000,
    style: { chart, bet: { kind: 'flat', bet: 10 } as const },
  }));
  let sum = 0;
  let sumSq = 0;
  const run = playBlackjackTable(rules, players, {
    rounds,
    seed,
    onRound: (r) => {
      let x = 0;
      for (const b of r.boxes) x += b.net / b.bet;
      x /= r.boxes.length;
      sum += x;
      sumSq += x * x;
    },
  });
  if (!run.ok) throw new Error(run.error.message);
  expect(run.value.rounds).toBe(rounds);
  const mean = sum / rounds;
  const sd = Math.sqrt(sumSq / rounds - mean * mean);
  const half = (2.576 * sd) / Math.sqrt(rounds);
  return { edge: -mean, ci99: [-mean - half, -mean + half] as const, half };
}

describe('seven chart players at a full table agree with the exact house edge of the chart', () => {
  it.each([
    { name: 'the text (seed), six decks', rules: resolveRulesOrThrow({ preset: 'seed' }), rounds: 300_000 },
    { name: 'casino, six decks, hole card', rules: resolveRulesOrThrow({ preset: 'casino' }), rounds: 300_000 },
  ])('$name: the exact edge lies in the 99% interval of $rounds rounds', ({ rules, rounds, name }) => {
    const exact = analyse(rules).houseEdgeChart;
    const sim = tableReturn(rules, rounds, name);
    expect(sim.half).toBeLessThan(0.005);
    expect(exact).toBeGreaterThan(sim.ci99[0]);
    expect(exact).toBeLessThan(sim.ci99[1]);
  });
});
