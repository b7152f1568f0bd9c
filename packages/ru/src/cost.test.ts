import { describe, expect, it } from 'vitest';
import { costWordsRu, formatCostAtStakeRu } from './cost-exact.js';
import { formatCostPer100Ru, formatCostRu, formatStakesRu } from './cost.js';

const S = '\u00a0';

describe('costs in Russian: one way everywhere', () => {
  it.each([
    // name, cost, unit → phrase and exact part, written by hand
    [
      'a stud loss with its exact fraction',
      { value: 4513893 / 6244546, exact: '4513893/6244546' },
      'ante',
      `потеряно 0,72${S}АНТЕ`,
      'точно 4513893/6244546',
    ],
    ['a quarter ante', { value: 0.25, exact: '1/4' }, 'ante', `потеряно 0,25${S}АНТЕ`, 'точно 1/4'],
    ['two whole antes', { value: 2, exact: '2/1' }, 'ante', `потеряно 2${S}АНТЕ`, 'точно 2'],
    ['a blackjack double (no exact figure)', { value: 0.00712 }, 'bet', `потеряно 0,0071${S}ставки`, undefined],
    ['a tiny cost: two significant digits', { value: 0.0000123 }, 'bet', `потеряно 0,000012${S}ставки`, undefined],
    ['one whole bet', { value: 1 }, 'bet', `потеряно 1${S}ставка`, undefined],
    ['five whole bets', { value: 5 }, 'bet', `потеряно 5${S}ставок`, undefined],
    [
      'value saved against a habit',
      { value: -0.092, exact: '-23/250' },
      'bet',
      `сэкономлено 0,092${S}ставки`,
      'точно 23/250',
    ],
    ['nothing lost', { value: 0, exact: '0/1' }, 'bet', 'без потерь', undefined],
  ] as const)('%s', (_name, cost, unit, text, exact) => {
    const w = costWordsRu(cost, unit);
    expect(w.text).toBe(text);
    expect(w.exact).toBe(exact);
    expect(formatCostRu(cost, unit)).toBe(text);
  });

  it.each([
    ['a fraction takes «ставки»', 0.5, 'bet', `0,50${S}ставки`],
    ['1 ставка', 1, 'bet', `1${S}ставка`],
    ['2 ставки', 2, 'bet', `2${S}ставки`],
    ['11 ставок', 11, 'bet', `11${S}ставок`],
    ['21 ставка', 21, 'bet', `21${S}ставка`],
    ['the sign is dropped', -1.2345, 'ante', `1,23${S}АНТЕ`],
  ] as const)('stakes: %s', (_name, amount, unit, text) => {
    expect(formatStakesRu(amount, unit)).toBe(text);
  });

  it.each([
    // 0.092 of a bet at a bet of 10 chips is 0.92 chips
    [
      'a blackjack miss at a bet of 10',
      { value: 0.092 },
      'bet',
      10,
      `потеряно 0,092${S}ставки — 0,92${S}фишки при ставке 10`,
    ],
    // 0.148 of an ante at an ante of 10 is 1.48 chips
    ['a stud miss at an ante of 10', { value: 0.148 }, 'ante', 10, `потеряно 0,15${S}АНТЕ — 1,48${S}фишки при АНТЕ 10`],
    [
      'a half bet at 10 is five whole chips',
      { value: 0.5 },
      'bet',
      10,
      `потеряно 0,50${S}ставки — 5${S}фишек при ставке 10`,
    ],
    ['nothing lost', { value: 0 }, 'bet', 10, 'без потерь'],
  ] as const)('at the stake played: %s', (_name, cost, unit, stake, text) => {
    expect(formatCostAtStakeRu(cost, unit, stake)).toBe(text);
  });

  it('gives the rate per hundred decisions', () => {
    // 0.462 lost over 20 decisions: 2.31 per hundred
    expect(formatCostPer100Ru(0.462, 20, 'bet')).toBe(`потеряно 2,31${S}ставки на 100 решений`);
    expect(formatCostPer100Ru(0, 5, 'ante')).toBe('без потерь на 100 решений');
  });
});
