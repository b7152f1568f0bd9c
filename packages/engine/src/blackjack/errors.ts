/**
 * Every rule error of blackjack, declared once: a map from code to the shape of its `details`, the list
 * of codes (checked against the map at compile time), and the one function that builds each error with
 * its English message. User interfaces word the error from `code` and `details` (`@croupier/ru`); the
 * English `message` is for developers and logs.
 *
 * @module
 */
import type { SchemaIssue } from '@croupier/paytables/schema';
import type { ChipsProblem } from '../money/index.js';
import type { Err, ErrorOf } from '../result/index.js';
import type { BlackjackActionType, BlackjackPhase } from './state.js';

/** Why a double is refused. */
export type DoubleRefusal =
  /** Only a hand's first two cards may be doubled. */
  | { readonly reason: 'not-two-cards'; readonly cards: number }
  /** The total is not one `doubleOn` names (`low` is the total with the ace as one, for a soft hand). */
  | { readonly reason: 'total'; readonly total: number; readonly low?: number; readonly allowed: readonly number[] }
  /** A soft hand whose total with the ace as one qualifies, under `doubleSoft: false`. */
  | { readonly reason: 'soft'; readonly total: number; readonly low: number; readonly allowed: readonly number[] }
  /** A split ace, under `hitSplitAces: false`: it takes its one card and nothing else. */
  | { readonly reason: 'split-aces' }
  /** A hand made by splitting, under `doubleAfterSplit: false`. */
  | { readonly reason: 'after-split' }
  /**
   * A blackjack (an ace and a ten-value card as the first two cards): it is settled at once and never
   * doubled, though with the ace as one it is a soft 11 (docs/rules.md, Blackjack: Doubling).
   */
  | { readonly reason: 'blackjack' }
  /** The box's balance does not cover the second stake. */
  | { readonly reason: 'balance'; readonly needed: number; readonly balance: number };

/** Why a split is refused. */
export type SplitRefusal =
  /** Only a hand's first two cards may be split. */
  | { readonly reason: 'not-two-cards'; readonly cards: number }
  /** `maxHands: 1`: no splitting at this table. */
  | { readonly reason: 'no-splitting' }
  /** The two cards are not a pair by the table's rule (`value`: J+K is a pair; `rank`: only K+K). */
  | { readonly reason: 'not-a-pair'; readonly splitBy: 'value' | 'rank' }
  /** Two aces, under `splitAces: false`. */
  | { readonly reason: 'aces' }
  /** A split ace drew another ace, under `resplitAces: false`. */
  | { readonly reason: 'resplit-aces' }
  /** The box already holds `maxHands` hands. */
  | { readonly reason: 'max-hands'; readonly maxHands: number }
  /** The box's balance does not cover the new hand's stake. */
  | { readonly reason: 'balance'; readonly needed: number; readonly balance: number };

/** Why a surrender is refused. */
export type SurrenderRefusal =
  /** `surrender: 'none'`. */
  | { readonly reason: 'not-offered' }
  /** Only a hand of its first two cards may surrender. */
  | { readonly reason: 'not-two-cards'; readonly cards: number }
  /** A hand of a split box may not surrender. */
  | { readonly reason: 'after-split' };

/** Why an insurance stake is refused. */
export type InsuranceRefusal =
  /** `insurance: false`. */
  | { readonly reason: 'not-offered'; readonly box?: string }
  /** A blackjack against an ace where even money is offered: the answer is `evenMoney`. */
  | { readonly reason: 'even-money'; readonly box: string }
  /** An insurance is exactly half the original bet, `half`: no more, no less (0 declines). */
  | { readonly reason: 'not-half'; readonly box: string; readonly amount: number; readonly half: number }
  /**
   * An odd bet: half of it is not whole chips, so insurance is not offered (docs/rules.md, Blackjack:
   * Insurance); `box` is absent when the question was asked of a bet, not of a box.
   */
  | { readonly reason: 'odd-bet'; readonly box?: string; readonly bet: number }
  /** The box's balance does not cover half the bet. */
  | { readonly reason: 'balance'; readonly box: string; readonly amount: number; readonly balance: number }
  /** Under `rounding: 'refuse'`, half the bet is a stake whose payout is not whole chips. */
  | {
      readonly reason: 'fractional';
      readonly box?: string;
      readonly amount: number;
      readonly multipleOf: number;
    };

/** Why a bet is refused (a well-formed amount the box cannot stake). */
export type BetRefusal =
  /** The box's balance does not cover it. */
  | { readonly reason: 'balance'; readonly box: string; readonly amount: number; readonly balance: number }
  /** The box's bet would pass the most one stake may hold (`MAX_STAKE`). */
  | { readonly reason: 'table-limit'; readonly box: string; readonly amount: number; readonly max: number }
  /** The best outcome of the bet could carry the box's chips past `MAX_BALANCE`. */
  | { readonly reason: 'balance-limit'; readonly box: string; readonly amount: number; readonly max: number }
  /** Under `rounding: 'refuse'`, a bet whose payouts are not whole chips. */
  | { readonly reason: 'fractional'; readonly box: string; readonly amount: number; readonly multipleOf: number };

/** What is wrong with the setup passed to `start`. */
export type SetupProblem =
  | { readonly reason: 'not-an-object'; readonly value: string }
  | { readonly reason: 'unknown-key'; readonly value: string; readonly allowed: readonly string[] }
  | { readonly reason: 'no-seats' }
  | { readonly reason: 'too-many-seats'; readonly count: number; readonly max: number }
  | { readonly reason: 'seat-id'; readonly value: string; readonly maxLength: number }
  | {
      readonly reason: 'balance';
      readonly box: string;
      readonly value: string;
      readonly problem: ChipsProblem;
      readonly max: number;
    }
  | { readonly reason: 'seed'; readonly value: string }
  | { readonly reason: 'shoe'; readonly value: string }
  /** A stacked shoe of more cards than the largest shoe the rules allow (8 decks, 416 cards). */
  | { readonly reason: 'shoe-too-long'; readonly value: string; readonly cards: number; readonly max: number };

/** Why the seat players given to `playBlackjackTable` are refused. */
export type PlayersProblem =
  /** A player asks for more boxes than one player may play (`blackjackTableLimits.value.boxesPerPlayer`). */
  | { readonly reason: 'boxes-per-player'; readonly player: string; readonly boxes: number; readonly max: number }
  /** A player's boxes are not a whole number from 1. */
  | { readonly reason: 'boxes'; readonly player: string; readonly value: string }
  /** Two players have the same id. */
  | { readonly reason: 'duplicate'; readonly player: string }
  /** A mistake's rate is not a share from 0 to 1. */
  | { readonly reason: 'mistake-rate'; readonly player: string; readonly value: string }
  /** A bet by the true count (a ramp) without a counting system to keep the count. */
  | { readonly reason: 'ramp-without-count'; readonly player: string };

/** The details of every blackjack error code. */
export interface BlackjackErrorDetails {
  /** Rules that are not a full, valid rules object (`start`, `odds`, the two-card questions). */
  'blackjack/bad-rules': { readonly issues: readonly SchemaIssue[] };
  /** A setup `start` cannot use: seats, balances, seed or stacked shoe. */
  'blackjack/bad-setup': SetupProblem;
  /** Not an action: not an object, an unknown type, or a field of the wrong kind. */
  'blackjack/bad-action': {
    readonly reason: 'not-an-object' | 'unknown-type' | 'field';
    readonly value: string;
    /** The offending field (`take`, `box`), for `reason: 'field'`. */
    readonly field?: string;
    /** What the field must be (`true or false`, `a seat id`). */
    readonly expected?: string;
    readonly allowed: readonly BlackjackActionType[];
  };
  /** An action that is not taken in this phase. */
  'blackjack/wrong-phase': {
    readonly action: BlackjackActionType;
    readonly phase: BlackjackPhase;
    readonly allowed: readonly BlackjackActionType[];
  };
  /** A box id that has no seat at the table. */
  'blackjack/unknown-box': { readonly box: string; readonly seated: readonly string[] };
  /** An amount of chips that is not a whole number within the bounds (a bet, an insurance, a stake). */
  'blackjack/bad-stake': {
    /** What the amount was for: a bet, an insurance, or a hand's stake (settling one hand). */
    readonly field: 'bet' | 'insurance' | 'stake';
    readonly box?: string;
    readonly value: string;
    readonly problem: ChipsProblem;
    readonly max: number;
  };
  /** A bet the box cannot place. */
  'blackjack/cannot-bet': BetRefusal;
  /** `deal` with no bet on the table. */
  'blackjack/no-bets': { readonly seated: readonly string[] };
  /** A card the rules refuse: a split ace under `hitSplitAces: false` takes its one card only. */
  'blackjack/cannot-hit': { readonly reason: 'split-aces' };
  /** A double the rules or the balance refuse. */
  'blackjack/cannot-double': DoubleRefusal;
  /** A split the rules or the balance refuse. */
  'blackjack/cannot-split': SplitRefusal;
  /** A surrender the rules refuse. */
  'blackjack/cannot-surrender': SurrenderRefusal;
  /** An insurance stake the rules or the balance refuse. */
  'blackjack/cannot-insure': InsuranceRefusal;
  /** Even money where it is not offered. */
  'blackjack/cannot-even-money': { readonly reason: 'not-offered' | 'no-blackjack'; readonly box: string };
  /** Cards that are not what a function needs (the two-card questions, settling one hand). */
  'blackjack/bad-cards':
    | { readonly reason: 'not-cards'; readonly value: string }
    /** Too few cards: `count` given, at least `min` needed (`of`: the player's hand or the dealer's). */
    | { readonly reason: 'count'; readonly of: 'hand' | 'dealer'; readonly count: number; readonly min: number };
  /** Under `rounding: 'refuse'`, a stake whose payout would not be whole chips. */
  'blackjack/fractional-payout': {
    readonly stake: number;
    readonly pays: number;
    readonly per: number;
    readonly multipleOf: number;
  };
  /** A bet spread (largest bet over the smallest) under one. */
  'blackjack/spread-below-one': { readonly spread: number; readonly min: 1 };
  /** A table maximum below the table minimum. */
  'blackjack/max-below-min': { readonly min: number; readonly max: number };
  /** A bankroll that does not cover one smallest bet on every spot played. */
  'blackjack/bankroll-below-bet': { readonly bankroll: number; readonly bet: number };
  /** A penetration (share of the shoe dealt before the shuffle) outside what the shoe allows. */
  'blackjack/bad-penetration': { readonly penetration: number; readonly min: number; readonly max: number };
  /** A number of spots (boxes played at once) out of range. */
  'blackjack/bad-spots': { readonly spots: number; readonly min: number; readonly max: number };
  /**
   * A betting option that is not what it must be: `field` names it (`min`, `unit`, `bankroll`,
   * `wongIn`, `roundsPerHour`, `trip`, `goal`, `risk`, `ramp`, ...), `expected` says what is allowed.
   */
  'blackjack/bad-bet-option': { readonly field: string; readonly value: string; readonly expected: string };
  /** Seat players `playBlackjackTable` cannot seat: boxes per player, ids, mistake rates, a ramp without a count. */
  'blackjack/bad-players': PlayersProblem;
}

/** A blackjack error code. */
export type BlackjackErrorCode = keyof BlackjackErrorDetails;

/** A blackjack rule error: a switch on `code` narrows `details`. */
export type BlackjackError = ErrorOf<BlackjackErrorDetails>;

/** Every code blackjack can return, for exhaustive translations (`@croupier/ru`) and tests. */
export const BLACKJACK_ERROR_CODES = [
  'blackjack/bad-rules',
  'blackjack/bad-setup',
  'blackjack/bad-action',
  'blackjack/wrong-phase',
  'blackjack/unknown-box',
  'blackjack/bad-stake',
  'blackjack/cannot-bet',
  'blackjack/no-bets',
  'blackjack/cannot-hit',
  'blackjack/cannot-double',
  'blackjack/cannot-split',
  'blackjack/cannot-surrender',
  'blackjack/cannot-insure',
  'blackjack/cannot-even-money',
  'blackjack/bad-cards',
  'blackjack/fractional-payout',
  'blackjack/spread-below-one',
  'blackjack/max-below-min',
  'blackjack/bankroll-below-bet',
  'blackjack/bad-penetration',
  'blackjack/bad-spots',
  'blackjack/bad-bet-option',
  'blackjack/bad-players',
] as const satisfies readonly BlackjackErrorCode[];

// Compile-time check: the list names every code of the map.
type Unlisted = Exclude<BlackjackErrorCode, (typeof BLACKJACK_ERROR_CODES)[number]>;
const everyCodeListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyCodeListed;

const list = (xs: readonly (string | number)[]) => xs.join(', ');
/** `9, 10 or 11`. */
const orList = (xs: readonly (string | number)[]) =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} or ${String(xs.at(-1))}`;

/** The English sentence of each code, from its details: short, for developers and logs. */
const MESSAGES: { readonly [C in BlackjackErrorCode]: (d: BlackjackErrorDetails[C]) => string } = {
  'blackjack/bad-rules': (d) => `Bad rules: ${d.issues.map((i) => i.message).join('; ')}.`,
  'blackjack/bad-setup': (d) =>
    `Bad setup (${d.reason}${'box' in d ? ` of seat "${d.box}"` : ''}${'value' in d ? `: ${d.value}` : ''}); a setup is ` +
    '{ seats: { id: chips }, seed, shoe? }: 1 to 7 ids of 1 to 64 characters, balances of 0 to 10^15 whole chips, ' +
    'a safe integer or a text of 1 to 200 characters as the seed, an array of at most 416 cards (8 decks) as the shoe.',
  'blackjack/bad-action': (d) =>
    d.reason === 'field'
      ? `The action's ${d.field ?? 'field'} must be ${d.expected ?? 'valid'}; got ${d.value}.`
      : `Not an action: ${d.value}; types: ${list(d.allowed)}.`,
  'blackjack/wrong-phase': (d) => `No "${d.action}" in the ${d.phase} phase; allowed: ${list(d.allowed) || 'nothing'}.`,
  'blackjack/unknown-box': (d) => `No box "${d.box}"; seated: ${list(d.seated)}.`,
  'blackjack/bad-stake': (d) => `A ${d.field} is whole chips up to ${d.max}; got ${d.value} (${d.problem}).`,
  'blackjack/cannot-bet': (d) =>
    `Box "${d.box}" cannot bet ${d.amount}: ` +
    (d.reason === 'balance'
      ? `its balance is ${d.balance}.`
      : d.reason === 'fractional'
        ? `bets are multiples of ${d.multipleOf} (whole payouts).`
        : `at most ${d.max} (${d.reason}).`),
  'blackjack/no-bets': () => 'Nobody has bet.',
  'blackjack/cannot-hit': () => 'A split ace takes one card only.',
  'blackjack/cannot-double': (d) => {
    switch (d.reason) {
      case 'total':
      case 'soft':
        return `Only a first-two-card total of ${orList(d.allowed)} may be doubled; this hand has ${d.total}${d.low === undefined ? '' : ` (${d.low} with the ace as one${d.reason === 'soft' ? ', not counted: doubleSoft is off' : ''})`}.`;
      case 'balance':
        return `Doubling needs ${d.needed}; the balance is ${d.balance}.`;
      case 'blackjack':
        return 'A blackjack is settled at once (3:2) and never doubled.';
      default:
        return `No doubling here (${d.reason}).`;
    }
  },
  'blackjack/cannot-split': (d) => {
    switch (d.reason) {
      case 'not-a-pair':
        return `Only two cards of the same ${d.splitBy} may be split.`;
      case 'max-hands':
        return `At most ${d.maxHands} hands.`;
      case 'balance':
        return `Splitting needs ${d.needed}; the balance is ${d.balance}.`;
      default:
        return `No split here (${d.reason}).`;
    }
  },
  'blackjack/cannot-surrender': (d) => `No surrender here (${d.reason}).`,
  'blackjack/cannot-insure': (d) =>
    `${'box' in d && d.box !== undefined ? `Box "${d.box}" cannot insure` : 'No insurance'}` +
    (d.reason === 'not-half'
      ? ` for ${d.amount}: insurance is exactly half the bet, ${d.half} (0 declines).`
      : d.reason === 'odd-bet'
        ? `: the bet ${d.bet} is odd, half of it is not whole chips; insurance is offered on an even bet.`
        : d.reason === 'balance'
          ? ` for ${d.amount}: its balance is ${d.balance}.`
          : d.reason === 'fractional'
            ? ` for ${d.amount}: multiples of ${d.multipleOf} only.`
            : ` (${d.reason}).`),
  'blackjack/cannot-even-money': (d) => `No even money for box "${d.box}" (${d.reason}).`,
  'blackjack/bad-cards': (d) =>
    d.reason === 'count'
      ? `The ${d.of} needs at least ${d.min} cards; got ${d.count}.`
      : `Not a list of cards (whole numbers 0–51): ${d.value}.`,
  'blackjack/fractional-payout': (d) =>
    `A stake of ${d.stake} at ${d.pays}:${d.per} pays a fraction; stakes are multiples of ${d.multipleOf}.`,
  'blackjack/spread-below-one': (d) =>
    `A bet spread is at least ${d.min} (the largest bet over the smallest); got ${d.spread}.`,
  'blackjack/max-below-min': (d) => `The table maximum ${d.max} is below the minimum ${d.min}.`,
  'blackjack/bankroll-below-bet': (d) => `A bankroll of ${d.bankroll} does not cover one bet of ${d.bet}.`,
  'blackjack/bad-penetration': (d) =>
    `The penetration is the share of the shoe dealt before the shuffle, ${d.min} to ${d.max} for this shoe; got ${d.penetration}.`,
  'blackjack/bad-spots': (d) => `Spots are a whole number from ${d.min} to ${d.max}; got ${d.spots}.`,
  'blackjack/bad-bet-option': (d) => `The option ${d.field} must be ${d.expected}; got ${d.value}.`,
  'blackjack/bad-players': (d) => {
    switch (d.reason) {
      case 'boxes-per-player':
        return `Player "${d.player}" asks for ${d.boxes} boxes; one player plays at most ${d.max}.`;
      case 'boxes':
        return `Player "${d.player}" plays a whole number of boxes from 1; got ${d.value}.`;
      case 'duplicate':
        return `Two players are named "${d.player}".`;
      case 'mistake-rate':
        return `Player "${d.player}" has a mistake rate of ${d.value}; a rate is from 0 to 1.`;
      case 'ramp-without-count':
        return `Player "${d.player}" bets by the true count but keeps no count.`;
    }
  },
};

/**
 * Builds a blackjack rule error with its English message: the one place every error is made.
 *
 * @param code - The code.
 * @param details - Its details (what a sentence in any language needs).
 * @returns `{ ok: false, error: { code, message, details } }`.
 * @example
 * ```ts
 * blackjackError('blackjack/cannot-double', { reason: 'total', total: 12, allowed: [9, 10, 11] });
 * // error.message: 'Only a first-two-card total of 9, 10 or 11 may be doubled; this hand has 12.'
 * ```
 */
export function blackjackError<C extends BlackjackErrorCode>(
  code: C,
  details: BlackjackErrorDetails[C],
): Err<Extract<BlackjackError, { code: C }>> {
  const message = (MESSAGES as unknown as Record<string, (d: BlackjackErrorDetails[C]) => string>)[code]!(details);
  return { ok: false, error: { code, message, details } as unknown as Extract<BlackjackError, { code: C }> };
}
