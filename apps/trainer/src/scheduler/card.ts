/**
 * A scheduling card as saved, and what can be read from it without the FSRS engine: whether its key is
 * learned, being learned or weak. Kept apart from `scheduler.ts` (which wraps ts-fsrs) so the drill list,
 * the first screen, summarises progress without loading the scheduler.
 *
 * @module
 */

/** An FSRS card as saved: the ts-fsrs `Card` with dates as epoch milliseconds. */
export interface StoredCard {
  /** When the key is next due (epoch ms). */
  readonly due: number;
  /** FSRS stability (days until recall probability falls to 90 %). */
  readonly stability: number;
  /** FSRS difficulty, 1…10. */
  readonly difficulty: number;
  /** Days between the last two reviews (kept for ts-fsrs). */
  readonly elapsed_days: number;
  /** Days scheduled at the last review. */
  readonly scheduled_days: number;
  /** Index of the current (re)learning step. */
  readonly learning_steps: number;
  /** Number of reviews. */
  readonly reps: number;
  /** Number of times the key was forgotten after being learned. */
  readonly lapses: number;
  /** 0 new, 1 learning, 2 review, 3 relearning (ts-fsrs `State`). */
  readonly state: 0 | 1 | 2 | 3;
  /** When the key was last reviewed (epoch ms), if ever. */
  readonly last_review?: number;
}

/**
 * The least stability FSRS accepts for a card it has seen (ts-fsrs `S_MIN`, 0.001 days): below it, or
 * with a difficulty below 1, its `next` throws «Invalid memory state». A new card has both at 0.
 */
export const STABILITY_MIN = 0.001;
/** The most stability FSRS gives a card (ts-fsrs `S_MAX`, 36,500 days). */
export const STABILITY_MAX = 36_500;

/** The FSRS states of a card (ts-fsrs `State`): new, learning, review, relearning. */
const LEARNING = 1;
const REVIEW = 2;
const RELEARNING = 3;

/**
 * Whether a card is still in (re)learning: new keys wait while too many of these are open.
 *
 * @param card - The key's card.
 */
export function isLearning(card: StoredCard): boolean {
  return card.state === LEARNING || card.state === RELEARNING;
}

/**
 * Whether a key counts as learned: it has graduated to the review state.
 *
 * @param card - The key's card.
 */
export function isLearned(card: StoredCard): boolean {
  return card.state === REVIEW;
}

/**
 * Whether a key is a weak spot: being relearned after a lapse, or with a high FSRS difficulty (a first
 * answer graded Again starts near 6.4 with the default weights, Good near 2.1).
 *
 * @param card - The key's card.
 */
export function isWeak(card: StoredCard): boolean {
  return card.state === RELEARNING || card.difficulty >= 6;
}
