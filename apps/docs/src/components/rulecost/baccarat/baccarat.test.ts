import { describe, expect, it } from 'vitest';
import { rational } from '@croupier/engine';
import { naiveEnumerate, rulesMdBankerDraws } from '@croupier/testkit/oracles/baccarat';
import { CASINO_CHOICE, SEED_CHOICE, choiceKey, tableauDifferences, type CommissionId } from './baccaratCost';
import { baccaratData } from './figures';

const { data, tableaus } = baccaratData();
const edge = (tableau: 'seed' | 'casino', commission: CommissionId, decks: number, bet: string) =>
  data[choiceKey({ tableau, commission, decks })]![bet as 'banker']!;

describe('the tableaus', () => {
  it('are the rules as docs/rules.md words them (an independent reading)', () => {
    for (const t of ['seed', 'casino'] as const) {
      for (const row of tableaus[t]) {
        row.draws.forEach((d, third) => expect(d).toBe(rulesMdBankerDraws(t, row.total, third)));
        expect(row.drawsWhenStood).toBe(rulesMdBankerDraws(t, row.total, null));
      }
    }
  });

  it('differ in every third card of the banker’s 5 and 6 (the text inverts both rows), never when the player stood', () => {
    // The text: 5 draws unless the third card is 4–7, 6 unless it is 6–7; the casino draws only on those.
    const want = [5, 6].flatMap((total) => Array.from({ length: 10 }, (_, third) => ({ total, third })));
    expect(tableauDifferences(tableaus)).toEqual(want);
  });
});

describe('the edges', () => {
  // Published (README, with its references): Wizard of Odds, E. Jacobson; eight decks.
  it.each([
    ['casino', 'commission', 'banker', 1.0579],
    ['casino', 'commission', 'player', 1.2351],
    ['casino', 'commission', 'tie', 14.3596],
    ['casino', 'commission', 'playerPair', 10.3614],
    ['casino', 'commission', 'perfectPair', 13.0294],
    ['casino', 'commission', 'dragon7', 7.6113],
    ['casino', 'commission', 'panda8', 10.1876],
    ['casino', 'ez', 'banker', 1.0183],
    ['casino', 'noCommission', 'banker', 1.4581],
  ] as const)('%s tableau, %s: %s %f %', (tableau, commission, bet, pct) => {
    expect(100 * edge(tableau, commission, 8, bet).value).toBeCloseTo(pct, 4);
  });

  it('the text’s tableau, eight decks, against a naive enumeration of every six-card sequence', () => {
    const t = naiveEnumerate('seed', [128, 32, 32, 32, 32, 32, 32, 32, 32, 32]);
    const f = (n: bigint) => rational.frac(n, t.total);
    const { sub, mul, frac, toFractionString } = rational;
    const banker = sub(f(t.player), mul(frac(19, 20), f(t.banker)));
    const player = sub(f(t.banker), f(t.player));
    const ezBanker = sub(f(t.player), sub(f(t.banker), f(t.dragon7)));
    const noCommission = sub(f(t.player), sub(f(t.banker), mul(frac(1, 2), f(t.bankerSix))));
    const dragon7 = sub(frac(1), mul(frac(41), f(t.dragon7)));
    expect(edge('seed', 'commission', 8, 'banker').exact).toBe(toFractionString(banker));
    expect(edge('seed', 'commission', 8, 'player').exact).toBe(toFractionString(player));
    expect(edge('seed', 'ez', 8, 'banker').exact).toBe(toFractionString(ezBanker));
    expect(edge('seed', 'noCommission', 8, 'banker').exact).toBe(toFractionString(noCommission));
    expect(edge('seed', 'commission', 8, 'dragon7').exact).toBe(toFractionString(dragon7));
    // Under the text's rows the player has the edge on Пунто, and Dragon 7 pays more than it takes.
    expect(edge('seed', 'commission', 8, 'player').value).toBeLessThan(0);
    expect(edge('seed', 'commission', 8, 'dragon7').value).toBeLessThan(0);
  });

  it('the commission changes only Банко; the tableau leaves the pairs alone', () => {
    for (const bet of ['player', 'tie', 'dragon7', 'panda8', 'playerPair']) {
      expect(edge('seed', 'ez', 6, bet)).toEqual(edge('seed', 'commission', 6, bet));
    }
    for (const bet of ['playerPair', 'bankerPair', 'eitherPair', 'perfectPair']) {
      expect(edge('seed', 'commission', 6, bet)).toEqual(edge('casino', 'commission', 6, bet));
    }
  });

  it('one deck deals no perfect pair: that bet always loses', () => {
    expect(edge('casino', 'commission', 1, 'perfectPair').exact).toBe('1/1');
  });

  it('covers every choice of the page', () => {
    expect(Object.keys(data)).toHaveLength(2 * 3 * 8);
    expect(data[choiceKey(SEED_CHOICE)]).toBeDefined();
    expect(data[choiceKey(CASINO_CHOICE)]).toBeDefined();
  });
});

describe('the figures embedded in the page', () => {
  it('pack and unpack to the same fractions and values', async () => {
    const { packData, unpackData } = await import('./baccaratCost');
    const back = unpackData(packData(data));
    expect(Object.keys(back)).toEqual(Object.keys(data));
    for (const [key, bets] of Object.entries(data)) {
      for (const [bet, f] of Object.entries(bets)) {
        const g = back[key]![bet as 'banker']!;
        expect(g.exact).toBe(f!.exact);
        expect(g.value).toBeCloseTo(f!.value, 15);
      }
    }
  });
});
