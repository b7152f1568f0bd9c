import { describe, expect, it } from 'vitest';
import { BANKER_TABLEAUS, baccaratPresets, baccaratSchema, tableauSaysDraw } from './baccarat.js';
import { checkPreset, parseOverride } from './schema.js';

describe('baccarat presets', () => {
  it.each(Object.values(baccaratPresets).map((p) => [p.id, p] as const))(
    '%s passes the schema with a source for every rule',
    (_id, preset) => {
      expect(checkPreset(baccaratSchema, preset)).toEqual([]);
    },
  );

  it('the seed preset quotes the text for its payouts', () => {
    const s = baccaratPresets.seed.sources;
    expect(s.bankerPays).toMatchObject({ kind: 'seed', quote: expect.stringContaining('девятнадцать к двадцати') });
    expect(s.tiePays).toMatchObject({ kind: 'seed', quote: expect.stringContaining('восемь к одному') });
    expect(s.maxPlayers).toMatchObject({ kind: 'seed', quote: expect.stringContaining('четырнадцати') });
  });

  it.each([
    ['bankerSixPays=1:2', { pays: 1, per: 2 }],
    ['bankerSixPays=none', null],
    ['tiePays=9', { pays: 9, per: 1 }],
  ])('parses %s', (text, value) => {
    expect(parseOverride(baccaratSchema, text)).toMatchObject({ ok: true, value });
  });

  it('refuses a commission ratio of zero', () => {
    expect(parseOverride(baccaratSchema, 'bankerSixPays=0:2').ok).toBe(false);
  });
});

describe('the tableaus as data', () => {
  it.each(Object.entries(BANKER_TABLEAUS))('%s: eight rows of ten D/S letters, a bar, one more', (_id, rows) => {
    expect(rows).toHaveLength(8);
    for (const r of rows) expect(r).toMatch(/^[DS]{10}\|[DS]$/);
  });

  it('reads a cell: casino banker 3 stands on an 8, draws when the player stood', () => {
    expect(tableauSaysDraw(BANKER_TABLEAUS.casino, 3, 8)).toBe(false);
    expect(tableauSaysDraw(BANKER_TABLEAUS.casino, 3, null)).toBe(true);
    expect(() => tableauSaysDraw(BANKER_TABLEAUS.casino, 8, 1)).toThrow(RangeError);
    expect(() => tableauSaysDraw(BANKER_TABLEAUS.casino, 3, 10)).toThrow(RangeError);
  });
});
