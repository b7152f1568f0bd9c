/**
 * The logic of the table island, apart from React: a baccarat table of several seats and a shoe of six or
 * eight decks, opened and dealt by the engine (`start`, `apply`, `runCoup`). The engine's rules set the
 * number of seats (`maxPlayers`: the text's fourteen) and the shoe (`decks`); a table it refuses — a
 * fifteenth player — comes back with the engine's Russian reason (`baccaratErrorRu`).
 *
 * @module
 */
import {
  apply,
  BACCARAT_TEXT_CROUPIERS,
  BACCARAT_TEXT_DECKS,
  resolveRulesOrThrow,
  runCoup,
  start,
  type BaccaratBet,
  type BaccaratMainBet,
  type BaccaratRules,
  type BaccaratState,
  type SettledState,
  type TableauId,
} from '@croupier/engine/baccarat';
import { DECK_SIZE } from '@croupier/engine/cards';
import { baccaratErrorRu } from '@croupier/ru';

/** The croupiers the picture draws: the text's three (the rules data, `BACCARAT_TEXT_CROUPIERS`). */
export const CROUPIERS = BACCARAT_TEXT_CROUPIERS;
/** The shoes a reader can choose: the text's six or eight decks (`BACCARAT_TEXT_DECKS`). */
export const DECK_CHOICES = BACCARAT_TEXT_DECKS;
/** A shoe the reader can choose. */
export type DeckChoice = (typeof BACCARAT_TEXT_DECKS)[number];
/** Chips each seat starts with. */
export const SEAT_CHIPS = 1000;
/** Each seat's stake. */
export const SEAT_STAKE = 100;

const BETS: readonly BaccaratMainBet[] = ['banker', 'player', 'tie'];

/**
 * The rules of the island's table: a tableau (the text's or the casino's) with a shoe of `decks` decks.
 *
 * @param tableau - `seed` (the text's) or `casino`.
 * @param decks - 6 or 8.
 */
export function tableRules(tableau: TableauId, decks: DeckChoice): BaccaratRules {
  return resolveRulesOrThrow({ preset: tableau === 'seed' ? 'seed' : 'casino', overrides: { decks } });
}

/** The seat id of the `n`-th seat, from 1 (it is also what the reader sees: «Место 3»). */
export function seatId(n: number): string {
  return `Место ${n}`;
}

/** The bet of the `n`-th seat: Банко, Пунто, ничья in turn around the table. */
export function seatBet(n: number): BaccaratMainBet {
  return BETS[(n - 1) % BETS.length]!;
}

/** A table the engine opened with every seat's bet on the layout, or the engine's refusal in Russian. */
export type OpenedTable =
  { readonly ok: true; readonly state: BaccaratState } | { readonly ok: false; readonly message: string };

/**
 * Opens a table of `players` seats and puts every seat's bet on the layout; the engine checks the seats
 * against `rules.maxPlayers`.
 *
 * @param rules - The table's rules.
 * @param players - How many seats are taken.
 * @param seed - The shuffle.
 * @example
 * ```ts
 * openTable(tableRules('seed', 8), 15, 1); // { ok: false, message: 'За этим столом не больше 14 мест, а игроков 15.' }
 * ```
 */
export function openTable(rules: BaccaratRules, players: number, seed: number): OpenedTable {
  const seats: Record<string, number> = {};
  for (let n = 1; n <= players; n++) seats[seatId(n)] = SEAT_CHIPS;
  const opened = start(rules, { seats, seed });
  if (!opened.ok) return { ok: false, message: baccaratErrorRu(opened.error) };
  let state = opened.value.state;
  for (let n = 1; n <= players; n++) {
    const placed = apply(state, { type: 'bet', player: seatId(n), bet: seatBet(n), stake: SEAT_STAKE });
    if (!placed.ok) return { ok: false, message: baccaratErrorRu(placed.error) };
    state = placed.value.state;
  }
  return { ok: true, state };
}

/**
 * Deals the coup to its settlement.
 *
 * @param state - A table with its bets placed.
 */
export function dealCoup(state: BaccaratState): OpenedTable {
  const r = runCoup(state);
  return r.ok ? { ok: true, state: r.value.state } : { ok: false, message: baccaratErrorRu(r.error) };
}

/** The shoe in numbers: decks, cards in all, cards still in it. */
export interface ShoeCount {
  /** Decks it was built from. */
  readonly decks: number;
  /** Cards it was built with (`decks` × 52). */
  readonly cards: number;
  /** Cards not dealt yet. */
  readonly left: number;
}

/**
 * The table's shoe, counted from the engine's state.
 *
 * @param state - The table.
 */
export function shoeCount(state: BaccaratState): ShoeCount {
  return {
    decks: state.shoe.decks,
    cards: state.shoe.cards.length,
    left: state.shoe.cards.length - state.shoe.position,
  };
}

/** The cards of a shoe of `decks` decks, as the text counts them: fifty-two to a deck. */
export function shoeCards(decks: number): number {
  return decks * DECK_SIZE;
}

/** One seat's coup: its bet and what it got back. */
export interface SeatResult {
  /** The seat id. */
  readonly seat: string;
  /** The bet. */
  readonly bet: BaccaratBet;
  /** The stake. */
  readonly staked: number;
  /** Winnings on top of the stake returned (0 on a push or a loss). */
  readonly won: number;
  /** The stake kept by the house (0 on a win or a push). */
  readonly lost: number;
}

/**
 * Every seat's result of a settled coup, from the engine's settlement, in seat order.
 *
 * @param state - The settled table.
 */
export function seatResults(state: SettledState): SeatResult[] {
  return state.settled.map((s) => ({ seat: s.owner, bet: s.bet, staked: s.staked, won: s.won, lost: s.lost }));
}

/** A point of the picture: x and y in the SVG's units. */
export interface Spot {
  readonly x: number;
  readonly y: number;
}

/**
 * Where the picture puts `count` spots along the table's rounded edge (an arc of half an ellipse below
 * the croupiers' straight edge), evenly, first to last from left to right.
 *
 * @param count - The spots (the rules' `maxPlayers`).
 * @param cx - The centre's x.
 * @param cy - The centre's y (the straight edge).
 * @param rx - The horizontal radius.
 * @param ry - The vertical radius.
 */
export function arcSpots(count: number, cx: number, cy: number, rx: number, ry: number): Spot[] {
  return Array.from({ length: count }, (_, i) => {
    const a = Math.PI * (1 - (i + 0.5) / count);
    return { x: Math.round((cx + rx * Math.cos(a)) * 10) / 10, y: Math.round((cy + ry * Math.sin(a)) * 10) / 10 };
  });
}
