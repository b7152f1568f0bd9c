/**
 * The logic of the puck island, apart from React: the reader's seat at the table, the bets on it, the
 * largest free odds the engine allows, and the table's log in Russian. The table itself is `useRound`
 * on the engine's `crapsGame`.
 *
 * @module
 */
import { seatOf, type CrapsEvent, type CrapsLegal, type CrapsSeat, type CrapsState } from '@croupier/engine/craps';
import { betNameRu, crapsEventRu, formatNumber } from '@croupier/ru';

/** The player's id at the island's table. */
export const ME = 'me';
/** The chips the reader starts with. */
export const BANK = 1000;

/** The table for a seed: the reader's seat. */
export function puckSetup(seed: number | string) {
  return { seats: { [ME]: BANK }, seed };
}

/** The reader's seat. */
export function mySeat(table: CrapsState): CrapsSeat {
  return seatOf(table, ME)!;
}

/** The reader's bets on the layout in words: «"Проходит" 10, Свободные шансы к "Проходит" 30». */
export function betsRu(seat: CrapsSeat): string {
  const bets = Object.entries(seat.bets).filter(([, v]) => (v ?? 0) > 0);
  return bets.length === 0
    ? 'ставок нет'
    : bets.map(([id, v]) => `${betNameRu(id as Parameters<typeof betNameRu>[0])} ${formatNumber(v ?? 0)}`).join(', ');
}

/**
 * The largest free odds the player may take now behind the pass bet (0 if none), from the engine's
 * `legalActions`.
 *
 * @param legal - The table's legal actions.
 */
export function maxPassOdds(legal: readonly CrapsLegal[]): number {
  const odds = legal.find((a) => a.type === 'bet' && a.player === ME && a.bet === 'passOdds');
  return odds && odds.type === 'bet' ? odds.max : 0;
}

/**
 * The table's log, newest first: every event since the start worded by `@croupier/ru`.
 *
 * @param log - The events in order.
 * @param lines - How many lines to keep (default 12).
 */
export function logRu(log: readonly CrapsEvent[], lines = 12): string[] {
  return log
    .map(crapsEventRu)
    .filter((x): x is string => x !== null)
    .reverse()
    .slice(0, lines);
}
