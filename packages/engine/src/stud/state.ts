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
  /** The player's five cards, or six after buying a sixth card. */
  readonly player: readonly Card[];
  /** The dealer's five cards (the face-up one, if any, by `rules.upCardPosition`). */
  readonly dealer: readonly Card[];
  /** The undealt rest of the deck, in order. */
  readonly deck: readonly Card[];
  /** Cards exchanged so far (0 before any exchange). */
  readonly exchanged: number;
  /** Exchanges made (one in the text; several one card at a time). */
  readonly exchanges: number;
  /** Whether the player bought a sixth card. */
  readonly boughtCard: boolean;
  /** The cards the player threw away. */
  readonly discards: readonly Card[];
  /** Exchange and sixth-card fees paid this round (taken by the house, never returned). */
  readonly fees: Chips;
  /** The insurance against «нет игры» on the table (0: none). */
  readonly insurance: Chips;
}

/**
 * The player raised and the dealer has «нет игры»; the rules sell «покупка игры»: the player takes the
 * ante's win, or pays for the dealer to replace his highest card.
 */
export interface StudBuying extends StudTable {
  readonly phase: 'buying';
  /** The ante that was staked. */
  readonly ante: Chips;
  /** The raise on the table. */
  readonly bet: Chips;
  /** The player's cards (five, or six after a sixth card was bought). */
  readonly player: readonly Card[];
  /** The dealer's five cards, shown. */
  readonly dealer: readonly Card[];
  /** The cards not dealt yet: a bought game's replacement comes from here. */
  readonly deck: readonly Card[];
  /** The cards the player exchanged away. */
  readonly discards: readonly Card[];
  /** The fees paid to the house for exchanges or a sixth card (never returned). */
  readonly fees: Chips;
  /** Whether the fees were for a sixth card (else an exchange). */
  readonly boughtCard: boolean;
  /** The insurance against «нет игры» placed (0 when none). */
  readonly insurance: Chips;
}

/** The round is settled; the table waits for the next round. */
export interface StudSettled extends StudTable {
  readonly phase: 'settled';
  /** The ante that was staked. */
  readonly ante: Chips;
  /** The raise that was staked (0 after a fold). */
  readonly bet: Chips;
  /** The player's final cards: five, or six after a sixth card. */
  readonly player: readonly Card[];
  /** The dealer's five cards (shown to the player only after a raise), after any game bought. */
  readonly dealer: readonly Card[];
  /** The cards the player threw away. */
  readonly discards: readonly Card[];
  /** Exchange and sixth-card fees paid this round. */
  readonly fees: Chips;
  /** The insurance staked (0: none). */
  readonly insurance: Chips;
  /** How the round ended, with the ledger. */
  readonly settlement: StudSettlement;
}

/** A stud table in any phase. */
export type StudState = StudBetting | StudDeciding | StudBuying | StudSettled;

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
  /** Exchange cards of the player's hand for the fee: one or two once in the text, any allowed number in Russian poker. */
  | { readonly type: 'exchange'; readonly cards: readonly Card[] }
  /** Buy a sixth card for its fee (instead of an exchange); the best five of six play. */
  | { readonly type: 'buyCard' }
  /** Insure against «нет игры» before the raise (three of a kind or better): `amount` chips, paid 1:1 if the dealer has no game. */
  | { readonly type: 'insure'; readonly amount: Chips }
  /** «Покупка игры»: pay for the dealer, who has no game, to replace his highest card. */
  | { readonly type: 'buyGame' }
  /** The dealer has no game: take the ante's win instead of buying a game. */
  | { readonly type: 'takeAnte' }
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
  | { readonly type: 'cardBought'; readonly card: Card }
  | { readonly type: 'insurancePlaced'; readonly amount: Chips }
  /** The dealer replaced his highest card(s) for the game bought; `qualifies`: whether he has a game now. */
  | {
      readonly type: 'gameBought';
      readonly fee: Chips;
      readonly out: readonly Card[];
      readonly in: readonly Card[];
      readonly qualifies: boolean;
    }
  | { readonly type: 'anteTaken' }
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
  | { readonly type: 'exchange'; readonly count: number; readonly fee: Chips }
  /** Buy a sixth card for `fee` chips. */
  | { readonly type: 'buyCard'; readonly fee: Chips }
  /** Insure for any whole amount from `min` to `max` chips. */
  | { readonly type: 'insure'; readonly min: Chips; readonly max: Chips }
  /** Buy the dealer a game for `fee` chips. */
  | { readonly type: 'buyGame'; readonly fee: Chips }
  /** Take the ante's win. */
  | { readonly type: 'takeAnte' }
  | { readonly type: 'nextRound' };

/** What the player sees of a table: no deck, no RNG, no dealer card before it is shown. */
export type StudPlayerView =
  | (Omit<StudBetting, 'deck' | 'rng'> & { readonly deck?: never })
  | (Omit<StudDeciding, 'deck' | 'rng' | 'dealer'> & {
      /** The dealer's cards: the face-up one, `null` for the rest. */
      readonly dealer: readonly (Card | null)[];
    })
  | (Omit<StudBuying, 'deck' | 'rng'> & { readonly deck?: never })
  | (Omit<StudSettled, 'rng' | 'dealer' | 'settlement'> & {
      /** All five after a raise; after a fold only the face-up ones, `null` for the rest. */
      readonly dealer: readonly (Card | null)[];
      /** The settlement; after a fold the dealer's hand in it is not shown (`dealer: null`). */
      readonly settlement: Omit<StudSettlement, 'dealer'> & { readonly dealer: StudSettlement['dealer'] | null };
    });
