import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '../cards/index.js';
import { mayDouble, maySplit } from './guards.js';
import {
  dealerBlackjackTakesAll,
  dealerHits,
  dealerPeeks,
  mayDoubleTotal,
  maySplitValue,
  resolveRulesOrThrow,
  splitTakesOneCard,
} from './rules.js';
import { bestTotal, blackjackValue, isSoftTotal } from './value.js';

const seed = resolveRulesOrThrow({ preset: 'seed' });
const hardOnly = { ...seed, doubleSoft: false };
const tenEleven = { ...seed, doubleOn: '10-11' as const };

// Hand-worked from the text: «сумма которых равна 9, 10 или 11 очкам», the ace counting 1 or 11.
describe.each([
  { hand: '5h 4d', seed: true, hardOnly: true, tenEleven: false },
  { hand: '6h 4d', seed: true, hardOnly: true, tenEleven: true },
  { hand: '9h 2d', seed: true, hardOnly: true, tenEleven: true },
  { hand: '8h 4d', seed: false, hardOnly: false, tenEleven: false },
  { hand: '4h 4d', seed: false, hardOnly: false, tenEleven: false },
  { hand: 'Ah 8d', seed: true, hardOnly: false, tenEleven: false }, // 9 or 19
  { hand: 'Ah 9d', seed: true, hardOnly: false, tenEleven: true }, // 10 or 20
  { hand: 'Ah 7d', seed: false, hardOnly: false, tenEleven: false }, // 8 or 18
  { hand: 'Ah Ad', seed: false, hardOnly: false, tenEleven: false }, // 2 or 12
])('may $hand be doubled by its total?', ({ hand, ...expected }) => {
  const v = blackjackValue(parseCardsOrThrow(hand));
  const hard = v.soft ? v.total - 10 : v.total;
  it.each([
    ['the text (soft totals count the ace as one)', seed, expected.seed],
    ['9–11 on hard totals only', hardOnly, expected.hardOnly],
    ['10–11, soft allowed', tenEleven, expected.tenEleven],
  ] as const)('%s: %s', (_name, rules, want) => {
    expect(mayDoubleTotal(rules, hard, v.soft)).toBe(want);
  });
  it('any two cards may be doubled under doubleOn: any', () => {
    expect(mayDoubleTotal({ doubleOn: 'any', doubleSoft: false }, hard, v.soft)).toBe(true);
  });
});

describe('a natural is never doubled by its total (the analyses pass `natural`)', () => {
  it.each([
    ['the text', seed],
    ['10–11, soft allowed', tenEleven],
    ['any two cards', { doubleOn: 'any', doubleSoft: true } as const],
  ] as const)('Т+К under %s: soft 11, but not doubled', (_name, rules) => {
    expect(mayDoubleTotal(rules, 11, true, true)).toBe(false);
  });
});

// Hand-worked: an ace counts 11 while the hand stays within 21.
describe('soft and best totals from the hard total', () => {
  it.each([
    ['A+6', 7, true, true, 17],
    ['A+6+10', 17, true, false, 17],
    ['A+A', 2, true, true, 12],
    ['A+10', 11, true, true, 21],
    ['A+5+5', 11, true, true, 21],
    ['A+5+6', 12, true, false, 12],
    ['10+6', 16, false, false, 16],
  ] as const)('%s', (_hand, hard, ace, soft, best) => {
    expect(isSoftTotal(hard, ace)).toBe(soft);
    expect(bestTotal(hard, ace)).toBe(best);
  });
});

describe('the dealer draws below 17 and stands on 17 (the text), or hits soft 17 (H17)', () => {
  it.each([
    { hand: 'Th 6d', s17: true, h17: true },
    { hand: 'Th 7d', s17: false, h17: false },
    { hand: 'Ah 6d', s17: false, h17: true }, // soft 17
    { hand: 'Ah 6d Td', s17: false, h17: false }, // A+6+10 is a hard 17: stands under both
    { hand: 'Ah 7d', s17: false, h17: false }, // soft 18
    { hand: 'Ah 5d Ac', s17: false, h17: true }, // soft 17 of three cards
  ])('$hand', ({ hand, s17, h17 }) => {
    const v = blackjackValue(parseCardsOrThrow(hand));
    expect(dealerHits(seed, v.total, v.soft)).toBe(s17);
    expect(dealerHits({ dealerHitsSoft17: true }, v.total, v.soft)).toBe(h17);
  });
});

// Hand-worked from the presets' words: the text splits once and never aces; the casino resplits to four
// hands and splits aces once, one card each.
describe('may a pair of this value be split, and does a split hand take one card?', () => {
  const casino = resolveRulesOrThrow({ preset: 'casino' });
  const acesAgain = { ...casino, resplitAces: true };
  it.each([
    ['the text, eights, first split', seed, 8, 1, true],
    ['the text, eights, a second split', seed, 8, 2, false],
    ['the text, aces', seed, 1, 1, false],
    ['casino, eights, from two hands', casino, 8, 2, true],
    ['casino, eights, from three hands', casino, 8, 3, true],
    ['casino, eights, from four hands', casino, 8, 4, false],
    ['casino, aces, first split', casino, 1, 1, true],
    ['casino, aces again', casino, 1, 2, false],
    ['casino with resplit aces, aces again', acesAgain, 1, 2, true],
    ['casino with resplit aces, aces from four hands', acesAgain, 1, 4, false],
    ['no splitting at all', { ...casino, maxHands: 1 }, 8, 1, false],
  ] as const)('%s', (_name, rules, value, hands, want) => {
    expect(maySplitValue(rules, value, hands)).toBe(want);
  });
  it('a first pair in a box of two hands is not a resplit unless it was made by splitting', () => {
    expect(maySplitValue(casino, 1, 2, false)).toBe(true);
  });
  it.each([
    ['split aces under the casino preset', casino, 1, true],
    ['split aces that may hit', { ...casino, hitSplitAces: true }, 1, false],
    ['split eights', casino, 8, false],
  ] as const)('%s', (_name, rules, value, want) => {
    expect(splitTakesOneCard(rules, value)).toBe(want);
  });
});

// Hand-worked: the text has no hole card and a dealer blackjack takes every stake («забирает все ставки»);
// the casino preset peeks; early surrender is offered before the check.
describe('when the dealer checks for blackjack, and what a late one takes', () => {
  const casino = resolveRulesOrThrow({ preset: 'casino' });
  it.each([
    ['the text', seed, false, true],
    ['the text, only the original bet lost', { ...seed, dealerBlackjackTakes: 'original' as const }, false, false],
    ['casino', casino, true, false],
    ['casino with early surrender', { ...casino, surrender: 'early' as const }, false, false],
    ['casino with late surrender', { ...casino, surrender: 'late' as const }, true, false],
  ] as const)('%s', (_name, rules, peeks, takesAll) => {
    expect(dealerPeeks(rules)).toBe(peeks);
    expect(dealerBlackjackTakesAll(rules)).toBe(takesAll);
  });
});

describe('the two-card questions the site and the trainer ask, with the round’s reasons', () => {
  it.each([
    ['5+4 (9)', '5h 4d', seed, null],
    ['A+8: 9 with the ace as one, the text allows it', 'Ah 8d', seed, null],
    ['7+5 (12)', '7h 5d', seed, { reason: 'total', total: 12, allowed: [9, 10, 11] }],
    ['A+7: 18, or 8 with the ace as one', 'Ah 7d', seed, { reason: 'total', total: 18, low: 8, allowed: [9, 10, 11] }],
    [
      'A+8 when only hard totals qualify',
      'Ah 8d',
      hardOnly,
      { reason: 'soft', total: 19, low: 9, allowed: [9, 10, 11] },
    ],
    ['5+4 under 10–11', '5h 4d', tenEleven, { reason: 'total', total: 9, allowed: [10, 11] }],
    ['three cards', '2h 3d 4c', seed, { reason: 'not-two-cards', cards: 3 }],
    // «Если первые две карты игрока — Туз и любая карта достоинством в 10 очков … Блекджек»: settled at
    // once, so never a soft 11 to double, under any doubling rule.
    ['Т+К, a blackjack (11 with the ace as one)', 'Ah Kd', seed, { reason: 'blackjack' }],
    ['Т+10, a blackjack, under 10–11', 'Ah Td', tenEleven, { reason: 'blackjack' }],
    ['Т+Д, a blackjack, under doubleOn: any', 'Ah Qd', { ...seed, doubleOn: 'any' as const }, { reason: 'blackjack' }],
  ] as const)('mayDouble %s', (_name, hand, rules, details) => {
    const r = mayDouble(rules, parseCardsOrThrow(hand));
    expect(r.ok ? null : r.error.details).toEqual(details);
    if (!r.ok) expect(r.error.code).toBe('blackjack/cannot-double');
  });

  it('mayDouble after a split: refused without DAS, and split aces never double under hitSplitAces: false', () => {
    const noDas = mayDouble({ ...seed, doubleAfterSplit: false }, parseCardsOrThrow('5h 6d'), { fromSplit: true });
    expect(noDas.ok ? null : noDas.error.details).toEqual({ reason: 'after-split' });
    const ace = mayDouble({ ...seed, doubleOn: 'any' }, parseCardsOrThrow('Ah 6d'), { fromSplit: true });
    expect(ace.ok ? null : ace.error.details).toEqual({ reason: 'split-aces' });
  });

  it.each([
    ['J+K: equal value', 'Jh Kd', seed, {}, null],
    ['J+K by rank', 'Jh Kd', { ...seed, splitBy: 'rank' as const }, {}, { reason: 'not-a-pair', splitBy: 'rank' }],
    ['9+T', '9h Td', seed, {}, { reason: 'not-a-pair', splitBy: 'value' }],
    ['A+A: never under the text', 'Ah Ad', seed, {}, { reason: 'aces' }],
    ['8+8 once split already (two hands)', '8h 8d', seed, { hands: 2 }, { reason: 'max-hands', maxHands: 2 }],
    [
      'A+A from a split without resplitAces',
      'Ah Ad',
      { ...seed, splitAces: true, maxHands: 4 },
      { fromSplit: true, hands: 2 },
      { reason: 'resplit-aces' },
    ],
    ['8+8 with no splitting', '8h 8d', { ...seed, maxHands: 1 }, {}, { reason: 'no-splitting' }],
  ] as const)('maySplit %s', (_name, hand, rules, options, details) => {
    const r = maySplit(rules, parseCardsOrThrow(hand), options);
    expect(r.ok ? null : r.error.details).toEqual(details);
  });

  it.each([
    ['cards that are not cards', () => mayDouble(seed, ['As'] as never), 'blackjack/bad-cards'],
    ['null cards', () => maySplit(seed, null as never), 'blackjack/bad-cards'],
    ['rules with decks: 0', () => mayDouble({ ...seed, decks: 0 }, parseCardsOrThrow('5h 4d')), 'blackjack/bad-rules'],
    [
      'rules with a 0:0 payout',
      () => maySplit({ ...seed, blackjackPays: { pays: 0, per: 0 } }, parseCardsOrThrow('8h 8d')),
      'blackjack/bad-rules',
    ],
  ])('bad input: %s → %s', (_name, call, code) => {
    const r = call();
    expect(r.ok ? '' : r.error.code).toBe(code);
  });
});
