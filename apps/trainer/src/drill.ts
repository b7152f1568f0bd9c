/**
 * The drill framework's contract. A drill is data: a finite set of item keys (the scheduler's cards),
 * a generator that turns a key into a concrete item (from the engine, with a seeded RNG), and a checker
 * that judges an answer and explains it (from the engine too).
 *
 * Each game exports its drills from `src/drills/<game>/index.ts` as `drills: Drill[]`.
 */
import type { Rng } from '@croupier/engine/rng';

/** The games (and `general` for cross-game drills like hand values). */
export type DrillGame = 'general' | 'blackjack' | 'baccarat' | 'craps' | 'stud';

/** One answer button. */
export interface Choice {
  /** The answer id passed to {@link Drill.check}. */
  readonly id: string;
  /** The Russian label on the button. */
  readonly label: string;
  /** A keyboard shortcut (one character: `1`, `h`, `д`…). */
  readonly hotkey?: string;
}

/** A hand of cards to show, with a caption (`Игрок`, `Банкир`, `Крупье`). */
export interface ShownHand {
  /** Caption above the cards. */
  readonly label: string;
  /** Cards (engine encoding). */
  readonly cards: readonly number[];
  /** How many face-down cards to show after the cards. */
  readonly hidden?: number;
}

/** What the learner sees and how they answer. */
export interface DrillItem {
  /** The scheduling key this item was made from. */
  readonly key: string;
  /** The question in Russian. */
  readonly prompt: string;
  /** Hands to show. */
  readonly hands?: readonly ShownHand[];
  /** Dice to show. */
  readonly dice?: readonly [number, number];
  /** Extra context lines (the point, the bets on the table, the stake…). */
  readonly context?: readonly string[];
  /** Buttons, or a number field. */
  readonly answer:
    | { readonly kind: 'choice'; readonly choices: readonly Choice[] }
    | { readonly kind: 'number'; readonly placeholder?: string };
  /** Drill-private data the checker needs (the dealt cards, the stake…); must be JSON-serialisable. */
  readonly data: unknown;
}

/** The judgement of an answer. */
export interface Verdict {
  /** Whether the answer was right. */
  readonly correct: boolean;
  /** The right answer, as the learner should read it. */
  readonly expected: string;
  /** Why, citing the rule. */
  readonly explanation: string;
  /** Link to the rule's paragraph on the docs site, as a path like `/baccarat/#tableau`. */
  readonly ruleLink?: string;
  /** What a wrong answer costs, e.g. `−2,31 % ставки` (strategy drills). */
  readonly cost?: string;
  /** The right answer as an answer id (a choice id), when there is one: the UI marks that button. */
  readonly expectedAnswer?: string;
}

/** A drill: finite keys, an item generator and a checker, all built on the engine. */
export interface Drill {
  /** Stable id, used in the URL and in saved progress (`baccarat-banker-draws`). */
  readonly id: string;
  /** Which game. */
  readonly game: DrillGame;
  /** Russian title. */
  readonly title: string;
  /** One Russian sentence: what is drilled. */
  readonly description: string;
  /** Every item key; each is scheduled separately (weak keys return sooner). */
  keys(): readonly string[];
  /** Optional: a short Russian name of a key for the list of weak spots (`мягкая 17`); default the key. */
  keyLabel?(key: string): string;
  /** Builds a concrete item for a key. */
  item(key: string, rng: Rng): DrillItem;
  /** Judges an answer (a choice id, or the typed number as a string). */
  check(item: DrillItem, answer: string): Verdict;
}
