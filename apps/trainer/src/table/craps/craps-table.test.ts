import { describe, expect, it } from 'vitest';
import { resolveRulesOrThrow } from '@croupier/engine/craps';
import { NaiveTable } from '@croupier/testkit/oracles/craps';
import {
  offeredBets,
  otherPlaces,
  placeSeatBet,
  rollSeat,
  seatBank,
  startCrapsSeat,
  type CrapsSeatRun,
} from './craps-table.ts';

const rules = resolveRulesOrThrow({ preset: 'seed' });

function bet(run: CrapsSeatRun, b: Parameters<typeof placeSeatBet>[1], amount: number): CrapsSeatRun {
  const r = placeSeatBet(run, b, amount);
  if (!r.ok) throw new Error(r.error.message);
  return r.run;
}

const nets = (run: CrapsSeatRun) => Object.fromEntries(run.last!.results.map((r) => [r.place, r.net]));

describe('the player’s seat at a full craps table', () => {
  it('seats seven others on every second place, the trainee’s skipped', () => {
    expect(otherPlaces(2)).toEqual([4, 6, 8, 10, 12, 14, 16]);
    expect(otherPlaces(5)).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(startCrapsSeat({ rules, seed: 's', you: 5 }).places).toEqual([2, 4, 5, 6, 8, 10, 12, 14]);
  });

  it('settles every place’s bets roll by hand-worked roll', () => {
    // Place 2 is the trainee's; 4: pass 10, 2× odds, come half the time; 6: don't 10, 1× lay; 8: place
    // 6 and 8 at 12; 10: pass 15, 3× odds; 12: pass 5 and a come bet every roll; 14: place 6 and 8 at 30;
    // 16: don't 20, 2× lay.
    let run = startCrapsSeat({
      rules,
      seed: 'hand',
      you: 2,
      dice: [
        [3, 4],
        [2, 2],
        [5, 2],
      ],
    });
    expect(offeredBets(run)).toEqual(['pass', 'dontPass', 'place6', 'place8', 'field']);
    run = rollSeat(bet(run, 'pass', 10));
    // Come-out 7: the pass bets win 1:1, the don'ts lose; no place bet before a point.
    expect(nets(run)).toEqual({ 2: 10, 4: 10, 6: -10, 8: 0, 10: 15, 12: 5, 14: 0, 16: -20 });
    expect(seatBank(run)).toBe(1010);
    run = rollSeat(bet(run, 'pass', 10));
    // Come-out 4: the point; nothing settles.
    expect(run.table.point).toBe(4);
    expect(nets(run)).toEqual({ 2: 0, 4: 0, 6: 0, 8: 0, 10: 0, 12: 0, 14: 0, 16: 0 });
    run = rollSeat(run);
    // Seven-out on 4: line bets and odds lose, place bets lose; the come bet of 5 wins 1:1 on the 7; the
    // don'ts win 1:1 and their lays pay 1:2 (10 lays to win 5; 40 to win 20).
    const n = nets(run);
    delete n[4]; // 4 and 10 make come bets at a rate: coin tosses of the seed
    delete n[10];
    expect(n).toEqual({ 2: -10, 6: 15, 8: -24, 12: 0, 14: -60, 16: 40 });
    expect(run.last!.results.find((r) => r.place === 10)!.settled.slice(0, 2)).toEqual([
      { bet: 'pass', outcome: 'lose', chips: 15 },
      { bet: 'passOdds', outcome: 'lose', chips: 45 }, // 3× on 4 under 3-4-5×
    ]);
    expect(run.last!.results.find((r) => r.place === 16)!.settled).toEqual([
      { bet: 'dontPass', outcome: 'win', chips: 20 },
      { bet: 'dontPassOdds', outcome: 'win', chips: 20 },
    ]);
  });

  it('keeps the trainee’s chips as the naive table does over a long session', () => {
    let run = startCrapsSeat({ rules, seed: 'long', you: 9 });
    const naive = new NaiveTable([['me', 1000]], rules);
    for (let i = 0; i < 200; i++) {
      if (run.table.point === null && !run.table.seats.find((s) => s.id === 'p9')!.bets.pass) {
        run = bet(run, 'pass', 10);
        naive.bet('me', 'pass', 10);
      } else if (run.table.point !== null && !run.table.seats.find((s) => s.id === 'p9')!.bets.field) {
        run = bet(run, 'field', 5);
        naive.bet('me', 'field', 5);
      }
      run = rollSeat(run);
      const [d1, d2] = run.last!.dice;
      naive.roll(d1, d2);
      expect(seatBank(run)).toBe(naive.seats.get('me')!.bank);
      expect(run.table.point).toBe(naive.point);
    }
  });

  it('refuses a bet the table does not offer, and changes nothing', () => {
    const run = startCrapsSeat({ rules, seed: 's', you: 1 });
    const r = placeSeatBet(run, 'passOdds', 10);
    expect(r.ok).toBe(false);
    expect(placeSeatBet(run, 'pass', 5000).ok).toBe(false);
  });
});
