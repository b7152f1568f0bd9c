import { describe, expect, it } from 'vitest';
import { naiveStudCategory, naiveStudSettle, TEXT_PAYS } from '@croupier/testkit/oracles/stud';
import { orThrow } from '../result/index.js';
import { seededRng, shuffled } from '../rng/index.js';
import { fullDeck } from '../cards/index.js';
import { evaluateOrThrow } from './evaluator.js';
import { parseHandOrThrow } from './hand.js';
import {
  anteAllowed,
  checkRules,
  dealerQualifies,
  exchangeAllowed,
  exchangeFee,
  PAID_CATEGORIES,
  raiseAllowed,
  resolveRulesOrThrow,
  TEXT_PAYTABLE,
  unanalysedRule,
  type StudRules,
} from './rules.js';
import { start } from './round.js';
import { settle, settleOutcome, STUD_OUTCOMES } from './settle.js';

const seed = resolveRulesOrThrow();
const pairQualifier = resolveRulesOrThrow({ sets: ['qualifier=pair'] });

describe('the paytable is the text’s', () => {
  it('matches the table typed from the text in the oracle', () => {
    expect(Object.fromEntries(PAID_CATEGORIES.map((c) => [c, TEXT_PAYTABLE[c].pays / TEXT_PAYTABLE[c].per]))).toEqual(
      TEXT_PAYS,
    );
  });
});

describe('exchange fees and their rounding', () => {
  it.each([
    // ante, count, rules, fee (hand-worked: one ante a card, one and a half for two)
    [10, 1, seed, 10],
    [10, 2, seed, 15],
    [5, 2, seed, 8], // 7.5 rounded up
    [1, 2, seed, 2], // 1.5 rounded up
    [4, 2, resolveRulesOrThrow({ sets: ['feeRounding=refuse'] }), 6],
  ] as const)('ante %d, %d card(s): %d', (ante, count, rules, fee) => {
    expect(exchangeFee(ante, count, rules)).toEqual({ ok: true, value: fee });
  });

  it('a fee that is not whole is refused under feeRounding=refuse, with the ante multiple that works', () => {
    const strict = resolveRulesOrThrow({ sets: ['feeRounding=refuse', 'feeTwoCards=5:4'] });
    expect(exchangeFee(6, 2, strict)).toMatchObject({
      ok: false,
      error: { code: 'stud/fractional-fee', details: { count: 2, ante: 6, pays: 5, per: 4, multipleOf: 4 } },
    });
  });
  it('rules that skipped the schema with a fee no ante can be charged exactly: a typed error, not a wrong fee', () => {
    const huge = { ...seed, feeTwoCards: { pays: 2 ** 40, per: 3 } };
    expect(exchangeFee(10 ** 6, 2, huge)).toMatchObject({
      ok: false,
      error: { code: 'stud/bad-rules', details: { issues: [{ key: 'feeTwoCards' }] } },
    });
  });
});

describe('exchange, raise and ante affordability', () => {
  it.each([
    // balance after the ante, ante, count, answer (hand-worked: the raise of 20 must stay covered after the fee)
    [30, 10, 1, 'ok'], // 30 − 10 = 20 ≥ 20
    [30, 10, 2, 'stud/exchange-limited'], // 30 − 15 = 15 < 20, one card fits
    [29, 10, 1, 'stud/exchange-refused'], // 29 − 10 = 19 < 20
    [35, 10, 2, 'ok'], // 35 − 15 = 20
    [35, 10, 3, 'stud/bad-exchange'],
    [-1, 10, 1, 'stud/bad-balance'],
  ] as const)('balance %d, ante %d, %d card(s): %s', (balance, ante, count, answer) => {
    const r = exchangeAllowed({ balance, ante, count }, seed);
    expect(r.ok ? 'ok' : r.error.code).toBe(answer);
  });

  it('Caribbean rules have no exchange at any balance', () => {
    const r = exchangeAllowed({ balance: 1e6, ante: 10, count: 1 }, resolveRulesOrThrow({ preset: 'caribbean' }));
    expect(r).toMatchObject({ ok: false, error: { code: 'stud/exchange-not-allowed', details: { maxExchange: 0 } } });
  });

  it.each([
    [20, 10, true],
    [19, 10, false],
  ])('a raise of 2 × %d from a balance of %d is covered: %s', (balance, ante, covered) => {
    expect(raiseAllowed(balance, ante, seed).ok).toBe(covered);
  });

  it.each([
    [30, 10, 'ok'],
    [29, 10, 'stud/insufficient-balance'],
    [30, 0, 'stud/bad-ante'],
    [30, 1.5, 'stud/bad-ante'],
  ] as const)('balance %d, ante %d: %s', (balance, ante, answer) => {
    const r = anteAllowed(balance, ante, seed);
    expect(r.ok ? 'ok' : r.error.code).toBe(answer);
  });
});

describe("the dealer's qualification", () => {
  it.each([
    ['Т-К-8-7-3', seed, true], // the text's ace-king
    ['Т-Д-8-7-3', seed, false],
    ['В-10-7-5-2', seed, false], // the text's «нет игры»
    ['2-2-3-4-5', seed, true],
    ['Т-К-8-7-3', pairQualifier, false],
    ['2-2-3-4-5', pairQualifier, true],
  ] as const)('%s qualifies: %s', (hand, rules, q) => {
    expect(dealerQualifies(evaluateOrThrow(parseHandOrThrow(hand)), rules)).toBe(q);
  });

  it.each([0, 7463, 2.5, NaN])('%d is no hand class and does not qualify', (c) => {
    expect(dealerQualifies(c, seed)).toBe(false);
  });
});

describe('settlement by outcome (the payout calculator)', () => {
  it.each([
    // outcome, category, net for an ante of 10 (hand-worked from the text: ante 1:1, raise 20 by the table)
    ['playerWins', 'fullHouse', 150], // the text's example
    ['playerWins', 'royalFlush', 2010], // the text's example
    ['playerWins', 'pair', 30],
    ['playerWins', 'aceKing', 30],
    ['dealerNoGame', undefined, 10],
    ['push', undefined, 0],
    ['dealerWins', undefined, -30],
    ['folded', undefined, -10],
  ] as const)('%s %s: %d', (outcome, category, net) => {
    const p = orThrow(settleOutcome({ ante: 10, outcome, ...(category ? { category } : {}) }, seed));
    expect(p.net).toBe(net);
    expect(p.returned + p.lost).toBe(outcome === 'folded' ? 10 : 30);
  });

  it('payouts that are not whole round down: a pair at 7:4 on a raise of 10 pays 17 (exact 17½)', () => {
    const rules = resolveRulesOrThrow({ overrides: { paytable: { ...TEXT_PAYTABLE, pair: { pays: 7, per: 4 } } } });
    expect(orThrow(settleOutcome({ ante: 5, outcome: 'playerWins', category: 'pair' }, rules))).toMatchObject({
      anteWon: 5,
      betWon: 17,
      betRatio: { pays: 7, per: 4 },
      net: 22,
    });
  });

  it.each([
    [{ ante: 0, outcome: 'push' }, 'stud/bad-ante'],
    [{ ante: 6e11, outcome: 'push' }, 'stud/bad-ante'], // its raise would pass the stake limit
    [{ ante: 10, outcome: 'win' }, 'stud/bad-outcome'],
    [{ ante: 10, outcome: 'playerWins' }, 'stud/bad-category'],
    [{ ante: 10, outcome: 'playerWins', category: 'noGame' }, 'stud/bad-category'],
    [{ ante: 10, outcome: 'playerWins', category: 'toString' }, 'stud/bad-category'],
    [null, 'stud/bad-ante'],
  ])('%j → %s', (input, code) => {
    const r = settleOutcome(input as never, seed);
    expect(r.ok ? null : r.error.code).toBe(code);
  });
});

describe('settlement of dealt hands agrees with the naive settler', () => {
  it('on 2,000 random deals, raised and folded, with both qualifiers', () => {
    const rng = seededRng('settle');
    for (let i = 0; i < 2000; i++) {
      const deck = shuffled(rng, fullDeck());
      const player = deck.slice(0, 5);
      const dealer = deck.slice(5, 10);
      const raised = i % 4 !== 0;
      const rules = i % 2 === 0 ? seed : pairQualifier;
      const s = orThrow(settle({ player, dealer, ante: 10, raised }, rules));
      const naive = naiveStudSettle({ player, dealer, ante: 10, raised }, rules);
      expect(s.outcome).toBe(naive.outcome);
      expect(BigInt(s.ledger.won - s.ledger.lost)).toBe(naive.net);
      expect(s.player.category).toBe(naiveStudCategory(player));
      expect(STUD_OUTCOMES).toContain(s.outcome);
    }
  });

  it('bad hands and antes are answered, not thrown', () => {
    const hand = [0, 1, 2, 3, 4];
    expect(settle({ player: [0, 1, 2, 3], dealer: hand, ante: 10, raised: true }, seed)).toMatchObject({
      ok: false,
      error: { code: 'stud/not-five-cards' },
    });
    expect(settle({ player: hand, dealer: [5, 6, 7, 8, 8], ante: 10, raised: true }, seed)).toMatchObject({
      ok: false,
      error: { code: 'stud/duplicate-card' },
    });
    expect(settle({ player: hand, dealer: [5, 6, 7, 8, 9], ante: 4.5e13, raised: true }, seed)).toMatchObject({
      ok: false,
      error: { code: 'stud/bad-ante', details: { reason: 'over-limit', maxAnte: 5e11 } },
    });
  });
});

describe('rules saved before the Russian-poker options still load (migration)', () => {
  // The text's rules as a save of the previous release wrote them: the ten rules of that schema only,
  // typed by hand from its preset (main before decision 033), not built from this one.
  const oldSave = {
    upCards: 0,
    maxExchange: 2,
    feeOneCard: { pays: 1, per: 1 },
    feeTwoCards: { pays: 3, per: 2 },
    feeRounding: 'up',
    exchangeNeedsRaise: true,
    raiseMultiple: 2,
    qualifier: 'aceKing',
    antePays: { pays: 1, per: 1 },
    paytable: {
      royalFlush: { pays: 100, per: 1 },
      straightFlush: { pays: 50, per: 1 },
      fourOfAKind: { pays: 20, per: 1 },
      fullHouse: { pays: 7, per: 1 },
      flush: { pays: 5, per: 1 },
      straight: { pays: 4, per: 1 },
      threeOfAKind: { pays: 3, per: 1 },
      twoPair: { pays: 2, per: 1 },
      pair: { pays: 1, per: 1 },
      aceKing: { pays: 1, per: 1 },
    },
  };

  it('an old save of the text’s rules is the text’s rules, every new option off', () => {
    const r = orThrow(checkRules(JSON.parse(JSON.stringify(oldSave))));
    expect(r).toEqual(seed);
    expect(unanalysedRule(r)).toBeNull();
    // The check fills a copy: the caller's object is not changed.
    expect(Object.keys(oldSave)).toHaveLength(10);
  });

  it('an old save of Caribbean stud (one card up) is Caribbean stud with the first card up', () => {
    const r = orThrow(checkRules({ ...oldSave, upCards: 1, maxExchange: 0 }));
    expect(r).toEqual(resolveRulesOrThrow({ preset: 'caribbean' }));
    expect(r.upCardPosition).toBe('first');
  });

  it('a new rule present with a wrong value is still refused, and an old rule still required', () => {
    expect(checkRules({ ...oldSave, sixthCard: 'yes' })).toMatchObject({
      ok: false,
      error: { code: 'stud/bad-rules', details: { issues: [{ key: 'sixthCard' }] } },
    });
    expect(checkRules({ ...oldSave, maxPayout: undefined })).toMatchObject({
      ok: false,
      error: { code: 'stud/bad-rules', details: { issues: [{ key: 'maxPayout' }] } },
    });
    const { qualifier: _q, ...noQualifier } = oldSave;
    void _q;
    expect(checkRules(noQualifier)).toMatchObject({
      ok: false,
      error: { code: 'stud/bad-rules', details: { issues: [{ key: 'qualifier' }] } },
    });
  });

  it('a round saved with old rules replays: start takes them and deals the same table', () => {
    const a = orThrow(start(oldSave as unknown as StudRules, { balance: 1000, seed: 7 }));
    const b = orThrow(start(seed, { balance: 1000, seed: 7 }));
    expect(a.state).toEqual(b.state);
  });
});
