/**
 * The types of a baccarat table: the state (a discriminated union by phase), the actions and the events.
 *
 * @module
 */
import type { Card } from '../cards/encoding.js';
import type { Chips, Ledger } from '../money/index.js';
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
 * - `settled`: bets are paid; `nextCoup` clears the table (and reshuffles if the cut card is out).
 */
export type Phase = 'betting' | 'playerRule' | 'bankerRule' | 'decided' | 'settled';

/** A bet on the layout. */
export interface PlacedBet {
  /** The player's seat id. */
  readonly player: string;
  /** Банко, Пунто or ничья. */
  readonly bet: BaccaratBet;
  /** Chips staked. */
  readonly stake: Chips;
}

/** Fields every phase has. */
interface TableBase {
  /** The rules of the table. */
  readonly rules: BaccaratRules;
  /** The shoe; it carries across coups until the cut card comes out. */
  readonly shoe: Shoe;
  /** Chips in front of each seated player (stakes on the layout are already taken off). */
  readonly balances: Readonly<Record<string, Chips>>;
  /** The coup number in this table's life, from 1. */
  readonly coup: number;
  /** Bets on the layout, in the order placed (one entry per player and bet; repeated bets add up). */
  readonly bets: readonly PlacedBet[];
  /** The player's hand (Пунто), in dealing order. */
  readonly player: readonly Card[];
  /** The banker's hand (Банко), in dealing order. */
  readonly banker: readonly Card[];
}

/** Bets are being taken. */
export interface BettingState extends TableBase {
  readonly phase: 'betting';
}
/** Dealt, no natural; the player's rule is next. */
export interface PlayerRuleState extends TableBase {
  readonly phase: 'playerRule';
}
/** The banker's rule is next. */
export interface BankerRuleState extends TableBase {
  readonly phase: 'bankerRule';
}
/** The coup is decided. */
export interface DecidedState extends TableBase {
  readonly phase: 'decided';
  /** How it ended. */
  readonly outcome: CoupOutcome;
}
/** The coup is settled. */
export interface SettledState extends TableBase {
  readonly phase: 'settled';
  /** How it ended. */
  readonly outcome: CoupOutcome;
  /** Every bet's fate, balanced. */
  readonly ledger: Ledger;
  /** The same entries with how each was paid. */
  readonly settled: readonly SettledBet[];
}

/** A baccarat table between two steps. */
export type BaccaratState = BettingState | PlayerRuleState | BankerRuleState | DecidedState | SettledState;

/** What can be done at the table. */
export type BaccaratAction =
  /** Put chips on Банко, Пунто or ничья (before the deal). */
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
export interface Step {
  /** The state after the action. */
  readonly state: BaccaratState;
  /** Events in order. */
  readonly events: readonly BaccaratEvent[];
}
