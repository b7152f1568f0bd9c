/**
 * Where a page quotes the registry's sentences (`@croupier/ru/sentences`), and whether a named example
 * stands beside them: the MDX read by `examples.ts`, the quotation's words as a reader sees them (the
 * site's `<Add>` insertions left out, a `[…]` cut kept as a break a sentence cannot span), matched by the
 * registry's own matcher. Used by `sentences.test.ts`.
 *
 * @module
 */
import { sentenceStarts, type Example, type Sentence } from '@croupier/ru/sentences';
import type { PageExamples } from './examples';

const CUT = '\u0000';

/**
 * A quotation paragraph's words as a reader sees them: insertions out, cuts kept as breaks, markup gone.
 *
 * @param source - The paragraph as the MDX writes it.
 */
export function quotedWords(source: string): string {
  return source
    .replace(/<Add>[\s\S]*?<\/Add>/gu, '')
    .replace(/\[…\]|\[\.\.\.\]|…/gu, CUT)
    .replace(/\{[^}]*\}/gu, CUT)
    .replace(/<[^>]+>/gu, ' ')
    .replace(/\*\*|__|\*|`/gu, '')
    .replace(/(^|\s)[-*](?=\s)/gu, '$1');
}

/**
 * The sections of a page whose quotations hold a sentence.
 *
 * @param page - The page read by `examplesOf`.
 * @param sentence - A sentence of the registry.
 */
export function sectionsQuoting(page: PageExamples, sentence: Pick<Sentence, 'id' | 'text'>): string[] {
  return page.paragraphs
    .filter((p) => sentenceStarts(quotedWords(p.source), [sentence]).length > 0)
    .map((p) => p.section);
}

/**
 * Whether a named example stands, with its props, in a section that quotes the sentence.
 *
 * @param page - The example's page read by `examplesOf`.
 * @param sentence - The sentence.
 * @param example - The example the registry names.
 */
export function exampleBeside(page: PageExamples, sentence: Pick<Sentence, 'id' | 'text'>, example: Example): boolean {
  const wanted = Object.entries(example.props ?? {});
  return sectionsQuoting(page, sentence).some((section) =>
    (page.islandProps.get(section) ?? []).some(
      (i) => i.name === example.component && wanted.every(([k, v]) => i.props[k] === v),
    ),
  );
}
