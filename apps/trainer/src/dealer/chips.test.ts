import { describe, expect, it } from 'vitest';
import type { DrillItem } from '../drill.ts';
import { DENOMINATIONS, denominationForKey, medianMs, pileFor, pileFromTyped, pileTotal, stacksOf } from './chips.ts';
import { answerRecord, drillMedianMs } from './record.ts';

/** The fewest chips of the tray for each total up to `max`, by dynamic programming (independent of the greedy pile). */
function fewestChips(max: number, tray: readonly number[]): number[] {
  const best = [0];
  for (let t = 1; t <= max; t++) best.push(Math.min(...tray.filter((d) => d <= t).map((d) => best[t - d]! + 1)));
  return best;
}

describe('the pile a number makes', () => {
  it.each([
    [0, []],
    [1, [1]],
    [58, [25, 25, 5, 1, 1, 1]],
    [630, [500, 100, 25, 5]],
    [99, [25, 25, 25, 5, 5, 5, 5, 1, 1, 1, 1]],
  ])('%d → %j (hand-worked)', (total, pile) => {
    expect(pileFor(total)).toEqual(pile);
  });

  it('is the fewest chips that make the total, for every total up to 3000', () => {
    const best = fewestChips(3000, DENOMINATIONS);
    for (let t = 0; t <= 3000; t++) {
      const pile = pileFor(t);
      expect(pileTotal(pile)).toBe(t);
      expect(pile.length).toBe(best[t]);
    }
  });

  it('refuses what cannot be piled', () => {
    expect(() => pileFor(-1)).toThrow(RangeError);
    expect(() => pileFor(2.5)).toThrow(RangeError);
    expect(() => pileFor(3, [5, 25])).toThrow(RangeError);
  });

  it('stacks a pile by denomination, largest first', () => {
    expect(stacksOf([1, 25, 5, 25, 1])).toEqual([
      [25, 2],
      [5, 1],
      [1, 2],
    ]);
  });

  it.each([
    ['', [], false],
    ['12', [5, 5, 1, 1], false],
    ['007', [5, 1, 1], false],
    ['1 2', [5, 5, 1, 1], true],
    ['−7', [5, 1, 1], true],
    ['1 000', [500, 500], true],
  ])('typed %j → %j (dropped: %s)', (typed, pile, dropped) => {
    expect(pileFromTyped(typed)).toEqual({ pile, dropped });
  });
});

it('keeps at most six digits of a typed number', () => {
  expect(pileTotal(pileFromTyped('1234567').pile)).toBe(123_456);
});

describe('chip keys', () => {
  it.each([
    ['й', 'KeyQ', 1],
    ['q', 'KeyQ', 1],
    ['Ц', 'KeyW', 5],
    ['e', 'KeyE', 25],
    ['к', undefined, 100],
    ['t', 'KeyT', 500],
    ['н', 'KeyY', undefined], // a sixth key, but only five chips on the tray
    ['1', 'Digit1', undefined],
  ])('%s (%s) adds %s', (key, code, value) => {
    expect(denominationForKey(DENOMINATIONS, key, code)).toBe(value);
  });
});

describe('time per answer', () => {
  it.each([
    [[], undefined],
    [[4000], 4000],
    [[4000, 1000, 3000], 3000],
    [[1000, 4000, 2000, 3000], 2500],
  ])('the median of %j is %s', (times, median) => {
    expect(medianMs(times)).toBe(median);
  });

  it('records an answer with its time, and takes the median of one drill', () => {
    const item = { key: 'lay4', answer: { kind: 'chips' }, solution: { answer: '20' } } as unknown as DrillItem;
    const r = answerRecord({
      drill: 'craps-pay-chips',
      item,
      answer: '19',
      verdict: { correct: false },
      shownAt: 1_000,
      at: 4_250,
      seed: 's-2',
    });
    expect(r).toEqual({
      drill: 'craps-pay-chips',
      key: 'lay4',
      at: 4_250,
      ms: 3_250,
      correct: false,
      answer: '19',
      expected: '20',
      seed: 's-2',
    });
    // A typed number is kept without its spaces, and a valued answer carries its cost.
    const typed = { ...item, answer: { kind: 'number' } } as unknown as DrillItem;
    const cost = { value: 0.25, exact: '1/4' };
    expect(
      answerRecord({
        drill: 'x',
        item: typed,
        answer: ' 19 ',
        verdict: { correct: false, cost },
        shownAt: 0,
        at: 1,
        seed: 's',
      }),
    ).toMatchObject({ answer: '19', cost });
    const other = { ...r, drill: 'stud-pay-chips', ms: 100 };
    expect(drillMedianMs([r, other, { ...r, ms: 1_250 }], 'craps-pay-chips')).toBe(2_250);
    expect(drillMedianMs([other], 'craps-pay-chips')).toBeUndefined();
  });
});
