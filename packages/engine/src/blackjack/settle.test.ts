import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { naiveBoxNet } from '@croupier/testkit/oracles/blackjack';
import { parseCardsOrThrow } from '../cards/index.js';
import { MAX_STAKE } from '../money/index.js';
import { resolveRulesOrThrow } from './rules.js';
import { insuranceFor, payoutUnit, settleHand, settleInsurance } from './settle.js';
import { legalActions } from './guards.js';
import { applyOrThrow, startOrThrow } from './round.js';

const SEED = resolveRulesOrThrow({ preset: 'seed' });
const CASINO = resolveRulesOrThrow({ preset: 'casino' });
const c = parseCardsOrThrow;

describe('settling one hand (the text’s payout table, worked by hand)', () => {
  it.each([
    [
      'blackjack 3:2 on 10: won 15',
      SEED,
      { cards: c('Ah Kd'), stake: 10 },
      '9c 8s',
      { outcome: 'blackjack', won: 15, lost: 0, net: 15 },
    ],
    [
      'blackjack 3:2 on 5: 7½ → 7 (down)',
      SEED,
      { cards: c('Ah Kd'), stake: 5 },
      '9c 8s',
      { outcome: 'blackjack', won: 7, net: 7 },
    ],
    [
      'blackjack 3:2 on 5 under up: 8',
      { ...SEED, rounding: 'up' as const },
      { cards: c('Ah Kd'), stake: 5 },
      '9c 8s',
      { won: 8 },
    ],
    [
      'blackjack 6:5 on 5: exactly 6',
      { ...SEED, blackjackPays: { pays: 6, per: 5 } },
      { cards: c('Ah Kd'), stake: 5 },
      '9c 8s',
      { won: 6 },
    ],
    ['19 against 17: 1:1', SEED, { cards: c('Th 9d'), stake: 5 }, 'Tc 7s', { outcome: 'win', won: 5, returned: 5 }],
    [
      '18 against 18: equality, the stake back',
      SEED,
      { cards: c('Th 8d'), stake: 10 },
      '9c 9s',
      { outcome: 'push', returned: 10, net: 0 },
    ],
    [
      'a bust loses even when the dealer busts',
      SEED,
      { cards: c('Th 6d Kc'), stake: 10 },
      'Tc 6s 9h',
      { outcome: 'lose', lost: 10 },
    ],
    [
      'a dealer blackjack takes a doubled 20 (the text)',
      SEED,
      { cards: c('6h 5d 9c'), stake: 20, doubled: true },
      'Ac Kh',
      { outcome: 'lose', lost: 20 },
    ],
    [
      '…only the original bet under "original"',
      { ...SEED, dealerBlackjackTakes: 'original' as const },
      { cards: c('6h 5d 9c'), stake: 20, doubled: true },
      'Ac Kh',
      { outcome: 'lose', lost: 10, returned: 10 },
    ],
    [
      'blackjack against blackjack: equality',
      SEED,
      { cards: c('Ah Kd'), stake: 10 },
      'Ac Ks',
      { outcome: 'push', net: 0 },
    ],
    [
      'a split ace + K is 21, not a blackjack: 1:1',
      SEED,
      { cards: c('Ah Kd'), stake: 10, fromSplit: true },
      '9c 8s',
      { outcome: 'win', won: 10 },
    ],
    [
      'late surrender of 5: 2 back (down), 3 lost',
      { ...CASINO, surrender: 'late' as const },
      { cards: c('Th 6d'), stake: 5, surrendered: true },
      'Tc 7s',
      { outcome: 'surrender', returned: 2, lost: 3 },
    ],
    [
      'even money: 1:1 whatever the dealer has',
      CASINO,
      { cards: c('Ah Kd'), stake: 10, evenMoney: true },
      'Ac Ks',
      { outcome: 'evenMoney', won: 10 },
    ],
  ] as const)('%s', (_name, rules, hand, dealer, want) => {
    const r = settleHand(rules, hand, c(dealer));
    expect(r.ok ? r.value : r.error).toMatchObject(want);
  });

  it('shows the rounding: 3:2 on 5 is exactly 15/2, paid 7, the house keeps 1/2', () => {
    const r = settleHand(SEED, { cards: c('Ah Kd'), stake: 5 }, c('9c 8s'));
    expect(r.ok && r.value.rounding).toEqual({
      exact: { numerator: 15, denominator: 2 },
      roundingDelta: { numerator: -1, denominator: 2 },
    });
    expect(r.ok && r.value.ratio).toEqual({ pays: 3, per: 2 });
  });

  it('under refuse, a stake that pays a fraction is an error naming the multiple', () => {
    const r = settleHand({ ...SEED, rounding: 'refuse' }, { cards: c('Ah Kd'), stake: 5 }, c('9c 8s'));
    expect(r.ok ? null : r.error).toMatchObject({
      code: 'blackjack/fractional-payout',
      details: { stake: 5, pays: 3, per: 2, multipleOf: 2 },
    });
    expect([
      payoutUnit({ pays: 3, per: 2 }),
      payoutUnit({ pays: 19, per: 20 }),
      payoutUnit({ pays: 6, per: 4 }),
    ]).toEqual([2, 20, 2]);
  });

  it('insurance pays 2:1 against a dealer blackjack and is lost otherwise', () => {
    const won = settleInsurance(SEED, 5, c('Ac Kd'));
    expect(won.ok && won.value).toMatchObject({ outcome: 'win', returned: 5, won: 10 });
    const lost = settleInsurance(SEED, 5, c('Ac 7d'));
    expect(lost.ok && lost.value).toMatchObject({ outcome: 'lose', lost: 5 });
  });

  it.each([
    ['a stake of 0', { cards: c('Th 9d'), stake: 0 }, 'blackjack/bad-stake'],
    ['a stake past twice MAX_STAKE', { cards: c('Th 9d'), stake: 2 * MAX_STAKE + 1 }, 'blackjack/bad-stake'],
    ['one card', { cards: c('Th'), stake: 5 }, 'blackjack/bad-cards'],
    ['no hand', null, 'blackjack/bad-cards'],
  ])('bad input: %s → %s', (_name, hand, code) => {
    const r = settleHand(SEED, hand as never, c('9c 8s'));
    expect(r.ok ? '' : r.error.code).toBe(code);
  });
});

describe('settleHand agrees with the naive settler on random hands', () => {
  const card = fc.integer({ min: 0, max: 51 });
  it('any two-to-five-card hand, any dealer hand, every rounding', () => {
    fc.assert(
      fc.property(
        fc.array(card, { minLength: 2, maxLength: 5 }),
        fc.array(card, { minLength: 2, maxLength: 5 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.boolean(),
        fc.constantFrom('down', 'up', 'halfUp') as fc.Arbitrary<'down' | 'up' | 'halfUp'>,
        fc.constantFrom(SEED, CASINO, { ...SEED, dealerBlackjackTakes: 'original' as const }),
        (cards, dealer, bet, doubled, rounding, base) => {
          const rules = { ...base, rounding };
          const stake = doubled ? 2 * bet : bet;
          const r = settleHand(rules, { cards, stake, doubled }, dealer);
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          const box = {
            bet,
            insurance: null,
            evenMoney: false,
            hands: [{ cards, stake, fromSplit: false, surrendered: false }],
          };
          expect(r.value.net).toBe(naiveBoxNet(rules, box, dealer));
          expect(r.value.returned + r.value.lost).toBe(stake);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('insuranceFor: exactly half the bet, or none (docs/rules.md, Blackjack: Insurance)', () => {
  const seed = resolveRulesOrThrow({ preset: 'seed' });
  // «Страховка приобретается за половинную стоимость начальной ставки»: half, no more and no less. An odd
  // bet has no half in whole chips, so it is not insured (this replaced 5 → 2, a stake insured for less
  // than half and paid 4, less than «сумме начальной ставки»).
  it.each([
    // bet, rounding, insurance (hand-worked)
    [10, 'down', 5],
    [2, 'down', 1],
    [5, 'down', 0],
    [1, 'down', 0],
    [11, 'halfUp', 0],
    [10, 'refuse', 5],
  ] as const)('bet %i, rounding %s: %i', (bet, rounding, want) => {
    expect(insuranceFor({ ...seed, rounding }, bet)).toBe(want);
  });

  it.each([
    ['half of 10 is 5, not a multiple of 2: none', 10, 0],
    ['half of 12 is 6: 6', 12, 6],
  ] as const)('under refuse at 3:2 insurance, the half pays whole chips or there is none: %s', (_n, bet, want) => {
    expect(insuranceFor({ ...seed, rounding: 'refuse', insurancePays: { pays: 3, per: 2 } }, bet)).toBe(want);
  });

  it('is what the round offers a box with chips to spare', () => {
    // A stacked shoe: the dealer shows an ace, the box holds 9 and 7; insurance is offered.
    const shoe = parseCardsOrThrow('9h Ad 7c 5s 2d 3c 4h 6s');
    let state = startOrThrow(seed, { seats: { anna: 1000 }, seed: 1, shoe }).state;
    state = applyOrThrow(state, { type: 'bet', box: 'anna', amount: 10 }).state;
    state = applyOrThrow(state, { type: 'deal' }).state;
    expect(state.phase).toBe('insurance');
    const offered = legalActions(state).find((a) => a.type === 'insurance' && (a.amount ?? 0) > 0);
    expect(offered).toEqual({ type: 'insurance', amount: insuranceFor(seed, 10) });
  });
});
