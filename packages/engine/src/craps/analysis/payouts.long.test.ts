import { describe, expect, it } from 'vitest';
import { sessionDistributionOrThrow, toLatticeOrThrow } from '../../analysis/variance.js';
import { chiSquare } from '../../testing/chi-square.js';
import { onTable } from '../guards.js';
import { applyOrThrow, startOrThrow } from '../round.js';
import { maxTakeOdds, resolveRulesOrThrow } from '../rules.js';
import type { CrapsState } from '../state.js';
import { crapsRollChain, type CrapsLineBet } from './payouts.js';

const BANK = 1_000_000;
const FLAT = 10; // every 3-4-5x odds payout is whole chips on 10

/**
 * Plays `rolls` rolls at the engine's table with a pass bet always working (made on every come-out, full
 * odds behind it where asked) and returns the result in flat bets: the bank's change plus what is still
 * on the table (a pending bet has neither won nor lost yet).
 */
function playRolls(rules: ReturnType<typeof resolveRulesOrThrow>, id: CrapsLineBet, rolls: number, seed: number) {
  let t: CrapsState = startOrThrow(rules, { seats: { p: BANK }, seed }).state;
  for (let r = 0; r < rolls; r++) {
    const bets = t.seats[0]!.bets;
    if (t.point === null && (bets.pass ?? 0) === 0) {
      t = applyOrThrow(t, { type: 'bet', player: 'p', bet: 'pass', amount: FLAT }).state;
    }
    if (id === 'passWithOdds' && t.point !== null && (bets.pass ?? 0) > 0 && (bets.passOdds ?? 0) === 0) {
      const amount = maxTakeOdds(rules, FLAT, t.point);
      t = applyOrThrow(t, { type: 'bet', player: 'p', bet: 'passOdds', amount }).state;
    }
    t = applyOrThrow(t, { type: 'roll' }).state;
  }
  const seat = t.seats[0]!;
  return (seat.bank + onTable(seat) - BANK) / FLAT;
}

describe('the per-roll chain against the engine’s table', () => {
  it.each(['pass', 'passWithOdds'] as const)(
    '%s: 200,000 sessions of 12 rolls played at the table fit the exact distribution (chi-square, p > 0.001)',
    (id) => {
      const rules = resolveRulesOrThrow({ preset: 'casino' });
      const rolls = 12;
      const sessions = 200_000;
      const s = sessionDistributionOrThrow(toLatticeOrThrow(crapsRollChain(rules, id)), rolls);
      const counts = new Map<number, number>();
      for (let k = 0; k < sessions; k++) {
        const net = Math.round(playRolls(rules, id, rolls, 7919 * k + 13) / s.unitValue);
        counts.set(net, (counts.get(net) ?? 0) + 1);
      }
      // Cells of the exact distribution with at least 5 expected sessions; the rest pooled in one cell.
      const observed: number[] = [];
      const expected: number[] = [];
      let restObserved = sessions;
      let restExpected = 0;
      for (let i = 0; i < s.probs.length; i++) {
        const e = s.probs[i]! * sessions;
        const o = counts.get(s.offset + i) ?? 0;
        if (e >= 5) {
          observed.push(o);
          expected.push(e);
          restObserved -= o;
        } else restExpected += e;
      }
      observed.push(restObserved);
      expected.push(Math.max(restExpected, 1e-9));
      // Every session the table produced is a result the chain gives a chance to.
      for (const net of counts.keys()) expect(s.probs[net - s.offset] ?? 0).toBeGreaterThan(0);
      expect(expected.length).toBeGreaterThan(8);
      expect(chiSquare(observed, expected).p).toBeGreaterThan(0.001);
    },
  );
});
