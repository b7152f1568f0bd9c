/**
 * The craps shift's weak spots into the drills' schedule, as blackjack's shift writes them (`../record.ts`):
 * each wrong croupier's action that a drill drills (the puck on a come-out, what a roll does to a bet, what
 * a winning bet pays) becomes an answer record of that drill's key, with its cost, so the scheduler brings
 * the key back — a costly mispayment sooner. Right actions are not written.
 *
 * @module
 */
import type { AnswerRecord } from '../../storage/log.ts';
import type { CrapsGradedAction } from './craps-shift.ts';

/**
 * The answer records of a shift's wrong actions that have a drill key.
 *
 * @param graded - The shift's graded actions.
 * @param at - When the shift ended (epoch ms); the records follow one another by a millisecond.
 * @param seed - The shift's seed (the record's item seed: the drill deals its own item for the key).
 */
export function crapsShiftRecords(graded: readonly CrapsGradedAction[], at: number, seed: string): AnswerRecord[] {
  const out: AnswerRecord[] = [];
  for (const g of graded) {
    if (g.correct || !g.spot) continue;
    out.push({
      drill: g.spot.drill,
      key: g.spot.key,
      at: at + out.length,
      ms: g.ms,
      correct: false,
      answer: g.given,
      expected: g.expected,
      seed: `${seed}/${g.round}`,
      ...(g.cost ? { cost: g.cost } : {}),
    });
  }
  return out;
}
