/**
 * The checks behind `quality.e2e.test.ts` and `quality-2.e2e.test.ts`, which share the pages between them.
 *
 * The site's quality bars that need a browser, on every page the build contains (`dist/**\/index.html`,
 * found afresh each run: a page added later is checked without a change here): at 390 px nothing scrolls
 * sideways, and axe finds no violation, in the light and the dark theme, narrow and wide, with every
 * island hydrated and every `<details>` open — on the site's pages and a sample of the TypeDoc API pages
 * (`apiSample`). The JavaScript budget and the links and anchors read the build only:
 * `build.dist.test.ts` (the `test:dist` tier).
 *
 * Lighthouse runs in `lighthouse.lh.test.ts`, after these, alone (see there).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PAGE_WAIT_LIMIT_MS, launchBrowser } from '@croupier/testkit';
import { AXE_COLOUR_RULES, axeViolations } from '@croupier/testkit/audit';
import { apiSample, buildPages, isTypeDocPage, sitePages } from './build';
import { hydrateAll, PAGES, siteUrl, waitForIslands } from './helpers';
import { isSidebarPage, leaksIn, NO_LEAKS, TITLES, visibleText } from './leaks';

/** Where to save a screenshot of each page at 390 and 1280 px, for looking at (unset: none). */
const SHOTS = process.env['SHOTS_DIR'];

/** The site's own pages (not TypeDoc's): see `sitePages`. */
const SITE = sitePages();
/** The pages axe and the 390 px check run on: the site's and a sample of the API's. */
const CHECKED = [...SITE, ...apiSample()];

/** Into how many files the pages are dealt (each file is a Vitest worker of its own: they run side by side). */
export const QUALITY_PARTS = 2;

/** Scrolls through the page so every `client:visible` island hydrates, opens every `<details>`, and waits. */
async function everythingShown(page: Page): Promise<void> {
  await hydrateAll(page);
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = true;
    window.scrollTo(0, 0);
  });
  await waitForIslands(page);
}

/**
 * The checks of every page, on one part of the pages: those whose place in the list (the site's, then the
 * API sample) leaves `part` over when divided by {@link QUALITY_PARTS}. The first part also checks which
 * pages the list leaves out.
 *
 * @param part - 0 … QUALITY_PARTS − 1; each `quality*.e2e.test.ts` file calls this with its own.
 */
export function describeQuality(part: number): void {
  const pages = CHECKED.filter((_, i) => i % QUALITY_PARTS === part);
  describe(`every page, narrow and wide, light and dark (part ${part + 1} of ${QUALITY_PARTS})`, () => {
    let browser: Browser;
    beforeAll(async () => {
      if (SHOTS) mkdirSync(SHOTS, { recursive: true });
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    /** Opens a page at 390 px in the light theme, every island hydrated and every `<details>` open. */
    const open = async (path: string) => {
      const context = await browser.newContext({
        locale: 'ru-RU',
        viewport: { width: 390, height: 844 },
        colorScheme: 'light',
      });
      context.setDefaultTimeout(PAGE_WAIT_LIMIT_MS);
      // Starlight (and TypeDoc, on the API pages) read the reader's choice from localStorage before the first paint.
      await context.addInitScript(() => {
        localStorage.setItem('starlight-theme', 'light');
        localStorage.setItem('tsd-theme', 'light');
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      const response = await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
      expect(response?.status(), path).toBe(200);
      await waitForIslands(page);
      await everythingShown(page);
      expect(await page.getAttribute('html', 'data-theme')).toBe('light');
      return { page, errors, close: () => context.close() };
    };

    /** Two animation frames: the browser has laid out and drawn the last change. */
    const frames = (page: Page) =>
      page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

    /**
     * Switches the open page's theme as the reader's theme picker does: the choice stored, the root's
     * `data-theme` set (Starlight's and TypeDoc's colours key on it; no island reads the theme when it
     * renders), the system preference the same. One load then serves both themes.
     */
    const setTheme = async (page: Page, theme: 'light' | 'dark') => {
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const before = await background();
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate((t) => {
        localStorage.setItem('starlight-theme', t);
        localStorage.setItem('tsd-theme', t);
        document.documentElement.dataset.theme = t;
      }, theme);
      await frames(page);
      expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
      // The switch took: the page is drawn in other colours.
      expect(await background()).not.toBe(before);
    };

    /** What leaves the screen sideways at the page's width. */
    const overflow = (page: Page) =>
      page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        // Elements whose right edge leaves the screen outside a scrolling box.
        out: [...document.querySelectorAll('body *')]
          .filter((e) => {
            const r = e.getBoundingClientRect();
            if (r.width === 0 || r.right <= window.innerWidth + 1) return false;
            for (let p = e.parentElement; p; p = p.parentElement) {
              const o = getComputedStyle(p).overflowX;
              if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') return false;
            }
            return true;
          })
          .slice(0, 5)
          .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`),
      }));

    // Once, in the first file (declared only there, so the other reports no skipped test).
    if (part === 0) {
      it('leaves out only the TypeDoc pages, and checks a sample of them and every page of the sidebar', () => {
        expect(buildPages().filter((p) => !SITE.includes(p))).toEqual(['/api/']);
        expect(CHECKED).toContain('/api/');
        expect(PAGES.filter((p) => !SITE.includes(p))).toEqual([]);
      });
    }

    // One load per page (it was one at each width): 390 px light and dark, then the same page widened to
    // 1280 px (the layout's media queries apply at once), dark and light. The themes differ in colours only
    // (one stylesheet, custom properties keyed on `data-theme`; the variance chart, which follows the theme,
    // draws the same elements in other colours),
    // so the dark theme runs the colour rules of axe (AXE_COLOUR_RULES: contrast, links told by colour) at
    // both widths, and the light theme every rule at both widths (the widths differ in what is shown).
    it.each(pages)(
      '%s: renders, no leak; at 390 px no sideways scrolling, light and dark; axe finds nothing at 390 and 1280 px, light and dark',
      async (path) => {
        const { page, errors, close } = await open(path);
        // A page of the site (not TypeDoc's, English by design) is Russian, has its title, and shows no id,
        // code or English once every island has hydrated and every <details> is open.
        if (isSidebarPage(path)) {
          expect(await page.getAttribute('html', 'lang')).toBe('ru');
          expect((await page.locator('main h1').first().textContent())?.trim()).toBe(TITLES[path]);
        }
        if (!isTypeDocPage(path)) expect(leaksIn(await visibleText(page)), path).toEqual(NO_LEAKS);
        expect(await overflow(page), `${path} (light)`).toEqual({ page: 390, out: [] });
        expect(await axeViolations(page), `${path} at 390 px (light)`).toEqual([]);
        await setTheme(page, 'dark');
        expect(await overflow(page), `${path} (dark)`).toEqual({ page: 390, out: [] });
        expect(await axeViolations(page, { only: AXE_COLOUR_RULES }), `${path} at 390 px (dark)`).toEqual([]);
        const shot = (width: number) =>
          SHOTS && page.screenshot({ path: join(SHOTS, `${path.replace(/\W+/gu, '-')}${width}.png`), fullPage: true });
        await shot(390);
        await page.setViewportSize({ width: 1280, height: 844 });
        await frames(page);
        expect(await page.evaluate(() => window.innerWidth)).toBe(1280);
        expect(await axeViolations(page, { only: AXE_COLOUR_RULES }), `${path} at 1280 px (dark)`).toEqual([]);
        await setTheme(page, 'light');
        expect(await axeViolations(page), `${path} at 1280 px (light)`).toEqual([]);
        await shot(1280);
        expect(errors).toEqual([]);
        await close();
      },
    );
  });
}
