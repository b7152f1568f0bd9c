import { describe, expect, it } from 'vitest';
import { CRAPS_NUMBERS, CRAPS_PAYOUTS, crapsPresets, crapsSchema } from './craps.js';
import { checkPreset, parseOverride } from './schema.js';

/** Ways to roll each box number with two dice, counted by hand: 4 = 1+3, 2+2, 3+1; … */
const WAYS: Record<number, number> = { 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3 };
const value = (r: { pays: number; per: number }) => r.pays / r.per;

describe('craps presets', () => {
  it.each(Object.values(crapsPresets).map((p) => [p.id, p] as const))(
    '%s passes the schema with a source for every rule',
    (_id, preset) => {
      expect(checkPreset(crapsSchema, preset)).toEqual([]);
    },
  );

  it('the seed preset quotes the text for the bar and the adjustable pass bet', () => {
    const s = crapsPresets.seed.sources;
    expect(s.dontPassBar).toMatchObject({ kind: 'seed', quote: expect.stringContaining('выпадает 2') });
    expect(s.passAfterPoint).toMatchObject({
      kind: 'seed',
      quote: expect.stringContaining('увеличены, уменьшены или сняты'),
    });
  });

  it.each([
    ['commissionPercent=-5', false],
    ['commissionPercent=11', false],
    ['commissionPercent=4', true],
    ['fieldPays12=1001:1', false],
    ['fieldPays12=3:1', true],
    ['dontPassBar=3', false],
  ] as const)('%s is %s', (text, accepted) => {
    expect(parseOverride(crapsSchema, text).ok).toBe(accepted);
  });
});

describe('the payouts of the layout', () => {
  it.each(CRAPS_NUMBERS)('free odds on %s are the true odds 6 : ways, laid the other way round', (n) => {
    expect(value(CRAPS_PAYOUTS.odds[n])).toBeCloseTo(6 / WAYS[n]!, 12);
    expect(value(CRAPS_PAYOUTS.layOdds[n])).toBeCloseTo(WAYS[n]! / 6, 12);
  });

  it.each(CRAPS_NUMBERS)('«На номер» and «Против номера» on %s pay less than the true odds', (n) => {
    expect(value(CRAPS_PAYOUTS.place[n])).toBeLessThan(6 / WAYS[n]!);
    expect(value(CRAPS_PAYOUTS.placeToLose[n])).toBeLessThan(WAYS[n]! / 6);
  });

  it('hardways pay 7:1 and 9:1 against true odds of 8:1 and 10:1 (one way against 6 sevens and the easy ways)', () => {
    for (const n of [4, 6, 8, 10] as const) {
      const against = 6 + (WAYS[n]! - 1);
      expect(value(CRAPS_PAYOUTS.hard[n])).toBe(against - 1);
    }
  });
});
