/**
 * The look-ups every change of a bet starts with, shared by the round (`apply`) and the guards
 * (`canChange`), so that both answer an unknown player or bet with the same error. Not re-exported:
 * `seatOf` is public through `guards.ts`.
 *
 * @internal
 */
import { ok, show, type Result } from '../result/index.js';
import { betSpec, type BetSpec } from './bets.js';
import { crapsError, type CrapsError } from './errors.js';
import type { CrapsSeat, CrapsState } from './state.js';

/**
 * A player's seat, looked up by id (`===`, so `toString` or `__proto__` are ids like any other).
 *
 * @param state - The table.
 * @param player - The id.
 * @returns The seat, or `undefined`.
 */
export function seatOf(state: CrapsState, player: unknown): CrapsSeat | undefined {
  if (typeof player !== 'string') return undefined;
  for (const seat of state.seats) if (seat.id === player) return seat;
  return undefined;
}

/** A seat and a bet, found. */
export interface SeatAndBet {
  /** The player's seat. */
  readonly seat: CrapsSeat;
  /** The parsed bet. */
  readonly spec: BetSpec;
}

/**
 * The player's seat and the bet, or the error for an unknown player (first) or an unknown bet.
 *
 * @param state - The table.
 * @param player - The player's id, as passed.
 * @param bet - The bet's id, as passed.
 */
export function seatAndBet(state: CrapsState, player: unknown, bet: unknown): Result<SeatAndBet, CrapsError> {
  const seat = seatOf(state, player);
  if (!seat) {
    return crapsError('craps/unknown-player', { player: show(player), players: state.seats.map((s) => s.id) });
  }
  const spec = betSpec(bet);
  if (!spec) return crapsError('craps/unknown-bet', { bet: show(bet) });
  return ok({ seat, spec });
}
