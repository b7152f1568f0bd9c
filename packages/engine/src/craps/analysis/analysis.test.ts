import { naiveDontPassWin, naivePassWin } from '@croupier/testkit/oracles/craps';
import { beforeAll, describe, expect, it } from 'vitest';
import { add, div, frac, toFractionString, toNumber } from '../../rational/index.js';
import { resolveRulesOrThrow } from '../rules.js';
import type { CrapsRules } from '../rules.js';
import { analyzeBets, type BetAnalysis } from './bets.js';
import { solveChain } from './markov.js';
import { odds, oddsOrThrow } from './odds.js';

const seed = resolveRulesOrThrow({ preset: 'seed' });
const casino = resolveRulesOrThrow({ preset: 'casino' });
let seedBets: BetAnalysis[];
let casinoBets: BetAnalysis[];
beforeAll(() => {
  seedBets = analyzeBets(seed);
  casinoBets = analyzeBets(casino);
});
const find = (bets: BetAnalysis[], id: string) => {
  const b = bets.find((x) => x.id === id);
  if (!b) throw new Error(`no ${id}`);
  return b;
};
const s = toFractionString;

const naive = (f: { num: bigint; den: bigint }) => `${f.num}/${f.den}`;

describe('the reference figures', () => {
  it('pass: P(win) 244/495, edge 7/495 (1.414%), 557/165 rolls per decision', () => {
    const pass = find(seedBets, 'pass');
    expect(s(pass.win)).toBe('244/495');
    expect(s(pass.houseEdge)).toBe('7/495');
    expect(s(pass.win)).toBe(naive(naivePassWin()));
    expect([s(pass.lose), s(pass.push)]).toEqual(['251/495', '0/1']); // Wizard of Odds: loses 50.707 %
    // Wizard of Odds: 3.376 rolls per pass line decision
    expect(s(pass.expectedRolls)).toBe('557/165');
  });

  it("don't pass: edge 3/220 (1.364%) per bet made, 1.403% per resolved bet, whichever number is barred", () => {
    for (const bets of [seedBets, casinoBets]) {
      const dp = find(bets, 'dontPass');
      expect(s(dp.houseEdge)).toBe('3/220');
      expect(s(dp.push)).toBe('1/36');
      // naive: wins are 3 (the unbarred craps number and 3: 2+1 ways) plus every point the 7 beats
      expect(s(dp.win)).toBe(naive(naiveDontPassWin()));
      expect(toNumber(dp.edgePerResolved) * 100).toBeCloseTo(1.403, 3);
    }
  });

  it("come and don't come have the figures of pass and don't pass", () => {
    expect(s(find(seedBets, 'come').houseEdge)).toBe('7/495');
    expect(s(find(seedBets, 'dontCome').houseEdge)).toBe('3/220');
    expect(s(find(seedBets, 'come').expectedRolls)).toBe('557/165');
  });

  it("the text's adjustable pass bet, taken down at the point, is worth +1/9 to the player", () => {
    const td = find(seedBets, 'passTakenDownAtPoint');
    // Only the come-out decides it: 8 of 36 win (7, 11), 4 lose (2, 3, 12), 24 come back.
    expect([s(td.win), s(td.lose), s(td.push), s(td.houseEdge)]).toEqual(['2/9', '1/9', '2/3', '-1/9']);
    expect(s(td.expectedRolls)).toBe('1/1');
    expect(casinoBets.some((b) => b.id === 'passTakenDownAtPoint')).toBe(false);
  });

  // Published house edges per bet made, in percent (Wizard of Odds, "Craps" — house edge table).
  it.each([
    ['place4', 6.667],
    ['place5', 4.0],
    ['place6', 1.515],
    ['place8', 1.515],
    ['place9', 4.0],
    ['place10', 6.667],
    ['placeToLose4', 3.03],
    ['placeToLose5', 2.5],
    ['placeToLose6', 1.818],
    ['buy4', 4.762],
    ['buy5', 4.762],
    ['buy6', 4.762], // commission paid with the bet
    ['lay4', 2.439],
    ['lay5', 3.226],
    ['lay6', 4.0],
    ['field', 5.556],
    ['big6', 9.091],
    ['big8', 9.091],
    ['hard4', 11.111],
    ['hard6', 9.091],
    ['hard8', 9.091],
    ['hard10', 11.111],
    ['any7', 16.667],
    ['anyCraps', 11.111],
    ['two', 13.889],
    ['three', 11.111],
    ['eleven', 11.111],
    ['twelve', 13.889],
    ['horn', 12.5],
    ['passWithOdds', 0.374],
    ['dontPassWithOdds', 0.273], // 3-4-5x
  ] as const)('seed preset: %s %s%%', (id, pct) => {
    expect(toNumber(find(seedBets, id).houseEdge) * 100).toBeCloseTo(pct, 3);
  });

  it.each([
    ['buy4', 1.667],
    ['buy5', 2.0],
    ['buy6', 2.273], // commission on wins only
    ['lay4', 1.667],
    ['lay5', 2.0],
    ['lay6', 2.273],
    ['field', 2.778], // 3:1 on 12
  ] as const)('casino preset: %s %s%%', (id, pct) => {
    expect(toNumber(find(casinoBets, id).houseEdge) * 100).toBeCloseTo(pct, 3);
  });

  it('free odds are paid at true odds: no house edge, on each of the six points, taken or laid', () => {
    const oddsRows = seedBets.filter((x) => /^(pass|dontPass)Odds\d+$/.test(x.id));
    expect(oddsRows.map((b) => `${b.id} ${s(b.houseEdge)}`)).toEqual(
      ['passOdds', 'dontPassOdds'].flatMap((id) => [4, 5, 6, 8, 9, 10].map((n) => `${id}${n} 0/1`)),
    );
  });

  it.each([
    // odds limit, pass + odds (%), don't pass + odds (%) — Wizard of Odds, "Craps: the odds bet"
    ['1x', 0.848, 0.682],
    ['2x', 0.606, 0.455],
    ['5x', 0.326, 0.227],
    ['10x', 0.184, 0.124],
    ['100x', 0.021, 0.014],
  ] as const)("line bets with %s odds: pass %s%%, don't pass %s%%", (oddsLimit, pass, dont) => {
    const rules: CrapsRules = { ...seed, oddsLimit };
    const k = Number(oddsLimit.slice(0, -1));
    const bets = oddsOrThrow(rules).bets;
    const p = bets.find((b) => b.id === 'passWithOdds')!;
    const d = bets.find((b) => b.id === 'dontPassWithOdds')!;
    expect(p.houseEdge * 100).toBeCloseTo(pass, 3);
    expect(d.houseEdge * 100).toBeCloseTo(dont, 3);
    // independently: the odds add nothing to the loss, only to the money wagered — on average 2k/3 of
    // the flat bet behind pass (a point is set 2/3 of the time), k behind don't pass
    expect(p.exact).toBe(s(div(frac(7, 495), add(frac(1), frac(2 * k, 3)))));
    expect(d.exact).toBe(s(div(frac(3, 220), add(frac(1), frac(k)))));
  });

  it('whether place bets work on the come-out changes how long they take, never who wins', () => {
    const setup = [{ type: 'bet', player: 'p', bet: 'place6', amount: 66 }] as const;
    const off = solveChain({ rules: seed, setup });
    const on = solveChain({ rules: { ...seed, placeWorkingOnComeOut: true }, setup });
    expect([s(off.win), s(off.lose)]).toEqual(['5/11', '6/11']);
    expect([s(on.win), s(on.lose)]).toEqual(['5/11', '6/11']);
    // Working on every roll, 11 of 36 rolls decide it: 36/11 rolls.
    expect(s(on.rolls)).toBe('36/11');
    // Off on the come-out, by hand: E_6 = 36/11 with the puck on 6; with the puck on n ≠ 6 (w ways),
    // E_n = (36 + w·E_C)/(11 + w), as an n turns the puck off; from the come-out
    // E_C = 1 + (12/36)·E_C + (5/36)·E_6 + Σ (w/36)·E_n, which solves to 1815516/351461 ≈ 5.166.
    expect(s(off.rolls)).toBe('1815516/351461');
  });

  it.each([
    // bet, preset, win, lose, push, house edge — worked by hand:
    // place 6: the 6 before the 7, 5 ways against 6.
    ['place6', 'seed', '5/11', '6/11', '0/1', '1/66'],
    // field: 16 of 36 win (2 and 12 pay double): EV (1·2 + 1·2 + 14 − 20)/36 = −1/18; 3:1 on 12: −1/36.
    ['field', 'seed', '4/9', '5/9', '0/1', '1/18'],
    ['field', 'casino', '4/9', '5/9', '0/1', '1/36'],
    // hard 8: 1 way against 6 sevens and 4 easy eights: 9·1/11 − 10/11.
    ['hard8', 'seed', '1/11', '10/11', '0/1', '1/11'],
    ['hard4', 'seed', '1/9', '8/9', '0/1', '1/9'],
    // lay 4 for 132 000 wins 66 000 two times in three, 3 300 (5% of the win) paid with the bet:
    // −3 300 on 135 300 put at risk.
    ['lay4', 'seed', '2/3', '1/3', '0/1', '1/41'],
    // buy 4: 6 600 with the bet, −6 600 on 138 600; at the casino 6 600 from the 264 000 won: −2 200 on 132 000.
    ['buy4', 'seed', '1/3', '2/3', '0/1', '1/21'],
    ['buy4', 'casino', '1/3', '2/3', '0/1', '1/60'],
    // horn, four units: 2 or 12 (2/36) +27, 3 or 11 (4/36) +12, else −4: −1/2 per four units.
    ['horn', 'seed', '1/6', '5/6', '0/1', '1/8'],
    ['any7', 'seed', '1/6', '5/6', '0/1', '1/6'],
    // don't come: as don't pass, 1/36 barred.
    ['dontCome', 'casino', '949/1980', '976/1980', '1/36', '3/220'],
  ] as const)('%s (%s): win %s, lose %s, push %s, house edge %s', (id, preset, win, lose, push, edge) => {
    const b = find(preset === 'seed' ? seedBets : casinoBets, id);
    expect([s(b.win), s(b.lose), s(b.push), s(b.houseEdge)]).toEqual([
      s(frac(...(win.split('/').map(Number) as [number, number]))),
      s(frac(...(lose.split('/').map(Number) as [number, number]))),
      s(frac(...(push.split('/').map(Number) as [number, number]))),
      edge,
    ]);
  });

  it('the odds report: rules checked, the preset named', () => {
    expect(oddsOrThrow(seed).preset).toBe('seed');
    expect(oddsOrThrow(casino, { preset: 'mine' }).preset).toBe('mine');
    expect(oddsOrThrow({ ...seed, oddsLimit: '10x' }).preset).toBe('custom');
    const bad = odds({ ...seed, commissionPercent: -1 });
    expect(bad.ok ? null : bad.error.code).toBe('craps/bad-rules');
  });
});
