/**
 * The types of a blackjack table: the state (a union of phases discriminated by `phase`), the setup,
 * the actions, the legal-action entries, the events and the player's view.
 *
 * A table goes on from round to round: `betting` (boxes bet from their balances) → `deal` →
 * `insurance` (against a dealer ace) → `playing` (boxes play their hands in order; the dealer plays and
 * the round settles in the step that ends the last hand) → `settled` → `nextRound` → `betting`. The shoe
 * carries across rounds with its cut card; the cards of finished rounds lie in the discard tray (the
 * front of `shoe.cards`), so nothing is copied from round to round.
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import type { Card } from '../cards/encoding.js';
import type { Chips, Ledger } from '../money/index.js';
import type { SeededRngState } from '../rng/index.js';
import type { Shoe } from '../shoe/index.js';
import type { Seed } from '../game/index.js';
import type { HandOutcome } from './settle.js';

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

/** A box in the round: one seat's bet and hands. */
export interface Box {
  /** The seat's id. */
  readonly id: string;
  /** The original bet. */
  readonly bet: Chips;
  /** The box's hands; one until split. */
  readonly hands: readonly Hand[];
  /** Insurance staked: `null` not offered or not yet decided, 0 declined. */
  readonly insurance: Chips | null;
  /** Whether the box took even money for its blackjack. */
  readonly evenMoney: boolean;
}

/** A seat at the table and the chips in front of it (stakes on the layout are already taken off). */
export interface Seat {
  /** The seat's (box's) id, e.g. a player's name. */
  readonly id: string;
  /** Chips in front of the seat, off the layout. */
  readonly balance: Chips;
}

/** A bet placed before the deal. */
export interface PlacedBet {
  /** The box's id. */
  readonly box: string;
  /** Chips on the box (repeated bets add up). */
  readonly amount: Chips;
}

/** The phase of a table: `betting`, `insurance`, `playing` or `settled`. */
export type BlackjackPhase = BlackjackState['phase'];

/** Fields every phase has. */
interface TableBase {
  /** The rules of the table. */
  readonly rules: BlackjackRules;
  /** The table's randomness (reshuffles), serialised. */
  readonly rng: SeededRngState;
  /**
   * Every card of the table in order: the discard tray (`cards[0 … discarded)`), the cards dealt this
   * round (`cards[discarded … position)`), then the shoe (`cards[position]` is the next card). The next
   * deal reshuffles everything once `position ≥ cutCard`.
   */
  readonly shoe: Shoe;
  /** How many of `shoe.cards` lie in the discard tray: the cards of earlier rounds since the last shuffle. */
  readonly discarded: number;
  /** The seats in playing order, with their balances. */
  readonly seats: readonly Seat[];
  /** The house's net over the session: what it won minus what it paid. */
  readonly house: Chips;
  /** The round number in this table's life, from 1. */
  readonly round: number;
}

/** Bets are taken; `deal` starts the round. */
export interface BettingState extends TableBase {
  readonly phase: 'betting';
  /** The bets placed so far, in seat order. */
  readonly bets: readonly PlacedBet[];
}

/** Fields of a round in play. */
interface RoundBase extends TableBase {
  /** The boxes with a bet, in playing order. */
  readonly boxes: readonly Box[];
  /** The dealer's cards: the up-card first (and the hole card second, in a hole-card game). */
  readonly dealer: readonly Card[];
  /** Whether the dealer's hole card is shown (always true once the dealer plays, and without a hole card). */
  readonly holeRevealed: boolean;
}

/** Insurance (and even money) is offered against the dealer's ace; boxes decide in order. */
export interface InsuranceState extends RoundBase {
  readonly phase: 'insurance';
  /** The index in `boxes` of the box to decide. */
  readonly turn: number;
}

/** Boxes play their hands in order. */
export interface PlayingState extends RoundBase {
  readonly phase: 'playing';
  /** The box (index in `boxes`) and hand to act. */
  readonly turn: { readonly box: number; readonly hand: number };
}

/** The round is settled; `nextRound` clears the table. */
export interface SettledState extends RoundBase {
  readonly phase: 'settled';
  /** Every bet's fate, balanced. */
  readonly ledger: Ledger;
}

/** A blackjack table between two steps. A plain JSON value. */
export type BlackjackState = BettingState | InsuranceState | PlayingState | SettledState;

/** What `start` needs besides the rules. */
export interface BlackjackSetup {
  /** The seats and their chips in playing order, e.g. `{ anna: 1000, boris: 500 }` (1 to 7 seats). */
  readonly seats: Readonly<Record<string, Chips>>;
  /** The seed of the table's shuffles (`randomSeed()` for real play). */
  readonly seed: Seed;
  /**
   * A stacked shoe for tests and replays: cards in dealing order (the cut card after the last), or a
   * shoe value. Absent: `rules.decks` decks shuffled with the seed, the cut card at three quarters.
   */
  readonly shoe?: readonly Card[] | StackedShoe;
}

/** A stacked shoe given to `start`: its cards, and optionally where dealing starts and the cut card. */
export interface StackedShoe {
  /** The cards in dealing order; those before `position` are taken as already dealt (discards). */
  readonly cards: readonly Card[];
  /** The next card's index (default 0). */
  readonly position?: number;
  /** The cut card's index (default: after the last card). */
  readonly cutCard?: number;
}

/** What can be done at the table. Play actions apply to the box and hand whose turn it is. */
export type BlackjackAction =
  /** Put chips on a box before the deal (repeated bets add up); the balance must cover them. */
  | { readonly type: 'bet'; readonly box: string; readonly amount: Chips }
  /** Deal the round: two cards to each box with a bet, one (or two, with a hole card) to the dealer. */
  | { readonly type: 'deal' }
  /** Take a card. */
  | { readonly type: 'hit' }
  /** Take no more cards. */
  | { readonly type: 'stand' }
  /** Double the stake and take exactly one card. */
  | { readonly type: 'double' }
  /** Split a pair into two hands, the second with a stake equal to the bet. */
  | { readonly type: 'split' }
  /** Give up the hand for half its stake. */
  | { readonly type: 'surrender' }
  /** Insure for `amount` chips: exactly half the bet (the default), or 0 to decline; an odd bet is not insured. */
  | { readonly type: 'insurance'; readonly amount?: Chips }
  /** Take (or refuse) even money for a blackjack against an ace. */
  | { readonly type: 'evenMoney'; readonly take: boolean }
  /** Clear the table after a settled round and take bets again. */
  | { readonly type: 'nextRound' };

/** The type of a {@link BlackjackAction}. */
export type BlackjackActionType = BlackjackAction['type'];

/** Every action type, in a stable order. */
export const BLACKJACK_ACTION_TYPES: readonly BlackjackActionType[] = [
  'bet',
  'deal',
  'hit',
  'stand',
  'double',
  'split',
  'surrender',
  'insurance',
  'evenMoney',
  'nextRound',
];

/**
 * An entry of `legalActions`: an action as it may be applied, or for a bet the allowed range (any
 * multiple of `multipleOf` from `min` to `max`).
 */
export type BlackjackLegalAction =
  | Exclude<BlackjackAction, { type: 'bet' }>
  | {
      readonly type: 'bet';
      readonly box: string;
      readonly min: Chips;
      readonly max: Chips;
      readonly multipleOf: Chips;
    };

/** Where a dealt card went. */
export type CardTarget =
  | { readonly to: 'dealer'; readonly faceDown?: boolean }
  | { readonly to: 'hand'; readonly box: string; readonly hand: number };

/** Why the shoe was shuffled. */
export type ShuffleReason =
  /** The cut card had come out: the next deal shuffles every card (shoe and discards). */
  | 'cut-card'
  /** The shoe ran dry during a round: the discards were shuffled into a new shoe. */
  | 'discards'
  /** The shoe ran dry with no discards: fresh decks were opened. */
  | 'new-decks';

/** What happened in a step; a UI animates from these. */
export type BlackjackEvent =
  | {
      readonly type: 'betPlaced';
      readonly box: string;
      readonly amount: Chips;
      readonly bet: Chips;
      readonly balance: Chips;
    }
  | { readonly type: 'shoeShuffled'; readonly reason: ShuffleReason; readonly cards: number; readonly cutCard: number }
  | { readonly type: 'cutCardOut' }
  | ({ readonly type: 'cardDealt'; readonly card: Card } & CardTarget)
  | { readonly type: 'insuranceOffered' }
  | { readonly type: 'insuranceDecided'; readonly box: string; readonly amount: Chips; readonly balance: Chips }
  | { readonly type: 'evenMoneyDecided'; readonly box: string; readonly take: boolean }
  | { readonly type: 'dealerPeeked'; readonly blackjack: boolean }
  | { readonly type: 'handSplit'; readonly box: string; readonly hand: number; readonly balance: Chips }
  | { readonly type: 'handDoubled'; readonly box: string; readonly hand: number; readonly balance: Chips }
  | { readonly type: 'handStood'; readonly box: string; readonly hand: number }
  | { readonly type: 'handBusted'; readonly box: string; readonly hand: number }
  | { readonly type: 'handSurrendered'; readonly box: string; readonly hand: number }
  | { readonly type: 'holeCardRevealed'; readonly card: Card }
  | { readonly type: 'dealerStood'; readonly total: number }
  | { readonly type: 'dealerBusted'; readonly total: number }
  | {
      readonly type: 'betSettled';
      readonly box: string;
      /** Hand index, or `insurance`. */
      readonly bet: number | 'insurance';
      readonly outcome: HandOutcome;
      /** Chips staked on it. */
      readonly staked: Chips;
      /** Net for the player: winnings, or minus the chips lost. */
      readonly net: Chips;
      /** The box's balance after it was paid. */
      readonly balance: Chips;
    }
  | { readonly type: 'roundSettled'; readonly round: number }
  | { readonly type: 'tableCleared'; readonly round: number };

/** What a player may see of a table: no shoe order, no unseen hole card, no RNG state. */
export type BlackjackView =
  | (Omit<BettingState, 'shoe' | 'rng'> & ViewExtras)
  | (Omit<InsuranceState, 'shoe' | 'rng' | 'dealer'> & ViewExtras & DealerView)
  | (Omit<PlayingState, 'shoe' | 'rng' | 'dealer'> & ViewExtras & DealerView)
  | (Omit<SettledState, 'shoe' | 'rng' | 'dealer'> & ViewExtras & DealerView);

/** The counts a view shows instead of the shoe. */
export interface ViewExtras {
  /** Cards left in the shoe (their order is not shown). */
  readonly cardsLeft: number;
  /** Whether the cut card has come out (the next deal reshuffles). */
  readonly cutCardOut: boolean;
}

/** The dealer as a player sees it. */
export interface DealerView {
  /** The dealer's visible cards. */
  readonly dealer: readonly Card[];
  /** Face-down dealer cards (0 or 1). */
  readonly dealerHidden: number;
}
