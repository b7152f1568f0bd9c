/**
 * Every rule error of craps, declared once: the map from code to the shape of its `details`, the list of
 * codes (complete by construction: it is the key list of the message table, which the compiler checks
 * against the map), and the one function that builds each error with its English message.
 *
 * `details` carries everything a sentence needs (the `@croupier/ru` module words every code in Russian
 * from them); `message` is for developers and logs. Values a caller passed are shown with `show()`, so a
 * BigInt, a Symbol or a megabyte of text never breaks or floods an error.
 *
 * @module
 */
import type { CrapsOddsLimit } from '@croupier/paytables/craps';
import type { SchemaIssue } from '@croupier/paytables/schema';
import type { ChipsProblem } from '../money/index.js';
import { err, show, type Err, type ErrorOf, type RuleError } from '../result/index.js';
import type { BetId } from './bets.js';

/** A change to a bet: `bet` places it or adds to it, `reduce` takes some chips back, `remove` takes it down. */
export type BetChange = 'bet' | 'reduce' | 'remove';

/** Why a setup was refused. */
export type SetupProblem = 'not-an-object' | 'seats-not-an-object' | 'no-seats' | 'too-many-seats';

/** The details of every craps error code: what a message (in any language) needs. */
export interface CrapsErrorDetails {
  /** The rules passed to `start` or `odds` are not a complete, valid craps rules object. */
  'craps/bad-rules': {
    /** Every problem: the rule key (or `(root)`) and an English description. */
    readonly issues: readonly SchemaIssue[];
  };
  /** The seed is not a safe integer or a string of 1–200 characters. */
  'craps/bad-seed': {
    /** The seed, shown. */
    readonly seed: string;
    /** The longest string seed. */
    readonly maxLength: number;
  };
  /** The setup is not `{ seats: { id: chips, … }, seed }` with 1 to `maxSeats` seats. */
  'craps/bad-setup': {
    /** What is wrong. */
    readonly reason: SetupProblem;
    /** How many seats were given (for `too-many-seats`). */
    readonly seats: number;
    /** The most seats a table has. */
    readonly maxSeats: number;
  };
  /** Seat players `playCrapsTable` cannot seat: two of one name, a rate that is not a share from 0 to 1. */
  'craps/bad-players': {
    /** What is wrong. */
    readonly reason: 'duplicate' | 'rate';
    /** The player. */
    readonly player: string;
    /** The rate given (shown), for `rate`. */
    readonly value?: string;
  };
  /** A seat id is empty or too long. */
  'craps/bad-player': {
    /** The id, shown. */
    readonly player: string;
    /** What is wrong with it. */
    readonly reason: 'empty' | 'too-long';
    /** The longest id. */
    readonly maxLength: number;
  };
  /** A seat's starting chips are not a whole number from 0 to `max`. */
  'craps/bad-bank': {
    /** The seat. */
    readonly player: string;
    /** The value given, shown. */
    readonly bank: string;
    /** What is wrong with it. */
    readonly reason: ChipsProblem;
    /** The largest bank (`MAX_BALANCE`). */
    readonly max: number;
  };
  /** The action is not an object with a known `type`. */
  'craps/bad-action': {
    /** The action, shown. */
    readonly action: string;
    /** The action types. */
    readonly allowed: readonly string[];
  };
  /** No seat has this id. */
  'craps/unknown-player': {
    /** The id given, shown. */
    readonly player: string;
    /** The seats at the table. */
    readonly players: readonly string[];
  };
  /** No bet of the layout has this id. */
  'craps/unknown-bet': {
    /** The id given, shown. */
    readonly bet: string;
  };
  /** An amount of chips is not a whole number from 1 to `max`. */
  'craps/bad-amount': {
    /** The value given, shown. */
    readonly amount: string;
    /** What is wrong with it. */
    readonly reason: ChipsProblem;
    /** The largest amount (`MAX_STAKE`). */
    readonly max: number;
  };
  /** A point is not a box number (4, 5, 6, 8, 9, 10) or `null`, or a bet needs one and none was given. */
  'craps/bad-point': {
    /** The value given, shown. */
    readonly point: string;
    /** `not-a-box-number`, or `needed` when the bet (pass or don't pass odds) only exists on a point. */
    readonly reason: 'not-a-box-number' | 'needed';
  };
  /** The dice are not two whole numbers 1–6. */
  'craps/bad-roll': {
    /** The value given, shown. */
    readonly dice: string;
  };
  /** The player has no such bet to reduce or take down. */
  'craps/no-such-bet': {
    readonly player: string;
    readonly bet: BetId;
    readonly change: BetChange;
  };
  /** A new pass or don't pass bet once a point is set. */
  'craps/line-bet-after-point': {
    readonly bet: BetId;
    /** The point. */
    readonly point: number;
    /** What to bet instead (`come`, `dontCome`). */
    readonly instead: BetId;
  };
  /** A come or don't come bet while the puck is off. */
  'craps/come-before-point': {
    readonly bet: BetId;
    /** What to bet instead (`pass`, `dontPass`). */
    readonly instead: BetId;
  };
  /** A pass or come bet on its point may not change (`passAfterPoint: 'contract'`). */
  'craps/contract-bet': {
    readonly bet: BetId;
    readonly change: BetChange;
    /** The table's point, or `null` (a come bet on its own number while the puck is off). */
    readonly point: number | null;
  };
  /** A don't pass or don't come bet on its point may be reduced or taken down, never increased. */
  'craps/cannot-increase': {
    readonly bet: BetId;
  };
  /** A come bet's point (`come6`, `dontCome6`) is where a come bet travels, never bet directly. */
  'craps/not-placeable': {
    readonly bet: BetId;
    /** What to bet instead (`come`, `dontCome`). */
    readonly instead: BetId;
  };
  /** Free odds need a line bet on its point behind them. */
  'craps/odds-without-bet': {
    readonly bet: BetId;
    /** The line bet the odds stand behind. */
    readonly needs: BetId;
    /** `no-bet`: there is no such line bet; `no-point`: pass/don't pass odds while the puck is off. */
    readonly reason: 'no-bet' | 'no-point';
  };
  /** More free odds than the table's limit behind the line bet. */
  'craps/odds-over-limit': {
    readonly bet: BetId;
    /** The line bet behind it, and its chips. */
    readonly base: BetId;
    readonly flat: number;
    /** The table's odds limit (`3-4-5x`…), and what it allows behind `flat` on this point. */
    readonly oddsLimit: CrapsOddsLimit;
    readonly limit: number;
    /** The odds asked for, in total. */
    readonly total: number;
  };
  /** Reducing a line bet would leave more odds behind it than the limit. */
  'craps/odds-would-exceed-limit': {
    readonly bet: BetId;
    /** The line bet after the reduction. */
    readonly flat: number;
    /** The odds bet and its chips. */
    readonly oddsBet: BetId;
    readonly odds: number;
    /** What the limit allows behind `flat`. */
    readonly limit: number;
  };
  /** A horn bet is four equal bets: its total must be a multiple of 4. */
  'craps/horn-stake': {
    readonly total: number;
    readonly multipleOf: number;
  };
  /** A reduction as large as the bet (take it down instead). */
  'craps/reduce-too-much': {
    readonly bet: BetId;
    /** Chips on the bet. */
    readonly current: number;
    /** The reduction asked for. */
    readonly amount: number;
    /** The largest reduction allowed. */
    readonly max: number;
  };
  /** One bet would hold more than `MAX_STAKE` chips. */
  'craps/stake-limit': {
    readonly bet: BetId;
    /** The bet's total after the change. */
    readonly total: number;
    readonly limit: number;
  };
  /** The player cannot pay the bet (and the commission paid with it). */
  'craps/not-enough-chips': {
    readonly player: string;
    /** Chips in front of the player. */
    readonly bank: number;
    /** Chips the bet needs, commission included. */
    readonly needed: number;
    /** The commission paid with the bet (buy and lay with `commissionOn: 'bet'`). */
    readonly commission: number;
  };
  /**
   * The bet's best outcome could carry the player's chips over `MAX_BALANCE`: the player's chips (bank
   * and stakes) plus the most every bet of theirs could win must stay within it.
   */
  'craps/balance-limit': {
    readonly player: string;
    /** The player's chips: bank and stakes. */
    readonly worth: number;
    /** The most the player's bets could win, with this one. */
    readonly maxWin: number;
    readonly limit: number;
  };
}

/** A craps error code. */
export type CrapsErrorCode = keyof CrapsErrorDetails;

/** A rule error of craps: a code and its details (`error.code` narrows `error.details`). */
export type CrapsError = ErrorOf<CrapsErrorDetails>;

const CHANGE_EN: Readonly<Record<BetChange, string>> = { bet: 'raised', reduce: 'reduced', remove: 'taken down' };

const list = (items: readonly string[], max = 5): string =>
  items.length === 0
    ? 'none'
    : items
        .slice(0, max)
        .map((x) => show(x))
        .join(', ') + (items.length > max ? `, … (${items.length})` : '');

const MESSAGES: { readonly [C in CrapsErrorCode]: (d: CrapsErrorDetails[C]) => string } = {
  'craps/bad-rules': (d) =>
    `Not valid craps rules: ${d.issues
      .slice(0, 3)
      .map((i) => i.message)
      .join('; ')}${d.issues.length > 3 ? `; … (${d.issues.length} problems)` : ''}.`,
  'craps/bad-seed': (d) =>
    `A seed is a whole number below 2^53 in size or a text of 1 to ${d.maxLength} characters; got ${d.seed}.`,
  'craps/bad-setup': (d) =>
    d.reason === 'too-many-seats'
      ? `A craps table has at most ${d.maxSeats} seats; got ${d.seats}.`
      : d.reason === 'no-seats'
        ? `A craps table needs at least one seat: seats is { id: chips, … }.`
        : d.reason === 'seats-not-an-object'
          ? `seats must be an object { id: chips, … } with 1 to ${d.maxSeats} seats.`
          : `The setup must be an object { seats: { id: chips, … }, seed }.`,
  'craps/bad-players': (d) =>
    d.reason === 'duplicate'
      ? `Two players are named ${show(d.player)}.`
      : `Player ${show(d.player)} has a rate of ${d.value}; a rate is from 0 to 1.`,
  'craps/bad-player': (d) =>
    d.reason === 'empty'
      ? 'A seat id must not be empty.'
      : `A seat id has at most ${d.maxLength} characters; got ${d.player}.`,
  'craps/bad-bank': (d) =>
    `${show(d.player)}'s chips must be a whole number from 0 to ${d.max}; got ${d.bank} (${d.reason}).`,
  'craps/bad-action': (d) => `Unknown action ${d.action}; actions are ${d.allowed.join(', ')}.`,
  'craps/unknown-player': (d) => `No player ${d.player} at the table; players: ${list(d.players)}.`,
  'craps/unknown-bet': (d) =>
    `${d.bet} is not a craps bet; bets are pass, dontPass, passOdds, come, come6, place6, buy4, lay10, field, hard8, horn…`,
  'craps/bad-amount': (d) => `An amount is a whole number of chips from 1 to ${d.max}; got ${d.amount} (${d.reason}).`,
  'craps/bad-point': (d) =>
    d.reason === 'needed'
      ? `This bet only exists on a point: give the point (4, 5, 6, 8, 9 or 10).`
      : `A point is 4, 5, 6, 8, 9, 10 or null (the puck off); got ${d.point}.`,
  'craps/bad-roll': (d) => `A roll is two dice, each a whole number 1–6, like [3, 4]; got ${d.dice}.`,
  'craps/no-such-bet': (d) =>
    `${show(d.player)} has no ${d.bet} bet to ${d.change === 'reduce' ? 'reduce' : 'take down'}; place it first.`,
  'craps/line-bet-after-point': (d) =>
    `A new ${d.bet} bet is made only before a come-out roll; the point is ${d.point} — bet ${d.instead} instead.`,
  'craps/come-before-point': (d) =>
    `${d.bet} bets are made once a point is set; on a come-out roll bet ${d.instead} instead.`,
  'craps/contract-bet': (d) =>
    `The ${d.bet} bet cannot be ${CHANGE_EN[d.change]} on its point: with passAfterPoint "contract" a pass or come bet on its point stays until it wins or loses.`,
  'craps/cannot-increase': (d) => `A ${d.bet} bet on its point may be reduced or taken down, never increased.`,
  'craps/not-placeable': (d) => `${d.bet} is where a come bet travels; bet ${d.instead} instead.`,
  'craps/odds-without-bet': (d) =>
    d.reason === 'no-point'
      ? `Free odds ${d.bet} stand behind ${d.needs} once a point is set; the puck is off.`
      : `Free odds ${d.bet} stand behind a ${d.needs} bet on its point; there is none.`,
  'craps/odds-over-limit': (d) =>
    `${d.bet} may be at most ${d.limit} chips behind ${d.flat} on ${d.base} (${d.oddsLimit} odds); ${d.total} asked.`,
  'craps/odds-would-exceed-limit': (d) =>
    `With ${d.flat} on ${d.bet} the odds may be at most ${d.limit}, and ${d.odds} are on ${d.oddsBet}; reduce the odds first.`,
  'craps/horn-stake': (d) =>
    `A horn bet is four equal bets on 2, 3, 11 and 12, so it must be a multiple of ${d.multipleOf} chips; ${d.total} is not.`,
  'craps/reduce-too-much': (d) =>
    `${d.bet} has ${d.current} chips; reduce it by 1 to ${d.max} (asked ${d.amount}), or take it down.`,
  'craps/stake-limit': (d) => `One bet holds at most ${d.limit} chips; ${d.bet} would hold ${d.total}.`,
  'craps/not-enough-chips': (d) =>
    `${show(d.player)} has ${d.bank} chips, the bet needs ${d.needed}${d.commission ? ` (with ${d.commission} commission)` : ''}.`,
  'craps/balance-limit': (d) =>
    `${show(d.player)} has ${d.worth} chips and bets that could win ${d.maxWin}: together at most ${d.limit}.`,
};

/**
 * Every craps error code, for exhaustive translations and tests (`@croupier/ru` words each one).
 */
export const CRAPS_ERROR_CODES: readonly CrapsErrorCode[] = Object.keys(MESSAGES) as CrapsErrorCode[];

/**
 * Builds a craps rule error with its English message: the one place every error is made.
 *
 * @param code - The code.
 * @param details - Its details.
 * @returns `{ ok: false, error: { code, message, details } }`.
 * @example
 * ```ts
 * crapsError('craps/horn-stake', { total: 5, multipleOf: 4 }).error.message;
 * // 'A horn bet is four equal bets on 2, 3, 11 and 12, so it must be a multiple of 4 chips; 5 is not.'
 * ```
 */
export function crapsError<C extends CrapsErrorCode>(
  code: C,
  details: CrapsErrorDetails[C],
): Err<RuleError<C, CrapsErrorDetails[C]>> {
  return err(code, MESSAGES[code](details), details);
}
