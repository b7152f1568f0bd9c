import { describe, expect, it } from 'vitest';
import { formatCount } from './format.js';
import { formatDay, formatDayShort, formatReturnIn, formatSeconds, TASKS } from './time.js';

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

describe('formatDay', () => {
  // Epoch days counted by hand: 2025-01-01 is 55 years after 1970-01-01 with 14 leap days (1972…2024 every
  // fourth year), 55·365 + 14 = 20 089; 30 November is day 333 of 2025 counted from 0 (Jan–Oct: 304 days).
  it.each([
    [0, false, `1${NBSP}января`],
    [31, false, `1${NBSP}февраля`],
    [59, false, `1${NBSP}марта`], // 1970 is not a leap year
    [789, false, `29${NBSP}февраля`], // 1972-02-29: 730 + 31 + 28
    [20_422, false, `30${NBSP}ноября`],
    [20_422, true, `30${NBSP}ноября 2025${NBSP}г.`],
    [20_453, true, `31${NBSP}декабря 2025${NBSP}г.`],
  ])('day %i (year %s) → %s', (day, withYear, text) => {
    expect(formatDay(day, withYear)).toBe(text);
  });
});

describe('formatDayShort', () => {
  it.each([
    [0, '01.01'],
    [789, '29.02'],
    [20_422, '30.11'],
    [20_423, '01.12'],
  ])('day %i → %s', (day, text) => {
    expect(formatDayShort(day)).toBe(text);
  });
});

describe('formatSeconds', () => {
  it.each([
    [2360, `2,4${NBSP}с`],
    [800, `0,8${NBSP}с`],
    [12_000, `12,0${NBSP}с`],
  ])('%i ms → %s', (ms, text) => {
    expect(formatSeconds(ms)).toBe(text);
  });
});

describe('TASKS', () => {
  it.each([
    [1, `1${NBSP}задание`],
    [3, `3${NBSP}задания`],
    [11, `11${NBSP}заданий`],
    [21, `21${NBSP}задание`],
  ])('%i → %s', (n, text) => {
    expect(formatCount(n, TASKS)).toBe(text);
  });
});
