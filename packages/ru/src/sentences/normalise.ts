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
