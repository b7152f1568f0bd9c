import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../run.js';
import { capture } from '../../testing/capture.js';
import { expectContract } from '../../testing/contracts.js';
import { coupDistributionOrThrow, exactBets } from '../../baccarat/analysis/exact.js';
import { resolveRulesOrThrow } from '../../baccarat/rules.js';
import { toFractionString } from '../../rational/index.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('croupier odds baccarat', () => {
  // Published figures: Wizard of Odds (main bets 8 and 6 decks; EZ baccarat's Банко, Dragon 7, Panda 8),
  // E. Jacobson (pairs 11:1: 10.361 %; commission-free Банко with a six paid 1:2: 1.4581 %). See
  // analysis/exact.test.ts for the sources.
  it.each([
    {
      args: [],
      preset: 'casino',
      edges: { banker: '1.0579', player: '1.2351', tie: '14.3596', playerPair: '10.3614', bankerPair: '10.3614' },
    },
    {
      args: ['--decks', '6', '--set', 'playerPairPays=none', '--set', 'bankerPairPays=none'],
      preset: 'casino',
      edges: { banker: '1.0558', player: '1.2374', tie: '14.4382' },
    },
    {
      args: ['--set', 'tiePays=9', '--set', 'playerPairPays=none', '--set', 'bankerPairPays=none'],
      preset: 'casino',
      edges: { banker: '1.0579', player: '1.2351', tie: '4.8440' },
    },
    {
      args: ['--preset', 'ez'],
      preset: 'ez',
      edges: { banker: '1.0183', player: '1.2351', tie: '14.3596', dragon7: '7.6113', panda8: '10.1876' },
    },
    {
      args: ['--preset', 'noCommission', '--set', 'playerPairPays=none', '--set', 'bankerPairPays=none'],
      preset: 'noCommission',
      edges: { banker: '1.4581', player: '1.2351', tie: '14.3596' },
    },
  ])('odds baccarat $args --json', async ({ args, preset, edges }) => {
    const io = capture();
    expect(await main(['odds', 'baccarat', ...args, '--json'])).toBe(0);
    const json = JSON.parse(io.out());
    expectContract('odds', json);
    expect(json.preset).toBe(preset);
    const got = Object.fromEntries(
      json.bets.map((b: { id: string; houseEdge: number }) => [b.id, (b.houseEdge * 100).toFixed(4)]),
    );
    expect(got).toEqual(edges);
  });

  it('--decks infinite: the published infinite-deck chances (Yui-Bin Chen: 45.8428 %, 44.6147 %, 9.5426 %) and pairs 1/13', async () => {
    const io = capture();
    expect(await main(['odds', 'baccarat', '--decks', 'infinite', '--json'])).toBe(0);
    const json = JSON.parse(io.out());
    expectContract('odds', json);
    expect(json.infinite).toBe(true);
    const win = (id: string) => (json.bets.find((b: { id: string }) => b.id === id).win * 100).toFixed(4);
    expect([win('banker'), win('player'), win('tie')]).toEqual(['45.8428', '44.6147', '9.5426']);
    // 11:1 on a chance of 1/13: 12/13 back per chip, an edge of 1/13
    expect(json.bets.find((b: { id: string }) => b.id === 'playerPair').exact).toBe('1/13');
  });

  it('every side bet, offered by --set, is listed with a camelCase id', async () => {
    const io = capture();
    const sets = ['eitherPairPays=5', 'perfectPairPays=25', 'dragon7Pays=40', 'panda8Pays=25'];
    expect(await main(['odds', 'baccarat', ...sets.flatMap((x) => ['--set', x]), '--json'])).toBe(0);
    const json = JSON.parse(io.out());
    expectContract('odds', json);
    expect(json.preset).toBe('casino');
    expect(json.bets.map((b: { id: string }) => b.id)).toEqual([
      'banker',
      'player',
      'tie',
      'playerPair',
      'bankerPair',
      'eitherPair',
      'perfectPair',
      'dragon7',
      'panda8',
    ]);
  });

  it('--preset seed analyses the text tableau (the player bet has the edge)', async () => {
    const io = capture();
    await main(['odds', 'baccarat', '--preset', 'seed', '--json']);
    const json = JSON.parse(io.out());
    expectContract('odds', json);
    expect(json.rules.tableau).toBe('seed');
    expect(json.bets.find((b: { id: string }) => b.id === 'player').houseEdge).toBeLessThan(0);
  });

  it.each([
    [['--set', 'tiePays=zero'], 1, 'tiePays'],
    [['--preset', 'macau'], 1, 'macau'],
    [['--decks', '9'], 2, '--decks'],
    [['--decks', 'infinite', '--removed', '5s'], 2, '--removed'],
    [['--set', 'dragon7Pays=2000'], 1, 'dragon7Pays'],
  ])('bad options %j exit %i naming %s', async (args, code, named) => {
    const io = capture();
    expect(await main(['odds', 'baccarat', ...args])).toBe(code);
    expect(io.err()).toContain(named);
  });
});

describe('croupier odds baccarat --removed', () => {
  it('analyses the shoe without the dealt cards (the same as the API on counts worked by hand)', async () => {
    const io = capture();
    expect(
      await main(['odds', 'baccarat', '--removed', '5s 5h 5d 5c 5s 5h 5d 5c 4s 4h 4d 4c 6s 6h 6d 6c', '--json']),
    ).toBe(0);
    const json = JSON.parse(io.out());
    expectContract('odds', json);
    expect(json.removed).toBe(16);
    // 8 decks: 128 zero-value cards, 32 of each other value; less eight 5s, four 4s, four 6s
    const rules = resolveRulesOrThrow();
    const main3 = exactBets(rules, coupDistributionOrThrow(rules, [128, 32, 32, 32, 28, 24, 28, 32, 32, 32]));
    expect(json.bets.slice(0, 3).map((b: { exact: string }) => b.exact)).toEqual(
      main3.map((b) => toFractionString(b.houseEdge)),
    );
    // the pairs by hand: ranks 32 × 10, 24 fives, 28 fours, 28 sixes of 400 cards;
    // P(pair) = (10·32·31 + 24·23 + 2·28·27) / (400·399) = 11984/159600, edge 1 − 12·P = 15792/159600 = 47/475
    expect(json.bets.find((b: { id: string }) => b.id === 'playerPair').exact).toBe('47/475');
  });

  it('a bad card is a usage error naming it', async () => {
    const io = capture();
    expect(await main(['odds', 'baccarat', '--removed', '5s 1h'])).toBe(2);
    expect(io.err()).toContain('1h');
  });
});

describe('croupier play baccarat', () => {
  it('prints a coup card by card, the same for the same seed', async () => {
    const io = capture();
    expect(await main(['play', 'baccarat', '--seed', '3', '--no-color'])).toBe(0);
    const first = io.out();
    expect(first).toMatch(/Player \(Пунто\) gets .+: point \d/);
    expect(first).toMatch(/Result: player \d, banker \d/);
    const again = capture();
    await main(['play', 'baccarat', '--seed', '3', '--no-color']);
    expect(again.out()).toBe(first);
  });

  it('a side bet: --bet playerPair, refused where the table does not offer it', async () => {
    const io = capture();
    expect(await main(['play', 'baccarat', '--seed', '4', '--bet', 'playerPair', '--stake', '10', '--json'])).toBe(0);
    expect(JSON.parse(io.out()).ledger.staked).toBe(10);
    const bad = capture();
    expect(await main(['play', 'baccarat', '--seed', '4', '--bet', 'dragon7'])).toBe(2);
    expect(bad.err()).toContain('dragon7');
  });

  it('--json holds the events and a balanced ledger', async () => {
    const io = capture();
    await main(['play', 'baccarat', '--seed', '11', '--bet', 'banker', '--stake', '25', '--json']);
    const json = JSON.parse(io.out());
    const cards = json.events.filter((e: { type: string }) => e.type === 'cardDealt').length;
    expect(cards).toBeGreaterThanOrEqual(4);
    expect(cards).toBeLessThanOrEqual(6);
    expect(json.ledger.staked).toBe(25);
    expect(json.ledger.returned + json.ledger.lost).toBe(25);
  });
});
