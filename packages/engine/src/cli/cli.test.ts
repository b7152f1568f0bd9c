import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from './run.js';
import { capture } from '../testing/capture.js';
import { parseArgs } from './args.js';

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
