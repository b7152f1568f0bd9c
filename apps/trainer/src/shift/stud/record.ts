/**
 * The stud shift's weak spots into the drills' schedule, as blackjack's shift writes its own (`../record.ts`):
 * each wrong croupier's action that a drill drills (calling the dealer's game, a payout of a kind) becomes
 * an answer record of that drill's key, a costly mispayment with its cost, so the scheduler brings the key
 * back sooner. Right actions are not written.
 *
 * @module
 */
import type { AnswerRecord } from '../../storage/log.ts';
import type { StudGraded } from './stud-shift.ts';

/**
 * The answer records of a shift's wrong actions that have a drill key.
 *
 * @param graded - The shift's graded actions.
 * @param at - When the shift ended (epoch ms); the records follow one another by a millisecond.
 * @param seed - The shift's seed.
 */
export function studShiftRecords(graded: readonly StudGraded[], at: number, seed: string): AnswerRecord[] {
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
