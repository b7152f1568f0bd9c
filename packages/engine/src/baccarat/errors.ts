/**
 * Every rule error of baccarat, declared once: the details each code carries (everything a sentence in
 * any language needs), the list of codes, and the one function that builds an error with its English
 * message for developers. User interfaces word errors from `code` and `details` (`@croupier/ru`).
 *
 * @module
 */
import type { SchemaIssue } from '@croupier/paytables/schema';
import { formatCard } from '../cards/notation.js';
import type { ChipsProblem } from '../money/index.js';
import { err, type Err, type ErrorOf, type RuleError } from '../result/index.js';

/** Why a composition cannot be analysed. */
export type CompositionProblem =
  /** Not an object of the kinds `values`, `ranks`, `cards` or `infinite`. */
  | 'not-a-composition'
  /** The counts are not a list of the right length of whole, non-negative numbers. */
  | 'bad-counts'
  /** Fewer than the six cards a coup may need. */
  | 'too-few'
  /** More cards than the exact count in numbers allows (430). */
  | 'too-many'
  /** More cards of a kind are dealt than the shoe holds. */
  | 'over-shoe'
  /** A pair bet needs the ranks (values lump tens and pictures together). */
  | 'needs-ranks'
  /** A perfect pair bet needs the cards (rank and suit). */
  | 'needs-cards';

/** Why the seats of a new table are refused. */
export type SeatsProblem =
  /** Not an object of seat id → chips. */
  | 'not-an-object'
  /** No seat at all: a table needs at least one. */
  | 'no-seats'
  /** More seats than `rules.maxPlayers`. */
  | 'too-many'
  /** A seat id is empty or longer than 60 characters. */
  | 'bad-id'
  /** A seat's chips are not a whole, non-negative number up to `MAX_BALANCE`. */
  | 'bad-chips'
  /** The seats together hold more than `MAX_BALANCE`. */
  | 'over-limit';

/** Why a stacked shoe is refused. */
export type ShoeProblem =
  /** Not `{ cards, cutCard? }` with `cards` a list of cards 0…51. */
  | 'not-cards'
  /** Fewer than 6 or more than 416 cards. */
  | 'bad-length'
  /** The cut card is not a whole number from 0 to the number of cards. */
  | 'bad-cut-card';

/**
 * The details of every baccarat error code. Strings that echo caller input are shortened with `show()`.
 */
export interface BaccaratErrorDetails {
  /** The rules object is not a full, valid rules object (e.g. an unresolved `{ preset: 'casino' }`). */
  'baccarat/bad-rules': { readonly issues: readonly SchemaIssue[] };
  /** The seed is not a safe integer or a text of 1–200 characters. */
  'baccarat/bad-seed': { readonly seed: string; readonly allowed: string };
  /** The seats are refused. */
  'baccarat/bad-seats': {
    readonly reason: SeatsProblem;
    /** The seat in question (shortened). */
    readonly player?: string;
    /** The chips given (shortened). */
    readonly chips?: string;
    /** What is wrong with the chips. */
    readonly problem?: ChipsProblem;
    /** How many seats were given. */
    readonly seats?: number;
    /** The most allowed (seats, or chips). */
    readonly max?: number;
  };
  /** The stacked shoe is refused. */
  'baccarat/bad-shoe': {
    readonly reason: ShoeProblem;
    /** How many cards were given. */
    readonly cards?: number;
    /** The fewest and the most cards allowed. */
    readonly min?: number;
    readonly max?: number;
    /** The cut card given (shortened). */
    readonly cutCard?: string;
  };
  /** Not an action, or an action type the table does not know. */
  'baccarat/unknown-action': { readonly action: string; readonly allowed: readonly string[] };
  /** A known action in the wrong phase. */
  'baccarat/wrong-phase': { readonly phase: string; readonly action: string; readonly allowed: readonly string[] };
  /** A bet after the deal. */
  'baccarat/bet-after-deal': { readonly phase: string; readonly allowed: readonly string[] };
  /** No such bet. */
  'baccarat/unknown-bet': { readonly bet: string; readonly allowed: readonly string[] };
  /** A side bet this table does not offer. */
  'baccarat/bet-not-offered': { readonly bet: string; readonly offered: readonly string[] };
  /** No such seat. */
  'baccarat/unknown-player': { readonly player: string; readonly seated: readonly string[] };
  /** The stake is not a positive whole number of chips up to `MAX_STAKE`. */
  'baccarat/bad-stake': { readonly reason: ChipsProblem; readonly stake: string; readonly max: number };
  /** The stake is more than the seat's balance. */
  'baccarat/insufficient-balance': { readonly player: string; readonly stake: number; readonly balance: number };
  /**
   * Over a bound of decision 002: `stake` — the stakes of one player on one bet would pass `MAX_STAKE`;
   * `table` — the table's chips, with every bet paid at its best, would pass `MAX_BALANCE`.
   */
  'baccarat/over-limit': {
    readonly reason: 'stake' | 'table';
    /** The stake asked for. */
    readonly stake: number;
    /** The most this bet may add now. */
    readonly max: number;
    /** The bound passed: `MAX_STAKE` or `MAX_BALANCE`. */
    readonly limit: number;
  };
  /** At a whole-chips table (`rounding: 'refuse'`) the stake would pay a fraction of a chip. */
  'baccarat/fractional-payout': { readonly stake: number; readonly ratio: string; readonly multipleOf: number };
  /** Seat players `playBaccaratTable` cannot seat: two of one name, a rate that is not a share from 0 to 1. */
  'baccarat/bad-players': {
    readonly reason: 'duplicate' | 'rate';
    /** The player. */
    readonly player: string;
    /** The rate given (shortened), for `rate`. */
    readonly value?: string;
  };
  /** The composition given to the analysis cannot be analysed. */
  'baccarat/bad-composition': {
    readonly reason: CompositionProblem;
    /** Cards in the composition. */
    readonly cards?: number;
    /** The fewest or most allowed. */
    readonly min?: number;
    readonly max?: number;
    /** The card (0…51) or the value (0…9) dealt more often than the shoe holds it, how often, and how many the shoe holds. */
    readonly card?: number;
    readonly value?: number;
    readonly dealt?: number;
    readonly held?: number;
    /** The bet that needs more detail. */
    readonly bet?: string;
  };
}

/** A baccarat error code. */
export type BaccaratErrorCode = keyof BaccaratErrorDetails;

/** A baccarat rule error: a code, an English message for developers and typed details. */
export type BaccaratError = ErrorOf<BaccaratErrorDetails>;

/** The error of one code. */
export type BaccaratErrorOf<C extends BaccaratErrorCode> = RuleError<C, BaccaratErrorDetails[C]>;

/** Every baccarat error code (checked against {@link BaccaratErrorDetails} at compile time). */
export const BACCARAT_ERROR_CODES = [
  'baccarat/bad-rules',
  'baccarat/bad-seed',
  'baccarat/bad-seats',
  'baccarat/bad-shoe',
  'baccarat/unknown-action',
  'baccarat/wrong-phase',
  'baccarat/bet-after-deal',
  'baccarat/unknown-bet',
  'baccarat/bet-not-offered',
  'baccarat/unknown-player',
  'baccarat/bad-stake',
  'baccarat/insufficient-balance',
  'baccarat/over-limit',
  'baccarat/fractional-payout',
  'baccarat/bad-composition',
  'baccarat/bad-players',
] as const satisfies readonly BaccaratErrorCode[];

// Every code of the map is listed: a code added to the map and not to the list fails to compile here.
type Missing = Exclude<BaccaratErrorCode, (typeof BACCARAT_ERROR_CODES)[number]>;
const everyCodeListed: [Missing] extends [never] ? true : Missing = true;
void everyCodeListed;

const list = (items: readonly unknown[]) => (items.length === 0 ? 'none' : items.join(', '));

const CHIPS_PROBLEM: Readonly<Record<ChipsProblem, string>> = {
  'not-a-number': 'is not a number',
  'not-whole': 'is not a whole number',
  negative: 'is negative',
  zero: 'is zero',
  'over-limit': 'is over the limit',
};

const MESSAGES: { readonly [C in BaccaratErrorCode]: (d: BaccaratErrorDetails[C]) => string } = {
  'baccarat/bad-rules': (d) =>
    `Not a full baccarat rules object (resolve one with resolveRules): ${d.issues
      .slice(0, 3)
      .map((i) => i.message)
      .join('; ')}${d.issues.length > 3 ? `; and ${d.issues.length - 3} more` : ''}.`,
  'baccarat/bad-seed': (d) => `A seed is ${d.allowed}; got ${d.seed}.`,
  'baccarat/bad-seats': (d) => {
    switch (d.reason) {
      case 'not-an-object':
        return `Seats are an object of player id → chips, e.g. { anna: 1000 }; got ${d.chips ?? 'something else'}.`;
      case 'no-seats':
        return `A table needs at least one seat (1 to ${d.max} players), got none.`;
      case 'too-many':
        return `This table seats at most ${d.max} players, got ${d.seats}.`;
      case 'bad-id':
        return `A seat id is a text of 1 to 60 characters, got ${d.player}.`;
      case 'bad-chips':
        return `Seat ${d.player} needs a whole, non-negative number of chips up to ${d.max}; ${d.chips} ${CHIPS_PROBLEM[d.problem ?? 'not-a-number']}.`;
      case 'over-limit':
        return `The seats hold more than ${d.max} chips together; a table holds at most ${d.max}.`;
    }
  },
  'baccarat/bad-shoe': (d) => {
    switch (d.reason) {
      case 'not-cards':
        return 'A stacked shoe is { cards, cutCard? } with cards a list of card numbers 0…51, next card first.';
      case 'bad-length':
        return `A stacked shoe holds ${d.min} to ${d.max} cards (a coup may need six), got ${d.cards}.`;
      case 'bad-cut-card':
        return `The cut card sits at a whole position from 0 to ${d.max}, got ${d.cutCard}.`;
    }
  },
  'baccarat/unknown-action': (d) => `Unknown action ${d.action}; actions: ${list(d.allowed)}.`,
  'baccarat/wrong-phase': (d) =>
    `"${d.action}" is not allowed in the "${d.phase}" phase; allowed now: ${list(d.allowed)}.`,
  'baccarat/bet-after-deal': (d) =>
    `Bets are taken only before the deal; this coup is in the "${d.phase}" phase. Allowed now: ${list(d.allowed)}.`,
  'baccarat/unknown-bet': (d) => `There is no bet ${d.bet}; bets: ${list(d.allowed)}.`,
  'baccarat/bet-not-offered': (d) => `This table does not offer ${d.bet}; it offers ${list(d.offered)}.`,
  'baccarat/unknown-player': (d) => `No player ${d.player} at this table; seated: ${list(d.seated)}.`,
  'baccarat/bad-stake': (d) =>
    `A stake is a positive whole number of chips up to ${d.max}; ${d.stake} ${CHIPS_PROBLEM[d.reason]}.`,
  'baccarat/insufficient-balance': (d) =>
    `${d.player} has ${d.balance} chips and cannot stake ${d.stake}; the most allowed is ${d.balance}.`,
  'baccarat/over-limit': (d) =>
    d.reason === 'stake'
      ? `One bet holds at most ${d.limit} chips; this one may add at most ${d.max}, not ${d.stake}.`
      : `A table holds at most ${d.limit} chips with every bet paid at its best; this bet may add at most ${d.max}, not ${d.stake}.`,
  'baccarat/fractional-payout': (d) =>
    `A stake of ${d.stake} at ${d.ratio} would pay a fraction of a chip; this table pays whole chips only: stakes in multiples of ${d.multipleOf}.`,
  'baccarat/bad-players': (d) =>
    d.reason === 'duplicate'
      ? `Two players are named "${d.player}".`
      : `Player "${d.player}" has a rate of ${d.value}; a rate is from 0 to 1.`,
  'baccarat/bad-composition': (d) => {
    switch (d.reason) {
      case 'not-a-composition':
        return 'A shoe composition is { kind: "values" | "ranks" | "cards", counts } or { kind: "infinite" }.';
      case 'bad-counts':
        return `The counts are ${d.max} whole, non-negative numbers.`;
      case 'too-few':
        return `The analysis needs at least ${d.min} cards in the shoe, got ${d.cards}.`;
      case 'too-many':
        return `The analysis counts exactly up to ${d.max} cards in the shoe, got ${d.cards}.`;
      case 'over-shoe':
        return `${d.dealt} cards of ${d.card !== undefined ? formatCard(d.card) : `value ${d.value}`} are dealt, but the shoe holds only ${d.held}.`;
      case 'needs-ranks':
        return `${d.bet} needs the shoe's composition by rank (or by card), not by baccarat value.`;
      case 'needs-cards':
        return `${d.bet} needs the shoe's composition by card (rank and suit).`;
    }
  },
};

/**
 * Builds a baccarat rule error with its English message.
 *
 * @param code - The code.
 * @param details - Its details.
 * @returns `{ ok: false, error: { code, message, details } }`.
 * @example
 * ```ts
 * baccaratError('baccarat/insufficient-balance', { player: 'anna', stake: 101, balance: 100 });
 * // error.message: 'anna has 100 chips and cannot stake 101; the most allowed is 100.'
 * ```
 */
export function baccaratError<C extends BaccaratErrorCode>(
  code: C,
  details: BaccaratErrorDetails[C],
): Err<BaccaratErrorOf<C>> {
  return err(code, MESSAGES[code](details), details) as Err<BaccaratErrorOf<C>>;
}
