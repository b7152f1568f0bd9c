/**
 * The craps table as data: a union of two phases (the puck off — a come-out roll next; the puck on a
 * point), the seats, the actions, the events, the setup, the legal-action entries and the player's view.
 *
 * A state is a plain JSON value: it holds its rules and its dice RNG (`rng`, a serialised xoshiro128**
 * state), so `apply(state, action)` needs nothing else and `JSON.parse(JSON.stringify(state))` steps the
 * same. Seats are an array in seat order, looked up by id with `===`, so an id such as `toString` or
 * `__proto__` is an id like any other.
 *
 * @module
 */
import type { CrapsNumber, CrapsRules } from '@croupier/paytables/craps';
import type { DiceRoll } from '../dice/index.js';
import type { Seed, Step } from '../game/index.js';
import type { Chips } from '../money/index.js';
import type { SeededRngState } from '../rng/index.js';
import type { BetId } from './bets.js';

/** The chips on each bet of one seat's layout (absent: no bet; a present bet holds at least one chip). */
export type CrapsBets = Readonly<Partial<Record<BetId, Chips>>>;

/** One player's place at the table. */
export interface CrapsSeat {
  /** The player's id (any string of 1–60 characters). */
  readonly id: string;
  /** Chips in front of the player, not on the layout. */
  readonly bank: Chips;
  /** Chips on each bet of the layout. */
  readonly bets: CrapsBets;
  /**
   * The house's net result against this seat so far: stakes lost and commissions, less winnings paid.
   * Kept apart from the bank, so `chipsInPlay` checks the bookkeeping rather than repeating it.
   */
  readonly houseNet: Chips;
}

/** What every phase of a table holds. */
interface CrapsTableFields {
  /** The table's rules (checked by `start`). */
  readonly rules: CrapsRules;
  /** The dice RNG: a roll without given dice draws from it. Not shown to players (`playerView`). */
  readonly rng: SeededRngState;
  /** The seats, in seat order. */
  readonly seats: readonly CrapsSeat[];
  /** How many rolls have been made. */
  readonly rolls: number;
  /** The last roll, if any. */
  readonly lastRoll: DiceRoll | null;
}

/** The puck is off: the next roll is a come-out roll. Every pass-line decision so far is settled. */
export interface CrapsComeOut extends CrapsTableFields {
  readonly phase: 'comeOut';
  /** No point. */
  readonly point: null;
}

/** The puck is on a point: pass and don't pass wait for the point or a seven. */
export interface CrapsPointOn extends CrapsTableFields {
  readonly phase: 'point';
  /** The point. */
  readonly point: CrapsNumber;
}

/** A craps table in either phase. */
export type CrapsState = CrapsComeOut | CrapsPointOn;

/** The phase of a table: `comeOut` (puck off) or `point` (puck on). */
export type CrapsPhase = CrapsState['phase'];

/** What a player or the shooter does. */
export type CrapsAction =
  /** Put chips on a bet: a new bet, or more on an existing one. */
  | { readonly type: 'bet'; readonly player: string; readonly bet: BetId; readonly amount: Chips }
  /** Take `amount` chips back from a bet, leaving the rest. */
  | { readonly type: 'reduce'; readonly player: string; readonly bet: BetId; readonly amount: Chips }
  /** Take a bet down (its free odds come down with it). */
  | { readonly type: 'remove'; readonly player: string; readonly bet: BetId }
  /** The shooter rolls: these dice (a test, a UI, a replay), or, without `dice`, the table's RNG. */
  | { readonly type: 'roll'; readonly dice?: DiceRoll };

/** The action types. */
export const CRAPS_ACTION_TYPES: readonly CrapsAction['type'][] = ['bet', 'reduce', 'remove', 'roll'];

/** What happened in a step, for the UI to animate and the log to print. */
export type CrapsEvent =
  | {
      readonly type: 'betPlaced';
      readonly player: string;
      readonly bet: BetId;
      /** Chips added. */
      readonly amount: Chips;
      /** Chips on the bet now. */
      readonly total: Chips;
    }
  | {
      readonly type: 'betReduced';
      readonly player: string;
      readonly bet: BetId;
      /** Chips taken back. */
      readonly amount: Chips;
      /** Chips left on the bet. */
      readonly total: Chips;
    }
  | { readonly type: 'betRemoved'; readonly player: string; readonly bet: BetId; readonly amount: Chips }
  /** A buy or lay commission paid with the bet (`commissionOn: 'bet'`). */
  | { readonly type: 'commissionPaid'; readonly player: string; readonly bet: BetId; readonly amount: Chips }
  | {
      readonly type: 'rolled';
      readonly dice: DiceRoll;
      readonly total: number;
      /** A pair (a hardway). */
      readonly hard: boolean;
      /** A come-out roll (the puck was off). */
      readonly comeOut: boolean;
    }
  | { readonly type: 'pointSet'; readonly point: CrapsNumber }
  | { readonly type: 'pointMade'; readonly point: CrapsNumber }
  | { readonly type: 'sevenOut'; readonly point: CrapsNumber }
  | {
      readonly type: 'betSettled';
      readonly player: string;
      readonly bet: BetId;
      /** `win`, `lose` or `push` (returned). */
      readonly outcome: 'win' | 'lose' | 'push';
      readonly stake: Chips;
      /** Winnings paid, before commission. */
      readonly won: Chips;
      /** Stake kept by the house. */
      readonly lost: Chips;
      /** Commission taken from the winnings (`commissionOn: 'win'`). */
      readonly commission: Chips;
      /** Chips handed to the player: returned stake plus winnings less commission. */
      readonly paid: Chips;
    }
  | {
      readonly type: 'betMoved';
      readonly player: string;
      readonly from: BetId;
      readonly to: BetId;
      readonly amount: Chips;
    };

/** What `start` needs besides the rules. */
export interface CrapsSetup {
  /** Each player's chips, by id: 1 to `MAX_SEATS` seats, each 0 to `MAX_BALANCE` chips. */
  readonly seats: Readonly<Record<string, Chips>>;
  /** The seed of the table's dice (`randomSeed()` for real play; shown, so a session replays). */
  readonly seed: Seed;
}

/**
 * One entry of `legalActions`: the roll, or a change to one player's bet with the range of amounts
 * `apply` accepts — every multiple of `step` from `min` to `max`, and nothing else.
 */
export type CrapsLegal =
  /** Roll the dice (always legal). */
  | { readonly type: 'roll' }
  /** Put `min`…`max` chips (a multiple of `step`) on a bet: placing it or adding to it. */
  | {
      readonly type: 'bet';
      readonly player: string;
      readonly bet: BetId;
      readonly min: Chips;
      readonly max: Chips;
      readonly step: Chips;
    }
  /** Take `min`…`max` chips (a multiple of `step`) back from a bet. */
  | {
      readonly type: 'reduce';
      readonly player: string;
      readonly bet: BetId;
      readonly min: Chips;
      readonly max: Chips;
      readonly step: Chips;
    }
  /** Take a bet down. */
  | { readonly type: 'remove'; readonly player: string; readonly bet: BetId };

/** What a player may see: the whole table but the dice RNG (nothing else at craps is hidden). */
export type CrapsView = Omit<CrapsComeOut, 'rng'> | Omit<CrapsPointOn, 'rng'>;

/** The result of a step: the next state and what happened, in order. */
export type CrapsStep = Step<CrapsState, CrapsEvent>;
