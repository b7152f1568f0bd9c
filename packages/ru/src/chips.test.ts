import { describe, expect, it } from 'vitest';
import { chipPileRu, formatAnswerTime } from './chips.js';

const NB = '\u00a0';

describe('chipPileRu', () => {
  it.each([
    // Hand-worked: 25 + 25 + 5 = 55; the Russian plural of 2 is «фишки», of 1 «фишка», of 55 «фишек».
    [[25, 5, 25], `2${NB}фишки по 25, 1${NB}фишка по 5: всего 55${NB}фишек`],
    [[1, 1, 1, 1, 1], `5${NB}фишек по 1: всего 5${NB}фишек`],
    [[100, 1], `1${NB}фишка по 100, 1${NB}фишка по 1: всего 101${NB}фишка`],
    [
      [500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 1],
      `20${NB}фишек по 500, 1${NB}фишка по 1: всего 10${NB}001${NB}фишка`,
    ],
    [[], 'Фишек нет: 0'],
  ])('%j → %s', (chips, text) => {
    expect(chipPileRu(chips)).toBe(text);
  });
});

describe('formatAnswerTime', () => {
  it.each([
    [0, `0,0${NB}с`],
    [3240, `3,2${NB}с`],
    [59_940, `59,9${NB}с`],
    [59_960, `1${NB}мин 00${NB}с`],
    [65_000, `1${NB}мин 05${NB}с`],
    [125_400, `2${NB}мин 05${NB}с`],
  ])('%d ms → %s', (ms, text) => {
    expect(formatAnswerTime(ms)).toBe(text);
  });
});
