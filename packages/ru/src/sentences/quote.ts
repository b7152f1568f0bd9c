/**
 * A sentence's wording as a reader sees it quoted in a line of the trainer: the words are the text's,
 * only its typography is set for a quotation inside «»: a table row's bars and tab become a dash, the
 * text's straight quotes become „…“, and a piece cut from a longer sentence is marked with «…».
 *
 * @module
 */

/**
 * The wording to quote inside «…».
 *
 * @param text - A sentence's wording as the registry holds it.
 * @example
 * ```ts
 * quoteWording('| Блекджек | 3 : 2 |'); // 'Блекджек — 3 : 2'
 * quoteWording('и проигрывает, если выпадает 2, 3 или 12.'); // '…и проигрывает, если выпадает 2, 3 или 12.'
 * ```
 */
export function quoteWording(text: string): string {
  let t = text.trim();
  if (t.startsWith('|')) {
    t = t
      .split('|')
      .map((c) => c.trim())
      .filter((c) => c !== '')
      .join(' — ');
  }
  t = t.replace(/\t+/gu, ' — ').replace(/"([^"]*)"/gu, '„$1“');
  if (/^[\p{Ll}(]/u.test(t)) t = `…${t}`;
  if (/[,;:]$/u.test(t)) t = `${t.slice(0, -1)}…`;
  else if (!/[.!?…)]$/u.test(t) && !t.includes(' — ')) t = `${t}…`;
  return t;
}
