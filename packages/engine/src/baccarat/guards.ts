/**
 * Legality at the baccarat table as named guards, used by the reducer, the docs and the trainer.
 *
 * @module
 */
import { BACCARAT_BETS, type BaccaratBet } from './rules.js';
import type { BaccaratActionType, BaccaratState, Phase } from './state.js';

const NEXT: Readonly<Record<Phase, BaccaratActionType[]>> = {
  betting: ['bet', 'deal'],
  playerRule: ['playerRule'],
  bankerRule: ['bankerRule'],
  decided: ['settle'],
  settled: ['nextCoup'],
};

/**
 * The action types legal in a state.
 *
 * @param state - The table.
 * @returns `['bet', 'deal']` while betting, then exactly one step at a time.
 * @example
 * ```ts
 * legalActions(table); // ['bet', 'deal']
 * ```
 */
export function legalActions(state: BaccaratState): readonly BaccaratActionType[] {
  return NEXT[state.phase];
}

/**
 * Whether bets are still taken (before the deal).
 *
 * @param state - The table.
 */
export function canBet(state: BaccaratState): boolean {
  return state.phase === 'betting';
}

/**
 * Whether the coup can be dealt now.
 *
 * @param state - The table.
 */
export function canDeal(state: BaccaratState): boolean {
  return state.phase === 'betting';
}

/**
 * Whether a value names a baccarat bet.
 *
 * @param value - Anything.
 */
export function isBaccaratBet(value: unknown): value is BaccaratBet {
  return (BACCARAT_BETS as readonly unknown[]).includes(value);
}

/**
 * Whether the coup is over and settled.
 *
 * @param state - The table.
 */
export function isSettled(state: BaccaratState): boolean {
  return state.phase === 'settled';
}
