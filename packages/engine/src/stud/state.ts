/**
 * The states of a stud round: a discriminated union of phases.
 *
 * @module
 */
import type { Card } from '../cards/index.js';
import type { Chips } from '../money/index.js';
import type { StudSettlement } from './settle.js';

/** Before the ante: the player's balance and the shuffled deck (never shown to the player). */
export interface StudBetting {
  readonly phase: 'betting';
  /** Chips the player holds. */
  readonly balance: Chips;
  /** The deck in dealing order: the player's five, the dealer's five, then the replacements. */
  readonly deck: readonly Card[];
}

/** Cards are dealt; the player decides. */
export interface StudDeciding {
  readonly phase: 'deciding';
  /** Chips the player holds off the table (after the ante and any fee). */
  readonly balance: Chips;
  /** The ante on the table. */
  readonly ante: Chips;
  /** The player's five cards. */
  readonly player: readonly Card[];
  /** The dealer's five cards (the first `upCards` are face up). */
  readonly dealer: readonly Card[];
  /** How many of the dealer's cards are face up. */
  readonly upCards: number;
  /** The undealt rest of the deck, in order. */
  readonly deck: readonly Card[];
  /** Cards exchanged so far (0 before an exchange; the exchange happens once). */
  readonly exchanged: 0 | 1 | 2;
  /** The cards the player threw away. */
  readonly discards: readonly Card[];
  /** Exchange fees paid (never returned). */
  readonly fees: Chips;
}

/** The round is over. */
export interface StudSettled {
  readonly phase: 'settled';
  /** Chips the player holds after settlement. */
  readonly balance: Chips;
  /** The ante that was staked. */
  readonly ante: Chips;
  /** The raise that was staked (0 after a fold). */
  readonly bet: Chips;
  /** The player's final five cards. */
  readonly player: readonly Card[];
  /** The dealer's five cards, all shown. */
  readonly dealer: readonly Card[];
  /** The cards the player threw away. */
  readonly discards: readonly Card[];
  /** Exchange fees paid. */
  readonly fees: Chips;
  /** How it ended, with the ledger. */
  readonly settlement: StudSettlement;
}

/** A stud round in any phase. */
export type StudState = StudBetting | StudDeciding | StudSettled;

/** What the player may do. */
export type StudAction =
  /** Place the ante (whole chips; the raise must stay affordable), which deals the cards. */
  | { readonly type: 'ante'; readonly amount: Chips }
  /** Give up: the ante is lost. */
  | { readonly type: 'fold' }
  /** Play on: the raise, `raiseMultiple × ante`, is placed automatically. */
  | { readonly type: 'raise' }
  /** Exchange one or two of the player's cards, once, for the fee. */
  | { readonly type: 'exchange'; readonly cards: readonly Card[] };

/** What happened in a step, for the UI to animate. */
export type StudEvent =
  | { readonly type: 'antePlaced'; readonly amount: Chips }
  | {
      readonly type: 'cardDealt';
      readonly to: 'player' | 'dealer';
      readonly card: Card | null;
      readonly faceUp: boolean;
    }
  | { readonly type: 'feePaid'; readonly amount: Chips }
  | { readonly type: 'cardsExchanged'; readonly out: readonly Card[]; readonly in: readonly Card[] }
  | { readonly type: 'folded' }
  | { readonly type: 'raised'; readonly amount: Chips }
  | { readonly type: 'dealerRevealed'; readonly cards: readonly Card[]; readonly qualifies: boolean }
  | { readonly type: 'roundSettled'; readonly settlement: StudSettlement };
