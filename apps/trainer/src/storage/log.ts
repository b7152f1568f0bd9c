/**
 * The answer log: one record per graded decision, the source of the trainer's ledger, weak-spot heatmaps,
 * mistakes review and statistics. Kept with the progress (versioned store); pure data, JSON-serialisable.
 *
 * @module
 */

/**
 * What an answer cost against the best one, in units of the item's stake (one bet in blackjack and
 * craps, one ante in stud), positive when value was lost; zero for a best answer.
 */
export interface AnswerCost {
  /** The cost as a number (for sums and charts). */
  readonly value: number;
  /** The exact cost `num/den` (decimal integers) where the analysis behind it is exact. */
  readonly exact?: string;
}

/** One graded answer. */
export interface AnswerRecord {
  /** The drill id (or the play mode's id, `play-blackjack`). */
  readonly drill: string;
  /** The item key: the drill's cell (`hard-16|10`), the heatmap's and the scheduler's unit. */
  readonly key: string;
  /** When the answer was given (epoch ms). */
  readonly at: number;
  /** Time from the question shown to the answer (ms). */
  readonly ms: number;
  /** Whether the answer was right. */
  readonly correct: boolean;
  /** The value lost, where the drill values its choices; absent for rule questions with no EV. */
  readonly cost?: AnswerCost;
  /** The answer given (a choice id or the typed number). */
  readonly answer: string;
  /** The right answer, as an answer id or number. */
  readonly expected: string;
  /** The item's seed: the item is dealt again from it (replay). */
  readonly seed: string;
}
