import { describe, expect, it } from 'vitest';
import { configKey } from './factors';
import { INITIAL, configsOf, derive, holePatch, holeValue, payoutPatch, planOf, step, type BjAction } from './model';
import type { BjSummary } from './summary';

const run = (actions: readonly BjAction[]) => actions.reduce(step, INITIAL);
// A hand-made analysis: only its house edge matters here (no cells, so no changed cells).
const summary = (key: string, edge: number, exact?: string): BjSummary => ({
  key,
  edge,
  edgeOptimal: edge - 0.0004,
  ...(exact ? { exact } : {}),
  cells: {},
  ms: 0,
});
const answers = (known: Readonly<Record<string, BjSummary>>, failed: Readonly<Record<string, string>> = {}) => ({
  get: (k: string) => known[k],
  error: (k: string) => failed[k],
});

describe('the blackjack rule-cost model: the reader’s actions', () => {
  it.each([
    ['a rule changes, the others stay', [{ type: 'rules', patch: { dealerHitsSoft17: true } }], true, 2],
    [
      'a preset sets every rule',
      [
        { type: 'rules', patch: { maxHands: 4 } },
        { type: 'preset', preset: 'seed' },
      ],
      false,
      2,
    ],
    ['comparing with the casino leaves the chosen rules', [{ type: 'base', base: 'casino' }], false, 2],
  ] as const)('%s', (_name, actions, h17, hands) => {
    const s = run(actions);
    expect(s.rules.dealerHitsSoft17).toBe(h17);
    expect(s.rules.maxHands).toBe(hands);
  });

  it.each([
    ['peek', { holeCard: true, dealerBlackjackTakes: 'original' }],
    ['all', { holeCard: false, dealerBlackjackTakes: 'all' }],
    ['original', { holeCard: false, dealerBlackjackTakes: 'original' }],
  ] as const)('the hole-card choice «%s» sets its rules and reads back', (value, patch) => {
    expect(holePatch(value)).toEqual(patch);
    expect(holeValue({ ...INITIAL.rules, ...holePatch(value) })).toBe(value);
  });

  it.each([
    ['3:2', { pays: 3, per: 2 }],
    ['6:5', { pays: 6, per: 5 }],
  ] as const)('the payout %s', (value, pays) => {
    expect(payoutPatch(value)).toEqual({ blackjackPays: pays });
  });
});

describe('the blackjack rule-cost model: what the analyses say', () => {
  const six5 = run([{ type: 'rules', patch: payoutPatch('6:5') }]);
  const { base, target } = configsOf(six5);
  const [b, t] = [configKey(base), configKey(target)];

  it.each([
    ['the text against itself, known at build time', INITIAL, { [b]: summary(b, 0.005) }, {}, 'done', 0],
    ['6:5 before any answer', six5, {}, {}, 'computing', null],
    ['6:5 with only the base known', six5, { [b]: summary(b, 0.005) }, {}, 'computing', null],
    [
      '6:5 answered: the change is the difference',
      six5,
      { [b]: summary(b, 0.005), [t]: summary(t, 0.0186) },
      {},
      'done',
      0.0136,
    ],
    ['a failed analysis', six5, { [b]: summary(b, 0.005) }, { [t]: 'нет' }, 'error', null],
  ] as const)('%s: %s', (_name, s, known, failed, phase, total) => {
    const v = derive(s, answers(known, failed));
    expect(v.phase).toBe(phase);
    if (total === null) expect(v.total).toBeNull();
    else expect(v.total).toBeCloseTo(total, 12);
  });

  it('one changed rule: its share is the whole change, and its ids are the two house edges', () => {
    const v = derive(six5, answers({ [b]: summary(b, 0.005), [t]: summary(t, 0.0186) }));
    expect(v.plan.factors).toEqual(['payout']);
    expect(v.split!.shares[0]!.edge).toBeCloseTo(0.0136, 12);
    expect(v.shares).toEqual([{ id: v.ids.target, base: v.ids.base }]);
  });

  it('two changed rules wait for the mixed analyses of the split (Shapley: four configurations)', () => {
    const two = run([{ type: 'rules', patch: { ...payoutPatch('6:5'), dealerHitsSoft17: true } }]);
    const c = configsOf(two);
    const [x, y] = [configKey(c.base), configKey(c.target)];
    const v = derive(two, answers({ [x]: summary(x, 0.005), [y]: summary(y, 0.02) }));
    expect(v.plan.method).toBe('shapley');
    expect(v.progress).toEqual({ done: 2, total: 4 });
    expect(v.phase).toBe('computing');
    expect(v.split).toBeNull();
  });

  it('an infinite shoe gives the change as an exact fraction', () => {
    const inf = step(six5, { type: 'infinite', infinite: true });
    const c = configsOf(inf);
    const [x, y] = [configKey(c.base), configKey(c.target)];
    const v = derive(inf, answers({ [x]: summary(x, 0.01, '1/100'), [y]: summary(y, 0.03, '3/100') }));
    // 3/100 − 1/100 = 1/50.
    expect(v.exactTotal).toEqual({ num: 1n, den: 50n });
  });

  it('the plan is the state’s', () => {
    expect(planOf(six5).configs.size).toBe(2);
  });
});
