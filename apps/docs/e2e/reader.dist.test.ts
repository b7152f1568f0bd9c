/**
 * Issue 20, «figures a reader can read», on every reader page of the build (every page of the site but the
 * «Как это посчитано» pages, which are for checking, and the API reference): what a reader sees without
 * opening a disclosure (`visibleText`) has
 *
 * - no run of more than four digits (`longDigitRuns`): a percentage, a grouped count or a short fraction
 *   reads at a glance, an exact fraction like 1228543576996/32541655439475 waits behind «точная дробь»;
 * - no «…» nested in «…» (on every page, the method pages too);
 * - no developer's word: commands, options, file names, identifiers and English jargon (EV, JSON, Web
 *   Worker…) go to the method page. Latin letters a reader needs are allowed by name: the site's name, the
 *   sources cited, the counting systems, the keys of a keyboard, the rule codes S17/H17 and, on «Карты и
 *   обозначения», the English card notation that page teaches.
 */
import { nestedGuillemets } from '@croupier/ru/sentences';
import { describe, expect, it } from 'vitest';
import { longDigitRuns } from '../src/components/method/shown';
import { htmlOf, sitePages } from './build';
import { decodeEntities, visibleText } from './reader-text';

const READER = sitePages().filter((p) => !/\/method\/$/u.test(p));

/** Latin words a reader meets on purpose: names, sources, keys, rule codes. */
const ALLOWED = new Set([
  'Croupier', // the site's name
  'API', // the home page's pointer to the reference
  'Wizard',
  'of',
  'Odds',
  'Poker',
  'probability', // sources cited by name
  'Hi-Lo',
  'KO',
  'Knock-Out',
  'Hi-Opt',
  'I',
  'II',
  'Omega',
  'Zen',
  'Count', // «Дзен (Zen Count)»: the glossary gives a system's original name beside the Russian one
  'Illustrious', // counting systems and the «Illustrious 18»
  'SCORE',
  'DI', // the counters' names of two figures (CVCX, Blackjack Attack), explained on «Ставки по счёту»
  'Aragon',
  'Oracul',
  'Senator',
  'Olympic', // the casinos whose rules «Русский покер в казино» sets side by side
  'Home',
  'End',
  'Enter', // keys
]);
/** «Карты и обозначения» teaches the English notation: card codes (As, Td, 10h), its letters and «ten». */
const CARDS_PAGE = /^(?:[AKQJTB]?[shdc]?|ten)$/u;

/** The Latin words of a text a reader should not meet on the page: one letter (a variable, S17) passes. */
function jargon(path: string, text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/[A-Za-z][A-Za-z0-9]*(?:[-./_][A-Za-z0-9]+)*/gu)) {
    const w = m[0].replace(/\d+$/u, '');
    if (w.length <= 1 || ALLOWED.has(w) || (path === '/cards/' && CARDS_PAGE.test(w))) continue;
    out.push(`«${w}» in «${text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 20).trim()}»`);
  }
  return out;
}

describe('reader pages: what a reader sees without opening anything', () => {
  it('finds the reader pages (every game page, its «Что меняют правила» and its variance page)', () => {
    for (const p of ['/baccarat/', '/baccarat/rules-cost/', '/blackjack/rules-cost/', '/poker/', '/counting/'])
      expect(READER).toContain(p);
    expect(READER).not.toContain('/baccarat/method/');
  });

  it.each(READER)('%s: no number longer than a percentage', (path) => {
    expect(longDigitRuns(visibleText(htmlOf(path)))).toEqual([]);
  });

  it.each(READER)('%s: no command, file name or English jargon', (path) => {
    expect(jargon(path, visibleText(htmlOf(path)))).toEqual([]);
  });
});

describe('every page of the site, the method pages too', () => {
  // The whole page as built (headings' anchor labels, closed disclosures and all): «Снять „Проходит“».
  it.each(sitePages())('%s: no «…» inside «…»', (path) => {
    const text = decodeEntities(
      htmlOf(path)
        .replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>/gu, ' ')
        .replace(/<[^>]+>/gu, ' '),
    );
    expect(nestedGuillemets(text)).toEqual([]);
  });
});

describe('visibleText and longDigitRuns (hand-written HTML)', () => {
  it.each([
    [
      'a closed disclosure keeps its summary only',
      '<main><p>1,0579 %</p><details><summary>точная дробь</summary>1228543576996/32541655439475</details></main>',
      '1,0579 % точная дробь',
    ],
    [
      'an open disclosure is read whole',
      '<main><details open><summary>дробь</summary>43/415</details></main>',
      'дробь 43/415',
    ],
    [
      'a popover, a script and a hidden panel are not seen',
      '<main>а<span popover="auto" hidden>114753351728</span><script>var x=123456</script><div hidden><p>99999</p></div>б</main>',
      'а б',
    ],
    [
      'entities are decoded, the header is left out',
      '<header>Croupier</header><main>&minus;1,55&nbsp;% &#171;Банко&#187;</main>',
      '−1,55\u00a0% «Банко»',
    ],
  ])('%s', (_, html, text) => {
    expect(visibleText(html)).toBe(text);
  });

  it.each([
    ['a percentage of four decimals', '13,7277 %', 0],
    ['a small percentage by its significant digits', '0,000154 %', 0],
    ['a grouped count', '1 000 000 фишек', 0],
    ['a short fraction', '43/415', 0],
    ['a 13-digit fraction', 'дробь 1228543576996/32541655439475', 2],
    ['an ungrouped count', '2598960 рук', 1],
  ])('%s', (_, text, runs) => {
    expect(longDigitRuns(text)).toHaveLength(runs);
  });
});
