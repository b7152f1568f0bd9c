/**
 * Helpers the one-box round and the multi-box table share: reading own properties, checking and
 * building a deck, and the player's hand class. Not exported from the package.
 *
 * @internal
 * @module
 */
import { type Card, fullDeck, isCard } from '../cards/index.js';
import { type Err, type Result, ok, show } from '../result/index.js';
import { type Rng, shuffled } from '../rng/index.js';
import { type StudErrorOf, STUD_ACTION_TYPES, studErr } from './errors.js';
import { twoCombinationsUnchecked } from './combinations.js';
import { evaluate5 } from './evaluator.js';
import type { StudPaidCategory, StudRules } from './rules.js';

/** The most cards a stacked deck holds. */
const DECK_SIZE = 52;

/** An own property of an object, or `undefined` (never an inherited one). */
export function own(object: object, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(object, key) ? (object as Record<string, unknown>)[key] : undefined;
}

/** Checks a stacked deck: a list of at most 52 distinct cards. */
export function checkDeck(deck: unknown): Err<StudErrorOf<'stud/bad-deck'>> | null {
  if (!Array.isArray(deck)) return studErr('stud/bad-deck', { reason: 'not-an-array', max: DECK_SIZE });
  if (deck.length > DECK_SIZE) {
    return studErr('stud/bad-deck', { reason: 'too-long', length: deck.length, max: DECK_SIZE });
  }
  const seen = new Array<boolean>(DECK_SIZE).fill(false);
  for (let i = 0; i < deck.length; i++) {
    const c: unknown = deck[i];
    if (!isCard(c)) return studErr('stud/bad-deck', { reason: 'not-a-card', card: show(c), max: DECK_SIZE });
    if (seen[c]) return studErr('stud/bad-deck', { reason: 'duplicate', card: show(c), max: DECK_SIZE });
    seen[c] = true;
  }
  return null;
}

/** Refuses an action that is not a plain object (`null`, an array, a primitive); `null` if it is one. */
export function notAnAction(action: unknown): Err<StudErrorOf<'stud/bad-action'>> | null {
  if (action === null || typeof action !== 'object' || Array.isArray(action)) {
    return studErr('stud/bad-action', { reason: 'not-an-object', action: show(action), allowed: STUD_ACTION_TYPES });
  }
  return null;
}

/** The stacked deck of a setup or a `nextRound` action: its own `deck` (none if absent), checked by {@link checkDeck}. */
export function stackedDeck(action: object): Result<readonly Card[], StudErrorOf<'stud/bad-deck'>> {
  const stacked = own(action, 'deck');
  if (stacked === undefined) return ok([]);
  const bad = checkDeck(stacked);
  return bad ?? ok(stacked as readonly Card[]);
}

/** The 52 cards in encoding order, the template every shuffle copies. */
const FULL_DECK: readonly Card[] = fullDeck();

/** The deck of a round: the stacked cards first (if any), then the rest shuffled. */
export function deckFrom(stacked: readonly Card[], rng: Rng): Card[] {
  if (stacked.length === 0) return shuffled(rng, FULL_DECK);
  const used = new Set(stacked);
  return [
    ...stacked,
    ...shuffled(
      rng,
      fullDeck().filter((c) => !used.has(c)),
    ),
  ];
}

/** The player's class and second combination (paid only under `twoCombinations`). */
export function playerHand(
  player: readonly Card[],
  rules: StudRules,
): { cls: number; second: StudPaidCategory | null } {
  if (player.length === 5 && !rules.twoCombinations) {
    return { cls: evaluate5(player[0]!, player[1]!, player[2]!, player[3]!, player[4]!), second: null };
  }
  const two = twoCombinationsUnchecked(player);
  return {
    cls: two.first.class,
    second: rules.twoCombinations ? ((two.second?.category ?? null) as StudPaidCategory | null) : null,
  };
}
