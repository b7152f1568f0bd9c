import { beforeAll, describe, expect, it } from 'vitest';
import { WAYS } from '../../dice/index.js';
import { add, div, frac, mul, sub, toFractionString, toNumber, type Fraction } from '../../rational/index.js';
import { resolveRulesOrThrow } from '../rules.js';
import type { CrapsRules } from '../rules.js';
import { analyzeBets, type BetAnalysis } from './bets.js';
import { solveChain } from './markov.js';
import { odds } from './odds.js';

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

/** A deliberately naive pass-line calculation: sum over the six points, P(point before 7) = w / (w + 6). */
function naivePass(): { win: Fraction; lose: Fraction } {
  let win = frac(8, 36);
  for (const n of [4, 5, 6, 8, 9, 10]) {
    const w = WAYS[n]!;
    win = add(win, mul(frac(w, 36), frac(w, w + 6)));
  }
  return { win, lose: sub(frac(1), win) };
}

describe('the reference figures', () => {
  it('pass: P(win) 244/495, edge 7/495 (1.414%), 557/165 rolls per decision', () => {
    const pass = find(seedBets, 'pass');
    expect(s(pass.win)).toBe('244/495');
    expect(s(pass.houseEdge)).toBe('7/495');
    expect(s(pass.win)).toBe(s(naivePass().win));
    expect(s(pass.lose)).toBe(s(naivePass().lose));
    // Wizard of Odds: 3.376 rolls per pass line decision
    expect(s(pass.expectedRolls)).toBe('557/165');
  });

  it("don't pass: edge 3/220 (1.364%) per bet made, 1.403% per resolved bet, whichever number is barred", () => {
    for (const bets of [seedBets, casinoBets]) {
      const dp = find(bets, 'dontPass');
      expect(s(dp.houseEdge)).toBe('3/220');
      expect(s(dp.push)).toBe('1/36');
      // naive: wins are 3 (the unbarred craps number and 3: 2+1 ways) plus every point the 7 beats
      let win = frac(3, 36);
      for (const n of [4, 5, 6, 8, 9, 10]) win = add(win, mul(frac(WAYS[n]!, 36), frac(6, WAYS[n]! + 6)));
      expect(s(dp.win)).toBe(s(win));
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

  it('free odds are paid at true odds: no house edge', () => {
    for (const b of seedBets.filter((x) => /^(pass|dontPass)Odds\d+$/.test(x.id))) expect(s(b.houseEdge)).toBe('0/1');
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
    const bets = odds(rules);
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
    expect(s(on.rolls)).toBe('36/11');
    expect(toNumber(off.rolls)).toBeGreaterThan(toNumber(on.rolls));
  });

  it('every bet: probabilities add up to one and the report matches the contract shape', () => {
    for (const b of odds(casino)) {
      expect(b.win + b.push + b.lose).toBeCloseTo(1, 12);
      expect(b.id).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(b.exact).toMatch(/^-?[0-9]+\/[0-9]+$/);
    }
  });
});
