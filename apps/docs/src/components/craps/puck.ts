/**
 * The logic of the puck island: one player at a real engine table, the come-out/point cycle, and the
 * text's adjustable pass bet (or the casino's contract bet) — every step through `apply`.
 *
 * @module
 */
import {
  apply,
  legalActions,
  seatOf,
  startOrThrow,
  type CrapsAction,
  type CrapsEvent,
  type CrapsRules,
  type CrapsSeat,
  type CrapsState,
} from '@croupier/engine/craps';
import { betNameRu, errorRu } from './ru';

/** The island's state: the table (its rules inside), a log of Russian lines, the last error. */
export interface PuckState {
  readonly table: CrapsState;
  readonly log: readonly string[];
  readonly error: string | null;
}

/** The player's id at the island's table. */
export const ME = 'me';

/**
 * A fresh table with 1000 chips under the given rules (the dice are always given by the reader, so the
 * table's seed never shows).
 *
 * @param rules - The table's rules.
 */
export function initialPuck(rules: CrapsRules): PuckState {
  return { table: startOrThrow(rules, { seats: { [ME]: 1000 }, seed: 1 }).state, log: [], error: null };
}

/** The reader's seat. */
export function mySeat(s: PuckState): CrapsSeat {
  return seatOf(s.table, ME)!;
}

/**
 * One event in Russian, or `null` for events the log does not show.
 *
 * @param e - The event.
 */
export function eventRu(e: CrapsEvent): string | null {
  switch (e.type) {
    case 'betPlaced':
      return `Ставка ${betNameRu(e.bet)}: +${e.amount} (на ней ${e.total})`;
    case 'betReduced':
      return `${betNameRu(e.bet)} уменьшена на ${e.amount} (осталось ${e.total})`;
    case 'betRemoved':
      return `${betNameRu(e.bet)} снята: ${e.amount} вернулись игроку`;
    case 'rolled':
      return `Бросок ${e.dice[0]} + ${e.dice[1]} = ${e.total}${e.comeOut ? ' (выходной)' : ''}`;
    case 'pointSet':
      return `Пункт — ${e.point}: шайба ВКЛ`;
    case 'pointMade':
      return `Пункт ${e.point} выпал снова: шайба ВЫКЛ, следующий бросок — выходной`;
    case 'sevenOut':
      return `Семёрка раньше пункта ${e.point}: шайба ВЫКЛ`;
    case 'betSettled':
      if (e.outcome === 'win') return `${betNameRu(e.bet)} выигрывает ${e.won}`;
      if (e.outcome === 'push') return `${betNameRu(e.bet)} возвращается игроку`;
      return `${betNameRu(e.bet)} проигрывает ${e.lost}`;
    default:
      return null;
  }
}

/**
 * Applies an action; on a rule error keeps the table and shows the error in Russian.
 *
 * @param s - The state.
 * @param action - The action.
 */
export function step(s: PuckState, action: CrapsAction): PuckState {
  const r = apply(s.table, action);
  if (!r.ok) return { ...s, error: errorRu(r.error) };
  const lines = r.value.events.map(eventRu).filter((x): x is string => x !== null);
  return { table: r.value.state, log: [...lines.reverse(), ...s.log].slice(0, 12), error: null };
}

/**
 * The largest free odds the player may take now behind the pass bet (0 if none), from the engine's
 * `legalActions`.
 *
 * @param table - The table.
 */
export function maxPassOdds(table: CrapsState): number {
  const odds = legalActions(table, ME).find((a) => a.type === 'bet' && a.bet === 'passOdds');
  return odds && odds.type === 'bet' ? odds.max : 0;
}
