// The canonical rules key: hand-written expected keys, independent of field order, equal exactly when the
// rules are deep-equal.
import { describe, expect, it } from 'vitest';
import { resolveRulesOrThrow } from './blackjack/index.js';
import { rulesKey, sameRules } from './index.js';

describe('rulesKey', () => {
  it.each([
    {
      name: 'flat fields, sorted',
      rules: { decks: 6, bar: 12, hitSoft17: true },
      key: '{"bar":12,"decks":6,"hitSoft17":true}',
    },
    {
      name: 'nested objects sorted at every depth',
      rules: { tiePays: { per: 1, pays: 8 }, decks: 8 },
      key: '{"decks":8,"tiePays":{"pays":8,"per":1}}',
    },
    { name: 'array order kept', rules: { splitTo: [4, 2], a: null }, key: '{"a":null,"splitTo":[4,2]}' },
    { name: 'objects inside arrays sorted', rules: [{ y: 1, x: 2 }], key: '[{"x":2,"y":1}]' },
    { name: 'undefined fields left out', rules: { b: undefined, a: 'x' }, key: '{"a":"x"}' },
    { name: 'a plain value', rules: 3, key: '3' },
  ])('$name', ({ rules, key }) => {
    expect(rulesKey(rules)).toBe(key);
  });

  it('does not depend on the order of the fields', () => {
    const a = { decks: 6, blackjackPays: { pays: 3, per: 2 }, surrender: 'late' };
    const b = { surrender: 'late', blackjackPays: { per: 2, pays: 3 }, decks: 6 };
    expect(rulesKey(a)).toBe('{"blackjackPays":{"pays":3,"per":2},"decks":6,"surrender":"late"}');
    expect(rulesKey(b)).toBe(rulesKey(a));
  });

  it('gives a resolved rules object and its field-reversed copy the same key, and a changed one another', () => {
    const rules = resolveRulesOrThrow({ preset: 'seed' });
    const reversed = Object.fromEntries(Object.entries(rules).reverse());
    expect(Object.keys(reversed)[0]).not.toBe(Object.keys(rules)[0]);
    expect(rulesKey(reversed)).toBe(rulesKey(rules));
    expect(rulesKey({ ...rules, decks: rules.decks + 1 })).not.toBe(rulesKey(rules));
  });

  it.each([
    { a: { decks: 6 }, b: { decks: 6 }, same: true },
    { a: { decks: 6, s17: true }, b: { s17: true, decks: 6 }, same: true },
    { a: { decks: 6 }, b: { decks: 8 }, same: false },
    { a: { decks: 6 }, b: { decks: '6' }, same: false },
    { a: { pays: { pays: 3, per: 2 } }, b: { pays: { pays: 6, per: 5 } }, same: false },
    { a: { list: [1, 2] }, b: { list: [2, 1] }, same: false },
    { a: { decks: 6 }, b: { decks: 6, extra: 1 }, same: false },
  ])('sameRules($a, $b) is $same', ({ a, b, same }) => {
    expect(sameRules(a, b)).toBe(same);
    expect(rulesKey(a) === rulesKey(b)).toBe(same);
  });
});
