/**
 * The figures of a shift, as every dealer's shift counts them: the actions graded and the right ones, the
 * median time, and points out of 100 — the mean over the actions of 0 for a wrong one, else 1 within its
 * time target and target ÷ time beyond it; and the wrong actions in order, each with its rule.
 *
 * @module
 */
import { SHIFT_ACTION_RU } from '@croupier/ru/trainer/shift';

/** The shift's score. */
export interface ShiftScore {
  /** Actions graded and right ones. */
  readonly actions: number;
  readonly right: number;
  /** The median time of the actions, ms. */
  readonly medianMs: number;
  /** Points out of 100 (see the module). */
  readonly points: number;
}

/** What the score reads of a graded action. */
interface Timed {
  readonly ms: number;
  readonly correct: boolean;
}

/**
 * The score of the actions graded so far.
 *
 * @param graded - The graded actions.
 * @param targetMs - An action's time target for a full score, ms (the game's targets).
 */
export function scoreOf<G extends Timed>(graded: readonly G[], targetMs: (a: G) => number): ShiftScore {
  if (graded.length === 0) return { actions: 0, right: 0, medianMs: 0, points: 0 };
  let sum = 0;
  let right = 0;
  for (const a of graded) {
    if (!a.correct) continue;
    right++;
    const target = targetMs(a);
    sum += a.ms <= target ? 1 : target / a.ms;
  }
  const times = graded.map((a) => a.ms).sort((a, b) => a - b);
  const mid = Math.floor(times.length / 2);
  const medianMs = times.length % 2 === 1 ? times[mid]! : (times[mid - 1]! + times[mid]!) / 2;
  return { actions: graded.length, right, medianMs, points: Math.round((100 * sum) / graded.length) };
}

/**
 * The time target of an action at a card table: a settlement's by whether it pays (its right move in words
 * is a payment, «выплатить …») or takes or leaves the stake, any other action's by its kind.
 *
 * @param targets - The game's targets, ms, by action kind, with `take` and `pay` for settlements.
 * @param a - The graded action.
 */
export function cardTargetMs<K extends string>(
  targets: Readonly<Record<K | 'take' | 'pay', number>>,
  a: { readonly kind: K | 'settle'; readonly expected: string },
): number {
  if (a.kind === 'settle') return a.expected.startsWith(SHIFT_ACTION_RU.pay) ? targets.pay : targets.take;
  return targets[a.kind];
}

/**
 * A game's score and error list selectors, scoring each action against the game's time target.
 *
 * @param targetMs - An action's time target, ms.
 */
export function shiftFigures<G extends Timed>(targetMs: (a: G) => number) {
  return {
    /** The score of the actions graded so far. */
    score: (state: { readonly graded: readonly G[] }): ShiftScore => scoreOf(state.graded, targetMs),
    /** The wrong actions, in order. */
    errors: (state: { readonly graded: readonly G[] }): G[] => errorsOf(state.graded),
  };
}

/** The wrong actions, in order. */
export function errorsOf<G extends Timed>(graded: readonly G[]): G[] {
  return graded.filter((a) => !a.correct);
}
