import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '../cards/index.js';
import { stackedShoe } from '../shoe/index.js';
import { checkPreset } from '@croupier/paytables/schema';
import {
  apply,
  applyOrThrow,
  blackjackPresets,
  blackjackSchema,
  dealOrThrow,
  legalActions,
  playerView,
  resolveRules,
  resolveRulesOrThrow,
  type Action,
  type BlackjackRules,
  type RoundState,
} from './index.js';

const SEED = resolveRulesOrThrow({ preset: 'seed' });
const CASINO = resolveRulesOrThrow({ preset: 'casino' });

/**
 * Deals one box from a stacked shoe. Deal order: box card, dealer up-card, box card, (hole card), then
 * hits in order. `cards` is written in that order.
 */
function round(rules: BlackjackRules, cards: string, bet = 10) {
  return dealOrThrow(rules, stackedShoe(parseCardsOrThrow(cards)), [{ box: 'p', amount: bet }]);
}

function play(state: RoundState, ...actions: Action[]): RoundState {
  let s = state;
  for (const a of actions) s = applyOrThrow(s, a).state;
  return s;
}

const net = (s: RoundState) => (s.ledger ? s.ledger.won - s.ledger.lost : NaN);

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
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.error.code).toBe('rules/unknown-key');
    const b = resolveRules({ sets: ['decks=9'] });
    expect(b.ok).toBe(false);
    if (!b.ok) expect(b.error.message).toContain('from 1 to 8');
  });
});

describe('the text, hand by hand (seed rules, bet 10)', () => {
  it('blackjack pays 3:2: bet 10 → winnings 15', () => {
    // Player A♥ K♦, dealer 9♣ then draws 8♠ (17).
    const { state } = round(SEED, 'Ah 9c Kd 8s');
    expect(state.phase).toBe('settled');
    expect(net(state)).toBe(15);
  });

  it('a winning hand pays 1:1: bet 5 wins 5', () => {
    // Player T♠ 9♥ (19) stands, dealer 7♦ draws T♣ (17).
    const s = play(round(SEED, 'Ts 7d 9h Tc', 5).state, { type: 'stand' });
    expect(net(s)).toBe(5);
  });

  it('3:2 on an odd stake follows the money rule: 5 wins 7 (the half chip is not paid)', () => {
    const { state } = round(SEED, 'Ah 9c Kd 8s', 5);
    expect(net(state)).toBe(7);
    const up = round({ ...SEED, rounding: 'up' }, 'Ah 9c Kd 8s', 5).state;
    expect(net(up)).toBe(8);
    const refused = dealOrThrow.bind(
      null,
      { ...SEED, rounding: 'refuse' },
      stackedShoe(parseCardsOrThrow('Ah 9c Kd 8s')),
      [{ box: 'p', amount: 5 }],
    );
    expect(refused).toThrowError(/blackjack\/fractional-payout/);
  });

  it('blackjack beats a dealer 21 of three cards', () => {
    // Box a: A♠ Q♥; box b: T♥ T♣ stands on 20; dealer 5♦, then 6♣ T♠ = 21.
    const shoe = stackedShoe(parseCardsOrThrow('As Th 5d Qh Tc 6c Ts'));
    const first = dealOrThrow(SEED, shoe, [
      { box: 'a', amount: 10 },
      { box: 'b', amount: 10 },
    ]).state;
    const s = play(first, { type: 'stand' });
    expect(s.dealer.length).toBe(3);
    expect(s.ledger?.entries.map((e) => e.won - e.lost)).toEqual([15, -10]);
  });

  it('equal totals push, the stake comes back', () => {
    // Player T♠ 8♥ (18), dealer 9♦ 9♣ (18).
    const s = play(round(SEED, 'Ts 9d 8h 9c').state, { type: 'stand' });
    expect(net(s)).toBe(0);
    expect(s.ledger?.entries[0]).toMatchObject({ staked: 10, returned: 10, won: 0, lost: 0 });
  });

  it('a bust loses at once even if the dealer busts too', () => {
    // Player T♠ 6♥ hits K♦ (26); dealer 6♣ then T♥ 9♠ = 25.
    const s = play(round(SEED, 'Ts 6c 6h Kd Th 9s').state, { type: 'hit' });
    expect(s.phase).toBe('settled');
    expect(net(s)).toBe(-10);
  });

  it('dealer blackjack against the player blackjack is a push', () => {
    const s = play(round(SEED, 'Ah Ac Kd Ks').state, { type: 'insurance', amount: 0 });
    expect(net(s)).toBe(0);
  });

  it('a dealer blackjack takes a doubled hand: both stakes, 20', () => {
    // Player 6♠ 5♥ = 11 doubles, gets 9♦ (20); dealer A♣ then K♥ — blackjack.
    let s = round(SEED, '6s Ac 5h 9d Kh').state;
    s = play(s, { type: 'insurance', amount: 0 });
    s = play(s, { type: 'double' });
    expect(s.phase).toBe('settled');
    expect(net(s)).toBe(-20);
  });

  it('a dealer blackjack takes both split hands: 20', () => {
    // Player 8♠ 8♥ splits; hands get 3♦ (11, stands) and T♣ (18, stands); dealer T♠ then A♥.
    let s = round(SEED, '8s Ts 8h 3d Tc Ah').state;
    s = play(s, { type: 'split' }, { type: 'stand' }, { type: 'stand' });
    expect(s.phase).toBe('settled');
    expect(s.boxes[0]!.hands.length).toBe(2);
    expect(net(s)).toBe(-20);
  });

  it('with dealerBlackjackTakes=original only the original bet is lost; the double comes back', () => {
    let s = round({ ...SEED, dealerBlackjackTakes: 'original' }, '6s Tc 5h 9d Ah').state;
    s = play(s, { type: 'double' });
    expect(net(s)).toBe(-10);
    expect(s.ledger?.entries[0]).toMatchObject({ staked: 20, returned: 10, lost: 10 });
  });

  it('insurance taken, dealer has blackjack: insurance pays 2:1 (5 → 10), the bet is lost: net 0', () => {
    let s = round(SEED, 'Ts Ac 9h Kd').state;
    expect(s.phase).toBe('insurance');
    expect(legalActions(s)).toEqual([
      { type: 'insurance', amount: 5 },
      { type: 'insurance', amount: 0 },
    ]);
    s = play(s, { type: 'insurance' }, { type: 'stand' });
    expect(s.ledger?.entries.find((e) => e.bet === 'insurance')).toMatchObject({ staked: 5, won: 10 });
    expect(net(s)).toBe(0);
  });

  it('insurance taken, no dealer blackjack: insurance lost, the hand settles by itself', () => {
    // Player T♠ 9♥ (19); dealer A♣ then 7♦ = soft 18.
    let s = round(SEED, 'Ts Ac 9h 7d').state;
    s = play(s, { type: 'insurance' }, { type: 'stand' });
    expect(s.ledger?.entries.find((e) => e.bet === 'insurance')).toMatchObject({ staked: 5, lost: 5 });
    expect(net(s)).toBe(10 - 5);
  });

  it('refuses to split two aces and leaves the state unchanged', () => {
    const s = play(round(SEED, 'As 9c Ad').state);
    const before = structuredClone(s);
    const r = apply(s, { type: 'split' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('blackjack/cannot-split');
      expect(r.error.message).toMatchInlineSnapshot(`"Cannot split: aces may not be split under these rules."`);
    }
    expect(s).toEqual(before);
  });

  it('refuses to double 12 and leaves the state unchanged', () => {
    const s = round(SEED, '7s 9c 5d').state;
    const before = structuredClone(s);
    const r = apply(s, { type: 'double' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('blackjack/cannot-double');
      expect(r.error.message).toMatchInlineSnapshot(
        `"Cannot double: only a first-two-card total of 9, 10 or 11 may be doubled."`,
      );
    }
    expect(s).toEqual(before);
  });

  it('splits equal values (J+K) but only once', () => {
    // J♠ K♥ split; first hand draws J♦ (again a pair of tens): no second split.
    let s = round(SEED, 'Js 7c Kh Jd').state;
    expect(legalActions(s).map((a) => a.type)).toContain('split');
    s = play(s, { type: 'split' });
    expect(s.boxes[0]!.hands[0]!.cards.length).toBe(2);
    const r = apply(s, { type: 'split' });
    expect(r.ok ? '' : r.error.code).toBe('blackjack/cannot-split');
    expect(legalActions({ ...s }).map((a) => a.type)).toEqual(['hit', 'stand']);
  });

  it('a split hand of ace + ten is 21, not blackjack: it pays 1:1', () => {
    // A♠ A♥ with aces splittable and one card each: hands get K♦ (21) and 5♣ (16); dealer 9♠ draws 8♥ (17).
    let s = round({ ...SEED, splitAces: true }, 'As 9s Ah Kd 5c 8h').state;
    s = play(s, { type: 'split' });
    expect(s.phase).toBe('settled');
    expect(s.ledger?.entries.map((e) => e.won - e.lost)).toEqual([10, -10]);
  });

  it('doubles after a split on 9–11 (DAS allowed by the text)', () => {
    // 5♠ 5♥ is 10 but splitting first: hands 5+6 = 11 doubles (gets T), 5+4 = 9.
    let s = round(SEED, '5s 6c 5h 6d Tc 4h 2s').state;
    s = play(s, { type: 'split' }, { type: 'double' });
    expect(s.boxes[0]!.hands[0]!.doubled).toBe(true);
    expect(legalActions(s).map((a) => a.type)).toContain('double');
  });
});

describe('the dealer', () => {
  it('draws to 17 and stands on soft 17 (S17)', () => {
    // Player T♠ 9♥ stands; dealer 6♣ draws A♦ → soft 17, stands.
    const s = play(round(SEED, 'Ts 6c 9h Ad 5s').state, { type: 'stand' });
    expect(s.dealer.length).toBe(2);
    expect(net(s)).toBe(10);
  });

  it('hits soft 17 under H17', () => {
    // 6 + A = soft 17 hits: + 5 = hard 12, + 7 = 19 beats the player's 19? No: equal, a push.
    const s = play(round({ ...SEED, dealerHitsSoft17: true }, 'Ts 6c 9h Ad 5s 7h').state, { type: 'stand' });
    expect(s.dealer.length).toBe(4);
    expect(net(s)).toBe(0);
  });

  it('draws 16 and stands on 17 step by step: 2, 4, T, then A', () => {
    const s = play(round(SEED, 'Ts 2c 9h 4d Th As').state, { type: 'stand' });
    expect(s.dealer.length).toBe(4);
  });
});

describe('the hole-card game (casino preset)', () => {
  it('peeks under an ace: a dealer blackjack ends the round before the player acts, losing only the bet', () => {
    let s = round(CASINO, 'Ts Ac 9h Kd').state;
    expect(s.phase).toBe('insurance');
    s = play(s, { type: 'insurance', amount: 0 });
    expect(s.phase).toBe('settled');
    expect(net(s)).toBe(-10);
  });

  it('even money for a blackjack against an ace pays 1:1 at once', () => {
    let s = round(CASINO, 'As Ac Kh 7d').state;
    expect(legalActions(s)).toEqual([
      { type: 'evenMoney', take: true },
      { type: 'evenMoney', take: false },
    ]);
    s = play(s, { type: 'evenMoney', take: true });
    expect(net(s)).toBe(10);
  });

  it('the player view hides the shoe and the hole card', () => {
    const s = round(CASINO, 'Ts 9c 8h 7d 5s').state;
    const v = playerView(s);
    expect(v.dealer).toEqual(parseCardsOrThrow('9c'));
    expect(v.dealerHidden).toBe(1);
    expect('shoe' in v).toBe(false);
    expect(v.cardsLeft).toBe(1);
  });
});

describe('several boxes', () => {
  it('each box plays in order with its own bet', () => {
    // Boxes a (bet 10) and b (bet 20): a gets T♠ 9♠, b gets 5♥ 6♥; dealer 7♣, then b doubles with 9♦,
    // dealer draws T♦ = 17.
    const shoe = stackedShoe(parseCardsOrThrow('Ts 5h 7c 9s 6h 9d Td'));
    let s = dealOrThrow(SEED, shoe, [
      { box: 'a', amount: 10 },
      { box: 'b', amount: 20 },
    ]).state;
    expect(s.turn).toEqual({ box: 0, hand: 0 });
    s = play(s, { type: 'stand' }, { type: 'double' });
    expect(s.phase).toBe('settled');
    expect(s.ledger?.entries.map((e) => [e.owner, e.won - e.lost])).toEqual([
      ['a', 10],
      ['b', 40],
    ]);
  });

  it('refuses a duplicate box and a bad stake', () => {
    const shoe = stackedShoe(parseCardsOrThrow('Ts 5h 7c 9s 6h 9d Td'));
    expect(() => dealOrThrow(SEED, shoe, [{ box: 'a', amount: 1.5 }])).toThrowError(/blackjack\/bad-stake/);
    expect(() =>
      dealOrThrow(SEED, shoe, [
        { box: 'a', amount: 1 },
        { box: 'a', amount: 2 },
      ]),
    ).toThrowError(/blackjack\/duplicate-box/);
  });
});
