import { describe, expect, it } from 'vitest';
import { formatCostPer100Ru, formatCostRu } from './cost.js';

describe('costs in Russian', () => {
  it.each([
    // cost, unit → text, written by hand
    [{ value: 0.0231, exact: '231/10000' }, 'bet', '−0,0231\u00a0ставки (точно −231/10000)'],
    [{ value: 0.25, exact: '1/4' }, 'ante', '−0,2500\u00a0АНТЕ (точно −1/4)'],
    [{ value: 2, exact: '2/1' }, 'ante', '−2,0000\u00a0АНТЕ (точно −2)'],
    [{ value: 0.00712 }, 'bet', '≈ −0,0071\u00a0ставки'],
    [{ value: 0.0000123 }, 'bet', '≈ −0,0000123\u00a0ставки'],
    [{ value: 0, exact: '0/1' }, 'bet', '0,0000\u00a0ставки (точно 0)'],
  ] as const)('%j in %s is %s', (cost, unit, text) => {
    expect(formatCostRu(cost, unit)).toBe(text);
  });

  it('gives the rate per hundred decisions', () => {
    // 0.462 lost over 20 decisions: 2.31 per hundred
    expect(formatCostPer100Ru(0.462, 20, 'bet')).toBe('−2,31\u00a0ставки на 100 решений');
    expect(formatCostPer100Ru(0, 5, 'ante')).toBe('0,00\u00a0АНТЕ на 100 решений');
  });
});
