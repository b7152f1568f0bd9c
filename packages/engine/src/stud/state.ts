/**
 * The states of a stud table: a discriminated union of phases, each a plain JSON value holding its
 * rules and its randomness (a serialised RNG state), so `apply(state, action)` needs nothing else and a
 * table's history — the rules, the seed and the actions — replays exactly. The actions, the events, the
 * setup of `start` and what a player may see.
 *
 * @module
 */
import type { Card } from '../cards/index.js';
import type { Seed } from '../game/index.js';
import type { Chips } from '../money/index.js';
import type { SeededRngState } from '../rng/index.js';
import type { StudRules } from './rules.js';
import type { StudSettlement } from './settle.js';

export type { StudActionType, StudPhase } from './errors.js';

/** What every phase holds: the table's rules, randomness, round number and chips. */
export interface StudTable {
  /** The checked rules, copied in by `start`. */
  readonly rules: StudRules;
  /** The RNG that shuffles the next deck (never shown to the player). */
  readonly rng: SeededRngState;
  /** The round number, from 1. */
  readonly round: number;
  /** Chips the player holds off the table. */
  readonly balance: Chips;
  /**
   * The house's net over the session: fees and lost stakes taken, minus winnings paid. The balance, the
   * stakes on the table and this always add up to the balance the table started with.
   */
  readonly houseNet: Chips;
}

/** Before the ante: the deck is shuffled (never shown to the player). */
export interface StudBetting extends StudTable {
  readonly phase: 'betting';
  /** The deck in dealing order: the player's five, the dealer's five, then the replacements. */
  readonly deck: readonly Card[];
}

/** Cards are dealt; the player folds, raises or exchanges. */
export interface StudDeciding extends StudTable {
  readonly phase: 'deciding';
  /** The ante on the table. */
  readonly ante: Chips;
  /** The player's five cards. */
  readonly player: readonly Card[];
  /** The dealer's five cards (the first `rules.upCards` are face up). */
  readonly dealer: readonly Card[];
  /** The undealt rest of the deck, in order. */
  readonly deck: readonly Card[];
  /** Cards exchanged (0 before the exchange; it happens once). */
  readonly exchanged: 0 | 1 | 2;
  /** The cards the player threw away. */
  readonly discards: readonly Card[];
  /** Exchange fees paid this round (taken by the house, never returned). */
  readonly fees: Chips;
}

/** The round is settled; the table waits for the next round. */
export interface StudSettled extends StudTable {
  readonly phase: 'settled';
  /** The ante that was staked. */
  readonly ante: Chips;
  /** The raise that was staked (0 after a fold). */
  readonly bet: Chips;
  /** The player's final five cards. */
  readonly player: readonly Card[];
  /** The dealer's five cards (shown to the player only after a raise). */
  readonly dealer: readonly Card[];
  /** The cards the player threw away. */
  readonly discards: readonly Card[];
  /** Exchange fees paid this round. */
  readonly fees: Chips;
  /** How the round ended, with the ledger. */
  readonly settlement: StudSettlement;
}

/** A stud table in any phase. */
export type StudState = StudBetting | StudDeciding | StudSettled;

/**
 * What `start` needs besides the rules.
 *
 * @example
 * ```ts
 * start(rules, { balance: 1000, seed: 7 });                                      // a shuffled deck
 * start(rules, { balance: 1000, seed: 7, deck: parseCardsOrThrow('3s 3h 3d 2c 2s Ah Kh 9d 7c 4h') }); // stacked
 * ```
 */
export interface StudSetup {
  /** The player's chips: a whole number from 0 to `MAX_BALANCE`. */
  readonly balance: Chips;
  /** The seed of the table's randomness (`randomSeed()` for real play; show it so a round replays). */
  readonly seed: Seed;
  /**
   * A stacked deck for the first round, in dealing order (the player's five, the dealer's five, then
   * the replacements): up to 52 distinct cards; the cards not given follow, shuffled by the seed.
   */
  readonly deck?: readonly Card[];
}

/** What the player may do. */
export type StudAction =
  /** Place the ante (whole chips; the raise must stay affordable), which deals the cards. */
  | { readonly type: 'ante'; readonly amount: Chips }
  /** Give up: the ante is lost. */
  | { readonly type: 'fold' }
  /** Play on: the raise, `raiseMultiple × ante`, is placed from the balance and the round is settled. */
  | { readonly type: 'raise' }
  /** Exchange one or two of the player's cards, once, for the fee. */
  | { readonly type: 'exchange'; readonly cards: readonly Card[] }
  /** After a settled round: a fresh deck shuffled by the table's RNG (or stacked, for tests and replays). */
  | { readonly type: 'nextRound'; readonly deck?: readonly Card[] };

/** What happened in a step, for the UI to animate. */
export type StudEvent =
  | { readonly type: 'roundStarted'; readonly round: number; readonly balance: Chips }
  | { readonly type: 'antePlaced'; readonly amount: Chips }
  | {
      readonly type: 'cardDealt';
      readonly to: 'player' | 'dealer';
      /** The card, or `null` for a dealer card dealt face down. */
      readonly card: Card | null;
      readonly faceUp: boolean;
    }
  | { readonly type: 'feePaid'; readonly amount: Chips }
  | { readonly type: 'cardsExchanged'; readonly out: readonly Card[]; readonly in: readonly Card[] }
  | { readonly type: 'folded' }
  | { readonly type: 'raised'; readonly amount: Chips }
  | { readonly type: 'dealerRevealed'; readonly cards: readonly Card[]; readonly qualifies: boolean }
  | { readonly type: 'roundSettled'; readonly settlement: StudSettlement };

/** An entry of `legalActions`: an action, or a template with its allowed range or price. */
export type StudLegalAction =
  /** Any whole ante from `min` to `max` chips. */
  | { readonly type: 'ante'; readonly min: Chips; readonly max: Chips }
  | { readonly type: 'fold' }
  /** The raise, placed automatically: `amount` chips. */
  | { readonly type: 'raise'; readonly amount: Chips }
  /** Exchange `count` cards (name them in the action) for `fee` chips. */
  | { readonly type: 'exchange'; readonly count: 1 | 2; readonly fee: Chips }
  | { readonly type: 'nextRound' };

/** What the player sees of a table: no deck, no RNG, no dealer card before it is shown. */
export type StudPlayerView =
  | (Omit<StudBetting, 'deck' | 'rng'> & { readonly deck?: never })
  | (Omit<StudDeciding, 'deck' | 'rng' | 'dealer'> & {
      /** The dealer's cards: the face-up ones, `null` for the rest. */
      readonly dealer: readonly (Card | null)[];
    })
  | (Omit<StudSettled, 'rng' | 'dealer' | 'settlement'> & {
      /** All five after a raise; after a fold only the face-up ones, `null` for the rest. */
      readonly dealer: readonly (Card | null)[];
      /** The settlement; after a fold the dealer's hand in it is not shown (`dealer: null`). */
      readonly settlement: Omit<StudSettlement, 'dealer'> & { readonly dealer: StudSettlement['dealer'] | null };
    });
