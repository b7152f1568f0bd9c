/**
 * The rule texts' sentences a drill drills: the sentence registry (`@croupier/ru/sentences`) inverted,
 * drill id and item key → the sentences, so a drill's feedback can quote the text's own words with a
 * link to the sentence's anchor on the rules site. The registry is imported here, by the practice screen
 * (a chunk of its own), never by the list.
 *
 * @module
 */
import {
  SENTENCES,
  isCovered,
  quoteWording,
  sentenceNumber,
  sentencePath,
  type Sentence,
} from '@croupier/ru/sentences';

/** A sentence a drill drills: for one of its items, or (`item` absent) for the drill as a whole. */
export interface DrillSentence {
  /** The sentence. */
  readonly sentence: Sentence;
  /** The item key it is named for, or `undefined` for the whole drill. */
  readonly item?: string;
}

/** Drill id → the sentences that name it, in the registry's order. */
export type DrillSentenceIndex = ReadonlyMap<string, readonly DrillSentence[]>;

/**
 * Inverts the registry: for every drill named in a sentence's `drills`, the sentences with the item.
 *
 * @param sentences - The registry's sentences (default: all of them).
 */
export function drillSentenceIndex(sentences: readonly Sentence[] = SENTENCES): DrillSentenceIndex {
  const index = new Map<string, DrillSentence[]>();
  for (const sentence of sentences) {
    if (!isCovered(sentence.drills)) continue;
    for (const ref of sentence.drills) {
      const list = index.get(ref.id) ?? [];
      list.push(ref.item === undefined ? { sentence } : { sentence, item: ref.item });
      index.set(ref.id, list);
    }
  }
  return index;
}

/**
 * The sentence to quote after an answer: the first named for this item, else the first named for the
 * whole drill, else none.
 *
 * @param index - The inverted registry.
 * @param drillId - The drill.
 * @param key - The item's key.
 */
export function sentenceForItem(index: DrillSentenceIndex, drillId: string, key: string): Sentence | undefined {
  const list = index.get(drillId) ?? [];
  return (list.find((d) => d.item === key) ?? list.find((d) => d.item === undefined))?.sentence;
}

/** What the feedback line shows: the quoted words, and the site's anchor with its number. */
export interface RuleQuote {
  /** The sentence's words, set for a quotation in «…». */
  readonly words: string;
  /** The site path of its anchor (`/blackjack/#rule-blackjack-25`). */
  readonly path: string;
  /** Its number within its game, as the site's mark shows it. */
  readonly number: number;
}

const INDEX = drillSentenceIndex();

/**
 * The feedback line's quotation for an item of a drill, or `null` when the registry names none (or the
 * sentence has no page to link to).
 *
 * @param drillId - The drill.
 * @param key - The item's key.
 * @param index - The inverted registry (default: the whole registry's).
 */
export function ruleQuote(drillId: string, key: string, index: DrillSentenceIndex = INDEX): RuleQuote | null {
  const sentence = sentenceForItem(index, drillId, key);
  const path = sentence === undefined ? null : sentencePath(sentence);
  return sentence === undefined || path === null
    ? null
    : { words: quoteWording(sentence.text), path, number: sentenceNumber(sentence.id) };
}
