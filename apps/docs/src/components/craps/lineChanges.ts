/**
 * The logic of the line-bet island, apart from React: a «Проходит» or «Не проходит» bet standing on its
 * point, and the three changes the text speaks of — raise, lower, take down — each asked of the engine's
 * guard (`canChange`) and worded by `@croupier/ru`. No rule is restated here: the text's «могут быть
 * увеличены, уменьшены или сняты» and «можно снять или уменьшить, но не увеличить» are the engine's.
 *
 * @module
 */
import { canChange, type BetChange, type CrapsAction, type CrapsState } from '@croupier/engine/craps';
import type { DiceRoll } from '@croupier/engine';
import { crapsErrorRu } from '@croupier/ru';
import { ME } from './puck';

/** The line bets the island shows. */
export type LineBet = 'pass' | 'dontPass';

/** The stake placed before the come-out. */
export const LINE_STAKE = 20;
/** The chips a raise adds or a reduction takes back. */
export const LINE_STEP = 10;
/** The come-out roll the island opens with: 2 + 4 = 6, a point. */
export const POINT_ROLL: DiceRoll = [2, 4] as unknown as DiceRoll;

/**
 * The actions that bring the table to its point: the bet, then the come-out roll of 6.
 *
 * @param bet - The line bet.
 */
export function toPoint(bet: LineBet): CrapsAction[] {
  return [
    { type: 'bet', player: ME, bet, amount: LINE_STAKE },
    { type: 'roll', dice: POINT_ROLL },
  ];
}

/** One change the reader can try. */
export interface LineMove {
  /** The engine's name of the change. */
  readonly change: BetChange;
  /** The button's label. */
  readonly label: string;
  /** The action it applies. */
  readonly action: CrapsAction;
}

/**
 * The three changes of a line bet after the point: raise, lower, take down.
 *
 * @param bet - The line bet.
 */
export function lineMoves(bet: LineBet): LineMove[] {
  return [
    { change: 'bet', label: `Увеличить на ${LINE_STEP}`, action: { type: 'bet', player: ME, bet, amount: LINE_STEP } },
    {
      change: 'reduce',
      label: `Уменьшить на ${LINE_STEP}`,
      action: { type: 'reduce', player: ME, bet, amount: LINE_STEP },
    },
    { change: 'remove', label: 'Снять ставку', action: { type: 'remove', player: ME, bet } },
  ];
}

/**
 * Whether the engine allows a change now: `null`, or its refusal in Russian.
 *
 * @param state - The table.
 * @param bet - The line bet.
 * @param change - The change.
 * @example
 * ```ts
 * verdictRu(textTableAtPoint6, 'dontPass', 'bet'); // 'Ставку «Не проходит» после установки пункта можно снять или уменьшить, но не увеличить.'
 * ```
 */
export function verdictRu(state: CrapsState, bet: LineBet, change: BetChange): string | null {
  const r = canChange(state, ME, bet, change);
  return r.ok ? null : crapsErrorRu(r.error);
}
