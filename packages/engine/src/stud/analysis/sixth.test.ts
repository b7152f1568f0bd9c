import { describe, expect, it } from 'vitest';
import { naiveRussianAdvice } from '@croupier/testkit/oracles/russian-poker';
import { parseCardsOrThrow } from '../../cards/index.js';
import { toNumber } from '../../rational/index.js';
import { resolveRulesOrThrow, type StudRules } from '../rules.js';
import { adviseSixCards } from './index.js';
import { adviseRussian } from './russian.js';

// A deck of 18 cards: 7, 9, J, Q, K, A in three suits (card = rank · 4 + suit): with six cards in hand and
// an up-card, 330 dealer hands (792 with none shown), each purchase a handful of replacements.
const RANKS = [5, 7, 9, 10, 11, 12];
const DECK = RANKS.flatMap((r) => [0, 1, 2].map((s) => r * 4 + s));
const c = (rank: number, suit: number) => rank * 4 + suit;

function check(rules: StudRules, hand: number[], up: number | undefined) {
  const engine = adviseRussian(hand, rules, { ...(up === undefined ? {} : { upCard: up }), deck: DECK, ante: 1 });
  const naive = naiveRussianAdvice({
    hand,
    ...(up === undefined ? {} : { up }),
    deck: DECK,
    ante: 1,
    rules,
    fees: { buyGame: 1, sixthCard: null, exchange: [] },
    discards: [],
    insurance: rules.insurance !== 'none',
  });
  const ev = (a: string) => engine.options.find((o) => o.action === a);
  expect(engine.options[0]).toMatchObject({ action: 'fold', exact: true });
  expect(toNumber(ev('fold')!.ev)).toBe(-1);
  expect(toNumber(ev('raise')!.ev)).toBeCloseTo(naive.raise, 10);
  if (naive.insure !== null) expect(toNumber(ev('insure')!.ev)).toBeCloseTo(naive.insure, 10);
  else expect(ev('insure')).toBeUndefined();
  // Nothing is drawn after a sixth card, and every value counts the purchase: all exact.
  expect(engine.options.every((o) => o.exact)).toBe(true);
  expect(engine.options.map((o) => o.action).filter((a) => a === 'buyCard' || a === 'exchange')).toEqual([]);
  return engine;
}

describe('six cards after a sixth card: fold, raise and insurance agree with a naive enumeration (18-card deck)', () => {
  it('Senator: three of a kind made by the sixth card (insurance), two combinations, buying a game again on the same rank', () => {
    const rules = resolveRulesOrThrow({ preset: 'senator' });
    const e = check(rules, [c(10, 0), c(10, 1), c(5, 0), c(9, 1), c(7, 2), c(10, 2)], c(12, 0));
    expect(e.options.map((o) => o.action)).toEqual(['fold', 'raise', 'insure']);
  });

  it('Senator with every dealer card hidden: Туз-Король made by the sixth card', () => {
    const rules = resolveRulesOrThrow({ preset: 'senator', sets: ['upCards=0'] });
    const e = check(rules, [c(12, 0), c(9, 0), c(7, 1), c(5, 2), c(10, 1), c(11, 2)], undefined);
    expect(e.options.map((o) => o.action)).toEqual(['fold', 'raise']);
  });

  it('a pair qualifier, buying a game once, a maximum payout of 3 chips: a pair of aces made by the sixth card', () => {
    const rules = resolveRulesOrThrow({
      preset: 'olympic',
      sets: ['qualifier=pair', 'buyGame=once', 'maxPayout=3'],
    });
    check(rules, [c(12, 0), c(11, 2), c(9, 0), c(5, 1), c(7, 0), c(12, 1)], c(7, 2));
  });
});

describe('adviseSixCards', () => {
  const senator = resolveRulesOrThrow({ preset: 'senator' });

  it('values the best five of six on the full deck: four aces and a king', () => {
    const hand = parseCardsOrThrow('As Ah Ad Ac Ks 2d');
    const r = adviseSixCards(hand, senator, { upCard: parseCardsOrThrow('7h')[0]! });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.category).toBe('fourOfAKind');
    expect(r.value.best.action).not.toBe('fold');
    expect(r.value.options.map((o) => o.action)).toEqual(['fold', 'raise', 'insure']);
  });

  it('refuses five cards, rules without a sixth card, and a missing up-card, with typed errors', () => {
    const six = parseCardsOrThrow('As Kd Jh 3c 2s 9d');
    const up = parseCardsOrThrow('7h')[0]!;
    const five = adviseSixCards(six.slice(0, 5), senator, { upCard: up });
    expect(!five.ok && five.error.code).toBe('stud/bad-hand');
    const dup = adviseSixCards([...six.slice(0, 5), six[0]!], senator, { upCard: up });
    expect(!dup.ok && dup.error.code).toBe('stud/bad-hand');
    const oasis = adviseSixCards(six, resolveRulesOrThrow({ preset: 'oasis' }), { upCard: up });
    expect(!oasis.ok && oasis.error.code).toBe('stud/sixth-card-not-sold');
    const noUp = adviseSixCards(six, senator);
    expect(!noUp.ok && noUp.error.code).toBe('stud/needs-up-card');
    const inHand = adviseSixCards(six, senator, { upCard: six[5]! });
    expect(!inHand.ok && inHand.error.code).toBe('stud/bad-hand');
  });
});
