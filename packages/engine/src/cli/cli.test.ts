import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from './run.js';
import { capture } from '../testing/capture.js';
import { parseArgs } from './args.js';
import { expectContract } from '../testing/contracts.js';
import { mixedSuitCards } from './eval.js';
import { suitOf, type Rank } from '../cards/index.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('croupier eval', () => {
  it.each([
    // hand, blackjack total, soft, blackjack, bust, baccarat point — all worked by hand
    { hand: 'As 6d', total: 17, soft: true, bj: false, bust: false, point: 7 }, // «мягкая 17»
    { hand: 'Т♠ К♥', total: 21, soft: true, bj: true, bust: false, point: 1 },
    { hand: '7♠ 8♥ 8♦', total: 23, soft: false, bj: false, bust: true, point: 3 }, // the text's 7+8+8 → 3
    { hand: 'Ah Ad 9c', total: 21, soft: true, bj: false, bust: false, point: 1 },
    { hand: 'Ah Ad 9c Kd', total: 21, soft: false, bj: false, bust: false, point: 1 },
    { hand: 'Td 6c', total: 16, soft: false, bj: false, bust: false, point: 6 },
  ])('$hand', async ({ hand, total, soft, bj, bust, point }) => {
    const io = capture();
    const code = await main(['eval', ...hand.split(' '), '--json']);
    expect(code).toBe(0);
    const json = JSON.parse(io.out());
    expect(json.blackjack).toEqual({ total, soft, blackjack: bj, bust });
    expect(json.baccarat).toEqual({ point });
  });

  it('prints a readable line without --json', async () => {
    const io = capture();
    await main(['eval', 'As', '6d', '--no-color']);
    expect(io.out()).toContain('17 «мягкая» (soft)');
    expect(io.out()).toContain('Т♠ 6♦');
  });

  it('exits 2 with the token named on a bad card', async () => {
    const io = capture();
    const code = await main(['eval', 'As', '1d']);
    expect(code).toBe(2);
    expect(io.err()).toContain('"1d"');
  });
});

describe('croupier eval with one rank-only hand, as the texts write them (issue 10)', () => {
  // Worked by hand. Blackjack: ace 1 or 11, court cards 10. Baccarat: tens and court cards 0, ace 1.
  // Poker with no suits given: mixed suits, so the category is the best one without a flush.
  it.each([
    {
      hand: 'Т-К-В-3-2',
      ranks: 'A-K-J-3-2',
      bj: { total: 26, soft: false, blackjack: false, bust: true }, // 1 + 10 + 10 + 3 + 2
      point: 6, // 1 + 0 + 0 + 3 + 2
      category: 'aceKing', // no pair, no straight: the text's «Туз-Король»
    },
    {
      hand: 'Т-К-Д-В-10',
      ranks: 'A-K-Q-J-T',
      bj: { total: 41, soft: false, blackjack: false, bust: true },
      point: 1,
      category: 'straight', // not a royal flush: no suits, no flush
    },
    {
      hand: '5-5-4-3-2',
      ranks: '5-5-4-3-2',
      bj: { total: 19, soft: false, blackjack: false, bust: false },
      point: 9,
      category: 'pair',
    },
    {
      hand: 'К-К-Д-Д-A', // the text mixes in a Latin A
      ranks: 'K-K-Q-Q-A',
      bj: { total: 41, soft: false, blackjack: false, bust: true },
      point: 1,
      category: 'twoPair',
    },
    {
      hand: '7-7-7-7-2',
      ranks: '7-7-7-7-2',
      bj: { total: 30, soft: false, blackjack: false, bust: true },
      point: 0,
      category: 'fourOfAKind',
    },
    {
      hand: 'Т-6',
      ranks: 'A-6',
      bj: { total: 17, soft: true, blackjack: false, bust: false },
      point: 7,
      category: null,
    },
  ])('$hand: $category', async ({ hand, ranks, bj, point, category }) => {
    const io = capture();
    expect(await main(['eval', hand, '--json'])).toBe(0);
    const json = JSON.parse(io.out());
    expect(json.ranks).toBe(ranks);
    expect(json.suits).toBe('mixed');
    expect(json.blackjack).toEqual(bj);
    expect(json.baccarat).toEqual({ point });
    expect(json.poker?.category ?? null).toBe(category);
  });

  it('prints the ranks in both notations and says how the suits were read', async () => {
    const io = capture();
    expect(await main(['eval', 'Т-К-В-3-2', '--no-color'])).toBe(0);
    expect(io.out()).toContain('A-K-J-3-2   Т-К-В-3-2');
    expect(io.out()).toContain('never a flush');
  });

  it('refuses five of one rank: a deck holds four', async () => {
    const io = capture();
    expect(await main(['eval', '5-5-5-5-5'])).toBe(2);
    expect(io.err()).toContain('four');
  });

  it.each([
    [[12, 11, 9, 1, 0]],
    [[3, 3, 3, 3, 5]],
    [[3, 5, 7, 9, 3]], // the fifth card takes the next free suit of its rank
    [[8, 8, 8, 8]],
  ] as const)('mixed suits for %j: distinct cards of those ranks, never one suit', (ranks) => {
    const cards = mixedSuitCards(ranks as readonly Rank[]);
    expect(new Set(cards).size).toBe(cards.length);
    expect(cards.map((c) => c >> 2)).toEqual(ranks);
    expect(new Set(cards.map(suitOf)).size).toBeGreaterThan(1);
  });

  it('two rank-only hands keep the eval contract: A-K-J-3-2 beats A-K-10-9-8 on the jack', async () => {
    const io = capture();
    expect(await main(['eval', 'Т-К-В-3-2', 'Т-К-10-9-8', '--json'])).toBe(0);
    const json = JSON.parse(io.out());
    expectContract('eval', json);
    expect(json.hands.map((h: { category: string }) => h.category)).toEqual(['aceKing', 'aceKing']);
    expect(json.winner).toBe(0);
  });
});

describe('croupier --help and errors', () => {
  it('prints usage', async () => {
    const io = capture();
    expect(await main(['--help'])).toBe(0);
    expect(io.out()).toContain('croupier eval <cards…>');
  });

  it('names unknown commands and games', async () => {
    const io = capture();
    expect(await main(['deal'])).toBe(2);
    expect(io.err()).toContain('Unknown command "deal"');
    expect(await main(['odds', 'roulette'])).toBe(2);
    expect(io.err()).toContain('blackjack, baccarat, craps, stud');
  });
});

describe('argument parser', () => {
  it('reads positionals, options, repeated --set and flags', () => {
    const a = parseArgs(['baccarat', '--decks', '6', '--set', 'tiePays=9', '--set=x=1', '--json', '--preset=seed']);
    expect(a.positionals).toEqual(['baccarat']);
    expect(a.options).toEqual({ decks: '6', preset: 'seed' });
    expect(a.sets).toEqual(['tiePays=9', 'x=1']);
    expect([...a.flags]).toEqual(['json']);
  });
});
