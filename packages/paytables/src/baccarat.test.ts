import { describe, expect, it } from 'vitest';
import {
  BACCARAT_BETS,
  BACCARAT_TEXT_CROUPIERS,
  BACCARAT_TEXT_DECKS,
  BACCARAT_SIDE_BETS,
  BANKER_TABLEAUS,
  SIDE_BET_PAYS_KEY,
  baccaratPresets,
  baccaratSchema,
  tableauSaysDraw,
} from './baccarat.js';
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

  it('the text’s table: six or eight decks, up to fourteen players and three croupiers; every preset deals a shoe it allows', () => {
    // «шесть либо восемь карточных колод»; «до четырнадцати человек играющих и трое крупье»
    expect(BACCARAT_TEXT_DECKS).toEqual([6, 8]);
    expect(BACCARAT_TEXT_CROUPIERS).toBe(3);
    expect(baccaratPresets.seed.sources.decks).toMatchObject({
      kind: 'seed',
      quote: expect.stringContaining('шесть либо восемь'),
    });
    for (const p of Object.values(baccaratPresets)) {
      expect(BACCARAT_TEXT_DECKS, p.id).toContain(p.rules.decks);
      expect(p.rules.maxPlayers, p.id).toBe(14);
    }
    for (const d of BACCARAT_TEXT_DECKS)
      expect(parseOverride(baccaratSchema, `decks=${d}`)).toMatchObject({ ok: true, value: d });
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

  it.each([
    ['dragon7Pays=40', { pays: 40, per: 1 }],
    ['panda8Pays=25:1', { pays: 25, per: 1 }],
    ['perfectPairBothPays=none', null],
    ['bankerThreeCardSevenPushes=true', true],
  ])('parses the side bets: %s', (text, value) => {
    expect(parseOverride(baccaratSchema, text)).toMatchObject({ ok: true, value });
  });

  it.each(['dragon7Pays=1001', 'bankerSixPays=1:1001', 'eitherPairPays=five'])(
    'refuses %s: ratio terms are whole numbers from 1 to 1000, so every payout stays exact',
    (text) => {
      expect(parseOverride(baccaratSchema, text).ok).toBe(false);
    },
  );
});

describe('the side bets and the commission-free variants as data', () => {
  it('the text offers no side bet; the casino preset offers the pairs at 11:1', () => {
    const keys = Object.values(SIDE_BET_PAYS_KEY);
    expect(keys.map((k) => baccaratPresets.seed.rules[k])).toEqual(keys.map(() => null));
    expect(baccaratPresets.casino.rules.playerPairPays).toEqual({ pays: 11, per: 1 });
    expect(baccaratPresets.casino.rules.bankerPairPays).toEqual({ pays: 11, per: 1 });
  });

  it('EZ baccarat: Банко 1:1, pushed on a three-card 7, Dragon 7 40:1 and Panda 8 25:1, with sources', () => {
    const ez = baccaratPresets.ez;
    expect(ez.rules).toMatchObject({
      bankerPays: { pays: 1, per: 1 },
      bankerThreeCardSevenPushes: true,
      dragon7Pays: { pays: 40, per: 1 },
      panda8Pays: { pays: 25, per: 1 },
    });
    expect(ez.sources.dragon7Pays).toMatchObject({ kind: 'casino', note: expect.stringContaining('7.61%') });
  });

  it('no commission: Банко 1:1 and 1:2 on a six', () => {
    expect(baccaratPresets.noCommission.rules).toMatchObject({
      bankerPays: { pays: 1, per: 1 },
      bankerSixPays: { pays: 1, per: 2 },
    });
  });

  it('every side bet has its payout rule and every rule is in the schema', () => {
    expect(Object.keys(SIDE_BET_PAYS_KEY)).toEqual([...BACCARAT_SIDE_BETS]);
    for (const key of Object.values(SIDE_BET_PAYS_KEY)) expect(baccaratSchema).toHaveProperty(key);
    expect(BACCARAT_BETS).toEqual(['banker', 'player', 'tie', ...BACCARAT_SIDE_BETS]);
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
