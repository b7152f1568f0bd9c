import { describe, expect, it } from 'vitest';
import { addSpot, EMPTY_SPOT_SCORE, firstDifference, judgeSpot, spotOutcome, stoppedAt, withMistake } from './spot.ts';
import { seededRng } from '@croupier/engine/rng';

const A = { text: 'Раздача' };
const B = { text: 'Игрок берёт' };
const B2 = { text: 'Игрок стоит' };
const C = { text: 'Выплата 19' };

describe('spotting', () => {
  it.each([
    // wrong step, answer, outcome — by the definitions: a stop before the wrong step is a false alarm.
    [null, 'pass', 'pass'],
    [null, 'stop:0', 'false-alarm'],
    [2, 'pass', 'miss'],
    [2, 'stop:1', 'false-alarm'],
    [2, 'stop:2', 'catch'],
    [2, 'stop:3', 'catch'],
    [2, 'garbage', 'miss'],
  ] as const)('wrong step %s, answer %s: %s', (wrong, answer, outcome) => {
    expect(spotOutcome(wrong, answer)).toBe(outcome);
  });

  it('reads answers', () => {
    expect(stoppedAt('stop:12')).toBe(12);
    expect(stoppedAt('pass')).toBeNull();
    expect(stoppedAt('stop:')).toBeNull();
  });

  it('finds the first differing step', () => {
    expect(firstDifference([A, B, C], [A, B, C])).toBeNull();
    expect(firstDifference([A, B2, C], [A, B, C])).toBe(1);
    expect(firstDifference([A, B], [A, B, C])).toBe(2);
    expect(firstDifference([A, { text: 'Раздача', dice: [1, 2] }], [A, { text: 'Раздача', dice: [2, 1] }])).toBe(1);
  });

  it('judges against the engine’s steps', () => {
    expect(judgeSpot([A, B2, C], [A, B, C], 'stop:1')).toEqual({
      correct: true,
      outcome: 'catch',
      expected: 'Ошибка на шаге 2',
      wrongStep: 1,
    });
    expect(judgeSpot([A, B, C], [A, B, C], 'pass')).toMatchObject({ correct: true, expected: 'Всё верно' });
  });

  it('keeps the score', () => {
    let s = EMPTY_SPOT_SCORE;
    for (const o of ['catch', 'catch', 'miss', 'false-alarm', 'pass'] as const) s = addSpot(s, o);
    expect(s).toEqual({ catches: 2, misses: 1, falseAlarms: 1, passes: 1 });
  });

  it('makes a mistake in some rounds and not others, the same for the same seed', () => {
    const picks = Array.from({ length: 200 }, (_, i) => withMistake(seededRng(`m-${i}`)));
    const share = picks.filter(Boolean).length / picks.length;
    // Three in five: 200 draws land within ±0.12 of 0.6 except with probability far below 1e-4 (binomial sd 0.035).
    expect(share).toBeGreaterThan(0.48);
    expect(share).toBeLessThan(0.72);
    expect(withMistake(seededRng('m-7'))).toBe(picks[7]);
  });
});
