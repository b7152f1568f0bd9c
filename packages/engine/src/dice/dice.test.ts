import { describe, expect, it } from 'vitest';
import { checkRoll, diceTotal, fixedDice, isHard, rollDice, WAYS } from './index.js';
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
});
