/**
 * The counting drill's answer at a full table, graded and written as the play modes' records (drill
 * `play-blackjack`, keys `table-count-running` and `table-count-true`), so a miss is scheduled by the
 * answer log's FSRS cards like every graded answer.
 *
 * @module
 */
import { formatNumber, SITE_LINKS, TABLE_RU } from '@croupier/ru';
import { signed } from '../drills/blackjack/counting.ts';
import type { Graded } from '../play/log.ts';
import type { CountAnswer } from './count-table.ts';

/** The record keys of the two counts. */
export const COUNT_KEYS = { running: 'table-count-running', trueCount: 'table-count-true' } as const;

const show = (x: number | undefined) => (x === undefined ? '—' : signed(x));

/**
 * The two graded answers of a count given.
 *
 * @param a - The answer with the right counts.
 * @param decks - The shoe's decks (for the cards left, in decks).
 */
export function gradeCount(a: CountAnswer, decks: number): [Graded, Graded] {
  const left = formatNumber((decks * 52 - a.seen) / 52, { min: 0, max: 1 });
  const explanation = `${TABLE_RU.rightRunning(signed(a.rightRunning))} ${TABLE_RU.rightTrue(signed(a.rightTrue), signed(a.exactTrue, 2), left)}`;
  const one = (key: string, given: number | undefined, right: number, question: string): Graded => ({
    key,
    answer: show(given),
    expected: String(right),
    correct: given === right,
    question,
    verdict: {
      correct: given === right,
      given: show(given),
      expected: signed(right),
      explanation,
      ruleLink: key === COUNT_KEYS.running ? SITE_LINKS.blackjack.countRunning : SITE_LINKS.blackjack.countTrue,
    },
  });
  return [
    one(COUNT_KEYS.running, a.running, a.rightRunning, TABLE_RU.running),
    one(COUNT_KEYS.trueCount, a.trueCount, a.rightTrue, TABLE_RU.trueCount),
  ];
}
