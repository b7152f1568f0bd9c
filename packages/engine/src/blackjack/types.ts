/**
 * The types of a blackjack round: boxes, hands, phases, actions and events.
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import type { Card } from '../cards/encoding.js';
import type { Chips, Ledger } from '../money/index.js';
import type { Shoe } from '../shoe/index.js';

/** One player hand in a box (a box holds one hand, two or more after splitting). */
export interface Hand {
  /** The hand's cards in the order dealt. */
  readonly cards: readonly Card[];
  /** Chips on this hand (doubled: twice the box's bet). */
  readonly stake: Chips;
  /** Whether the hand was doubled. */
  readonly doubled: boolean;
  /** Whether the hand was made by splitting (a two-card 21 there is not a blackjack). */
  readonly fromSplit: boolean;
  /** Whether the hand is finished: stood, bust, doubled, surrendered, 21 or a blackjack. */
  readonly done: boolean;
  /** Whether the player surrendered it. */
  readonly surrendered: boolean;
}

/** A box at the table: one player's seat with its own bet. */
export interface Box {
  /** The box's id (`box1`, a player's name…). */
  readonly id: string;
  /** The original bet. */
  readonly bet: Chips;
  /** The box's hands; one until split. */
  readonly hands: readonly Hand[];
  /** Insurance staked: `null` undecided or not offered, 0 declined. */
  readonly insurance: Chips | null;
  /** Whether the box took even money for its blackjack. */
  readonly evenMoney: boolean;
}

/** Where a round is. */
export type Phase =
  /** Insurance (and even money) is being offered against the dealer's ace; boxes decide in order. */
  | 'insurance'
  /** Boxes play their hands in order. */
  | 'playing'
  /** Everything is settled. */
  | 'settled';

/** The full state of a round, hidden cards included (see `playerView`). */
export interface RoundState {
  /** The rules the round is played under. */
  readonly rules: BlackjackRules;
  /** The phase. */
  readonly phase: Phase;
  /** The shoe, with the cards still to come. */
  readonly shoe: Shoe;
  /** The boxes in playing order. */
  readonly boxes: readonly Box[];
  /** The dealer's cards: the up-card first (and the hole card second, in a hole-card game). */
  readonly dealer: readonly Card[];
  /** Whether the dealer's hole card is shown (always true once the dealer plays). */
  readonly holeRevealed: boolean;
  /** The box and hand to act (`playing` phase), or the box to decide on insurance. */
  readonly turn: { readonly box: number; readonly hand: number } | null;
  /** The settlement, once the phase is `settled`. */
  readonly ledger: Ledger | null;
}

/** A player action. Actions apply to the box and hand whose turn it is. */
export type Action =
  | { readonly type: 'hit' }
  | { readonly type: 'stand' }
  | { readonly type: 'double' }
  | { readonly type: 'split' }
  | { readonly type: 'surrender' }
  /** Insure for `amount` chips (at most half the bet; default half, rounded down); 0 declines. */
  | { readonly type: 'insurance'; readonly amount?: Chips }
  /** Take (or refuse) even money for a blackjack against an ace. */
  | { readonly type: 'evenMoney'; readonly take: boolean };

/** The type of an {@link Action}. */
export type ActionType = Action['type'];

/** Where a dealt card went. */
export type CardTarget =
  { readonly to: 'dealer' } | { readonly to: 'hand'; readonly box: number; readonly hand: number };

/** What happened in a step; the UI animates from these. */
export type RoundEvent =
  | ({ readonly type: 'cardDealt'; readonly card: Card; readonly faceDown?: boolean } & CardTarget)
  | { readonly type: 'insuranceOffered' }
  | { readonly type: 'insuranceDecided'; readonly box: number; readonly amount: Chips }
  | { readonly type: 'evenMoneyDecided'; readonly box: number; readonly take: boolean }
  | { readonly type: 'dealerPeeked'; readonly blackjack: boolean }
  | { readonly type: 'handSplit'; readonly box: number; readonly hand: number }
  | { readonly type: 'handDoubled'; readonly box: number; readonly hand: number }
  | { readonly type: 'handStood'; readonly box: number; readonly hand: number }
  | { readonly type: 'handBusted'; readonly box: number; readonly hand: number }
  | { readonly type: 'handSurrendered'; readonly box: number; readonly hand: number }
  | { readonly type: 'holeCardRevealed'; readonly card: Card }
  | { readonly type: 'dealerStood'; readonly total: number }
  | { readonly type: 'dealerBusted'; readonly total: number }
  | {
      readonly type: 'betSettled';
      readonly box: number;
      /** Hand index, or `insurance`. */
      readonly bet: number | 'insurance';
      /** `win`, `blackjack`, `push`, `lose`, `surrender`, `evenMoney`. */
      readonly outcome: 'win' | 'blackjack' | 'push' | 'lose' | 'surrender' | 'evenMoney';
      /** Net for the player: winnings, or minus the chips lost. */
      readonly net: Chips;
    }
  | { readonly type: 'roundSettled' };

/** A step's result: the next state and what happened. */
export interface Step {
  /** The state after the step. */
  readonly state: RoundState;
  /** The events, in order. */
  readonly events: readonly RoundEvent[];
}

/** A bet placed in a box before the deal. */
export interface BoxBet {
  /** The box's id. */
  readonly box: string;
  /** The bet, a positive whole number of chips. */
  readonly amount: Chips;
}

/** Error codes of the blackjack round. */
export type BlackjackErrorCode =
  | 'blackjack/no-bets'
  | 'blackjack/bad-stake'
  | 'blackjack/duplicate-box'
  | 'blackjack/fractional-payout'
  | 'blackjack/shoe-too-short'
  | 'blackjack/wrong-phase'
  | 'blackjack/round-over'
  | 'blackjack/unknown-action'
  | 'blackjack/cannot-hit'
  | 'blackjack/cannot-double'
  | 'blackjack/cannot-split'
  | 'blackjack/cannot-surrender'
  | 'blackjack/bad-insurance'
  | 'blackjack/cannot-even-money';
