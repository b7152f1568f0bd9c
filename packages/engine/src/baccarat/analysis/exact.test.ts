import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '../../cards/notation.js';
import { toNumber, toFractionString, frac } from '../../rational/index.js';
import { resolveRulesOrThrow, type TableauId } from '../rules.js';
import { seededRng } from '../../rng/index.js';
import { createTableOrThrow, runCoupOrThrow } from '../round.js';
import {
  coupDistribution,
  coupDistributionOrThrow,
  exactBets,
  fullValueCounts,
  valueCountsAfter,
  valueCountsOfCards,
  valueCountsOfShoe,
} from './exact.js';
import { oddsOrThrow } from './odds.js';

/**
 * A deliberately naive check: walk every ordered sequence of six card values, weight it by the number
 * of ways to draw it (c1·c2…c6 with the counts going down), deal the coup from it with the rules
 * written as RULES.md words them, and tally the winner. 10⁶ sequences; no shortcut for short coups.
 */
function naive(
  tableau: TableauId,
  counts: readonly number[],
): { banker: number; player: number; tie: number; total: number } {
  const banker = (total: number, third: number | null): boolean => {
    if (third === null) return total <= 5;
    if (total <= 2) return true;
    if (total === 3) return third !== 8;
    if (total === 4) return !(third === 0 || third === 1 || third === 8 || third === 9);
    if (total === 5) return tableau === 'casino' ? third >= 4 && third <= 7 : !(third >= 4 && third <= 7);
    if (total === 6) return tableau === 'casino' ? third === 6 || third === 7 : !(third === 6 || third === 7);
    return false;
  };
  const c = counts.slice();
  const seq: number[] = [];
  const out = { banker: 0, player: 0, tie: 0, total: 0 };
  const walk = (weight: number) => {
    if (seq.length === 6) {
      const [p1, b1, p2, b2, x, y] = seq as [number, number, number, number, number, number];
      let p = (p1 + p2) % 10;
      let b = (b1 + b2) % 10;
      if (p < 8 && b < 8) {
        let third: number | null = null;
        let next = x;
        if (p <= 5) {
          third = x;
          p = (p + x) % 10;
          next = y;
        }
        if (banker(b, third)) b = (b + next) % 10;
      }
      out.total += weight;
      if (p > b) out.player += weight;
      else if (b > p) out.banker += weight;
      else out.tie += weight;
      return;
    }
    for (let v = 0; v < 10; v++) {
      if (c[v] === 0) continue;
      const w = weight * c[v]!;
      c[v]!--;
      seq.push(v);
      walk(w);
      seq.pop();
      c[v]!++;
    }
  };
  walk(1);
  return out;
}

const casino = resolveRulesOrThrow();

describe('the unit: ordered six-card sequences', () => {
  it('a full 8-deck shoe has 416!/410! = 4,998,398,275,503,360 of them, and the three results add up to it', () => {
    const d = coupDistributionOrThrow(casino, fullValueCounts(8));
    expect(d.sequences).toBe(416n * 415n * 414n * 413n * 412n * 411n);
    expect(d.sequences).toBe(4_998_398_275_503_360n);
    expect(d.banker + d.player + d.tie).toBe(d.sequences);
    expect(d.byPoints.reduce((a, b) => a + b, 0n)).toBe(d.sequences);
  });
});

describe('reference figures (casino tableau)', () => {
  // The figures for 8 decks; the counts are the ones the Wizard of Odds publishes for 8 decks
  // (wizardofodds.com/games/baccarat/appendix/1/: banker 2,292,252,566,437,888; player
  // 2,230,518,282,592,256; tie 475,627,426,473,216 of 4,998,398,275,503,360).
  it('8 decks: the exact counts', () => {
    const d = coupDistributionOrThrow(casino, fullValueCounts(8));
    expect(d.banker).toBe(2_292_252_566_437_888n);
    expect(d.player).toBe(2_230_518_282_592_256n);
    expect(d.tie).toBe(475_627_426_473_216n);
  });

  it.each([
    // decks, P(banker), P(player), P(tie), edges % (Банко, Пунто, tie 8:1)
    { decks: 8, banker: '0.458597', player: '0.446247', tie: '0.095156', edges: ['1.0579', '1.2351', '14.3596'] },
    // 6 decks, published by the Wizard of Odds (Baccarat, house edge table): 1.0558%, 1.2374%, 14.4382%
    { decks: 6, banker: '0.458653', player: '0.446279', tie: '0.095069', edges: ['1.0558', '1.2374', '14.4382'] },
  ])('$decks decks to the printed precision', ({ decks, banker, player, tie, edges }) => {
    const rules = resolveRulesOrThrow({ overrides: { decks } });
    const bets = exactBets(rules, coupDistributionOrThrow(rules, fullValueCounts(decks)));
    expect(toNumber(bets[0]!.win).toFixed(6)).toBe(banker);
    expect(toNumber(bets[1]!.win).toFixed(6)).toBe(player);
    expect(toNumber(bets[2]!.win).toFixed(6)).toBe(tie);
    expect(bets.map((b) => (toNumber(b.houseEdge) * 100).toFixed(4))).toEqual(edges);
  });

  it('tie at 9:1: 4.844% (1 − 10 × P(tie))', () => {
    const rules = resolveRulesOrThrow({ sets: ['tiePays=9'] });
    const tie = oddsOrThrow(rules).find((b) => b.id === 'tie')!;
    expect((tie.houseEdge * 100).toFixed(2)).toBe('4.84');
  });

  it('commission-free (Банко 1:1, 1:2 on a six): about 1.46%, as published for "no commission" tables', () => {
    const banker = oddsOrThrow(resolveRulesOrThrow({ preset: 'noCommission' })).find((b) => b.id === 'banker')!;
    expect((banker.houseEdge * 100).toFixed(2)).toBe('1.46');
  });

  it('the banker edge by hand from the counts: (P − 0.95 B) / total', () => {
    const d = coupDistributionOrThrow(casino, fullValueCounts(8));
    const [b] = exactBets(casino, d);
    expect(toFractionString(b!.houseEdge)).toBe(
      toFractionString(frac(20n * d.player - 19n * d.banker, 20n * d.sequences)),
    );
  });
});

describe('against the naive enumeration', () => {
  it.each([
    { name: '1 deck, casino', tableau: 'casino' as const, counts: fullValueCounts(1) },
    { name: '1 deck, the text', tableau: 'seed' as const, counts: fullValueCounts(1) },
    { name: '8 decks, the text', tableau: 'seed' as const, counts: fullValueCounts(8) },
    {
      name: 'a 6-deck shoe part-way, after twenty low cards and a few tens',
      tableau: 'casino' as const,
      counts: (() => {
        const c = fullValueCounts(6);
        const out = valueCountsOfCards(
          parseCardsOrThrow('2s 3s 4s 5s 2h 3h 4h 5h 2d 3d 4d 5d 2c 3c 4c 5c As Ah Ad Ac Ts Js Qs Ks'),
        );
        return c.map((n, v) => n - out[v]!);
      })(),
    },
    { name: 'a tiny shoe: six cards', tableau: 'casino' as const, counts: [1, 1, 0, 0, 1, 0, 1, 0, 1, 1] },
  ])('$name', ({ tableau, counts }) => {
    const d = coupDistributionOrThrow({ tableau }, counts);
    const n = naive(tableau, counts);
    expect([d.banker, d.player, d.tie, d.sequences]).toEqual([n.banker, n.player, n.tie, n.total].map(BigInt));
  });
});

describe("the text's tableau turns the game in the player's favour", () => {
  it('8 decks: Пунто has a negative house edge, Банко a bigger one', () => {
    const bets = oddsOrThrow(resolveRulesOrThrow({ preset: 'seed' }));
    const edge = Object.fromEntries(bets.map((b) => [b.id, b.houseEdge]));
    expect(edge['player']).toBeLessThan(0);
    expect(edge['banker']).toBeGreaterThan(0.0106);
  });
});

describe('bad compositions', () => {
  it.each([
    [[1, 1, 1, 1, 1], 'five counts, not ten'],
    [[0, 0, 0, 0, 0, 0, 0, 0, 0, 5], 'five cards'],
    [[1, 1, 1, 1, 1, -1, 1, 1, 1, 1], 'a negative count'],
    [new Array(10).fill(44), 'more than 430 cards'],
  ])('%j (%s) → baccarat/bad-composition', (counts) => {
    const r = coupDistribution(casino, counts);
    expect(r.ok ? null : r.error.code).toBe('baccarat/bad-composition');
  });
});

describe('a shoe part-way through', () => {
  it('counts what is left after cards are dealt (by hand: 8 decks less four 5s, two 4s)', () => {
    const r = valueCountsAfter(8, parseCardsOrThrow('5s 5h 5d 5c 4s 4h', { unique: false }));
    expect(r.ok ? r.value : null).toEqual([128, 32, 32, 32, 30, 28, 32, 32, 32, 32]);
  });

  it('refuses more cards of a value than the shoe holds', () => {
    const r = valueCountsAfter(1, parseCardsOrThrow('5s 5h 5d 5c 5s', { unique: false }));
    expect(r.ok ? null : r.error.code).toBe('baccarat/bad-composition');
  });

  it("reads a table's shoe after a coup: the full shoe less the dealt cards", () => {
    const table = createTableOrThrow({ rules: casino, seats: {} }, seededRng(3));
    const { state } = runCoupOrThrow(table);
    const left = valueCountsOfShoe(state.shoe);
    const dealt = valueCountsOfCards([...state.player, ...state.banker]);
    expect(left.map((n, v) => n + dealt[v]!)).toEqual(fullValueCounts(8));
    expect(coupDistributionOrThrow(casino, left).cards).toBe(416 - state.player.length - state.banker.length);
  });
});
