// Russian poker as casinos deal it, on the one contract: hand-worked rounds (the arithmetic is written
// beside each), guards that refuse and change nothing, and a fuzz run over the casino presets.
import { describe, expect, it } from 'vitest';
import { fuzzGame } from '@croupier/testkit/fuzz';
import { parseCardsOrThrow } from '../cards/index.js';
import { orThrow } from '../result/index.js';
import { studRussianFuzzSpec } from '../testing/stud-fuzz.js';
import { canBuyCard, canExchange, canInsure, legalActions } from './guards.js';
import { resolveRulesOrThrow, type StudRules } from './rules.js';
import { apply, chipsInPlay, playerView, start } from './round.js';
import type { StudAction, StudState } from './state.js';

const senator = resolveRulesOrThrow({ preset: 'senator' });
const oasis = resolveRulesOrThrow({ preset: 'oasis' });
const olympic = resolveRulesOrThrow({ preset: 'olympic' });

function table(rules: StudRules, deck: string, balance = 1000): StudState {
  return orThrow(start(rules, { balance, seed: 3, deck: parseCardsOrThrow(deck) })).state;
}
const act = (s: StudState, a: StudAction): StudState => orThrow(apply(s, a)).state;
const cards = (t: string) => parseCardsOrThrow(t);

describe('hand-worked rounds', () => {
  it('senator: a sixth card makes a royal and a straight flush; the dealer qualifies; the ante pushes', () => {
    // Player Ah Kh Qh Jh 9h, dealer Kc Kd 7s 4c 2d (a pair), the sixth card Th.
    let s = table(senator, 'Ah Kh Qh Jh 9h Kc Kd 7s 4c 2d Th');
    s = act(s, { type: 'ante', amount: 10 }); // balance 990
    s = act(s, { type: 'buyCard' }); // fee one ante: 980
    s = act(s, { type: 'raise' }); // bet 20: 960
    expect(s.phase).toBe('settled');
    if (s.phase !== 'settled') return;
    // Royal (100) + straight flush K-9 (50) on the bet 20: 20 × 150 = 3000; the ante pushes (only the bet is paid).
    expect(s.settlement.payout).toMatchObject({ betWon: 3000, anteWon: 0, second: 'straightFlush' });
    // 960 + ante 10 + bet 20 returned + 3000 = 3990.
    expect(s.balance).toBe(3990);
    expect(chipsInPlay(s)).toBe(1000);
  });

  it('senator with a maximum payout of 1000: the same hand is paid 1000', () => {
    const capped = resolveRulesOrThrow({ preset: 'senator', sets: ['maxPayout=1000'] });
    let s = table(capped, 'Ah Kh Qh Jh 9h Kc Kd 7s 4c 2d Th');
    s = act(act(act(s, { type: 'ante', amount: 10 }), { type: 'buyCard' }), { type: 'raise' });
    if (s.phase !== 'settled') throw new Error('not settled');
    expect(s.settlement.payout).toMatchObject({ betWon: 1000, capped: true });
    expect(s.balance).toBe(960 + 30 + 1000);
  });

  it('oasis: four cards cost two antes; switching all five places the raise at once', () => {
    // Exchange four of 2c 5d 8h Js Ks keeping Ks, for 2 × 10 = 20.
    let s = table(oasis, '2c 5d 8h Js Ks Qc Qd 7s 4c 3d Kh Kd Kc 9s');
    s = act(s, { type: 'ante', amount: 10 });
    expect(legalActions(s)).toContainEqual({ type: 'exchange', count: 4, fee: 20 });
    expect(legalActions(s)).toContainEqual({ type: 'exchange', count: 5, fee: 10 }); // five: one ante
    const four = act(s, { type: 'exchange', cards: cards('2c 5d 8h Js') });
    expect(four.phase === 'deciding' && four.balance).toBe(1000 - 10 - 20);
    // All five (fee 10): the raise (20) is placed with it; the new hand Kh Kd Kc 9s + next card.
    const five = orThrow(apply(s, { type: 'exchange', cards: cards('2c 5d 8h Js Ks') }));
    expect(five.state.phase).toBe('settled');
    expect(five.events.map((e) => e.type)).toContain('raised');
  });

  it('one card at a time at 1, 2, 3 antes, up to three exchanges', () => {
    const rules = resolveRulesOrThrow({
      preset: 'senator',
      sets: ['exchangeMode=oneAtATime', 'maxExchange=3', 'feeTwoCards=2', 'feeThreeCards=3', 'sixthCard=false'],
    });
    let s = act(table(rules, '2c 5d 8h Js Ks Qc Qd 7s 4c 3d'), { type: 'ante', amount: 10 });
    const fees: number[] = [];
    for (let k = 0; k < 3; k++) {
      const before = s.balance;
      s = act(s, { type: 'exchange', cards: [s.phase === 'deciding' ? s.player[0]! : 0] });
      fees.push(before - s.balance);
    }
    expect(fees).toEqual([10, 20, 30]); // 1, 2, 3 antes of 10
    const fourth = canExchange(s, 1);
    expect(!fourth.ok && fourth.error.code).toBe('stud/already-exchanged');
  });

  it('«two to five only»: one card is refused, with what is allowed', () => {
    const rules = resolveRulesOrThrow({ preset: 'senator', sets: ['minExchange=2'] });
    const s = act(table(rules, '2c 5d 8h Js Ks Qc Qd 7s 4c 3d'), { type: 'ante', amount: 10 });
    const r = apply(s, { type: 'exchange', cards: cards('2c') });
    expect(!r.ok && r.error.details).toMatchObject({ reason: 'count', allowed: [2, 3, 4, 5] });
  });

  it.each([
    // Dealer Qc Jd 7s 4c 2d has no game; his highest card, the queen, goes; 9c comes: still no game.
    ['takeAnte', 'Qc Jd 7s 4c 2d 9c', 'dealerNoGame', 970 + 10 + 10 + 20], // 970 after ante and bet; ante back and won 1:1, bet back
    // Bought for 10: the queen goes, Kd comes: K-J-7-4-2 still no game: ante and bet back, no win.
    ['buyGame', 'Qc Jd 7s 4c 2d Kd', 'boughtNoGame', 970 - 10 + 30], // the fee 10 lost, ante and bet back
    // Bought: the queen goes, Qh comes (the same rank), replaced again (free) by 7h: a pair of sevens
    // beats the player's 6-6: ante, bet and fee lost.
    ['buyGame', 'Qc Jd 7s 4c 2d Qh 7h', 'dealerWins', 970 - 10],
  ] as const)('«покупка игры»: %s with dealer %s → %s', (choice, dealer, outcome, balance) => {
    let s = table(senator, `6c 6d 9h 3s 5s ${dealer}`);
    s = act(act(s, { type: 'ante', amount: 10 }), { type: 'raise' });
    expect(s.phase).toBe('buying');
    expect(legalActions(s)).toEqual([{ type: 'takeAnte' }, { type: 'buyGame', fee: 10 }]);
    s = act(s, { type: choice });
    if (s.phase !== 'settled') throw new Error('not settled');
    expect(s.settlement.outcome).toBe(outcome);
    expect(s.balance).toBe(balance);
    expect(chipsInPlay(s)).toBe(1000);
  });

  it('insurance with three of a kind: 10 … 30 for an ante of 10, paid 1:1 when the dealer has no game', () => {
    let s = act(table(olympic, '7s 7h 7d Kc 2s Qc Jd 9s 4c 3d'), { type: 'ante', amount: 10 });
    // Three of a kind on the bet 20 wins 60; half of it is 30.
    expect(legalActions(s)).toContainEqual({ type: 'insure', min: 10, max: 30 });
    const over = canInsure(s, 31);
    expect(!over.ok && over.error.details).toMatchObject({ reason: 'above-max', min: 10, max: 30 });
    s = act(s, { type: 'insure', amount: 30 }); // 1000 − 10 − 30 = 960
    // Insured: no draw after it.
    const draw = canBuyCard(s);
    expect(!draw.ok && draw.error.code).toBe('stud/one-draw');
    s = act(s, { type: 'raise' }); // 940
    if (s.phase !== 'settled') throw new Error('not settled');
    // Dealer Q-J-9-4-3: no game. Ante 10 won, bet 20 back, insurance 30 back and 30 won: 940 + 20 + 20 + 60.
    expect(s.settlement.outcome).toBe('dealerNoGame');
    expect(s.balance).toBe(940 + 10 + 10 + 20 + 60);
  });
});

describe('what the player sees, and what is refused', () => {
  it('the fifth dealer card is the one shown', () => {
    const s = act(table(senator, '2c 5d 8h Js Ks Qc Qd 7s 4c 3d'), { type: 'ante', amount: 10 });
    const view = playerView(s);
    expect('dealer' in view && view.dealer).toEqual([null, null, null, null, cards('3d')[0]]);
  });

  it('an illegal choice is refused with a typed error and changes nothing', () => {
    const s = act(table(senator, '2c 5d 8h Js Ks Qc Qd 7s 4c 3d'), { type: 'ante', amount: 10 });
    const copy = JSON.stringify(s);
    for (const a of [
      { type: 'insure', amount: 10 }, // no three of a kind
      { type: 'buyGame' }, // not now
      { type: 'takeAnte' },
      { type: 'exchange', cards: [] },
    ] as StudAction[]) {
      expect(apply(s, a).ok).toBe(false);
    }
    expect(JSON.stringify(s)).toBe(copy);
  });
});

describe('Russian poker fuzz (short)', () => {
  it('the casino presets with random options: nothing throws, chips are conserved, every round nets what the naive settler says', () => {
    const r = fuzzGame(studRussianFuzzSpec, { seed: 33, steps: 12_000 });
    expect(r.failures).toEqual([]);
    expect(r.rounds).toBeGreaterThan(800);
    for (const code of ['stud/out-of-turn', 'stud/bad-exchange'] as const)
      expect(r.errors[code] ?? 0).toBeGreaterThan(0);
  });
});
