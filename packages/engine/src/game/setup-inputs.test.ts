// Issue 21: what every game's `start` accepts. A balance of -0 is kept as 0 (a chip count has no
// sign); blackjack's stacked shoe holds at most the largest shoe the rules allow, 8 × 52 = 416 cards
// (baccarat's takes 6 to 416); a baccarat table needs a seat, as blackjack's and craps' do.
import { describe, expect, it } from 'vitest';
import * as baccarat from '../baccarat/index.js';
import * as blackjack from '../blackjack/index.js';
import * as craps from '../craps/index.js';
import * as stud from '../stud/index.js';

const isPlusZero = (x: unknown) => Object.is(x, 0);

describe('a balance of -0 is kept as 0', () => {
  it.each([
    [
      'blackjack',
      () => blackjack.startOrThrow(blackjack.DEFAULT_RULES, { seats: { a: -0 }, seed: 1 }).state.seats[0]!.balance,
    ],
    [
      'baccarat',
      () => baccarat.startOrThrow(baccarat.DEFAULT_RULES, { seats: { a: -0 }, seed: 1 }).state.balances['a'],
    ],
    ['craps', () => craps.startOrThrow(craps.DEFAULT_RULES, { seats: { a: -0 }, seed: 1 }).state.seats[0]!.bank],
    ['stud', () => stud.startOrThrow(stud.resolveRulesOrThrow(), { balance: -0, seed: 1 }).state.balance],
  ] as const)('%s', (_game, balance) => {
    expect(isPlusZero(balance())).toBe(true);
  });

  it('stud: the roundStarted event says 0 too', () => {
    const { events } = stud.startOrThrow(stud.resolveRulesOrThrow(), { balance: -0, seed: 1 });
    expect(events).toHaveLength(1);
    expect(isPlusZero((events[0] as { balance: number }).balance)).toBe(true);
  });
});

describe("blackjack's stacked shoe holds at most 416 cards", () => {
  const shoe = (n: number) => Array.from({ length: n }, (_, i) => i % 52);
  const start = (n: number) => blackjack.start(blackjack.DEFAULT_RULES, { seats: { a: 100 }, seed: 1, shoe: shoe(n) });

  it('416 cards (8 decks) are taken', () => {
    const r = start(416);
    expect(r.ok && r.value.state.shoe.cards.length).toBe(416);
  });

  it.each([417, 200_000])('%i cards are refused, saying the limit', (n) => {
    const r = start(n);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('blackjack/bad-setup');
    expect(r.error.details).toEqual({ reason: 'shoe-too-long', value: `${n} cards`, cards: n, max: 416 });
    expect(r.error.message).toMatch(/at most 416 cards/u);
  });

  it('states the limit as MAX_STACKED_CARDS: 8 decks of 52', () => {
    expect(blackjack.MAX_STACKED_CARDS).toBe(8 * 52);
  });
});

describe('a baccarat table with no seats is refused', () => {
  it('start({ seats: {} }) is baccarat/bad-seats, reason no-seats', () => {
    const r = baccarat.start(baccarat.DEFAULT_RULES, { seats: {}, seed: 1 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('baccarat/bad-seats');
    expect(r.error.details).toMatchObject({ reason: 'no-seats', seats: 0, max: baccarat.DEFAULT_RULES.maxPlayers });
    expect(r.error.message).toMatch(/at least one seat/u);
  });

  it('one seat with no chips is a table', () => {
    expect(baccarat.start(baccarat.DEFAULT_RULES, { seats: { a: 0 }, seed: 1 }).ok).toBe(true);
  });
});
