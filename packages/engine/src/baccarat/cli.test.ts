import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../cli/run.js';
import { capture } from '../testing/capture.js';
import { expectContract } from '../testing/contracts.js';
import { oddsOrThrow } from './analysis/odds.js';
import { resolveRulesOrThrow } from './rules.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('croupier odds baccarat', () => {
  it.each([
    { args: [], preset: 'casino', edges: { banker: '1.0579', player: '1.2351', tie: '14.3596' } },
    { args: ['--decks', '6'], preset: 'casino', edges: { banker: '1.0558', player: '1.2374', tie: '14.4382' } },
    { args: ['--set', 'tiePays=9'], preset: 'casino', edges: { banker: '1.0579', player: '1.2351', tie: '4.8440' } },
  ])('odds baccarat $args --json', async ({ args, preset, edges }) => {
    const io = capture();
    expect(await main(['odds', 'baccarat', ...args, '--json'])).toBe(0);
    const json = JSON.parse(io.out());
    expectContract('odds', json);
    expect(json.preset).toBe(preset);
    expect(json.bets.map((b: { id: string }) => b.id)).toEqual(['banker', 'player', 'tie']);
    const got = Object.fromEntries(
      json.bets.map((b: { id: string; houseEdge: number }) => [b.id, (b.houseEdge * 100).toFixed(4)]),
    );
    expect(got).toEqual(edges);
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
    const expected = oddsOrThrow(resolveRulesOrThrow(), [128, 32, 32, 32, 28, 24, 28, 32, 32, 32]);
    expect(json.bets.map((b: { exact: string }) => b.exact)).toEqual(expected.map((b) => b.exact));
    expect(json.bets[0].exact).not.toBe(oddsOrThrow(resolveRulesOrThrow())[0]!.exact);
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
