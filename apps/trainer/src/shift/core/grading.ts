/**
 * Grading the trainee's actions, as every dealer's shift grades them: each action is recorded with its
 * time, whether it was right, what was done and what was right in words, the rule a wrong one broke, the
 * drill key it drills (its weak spot) and, for a wrong settlement, what it cost. A settlement is judged the
 * same way at every table: take the stakes, leave them, or pay exactly the chips owed; its cost is the
 * chips mispaid per chip of the bet.
 *
 * @module
 */
import { SHIFT_ACTION_RU } from '@croupier/ru/trainer/shift';

/** Where a graded action's weak spot goes: a drill's key (the scheduler reviews it). */
export interface DrillSpot {
  /** The drill's id. */
  readonly drill: string;
  /** The key. */
  readonly key: string;
}

/** A wrong payout's cost: the chips mispaid per chip of the bet, as a number and exactly (`num/den`). */
export interface ShiftCost {
  readonly value: number;
  readonly exact: string;
}

/** One graded croupier's action (the shape `../record.ts` writes into the schedule). */
export interface GradedBase<Kind extends string> {
  /** The round (a coup, a roll) from 1. */
  readonly round: number;
  /** What the action was (dealing, a draw, settling …). */
  readonly kind: Kind;
  /** Time from the action falling due to the answer, ms. */
  readonly ms: number;
  /** Whether it was right. */
  readonly correct: boolean;
  /** What was done and what was right, in Russian words. */
  readonly given: string;
  readonly expected: string;
  /** The rule broken, in Russian (wrong actions). */
  readonly rule?: string;
  /** The drill key the action drills. */
  readonly spot?: DrillSpot;
  /** A wrong payout's cost. */
  readonly cost?: ShiftCost;
}

/** The state with one more graded action. */
export function withGrade<S extends { readonly graded: readonly unknown[] }>(s: S, g: S['graded'][number]): S {
  return { ...s, graded: [...s.graded, g] };
}

/** The croupier's move on a settled bet: take the stakes, leave them (a push), or pay the winnings. */
export type ShiftMove = 'take' | 'push' | 'pay';

/** The trainee's settlement of the bet due: take it, leave it, or pay `chips`. */
export interface SettleAction {
  readonly type: 'settle';
  readonly move: ShiftMove;
  readonly chips?: number;
}

/**
 * The state with the deal graded: dealing is always right (the seat players' bets are in), timed from
 * when it fell due.
 *
 * @param s - The shift, its deal due.
 * @param ms - The time since the deal fell due.
 */
export function withDeal<S extends { readonly round: number; readonly graded: readonly GradedBase<string>[] }>(
  s: S,
  ms: number,
): S {
  const deal: GradedBase<'deal'> = {
    round: s.round,
    kind: 'deal',
    ms,
    correct: true,
    given: SHIFT_ACTION_RU.deal,
    expected: SHIFT_ACTION_RU.deal,
  };
  return withGrade(s, deal as S['graded'][number]);
}

/** What the croupier owes a bet, for judging a settlement. */
export interface SettleDue {
  /** The right move and the chips it pays (0 unless paid). */
  readonly move: ShiftMove;
  readonly chips: number;
  /** The chips a `take` takes. */
  readonly taken: number;
  /** The player's right net. */
  readonly net: number;
  /** The chips of the bet a cost is counted per. */
  readonly per: number;
}

/** A settlement judged. */
export interface SettleVerdict {
  /** The chips paid (whole, not negative; 0 unless the move is `pay`). */
  readonly chips: number;
  readonly correct: boolean;
  /** The cost of a wrong one, as a graded action's fields (empty for a right one). */
  readonly cost: { readonly cost?: ShiftCost };
}

/**
 * Judges a settlement: right when the move is the owed one and a payment is the owed chips to the chip; a
 * wrong one costs the difference of the player's net it makes from the right net, per chip of the bet.
 *
 * @param given - The trainee's move and chips.
 * @param due - See {@link SettleDue}.
 */
export function judgeSettle(
  given: { readonly move: ShiftMove; readonly chips?: number },
  due: SettleDue,
): SettleVerdict {
  const chips = given.move === 'pay' ? Math.max(0, Math.trunc(given.chips ?? 0)) : 0;
  const correct = given.move === due.move && (due.move !== 'pay' || chips === due.chips);
  if (correct) return { chips, correct, cost: {} };
  const net = given.move === 'take' ? -due.taken : given.move === 'push' ? 0 : chips;
  const mispaid = Math.abs(net - due.net);
  return { chips, correct, cost: { cost: { value: mispaid / due.per, exact: `${mispaid}/${due.per}` } } };
}
