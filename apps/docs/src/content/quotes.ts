/**
 * The quotations of the site's pages, read from the MDX, and the check that each is the rule texts' own
 * words (issue 10: «Use the texts' own terms inside quotations; what the site adds to a quoted text is
 * visibly marked»). Used by `quotes.test.ts`; kept apart so the checker itself is tested too.
 *
 * A quotation is a Markdown blockquote (`> …`, shown with the label «Текст правил»), or a phrase of four
 * words or more in «» in the site's own prose. Inside a quotation the site may add words only in
 * `<Add>…</Add>` (shown in square brackets) and may leave words out only with `[…]`; those split the
 * quotation into fragments, and every fragment must be found in the texts. Only typography is
 * normalised: case, «ё», quote marks, dashes, spaces (around dashes, colons and signs too), bullets,
 * table bars, Latin letters that look like Cyrillic ones, and a doubled bracket.
 *
 * @module
 */

import { normalise } from '@croupier/ru/sentences';

/** The texts' typography-blind form (moved to `@croupier/ru/sentences`; re-exported for this module's callers). */
export { normalise };

/** One quotation found on a page. */
export interface Quotation {
  /** The page file. */
  readonly page: string;
  /** The line it starts on (1-based). */
  readonly line: number;
  /** `block` for a blockquote, `inline` for a phrase in «» in the site's prose. */
  readonly kind: 'block' | 'inline';
  /** The quotation as written in the MDX. */
  readonly source: string;
  /** The parts that must be the texts' words: the quotation less `<Add>` insertions and `[…]` cuts. */
  readonly fragments: readonly string[];
}

const CUT = '\u0000';

/** The quoted words of a quotation's source: insertions and cuts split it, markup goes. */
export function fragmentsOf(source: string): string[] {
  return source
    .replace(/<Add>[\s\S]*?<\/Add>/gu, CUT)
    .replace(/\[…\]|\[\.\.\.\]|…/gu, CUT)
    .replace(/\{[^}]*\}/gu, CUT)
    .replace(/<[^>]+>/gu, ' ')
    .replace(/\*\*|__|\*|`/gu, '')
    .split(CUT)
    .map((f) => f.replace(/^[\s.,;:)]+|[\s.,;:(]+$/gu, '').trim())
    .filter((f) => /[\p{L}\p{N}]/u.test(f) && normalise(f).length >= 3);
}

/**
 * Every quotation of a page.
 *
 * @param page - The page's name (for messages).
 * @param mdx - The page's MDX.
 */
export function quotationsOf(page: string, mdx: string): Quotation[] {
  const lines = mdx.split('\n');
  const out: Quotation[] = [];
  let inFrontmatter = lines[0]?.trim() === '---';
  let block: { start: number; lines: string[] } | null = null;
  const flush = () => {
    if (!block) return;
    const source = block.lines.join(' ');
    out.push({ page, line: block.start, kind: 'block', source, fragments: fragmentsOf(source) });
    block = null;
  };
  lines.forEach((raw, i) => {
    if (i === 0 && inFrontmatter) return;
    if (inFrontmatter) {
      if (raw.trim() === '---') inFrontmatter = false;
      return;
    }
    const m = /^\s*>\s?(.*)$/u.exec(raw);
    if (m) {
      const body = m[1]!.replace(/^[-*]\s+/u, '').replace(/^\|?\s*:?-{3,}.*$/u, '');
      if (!block) block = { start: i + 1, lines: [] };
      block.lines.push(body);
      return;
    }
    flush();
    if (/^\s*(import|export)\s/u.test(raw)) return;
    for (const q of inlineQuotes(raw)) {
      if (q.split(/\s+/u).length >= 4) {
        out.push({ page, line: i + 1, kind: 'inline', source: q, fragments: fragmentsOf(q) });
      }
    }
  });
  flush();
  return out;
}

/** The «…» phrases of a line, outermost (a quotation may hold a name in «» inside). */
function inlineQuotes(line: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '«') {
      if (depth === 0) start = i + 1;
      depth++;
    } else if (line[i] === '»' && depth > 0) {
      depth--;
      if (depth === 0) out.push(line.slice(start, i));
    }
  }
  return out;
}

/**
 * The fragments of a quotation that are not the texts' words.
 *
 * @param quotation - A quotation.
 * @param texts - The rule texts, normalised and joined.
 */
export function misquoted(quotation: Quotation, texts: string): string[] {
  return quotation.fragments.filter((f) => !texts.includes(normalise(f)));
}
