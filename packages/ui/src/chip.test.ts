import { describe, expect, it } from 'vitest';
import { chipLabel, chipStyle } from './chip';

describe('chipStyle', () => {
  // The usual casino scheme: 1 white, 5 red, 25 green, 100 black, 500 purple, 1000 yellow, 5000 brown.
  it.each([
    { value: 1, fill: '#f4f1ea' },
    { value: 4, fill: '#f4f1ea' },
    { value: 5, fill: '#c8302c' },
    { value: 10, fill: '#c8302c' },
    { value: 25, fill: '#23804a' },
    { value: 50, fill: '#23804a' },
    { value: 100, fill: '#1f1f22' },
    { value: 500, fill: '#6a3fa0' },
    { value: 1000, fill: '#e8b923' },
    { value: 25000, fill: '#7a4a2a' },
  ])('a $value chip is painted $fill', ({ value, fill }) => {
    expect(chipStyle(value).fill).toBe(fill);
  });

  it.each([0, -5, 2.5])('refuses %s', (value) => {
    expect(() => chipStyle(value)).toThrow(RangeError);
  });
});

describe('chipLabel', () => {
  it.each([
    [1, '1'],
    [25, '25'],
    [999, '999'],
    [1000, '1к'],
    [2500, '2,5к'],
    [1234, '1234'],
  ])('%i → %s', (value, label) => {
    expect(chipLabel(value)).toBe(label);
  });
});
