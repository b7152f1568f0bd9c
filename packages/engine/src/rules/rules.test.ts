// Rules resolution with a small test schema: presets, overrides and `key=value` sets; bad input is
// rejected at run time with a named `rules/…` error AND at compile time (the `@ts-expect-error` lines
// below are checked by `tsc` in the package's typecheck: if a wrong call ever type-checks, the build
// fails because the directive is unused).
import type { Preset, RulesSchema } from '@croupier/paytables/schema';
import { describe, expect, it } from 'vitest';
import { CroupierError } from '../result/index.js';
import { presetOfWith, resolveRulesWith, resolveRulesWithOrThrow, type ResolveOptions } from './index.js';

interface ToyRules {
  readonly decks: number;
  readonly tiePays: { readonly pays: number; readonly per: number };
  readonly hitSoft17: boolean;
  readonly bar: 2 | 12;
}
type ToyPreset = 'seed' | 'casino';

const toySchema: RulesSchema = {
  decks: { kind: 'int', min: 1, max: 8, description: 'decks in the shoe' },
  tiePays: { kind: 'ratio', description: 'what a tie pays' },
  hitSoft17: { kind: 'boolean', description: 'dealer hits soft 17' },
  bar: { kind: 'enum', values: [2, 12], description: 'the barred total' },
};

const settled = { kind: 'settled', note: 'test' } as const;
const toyPresets: Readonly<Record<ToyPreset, Preset<ToyRules>>> = deepFreeze({
  seed: {
    id: 'seed',
    title: 'Текст',
    description: 'as the text says',
    rules: { decks: 6, tiePays: { pays: 8, per: 1 }, hitSoft17: false, bar: 2 },
    sources: { decks: settled, tiePays: settled, hitSoft17: settled, bar: settled },
  },
  casino: {
    id: 'casino',
    title: 'Казино',
    description: 'common practice',
    rules: { decks: 8, tiePays: { pays: 9, per: 1 }, hitSoft17: true, bar: 12 },
    sources: { decks: settled, tiePays: settled, hitSoft17: settled, bar: settled },
  },
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** The wrapper every game writes: presets as a string-literal union, rules as an exact object type. */
function resolveToy(options?: ResolveOptions<ToyRules, ToyPreset>) {
  return resolveRulesWith('toy', toySchema, toyPresets, 'seed', options);
}

describe('resolving rules from presets, overrides and key=value sets', () => {
  it.each([
    {
      name: 'no options: the default preset',
      options: {},
      rules: { decks: 6, tiePays: { pays: 8, per: 1 }, hitSoft17: false, bar: 2 },
    },
    {
      name: 'preset casino',
      options: { preset: 'casino' },
      rules: { decks: 8, tiePays: { pays: 9, per: 1 }, hitSoft17: true, bar: 12 },
    },
    {
      name: 'overrides on the default',
      options: { overrides: { decks: 1, bar: 12 } },
      rules: { decks: 1, tiePays: { pays: 8, per: 1 }, hitSoft17: false, bar: 12 },
    },
    {
      name: 'sets parsed by kind (int, ratio, boolean, numeric enum)',
      options: { preset: 'casino', sets: ['decks=2', 'tiePays=8:1', 'hitSoft17=false', 'bar=2'] },
      rules: { decks: 2, tiePays: { pays: 8, per: 1 }, hitSoft17: false, bar: 2 },
    },
    {
      name: 'sets apply after overrides',
      options: { overrides: { decks: 4 }, sets: ['decks=5'] },
      rules: { decks: 5, tiePays: { pays: 8, per: 1 }, hitSoft17: false, bar: 2 },
    },
  ] satisfies { name: string; options: ResolveOptions<ToyRules, ToyPreset>; rules: ToyRules }[])(
    '$name',
    ({ options, rules }) => {
      expect(resolveToy(options)).toEqual({ ok: true, value: rules });
    },
  );

  it('returns a fresh object and leaves the preset untouched', () => {
    const r = resolveToy({ overrides: { decks: 2 } });
    expect(r.ok && r.value).not.toBe(toyPresets.seed.rules);
    expect(toyPresets.seed.rules.decks).toBe(6);
  });
});

describe('the preset a rules object equals', () => {
  const seed = toyPresets.seed.rules;
  it.each([
    ['the seed preset', seed, 'seed'],
    ['the casino preset', toyPresets.casino.rules, 'casino'],
    [
      'the seed preset with its keys in another order',
      { bar: 2, hitSoft17: false, tiePays: { per: 1, pays: 8 }, decks: 6 },
      'seed',
    ],
    ['a tie paid 9:1 on the seed rules (a nested value differs)', { ...seed, tiePays: { pays: 9, per: 1 } }, undefined],
    ['one deck more', { ...seed, decks: 7 }, undefined],
  ] as const)('%s', (_name, rules, want) => {
    expect(presetOfWith(toySchema, toyPresets, rules as ToyRules)).toBe(want);
  });
});

describe('bad input is a named rule error at run time and a type error at compile time', () => {
  it('an unknown preset names it and lists the presets', () => {
    // @ts-expect-error -- 'vegas' is not a ToyPreset
    const r = resolveToy({ preset: 'vegas' });
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'rules/unknown-preset',
        message: 'toy has no preset "vegas"; allowed: seed, casino.',
        details: { preset: 'vegas', allowed: ['seed', 'casino'] },
      },
    });
  });

  it('an unknown rule key names it and lists the rules', () => {
    // @ts-expect-error -- ToyRules has no `surrender`
    const r = resolveToy({ overrides: { surrender: true } });
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'rules/unknown-key',
        message: 'toy has no rule "surrender"; known rules: decks, tiePays, hitSoft17, bar.',
        details: { key: 'surrender', allowed: ['decks', 'tiePays', 'hitSoft17', 'bar'] },
      },
    });
  });

  it.each([
    // A wrongly typed option: each line would not compile without the cast, and fails at run time.
    { key: 'decks', value: 'six', says: 'decks must be a whole number from 1 to 8, got "six"' },
    { key: 'decks', value: 9, says: 'decks must be a whole number from 1 to 8, got 9' },
    { key: 'decks', value: 2.5, says: 'decks must be a whole number from 1 to 8, got 2.5' },
    { key: 'hitSoft17', value: 'yes', says: 'hitSoft17 must be true or false, got "yes"' },
    { key: 'bar', value: 3, says: 'bar must be one of 2, 12, got 3' },
    {
      key: 'tiePays',
      value: { pays: 0, per: 1 },
      says: 'tiePays must be a ratio like 3:2 (two whole numbers from 1 to 1000) as { pays, per }',
    },
  ])('a bad value for $key ($value) names the key and what is allowed', ({ key, value, says }) => {
    const r = resolveToy({ overrides: { [key]: value } as Partial<ToyRules> });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('rules/bad-value');
      expect(r.error.message).toContain(says);
    }
  });

  it('wrongly typed values do not compile', () => {
    // @ts-expect-error -- decks is a number
    expect(resolveToy({ overrides: { decks: 'six' } }).ok).toBe(false);
    // @ts-expect-error -- bar is 2 | 12
    expect(resolveToy({ overrides: { bar: 3 } }).ok).toBe(false);
    // @ts-expect-error -- tiePays is a { pays, per } ratio
    expect(resolveToy({ overrides: { tiePays: '9:1' } }).ok).toBe(false);
  });

  it.each([
    {
      set: 'surrender=true',
      code: 'rules/unknown-key',
      says: 'unknown rule "surrender"; known rules: decks, tiePays, hitSoft17, bar',
    },
    {
      set: 'decks=nine',
      code: 'rules/bad-value',
      says: 'decks must be a whole number from 1 to 8, got "nine"',
    },
    { set: 'tiePays=9', code: 'ok', says: '' },
    {
      set: 'tiePays=nine to one',
      code: 'rules/bad-value',
      says: 'tiePays must be a ratio like 3:2',
    },
    {
      set: 'hitSoft17=1',
      code: 'rules/bad-value',
      says: 'hitSoft17 must be true or false, got "1"',
    },
    { set: 'bar=7', code: 'rules/bad-value', says: 'bar must be one of 2, 12, got "7"' },
    { set: 'decks', code: 'rules/bad-value', says: '"decks" is not key=value' },
  ])('the CLI-style set "$set" gives $code', ({ set, code, says }) => {
    const r = resolveToy({ sets: [set] });
    if (code === 'ok') {
      expect(r).toEqual({
        ok: true,
        value: { decks: 6, tiePays: { pays: 9, per: 1 }, hitSoft17: false, bar: 2 },
      });
      return;
    }
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message).toContain(says);
    }
  });

  it('overrides that are not an object are refused', () => {
    // @ts-expect-error -- overrides is an object of rules
    const r = resolveToy({ overrides: 'decks=2' });
    expect(!r.ok && r.error.code).toBe('rules/bad-value');
  });

  it('the …OrThrow wrapper throws a CroupierError with the same code and message', () => {
    const vegas = { preset: 'vegas' } as const;
    expect(() =>
      // @ts-expect-error -- 'vegas' is not a ToyPreset
      resolveRulesWithOrThrow<ToyRules, ToyPreset>('toy', toySchema, toyPresets, 'seed', vegas),
    ).toThrowError('rules/unknown-preset: toy has no preset "vegas"; allowed: seed, casino.');
    try {
      resolveRulesWithOrThrow('toy', toySchema, toyPresets, 'seed', { sets: ['decks=0'] });
      expect.unreachable('decks=0 must throw');
    } catch (e) {
      expect(e).toBeInstanceOf(CroupierError);
      expect((e as CroupierError).code).toBe('rules/bad-value');
      expect((e as CroupierError).message).toContain('decks must be a whole number from 1 to 8, got 0');
    }
    expect(resolveRulesWithOrThrow('toy', toySchema, toyPresets, 'seed', { preset: 'casino' }).decks).toBe(8);
  });
});

describe('names every object has are not rules (own properties only)', () => {
  const resolve = (options: ResolveOptions<ToyRules, ToyPreset>) =>
    resolveRulesWith('toy', toySchema, toyPresets, 'seed', options);

  it.each(['toString=1', 'constructor=1', '__proto__=1', 'hasOwnProperty=1', 'valueOf=true'])(
    '--set %s is rules/unknown-key',
    (assignment) => {
      const r = resolve({ sets: [assignment] });
      expect(r.ok ? 'ok' : r.error.code).toBe('rules/unknown-key');
    },
  );

  it('a JSON override {"__proto__": …} is an unknown key and leaves the prototype alone', () => {
    const overrides = JSON.parse('{"__proto__": {"decks": 99}, "decks": 2}') as Partial<ToyRules>;
    const r = resolve({ overrides });
    expect(r.ok ? 'ok' : r.error.code).toBe('rules/unknown-key');
    const fine = resolve({ overrides: { decks: 2 } });
    expect(fine.ok && Object.getPrototypeOf(fine.value)).toBe(Object.prototype);
  });

  it.each(['toString', '__proto__', 'constructor'])('preset %s is rules/unknown-preset', (preset) => {
    const r = resolve({ preset: preset as ToyPreset });
    expect(r.ok ? 'ok' : r.error.code).toBe('rules/unknown-preset');
  });

  it.each([
    ['tiePays=0:0', 'rules/bad-value'],
    ['tiePays=1001:1', 'rules/bad-value'],
    ['tiePays=1000:1', 'ok'],
  ])('%s → %s (ratio terms are whole numbers from 1 to 1000)', (assignment, want) => {
    const r = resolve({ sets: [assignment] });
    expect(r.ok ? 'ok' : r.error.code).toBe(want);
  });

  it.each([null, 5, 'seed'])('options %s are refused with rules/bad-value, not a TypeError', (options) => {
    const r = resolveRulesWith('toy', toySchema, toyPresets, 'seed', options as never);
    expect(r.ok ? 'ok' : r.error.code).toBe('rules/bad-value');
  });

  it('a long bad key is cut in the message', () => {
    const r = resolve({ sets: [`${'k'.repeat(100_000)}=1`] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message.length).toBeLessThan(400);
  });
});
