/**
 * What a reader sees of a built page without opening anything: the text of its `<main>`, less what a
 * reader has to open (a `<details>` but its `<summary>`, a `hidden` or `popover` element, a `<template>`), scripts and
 * styles. The readability check (`reader.dist.test.ts`) looks for numbers and words a reader cannot read
 * in it.
 *
 * @module
 */

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  laquo: '«',
  raquo: '»',
  mdash: '—',
  ndash: '–',
  minus: '−',
  hellip: '…',
};

/** Decodes the HTML entities of a text (`&#x2212;`, `&#160;`, `&nbsp;`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (all, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e.toLowerCase()] ?? all;
  });
}

/**
 * Removes every element `open` matches with its content, nesting of the same tag counted (`<details>` in
 * a `<details>`), keeping what `keep` returns of it.
 */
function dropElements(html: string, tag: string, open: RegExp, keep: (inner: string) => string = () => ' '): string {
  const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'giu');
  let out = '';
  let from = 0;
  for (;;) {
    open.lastIndex = from;
    const start = open.exec(html);
    if (!start) return out + html.slice(from);
    re.lastIndex = start.index + start[0].length;
    let depth = 1;
    let m: RegExpExecArray | null = null;
    while (depth > 0 && (m = re.exec(html))) depth += m[1] === '/' ? -1 : 1;
    const end = m ? m.index + m[0].length : html.length;
    out += html.slice(from, start.index) + keep(html.slice(start.index + start[0].length, m ? m.index : end));
    from = end;
  }
}

/** The opening tag of an element a reader does not see until asked: `hidden`, or a closed `popover`. */
const HIDDEN = /<([a-z][\w-]*)(?=\s)[^>]*\s(?:hidden|popover)(?=[\s>=/])[^>]*>/iu;

/**
 * The text a reader sees on a page without opening a disclosure: `<main>` (or the whole page), scripts,
 * styles, templates, `hidden` elements and closed-by-default `<details>` (their `<summary>` kept) taken
 * out, tags turned to spaces, entities decoded, spaces collapsed (no-break spaces kept).
 *
 * @param html - A built page.
 */
export function visibleText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/u.exec(html)?.[1] ?? html;
  let h = main.replace(/<!--[\s\S]*?-->/gu, ' ');
  for (const tag of ['script', 'style', 'template', 'noscript'])
    h = dropElements(h, tag, new RegExp(`<${tag}\\b[^>]*>`, 'giu'));
  // An element with the `hidden` or `popover` attribute (a closed panel), whatever its tag.
  for (let m; (m = HIDDEN.exec(h));) {
    const tag = m[1]!;
    const open = new RegExp(`<${tag}(?=\\s)[^>]*\\s(?:hidden|popover)(?=[\\s>=/])[^>]*>`, 'giu');
    h = dropElements(h, tag, open);
  }
  h = dropElements(h, 'details', /<details\b(?![^>]*\sopen)[^>]*>/giu, (inner) => {
    const summary = /<summary\b[^>]*>([\s\S]*?)<\/summary>/iu.exec(inner);
    return ` ${summary?.[1] ?? ''} `;
  });
  return decodeEntities(h.replace(/<[^>]+>/gu, ' '))
    .replace(/[^\S\u00a0]+/gu, ' ')
    .trim();
}
