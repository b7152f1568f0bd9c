/**
 * The typography-blind form of the rule texts' wording, shared by the site's quotation check
 * (`apps/docs/src/content/quotes.ts`), the sentence registry's checks and the site's sentence anchors.
 *
 * @module
 */

/** Latin letters the texts use in place of the Cyrillic ones they look like («Cтавка», «К-К-Д-Д-A»). */
const LOOKALIKES: Readonly<Record<string, string>> = {
  A: 'А',
  B: 'В',
  C: 'С',
  E: 'Е',
  H: 'Н',
  K: 'К',
  M: 'М',
  O: 'О',
  P: 'Р',
  T: 'Т',
  X: 'Х',
  a: 'а',
  c: 'с',
  e: 'е',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
};

/**
 * Text as the checks compare it: typography aside, the words and their order. Only typography is
 * normalised: case, «ё», quote marks, dashes, spaces (around dashes, colons and signs too), bullets,
 * table bars, Latin letters that look like Cyrillic ones, and a doubled bracket.
 *
 * @param text - A quotation or a rule text.
 * @example
 * ```ts
 * normalise('«Мягкая 17» — это туз и шестёрка.'); // '"мягкая 17"-это туз и шестерка.'
 * ```
 */
export function normalise(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[ABCEHKMOPTXacepoxy]/gu, (c) => LOOKALIKES[c]!)
    .toLowerCase()
    .replace(/ё/gu, 'е')
    .replace(/[«»"“”„]/gu, '"')
    .replace(/[‐‑‒–—−-]/gu, '-')
    .replace(/[·•\t|]/gu, ' ')
    .replace(/\(\(/gu, '(')
    .replace(/\s+/gu, ' ')
    .replace(/ ?([-:=+×]) ?/gu, '$1')
    .trim();
}

/**
 * Where a «…» opens inside another, with the words around: Russian nests „…“ inside «…» («Снять
 * „Проходит“», never «Снять «Проходит»»). The check of the module's strings and of the site's built pages.
 *
 * @param text - Any text.
 */
export function nestedGuillemets(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '«') {
      if (depth > 0) out.push(text.slice(Math.max(0, i - 30), i + 30));
      depth++;
    } else if (text[i] === '»') depth = Math.max(0, depth - 1);
  }
  return out;
}
