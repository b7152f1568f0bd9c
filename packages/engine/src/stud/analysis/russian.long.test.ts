import { describe, expect, it } from 'vitest';
import { naiveRussianAdvice } from '@croupier/testkit/oracles/russian-poker';
import { toNumber } from '../../rational/index.js';
import { resolveRulesOrThrow, type StudRules } from '../rules.js';
import { adviseRussian } from './russian.js';

// A deck of 18 cards: 7, 9, J, Q, K, A in three suits (card = rank · 4 + suit), where every dealer hand,
// replacement and purchase can be enumerated naively.
const RANKS = [5, 7, 9, 10, 11, 12];
const DECK = RANKS.flatMap((r) => [0, 1, 2].map((s) => r * 4 + s));
const c = (rank: number, suit: number) => rank * 4 + suit;

function check(rules: StudRules, hand: number[], up: number | undefined, fees: number[], sixth: number | null) {
  const engine = adviseRussian(hand, rules, { ...(up === undefined ? {} : { upCard: up }), deck: DECK, ante: 1 });
  const discards = engine.options.filter((o) => o.action === 'exchange').map((o) => [...o.discard]);
  const naive = naiveRussianAdvice({
    hand,
    ...(up === undefined ? {} : { up }),
    deck: DECK,
    ante: 1,
    rules,
    fees: { buyGame: 1, sixthCard: sixth, exchange: fees },
    discards,
    insurance: rules.insurance !== 'none',
  });
  const ev = (a: string) => engine.options.find((o) => o.action === a);
  expect(toNumber(ev('raise')!.ev)).toBeCloseTo(naive.raise, 10);
  if (naive.insure !== null) expect(toNumber(ev('insure')!.ev)).toBeCloseTo(naive.insure, 10);
  else expect(ev('insure')).toBeUndefined();
  if (naive.sixthCard !== null) expect(toNumber(ev('buyCard')!.ev)).toBeCloseTo(naive.sixthCard, 10);
  const ex = engine.options.filter((o) => o.action === 'exchange').map((o) => toNumber(o.ev));
  expect(ex).toHaveLength(naive.exchanges.length);
  ex.forEach((v, i) => expect(v).toBeCloseTo(naive.exchanges[i]!, 10));
  return engine;
}

describe('Russian-poker advice agrees with a naive enumeration on an 18-card deck', () => {
  it('Senator: three of a kind (insurance), a sixth card, exchanges of 1–5, the ante pushed, two combinations, buying a game again on the same rank', () => {
    const rules = resolveRulesOrThrow({ preset: 'senator' });
    const e = check(rules, [c(10, 0), c(10, 1), c(10, 2), c(5, 0), c(9, 1)], c(12, 0), [1, 1, 1, 1, 1], 1);
    expect(e.options.map((o) => o.action)).toEqual([
      'fold',
      'raise',
      'insure',
      'buyCard',
      ...Array(31).fill('exchange'),
    ]);
    // The stand is exact; the draws leave out the purchase after them (a lower bound).
    expect(e.options.filter((o) => !o.exact).map((o) => o.action)).toEqual(['buyCard', ...Array(31).fill('exchange')]);
  }, 120_000);

  it('Oasis: fees 1, 2, 3, 2, 1 antes, all five forcing the raise, the ante paid', () => {
    const rules = resolveRulesOrThrow({ preset: 'oasis' });
    check(rules, [c(12, 0), c(11, 1), c(7, 2), c(9, 0), c(5, 1)], c(10, 2), [1, 2, 3, 2, 1], null);
  }, 120_000);

  it('a pair qualifier, buying a game once, a maximum payout of 3 chips, two to five cards only', () => {
    const rules = resolveRulesOrThrow({
      preset: 'olympic',
      sets: ['qualifier=pair', 'buyGame=once', 'maxPayout=3', 'minExchange=2', 'insurance=none'],
    });
    check(rules, [c(12, 0), c(12, 1), c(11, 2), c(9, 0), c(5, 1)], c(7, 2), [1, 1, 1, 1, 1], 1);
  }, 120_000);
});

describe('Russian-poker advice with no dealer card shown agrees with the naive enumeration', () => {
  it('Senator with every dealer card hidden: a flush draw, exchanges of 1–5, a sixth card, buying a game again', () => {
    const rules = resolveRulesOrThrow({ preset: 'senator', sets: ['upCards=0'] });
    check(rules, [c(12, 0), c(11, 0), c(9, 0), c(7, 0), c(5, 1)], undefined, [1, 1, 1, 1, 1], 1);
  }, 180_000);
});

describe('hand-worked values', () => {
  it('folding is −1 ante; insuring at one ante against a dealer who always qualifies costs exactly one ante', () => {
    // On a deck of A, K, Q, J, 10 in four suits every five-card hand of the dealer is a pair or better or
    // the straight A-K-Q-J-10 or a flush: he always has a game, so insurance always loses its stake.
    const deck = [12, 11, 10, 9, 8].flatMap((r) => [0, 1, 2, 3].map((s) => r * 4 + s));
    const rules = resolveRulesOrThrow({ preset: 'olympic' });
    const hand = [c(12, 0), c(12, 1), c(12, 2), c(8, 0), c(9, 1)];
    const a = adviseRussian(hand, rules, { upCard: c(11, 0), deck, ante: 1, exchange: false });
    const ev = (x: string) => toNumber(a.options.find((o) => o.action === x)!.ev);
    expect(ev('fold')).toBe(-1);
    expect(ev('insure')).toBeCloseTo(ev('raise') - 1, 12);
  });
});
