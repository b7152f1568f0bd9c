/**
 * `@croupier/ru/sentences`: the registry of the user's rule texts, sentence by sentence (issue 20). Every
 * rule sentence of the three texts (or each rule of a sentence that holds several: a payout, a condition,
 * an exception) has a stable id (`blackjack-7`), its exact wording and place, and what covers it: the
 * engine tests that check it, the live example beside it on the site, the trainer drills that drill it —
 * or the reason there is none. What is not a rule (headings, narration, a repetition) is listed as
 * skipped, so the texts are accounted for whole. How the split was made: `docs/texts/sentences.md`.
 *
 * The checks: `src/sentences/sentences.test.ts` here (the wording, the order, the engine tests), the
 * site's `src/content/sentences.test.ts` (the quotations and examples) and the trainer's
 * `src/drills/sentences.test.ts` (the drills).
 *
 * @module
 */
import { baccarat } from './baccarat.js';
import { blackjack } from './blackjack.js';
import { craps } from './craps.js';
import { stud } from './stud.js';
import { isSentence, type GameSentences, type Sentence, type Skipped } from './types.js';

export * from './types.js';
export { nestedGuillemets, normalise } from './normalise.js';
export { sentenceStarts, type SentenceStart } from './match.js';
export { coverageProblems, testTitles, unaccounted } from './check.js';
export { quoteWording } from './quote.js';
export { baccarat, blackjack, craps, stud };

/** The four games' registries, in the order of the site's pages. */
export const GAME_SENTENCES: readonly GameSentences[] = [blackjack, baccarat, craps, stud];

/** Every rule sentence, game by game, in text order. */
export const SENTENCES: readonly Sentence[] = GAME_SENTENCES.flatMap((g) => g.pieces.filter(isSentence));

/** Every skipped piece of the texts, with its reason. */
export const SKIPPED: readonly Skipped[] = GAME_SENTENCES.flatMap((g) =>
  g.pieces.filter((p): p is Skipped => !isSentence(p)),
);

const BY_ID = new Map(SENTENCES.map((s) => [s.id, s]));

/**
 * A sentence by id.
 *
 * @param id - `<game>-<n>`.
 */
export function sentenceById(id: string): Sentence | undefined {
  return BY_ID.get(id);
}

/**
 * The number of a sentence within its game, as a reader sees it («Правило 7»).
 *
 * @param id - `<game>-<n>`.
 */
export function sentenceNumber(id: string): number {
  return Number(id.slice(id.lastIndexOf('-') + 1));
}

/**
 * The HTML id of a sentence's anchor on the site (`rule-blackjack-7`).
 *
 * @param id - `<game>-<n>`.
 */
export function sentenceAnchor(id: string): string {
  return `rule-${id}`;
}

/**
 * The site path of a sentence's anchor (`/blackjack/#rule-blackjack-7`), or `null` when no page quotes it.
 *
 * @param sentence - A sentence of the registry.
 */
export function sentencePath(sentence: Sentence): string | null {
  return sentence.page === undefined ? null : `/${sentence.page}/#${sentenceAnchor(sentence.id)}`;
}
