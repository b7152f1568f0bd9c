import { describe, expect, it } from 'vitest';
import type { FeedbackTiming } from '../storage/histories.ts';
import { ledgerFigures, verdictsShown } from './shell-model.ts';

describe('play frame: the verdicts shown', () => {
  // Five answers in the session, the last two of the round on the table.
  const answers = ['r1a', 'r1b', 'r1c', 'r2a', 'r2b'];
  it.each<[string, number, FeedbackTiming, boolean, readonly string[], number]>([
    ['each as it is made', 2, 'now', false, ['r2a', 'r2b'], 0],
    ['as made, the round over', 2, 'now', true, ['r2a', 'r2b'], 0],
    ['held to the end: none yet, two held', 2, 'end', false, [], 2],
    ['held to the end, the round over: all of it', 2, 'end', true, ['r2a', 'r2b'], 0],
    ['a new round with no decision yet', 0, 'now', false, [], 0],
    ['a new round, held, nothing to hold', 0, 'end', false, [], 0],
  ])('%s', (_name, roundAnswers, feedback, over, shown, held) => {
    expect(verdictsShown(answers, roundAnswers, feedback, over)).toEqual({ shown, held });
  });
});

describe('play frame: the ledger', () => {
  it.each([
    [
      'no decision',
      { answered: 0, correct: 0, cost: 0, valued: 0 },
      'bet' as const,
      { answered: '0', accuracy: '—', lost: undefined },
    ],
    [
      'rules calls only',
      { answered: 4, correct: 3, cost: 0, valued: 0 },
      'bet' as const,
      { answered: '4', accuracy: '75\u00a0%', lost: undefined },
    ],
    [
      'valued blackjack decisions',
      { answered: 3, correct: 2, cost: 0.125, valued: 3 },
      'bet' as const,
      { answered: '3', accuracy: '67\u00a0%', lost: '0,13\u00a0ставки' },
    ],
    [
      'valued stud decisions, in antes',
      { answered: 1, correct: 0, cost: 0.5, valued: 1 },
      'ante' as const,
      { answered: '1', accuracy: '0\u00a0%', lost: '0,50\u00a0АНТЕ' },
    ],
  ])('%s', (_name, ledger, unit, expected) => {
    expect(ledgerFigures(ledger, unit)).toEqual(expected);
  });
});
