import { describe, expect, it } from 'vitest';
import { analyse, resolveRulesOrThrow, type BlackjackRules } from '@croupier/engine/blackjack';
import { rational, type Fraction } from '@croupier/engine';
import { attribute, planAttribution, type AttributionPlan, type EdgeValue } from './attribution';
import { type BjConfig, configKey, differingFactors, mixConfig, normalise } from './factors';
import { changedCells, summarise, type BjSummary } from './summary';
import { cellRu, changeRu, evRu } from './words';

const { frac, add, sub, mul, toNumber } = rational;
const SEED = resolveRulesOrThrow({ preset: 'seed' });
const CASINO = resolveRulesOrThrow({ preset: 'casino' });
const cfg = (rules: BlackjackRules, infinite = false): BjConfig => ({ rules, infinite });
const with_ = (c: BjConfig, patch: Partial<BlackjackRules>): BjConfig => ({ ...c, rules: { ...c.rules, ...patch } });

const analysed = new Map<string, BjSummary>();
/** The engine's analysis of a configuration (memoised for the file). */
function summaryOf(c: BjConfig): BjSummary {
  const key = configKey(c);
  let s = analysed.get(key);
  if (!s) {
    s = summarise(key, analyse(normalise(c).rules, c.infinite ? 'infinite' : undefined), 0);
    analysed.set(key, s);
  }
  return s;
}
const exactOf = (s: BjSummary): Fraction => rational.parseFraction(s.exact!);
const edgeValue = (s: BjSummary): EdgeValue => ({ edge: s.edge, ...(s.exact ? { exact: exactOf(s) } : {}) });

describe('factors', () => {
  it('the text against the casino: doubling, splits, aces, the hole card and the payout rule (even money) differ', () => {
    expect(differingFactors(cfg(SEED), cfg(CASINO))).toEqual(['double', 'hands', 'aces', 'holeCard', 'payout']);
  });

  it.each([
    [
      'a dealer blackjack with a hole card',
      with_(cfg(SEED), { holeCard: true, dealerBlackjackTakes: 'all' }),
      with_(cfg(SEED), { holeCard: true, dealerBlackjackTakes: 'original' }),
    ],
    ['even money at 3:2', with_(cfg(SEED), { evenMoney: true }), cfg(SEED)],
    ['decks of an infinite shoe', with_(cfg(SEED, true), { decks: 1 }), cfg(SEED, true)],
    [
      'soft doubling under any two',
      with_(cfg(SEED), { doubleOn: 'any', doubleSoft: false }),
      with_(cfg(SEED), { doubleOn: 'any' }),
    ],
    ['ace rules when aces are not split', with_(cfg(SEED), { hitSplitAces: true }), cfg(SEED)],
  ])('one key for rules the analysis cannot tell apart: %s', (_, a, b) => {
    expect(configKey(a)).toBe(configKey(b));
  });

  it.each([
    ['decks', with_(cfg(SEED), { decks: 8 })],
    ['finite and infinite', cfg(SEED, true)],
    ['6:5', with_(cfg(SEED), { blackjackPays: { pays: 6, per: 5 } })],
    ['even money at 6:5', with_(cfg(SEED), { blackjackPays: { pays: 6, per: 5 }, evenMoney: true })],
    ['what a dealer blackjack takes without a hole card', with_(cfg(SEED), { dealerBlackjackTakes: 'original' })],
  ])('different keys where the analysis differs: %s', (_, c) => {
    const base = _ === 'even money at 6:5' ? with_(cfg(SEED), { blackjackPays: { pays: 6, per: 5 } }) : cfg(SEED);
    expect(configKey(c)).not.toBe(configKey(base));
  });

  it('what the normalised rules hide does not change the analysis (infinite shoe, exact)', () => {
    // The three merges of the key the engine could in principle see: checked on exact fractions.
    const pairs: [BjConfig, BjConfig][] = [
      [
        with_(cfg(SEED, true), { holeCard: true, dealerBlackjackTakes: 'all' }),
        with_(cfg(SEED, true), { holeCard: true }),
      ],
      [with_(cfg(CASINO, true), { evenMoney: false }), cfg(CASINO, true)],
      [with_(cfg(CASINO, true), { doubleSoft: false }), cfg(CASINO, true)],
    ];
    for (const [a, b] of pairs) {
      const ea = analyse(a.rules, 'infinite').exact!.houseEdgeChart;
      const eb = analyse(b.rules, 'infinite').exact!.houseEdgeChart;
      expect(rational.equals(ea, eb)).toBe(true);
    }
  });
});

/** A naive Shapley value: the average of the marginal effects over every order of the factors. */
function naiveShapley(k: number, v: (mask: number) => Fraction): Fraction[] {
  const orders: number[][] = [];
  const permute = (rest: number[], acc: number[]) => {
    if (rest.length === 0) orders.push(acc);
    rest.forEach((x, i) => permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...acc, x]));
  };
  permute(
    Array.from({ length: k }, (_, i) => i),
    [],
  );
  const out = Array.from({ length: k }, () => frac(0));
  for (const order of orders) {
    let mask = 0;
    for (const i of order) {
      out[i] = add(out[i]!, sub(v(mask | (1 << i)), v(mask)));
      mask |= 1 << i;
    }
  }
  return out.map((x) => mul(x, frac(1, orders.length)));
}

/** A plan over synthetic values: `k` factors with a made-up edge per coalition (interactions included). */
function syntheticPlan(k: number, method: 'shapley' | 'path'): AttributionPlan {
  const masks =
    method === 'shapley'
      ? Array.from({ length: 1 << k }, (_, m) => m)
      : Array.from({ length: k + 1 }, (_, j) => (1 << j) - 1);
  return {
    factors: (['decks', 'soft17', 'double', 'das'] as const).slice(0, k),
    method,
    maskKeys: new Map(masks.map((m) => [m, `m${m}`])),
    configs: new Map(),
  };
}
const synthetic = (mask: number): Fraction => frac(7 * mask * mask - 5 * mask + (mask & 5 ? 11 : 0), 1000 + mask);

describe('the split of the change', () => {
  it.each([2, 3, 4])('Shapley with %i factors equals the average over every order', (k) => {
    const plan = syntheticPlan(k, 'shapley');
    const got = attribute(plan, (key) => {
      const f = synthetic(Number(key.slice(1)));
      return { edge: toNumber(f), exact: f };
    })!;
    const want = naiveShapley(k, synthetic);
    expect(got.method).toBe('shapley');
    got.shares.forEach((s, i) => expect(rational.equals(s.exact!, want[i]!)).toBe(true));
    // Efficiency: the shares add up to the whole change.
    const sum = got.shares.reduce((a, s) => add(a, s.exact!), frac(0));
    expect(rational.equals(sum, sub(synthetic((1 << k) - 1), synthetic(0)))).toBe(true);
  });

  it('the path switches the factors in the page order', () => {
    const plan = syntheticPlan(3, 'path');
    const got = attribute(plan, (key) => ({
      edge: toNumber(synthetic(Number(key.slice(1)))),
      exact: synthetic(Number(key.slice(1))),
    }))!;
    expect(got.shares.map((s) => s.exact)).toEqual([
      sub(synthetic(1), synthetic(0)),
      sub(synthetic(3), synthetic(1)),
      sub(synthetic(7), synthetic(3)),
    ]);
  });

  it('waits for every analysis', () => {
    const plan = syntheticPlan(2, 'shapley');
    expect(attribute(plan, (key) => (key === 'm3' ? undefined : { edge: 0 }))).toBeNull();
  });

  it('the text to the casino: Shapley over 16 analyses (even money is moot at 3:2)', () => {
    const plan = planAttribution(cfg(SEED), cfg(CASINO));
    expect(plan.method).toBe('shapley');
    expect(plan.factors).toHaveLength(5);
    expect(plan.configs.size).toBe(16);
    expect([...plan.configs.keys()].slice(0, 2)).toEqual([configKey(cfg(CASINO)), configKey(cfg(SEED))]);
  });

  it('more analyses than the budget: the path in the page order, k + 1 analyses', () => {
    const target = with_(cfg(CASINO), { dealerHitsSoft17: true, surrender: 'late', doubleAfterSplit: false, decks: 2 });
    const plan = planAttribution(cfg(SEED), target, 16);
    expect(plan.method).toBe('path');
    expect(plan.factors).toEqual([
      'decks',
      'soft17',
      'double',
      'das',
      'hands',
      'aces',
      'surrender',
      'holeCard',
      'payout',
    ]);
    expect(plan.maskKeys.size).toBe(10);
    // The last step only offers even money, which is moot at 3:2: the same analysis as the step before.
    expect(plan.configs.size).toBe(9);
  });

  it('two rules on an infinite shoe: the exact Shapley split of the engine’s edges', () => {
    const base = cfg(SEED, true);
    const target = with_(base, { dealerHitsSoft17: true, blackjackPays: { pays: 6, per: 5 } });
    const plan = planAttribution(base, target);
    expect(plan.factors).toEqual(['soft17', 'payout']);
    const got = attribute(plan, (key) => {
      const c = plan.configs.get(key)!;
      return edgeValue(summaryOf(c));
    })!;
    // v(S) computed straight from the engine for the four coalitions.
    const v = (soft: boolean, pays: boolean): Fraction =>
      analyse(
        mixConfig(base, target, [...(soft ? ['soft17' as const] : []), ...(pays ? ['payout' as const] : [])]).rules,
        'infinite',
      ).exact!.houseEdgeChart;
    const half = frac(1, 2);
    const soft17 = add(mul(half, sub(v(true, false), v(false, false))), mul(half, sub(v(true, true), v(false, true))));
    const payout = add(mul(half, sub(v(false, true), v(false, false))), mul(half, sub(v(true, true), v(true, false))));
    expect(rational.equals(got.shares[0]!.exact!, soft17)).toBe(true);
    expect(rational.equals(got.shares[1]!.exact!, payout)).toBe(true);
    expect(rational.equals(got.total.exact!, sub(v(true, true), v(false, false)))).toBe(true);
  });
});

describe('6:5 instead of 3:2 costs 0.3 × P(natural, and no dealer natural)', () => {
  it('infinite shoe, exactly: 3/10 · 8/169 · 161/169', () => {
    const a = summaryOf(cfg(SEED, true));
    const b = summaryOf(with_(cfg(SEED, true), { blackjackPays: { pays: 6, per: 5 } }));
    const want = mul(frac(3, 10), mul(frac(8, 169), frac(161, 169)));
    expect(rational.toFractionString(sub(exactOf(b), exactOf(a)))).toBe(rational.toFractionString(want));
    // A payout changes no decision: the chart is the same.
    expect(changedCells(a, b)).toEqual([]);
  });

  it.each([1, 6])('%i decks: 0.3 × 2·4d·16d/(52d(52d−1)) × (1 − 2(4d−1)(16d−1)/((52d−2)(52d−3)))', (d) => {
    const a = summaryOf(cfg({ ...SEED, decks: d }));
    const b = summaryOf(cfg({ ...SEED, decks: d, blackjackPays: { pays: 6, per: 5 } }));
    const n = 52 * d;
    const natural = (2 * 4 * d * 16 * d) / (n * (n - 1));
    const dealerNatural = (2 * (4 * d - 1) * (16 * d - 1)) / ((n - 2) * (n - 3));
    expect(b.edge - a.edge).toBeCloseTo(0.3 * natural * (1 - dealerNatural), 13);
  });
});

describe('the chart’s changed cells', () => {
  it('doubling on 10–11 instead of 9–11: only hard 9 and soft 19 (Т+8, a 9 with the ace as one) lose their doubles', () => {
    const a = summaryOf(cfg(SEED, true));
    const b = summaryOf(with_(cfg(SEED, true), { doubleOn: '10-11' }));
    const changed = changedCells(a, b).filter((c) => c.kind !== 'pair');
    const expected: string[] = [];
    for (const [kind, row] of [
      ['hard', 9],
      ['soft', 19],
    ] as const) {
      for (const up of [2, 3, 4, 5, 6, 7, 8, 9, 10, 1]) {
        const before = a.cells[`${kind}:${row}:${up}`]!.a;
        if (before === 'Dh') expected.push(`${kind}:${row}:${up}:Dh>H`);
        if (before === 'Ds') expected.push(`${kind}:${row}:${up}:Ds>S`);
      }
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(changed.map((c) => `${c.kind}:${c.row}:${c.up}:${c.before}>${c.after}`)).toEqual(expected);
    for (const c of changed) {
      // Under 10–11 a doubled 9 is hit instead: the cell loses what doubling added, and the old code
      // (double, else hit) plays the same as the new one.
      const cell = a.cells[`${c.kind}:${c.row}:${c.up}`]!;
      expect(c.evChange).toBeCloseTo((c.after === 'H' ? cell.ev[1] : cell.ev[0]) - cell.ev[2]!, 12);
      expect(c.oldActionCost).toBe(0);
    }
  });

  it('names a cell and its figures in Russian', () => {
    expect(cellRu('soft', 18, 1)).toBe('мягкие Т+7 против Т');
    expect(cellRu('pair', 10, 6)).toBe('пара 10–10 против 6');
    expect(evRu(0.12345)).toBe('+0,1235');
    expect(evRu(-0.5)).toBe('−0,5000');
    expect(changeRu(-0.0042)).toBe('−0,4200\u00a0%');
  });
});

describe('the analyses embedded in the page', () => {
  it('pack and unpack to the same chart, edges and EVs within 10⁻⁷', async () => {
    const { packSummary, unpackSummary } = await import('./protocol');
    const s = summaryOf(cfg(SEED, true));
    const back = unpackSummary(packSummary(s));
    expect(back.edge).toBe(s.edge);
    expect(back.exact).toBe(s.exact);
    expect(Object.keys(back.cells)).toEqual(Object.keys(s.cells));
    for (const [k, c] of Object.entries(s.cells)) {
      expect(back.cells[k]!.a).toBe(c.a);
      c.ev.forEach((x, i) => {
        const y = back.cells[k]!.ev[i];
        if (x === null) expect(y).toBeNull();
        else expect(Math.abs(y! - x)).toBeLessThanOrEqual(0.5e-7 + 1e-15);
      });
    }
  });
});
