import { describe, expect, it } from 'vitest';
import { checkPreset } from '@croupier/paytables/schema';
import { naiveBoxNet, naiveDealerDraws, naiveValue } from '@croupier/testkit/oracles/blackjack';
import { parseCardsOrThrow } from '../cards/index.js';
import { MAX_BALANCE, MAX_STAKE } from '../money/index.js';
import {
  apply,
  applyOrThrow,
  blackjackPresets,
  blackjackSchema,
  canDouble,
  canInsure,
  insuranceCost,
  canSplit,
  chipsInPlay,
  isOver,
  legalActions,
  mayDouble,
  playerView,
  resolveRules,
  resolveRulesOrThrow,
  start,
  startOrThrow,
  type BlackjackAction,
  type BlackjackEvent,
  type BlackjackRules,
  type BlackjackState,
  type SettledState,
} from './index.js';

const SEED = resolveRulesOrThrow({ preset: 'seed' });
const CASINO = resolveRulesOrThrow({ preset: 'casino' });

/** A table of one box `p` with `balance` chips, dealing `cards` in order (box, up-card, box, hole, hits). */
function table(rules: BlackjackRules, cards: string, seats: Record<string, number> = { p: 1000 }): BlackjackState {
  return startOrThrow(rules, { seats, seed: 1, shoe: parseCardsOrThrow(cards) }).state;
}

/** The table after box `p` bets `bet` and the round is dealt. */
function round(rules: BlackjackRules, cards: string, bet = 10, balance = 1000): BlackjackState {
  return play(table(rules, cards, { p: balance }), { type: 'bet', box: 'p', amount: bet }, { type: 'deal' });
}

function play(state: BlackjackState, ...actions: BlackjackAction[]): BlackjackState {
  let s = state;
  for (const a of actions) s = applyOrThrow(s, a).state;
  return s;
}

function settled(s: BlackjackState): SettledState {
  expect(s.phase).toBe('settled');
  return s as SettledState;
}

const net = (s: BlackjackState) => {
  const l = settled(s).ledger;
  return l.won - l.lost;
};
const balance = (s: BlackjackState, id = 'p') => s.seats.find((x) => x.id === id)!.balance;

function refused(s: BlackjackState, action: unknown) {
  const before = JSON.stringify(s);
  const r = apply(s, action as BlackjackAction);
  expect(JSON.stringify(s)).toBe(before);
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('accepted');
  return r.error;
}

describe('presets', () => {
  it.each(Object.values(blackjackPresets))('preset $id passes its schema and cites a source for every rule', (p) => {
    expect(checkPreset(blackjackSchema, p)).toEqual([]);
  });

  it('the seed preset is the text: no hole card, dealer blackjack takes all, S17, 3:2, double 9–11, one split, no aces', () => {
    expect(SEED).toMatchObject({
      holeCard: false,
      dealerBlackjackTakes: 'all',
      dealerHitsSoft17: false,
      blackjackPays: { pays: 3, per: 2 },
      doubleOn: '9-11',
      maxHands: 2,
      splitAces: false,
      insurancePays: { pays: 2, per: 1 },
    });
  });

  it('rejects an unknown rule with the list of known ones, and a bad value with what is allowed', () => {
    const a = resolveRules({ sets: ['resplit=true'] });
    expect(a.ok ? '' : a.error.code).toBe('rules/unknown-key');
    const b = resolveRules({ sets: ['decks=9'] });
    expect(b.ok ? '' : b.error.message).toContain('from 1 to 8');
  });
});

describe('the text, hand by hand (seed rules, bet 10 from 1000)', () => {
  it('blackjack pays 3:2: bet 10 → winnings 15, balance 1015', () => {
    // Player A♥ K♦, dealer 9♣ then draws 8♠ (17).
    const s = round(SEED, 'Ah 9c Kd 8s');
    expect(net(s)).toBe(15);
    expect(balance(s)).toBe(1015);
  });

  it('a winning hand pays 1:1: bet 5 wins 5', () => {
    // Player T♠ 9♥ (19) stands, dealer 7♦ draws T♣ (17).
    expect(net(play(round(SEED, 'Ts 7d 9h Tc', 5), { type: 'stand' }))).toBe(5);
  });

  it('3:2 on an odd stake follows the money rule: 5 wins 7 (down), 8 (up); refuse takes only even bets', () => {
    expect(net(round(SEED, 'Ah 9c Kd 8s', 5))).toBe(7);
    expect(net(round({ ...SEED, rounding: 'up' }, 'Ah 9c Kd 8s', 5))).toBe(8);
    const t = table({ ...SEED, rounding: 'refuse' }, 'Ah 9c Kd 8s');
    expect(refused(t, { type: 'bet', box: 'p', amount: 5 })).toMatchObject({
      code: 'blackjack/cannot-bet',
      details: { reason: 'fractional', amount: 5, multipleOf: 2 },
    });
    expect(legalActions(t)).toEqual([{ type: 'bet', box: 'p', min: 2, max: 1000, multipleOf: 2 }]);
  });

  it('blackjack beats a dealer 21 of three cards', () => {
    // Box a: A♠ Q♥; box b: T♥ T♣ stands on 20; dealer 5♦, then 6♣ T♠ = 21.
    let s = table(SEED, 'As Th 5d Qh Tc 6c Ts', { a: 100, b: 100 });
    s = play(s, { type: 'bet', box: 'a', amount: 10 }, { type: 'bet', box: 'b', amount: 10 }, { type: 'deal' });
    s = play(s, { type: 'stand' });
    expect(settled(s).dealer.length).toBe(3);
    expect(settled(s).ledger.entries.map((e) => e.won - e.lost)).toEqual([15, -10]);
    expect([balance(s, 'a'), balance(s, 'b')]).toEqual([115, 90]);
  });

  it('equal totals push, the stake comes back', () => {
    // Player T♠ 8♥ (18), dealer 9♦ 9♣ (18).
    const s = play(round(SEED, 'Ts 9d 8h 9c'), { type: 'stand' });
    expect(net(s)).toBe(0);
    expect(settled(s).ledger.entries[0]).toMatchObject({ staked: 10, returned: 10, won: 0, lost: 0 });
  });

  it('a bust loses at once even if the dealer busts too', () => {
    // Player T♠ 6♥ hits K♦ (26); dealer 6♣ then T♥ 9♠ = 25.
    expect(net(play(round(SEED, 'Ts 6c 6h Kd Th 9s'), { type: 'hit' }))).toBe(-10);
  });

  it('dealer blackjack against the player blackjack is a push', () => {
    expect(net(play(round(SEED, 'Ah Ac Kd Ks'), { type: 'insurance', amount: 0 }))).toBe(0);
  });

  it('a dealer blackjack takes a doubled hand: both stakes, 20; the double came out of the balance', () => {
    // Player 6♠ 5♥ = 11 doubles, gets 9♦ (20); dealer A♣ then K♥ — blackjack.
    let s = play(round(SEED, '6s Ac 5h 9d Kh'), { type: 'insurance', amount: 0 });
    expect(balance(s)).toBe(990);
    s = play(s, { type: 'double' });
    expect(net(s)).toBe(-20);
    expect(balance(s)).toBe(980);
  });

  it('a dealer blackjack takes both split hands: 20', () => {
    // Player 8♠ 8♥ splits; hands get 3♦ (11, stands) and T♣ (18, stands); dealer T♠ then A♥.
    const s = play(round(SEED, '8s Ts 8h 3d Tc Ah'), { type: 'split' }, { type: 'stand' }, { type: 'stand' });
    expect(settled(s).boxes[0]!.hands.length).toBe(2);
    expect(net(s)).toBe(-20);
  });

  it('with dealerBlackjackTakes=original only the original bet is lost; the double comes back', () => {
    const s = play(round({ ...SEED, dealerBlackjackTakes: 'original' }, '6s Tc 5h 9d Ah'), { type: 'double' });
    expect(net(s)).toBe(-10);
    expect(settled(s).ledger.entries[0]).toMatchObject({ staked: 20, returned: 10, lost: 10 });
  });

  it('insurance taken, dealer has blackjack: insurance pays 2:1 (5 → 10), the bet is lost: net 0', () => {
    let s = round(SEED, 'Ts Ac 9h Kd');
    expect(s.phase).toBe('insurance');
    expect(legalActions(s)).toEqual([
      { type: 'insurance', amount: 5 },
      { type: 'insurance', amount: 0 },
    ]);
    s = play(s, { type: 'insurance' });
    expect(balance(s)).toBe(985);
    s = play(s, { type: 'stand' });
    expect(settled(s).ledger.entries.find((e) => e.bet === 'insurance')).toMatchObject({ staked: 5, won: 10 });
    expect(net(s)).toBe(0);
    expect(balance(s)).toBe(1000);
  });

  it('insurance taken, no dealer blackjack: insurance lost, the hand settles by itself', () => {
    // Player T♠ 9♥ (19); dealer A♣ then 7♦ = soft 18.
    const s = play(round(SEED, 'Ts Ac 9h 7d'), { type: 'insurance' }, { type: 'stand' });
    expect(settled(s).ledger.entries.find((e) => e.bet === 'insurance')).toMatchObject({ staked: 5, lost: 5 });
    expect(net(s)).toBe(10 - 5);
  });

  it('splits equal values (J+K) but only once', () => {
    // J♠ K♥ split; the first hand draws J♦ (again a pair of tens): no second split.
    let s = round(SEED, 'Js 7c Kh Jd');
    expect(legalActions(s).map((a) => a.type)).toContain('split');
    s = play(s, { type: 'split' });
    expect(refused(s, { type: 'split' })).toMatchObject({
      code: 'blackjack/cannot-split',
      details: { reason: 'max-hands', maxHands: 2 },
    });
    expect(legalActions(s).map((a) => a.type)).toEqual(['hit', 'stand']);
  });

  it('a split hand of ace + ten is 21, not blackjack: it pays 1:1', () => {
    // A♠ A♥ with aces splittable and one card each: hands get K♦ (21) and 5♣ (16); dealer 9♠ draws 8♥ (17).
    const s = play(round({ ...SEED, splitAces: true }, 'As 9s Ah Kd 5c 8h'), { type: 'split' });
    expect(settled(s).ledger.entries.map((e) => e.won - e.lost)).toEqual([10, -10]);
  });

  it('under the text, a split ten that draws an ace is 21 paid 1:1 (10), not a Блекджек (15)', () => {
    // T♠ T♦ split against 9♣; hand 1 draws A♥: 21 of two cards, made by splitting (stands by itself);
    // hand 2 draws 8♠ and stands on 18; the dealer draws 8♦: 17. Hand-worked: +10 and +10, net 20 (a
    // Блекджек would have paid 15, net 25). docs/rules.md, Blackjack: Settling a hand.
    const s = play(round(SEED, 'Ts 9c Td Ah 8s 8d'), { type: 'split' }, { type: 'stand' });
    const done = settled(s);
    expect(done.boxes[0]!.hands.map((h) => h.cards.length)).toEqual([2, 2]);
    expect(done.ledger.entries.map((e) => [e.bet, e.won, e.lost])).toEqual([
      ['hand1', 10, 0],
      ['hand2', 10, 0],
    ]);
    expect(net(s)).toBe(20);
  });

  it('a blackjack is never doubled: the two-card question says why (it is a soft 11 with the ace as one)', () => {
    const r = mayDouble(SEED, parseCardsOrThrow('Ah Kd'));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'blackjack/cannot-double', details: { reason: 'blackjack' } });
    // The same cards made by splitting are 21, not a blackjack: the refusal is not this one.
    const split = mayDouble(SEED, parseCardsOrThrow('Ah Kd'), { fromSplit: true });
    expect(split.ok ? null : split.error.details).not.toEqual({ reason: 'blackjack' });
  });

  it('doubles after a split on 9–11 (DAS allowed by the text)', () => {
    // 5♠ 5♥ split: hands 5+6 = 11 doubles (gets T), 5+4 = 9 may double too.
    const s = play(round(SEED, '5s 6c 5h 6d Tc 4h 2s'), { type: 'split' }, { type: 'double' });
    expect(s.phase === 'playing' && s.boxes[0]!.hands[0]!.doubled).toBe(true);
    expect(legalActions(s).map((a) => a.type)).toContain('double');
  });
});

describe('guards answer with structured reasons, the very error apply returns', () => {
  it.each([
    ['7+5 under the text', SEED, '7s 9c 5d', { reason: 'total', total: 12, allowed: [9, 10, 11] }],
    ['A+7 under the text (8 or 18)', SEED, 'As 9c 7d', { reason: 'total', total: 18, low: 8, allowed: [9, 10, 11] }],
    ['A+8 with doubleSoft: false', { ...SEED, doubleSoft: false }, 'As 9c 8d', { reason: 'soft', total: 19, low: 9 }],
    ['9+2 with 10 chips left', SEED, '9s 7c 2d', { reason: 'balance', needed: 10, balance: 5 }],
  ] as const)('double refused: %s', (_name, rules, cards, details) => {
    const s = round(rules, cards, 10, _name.includes('chips left') ? 15 : 1000);
    const guard = canDouble(s);
    expect(guard.ok ? null : guard.error).toMatchObject({ code: 'blackjack/cannot-double', details });
    expect(refused(s, { type: 'double' })).toEqual(guard.ok ? null : guard.error);
  });

  it.each([
    ['A+8 (9 with the ace as one) may be doubled under the text', SEED, 'As 9c 8d'],
    ['A+9 under 10–11', { ...SEED, doubleOn: '10-11' as const }, 'As 9c 9d'],
    ['12 under doubleOn: any', { ...SEED, doubleOn: 'any' as const }, '7s 9c 5d'],
  ])('%s', (_name, rules, cards) => {
    expect(canDouble(round(rules, cards)).ok).toBe(true);
  });

  it.each([
    ['two aces under the text', SEED, 'As 9c Ad', 1000, { reason: 'aces' }],
    ['9+T', SEED, '9s 7c Td', 1000, { reason: 'not-a-pair', splitBy: 'value' }],
    ['J+K by rank', { ...SEED, splitBy: 'rank' as const }, 'Js 7c Kd', 1000, { reason: 'not-a-pair', splitBy: 'rank' }],
    ['8+8 with no splitting', { ...SEED, maxHands: 1 }, '8s 7c 8d', 1000, { reason: 'no-splitting' }],
    ['8+8 with 9 chips left', SEED, '8s 7c 8d', 19, { reason: 'balance', needed: 10, balance: 9 }],
  ] as const)('split refused: %s', (_name, rules, cards, bank, details) => {
    const s = round(rules, cards, 10, bank);
    const guard = canSplit(s);
    expect(guard.ok ? null : guard.error).toMatchObject({ code: 'blackjack/cannot-split', details });
    expect(refused(s, { type: 'split' })).toEqual(guard.ok ? null : guard.error);
  });

  // «Страховка приобретается за половинную стоимость начальной ставки»: exactly half, 5 on 10, no more
  // and no less (docs/rules.md, Blackjack: Insurance). This pins the rule that replaced a partial
  // insurance (3 of 10 was accepted, a box short of the half was offered what it had).
  it.each([
    ['over half: 6 of 10', 6],
    ['under half: 3 of 10', 3],
    ['one chip', 1],
  ] as const)('insurance of anything but half the bet is refused with the half: %s', (_name, amount) => {
    const s = round(SEED, 'Ts Ac 9h 7d');
    expect(legalActions(s)).toEqual([
      { type: 'insurance', amount: 5 },
      { type: 'insurance', amount: 0 },
    ]);
    expect(refused(s, { type: 'insurance', amount })).toEqual(
      expect.objectContaining({
        code: 'blackjack/cannot-insure',
        details: { reason: 'not-half', box: 'p', amount, half: 5 },
      }),
    );
  });

  it.each([
    ['no chips left', 10, 10],
    ['3 chips left, short of the half (5)', 10, 13],
    ['an odd bet: 5 (half is not whole chips)', 5, 1000],
    ['an odd bet: 11', 11, 1000],
  ] as const)('a box that cannot insure exactly half is not asked; the round goes on: %s', (_name, bet, bank) => {
    const s = round(SEED, 'Ts Ac 9h 7d', bet, bank);
    expect(s.phase).toBe('playing');
  });

  it.each([
    ['an even bet, 10: half, 5', 10, { ok: true, value: 5 }],
    ['an even bet, 2: half, 1', 2, { ok: true, value: 1 }],
    ['an odd bet, 5', 5, { ok: false, reason: 'odd-bet' }],
    ['an odd bet, 1', 1, { ok: false, reason: 'odd-bet' }],
  ] as const)('insuranceCost: %s', (_name, bet, want) => {
    const r = insuranceCost(SEED, bet);
    if (want.ok) expect(r).toEqual(want);
    else
      expect(r.ok ? null : r.error).toMatchObject({
        code: 'blackjack/cannot-insure',
        details: { reason: want.reason, bet },
      });
  });

  it('insuranceCost refuses a bet that is not chips, and where insurance is not offered', () => {
    expect(insuranceCost(SEED, 2.5)).toMatchObject({ ok: false, error: { code: 'blackjack/bad-stake' } });
    expect(insuranceCost({ ...SEED, insurance: false }, 10)).toMatchObject({
      ok: false,
      error: { code: 'blackjack/cannot-insure', details: { reason: 'not-offered' } },
    });
  });

  it('canInsure with no amount asks for the half; 0 always declines', () => {
    const s = round(SEED, 'Ts Ac 9h 7d');
    expect(canInsure(s).ok).toBe(true);
    expect(canInsure(s, 0).ok).toBe(true);
    expect(canInsure(s, 5).ok).toBe(true);
  });

  it('surrender where it is not offered, and after a split', () => {
    expect(refused(round(SEED, 'Ts 9c 6d'), { type: 'surrender' }).details).toEqual({ reason: 'not-offered' });
    const late = { ...CASINO, surrender: 'late' as const };
    const s = play(round(late, '8s 7c 8d 9h 3d 2s'), { type: 'split' });
    expect(refused(s, { type: 'surrender' }).details).toEqual({ reason: 'after-split' });
  });
});

describe('the dealer (dealerHits, checked against the naive rule)', () => {
  it.each([
    ['stands on soft 17 (S17)', SEED, 'Ts 6c 9h Ad 5s', 2, 10],
    [
      'hits soft 17 under H17: 6 A 5 7 = 19 against 19, a push',
      { ...SEED, dealerHitsSoft17: true },
      'Ts 6c 9h Ad 5s 7h',
      4,
      0,
    ],
    ['draws 16 and stands on 17: 2, 4, T, then A', SEED, 'Ts 2c 9h 4d Th As', 4, 10],
  ] as const)('%s', (_name, rules, cards, dealerCards, want) => {
    const s = settled(play(round(rules, cards), { type: 'stand' }));
    expect(s.dealer.length).toBe(dealerCards);
    for (let n = 1; n < s.dealer.length; n++)
      expect(naiveDealerDraws(s.dealer.slice(0, n), rules.dealerHitsSoft17)).toBe(true);
    expect(naiveDealerDraws(s.dealer, rules.dealerHitsSoft17)).toBe(false);
    expect(net(s)).toBe(want);
  });
});

describe('the hole-card game (casino preset)', () => {
  it('peeks under an ace: a dealer blackjack ends the round before the player acts, losing only the bet', () => {
    let s = round(CASINO, 'Ts Ac 9h Kd');
    expect(s.phase).toBe('insurance');
    s = play(s, { type: 'insurance', amount: 0 });
    expect(net(s)).toBe(-10);
  });

  it('even money for a blackjack against an ace pays 1:1 at once; take must be a boolean', () => {
    let s = round(CASINO, 'As Ac Kh 7d');
    expect(legalActions(s)).toEqual([
      { type: 'evenMoney', take: true },
      { type: 'evenMoney', take: false },
    ]);
    expect(refused(s, { type: 'evenMoney', take: 'false' })).toMatchObject({
      code: 'blackjack/bad-action',
      details: { reason: 'field', field: 'take', value: '"false"' },
    });
    expect(refused(s, { type: 'insurance', amount: 5 }).details).toMatchObject({ reason: 'even-money' });
    s = play(s, { type: 'evenMoney', take: true });
    expect(net(s)).toBe(10);
  });

  it('split aces take one card each; an ace on a split ace may be split again under resplitAces', () => {
    const rules = { ...CASINO, resplitAces: true };
    // A♠ A♥ against 7♣ (hole 9♦): split; the first ace draws A♦ — stand or split again, no hit; split:
    // the hands draw 5♣, K♠ (21), 2♥.
    let s = round(rules, 'As 7c Ah 9d Ad 5c Ks 2h');
    s = play(s, { type: 'split' });
    expect(legalActions(s).map((a) => a.type)).toEqual(['stand', 'split']);
    expect(refused(s, { type: 'hit' })).toMatchObject({
      code: 'blackjack/cannot-hit',
      details: { reason: 'split-aces' },
    });
    s = play(s, { type: 'split' });
    const done = settled(s);
    expect(done.boxes[0]!.hands.map((h) => h.cards.length)).toEqual([2, 2, 2]);
    // 16, 21, 13 against the dealer's 16 (7 + 9) who draws nothing more: the shoe is out of the stack,
    // so the dealer's cards are checked against the naive rule only.
    expect(balance(done)).toBe(1000 + naiveBoxNet(rules, done.boxes[0]!, done.dealer));
  });

  it('the player view hides the shoe, the hole card and the RNG state', () => {
    const s = round(CASINO, 'Ts 9c 8h 7d 5s');
    const v = playerView(s);
    expect('dealer' in v && v.dealer).toEqual(parseCardsOrThrow('9c'));
    expect('dealerHidden' in v && v.dealerHidden).toBe(1);
    expect('shoe' in v || 'rng' in v).toBe(false);
    expect(v.cardsLeft).toBe(1);
  });
});

describe('a table goes on from round to round', () => {
  it('two rounds from one shoe: balances carry, the cards of round one go to the discard tray', () => {
    // Round 1: T♠ 9♥ against 7♦, dealer draws T♣ (17): +10. Round 2: 5♠ 6♥ = 11 against 9♣; double, 9♦ = 20;
    // dealer 9♣ T♥ = 19: +20.
    let s = table(SEED, 'Ts 7d 9h Tc 5s 9c 6h 9d Th');
    s = play(s, { type: 'bet', box: 'p', amount: 10 }, { type: 'deal' }, { type: 'stand' });
    expect(balance(s)).toBe(1010);
    s = play(s, { type: 'nextRound' });
    expect(s.phase).toBe('betting');
    expect(s.round).toBe(2);
    expect(s.shoe.cards.slice(0, s.discarded)).toEqual(parseCardsOrThrow('Ts 7d 9h Tc'));
    s = play(s, { type: 'bet', box: 'p', amount: 10 }, { type: 'deal' }, { type: 'double' });
    expect(net(s)).toBe(20);
    expect(balance(s)).toBe(1030);
    expect(chipsInPlay(s)).toBe(1000n);
  });

  it('past the cut card the next deal shuffles every card back (an event says so)', () => {
    let s = startOrThrow(SEED, {
      seats: { p: 100 },
      seed: 3,
      shoe: { cards: parseCardsOrThrow('Ts 7d 9h Tc 2s 3s 4s 5s'), cutCard: 2 },
    }).state;
    s = play(s, { type: 'bet', box: 'p', amount: 10 }, { type: 'deal' }, { type: 'stand' }, { type: 'nextRound' });
    expect(playerView(s).cutCardOut).toBe(true);
    const r = applyOrThrow(play(s, { type: 'bet', box: 'p', amount: 10 }), { type: 'deal' });
    expect(r.events[0]).toEqual({ type: 'shoeShuffled', reason: 'cut-card', cards: 8, cutCard: 6 });
  });
});

describe('nothing gets stuck (issue 14)', () => {
  const shuffles = (events: readonly BlackjackEvent[]) =>
    events.filter((e): e is Extract<BlackjackEvent, { type: 'shoeShuffled' }> => e.type === 'shoeShuffled');

  it('a round that empties the shoe reshuffles the discards (not the cards on the table) and goes on', () => {
    // Round 1 deals T♠ 9♥ against 7♦ T♣. Round 2 has 5 cards for a round that needs 6: box 2♠ 3♥, dealer
    // 4♦ + 5♣... the stand leaves the dealer at 9 with no card left.
    let s = table(SEED, 'Ts 7d 9h Tc 2s 4d 3h 5c');
    s = play(s, { type: 'bet', box: 'p', amount: 10 }, { type: 'deal' }, { type: 'stand' }, { type: 'nextRound' });
    s = play(s, { type: 'bet', box: 'p', amount: 10 }, { type: 'deal' });
    const r = applyOrThrow(s, { type: 'stand' });
    const [shuffle] = shuffles(r.events);
    expect(shuffle).toMatchObject({ reason: 'discards', cards: 4 });
    const done = settled(r.state);
    const drawnAfter = done.dealer.slice(2);
    for (const c of drawnAfter) expect(parseCardsOrThrow('Ts 9h 7d Tc')).toContain(c);
    expect(balance(done)).toBe(1010 + naiveBoxNet(SEED, done.boxes[0]!, done.dealer));
  });

  it('a stacked shoe that runs dry with no discards opens fresh decks', () => {
    const r = applyOrThrow(play(table(SEED, 'Ts 7d'), { type: 'bet', box: 'p', amount: 10 }), { type: 'deal' });
    // Six fresh decks behind the two cards on the table; the cut card three quarters into them.
    expect(shuffles(r.events)).toEqual([{ type: 'shoeShuffled', reason: 'new-decks', cards: 312, cutCard: 2 + 234 }]);
    expect(r.state.shoe.cards.length).toBe(2 + 312);
  });

  it('one deck, seven boxes standing on 17 (casino rules): every round settles, shuffles included', () => {
    const rules = { ...CASINO, decks: 1 };
    const seats = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => [id, 1_000_000]));
    let s = startOrThrow(rules, { seats, seed: 'issue-14' }).state;
    let dry = 0;
    for (let n = 0; n < 3000; n++) {
      for (const id of Object.keys(seats)) s = applyOrThrow(s, { type: 'bet', box: id, amount: 10 }).state;
      let r = applyOrThrow(s, { type: 'deal' });
      for (;;) {
        if (shuffles(r.events).some((e) => e.reason !== 'cut-card')) dry++;
        s = r.state;
        if (s.phase === 'settled') break;
        if (s.phase === 'insurance')
          r = applyOrThrow(s, legalActions(s).at(-1) as BlackjackAction); // decline
        else if (s.phase === 'playing') {
          const h = s.boxes[s.turn.box]!.hands[s.turn.hand]!;
          r = applyOrThrow(s, { type: naiveValue(h.cards).total >= 17 ? 'stand' : 'hit' });
        } else throw new Error(`unexpected ${s.phase}`);
      }
      expect(chipsInPlay(s)).toBe(7_000_000n);
      s = applyOrThrow(s, { type: 'nextRound' }).state;
    }
    // About 1.6 % of these rounds run the shoe dry (the issue saw 0.5 % dead-end); each one reshuffles and goes on.
    expect(dry).toBeGreaterThan(3);
  });
});

describe('bad input is answered, never thrown, and changes nothing', () => {
  it.each([
    ['null', null],
    ['[null]', [null]],
    ['{}', {}],
    ['seats not an object', { seats: 5, seed: 1 }],
    ['no seats', { seats: {}, seed: 1 }],
    ['eight seats', { seats: Object.fromEntries([...'abcdefgh'].map((c) => [c, 1])), seed: 1 }],
    ['a balance of 2.5', { seats: { a: 2.5 }, seed: 1 }],
    ['a balance past MAX_BALANCE', { seats: { a: MAX_BALANCE + 1 }, seed: 1 }],
    ['a NaN seed', { seats: { a: 1 }, seed: NaN }],
    ['a shoe of strings', { seats: { a: 1 }, seed: 1, shoe: ['As'] }],
    ['a BigInt balance', { seats: { a: 10n }, seed: 1 }],
    ['an unknown key', { seats: { a: 1 }, seed: 1, seeds: 2 }],
  ])('start with %s → blackjack/bad-setup', (_name, setup) => {
    const r = start(SEED, setup as never);
    expect(r.ok ? '' : r.error.code).toBe('blackjack/bad-setup');
  });

  it.each([
    ['payouts 0:0', { ...SEED, blackjackPays: { pays: 0, per: 0 } }],
    ['decks: 0', { ...SEED, decks: 0 }],
    ['a missing rule', { ...SEED, surrender: undefined }],
    ['an extra rule', { ...SEED, fireBet: true }],
    ['null', null],
  ])('unresolved rules (%s) → blackjack/bad-rules', (_name, rules) => {
    const r = start(rules as never, { seats: { a: 1 }, seed: 1 });
    expect(r.ok ? '' : r.error.code).toBe('blackjack/bad-rules');
  });

  it.each([
    ['null', null, 'blackjack/bad-action'],
    ['a string', 'hit', 'blackjack/bad-action'],
    ['an unknown type', { type: 'toString' }, 'blackjack/bad-action'],
    ['a bet in a BigInt', { type: 'bet', box: 'p', amount: 10n }, 'blackjack/bad-stake'],
    ['a bet in a Symbol', { type: 'bet', box: 'p', amount: Symbol('x') }, 'blackjack/bad-stake'],
    ['a bet past MAX_STAKE', { type: 'bet', box: 'p', amount: MAX_STAKE + 1 }, 'blackjack/bad-stake'],
    ['a bet of "10"', { type: 'bet', box: 'p', amount: '10' }, 'blackjack/bad-stake'],
    ['an unknown box', { type: 'bet', box: '__proto__', amount: 1 }, 'blackjack/unknown-box'],
    ['a box that is a number', { type: 'bet', box: 1, amount: 1 }, 'blackjack/bad-action'],
    ['a bet over the balance', { type: 'bet', box: 'p', amount: 1001 }, 'blackjack/cannot-bet'],
    ['a deal with no bet', { type: 'deal' }, 'blackjack/no-bets'],
    ['a hit before the deal', { type: 'hit' }, 'blackjack/wrong-phase'],
  ])('apply with %s → %s', (_name, action, code) => {
    const e = refused(table(SEED, 'Ts 7d 9h Tc'), action);
    expect(e.code).toBe(code);
    expect(e.message.length).toBeLessThan(400);
  });

  it('shows BigInt and Symbol values in messages and details without throwing', () => {
    const t = table(SEED, 'Ts 7d 9h Tc');
    expect(refused(t, { type: 'bet', box: 'p', amount: 10n }).details).toMatchObject({
      value: '10n',
      problem: 'not-a-number',
    });
    expect(refused(t, { type: 'bet', box: 'p', amount: Symbol('x') }).message).toContain('Symbol(x)');
  });

  it('a bet whose best outcome could carry a balance past MAX_BALANCE is refused; the largest allowed is offered', () => {
    const t = table(SEED, 'Ts 7d 9h Tc', { p: MAX_BALANCE - 1000 });
    const [bet] = legalActions(t);
    expect(bet).toMatchObject({ type: 'bet', box: 'p', min: 1 });
    const max = bet!.type === 'bet' ? bet!.max : 0;
    // Best outcome of a bet b under the text: two hands doubled and won (4b), a 3:2 blackjack, 2:1 on b/2 insured.
    expect(max).toBeGreaterThan(100);
    expect(refused(t, { type: 'bet', box: 'p', amount: max + 1 })).toMatchObject({
      code: 'blackjack/cannot-bet',
      details: { reason: 'balance-limit' },
    });
    expect(apply(t, { type: 'bet', box: 'p', amount: max }).ok).toBe(true);
  });

  it('MAX_STAKE bets settle exactly (3:2 on 10^12)', () => {
    const s = round(SEED, 'Ah 9c Kd 8s', MAX_STAKE, 2 * MAX_STAKE);
    expect(net(s)).toBe(1.5 * MAX_STAKE);
  });

  it('a state revived from JSON steps the same, and isOver tells a settled round', () => {
    const s = round(SEED, 'Ts 7d 9h Tc');
    const revived = JSON.parse(JSON.stringify(s)) as BlackjackState;
    expect(JSON.stringify(applyOrThrow(revived, { type: 'stand' }))).toBe(
      JSON.stringify(applyOrThrow(s, { type: 'stand' })),
    );
    expect(isOver(s)).toBe(false);
    expect(isOver(play(s, { type: 'stand' }))).toBe(true);
  });

  it('a table where nobody has chips is over: nothing is legal', () => {
    const t = table(SEED, 'Ts 7d 9h Tc', { p: 0 });
    expect(legalActions(t)).toEqual([]);
    expect(isOver(t)).toBe(true);
  });
});
