/**
 * The shoe: 1–8 decks, shuffled by a passed-in RNG, with a cut card, the remaining composition by rank
 * (the analyses need it) and reshuffling. A shoe is an immutable value: drawing returns a new shoe.
 *
 * What a caller passes (options, stacked cards, a shoe from JSON) is checked and answered with a typed
 * `shoe/…` error whose `details` are `{ reason, got, allowed }`; a shoe made by {@link createShoe},
 * {@link stackedShoe} or {@link checkShoe} is trusted by the functions that take one.
 *
 * @module
 */
import { type Card, type Rank, DECK_SIZE, isCard, rankOf } from '../cards/encoding.js';
import { err, ok, orThrow, show, type ErrorOf, type Result } from '../result/index.js';
import { type Rng, shuffleInPlace } from '../rng/index.js';

/** An immutable shoe. `cards[position]` is the next card to be dealt. */
export interface Shoe {
  /** Number of decks the shoe was built from (0 for a stacked shoe). */
  readonly decks: number;
  /** All cards of the shoe in dealing order. */
  readonly cards: readonly Card[];
  /** Index of the next card. */
  readonly position: number;
  /** Index at which the cut card sits: once `position` reaches it, the shoe is reshuffled after the round. */
  readonly cutCard: number;
}

/** Options for {@link createShoe}. */
export interface ShoeOptions {
  /** Number of decks, 1–8. */
  readonly decks: number;
  /**
   * Penetration: the share of the shoe dealt before the cut card, as a ratio `{ dealt, of }`
   * (default 3/4). Integers only, so the cut position is exact.
   */
  readonly penetration?: { readonly dealt: number; readonly of: number };
}

/** Fewest and most decks in a shoe. */
export const SHOE_DECKS = { min: 1, max: 8 } as const;

/** Most cards a stacked shoe may hold: as many as eight decks. */
export const MAX_STACKED_CARDS = SHOE_DECKS.max * DECK_SIZE;

/** The options {@link createShoe} knows. */
const OPTION_KEYS = ['decks', 'penetration'] as const;

/** The error details of the shoe module, by code: what was wrong (`reason`), what came (`got`, shortened), what is allowed. */
export interface ShoeErrorDetails {
  /** The options of `createShoe` are not an object, or have a key it does not know. */
  'shoe/bad-options': {
    readonly reason: 'not-an-object' | 'unknown-option';
    readonly got: string;
    readonly allowed: readonly string[];
  };
  /** The deck count is not a whole number from 1 to 8. */
  'shoe/bad-decks': {
    readonly reason: 'not-a-number' | 'not-whole' | 'out-of-range';
    readonly got: string;
    readonly allowed: { readonly min: number; readonly max: number };
  };
  /** The penetration is not a ratio `{ dealt, of }` of safe whole numbers with 0 < dealt ≤ of. */
  'shoe/bad-penetration': {
    readonly reason: 'not-an-object' | 'unknown-key' | 'not-whole' | 'out-of-range';
    readonly got: string;
    readonly allowed: string;
  };
  /** The stacked cards are not an array, are too many, or hold something that is not a card. */
  'shoe/bad-card': {
    readonly reason: 'not-an-array' | 'too-many' | 'not-a-card';
    /** The position of the offending card, for `not-a-card`. */
    readonly index?: number;
    readonly got: string;
    readonly allowed: string;
  };
  /** The cut card is not a whole position from 0 to the number of cards. */
  'shoe/bad-cut-card': {
    readonly reason: 'not-whole' | 'out-of-range';
    readonly got: string;
    readonly allowed: { readonly min: number; readonly max: number };
  };
  /** A shoe given from outside is not an object of exactly `decks`, `cards`, `position`, `cutCard`. */
  'shoe/bad-shoe': {
    readonly reason: 'not-an-object' | 'unknown-key' | 'bad-decks' | 'bad-position';
    readonly got: string;
    readonly allowed: string;
  };
  /** No card is left to deal. */
  'shoe/empty': { readonly reason: 'empty'; readonly got: number; readonly allowed: string };
}

/** Error codes of the shoe module. */
export type ShoeErrorCode = keyof ShoeErrorDetails;

/** A rule error of the shoe module; a switch on `code` narrows `details`. */
export type ShoeError = ErrorOf<ShoeErrorDetails>;

/** Every code the shoe module can return. */
export const SHOE_ERROR_CODES = [
  'shoe/bad-options',
  'shoe/bad-decks',
  'shoe/bad-penetration',
  'shoe/bad-card',
  'shoe/bad-cut-card',
  'shoe/bad-shoe',
  'shoe/empty',
] as const satisfies readonly ShoeErrorCode[];
// Compile-time check that the list names every code of the map.
const _everyShoeCode: Exclude<ShoeErrorCode, (typeof SHOE_ERROR_CODES)[number]> extends never ? true : never = true;
void _everyShoeCode;

/** Builds a shoe error with its details typed by code. */
function shoeErr<C extends ShoeErrorCode>(code: C, message: string, details: ShoeErrorDetails[C]) {
  return err(code, message, details);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function own(record: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** Checks a deck count: a whole number 1–8. */
function checkDecks(decks: unknown): Result<number, ErrorOf<Pick<ShoeErrorDetails, 'shoe/bad-decks'>>> {
  if (typeof decks === 'number' && Number.isInteger(decks) && decks >= SHOE_DECKS.min && decks <= SHOE_DECKS.max) {
    return ok(decks);
  }
  const reason = typeof decks !== 'number' ? 'not-a-number' : Number.isInteger(decks) ? 'out-of-range' : 'not-whole';
  return shoeErr('shoe/bad-decks', `A shoe holds 1 to 8 whole decks, got ${show(decks)}.`, {
    reason,
    got: show(decks),
    allowed: SHOE_DECKS,
  });
}

const PENETRATION_ALLOWED = 'a ratio { dealt, of } of whole numbers with 0 < dealt ≤ of';

/** Checks a penetration `{ dealt, of }`: safe whole numbers, 0 < dealt ≤ of. */
function checkPenetration(
  pen: unknown,
): Result<{ dealt: number; of: number }, ErrorOf<Pick<ShoeErrorDetails, 'shoe/bad-penetration'>>> {
  const fail = (reason: ShoeErrorDetails['shoe/bad-penetration']['reason']) =>
    shoeErr('shoe/bad-penetration', `Penetration must be ${PENETRATION_ALLOWED}, got ${show(pen)}.`, {
      reason,
      got: show(pen),
      allowed: PENETRATION_ALLOWED,
    });
  if (!isRecord(pen)) return fail('not-an-object');
  if (Object.keys(pen).some((k) => k !== 'dealt' && k !== 'of')) return fail('unknown-key');
  const dealt = own(pen, 'dealt');
  const of = own(pen, 'of');
  if (!Number.isSafeInteger(dealt) || !Number.isSafeInteger(of)) return fail('not-whole');
  if ((dealt as number) <= 0 || (of as number) <= 0 || (dealt as number) > (of as number)) return fail('out-of-range');
  return ok({ dealt: dealt as number, of: of as number });
}

/**
 * Builds and shuffles a shoe.
 *
 * @param options - Decks and penetration; checked as they may come from JSON (own keys only,
 *   unknown keys refused).
 * @param rng - Randomness for the shuffle.
 * @returns The shoe, or a `shoe/bad-options`, `shoe/bad-decks` or `shoe/bad-penetration` error with
 *   `{ reason, got, allowed }`.
 * @example
 * ```ts
 * const shoe = createShoe({ decks: 8 }, seededRng(1));
 * createShoe({ decks: '8' } as never, seededRng(1)); // { ok: false, error: { code: 'shoe/bad-decks', details: { reason: 'not-a-number', … } } }
 * ```
 */
export function createShoe(options: ShoeOptions, rng: Rng): Result<Shoe, ShoeError> {
  const input: unknown = options;
  if (!isRecord(input)) {
    return shoeErr('shoe/bad-options', `Shoe options must be an object such as { decks: 6 }, got ${show(input)}.`, {
      reason: 'not-an-object',
      got: show(input),
      allowed: OPTION_KEYS,
    });
  }
  const unknown = Object.keys(input).find((k) => !(OPTION_KEYS as readonly string[]).includes(k));
  if (unknown !== undefined) {
    return shoeErr(
      'shoe/bad-options',
      `Shoe options have no ${show(unknown)}; known options: ${OPTION_KEYS.join(', ')}.`,
      { reason: 'unknown-option', got: show(unknown), allowed: OPTION_KEYS },
    );
  }
  const decks = checkDecks(own(input, 'decks'));
  if (!decks.ok) return decks;
  const penInput = own(input, 'penetration');
  const pen = checkPenetration(penInput === undefined ? { dealt: 3, of: 4 } : penInput);
  if (!pen.ok) return pen;
  const cards: Card[] = [];
  for (let d = 0; d < decks.value; d++) for (let c = 0; c < DECK_SIZE; c++) cards.push(c);
  shuffleInPlace(rng, cards);
  // Exact for any safe ratio: the product may pass 2^53, so it is taken in bigint.
  const cutCard = Number((BigInt(cards.length) * BigInt(pen.value.dealt)) / BigInt(pen.value.of));
  return ok({ decks: decks.value, cards, position: 0, cutCard });
}

/** Checks stacked cards and a cut position. */
function checkStack(cards: unknown, cutCard: unknown): Result<Shoe, ShoeError> {
  const allowedCards = `an array of at most ${MAX_STACKED_CARDS} cards, each a whole number 0–51`;
  if (!Array.isArray(cards)) {
    return shoeErr('shoe/bad-card', `A stacked shoe is ${allowedCards}, got ${show(cards)}.`, {
      reason: 'not-an-array',
      got: show(cards),
      allowed: allowedCards,
    });
  }
  if (cards.length > MAX_STACKED_CARDS) {
    return shoeErr(
      'shoe/bad-card',
      `A stacked shoe holds at most ${MAX_STACKED_CARDS} cards (eight decks), got ${cards.length}.`,
      { reason: 'too-many', got: String(cards.length), allowed: allowedCards },
    );
  }
  for (let i = 0; i < cards.length; i++) {
    const card: unknown = cards[i];
    if (!isCard(card)) {
      return shoeErr('shoe/bad-card', `Card ${i} of the stacked shoe is ${show(card)}, not a card (0–51).`, {
        reason: 'not-a-card',
        index: i,
        got: show(card),
        allowed: allowedCards,
      });
    }
  }
  const allowedCut = { min: 0, max: cards.length };
  if (!Number.isInteger(cutCard) || (cutCard as number) < 0 || (cutCard as number) > cards.length) {
    return shoeErr(
      'shoe/bad-cut-card',
      `The cut card sits at a whole position from 0 to ${cards.length}, got ${show(cutCard)}.`,
      { reason: Number.isInteger(cutCard) ? 'out-of-range' : 'not-whole', got: show(cutCard), allowed: allowedCut },
    );
  }
  return ok({ decks: 0, cards: (cards as Card[]).slice(), position: 0, cutCard: cutCard as number });
}

/**
 * A stacked shoe for tests, examples and replays: the cards are dealt in exactly the order given.
 *
 * @param cards - The cards, next card first (at most {@link MAX_STACKED_CARDS}).
 * @param cutCard - Where the cut card sits, 0 … `cards.length` (default: after the last card).
 * @returns The shoe.
 * @throws CroupierError carrying `shoe/bad-card` or `shoe/bad-cut-card` (with `{ reason, got, allowed }`)
 *   for anything else; {@link checkShoe} answers the same question as a `Result`.
 * @example
 * ```ts
 * const shoe = stackedShoe(parseCardsOrThrow('Ah 9c Kd 6s'));
 * ```
 */
export function stackedShoe(cards: readonly Card[], cutCard: number = Array.isArray(cards) ? cards.length : 0): Shoe {
  return orThrow(checkStack(cards, cutCard));
}

/**
 * Checks a shoe given from outside (a replay, a saved table, a test): a plain object with exactly
 * `decks` (0 for a stacked shoe, else 1–8), `cards` (at most {@link MAX_STACKED_CARDS} cards),
 * `position` and `cutCard` (whole numbers from 0 to the number of cards).
 *
 * @param value - Anything, e.g. parsed JSON.
 * @returns A fresh copy of the shoe, or a `shoe/…` error saying what was wrong.
 * @example
 * ```ts
 * checkShoe(JSON.parse(JSON.stringify(stackedShoe([48, 36])))).ok; // true
 * ```
 */
export function checkShoe(value: unknown): Result<Shoe, ShoeError> {
  const allowed = 'an object { decks, cards, position, cutCard }';
  const fail = (reason: ShoeErrorDetails['shoe/bad-shoe']['reason'], got: unknown, what: string) =>
    shoeErr('shoe/bad-shoe', `A shoe is ${allowed}; ${what}, got ${show(got)}.`, {
      reason,
      got: show(got),
      allowed,
    });
  if (!isRecord(value)) return fail('not-an-object', value, 'not an object');
  const extra = Object.keys(value).find((k) => !['decks', 'cards', 'position', 'cutCard'].includes(k));
  if (extra !== undefined) return fail('unknown-key', extra, 'unknown key');
  const decks = own(value, 'decks');
  if (decks !== 0 && !checkDecks(decks).ok) return fail('bad-decks', decks, 'decks is 0 (stacked) or 1–8');
  const stack = checkStack(own(value, 'cards'), own(value, 'cutCard'));
  if (!stack.ok) return stack;
  const position = own(value, 'position');
  if (!Number.isInteger(position) || (position as number) < 0 || (position as number) > stack.value.cards.length) {
    return fail('bad-position', position, `position is a whole number from 0 to ${stack.value.cards.length}`);
  }
  return ok({ ...stack.value, decks: decks as number, position: position as number });
}

/** Number of cards left to deal. */
export function remaining(shoe: Shoe): number {
  return shoe.cards.length - shoe.position;
}

/** Whether the cut card has come out (reshuffle after this round). */
export function cutCardReached(shoe: Shoe): boolean {
  return shoe.position >= shoe.cutCard;
}

/**
 * Deals the next card.
 *
 * @param shoe - The shoe.
 * @returns The card and the shoe after it, or `shoe/empty`.
 */
export function draw(shoe: Shoe): Result<{ card: Card; shoe: Shoe }, ErrorOf<Pick<ShoeErrorDetails, 'shoe/empty'>>> {
  if (shoe.position >= shoe.cards.length) {
    return shoeErr('shoe/empty', 'The shoe is empty; reshuffle before dealing.', {
      reason: 'empty',
      got: 0,
      allowed: 'a shoe with a card left',
    });
  }
  return ok({ card: shoe.cards[shoe.position]!, shoe: { ...shoe, position: shoe.position + 1 } });
}

/**
 * The remaining composition by rank: `counts[rank]` cards of each rank index (0 = two … 12 = ace)
 * are still to be dealt.
 *
 * @param shoe - The shoe.
 */
export function compositionByRank(shoe: Shoe): number[] {
  const counts = new Array<number>(13).fill(0);
  for (let i = shoe.position; i < shoe.cards.length; i++) counts[rankOf(shoe.cards[i]!)]!++;
  return counts;
}

/**
 * A full shoe's composition by rank: `4 × decks` of each rank.
 *
 * @param decks - Number of decks, 1–8.
 * @throws CroupierError carrying `shoe/bad-decks` for anything else.
 */
export function fullComposition(decks: number): number[] {
  return new Array<number>(13).fill(4 * orThrow(checkDecks(decks)));
}

/**
 * Reshuffles every card of the shoe back together.
 *
 * @param shoe - The shoe.
 * @param rng - Randomness.
 */
export function reshuffle(shoe: Shoe, rng: Rng): Shoe {
  const cards = shuffleInPlace(rng, shoe.cards.slice());
  return { ...shoe, cards, position: 0 };
}

/** The rank index of each remaining card, in dealing order (for inspection in tests). */
export function remainingRanks(shoe: Shoe): Rank[] {
  return shoe.cards.slice(shoe.position).map(rankOf);
}
