/**
 * The shape of the sentence registry (issue 20): every sentence of the user's rule texts, numbered per
 * game, with the engine tests that check it, the live example beside it on the site and the trainer's
 * drills that drill it — or the reason there is none.
 *
 * @module
 */

/** The games of the texts, as the registry's ids begin (`blackjack-7`). */
export type SentenceGame = 'blackjack' | 'baccarat' | 'craps' | 'stud';

/** A kind of coverage: engine tests, live examples, drills. */
export type CoverageKind = 'engine' | 'example' | 'drills';

/** The three rule texts, as paths from the repository's root. */
export type TextFile =
  'docs/texts/000_a67c294d54cfb7d5.txt' | 'docs/texts/001_70f9a5682b1581e4.txt' | 'docs/texts/004_b558c1f5db9be71a.txt';

/** Why a sentence has none of a kind of coverage, and never will (a stated, reviewed reason). */
export interface Reason {
  /** The reason, in English. */
  readonly reason: string;
}

/** An engine test that checks a sentence. */
export interface EngineTest {
  /** The test file, from the repository's root (`packages/engine/src/blackjack/round.test.ts`). */
  readonly file: string;
  /** The exact title of the `it`, `it.each` or `describe` as the source writes it. */
  readonly title: string;
  /** For a table test: the name of the row (a string in the table) that checks the sentence. */
  readonly case?: string;
}

/** A live example on the site that shows a sentence. */
export interface Example {
  /** The page, the MDX file's name without `.mdx` (`blackjack`). */
  readonly page: string;
  /** The island's JSX name (`BjExample`). */
  readonly component: string;
  /** The string attributes that pick the scenario (`{ scenario: 'split' }`). */
  readonly props?: Readonly<Record<string, string>>;
}

/** A trainer drill that drills a sentence. */
export interface DrillRef {
  /** The drill's id in `apps/trainer/src/drills/catalog.ts`. */
  readonly id: string;
  /** One item key of the drill (under the default rules) that drills it; absent: the drill as a whole. */
  readonly item?: string;
}

/** A coverage field: the things that cover the sentence, a reason there are none, or what is being built. */
export type Coverage<T> = readonly T[] | Reason;

/** A sentence of the rules (or one rule of a sentence that holds several). */
export interface Sentence {
  /** `<game>-<n>`, numbered from 1 in text order. */
  readonly id: string;
  /** The wording exactly as the text has it (typography included). */
  readonly text: string;
  /** The text file it stands in. */
  readonly file: TextFile;
  /** Its 1-based line in that file. */
  readonly line: number;
  /** The site's page that quotes it (the MDX name without `.mdx`), where it gets its anchor; absent if none. */
  readonly page?: string;
  /** The engine tests that check it. */
  readonly engine: Coverage<EngineTest>;
  /** The live examples beside it on the site. */
  readonly example: Coverage<Example>;
  /** The drills that drill it. */
  readonly drills: Coverage<DrillRef>;
}

/** A piece of a text that is not a rule (a heading, narration, a repetition), with why. */
export interface Skipped {
  /** The wording exactly as the text has it. */
  readonly text: string;
  /** The text file it stands in. */
  readonly file: TextFile;
  /** Its 1-based line. */
  readonly line: number;
  /** Why it is no rule. */
  readonly skipped: string;
}

/** One entry of a game's list, in text order: a rule sentence or a skipped piece. */
export type TextPiece = Sentence | Skipped;

/** A game's part of the registry. */
export interface GameSentences {
  /** The game. */
  readonly game: SentenceGame;
  /** Its pieces of the texts, in text order. */
  readonly pieces: readonly TextPiece[];
}

/**
 * Whether a piece is a rule sentence.
 *
 * @param piece - A piece of a game's list.
 */
export function isSentence(piece: TextPiece): piece is Sentence {
  return 'id' in piece;
}

/**
 * Whether a coverage field lists things (rather than a reason).
 *
 * @param field - A coverage field.
 */
export function isCovered<T>(field: Coverage<T>): field is readonly T[] {
  return Array.isArray(field);
}
