import { describe, expect, it } from 'vitest';
import { formatReturnIn } from './time.js';

// Hand-written Russian: «через» takes the accusative (1 минуту, 2 минуты, 5 минут, 21 минуту), a no-break
// space between the number and its noun.
const NBSP = '\u00a0';

describe('formatReturnIn', () => {
  it.each([
    [0, `через 1${NBSP}минуту`],
    [60_000, `через 1${NBSP}минуту`],
    [2 * 60_000, `через 2${NBSP}минуты`],
    [10 * 60_000, `через 10${NBSP}минут`],
    [21 * 60_000, `через 21${NBSP}минуту`],
    [59 * 60_000, `через 59${NBSP}минут`],
    [60 * 60_000, `через 1${NBSP}час`],
    [3 * 3_600_000, `через 3${NBSP}часа`],
    [11 * 3_600_000, `через 11${NBSP}часов`],
    [47 * 3_600_000, `через 47${NBSP}часов`],
    [2 * 86_400_000, `через 2${NBSP}дня`],
    [5 * 86_400_000, `через 5${NBSP}дней`],
    [21 * 86_400_000, `через 21${NBSP}день`],
  ])('%i ms → %s', (ms, text) => {
    expect(formatReturnIn(ms)).toBe(text);
  });
});
