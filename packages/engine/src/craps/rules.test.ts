import { checkPreset } from '@croupier/paytables/schema';
import { describe, expect, it } from 'vitest';
import {
  commissionOf,
  crapsPresets,
  crapsSchema,
  maxLayOdds,
  maxTakeOdds,
  resolveRules,
  resolveRulesOrThrow,
} from './rules.js';

describe('craps rules', () => {
  it.each(Object.values(crapsPresets))('preset $id is valid and gives a source for every rule', (preset) => {
    expect(checkPreset(crapsSchema, preset)).toEqual([]);
  });

  it('the seed preset is the text: bar 2, an adjustable pass bet', () => {
    const r = resolveRulesOrThrow();
    expect([r.dontPassBar, r.passAfterPoint]).toEqual([2, 'adjustable']);
    const c = resolveRulesOrThrow({ preset: 'casino' });
    expect([c.dontPassBar, c.passAfterPoint]).toEqual([12, 'contract']);
  });

  it('overrides are checked against the schema and name what is allowed', () => {
    expect(resolveRulesOrThrow({ sets: ['dontPassBar=12', 'oddsLimit=100x'] })).toMatchObject({
      dontPassBar: 12,
      oddsLimit: '100x',
    });
    const bad = resolveRules({ sets: ['dontPassBar=3'] });
    expect(bad.ok ? null : bad.error.code).toBe('rules/bad-value');
    expect(bad.ok ? '' : bad.error.message).toContain('2, 12');
    const unknown = resolveRules({ preset: 'vegas' as never });
    expect(unknown.ok ? null : unknown.error.code).toBe('rules/unknown-preset');
  });

  it.each([
    // limit, flat, point, take, lay — the casino conventions worked by hand
    ['3-4-5x', 10, 4, 30, 60],
    ['3-4-5x', 10, 5, 40, 60],
    ['3-4-5x', 10, 8, 50, 60],
    ['1x', 10, 4, 10, 20], // lay 20 on 4 wins 10
    ['2x', 10, 6, 20, 24], // lay 24 on 6 wins 20
    ['10x', 5, 9, 50, 75], // lay 75 on 9 wins 50
  ] as const)('%s odds behind %s on %s: take %s, lay %s', (oddsLimit, flat, point, take, lay) => {
    const rules = resolveRulesOrThrow({ overrides: { oddsLimit } });
    expect(maxTakeOdds(rules, flat, point)).toBe(take);
    expect(maxLayOdds(rules, flat, point)).toBe(lay);
  });

  it('commission: 5% rounded down, at least one chip', () => {
    const r = resolveRulesOrThrow();
    expect([commissionOf(r, 20), commissionOf(r, 39), commissionOf(r, 40), commissionOf(r, 5)]).toEqual([1, 1, 2, 1]);
    expect(commissionOf({ ...r, commissionPercent: 0 }, 100)).toBe(0);
  });
});
