/**
 * Blackjack counting index tables, computed by `@croupier/engine` (exact analysis of the shoe at each
 * true count) for the `seed` preset (the Russian text: no hole card, a dealer blackjack takes every
 * stake) and the `casino` preset (six decks, S17, hole card and peek), with the Hi-Lo count. Shipped
 * as data because a full table takes tens of seconds to compute; the engine's `lookupIndex` and
 * `insuranceAdvice` read them. Regenerate with `packages/engine/scripts/blackjack-indices.ts`.
 *
 * @module
 */
import type { BlackjackPresetId, BlackjackRules } from './blackjack.js';
import { BLACKJACK_INDEX_DATA } from './blackjack-indices-data.js';

/** A play of a blackjack decision. */
export type BlackjackPlay = 'stand' | 'hit' | 'double' | 'split' | 'surrender';

/** A decision: a two-card hand class against the dealer's up-card. */
export interface BlackjackIndexDecision {
  /** Hard or soft total, or a pair. */
  readonly kind: 'hard' | 'soft' | 'pair';
  /** The total (hard 5–19, soft 13–20) or the paired card's value (1 = aces … 10 = ten-value). */
  readonly row: number;
  /** The dealer's up-card value, 1 (ace) … 10. */
  readonly up: number;
}

/** A deviation from the chart beyond a true count. */
export interface BlackjackIndexEntry {
  /** The decision. */
  readonly decision: BlackjackIndexDecision;
  /** The chart's play. */
  readonly basic: BlackjackPlay;
  /** The play beyond the index. */
  readonly deviation: BlackjackPlay;
  /** The true count where both plays are worth the same, to 0.01. */
  readonly index: number;
  /** Deviate at or above the index, or at or below it. */
  readonly direction: 'atOrAbove' | 'atOrBelow';
  /** The whole-number index for the system's rounding of the true count. */
  readonly wholeIndex: number;
  /** Expected gain per 100 rounds, in initial bets, from taking the deviation. */
  readonly gain: number;
}

/** The EV of each play of a decision relative to the chart's play, at the table's true counts. */
export interface BlackjackIndexCurve {
  /** The decision. */
  readonly decision: BlackjackIndexDecision;
  /** The chart's play. */
  readonly basic: BlackjackPlay;
  /** For each other allowed play: `EV(play) − EV(basic)` per unit bet at each true count, given the decision arises. */
  readonly relative: Readonly<Partial<Record<BlackjackPlay, readonly number[]>>>;
}

/** One computed index table. */
export interface BlackjackIndexTableData {
  /** The preset whose rules were analysed. */
  readonly preset: BlackjackPresetId;
  /** The rules analysed (those of the preset when the table was generated). */
  readonly rules: BlackjackRules;
  /** The counting system. */
  readonly system: {
    /** Its id (`hilo`). */
    readonly id: string;
    /** Its name. */
    readonly name: string;
    /** Tags for 2, 3, 4, 5, 6, 7, 8, 9, T, A. */
    readonly tags: readonly number[];
    /** Whether a deck's tags sum to zero. */
    readonly balanced: boolean;
    /** Whether it keeps an ace side count. */
    readonly aceSideCount: boolean;
    /** The running count at the start of a shoe: `perDeck × decks + offset`. */
    readonly initialRunningCount: { readonly perDeck: number; readonly offset: number };
    /** How its users round the true count. */
    readonly rounding: 'floor' | 'truncate' | 'round' | 'exact';
    /** Where its tags come from. */
    readonly source: string;
  };
  /** Griffin's betting correlation, playing efficiency and insurance correlation for these rules. */
  readonly efficiency: {
    /** Correlation of the tags with the game's effects of removal. */
    readonly bettingCorrelation: number;
    /** Playing efficiency over the chart's two-card decisions, half the shoe left. */
    readonly playingEfficiency: number;
    /** Correlation of the tags with the insurance bet's effects of removal. */
    readonly insuranceCorrelation: number;
  };
  /** Cards unseen at the decisions analysed. */
  readonly cardsRemaining: number;
  /** Share of the shoe dealt before the shuffle, for the gains. */
  readonly penetration: number;
  /** How the rest of a hand is played after the decision valued. */
  readonly continuation: 'chart' | 'optimal';
  /** The true counts analysed. */
  readonly trueCounts: readonly number[];
  /** Every deviation with its crossover in range. */
  readonly entries: readonly BlackjackIndexEntry[];
  /** The insurance index. */
  readonly insurance: {
    /** Whether the rules offer insurance. */
    readonly offered: boolean;
    /** The crossover true count. */
    readonly index: number;
    /** The whole-number index. */
    readonly wholeIndex: number;
    /** Expected gain per 100 rounds from insuring half the bet at or above the index. */
    readonly gain: number;
  };
  /** Every decision's plays relative to the chart's. */
  readonly curves: readonly BlackjackIndexCurve[];
}

/** The shipped tables: by preset, then by counting system. */
export interface BlackjackIndexTables {
  /** The Russian text's game. */
  readonly seed: { readonly hilo: BlackjackIndexTableData };
  /** Six decks, S17, hole card and peek. */
  readonly casino: { readonly hilo: BlackjackIndexTableData };
}

/**
 * The index tables, by preset and system.
 *
 * @example
 * ```ts
 * import { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
 * BLACKJACK_INDEX_TABLES.casino.hilo.insurance.wholeIndex; // 3: insure at a Hi-Lo true count of +3
 * ```
 */
export const BLACKJACK_INDEX_TABLES: BlackjackIndexTables = BLACKJACK_INDEX_DATA;
