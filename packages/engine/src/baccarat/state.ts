/**
 * The types of a baccarat table: the state (a union of phases discriminated by `phase`, holding its
 * rules and its randomness), the setup `start` takes, the actions, the legal-action entries, the events
 * and what a player may see.
 *
 * @module
 */
import type { Card } from '../cards/encoding.js';
import type { Seed, Step } from '../game/index.js';
import type { Chips, Ledger } from '../money/index.js';
import type { SeededRngState } from '../rng/index.js';
import type { Shoe } from '../shoe/index.js';
import type { CoupOutcome } from './coup.js';
import type { BaccaratBet, BaccaratRules } from './rules.js';
import type { SettledBet } from './settle.js';

/**
 * The phase of a coup:
 * - `betting`: bets are taken; `deal` starts the coup;
 * - `playerRule`: two and two are dealt, no natural; the player's third-card rule comes next;
 * - `bankerRule`: the player has drawn or stood; the banker's rule comes next;
 * - `decided`: the result is known (a natural, or after the banker's rule); `settle` pays;
 * - `settled`: bets are paid; `nextCoup` clears the layout (and reshuffles if the cut card is out).
 */
export type Phase = 'betting' | 'playerRule' | 'bankerRule' | 'decided' | 'settled';

/** A bet on the layout. */
export interface PlacedBet {
  /** The player's seat id. */
  readonly player: string;
  /** Банко, Пунто, ничья or a side bet. */
  readonly bet: BaccaratBet;
  /** Chips staked (repeated bets of one player on one bet add up). */
  readonly stake: Chips;
}

/** Fields every phase has. */
interface TableBase {
  /** The rules of the table. */
  readonly rules: BaccaratRules;
  /** The randomness that reshuffles the shoe, as a serialised xoshiro128** state. */
  readonly rng: SeededRngState;
  /** The shoe; it carries across coups until the cut card comes out. */
  readonly shoe: Shoe;
  /** Chips in front of each seated player (stakes on the layout are already taken off). */
  readonly balances: Readonly<Record<string, Chips>>;
  /** The house's net result over the table's life: stakes it kept less winnings it paid. */
  readonly houseNet: Chips;
  /** The coup number in this table's life, from 1. */
  readonly coup: number;
  /** Bets on the layout, in the order placed (one entry per player and bet). */
  readonly bets: readonly PlacedBet[];
  /** The player's hand (Пунто), in dealing order. */
  readonly player: readonly Card[];
  /** The banker's hand (Банко), in dealing order. */
  readonly banker: readonly Card[];
}

/** Bets are being taken. */
export interface BettingState extends TableBase {
  /** The phase. */
  readonly phase: 'betting';
}
/** Dealt, no natural; the player's rule is next. */
export interface PlayerRuleState extends TableBase {
  /** The phase. */
  readonly phase: 'playerRule';
}
/** The banker's rule is next. */
export interface BankerRuleState extends TableBase {
  /** The phase. */
  readonly phase: 'bankerRule';
}
/** The coup is decided. */
export interface DecidedState extends TableBase {
  /** The phase. */
  readonly phase: 'decided';
  /** How it ended. */
  readonly outcome: CoupOutcome;
}
/** The coup is settled. */
export interface SettledState extends TableBase {
  /** The phase. */
  readonly phase: 'settled';
  /** How it ended. */
  readonly outcome: CoupOutcome;
  /** Every bet's fate, balanced. */
  readonly ledger: Ledger;
  /** The same entries with how each was paid. */
  readonly settled: readonly SettledBet[];
}

/** A baccarat table between two steps: a plain JSON value. */
export type BaccaratState = BettingState | PlayerRuleState | BankerRuleState | DecidedState | SettledState;

/** A stacked shoe for tests, examples and replays: the cards in dealing order. */
export interface StackedShoe {
  /** The cards, next card first: 6 to 416 of them (a card may repeat, as in a shoe of several decks). */
  readonly cards: readonly Card[];
  /** Where the cut card sits (default: after the last card). */
  readonly cutCard?: number;
}

/** What {@link start} needs besides the rules. */
export interface BaccaratSetup {
  /** The seated players and their chips, e.g. `{ anna: 1000, boris: 500 }` (at most `rules.maxPlayers`). */
  readonly seats: Readonly<Record<string, Chips>>;
  /**
   * The seed of the table's randomness: it shuffles the shoe, and every reshuffle after. Real play draws
   * one with `randomSeed()` and shows it.
   */
  readonly seed: Seed;
  /** A stacked shoe instead of a shuffled one (reshuffled with the seed's randomness once played out). */
  readonly shoe?: StackedShoe;
}

/** What can be done at the table. */
export type BaccaratAction =
  /** Put chips on a bet (before the deal). */
  | { readonly type: 'bet'; readonly player: string; readonly bet: BaccaratBet; readonly stake: Chips }
  /** Deal two cards to the player and two to the banker. */
  | { readonly type: 'deal' }
  /** Apply the player's third-card rule. */
  | { readonly type: 'playerRule' }
  /** Apply the banker's third-card rule. */
  | { readonly type: 'bankerRule' }
  /** Pay and collect the bets. */
  | { readonly type: 'settle' }
  /** Clear the layout for the next coup (reshuffling if the cut card came out). */
  | { readonly type: 'nextCoup' };

/** The type of an action. */
export type BaccaratActionType = BaccaratAction['type'];

/** Every action type. */
export const BACCARAT_ACTIONS = ['bet', 'deal', 'playerRule', 'bankerRule', 'settle', 'nextCoup'] as const;

/**
 * An entry of `legalActions`: a dealer's step, or a bet a seat may place with the stakes allowed
 * (`min` to `max`, in multiples of `multipleOf`).
 */
export type BaccaratLegal =
  | {
      readonly type: 'bet';
      /** The seat. */
      readonly player: string;
      /** The bet. */
      readonly bet: BaccaratBet;
      /** The smallest stake allowed. */
      readonly min: Chips;
      /** The largest stake allowed now (balance, `MAX_STAKE` on one bet, the table's bound). */
      readonly max: Chips;
      /** Stakes go in multiples of this (a whole-chips table); 1 elsewhere. */
      readonly multipleOf: number;
    }
  | { readonly type: 'deal' | 'playerRule' | 'bankerRule' | 'settle' | 'nextCoup' };

/** What happened during a step, for a UI to animate or a log to print. */
export type BaccaratEvent =
  | {
      readonly type: 'betPlaced';
      readonly player: string;
      readonly bet: BaccaratBet;
      readonly stake: Chips;
      readonly balance: Chips;
    }
  | { readonly type: 'cardDealt'; readonly to: 'player' | 'banker'; readonly card: Card; readonly point: number }
  | { readonly type: 'natural'; readonly playerPoint: number; readonly bankerPoint: number }
  | { readonly type: 'playerRule'; readonly total: number; readonly draws: boolean }
  | {
      readonly type: 'bankerRule';
      readonly total: number;
      /** The value of the player's third card, or `null` if the player stood. */
      readonly playerThird: number | null;
      readonly draws: boolean;
    }
  | { readonly type: 'coupDecided'; readonly outcome: CoupOutcome }
  | { readonly type: 'betSettled'; readonly settled: SettledBet; readonly balance: Chips }
  | { readonly type: 'cutCardOut'; readonly position: number }
  | { readonly type: 'shoeShuffled'; readonly cards: number; readonly cutCard: number };

/** The result of a step: the next state and what happened. */
export type BaccaratStep = Step<BaccaratState, BaccaratEvent>;

/** The shoe as a player sees it: how many cards remain, and whether the cut card is out. */
export interface ShoeView {
  /** Decks the shoe was built from (0 for a stacked shoe). */
  readonly decks: number;
  /** Cards still to be dealt. */
  readonly remaining: number;
  /** Whether the cut card has come out (the shoe is reshuffled after this coup). */
  readonly cutCardOut: boolean;
}

/** What a player at the table may see, phase by phase: no undealt cards, no RNG state. */
export type BaccaratView = BaccaratState extends infer S
  ? S extends BaccaratState
    ? Omit<S, 'shoe' | 'rng'> & { readonly shoe: ShoeView }
    : never
  : never;
