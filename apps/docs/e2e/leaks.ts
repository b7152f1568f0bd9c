/**
 * What a reader of the site must see and must never see, checked where a page is loaded in the browser
 * (`quality.ts`, on every page, and `site.e2e.test.ts`, after a refusal): the sidebar's titles, and the
 * patterns of a leak — an engine id (`fullHouse`, `noGame`), an error code or module path
 * (`stud/bad-ante`, `packages/`), a preset or rule key (`seed`, `casino`, `feeRounding`), a file name, a
 * non-number, or an English sentence (three English words in a row). Code samples (`code`, `kbd`) are left
 * out: the cards page shows the English card notation on purpose.
 */
import type { Page } from 'playwright-core';
import { PAGES } from './helpers';

// The titles come from the sidebar the brief fixes; the home page is Starlight's splash.
export const TITLES: Record<(typeof PAGES)[number], string> = {
  '/': 'Правила казино — точно и с примерами',
  '/cards/': 'Карты и обозначения',
  '/blackjack/': 'Блекджек',
  '/blackjack/variance/': 'Блекджек: разброс и банкролл',
  '/blackjack/method/': 'Блекджек: как это посчитано',
  '/counting/': 'Счёт карт',
  '/baccarat/': 'Баккара',
  '/baccarat/variance/': 'Баккара: разброс и банкролл',
  '/baccarat/method/': 'Баккара: как это посчитано',
  '/craps/': 'Крэпс',
  '/craps/variance/': 'Крэпс: разброс и банкролл',
  '/craps/method/': 'Крэпс: как это посчитано',
  '/poker/': 'Покер',
  '/poker/variance/': 'Покер: разброс и банкролл',
  '/poker/method/': 'Покер: как это посчитано',
};

/** Whether a path is one of the sidebar's pages (which have a title of {@link TITLES}). */
export const isSidebarPage = (path: string): path is (typeof PAGES)[number] =>
  (PAGES as readonly string[]).includes(path);

export const LEAKS: readonly [string, RegExp][] = [
  ['camelCase id', /\b[a-z]+[A-Z][A-Za-z]*\b/u],
  ['error code or path', /\b[a-z]+\/[a-z]/u],
  ['preset or rule key', /\b(seed|casino|ez|noCommission|caribbean|rounding)\b/u],
  ['file name', /\b\w+\.(ts|tsx|js|mjs|json|mdx)\b/u],
  ['not a number', /\b(NaN|undefined|null|Infinity)\b/u],
  ['English sentence', /\b(?!Wizard of Odds)[A-Za-z]{2,}(?:\s+[A-Za-z]{2,}){2,}\b/u],
];

/** The text of the page's `main`, code samples left out. */
export async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const main = document.querySelector('main')!.cloneNode(true) as HTMLElement;
    for (const el of main.querySelectorAll('code, kbd, pre, script, style')) el.remove();
    return main.textContent ?? '';
  });
}

/** The first leak of each kind in a text: `{ kind: null }` for each kind when there is none. */
export function leaksIn(text: string): Record<string, string | null> {
  return Object.fromEntries(LEAKS.map(([what, re]) => [what, text.match(re)?.[0] ?? null]));
}

/** What {@link leaksIn} returns for a clean text. */
export const NO_LEAKS: Record<string, null> = Object.fromEntries(LEAKS.map(([what]) => [what, null]));
