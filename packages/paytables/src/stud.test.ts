import { describe, expect, it } from 'vitest';
import { checkPreset, checkRules, parseOverride } from './schema.js';
import { STUD_CATEGORIES, studPresets, studSchema, TEXT_PAYTABLE } from './stud.js';

describe('stud presets', () => {
  it.each(Object.values(studPresets))('$id passes the schema and names a source for every rule', (preset) => {
    expect(checkPreset(studSchema, preset)).toEqual([]);
  });

  it("the text's paytable: 100 / 50 / 20 / 7 / 5 / 4 / 3 / 2 / 1 / 1", () => {
    expect(STUD_CATEGORIES.map((k) => TEXT_PAYTABLE[k].pays / TEXT_PAYTABLE[k].per)).toEqual([
      100, 50, 20, 7, 5, 4, 3, 2, 1, 1,
    ]);
  });

  it('seed: no up-card, one or two cards for 1 and 1.5 antes; caribbean: one up-card, no exchange', () => {
    expect(studPresets.seed.rules).toMatchObject({
      upCards: 0,
      maxExchange: 2,
      feeOneCard: { pays: 1, per: 1 },
      feeTwoCards: { pays: 3, per: 2 },
    });
    expect(studPresets.caribbean.rules).toMatchObject({
      upCards: 1,
      maxExchange: 0,
      paytable: TEXT_PAYTABLE,
      qualifier: 'aceKing',
    });
  });

  it('the paytable can be set from the command line, and a bad one is refused with what is allowed', () => {
    const ok = parseOverride(studSchema, 'paytable=250,50,25,9,6,4,3,2,1,1');
    expect(ok.ok && (ok.value as Record<string, { pays: number }>)['royalFlush']!.pays).toBe(250);
    const bad = parseOverride(studSchema, 'paytable=1,2,3');
    expect(bad.ok).toBe(false);
    expect(checkRules(studSchema, { ...studPresets.seed.rules, maxExchange: 3 })).toEqual([
      { key: 'maxExchange', message: 'maxExchange must be one of 0, 1, 2, got 3' },
    ]);
  });
});

describe('the paytable is checked like every other ratio', () => {
  it.each([
    [
      'a term above 1000 (its payout on a stake of 10^12 would pass 2^53)',
      { ...TEXT_PAYTABLE, royalFlush: { pays: 5000, per: 1 } },
    ],
    ['a zero', { ...TEXT_PAYTABLE, pair: { pays: 0, per: 1 } }],
    ['a missing combination', { ...TEXT_PAYTABLE, aceKing: undefined }],
    ['inherited ratios, which a JSON copy would lose', Object.create(TEXT_PAYTABLE) as object],
    ['an array', [1, 2, 3]],
  ])('refuses %s', (_name, paytable) => {
    const issues = checkRules(studSchema, { ...studPresets.seed.rules, paytable });
    expect(issues.map((i) => i.key)).toEqual(['paytable']);
  });

  it('a paytable of 1000:1 set from the command line is allowed, 1001:1 is not', () => {
    expect(parseOverride(studSchema, 'paytable=1000,50,20,7,5,4,3,2,1,1').ok).toBe(true);
    const bad = parseOverride(studSchema, 'paytable=1001,50,20,7,5,4,3,2,1,1');
    expect(bad.ok ? '' : bad.issue.message).toContain('royalFlush');
  });
});
