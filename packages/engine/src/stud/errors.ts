/**
 * Every error the stud module can return, in one place: the details each code carries (what a sentence
 * in any language needs), the list of codes, and the one function that builds an error with its English
 * message for developers and logs. User interfaces word errors from `code` and `details`
 * (`@croupier/ru` for the site and the trainer), never from `message`.
 *
 * @module
 */
import type { SchemaIssue } from '@croupier/paytables/schema';
import type { ChipsProblem } from '../money/index.js';
import type { Err, ErrorOf, RuleError } from '../result/index.js';

/** The phases of a stud round. */
export type StudPhase = 'betting' | 'deciding' | 'buying' | 'settled';

/** The kinds of action a player takes. */
export type StudActionType =
  'ante' | 'fold' | 'raise' | 'exchange' | 'buyCard' | 'insure' | 'buyGame' | 'takeAnte' | 'nextRound';

/** Every action type, in the order a round meets them. */
export const STUD_ACTION_TYPES: readonly StudActionType[] = [
  'ante',
  'exchange',
  'buyCard',
  'insure',
  'fold',
  'raise',
  'buyGame',
  'takeAnte',
  'nextRound',
];

/** The outcomes of a round (see `StudOutcome` in `settle.ts`). */
export type StudOutcomeId = 'folded' | 'dealerNoGame' | 'boughtNoGame' | 'playerWins' | 'push' | 'dealerWins';

/**
 * The details of each stud error code. Amounts are whole chips; values a caller passed that may not be
 * numbers at all are shown as short strings (`show()`), so a message can quote them safely.
 */
export interface StudErrorDetails {
  /** The rules object passed to `start` (or `checkRules`) is not a full, valid stud rules object. */
  'stud/bad-rules': {
    /** Every problem: the rule key and what is allowed. */
    readonly issues: readonly SchemaIssue[];
  };
  /** The seed is not a safe integer or a text of 1 to `maxLength` characters. */
  'stud/bad-seed': { readonly seed: string; readonly maxLength: number };
  /** The setup of `start` is not an object `{ balance, seed, deck? }`. */
  'stud/bad-setup': { readonly setup: string };
  /** The balance is not a whole number of chips from 0 to `max`. */
  'stud/bad-balance': { readonly reason: ChipsProblem; readonly balance: string; readonly max: number };
  /** A stacked deck is not a list of at most 52 distinct cards (integers 0…51). */
  'stud/bad-deck': {
    readonly reason: 'not-an-array' | 'too-long' | 'not-a-card' | 'duplicate';
    /** The length given, for `too-long`. */
    readonly length?: number;
    /** The offending entry, for `not-a-card` and `duplicate`. */
    readonly card?: string;
    /** The most cards a deck holds: 52. */
    readonly max: number;
  };
  /** The action is not an object with a known `type`. */
  'stud/bad-action': {
    readonly reason: 'not-an-object' | 'unknown-type';
    /** The action (or its type), shown. */
    readonly action: string;
    /** The action types there are. */
    readonly allowed: readonly StudActionType[];
  };
  /** The action is a real one but not now. */
  'stud/out-of-turn': {
    readonly action: StudActionType;
    readonly phase: StudPhase;
    /** The action types allowed in this phase. */
    readonly allowed: readonly StudActionType[];
  };
  /** The ante is not a whole positive number of chips (at most `maxAnte`). */
  'stud/bad-ante': { readonly reason: ChipsProblem; readonly amount: string; readonly maxAnte: number };
  /** The balance does not cover the ante and the raise, the raise, or even the smallest ante of a next round. */
  'stud/insufficient-balance': {
    readonly action: 'ante' | 'raise' | 'nextRound' | 'buyCard' | 'insure' | 'buyGame';
    /** Chips the player holds off the table. */
    readonly balance: number;
    /** Chips the action needs: the ante and the raise for `ante` and `nextRound`, the raise for `raise`. */
    readonly needed: number;
    /** The ante asked for (`ante`). */
    readonly amount?: number;
    /** The raise that must stay covered. */
    readonly raise?: number;
    /** The largest ante the balance allows (`ante`, `nextRound`). */
    readonly maxAnte?: number;
  };
  /**
   * The ante would break a chip bound of decision 002: its raise would be a stake above `limit`
   * (`stake`, 10^12), or its best outcome would carry the balance above `limit` (`balance`, 10^15).
   */
  'stud/over-limit': {
    readonly action: 'ante' | 'nextRound';
    readonly reason: 'stake' | 'balance';
    /** The ante asked for (1 for `nextRound`: the smallest ante). */
    readonly amount: number;
    /** The largest ante the balance allows within the bounds (0: none). */
    readonly maxAnte: number;
    /** The bound: `MAX_STAKE` or `MAX_BALANCE`. */
    readonly limit: number;
  };
  /** These rules have no exchange. */
  'stud/exchange-not-allowed': { readonly maxExchange: number };
  /** The exchange happens once (or, one card at a time, `maxExchange` times), and it has happened. */
  'stud/already-exchanged': {
    /** Cards exchanged so far. */
    readonly exchanged: number;
  };
  /** One draw per hand: an exchange or a sixth card, and one was made. */
  'stud/one-draw': {
    /** What was asked for. */
    readonly action: 'exchange' | 'buyCard';
    /** What was done before: an exchange, a sixth card, or the insurance (which closes the draws). */
    readonly done: 'exchange' | 'buyCard' | 'insure';
  };
  /** These rules sell no sixth card. */
  'stud/sixth-card-not-sold': Readonly<Record<string, never>>;
  /** These rules sell no insurance against «нет игры». */
  'stud/insurance-not-sold': Readonly<Record<string, never>>;
  /** Insurance needs three of a kind or better (`hand`), and is placed once (`already`). */
  'stud/insurance-not-allowed': {
    readonly reason: 'hand' | 'already';
    /** The hand's combination, for `hand`. */
    readonly category?: string;
  };
  /** The insurance is not a whole number of chips from `min` to `max`. */
  'stud/bad-insurance': {
    readonly reason: ChipsProblem | 'below-min' | 'above-max';
    readonly amount: string;
    readonly min: number;
    readonly max: number;
  };
  /** The exchange names no cards, too many, a card not in the hand, or one card twice. */
  'stud/bad-exchange': {
    readonly reason: 'not-an-array' | 'count' | 'not-a-card' | 'not-in-hand' | 'repeated';
    /** How many cards were named, for `count` (when it is a number at all). */
    readonly count?: number;
    /** The offending card, shown. */
    readonly card?: string;
    /** The numbers of cards these rules let the player exchange. */
    readonly allowed: readonly number[];
  };
  /** The fee is not whole chips at this ante and the rules refuse to round it. */
  'stud/fractional-fee': {
    /** Cards exchanged (1 for a sixth card or «покупка игры»). */
    readonly count: number;
    /** What the fee is for, when it is not an exchange. */
    readonly what?: 'sixthCard' | 'buyGame';
    readonly ante: number;
    /** The fee as a ratio of the ante, `pays:per` (3:2 is one and a half antes). */
    readonly pays: number;
    readonly per: number;
    /** Antes that are a multiple of this give whole fees. */
    readonly multipleOf: number;
  };
  /** The cards asked for are not affordable but fewer are: the exchange is limited to `most` cards (one, in the text). */
  'stud/exchange-limited': {
    /** `raise`: the balance after the fee would not cover the raise (the text's rule); `fee`: it does not cover the fee. */
    readonly reason: 'raise' | 'fee';
    /** Cards asked for. */
    readonly count: number;
    readonly fee: number;
    /** The most cards the balance allows, and their fee. */
    readonly most: number;
    readonly mostFee: number;
    /** The fee of one card. */
    readonly oneCardFee: number;
    readonly balance: number;
    readonly raise: number;
    /** Chips two cards need: the fee, and the raise when the rules keep it covered. */
    readonly needed: number;
  };
  /** Not even the exchange asked for is affordable (and, for two cards, not one either). */
  'stud/exchange-refused': {
    readonly reason: 'raise' | 'fee';
    readonly count: number;
    readonly fee: number;
    readonly balance: number;
    readonly raise: number;
    readonly needed: number;
  };
  /** An outcome passed to `settleOutcome` is not one of the five. */
  'stud/bad-outcome': { readonly outcome: string; readonly allowed: readonly StudOutcomeId[] };
  /** A combination passed to `settleOutcome` is not one the paytable pays. */
  'stud/bad-category': { readonly category: string; readonly allowed: readonly string[] };
  /** A hand is not a list of exactly five cards. */
  'stud/not-five-cards': { readonly count: number | null; readonly hand: string };
  /** An entry of a hand is not a card (an integer 0…51). */
  'stud/not-a-card': { readonly card: string };
  /** A card appears twice in a hand. */
  'stud/duplicate-card': { readonly card: number };
  /** Text that is not a five-card hand, or a hand the analysis cannot take. */
  'stud/bad-hand': {
    readonly reason: 'unreadable' | 'five-of-a-rank' | 'not-five-cards' | 'up-card';
    /** The text or cards, shown. */
    readonly hand: string;
    /** The dealer's up-card, shown, for `up-card`. */
    readonly upCard?: string;
  };
  /** These rules show a dealer card, and the analysis needs it. */
  'stud/needs-up-card': Readonly<Record<string, never>>;
  /** These rules' exact odds are not known yet: shipped, in the grid or computed earlier (compute them with `computeOdds`). */
  'stud/odds-not-computed': { readonly key?: string };
  /**
   * The exact analysis does not cover these rules: a dealer card shown together with an exchange, or
   * (`rule`) a rule of the Russian-poker family it does not evaluate yet.
   */
  'stud/odds-not-covered': { readonly upCards: number; readonly maxExchange: number; readonly rule?: string };
  /** The payouts are too large to sum exactly: `units` of 1/`scale` ante on one raise. */
  'stud/odds-out-of-range': { readonly units: number; readonly scale: number };
  /**
   * The setup of `startTable` is not `{ seats, boxes?, seed, deck?, limits? }`: not an object, no seats,
   * a seat id that is not 1–64 characters, a box count that is not a whole number from 1, a box count
   * for a player who has no seat, or limits that are not whole numbers from 1.
   */
  'stud/bad-table-setup': {
    readonly reason: 'not-an-object' | 'no-seats' | 'seat-id' | 'boxes' | 'unknown-player' | 'limits';
    /** The offending value, shown. */
    readonly value: string;
  };
  /**
   * The table cannot take what `startTable` was asked: more players (`seats`), more boxes for one
   * player (`boxesPerPlayer`) or more boxes in all (`boxes`) than the table's limits allow.
   */
  'stud/table-limit': {
    readonly limit: 'seats' | 'boxesPerPlayer' | 'boxes';
    /** How many were asked for. */
    readonly asked: number;
    /** The most the table allows. */
    readonly allowed: number;
    /** The player, for `boxesPerPlayer`. */
    readonly player?: string;
  };
  /**
   * The antes of a multi-box round are not one entry per box (whole chips, 0 to leave a box out), or
   * every entry is 0.
   */
  'stud/bad-antes': {
    readonly reason: 'not-an-array' | 'length' | 'none';
    /** The length given, for `length`. */
    readonly length?: number;
    /** The number of boxes on the layout. */
    readonly boxes: number;
  };
  /** A box's ante was refused (`cause`: why, as the one-box round says it). */
  'stud/box-refused': {
    /** The box, from 0 in table order. */
    readonly box: number;
    /** Its player. */
    readonly player: string;
    /** Chips already set aside for the player's earlier boxes (their antes and raises): the cause's balance is what is left. */
    readonly committed: number;
    /** The refusal for that box. */
    readonly cause: StudError;
  };
  /** Seat players `playStudTable` cannot seat: two of one name, a loose rate that is not a share from 0 to 1. */
  'stud/bad-players': {
    readonly reason: 'duplicate' | 'rate';
    /** The player. */
    readonly player: string;
    /** The rate given (shortened), for `rate`. */
    readonly value?: string;
  };
}

/** A stud error code. */
export type StudErrorCode = keyof StudErrorDetails;

/** A stud rule error: a switch on `code` narrows `details`. */
export type StudError = ErrorOf<StudErrorDetails>;

/** The stud error of a code (of each code, for a union of codes). */
export type StudErrorOf<C extends StudErrorCode> = C extends StudErrorCode ? RuleError<C, StudErrorDetails[C]> : never;

/** Every code the stud module can return; `@croupier/ru` has a Russian sentence for each. */
export const STUD_ERROR_CODES = [
  'stud/bad-rules',
  'stud/bad-seed',
  'stud/bad-setup',
  'stud/bad-balance',
  'stud/bad-deck',
  'stud/bad-action',
  'stud/out-of-turn',
  'stud/bad-ante',
  'stud/insufficient-balance',
  'stud/over-limit',
  'stud/exchange-not-allowed',
  'stud/already-exchanged',
  'stud/one-draw',
  'stud/sixth-card-not-sold',
  'stud/insurance-not-sold',
  'stud/insurance-not-allowed',
  'stud/bad-insurance',
  'stud/bad-exchange',
  'stud/fractional-fee',
  'stud/exchange-limited',
  'stud/exchange-refused',
  'stud/bad-outcome',
  'stud/bad-category',
  'stud/not-five-cards',
  'stud/not-a-card',
  'stud/duplicate-card',
  'stud/bad-hand',
  'stud/needs-up-card',
  'stud/odds-not-computed',
  'stud/odds-not-covered',
  'stud/odds-out-of-range',
  'stud/bad-table-setup',
  'stud/table-limit',
  'stud/bad-antes',
  'stud/box-refused',
  'stud/bad-players',
] as const satisfies readonly StudErrorCode[];

// Compile-time: the list names every code of the map (a missing one makes this line fail to type-check).
type MissingCode = Exclude<StudErrorCode, (typeof STUD_ERROR_CODES)[number]>;
const _everyCodeListed: [MissingCode] extends [never] ? true : MissingCode = true;
void _everyCodeListed;

const PROBLEM: Readonly<Record<ChipsProblem, string>> = {
  'not-a-number': 'not a number',
  'not-whole': 'not a whole number',
  negative: 'negative',
  zero: 'zero',
  'over-limit': 'above the limit',
};

const cards = (n: number): string => (n === 1 ? 'one card' : `${n} cards`);

const PHASE_EN: Readonly<Record<StudPhase, string>> = {
  betting: 'waiting for the ante',
  deciding: 'waiting for the decision',
  buying: 'waiting for the choice between the ante and buying the dealer a game',
  settled: 'settled',
};

/** The English message of each code, from its details. */
const MESSAGES: { readonly [C in StudErrorCode]: (d: StudErrorDetails[C]) => string } = {
  'stud/bad-rules': (d) => `The stud rules are not valid: ${d.issues.map((i) => i.message).join('; ')}.`,
  'stud/bad-seed': (d) =>
    `A seed is a whole number below 2^53 in size, or a text of 1 to ${d.maxLength} characters; got ${d.seed}.`,
  'stud/bad-setup': (d) => `A stud round starts from { balance, seed, deck? }; got ${d.setup}.`,
  'stud/bad-balance': (d) =>
    `The balance must be a whole number of chips from 0 to ${d.max}; got ${d.balance} (${PROBLEM[d.reason]}).`,
  'stud/bad-deck': (d) =>
    d.reason === 'not-an-array'
      ? 'A stacked deck is a list of cards (integers 0…51) in dealing order: the player five, the dealer five, then the replacements.'
      : d.reason === 'too-long'
        ? `A stacked deck holds at most ${d.max} cards; got ${d.length}.`
        : d.reason === 'not-a-card'
          ? `${d.card} in the stacked deck is not a card; cards are integers 0…51 (rank * 4 + suit).`
          : `Card ${d.card} appears twice in the stacked deck; a deck holds each card once.`,
  'stud/bad-action': (d) =>
    d.reason === 'not-an-object'
      ? `An action is an object like { type: 'raise' }; got ${d.action}.`
      : `Unknown action type ${d.action}; the types are ${d.allowed.join(', ')}.`,
  'stud/out-of-turn': (d) =>
    `No ${d.action} now: the round is ${PHASE_EN[d.phase]}; allowed: ${d.allowed.length > 0 ? d.allowed.join(', ') : 'nothing'}.`,
  'stud/bad-ante': (d) =>
    `The ante must be a whole positive number of chips${d.maxAnte > 0 ? `, at most ${d.maxAnte} here` : ''}; got ${d.amount} (${PROBLEM[d.reason]}).`,
  'stud/insufficient-balance': (d) =>
    d.action === 'raise'
      ? `The raise of ${d.needed} is not covered: the balance is ${d.balance}. Fold instead.`
      : d.action === 'buyCard' || d.action === 'insure' || d.action === 'buyGame'
        ? `${d.action === 'buyCard' ? 'The sixth card' : d.action === 'insure' ? 'The smallest insurance' : 'Buying the dealer a game'} needs ${d.needed} chips${d.raise !== undefined && d.action !== 'buyGame' ? ` with the raise of ${d.raise} kept covered` : ''}; the balance is ${d.balance}.`
        : d.action === 'ante'
          ? `An ante of ${d.amount} needs ${d.needed} chips (the ante and a raise of ${d.raise}); the balance is ${d.balance}, so the ante can be at most ${d.maxAnte}.`
          : `Another round needs at least ${d.needed} chips (the smallest ante and its raise); the balance is ${d.balance}.`,
  'stud/over-limit': (d) =>
    d.reason === 'stake'
      ? `An ante of ${d.amount} would make a raise above the stake limit of ${d.limit} chips; the ante can be at most ${d.maxAnte}.`
      : `An ante of ${d.amount} could win enough to carry the balance above ${d.limit} chips; ${d.maxAnte > 0 ? `the ante can be at most ${d.maxAnte}` : 'no ante is possible with this balance'}.`,
  'stud/exchange-not-allowed': () => 'These rules have no exchange: fold or raise.',
  'stud/already-exchanged': (d) =>
    `No more exchanges: ${d.exchanged === 1 ? 'one card was' : `${d.exchanged} cards were`} already exchanged; fold or raise.`,
  'stud/one-draw': (d) =>
    d.done === 'insure'
      ? `The hand is insured as it is: no ${d.action === 'buyCard' ? 'sixth card' : 'exchange'} after the insurance; fold or raise.`
      : `One draw per hand: ${d.done === 'buyCard' ? 'the sixth card was bought' : 'cards were exchanged'}, so no ${d.action === 'buyCard' ? 'sixth card' : 'exchange'} now; fold or raise.`,
  'stud/sixth-card-not-sold': () => 'These rules sell no sixth card.',
  'stud/insurance-not-sold': () => 'These rules sell no insurance against the dealer having no game.',
  'stud/insurance-not-allowed': (d) =>
    d.reason === 'hand'
      ? `Insurance needs three of a kind or better; the hand is ${d.category}.`
      : 'The insurance is placed once, and it has been.',
  'stud/bad-insurance': (d) =>
    `The insurance must be a whole number of chips from ${d.min} to ${d.max}; got ${d.amount}${d.reason === 'below-min' ? ' (below the ante)' : d.reason === 'above-max' ? ' (above the limit)' : ` (${PROBLEM[d.reason]})`}.`,
  'stud/bad-exchange': (d) =>
    d.reason === 'not-an-array'
      ? 'An exchange names the cards to throw away, e.g. { type: "exchange", cards: [12] }.'
      : d.reason === 'count'
        ? `These rules let the player exchange ${d.allowed.join(' or ')} card${d.allowed.length === 1 && d.allowed[0] === 1 ? '' : 's'}; got ${d.count === undefined ? 'a list that is not' : cards(d.count)}.`
        : d.reason === 'not-a-card'
          ? `${d.card} is not a card; cards are integers 0…51.`
          : d.reason === 'repeated'
            ? `Card ${d.card} is named twice; each card is exchanged once.`
            : `Card ${d.card} is not in the player's hand; only cards in the hand can be exchanged.`,
  'stud/fractional-fee': (d) =>
    `${d.what === 'sixthCard' ? 'The sixth card' : d.what === 'buyGame' ? 'Buying the dealer a game' : `Exchanging ${cards(d.count)}`} costs ${d.pays}/${d.per} of the ante, not whole chips with an ante of ${d.ante}; this table takes only whole fees, so use an ante that is a multiple of ${d.multipleOf}.`,
  'stud/exchange-limited': (d) =>
    d.reason === 'raise'
      ? `Exchanging ${cards(d.count)} costs ${d.fee}, and the balance of ${d.balance} would not then cover the raise of ${d.raise}; the exchange is limited to ${cards(d.most)} (${d.mostFee}).`
      : `Exchanging ${cards(d.count)} costs ${d.fee}, more than the balance of ${d.balance}; the exchange is limited to ${cards(d.most)} (${d.mostFee}).`,
  'stud/exchange-refused': (d) =>
    d.reason === 'raise'
      ? `Exchanging ${cards(d.count)} costs ${d.fee}, and the balance of ${d.balance} would not then cover the raise of ${d.raise}; the exchange is refused: fold or raise.`
      : `Exchanging ${cards(d.count)} costs ${d.fee}, more than the balance of ${d.balance}; the exchange is refused: fold or raise.`,
  'stud/bad-outcome': (d) => `Unknown outcome ${d.outcome}; the outcomes are ${d.allowed.join(', ')}.`,
  'stud/bad-category': (d) =>
    `A winning raise is paid by a combination of the paytable (${d.allowed.join(', ')}); got ${d.category}.`,
  'stud/not-five-cards': (d) => `A poker hand is exactly five cards; got ${d.count === null ? d.hand : `${d.count}`}.`,
  'stud/not-a-card': (d) => `${d.card} is not a card; cards are whole numbers 0…51 (rank * 4 + suit).`,
  'stud/duplicate-card': (d) => `Card ${d.card} appears twice; a hand comes from one deck.`,
  'stud/bad-hand': (d) =>
    d.reason === 'five-of-a-rank'
      ? `${d.hand} has five cards of one rank; a deck holds four.`
      : d.reason === 'up-card'
        ? `The dealer's up-card must be a card not in the hand; got ${d.upCard}.`
        : d.reason === 'not-five-cards'
          ? `Advice needs five distinct cards (integers 0…51); got ${d.hand}.`
          : `${d.hand} is not a five-card hand: write five cards (As Kd Jh 3c 2s, Т♠ К♥ В♦ 3♣ 2♠) or five ranks (Т-К-В-3-2).`,
  'stud/needs-up-card': () => 'These rules show one dealer card: give it as upCard to get advice.',
  'stud/odds-not-computed': () =>
    'These payouts and fees are not among the shipped figures; compute them exactly with computeOdds(rules) or `croupier odds stud`.',
  'stud/odds-not-covered': (d) =>
    d.rule !== undefined
      ? `The exact analysis does not evaluate ${d.rule} yet (the Russian-poker options: an exchange of more than two cards, one card at a time, a sixth card, two combinations, the ante pushed, buying a game, insurance, a maximum payout); play these rules at the table, or ask the odds of the text's family.`
      : `The exact analysis covers an exchange with no dealer card shown, or one card shown with no exchange; these rules show ${d.upCards} and allow an exchange of ${d.maxExchange}.`,
  'stud/odds-out-of-range': (d) =>
    `These payouts come to ${d.units} units of 1/${d.scale} ante on one raise, too many to keep every sum exact.`,
  'stud/bad-table-setup': (d) =>
    d.reason === 'not-an-object'
      ? `A stud table starts from { seats: { id: chips }, boxes?: { id: count }, seed, deck?, limits? }; got ${d.value}.`
      : d.reason === 'no-seats'
        ? 'A stud table needs at least one seat.'
        : d.reason === 'seat-id'
          ? `A seat id is 1 to 64 characters; got ${d.value}.`
          : d.reason === 'boxes'
            ? `A player's box count is a whole number from 1; got ${d.value}.`
            : d.reason === 'unknown-player'
              ? `Boxes are given for ${d.value}, who has no seat.`
              : `Table limits are whole numbers from 1: { maxSeats, maxBoxesPerPlayer, maxBoxes }; got ${d.value}.`,
  'stud/table-limit': (d) =>
    d.limit === 'seats'
      ? `The table seats at most ${d.allowed} players; ${d.asked} were asked for.`
      : d.limit === 'boxesPerPlayer'
        ? `A player may play at most ${d.allowed} boxes; ${d.player ?? 'a player'} asked for ${d.asked}.`
        : `The table has ${d.allowed} boxes; ${d.asked} were asked for.`,
  'stud/bad-antes': (d) =>
    d.reason === 'none'
      ? 'At least one box needs an ante to deal.'
      : `The antes are a list of one whole number of chips per box (${d.boxes}), 0 to leave a box out${d.length === undefined ? '' : `; got ${d.length} entries`}.`,
  'stud/box-refused': (d) =>
    `Box ${d.box + 1} (${d.player}${d.committed > 0 ? `, ${d.committed} set aside for the earlier boxes` : ''}): ${d.cause.message}`,
  'stud/bad-players': (d) =>
    d.reason === 'duplicate'
      ? `Two seat players are both named ${d.player}.`
      : `A seat player's loose rate is a share from 0 to 1; ${d.player} has ${d.value ?? ''}.`,
};

/**
 * Builds a stud rule error with its English message.
 *
 * @param code - The code.
 * @param details - Its details.
 * @returns `{ code, message, details }`.
 * @example
 * ```ts
 * studError('stud/already-exchanged', { exchanged: 2 }).message;
 * // 'The exchange happens once and two cards were already exchanged: fold or raise.'
 * ```
 */
export function studError<C extends StudErrorCode>(code: C, details: StudErrorDetails[C]): StudErrorOf<C> {
  return { code, message: MESSAGES[code](details), details } as RuleError<C, StudErrorDetails[C]> as StudErrorOf<C>;
}

/**
 * A failed result carrying a stud error: `{ ok: false, error: studError(code, details) }`.
 *
 * @param code - The code.
 * @param details - Its details.
 */
export function studErr<C extends StudErrorCode>(code: C, details: StudErrorDetails[C]): Err<StudErrorOf<C>> {
  return { ok: false, error: studError(code, details) };
}
