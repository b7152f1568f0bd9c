import { describe, expect, it } from 'vitest';
import { changeClass, compare, stepChoice } from './model';
import * as bac from './baccarat/model';
import * as craps from './craps/model';
import type { BaccaratData, Tableaus } from './baccarat/baccaratCost';
import type { CrapsData } from './craps/crapsCost';

describe('the shared choice of rules', () => {
  const start = { a: 1, b: 'x' };
  it.each([
    ['a change keeps the other rules', { type: 'set', patch: { a: 2 } }, { a: 2, b: 'x' }],
    ['a preset replaces every rule', { type: 'preset', choice: { a: 9, b: 'y' } }, { a: 9, b: 'y' }],
  ] as const)('%s', (_name, action, want) => {
    expect(stepChoice(start, action)).toEqual(want);
  });

  it.each([
    ['a rise', 0.01, 0.03, 0.02, true, 'rc-up'],
    ['a fall', 0.03, 0.01, -0.02, true, 'rc-down'],
    ['rounding is no change', 0.1, 0.1 + 1e-16, 0, false, ''],
  ] as const)('compare: %s', (_name, a, b, change, changed, cls) => {
    const c = compare(a, b, (x) => x);
    expect(c.change).toBeCloseTo(change, 15);
    expect(c.changed).toBe(changed);
    expect(changeClass(c.change)).toBe(cls);
  });
});

describe('the baccarat model', () => {
  const fig = (value: number) => ({ value, exact: `${Math.round(value * 1e4)}/10000` });
  // Hand-made figures: the text's rules, the casino's, and the text's tableau with no commission.
  const all = (banker: number, player: number) =>
    ({
      banker: fig(banker),
      player: fig(player),
      tie: fig(0.1436),
      playerPair: fig(0.1036),
      bankerPair: fig(0.1036),
      eitherPair: fig(0.1372),
      perfectPair: fig(0.1303),
      dragon7: fig(-0.01),
      panda8: fig(0.1019),
    }) as const;
  const data: BaccaratData = {
    'seed/commission/8': all(0.02, -0.01),
    'casino/commission/8': all(0.0106, 0.0124),
    'seed/noCommission/8': all(0.03, -0.01),
  };

  it.each([
    ['the text against itself changes nothing', bac.INITIAL, 0, 0],
    ['the casino’s tableau lowers Банко and raises Пунто', bac.PRESETS.casino, 0.0106 - 0.02, 0.0124 + 0.01],
    ['no commission raises only Банко', { ...bac.INITIAL, commission: 'noCommission' }, 0.01, 0],
  ] as const)('%s', (_name, s, banker, player) => {
    const rows = bac.betRows(data, s);
    expect(rows.map((r) => r.bet).slice(0, 2)).toEqual(['banker', 'player']);
    expect(rows[0]!.change).toBeCloseTo(banker, 12);
    expect(rows[1]!.change).toBeCloseTo(player, 12);
    expect(rows[2]!.changed).toBe(false);
  });

  it.each([
    ['banker', 'commission', '19:20'],
    ['banker', 'ez', '1:1, на трёх картах с 7 — возврат'],
    ['tie', 'commission', '8:1'],
  ] as const)('%s with %s pays %s', (bet, commission, pays) => {
    expect(bac.paysRu(bet, { ...bac.INITIAL, commission })).toBe(pays);
  });

  it('marks the tableau cells where the two tables differ', () => {
    const row = (total: number, draws: boolean[], stood: boolean) => ({ total, draws, drawsWhenStood: stood });
    const t: Tableaus = {
      seed: [row(5, [true, false, ...Array<boolean>(8).fill(true)], true)],
      casino: [row(5, [true, true, ...Array<boolean>(8).fill(true)], true)],
    };
    const v = bac.tableauView(t, bac.step(bac.INITIAL, { type: 'set', patch: { tableau: 'casino' } }));
    expect(v.differences).toBe(1);
    expect(v.rows[0]!.cells.filter((c) => c.changed).map((c) => c.key)).toEqual(['5:1']);
    expect(v.rows[0]!.cells[1]!.draws).toBe(true);
    expect(v.rows[0]!.cells.at(-1)!.key).toBe('5:stood');
  });
});

describe('the craps model', () => {
  const f = (value: number) => ({ value, exact: '1/1' });
  const limit = (pass: number, dont: number) => ({
    passWithOdds: f(pass),
    dontPassWithOdds: f(dont),
    dontPass: f(0.0136),
    dontCome: f(0.0136),
  });
  const byLimit = Object.fromEntries(
    ['1x', '2x', '3x', '3-4-5x', '5x', '10x', '20x', '100x'].map((l, i) => [
      l,
      { '2': limit(0.008 / (i + 1), 0.006 / (i + 1)), '12': limit(0.008 / (i + 1), 0.004 / (i + 1)) },
    ]),
  );
  const data: CrapsData = { pass: f(0.0141), come: f(0.0141), passTakenDown: f(-0.0111), byLimit };

  it.each([
    ['the text: the pass bet may be taken down', craps.INITIAL, -0.0111],
    ['a contract bet cannot', craps.PRESETS.casino, null],
  ] as const)('%s', (_name, s, takenDown) => {
    const row = craps.crapsRows(data, s).find((r) => r.row === 'passTakenDown')!;
    expect(row.current?.value ?? null).toBe(takenDown);
    expect(row.changed).toBe(false);
  });

  it('the limit table marks the chosen limit and scales its bars to 1× odds', () => {
    const rows = craps.limitRows(data, craps.step(craps.INITIAL, { type: 'set', patch: { oddsLimit: '2x' } }));
    expect(rows.filter((r) => r.current).map((r) => r.limit)).toEqual(['2x']);
    // 1×: 0.008 is the widest; 2×: 0.004 → 50 %; the don't pass under the bar of 2, 0.003 → 38 %.
    expect(rows[0]!.bars).toEqual([100, 75]);
    expect(rows[1]!.bars).toEqual([50, 38]);
  });
});
