import { checkPreset } from '@croupier/paytables/schema';
import { rulesMdBankerDraws } from '@croupier/testkit/oracles/baccarat';
import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '../cards/notation.js';
import { baccaratPoint } from './value.js';
import {
  baccaratPresets,
  baccaratSchema,
  bankerDraws,
  betTerms,
  checkRules,
  offeredBets,
  playerDraws,
  resolveRules,
  resolveRulesOrThrow,
  thirdCardRules,
} from './rules.js';

const CELLS = (['casino', 'seed'] as const).flatMap((tableau) =>
  [0, 1, 2, 3, 4, 5, 6, 7].flatMap((total) =>
    [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((third) => ({
      tableau,
      total,
      third,
      name: `${tableau}: banker ${total}, player ${third === null ? 'stood' : `drew a ${third}`}`,
      draws: rulesMdBankerDraws(tableau, total, third),
    })),
  ),
);

describe('the banker tableau, every cell against docs/rules.md (baccarat: the banker’s third card)', () => {
  it.each(CELLS)('$name → draws $draws', ({ tableau, total, third, draws }) => {
    expect(bankerDraws({ tableau }, total, third)).toBe(draws);
  });

  it('the two tableaus differ in exactly the banker 5 and 6 rows against a third card (20 cells)', () => {
    const differ = CELLS.filter((c) => c.tableau === 'casino').filter(
      (c) =>
        bankerDraws({ tableau: 'casino' }, c.total, c.third) !== bankerDraws({ tableau: 'seed' }, c.total, c.third),
    );
    // «only on 4–7» against «unless 4–7» (and «only on 6–7» against «unless 6–7») flips every third-card
    // value of those rows; when the player stood, both versions say 5 draws and 6 stands.
    expect(differ.map((c) => `${c.total}/${c.third}`)).toEqual([
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => `5/${t}`),
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => `6/${t}`),
    ]);
  });

  it.each([
    [0, true],
    [5, true],
    [6, false],
    [7, false],
  ])("the player's rule: %i → draws %s («меньше, чем шесть очков»)", (total, draws) => {
    expect(playerDraws(total)).toBe(draws);
  });
});

describe('card values', () => {
  it("the text's example: 7+8+8 = 23 − 10 − 10 = 3", () => {
    expect(baccaratPoint(parseCardsOrThrow('7♠ 8♥ 8♦'))).toBe(3);
  });
  it.each([
    ['Д♠ К♥', 0], // дама, король — ноль
    ['10♠ В♥', 0],
    ['Т♠ 9♥', 0], // 1 + 9 = 10 → 0
    ['Т♠ 8♥', 9],
    ['4♣ 4♦', 8],
  ])('%s → %i', (hand, point) => {
    expect(baccaratPoint(parseCardsOrThrow(hand))).toBe(point);
  });
});

describe('rules and presets', () => {
  it.each(Object.values(baccaratPresets).map((p) => [p.id, p] as const))(
    'preset %s passes its schema with a source per rule',
    (_id, p) => {
      expect(checkPreset(baccaratSchema, p)).toEqual([]);
    },
  );

  it('the default is the casino tableau with the text payouts', () => {
    const r = resolveRulesOrThrow();
    expect(r.tableau).toBe('casino');
    expect(r.decks).toBe(8);
    expect(r.bankerPays).toEqual({ pays: 19, per: 20 });
    expect(r.playerPays).toEqual({ pays: 1, per: 1 });
    expect(r.tiePays).toEqual({ pays: 8, per: 1 });
  });

  it('the seed preset keeps the text tableau', () => {
    expect(resolveRulesOrThrow({ preset: 'seed' }).tableau).toBe('seed');
  });

  it('takes --set style overrides: tie 9:1, commission-free banker six', () => {
    const r = resolveRulesOrThrow({ sets: ['tiePays=9', 'bankerSixPays=1:2', 'decks=6'] });
    expect(r.tiePays).toEqual({ pays: 9, per: 1 });
    expect(r.bankerSixPays).toEqual({ pays: 1, per: 2 });
    expect(r.decks).toBe(6);
    expect(resolveRulesOrThrow({ preset: 'noCommission', sets: ['bankerSixPays=none'] }).bankerSixPays).toBeNull();
  });

  it.each([
    [{ sets: ['decks=9'] }, 'rules/bad-value'],
    [{ sets: ['tableau=vegas'] }, 'rules/bad-value'],
    [{ sets: ['commission=5'] }, 'rules/unknown-key'],
    [{ preset: 'macau' }, 'rules/unknown-preset'],
    [{ sets: ['dragon7Pays=1001:1'] }, 'rules/bad-value'],
    [{ sets: ['bankerSixPays=2000:1'] }, 'rules/bad-value'],
    [{ sets: ['decks=1', 'cutCardFromEnd=47'] }, 'rules/bad-value'],
    [{ sets: ['perfectPairBothPays=250'] }, 'rules/bad-value'],
  ] as const)('refuses %j with %s', (options, code) => {
    const r = resolveRules(options as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });

  it('one deck takes the cut card up to 46 cards from the end (six cards before it)', () => {
    expect(resolveRules({ sets: ['decks=1', 'cutCardFromEnd=46'] }).ok).toBe(true);
  });
});

describe('rules given from outside are checked (issue 14: unresolved rules objects)', () => {
  it.each([
    { name: 'an unresolved preset name', rules: { preset: 'casino' } },
    { name: 'a rules object missing a rule', rules: (({ tableau: _t, ...rest }) => rest)(resolveRulesOrThrow()) },
    { name: 'a ratio of a billion', rules: { ...resolveRulesOrThrow(), tiePays: { pays: 1e9, per: 1 } } },
    { name: 'null', rules: null },
    { name: 'a cut card behind the shoe', rules: { ...resolveRulesOrThrow(), decks: 1, cutCardFromEnd: 200 } },
  ])('$name → baccarat/bad-rules with the issues', ({ rules }) => {
    const r = checkRules(rules);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('baccarat/bad-rules');
      expect(r.error.details.issues.length).toBeGreaterThan(0);
    }
  });

  it.each(Object.values(baccaratPresets).map((p) => [p.id, p] as const))('preset %s passes', (_id, p) => {
    expect(checkRules(p.rules).ok).toBe(true);
  });
});

describe('the third-card rules as data', () => {
  it.each(['casino', 'seed'] as const)('%s: every row read from the tableau agrees with docs/rules.md', (tableau) => {
    const t = thirdCardRules({ tableau });
    expect(t.player).toEqual({ drawsOn: [0, 1, 2, 3, 4, 5], standsOn: [6, 7] });
    for (const row of t.banker) {
      const values = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
      expect(row.drawsOn).toEqual(values.filter((v) => rulesMdBankerDraws(tableau, row.total, v)));
      expect(row.standsOn).toEqual(values.filter((v) => !rulesMdBankerDraws(tableau, row.total, v)));
      expect(row.whenPlayerStood).toBe(rulesMdBankerDraws(tableau, row.total, null) ? 'draw' : 'stand');
    }
  });

  it('the rows by hand: casino 5 draws on 4–7, the text 5 on 0–3, 8, 9', () => {
    expect(thirdCardRules({ tableau: 'casino' }).banker[5]!.drawsOn).toEqual([4, 5, 6, 7]);
    expect(thirdCardRules({ tableau: 'seed' }).banker[5]!.drawsOn).toEqual([0, 1, 2, 3, 8, 9]);
    expect(thirdCardRules({ tableau: 'casino' }).banker[6]!.whenPlayerStood).toBe('stand');
  });
});

describe('which bets a table offers and what they pay', () => {
  it.each([
    { preset: 'seed', bets: ['banker', 'player', 'tie'] },
    { preset: 'casino', bets: ['banker', 'player', 'tie', 'playerPair', 'bankerPair'] },
    { preset: 'noCommission', bets: ['banker', 'player', 'tie', 'playerPair', 'bankerPair'] },
    { preset: 'ez', bets: ['banker', 'player', 'tie', 'dragon7', 'panda8'] },
  ] as const)('$preset offers $bets', ({ preset, bets }) => {
    expect(offeredBets(resolveRulesOrThrow({ preset }))).toEqual(bets);
  });

  it.each([
    {
      name: 'Банко, commission-free: 1:1, 1:2 on a six, pushes on a tie',
      rules: resolveRulesOrThrow({ preset: 'noCommission' }),
      bet: 'banker',
      terms: {
        offered: true,
        payouts: [
          { when: 'win', ratio: { pays: 1, per: 1 } },
          { when: 'bankerSix', ratio: { pays: 1, per: 2 } },
        ],
        pushesOn: ['tie'],
        stakeUnit: 1,
      },
    },
    {
      name: 'Банко, EZ: 1:1, pushes on a tie and on a three-card 7',
      rules: resolveRulesOrThrow({ preset: 'ez' }),
      bet: 'banker',
      terms: {
        offered: true,
        payouts: [{ when: 'win', ratio: { pays: 1, per: 1 } }],
        pushesOn: ['tie', 'bankerThreeCardSeven'],
        stakeUnit: 1,
      },
    },
    {
      name: 'Банко 19:20 at a whole-chips table: stakes in twenties',
      rules: resolveRulesOrThrow({ sets: ['rounding=refuse'] }),
      bet: 'banker',
      terms: { stakeUnit: 20 },
    },
    {
      name: 'commission-free Банко at a whole-chips table: 1:2 asks for even stakes',
      rules: resolveRulesOrThrow({ preset: 'noCommission', sets: ['rounding=refuse'] }),
      bet: 'banker',
      terms: { stakeUnit: 2 },
    },
    {
      name: 'perfect pair 25:1, 250:1 for both',
      rules: resolveRulesOrThrow({ sets: ['perfectPairPays=25', 'perfectPairBothPays=250'] }),
      bet: 'perfectPair',
      terms: {
        offered: true,
        payouts: [
          { when: 'win', ratio: { pays: 25, per: 1 } },
          { when: 'bothPerfectPairs', ratio: { pays: 250, per: 1 } },
        ],
        pushesOn: [],
      },
    },
    {
      name: 'Dragon 7 at a casino table: not offered',
      rules: resolveRulesOrThrow(),
      bet: 'dragon7',
      terms: { offered: false, payouts: [], pushesOn: [] },
    },
  ] as const)('$name', ({ rules, bet, terms }) => {
    expect(betTerms(rules, bet)).toMatchObject({ bet, ...terms });
  });
});
