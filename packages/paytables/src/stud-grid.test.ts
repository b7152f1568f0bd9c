import { describe, expect, it } from 'vitest';
import { checkRules } from './schema.js';
import { STUD_CATEGORIES, studPresets, studSchema } from './stud.js';
import { STUD_GRID_FEES, STUD_GRID_PAYTABLES, STUD_ODDS_GRID } from './stud-grid.js';

/** Hands of each combination dealt from a full deck, royal flush … no game. */
// Wikipedia, "Poker probability": 4, 36, 624, 3,744, 5,108, 10,200, 54,912, 123,552, 1,098,240 and
// 1,302,540 high cards; of these, ace-king high: 164 rank sets (C(11, 3) less A-K-Q-J-10) × (4⁵ − 4)
// suit patterns = 167,280, leaving 1,135,260 «нет игры».
const HANDS = [4, 36, 624, 3744, 5108, 10200, 54912, 123552, 1098240, 167280, 1135260];

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  while (b) [a, b] = [b, a % b];
  return a;
}

describe('the stud odds grid', () => {
  it('has every paytable × fees × exchange of 0, 1, 2 cards, and Caribbean stud per paytable, each once', () => {
    const ids = STUD_ODDS_GRID.map((e) => e.id);
    const expected = STUD_GRID_PAYTABLES.flatMap((p) => [
      `${p.id}/0`,
      `${p.id}/1`,
      ...STUD_GRID_FEES.map((f) => `${p.id}/${f.id}/2`),
      `${p.id}/caribbean`,
    ]);
    expect([...ids].sort()).toEqual([...expected].sort());
  });

  it('every fee pair of the grid charges one ante for one card, so one entry stands for a one-card exchange', () => {
    expect(STUD_GRID_FEES.map((f) => f.feeOneCard.pays / f.feeOneCard.per)).toEqual(STUD_GRID_FEES.map(() => 1));
  });

  it.each(STUD_ODDS_GRID.map((e) => [e.id, e] as const))(
    '%s: rules pass the schema and name its paytable and fees',
    (id, e) => {
      expect(checkRules(studSchema, { ...studPresets.seed.rules, ...e.rules })).toEqual([]);
      const p = STUD_GRID_PAYTABLES.find((x) => x.id === e.paytableId)!;
      expect(e.rules.paytable).toEqual(p.paytable);
      if (e.feesId !== 'none' && e.feesId !== 'any') {
        const f = STUD_GRID_FEES.find((x) => x.id === e.feesId)!;
        expect([e.rules.feeOneCard, e.rules.feeTwoCards]).toEqual([f.feeOneCard, f.feeTwoCards]);
      }
      const exchange = id.endsWith('/caribbean') ? 0 : Number(id.slice(-1));
      expect([e.rules.upCards, e.rules.maxExchange]).toEqual([id.endsWith('/caribbean') ? 1 : 0, exchange]);
    },
  );

  it.each(STUD_ODDS_GRID.map((e) => [e.id, e] as const))(
    '%s: exact reduced fractions that match their numbers',
    (_id, e) => {
      expect(e.exact).toBe(true);
      for (const [fr, value] of [
        [e.houseEdge, e.houseEdgeValue],
        [e.elementOfRisk, e.elementOfRiskValue],
        [e.raiseChance, e.raiseChanceValue],
      ] as const) {
        const [n, d] = fr!.split('/').map(BigInt) as [bigint, bigint];
        expect(d > 0n && gcd(n, d) === 1n).toBe(true);
        expect(Number(n) / Number(d)).toBeCloseTo(value!, 12);
      }
      expect(e.raiseChanceValue!).toBeGreaterThan(0);
      expect(e.raiseChanceValue!).toBeLessThan(1);
    },
  );

  it.each(STUD_ODDS_GRID.filter((e) => e.byCategory).map((e) => [e.id, e] as const))(
    '%s: decisions cover every dealt hand once, exchanging only what the rules allow',
    (_id, e) => {
      const rows = e.byCategory!;
      expect(rows).toHaveLength(STUD_CATEGORIES.length + 1);
      expect(rows.map((r) => r[0])).toEqual(HANDS);
      for (const [hands, fold, raise, one, two] of rows) {
        expect(fold + raise + one + two).toBe(hands);
        if (e.rules.maxExchange < 2) expect(two).toBe(0);
        if (e.rules.maxExchange < 1) expect(one).toBe(0);
      }
      // Nobody folds a pair or better (the raise alone wins more than the ante folded), whatever the table.
      for (const row of rows.slice(0, 9)) expect(row[1]).toBe(0);
    },
  );

  it('Caribbean stud has no decision summary: the decision depends on the dealer’s card', () => {
    expect(STUD_ODDS_GRID.filter((e) => e.id.endsWith('/caribbean')).every((e) => e.byCategory === undefined)).toBe(
      true,
    );
  });
});
