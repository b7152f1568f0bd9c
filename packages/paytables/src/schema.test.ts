import { describe, expect, it } from 'vitest';
import { checkPreset, checkRules, parseOverride, type RulesSchema } from './schema.js';

const schema: RulesSchema = {
  decks: { kind: 'int', min: 1, max: 8, description: 'decks in the shoe' },
  bar: { kind: 'enum', values: [2, 12], description: 'barred number' },
  das: { kind: 'boolean', description: 'double after split' },
  pays: { kind: 'ratio', description: 'blackjack payout' },
  mode: { kind: 'enum', values: ['adjustable', 'contract'], description: 'pass after point' },
};

const good = { decks: 6, bar: 2, das: true, pays: { pays: 3, per: 2 }, mode: 'adjustable' };

describe('checkRules', () => {
  it('accepts a complete, valid object', () => {
    expect(checkRules(schema, good)).toEqual([]);
  });

  it('names an unknown key and lists the known ones', () => {
    const issues = checkRules(schema, { ...good, surrender: 'late' });
    expect(issues).toEqual([
      { key: 'surrender', message: 'unknown rule "surrender"; known rules: decks, bar, das, pays, mode' },
    ]);
  });

  it.each([
    ['decks', 9, 'decks must be a whole number from 1 to 8, got 9'],
    ['decks', 2.5, 'decks must be a whole number from 1 to 8, got 2.5'],
    ['bar', 3, 'bar must be one of 2, 12, got 3'],
    ['das', 'yes', 'das must be true or false, got "yes"'],
    ['mode', 'fixed', 'mode must be one of "adjustable", "contract", got "fixed"'],
  ])('refuses %s = %j', (key, value, message) => {
    expect(checkRules(schema, { ...good, [key]: value })).toEqual([{ key, message }]);
  });

  it('reports missing keys unless partial', () => {
    expect(checkRules(schema, { decks: 1 }).map((i) => i.key)).toEqual(['bar', 'das', 'pays', 'mode']);
    expect(checkRules(schema, { decks: 1 }, true)).toEqual([]);
  });
});

describe('parseOverride (CLI --set key=value)', () => {
  it.each([
    ['decks=4', 'decks', 4],
    ['bar=12', 'bar', 12],
    ['das=false', 'das', false],
    ['pays=6:5', 'pays', { pays: 6, per: 5 }],
    ['pays=9', 'pays', { pays: 9, per: 1 }],
    ['mode=contract', 'mode', 'contract'],
  ])('%s', (text, key, value) => {
    expect(parseOverride(schema, text)).toEqual({ ok: true, key, value });
  });

  it.each([
    ['decks=ten', 'decks must be a whole number from 1 to 8, got "ten"'],
    ['das=1', 'das must be true or false, got "1"'],
    ['hit=soft17', 'unknown rule "hit"; known rules: decks, bar, das, pays, mode'],
    ['decks', '"decks" is not key=value'],
  ])('refuses %s', (text, message) => {
    const r = parseOverride(schema, text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issue.message).toBe(message);
  });
});

describe('checkPreset', () => {
  it('requires a source for every rule', () => {
    const issues = checkPreset(schema, {
      id: 'x',
      title: 'X',
      description: 'test',
      rules: good,
      sources: { decks: { kind: 'settled', note: 'default' } } as never,
    });
    expect(issues.map((i) => i.key)).toEqual(['bar', 'das', 'pays', 'mode']);
  });
});
