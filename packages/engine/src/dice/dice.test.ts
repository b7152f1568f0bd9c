import { describe, expect, it } from 'vitest';
import { checkRoll, DICE_ERROR_CODES, diceTotal, fixedDice, isHard, rollDice, WAYS } from './index.js';
import { CroupierError } from '../result/index.js';
import { seededRng } from '../rng/index.js';

describe('dice', () => {
  it('WAYS counts the 36 outcomes of two dice by total (enumerated here independently)', () => {
    const ways = new Array<number>(13).fill(0);
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) ways[a + b]!++;
    expect(WAYS).toEqual(ways);
  });

  it('rolls two faces 1–6', () => {
    const rng = seededRng(8);
    for (let i = 0; i < 1000; i++) {
      const r = rollDice(rng);
      expect(checkRoll(r).ok).toBe(true);
    }
  });

  it('knows totals and hard ways', () => {
    expect(diceTotal([3, 4])).toBe(7);
    expect(isHard([4, 4])).toBe(true);
    expect(isHard([5, 3])).toBe(false);
  });

  it('replays fixed dice', () => {
    const next = fixedDice([
      [1, 1],
      [6, 5],
    ]);
    expect([next(), next(), next()]).toEqual([
      [1, 1],
      [6, 5],
      [1, 1],
    ]);
  });

  it.each([[[0, 3]], [[7, 1]], [[1]], [[1.5, 2]], ['12']])('refuses roll %j', (roll) => {
    const r = checkRoll(roll);
    expect(!r.ok && r.error.code).toBe('dice/bad-roll');
  });

  it.each([
    { name: 'strings', roll: ['3', '4'], reason: 'not-a-face', index: 0 },
    { name: 'a string second die', roll: [3, '4'], reason: 'not-a-face', index: 1 },
    { name: 'BigInts', roll: [3n, 4n], reason: 'not-a-face', index: 0 },
    { name: 'a Symbol', roll: [Symbol('3'), 4], reason: 'not-a-face', index: 0 },
    { name: 'null', roll: null, reason: 'not-an-array' },
    { name: 'an object', roll: { 0: 3, 1: 4, length: 2 }, reason: 'not-an-array' },
    { name: 'a string', roll: '34', reason: 'not-an-array' },
    { name: 'three dice', roll: [1, 2, 3], reason: 'not-two-dice' },
    { name: 'NaN', roll: [NaN, 1], reason: 'not-a-face', index: 0 },
    { name: 'a die of 7', roll: [1, 7], reason: 'not-a-face', index: 1 },
  ])('$name: dice/bad-roll, reason $reason, never a TypeError', ({ roll, reason, index }) => {
    const r = checkRoll(roll);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('dice/bad-roll');
    expect(r.error.details).toMatchObject({ reason, allowed: { dice: 2, min: 1, max: 6 } });
    expect(r.error.details.index).toBe(index);
    expect(typeof r.error.details.got).toBe('string');
  });

  it('a 1 MB roll gives a short message and details', () => {
    const r = checkRoll(new Array(1 << 20).fill(6));
    expect(!r.ok && r.error.message.length).toBeLessThan(200);
    expect(!r.ok && JSON.stringify(r.error.details).length).toBeLessThan(300);
  });

  it.each([
    ['diceTotal', () => diceTotal(['3', '4'] as never)],
    ['isHard', () => isHard(null as never)],
    ['fixedDice with no rolls', () => fixedDice([])],
    ['fixedDice with a bad roll', () => fixedDice([[1, 1], [0, 2] as never])],
  ])('%s refuses with a CroupierError carrying dice/bad-roll', (_name, call) => {
    expect(call).toThrow(CroupierError);
    expect(call).toThrow(expect.objectContaining({ code: 'dice/bad-roll' }));
  });

  it('lists its one code', () => {
    expect(DICE_ERROR_CODES).toEqual(['dice/bad-roll']);
  });
});
