/**
 * Where the registry's sentences begin in a piece of the site's text (a paragraph of a quotation), so
 * the site can put each sentence's anchor at its first word. Presence is decided on the normalised
 * wording (as the quotation check does); the place, by the sentence's words in order with anything
 * that is not a letter or a digit between them.
 *
 * @module
 */
import { normalise } from './normalise.js';

/** A sentence found in a text: its id and the index of its first word in the text. */
export interface SentenceStart {
  /** The sentence's id. */
  readonly id: string;
  /** The index in the text where its first word begins. */
  readonly index: number;
}

const WORD = /[\p{L}\p{N}]+/gu;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** A letter-for-letter fold of the text (same length): case, «ё», Latin look-alikes. */
function fold(text: string): string {
  return [...text].map((c) => (c.length === 1 && /[\p{L}]/u.test(c) ? normalise(c) || c : c)).join('');
}

/**
 * The sentences a text holds, each with where it begins, in the order they stand in it. A sentence is
 * held when its normalised wording is in the text's (a space before a closing mark ignored, as a removed
 * `<Add>` insertion leaves one); each is found after the one before it.
 *
 * @param text - The text as a reader sees it (the quotation's words, insertions left out).
 * @param sentences - The candidates, with their wording.
 * @example
 * ```ts
 * sentenceStarts('Игроки делают ставки. Задача…', [{ id: 'blackjack-8', text: 'Игроки делают ставки.' }]);
 * // [{ id: 'blackjack-8', index: 0 }]
 * ```
 */
export function sentenceStarts(
  text: string,
  sentences: readonly { readonly id: string; readonly text: string }[],
): SentenceStart[] {
  const tidy = (s: string) => normalise(s).replace(/ ([.,;:)])/gu, '$1');
  const whole = tidy(text);
  const folded = fold(text);
  const held = sentences.filter((s) => whole.includes(tidy(s.text)));
  const found: SentenceStart[] = [];
  for (const s of held) {
    const words = fold(s.text).match(WORD) ?? [];
    if (words.length === 0) continue;
    const pattern = new RegExp(words.map(escape).join('[^\\p{L}\\p{N}]+'), 'u');
    const first = folded.match(pattern)?.index;
    if (first === undefined) continue;
    // A sentence that opens with a mark («(при условии…», «"Мягкая 17"…») begins at the mark.
    const lead = /^[^\p{L}\p{N}\s]+/u.exec(s.text.trim())?.[0] ?? '';
    const before = text.slice(Math.max(0, first - lead.length), first);
    found.push({
      id: s.id,
      index: normalise(lead) !== '' && normalise(before) === normalise(lead) ? first - lead.length : first,
    });
  }
  return found.sort((a, b) => a.index - b.index);
}
