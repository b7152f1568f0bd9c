import { checkPreset } from '@croupier/paytables/schema';
import { describe, expect, it } from 'vitest';
import {
  checkRules,
  commissionOf,
  crapsPresets,
  DEFAULT_RULES,
  presetOf,
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

describe('rules passed in from outside are checked', () => {
  it.each([
    ['a negative commission', { ...DEFAULT_RULES, commissionPercent: -5 }, 'commissionPercent'],
    ['a fractional commission', { ...DEFAULT_RULES, commissionPercent: 2.5 }, 'commissionPercent'],
    ['a field ratio of 0', { ...DEFAULT_RULES, fieldPays2: { pays: 0, per: 1 } }, 'fieldPays2'],
    ['a field ratio beyond 1000', { ...DEFAULT_RULES, fieldPays12: { pays: 1001, per: 1 } }, 'fieldPays12'],
    ['bar 3', { ...DEFAULT_RULES, dontPassBar: 3 }, 'dontPassBar'],
    ['a missing rule', { ...DEFAULT_RULES, oddsLimit: undefined }, 'oddsLimit'],
    [
      'an unknown rule from JSON',
      JSON.parse(`{"__proto__": 1, ${JSON.stringify(DEFAULT_RULES).slice(1)}`),
      '__proto__',
    ],
    ['null', null, '(root)'],
    ['an array', [], '(root)'],
    ['a BigInt', 10n, '(root)'],
  ] as const)('%s → craps/bad-rules naming %s', (_what, rules, key) => {
    const r = checkRules(rules);
    expect(r.ok ? null : r.error.code).toBe('craps/bad-rules');
    if (!r.ok && r.error.code === 'craps/bad-rules') expect(r.error.details.issues.map((i) => i.key)).toContain(key);
  });

  it("returns a copy of the rules, never the caller's objects", () => {
    const given = structuredClone(DEFAULT_RULES);
    const r = checkRules(given);
    expect(r.ok && r.value).toEqual(DEFAULT_RULES);
    expect(r.ok && r.value.fieldPays2).not.toBe(given.fieldPays2);
  });

  it.each([
    ['seed', resolveRulesOrThrow({ preset: 'seed' })],
    ['casino', resolveRulesOrThrow({ preset: 'casino' })],
    [undefined, resolveRulesOrThrow({ sets: ['oddsLimit=10x'] })],
  ] as const)('presetOf names the preset the rules equal: %s', (want, rules) => {
    expect(presetOf(rules)).toBe(want);
  });
});
