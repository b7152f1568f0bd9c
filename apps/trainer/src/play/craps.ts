/**
 * The dealer's seat at craps: the dice are rolled (from the table's seed), and before the engine settles
 * the roll the trainee calls what it does to every bet on the layout — wins, loses, stays, comes back or
 * moves to its number — and then pays each winner. Each call is graded by the drill that teaches the same
 * rule (the engine's `resolveBet` and `settleBet` under the rules in play).
 *
 * @module
 */
import { PLAY_RU } from '@croupier/ru/trainer/play';
import { PLAY_CRAPS_RU as RU } from '@croupier/ru/trainer/play-craps';
import type { DiceRoll } from '@croupier/engine';
import type { BetId, CrapsState } from '@croupier/engine/craps';
import { betSpec, resolveBet } from '@croupier/engine/craps';
import { betNameRu, CRAPS_OUTCOME_NAMES_RU } from '@croupier/ru';
import type { DrillItem } from '../drill.ts';
import { payoutDrill } from '../drills/craps/payout.ts';
import { rollEffectDrill } from '../drills/craps/roll-effect.ts';
import type { Graded } from './log.ts';

export { RESOLUTION_CHOICES } from './names.ts';

/** One call of a roll: a bet on the layout, what the roll does to it, and then its pay if it won. */
export type CrapsCall =
  | { readonly kind: 'resolve'; readonly bet: BetId; readonly stake: number; readonly question: string }
  | { readonly kind: 'pay'; readonly bet: BetId; readonly stake: number; readonly question: string };

/**
 * The resolution calls of a roll: one per bet of the seat on the layout, in layout order.
 *
 * @param state - The table before the roll.
 * @param seat - The seat whose bets are called.
 * @param dice - The roll.
 */
export function resolutionCalls(state: CrapsState, seat: string, dice: DiceRoll): CrapsCall[] {
  const s = state.seats.find((x) => x.id === seat);
  if (s === undefined) return [];
  const total = dice[0] + dice[1];
  return Object.entries(s.bets)
    .filter(([, v]) => (v ?? 0) > 0)
    .map(([bet, stake]) => ({
      kind: 'resolve' as const,
      bet: bet as BetId,
      stake: stake!,
      question: RU.resolve(total, dice[0] === dice[1], betNameRu(bet as BetId), stake!),
    }));
}

/** What the roll does to a bet, by the engine's rule. */
export function resolutionOf(state: CrapsState, bet: BetId, dice: DiceRoll): string {
  return resolveBet(betSpec(bet)!, state.point, dice, state.rules).kind;
}

/** The pay call of a bet the roll won. */
export function payCallOf(call: CrapsCall): CrapsCall {
  return {
    kind: 'pay',
    bet: call.bet,
    stake: call.stake,
    question: RU.pay(betNameRu(call.bet), call.stake),
  };
}

function itemOf(state: CrapsState, key: string, data: unknown): DrillItem {
  return {
    key,
    prompt: '',
    answer: { kind: 'choice', choices: [] },
    rules: state.rules,
    solution: { answer: '' },
    data,
  };
}

/**
 * Grades a call with the drill that teaches its rule.
 *
 * @param state - The table before the roll.
 * @param call - The call.
 * @param dice - The roll.
 * @param answer - The resolution id, or the typed number of chips.
 */
export function gradeCrapsCall(state: CrapsState, call: CrapsCall, dice: DiceRoll, answer: string): Graded {
  const point = state.point;
  const key = `${call.bet}@${point ?? 'off'}`;
  const verdict =
    call.kind === 'resolve'
      ? rollEffectDrill.check(itemOf(state, call.bet, { bet: call.bet, point, dice }), answer)
      : payoutDrill.check(itemOf(state, call.bet, { bet: call.bet, point, stake: call.stake, dice }), answer);
  const given =
    call.kind === 'pay'
      ? PLAY_RU.chips(answer)
      : (CRAPS_OUTCOME_NAMES_RU[answer as keyof typeof CRAPS_OUTCOME_NAMES_RU] ?? answer);
  return {
    key: call.kind === 'pay' ? `pay-${key}` : key,
    answer,
    expected: verdict.expectedAnswer ?? verdict.expected,
    correct: verdict.correct,
    question: call.question,
    verdict: {
      correct: verdict.correct,
      given,
      expected: verdict.expected,
      explanation: verdict.explanation,
      ...(verdict.ruleLink === undefined ? {} : { ruleLink: verdict.ruleLink }),
    },
  };
}
