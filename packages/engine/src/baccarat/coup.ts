/**
 * The coup itself, as a pure function of the cards: deal two and two, naturals, the player's rule,
 * the banker's rule, the result with everything the bets are settled on (the points, the number of
 * cards in each hand, the pairs). The state machine (`round.ts`) walks the same steps one at a time;
 * this is the fast path for simulation and the single definition both share.
 *
 * @module
 */
import { rankOf, type Card } from '../cards/encoding.js';
import type { BaccaratRules } from './rules.js';
import { bankerDraws, playerDraws } from './rules.js';
import { baccaratCardValue, baccaratPoint } from './value.js';

/** Which hand won: `banker` (Банко), `player` (Пунто) or `tie` (ничья). */
export type Winner = 'banker' | 'player' | 'tie';

/** How a coup ended: what every bet is settled on. */
export interface CoupOutcome {
  /** The winning hand, or `tie`. */
  readonly winner: Winner;
  /** The player's final point 0…9. */
  readonly playerPoint: number;
  /** The banker's final point 0…9. */
  readonly bankerPoint: number;
  /** Whether a natural (8 or 9 on two cards, either hand) ended the coup. */
  readonly natural: boolean;
  /** Cards in the player's hand: 2 or 3. */
  readonly playerCards: number;
  /** Cards in the banker's hand: 2 or 3. */
  readonly bankerCards: number;
  /** Whether the player's first two cards are a pair (one rank). */
  readonly playerPair: boolean;
  /** Whether the banker's first two cards are a pair. */
  readonly bankerPair: boolean;
  /** Whether the player's first two cards are the same card (rank and suit). */
  readonly playerPerfectPair: boolean;
  /** Whether the banker's first two cards are the same card. */
  readonly bankerPerfectPair: boolean;
}

/** A finished coup: the hands and the outcome. */
export interface CoupCards {
  /** The player's cards in order (2 or 3). */
  readonly player: readonly Card[];
  /** The banker's cards in order (2 or 3). */
  readonly banker: readonly Card[];
  /** The result. */
  readonly outcome: CoupOutcome;
}

/**
 * The winner of two final points: the higher point wins, equal points tie.
 *
 * @param playerPoint - The player's point.
 * @param bankerPoint - The banker's point.
 */
export function winnerOf(playerPoint: number, bankerPoint: number): Winner {
  return playerPoint > bankerPoint ? 'player' : bankerPoint > playerPoint ? 'banker' : 'tie';
}

/**
 * Whether a two-card point is a natural (8 or 9): the coup ends at once.
 *
 * @param point - A two-card point.
 */
export function isNatural(point: number): boolean {
  return point >= 8;
}

/**
 * The outcome of two finished hands.
 *
 * @param player - The player's cards (2 or 3), in dealing order.
 * @param banker - The banker's cards (2 or 3), in dealing order.
 * @example
 * ```ts
 * outcomeOf(parseCardsOrThrow('Кs Кh 5d'), parseCardsOrThrow('3c 4c'));
 * // { winner: 'banker', playerPoint: 5, bankerPoint: 7, natural: false, playerCards: 3, bankerCards: 2, playerPair: true, … }
 * ```
 */
export function outcomeOf(player: readonly Card[], banker: readonly Card[]): CoupOutcome {
  const p = baccaratPoint(player);
  const b = baccaratPoint(banker);
  const p1 = player[0]!;
  const p2 = player[1]!;
  const b1 = banker[0]!;
  const b2 = banker[1]!;
  return {
    winner: winnerOf(p, b),
    playerPoint: p,
    bankerPoint: b,
    natural:
      isNatural((baccaratCardValue(p1) + baccaratCardValue(p2)) % 10) ||
      isNatural((baccaratCardValue(b1) + baccaratCardValue(b2)) % 10),
    playerCards: player.length,
    bankerCards: banker.length,
    playerPair: rankOf(p1) === rankOf(p2),
    bankerPair: rankOf(b1) === rankOf(b2),
    playerPerfectPair: p1 === p2,
    bankerPerfectPair: b1 === b2,
  };
}

/**
 * Plays a whole coup from a source of cards, in dealing order: player, banker, player, banker, then the
 * player's third card if the player's rule says so, then the banker's if the tableau says so.
 *
 * @param rules - The rules (the tableau is read).
 * @param next - Returns the next card of the shoe; called 4 to 6 times.
 * @returns The hands and the outcome.
 * @example
 * ```ts
 * const cards = parseCardsOrThrow('7s 8h 8d 2c 9s 5h'); // player 7 8, banker 8 2
 * let i = 0;
 * playCoup(DEFAULT_RULES, () => cards[i++]!).outcome; // player 7+8+9 = 4, banker 0+5 = 5: banker
 * ```
 */
export function playCoup(rules: Pick<BaccaratRules, 'tableau'>, next: () => Card): CoupCards {
  const p1 = next();
  const b1 = next();
  const p2 = next();
  const b2 = next();
  const player = [p1, p2];
  const banker = [b1, b2];
  const p = baccaratPoint(player);
  const b = baccaratPoint(banker);
  if (!isNatural(p) && !isNatural(b)) {
    let third: number | null = null;
    if (playerDraws(p)) {
      const c = next();
      player.push(c);
      third = baccaratCardValue(c);
    }
    if (bankerDraws(rules, b, third)) banker.push(next());
  }
  return { player, banker, outcome: outcomeOf(player, banker) };
}
