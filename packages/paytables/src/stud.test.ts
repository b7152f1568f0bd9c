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
    expect(checkRules(studSchema, { ...studPresets.seed.rules, maxExchange: 6 })).toEqual([
      { key: 'maxExchange', message: 'maxExchange must be one of 0, 1, 2, 3, 4, 5, got 6' },
    ]);
  });
});

describe('Russian poker as casinos deal it (RULES.md, "Russian poker as casinos deal it")', () => {
  const base = {
    upCards: 1,
    upCardPosition: 'fifth',
    maxExchange: 5,
    minExchange: 1,
    exchangeMode: 'once',
    sixthCard: true,
    feeSixthCard: { pays: 1, per: 1 },
  };
  const oneAnte = { pays: 1, per: 1 };
  it.each([
    // casino-aragon.by: any number of cards or a sixth card for one ante; «Одна пара 2:1» on its table.
    ['aragon', { ...base, feeThreeCards: oneAnte, twoCombinations: false, buyGame: 'none', insurance: 'none' }],
    // oracul-casino.com: only the BET is paid («“ANTE” bet is not paid»), two combinations both paid.
    ['oracul', { ...base, anteWhenDealerLoses: 'push', twoCombinations: true, buyGame: 'none' }],
    // senator.am: as oracul, «покупка игры» again on the same rank, insurance.
    ['senator', { ...base, anteWhenDealerLoses: 'push', buyGame: 'sameRankAgain', insurance: 'threeOfAKind' }],
    // olympic-casino.lv: the last dealer card up, insurance with three of a kind up to half the payout.
    ['olympic', { ...base, insurance: 'threeOfAKind', insuranceMax: 'halfPayout', anteWhenDealerLoses: 'push' }],
  ] as const)('%s', (id, expected) => {
    expect(studPresets[id].rules).toMatchObject(expected);
  });

  it("aragon's table pays a pair 2:1, as its page lists", () => {
    expect(studPresets.aragon.rules.paytable.pair).toEqual({ pays: 2, per: 1 });
    expect(studPresets.aragon.rules.paytable.aceKing).toEqual({ pays: 1, per: 1 });
  });

  it('oasis (Wizard of Odds): switching 1, 2, 3, 4, 5 cards costs 1, 2, 3, 2, 1 antes, all five force the raise, the ante paid', () => {
    const o = studPresets.oasis.rules;
    expect(
      [o.feeOneCard, o.feeTwoCards, o.feeThreeCards, o.feeFourCards, o.feeFiveCards].map((f) => f.pays / f.per),
    ).toEqual([1, 2, 3, 2, 1]);
    expect(o).toMatchObject({ exchangeAllRaises: true, sixthCard: false, anteWhenDealerLoses: 'paid', upCards: 1 });
  });

  it('the text and Caribbean stud keep every new option off', () => {
    for (const id of ['seed', 'casino', 'caribbean'] as const) {
      expect(studPresets[id].rules).toMatchObject({
        minExchange: 1,
        exchangeMode: 'once',
        exchangeAllRaises: false,
        sixthCard: false,
        twoCombinations: false,
        anteWhenDealerLoses: 'paid',
        buyGame: 'none',
        insurance: 'none',
        maxPayout: 0,
      });
    }
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
