import { describe, expect, it } from 'vitest';
import type { Solution, Verdict } from './drill.ts';
import { addSessionCost, EMPTY_SESSION_COST, wrongHabit, type SessionCost } from './session-cost.ts';
import type { AnswerRecord } from './storage/log.ts';

/** A stud decision valued exactly: folding loses the ante (−1), raising −3/4, so folding costs 1/4. */
const STUD: Solution = {
  answer: 'raise',
  evs: { fold: -1, raise: -0.75 },
  exactEvs: { fold: '-1/1', raise: '-3/4' },
  evUnit: 'ante',
};
/** A blackjack cell valued in doubles: standing −0.54, hitting −0.5 (costs 0.04), doubling −1.08 (0.58). */
const BJ: Solution = { answer: 'hit', evs: { stand: -0.54, hit: -0.5, double: -1.08 }, evUnit: 'bet' };

const verdict = (correct: boolean, cost?: { value: number; exact?: string }): Pick<Verdict, 'correct' | 'cost'> =>
  cost === undefined ? { correct } : { correct, cost };

const rec = (key: string, correct: boolean, answer: string, drill = 'd'): AnswerRecord => ({
  drill,
  key,
  at: 0,
  ms: 1000,
  correct,
  answer,
  expected: 'x',
  seed: 's',
});

describe('the session’s value lost and saved', () => {
  it.each<[string, Solution, Pick<Verdict, 'correct' | 'cost'>, string | undefined, SessionCost]>([
    [
      'a stud mistake: a quarter ante lost, exactly',
      STUD,
      verdict(false, { value: 0.25, exact: '1/4' }),
      undefined,
      { costed: 1, lost: { value: 0.25, exact: '1/4' }, saved: { value: 0, exact: '0/1' }, unit: 'ante' },
    ],
    [
      'the right raise where the habit was to fold: the quarter ante saved',
      STUD,
      verdict(true, { value: 0, exact: '0/1' }),
      'fold',
      { costed: 1, lost: { value: 0, exact: '0/1' }, saved: { value: 0.25, exact: '1/4' }, unit: 'ante' },
    ],
    [
      'a blackjack hit where the habit was to double: 0.58 saved, not exact',
      BJ,
      verdict(true, { value: 0 }),
      'double',
      { costed: 1, lost: { value: 0 }, saved: { value: 1.08 - 0.5 }, unit: 'bet' },
    ],
    [
      'a habit the deal does not allow (split): nothing saved',
      BJ,
      verdict(true, { value: 0 }),
      'split',
      { costed: 1, lost: { value: 0 }, saved: { value: 0, exact: '0/1' }, unit: 'bet' },
    ],
    [
      'wrong again: the loss counts, nothing saved',
      BJ,
      verdict(false, { value: 0.04 }),
      'stand',
      { costed: 1, lost: { value: 0.04 }, saved: { value: 0, exact: '0/1' }, unit: 'bet' },
    ],
  ])('%s', (_name, solution, v, habit, expected) => {
    const after = addSessionCost(EMPTY_SESSION_COST, { solution }, v, habit);
    expect(after.costed).toBe(expected.costed);
    expect(after.unit).toBe(expected.unit);
    expect(after.lost.exact).toBe(expected.lost.exact);
    expect(after.lost.value).toBeCloseTo(expected.lost.value, 12);
    expect(after.saved.exact).toBe(expected.saved.exact);
    expect(after.saved.value).toBeCloseTo(expected.saved.value, 12);
  });

  it('sums exactly over a session: 1/4 + 1/4 lost, 1/4 saved', () => {
    let c = EMPTY_SESSION_COST;
    c = addSessionCost(c, { solution: STUD }, verdict(false, { value: 0.25, exact: '1/4' }), undefined);
    c = addSessionCost(c, { solution: STUD }, verdict(true, { value: 0, exact: '0/1' }), 'fold');
    c = addSessionCost(c, { solution: STUD }, verdict(false, { value: 0.25, exact: '1/4' }), undefined);
    expect(c).toEqual({
      costed: 3,
      lost: { value: 0.5, exact: '1/2' },
      saved: { value: 0.25, exact: '1/4' },
      unit: 'ante',
    });
  });

  it('leaves the costs as they were for an answer without a cost (a rule question)', () => {
    expect(addSessionCost(EMPTY_SESSION_COST, { solution: { answer: '3' } }, verdict(false), '4')).toBe(
      EMPTY_SESSION_COST,
    );
  });

  it.each<[string, readonly AnswerRecord[], string | undefined]>([
    ['never answered', [rec('b', false, 'stand')], undefined],
    ['last answered wrong', [rec('a', true, 'hit'), rec('a', false, 'stand')], 'stand'],
    ['last answered right, after a miss', [rec('a', false, 'stand'), rec('a', true, 'hit')], undefined],
    ['another drill’s key of the same name', [rec('a', false, 'stand', 'other')], undefined],
  ])('the habit on a key: %s', (_name, log, habit) => {
    expect(wrongHabit(log, 'd', 'a')).toBe(habit);
  });
});
