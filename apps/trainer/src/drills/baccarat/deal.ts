/**
 * Dealing baccarat hands of a wanted shape for the drills: two cards with a given point, a third card
 * of a given value, and whole coups of a given kind from a seeded 8-deck shoe.
 *
 * @module
 */
import {
  baccaratCardValue,
  baccaratPoint,
  isNatural,
  resolveRulesOrThrow,
  runCoupOrThrow,
  startOrThrow,
  type BaccaratRules,
  type CoupOutcome,
} from '@croupier/engine/baccarat';
import { fullDeck, type Card } from '@croupier/engine/cards';
import { randomInt, type Rng } from '@croupier/engine/rng';

/**
 * Draws one card of a baccarat value that is not in `used`.
 *
 * @param value - The value 0…9.
 * @param used - Cards already on the table.
 * @param rng - Randomness.
 */
export function cardOfValue(value: number, used: readonly Card[], rng: Rng): Card {
  const fitting = fullDeck().filter((c) => baccaratCardValue(c) === value && !used.includes(c));
  return fitting[randomInt(rng, fitting.length)]!;
}

/**
 * Deals two cards whose point is `point`.
 *
 * @param point - The two-card point 0…9.
 * @param used - Cards already on the table.
 * @param rng - Randomness.
 */
export function twoCardsWithPoint(point: number, used: readonly Card[], rng: Rng): Card[] {
  const a = randomInt(rng, 10);
  const b = (point - a + 10) % 10;
  const first = cardOfValue(a, used, rng);
  const second = cardOfValue(b, [...used, first], rng);
  return [first, second];
}

/** The kinds of coup the «who won» drill deals: how it ended and who won. */
export const COUP_KINDS = [
  'natural-banker',
  'natural-player',
  'natural-tie',
  'third-banker',
  'third-player',
  'third-tie',
] as const;
/** One of {@link COUP_KINDS}. */
export type CoupKind = (typeof COUP_KINDS)[number];

/** A dealt coup for the drills. */
export interface DealtCoup {
  /** The player's cards (Пунто). */
  readonly player: readonly Card[];
  /** The banker's cards (Банко). */
  readonly banker: readonly Card[];
  /** The engine's outcome. */
  readonly outcome: CoupOutcome;
}

const CASINO = resolveRulesOrThrow();

/**
 * Deals coups from seeded 8-deck shoes through the engine until one of the wanted kind comes out.
 *
 * @param kind - The wanted kind.
 * @param rng - Randomness: each try shuffles a shoe from a seed drawn from it.
 * @param rules - The rules in play (default the casino preset).
 * @throws RangeError if none shows up in 10,000 coups (a bug: every kind has a probability above 1%).
 */
export function coupOfKind(kind: CoupKind, rng: Rng, rules: BaccaratRules = CASINO): DealtCoup {
  const [how, who] = kind.split('-') as ['natural' | 'third', 'banker' | 'player' | 'tie'];
  for (let i = 0; i < 10_000; i++) {
    const table = startOrThrow(rules, { seats: {}, seed: randomInt(rng, 2 ** 32) }).state;
    const { state } = runCoupOrThrow(table);
    if (state.phase !== 'settled') continue;
    const natural =
      isNatural(baccaratPoint(state.player.slice(0, 2))) || isNatural(baccaratPoint(state.banker.slice(0, 2)));
    if ((how === 'natural') === natural && state.outcome.winner === who) {
      return { player: state.player, banker: state.banker, outcome: state.outcome };
    }
  }
  throw new RangeError(`No coup of kind "${kind}" in 10,000 tries.`);
}
