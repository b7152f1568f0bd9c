import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '../cards/index.js';
import { dealerHits, mayDoubleTotal, resolveRulesOrThrow } from './rules.js';
import { blackjackValue } from './value.js';

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
