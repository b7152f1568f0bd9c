import { describe, expect, it } from 'vitest';
import { diePips } from './dice';

describe('diePips', () => {
  it.each([1, 2, 3, 4, 5, 6])('face %i has that many distinct pips', (face) => {
    const pips = diePips(face);
    expect(pips).toHaveLength(face);
    expect(new Set(pips.map((p) => `${p.row}${p.col}`)).size).toBe(face);
  });

  it.each([1, 2, 3, 4, 5, 6])('face %i looks the same turned half a turn, as real dice do', (face) => {
    const key = (row: number, col: number) => `${row}${col}`;
    const pips = new Set(diePips(face).map((p) => key(p.row, p.col)));
    const turned = new Set(diePips(face).map((p) => key(4 - p.row, 4 - p.col)));
    expect(turned).toEqual(pips);
  });

  it('puts a centre pip exactly on the odd faces', () => {
    const hasCentre = [1, 2, 3, 4, 5, 6].map((f) => diePips(f).some((p) => p.row === 2 && p.col === 2));
    expect(hasCentre).toEqual([true, false, true, false, true, false]);
  });

  it.each([0, 7, 2.5])('refuses %s', (face) => {
    expect(() => diePips(face)).toThrow(RangeError);
  });
});
