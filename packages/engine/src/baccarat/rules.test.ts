import { checkPreset } from '@croupier/paytables/schema';
import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '../cards/notation.js';
import { baccaratPoint } from './value.js';
import {
  baccaratPresets,
  baccaratSchema,
  bankerDraws,
  playerDraws,
  resolveRules,
  resolveRulesOrThrow,
  type TableauId,
} from './rules.js';

// The banker's rule written out from RULES.md (Baccarat), independently of the tableau strings.
function rulesMdBankerDraws(tableau: TableauId, total: number, third: number | null): boolean {
  if (third === null) return total <= 5; // «banker, player stood: draws on 0–5, stands on 6–7»
  switch (total) {
    case 0:
    case 1:
    case 2:
      return true; // «0–2 draw»
    case 3:
      return third !== 8; // «3 draws unless the player's third card is 8»
    case 4:
      return ![0, 1, 8, 9].includes(third); // «4 draws unless it is 0, 1, 8, 9»
    case 5: // casino: «5 draws only on 4–7»; text: «5 draws unless the third card is 4–7»
      return tableau === 'casino' ? third >= 4 && third <= 7 : !(third >= 4 && third <= 7);
    case 6: // casino: «6 draws only on 6–7»; text: «6 draws unless it is 6–7»
      return tableau === 'casino' ? third === 6 || third === 7 : !(third === 6 || third === 7);
    default:
      return false; // «7 stands»
  }
}

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

describe('the banker tableau, every cell against RULES.md', () => {
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
  ] as const)('refuses %j with %s', (options, code) => {
    const r = resolveRules(options as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });
});
