import { describe, expect, it } from 'vitest';
import { rational } from '@croupier/engine';
import { CHART_HARD_ROWS, CHART_PAIR_ROWS, CHART_SOFT_ROWS, CHART_UP_CARDS } from '@croupier/engine/blackjack';
import { seededRng } from '@croupier/engine/rng';
import { nextItem } from '../../session.ts';
import { byImportance } from '../../scheduler/scheduler.ts';
import { emptyProgress } from '../../storage/progress.ts';
import { DEFAULT_RULES, strategyFor } from '../test-helpers.ts';
import { cellFrequency, worstMistakeCost, type Cell } from './frequency.ts';
import { cellImportance, strategyDrill } from './strategy.ts';

/** Three cards drawn without replacement from a six-deck shoe: 312 · 311 · 310 ordered deals. */
const D6 = 312 * 311 * 310;

describe('how often a chart cell is dealt, exactly', () => {
  it.each<[string, Cell, number, bigint, bigint]>([
    // 2-3 or 3-2 (24 of each in six decks), then one of the 23 twos left
    ['hard 5 against a 2', { kind: 'hard', row: 5, up: 2 }, 6, BigInt(2 * 24 * 24 * 23), BigInt(D6)],
    // 6-10, 10-6 (24 sixes, 96 tens, 95 tens left for the up-card) and 7-9, 9-7 (96 tens for the up-card)
    [
      'hard 16 against a 10',
      { kind: 'hard', row: 16, up: 10 },
      6,
      BigInt(2 * (24 * 96 * 95 + 24 * 24 * 96)),
      BigInt(D6),
    ],
    // 10-10 and a third ten: 96 · 95 · 94
    ['a pair of tens against a 10', { kind: 'pair', row: 10, up: 10 }, 6, BigInt(96 * 95 * 94), BigInt(D6)],
    // A-7 or 7-A, then one of the 23 aces left
    ['soft 18 against an ace', { kind: 'soft', row: 18, up: 1 }, 6, BigInt(2 * 24 * 24 * 23), BigInt(D6)],
    // one deck: A-A (4 · 3) against a 6 (4)
    ['aces against a 6, one deck', { kind: 'pair', row: 1, up: 6 }, 1, BigInt(4 * 3 * 4), BigInt(52 * 51 * 50)],
    // hard 20 is 10-10 only, a pair: no hard cell
    ['hard 20 (a pair of tens)', { kind: 'hard', row: 20, up: 5 }, 6, 0n, 1n],
  ])('%s', (_name, cell, decks, num, den) => {
    expect(rational.equals(cellFrequency(cell, decks), rational.frac(num, den))).toBe(true);
  });

  it.each([1, 2, 6, 8])('%d decks: the cells and the blackjacks make every deal', (decks) => {
    // Every first two cards are a pair, an ace with 2…9 (soft 13…20), two different non-aces (hard 5…19),
    // or an ace with a ten (a blackjack, no cell): the cells sum to 1 − P(blackjack) = 1 − 2 · 4d · 16d / (N(N − 1)).
    const cells: Cell[] = CHART_UP_CARDS.flatMap((up) => [
      ...CHART_HARD_ROWS.map((row) => ({ kind: 'hard' as const, row, up })),
      ...CHART_SOFT_ROWS.map((row) => ({ kind: 'soft' as const, row, up })),
      ...CHART_PAIR_ROWS.map((row) => ({ kind: 'pair' as const, row, up })),
    ]);
    const total = rational.sum(cells.map((c) => cellFrequency(c, decks)));
    const n = 52 * decks;
    const blackjack = rational.frac(BigInt(2 * 4 * decks * 16 * decks), BigInt(n * (n - 1)));
    expect(rational.equals(total, rational.sub(rational.ONE, blackjack))).toBe(true);
  });

  it.each([
    ['the best less the worst', { stand: 0.55, hit: -0.85, double: -1.7 }, 2.25],
    ['a refused answer left out', { stand: -0.5, hit: -0.4, split: undefined }, 0.1],
    ['one answer: no mistake', { stand: 0.2 }, 0],
  ])('worst mistake: %s', (_name, evs, cost) => {
    expect(worstMistakeCost(evs)).toBeCloseTo(cost, 12);
  });
});

describe('basic strategy: new cells come by frequency × cost of the worst mistake', () => {
  const rules = DEFAULT_RULES.blackjack;
  const strategy = strategyFor(rules);
  const setting = { rules, strategy };
  const keys = strategyDrill.keys(rules);
  const ordered = byImportance(keys, (k) => strategyDrill.importance!(k, setting));
  const cell = (key: string): Cell => {
    const [kind, row, up] = key.split('-') as ['hard', string, string];
    const v = (x: string) => (x === 'A' ? 1 : Number(x));
    return { kind, row: v(row), up: v(up) };
  };

  it('asks a trainee with no progress a pair of tens against a 10 first, not hard 5 against a 2', () => {
    // The commonest cell: 96 · 95 · 94 / (312 · 311 · 310) ≈ 2,85 % of deals, and hitting 20 loses about 1,3
    // bets against standing. The table's first cell, hard 5 against a 2, is 2 · 24 · 24 · 23 / … ≈ 0,09 %.
    expect(keys[0]).toBe('hard-5-2');
    const first = nextItem(strategyDrill, emptyProgress(), Date.UTC(2026, 0, 1), seededRng(1), setting);
    expect(first).toMatchObject({ reason: 'new', item: { key: 'pair-10-10' } });
  });

  it('the first new cells are frequent and costly; hard 5, 6 and 7 against a 2 come in the second half', () => {
    const first = ordered.slice(0, 12);
    for (const key of first) {
      // at least 1 in 150 deals (a pair of tens against any card is 96 · 95 · 16 / D ≈ 0,73 %) …
      expect(rational.toNumber(cellFrequency(cell(key), 6))).toBeGreaterThan(1 / 150);
      // … and a worst mistake of at least 0,4 bet
      expect(worstMistakeCost(strategy.cells[key]!.evs)).toBeGreaterThan(0.4);
    }
    // hard 11 against a 10 (9-2, 8-3, 7-4, 6-5: 8 · 24 · 24 · 96 / D ≈ 1,47 %; standing loses ≈ 0,6) among them
    expect(rational.toNumber(cellFrequency(cell('hard-11-10'), 6))).toBeCloseTo((8 * 24 * 24 * 96) / D6, 12);
    expect(first).toContain('hard-11-10');
    for (const key of ['hard-5-2', 'hard-6-2', 'hard-7-2'])
      expect(ordered.indexOf(key)).toBeGreaterThan(keys.length / 2);
  });

  it('orders by the product, largest first', () => {
    const w = ordered.map((k) => cellImportance(k, strategy)!);
    for (let i = 1; i < w.length; i++) expect(w[i]!).toBeLessThanOrEqual(w[i - 1]!);
  });
});
