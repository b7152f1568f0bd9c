/**
 * What the full baccarat table's screens share: the fourteen seats' players (how each bets, the engine's
 * `BaccaratPlayStyle`) and the order the croupier settles the layout in (docs/rules.md, baccarat: a full
 * table): every losing bet from seat 1 to 14, then every other bet from seat 1 to 14.
 *
 * @module
 */
import type { BaccaratPlayStyle, SettledBet } from '@croupier/engine/baccarat';

/** The seats of a full table (the text: fourteen). */
export const SEATS = 14;

const tie = (stake: number, rate: number) => [{ bet: 'tie' as const, stake, rate }];
// A pair side bet at a rate: the engine skips it where the table does not offer pairs (the text's game).
const pair = (bet: 'playerPair' | 'bankerPair', stake: number, rate: number) => ({ bet, stake, rate });

/**
 * The fourteen seats' styles: favourites on Банко and on Пунто, followers of the last winner, random
 * punters; stakes with odd ones among them (19:20 on 25 leaves a fraction of a chip), ties at a rate, and
 * pair side bets at a rate where the table offers them.
 */
export const SEAT_STYLES: readonly BaccaratPlayStyle[] = [
  { pattern: { kind: 'favourite', bet: 'banker' }, stake: 100, extras: [pair('bankerPair', 10, 0.25)] },
  { pattern: { kind: 'favourite', bet: 'player' }, stake: 25 },
  { pattern: { kind: 'follow', first: 'banker' }, stake: 50, extras: tie(5, 0.2) },
  { pattern: { kind: 'random' }, stake: 10 },
  { pattern: { kind: 'favourite', bet: 'banker' }, stake: 35 },
  { pattern: { kind: 'favourite', bet: 'player' }, stake: 75 },
  { pattern: { kind: 'follow', first: 'player' }, stake: 20 },
  { pattern: { kind: 'favourite', bet: 'banker' }, stake: 15, extras: tie(10, 0.3) },
  { pattern: { kind: 'random' }, stake: 60, extras: [pair('playerPair', 5, 0.3), pair('bankerPair', 5, 0.3)] },
  { pattern: { kind: 'favourite', bet: 'tie' }, stake: 5 },
  { pattern: { kind: 'favourite', bet: 'banker' }, stake: 200 },
  { pattern: { kind: 'follow', first: 'banker' }, stake: 45 },
  { pattern: { kind: 'favourite', bet: 'player' }, stake: 30, extras: tie(5, 0.1) },
  { pattern: { kind: 'random' }, stake: 55 },
];

/**
 * A settled layout in the table's order: the losing bets from seat 1 to 14, then the rest (paid, or left
 * on a tie) from seat 1 to 14. Seat ids are their numbers (`'1'` … `'14'`).
 *
 * @param settled - The engine's settled bets.
 */
export function tableOrder(settled: readonly SettledBet[]): SettledBet[] {
  const all = [...settled].sort((a, b) => Number(a.owner) - Number(b.owner));
  return [...all.filter((b) => b.result === 'lose'), ...all.filter((b) => b.result !== 'lose')];
}
