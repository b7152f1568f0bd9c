/**
 * The site's quality bars, on every page the build contains (`dist/**\/index.html`, found afresh each
 * run: a page added later is checked without a change here):
 *
 * - at most 150 kB of gzip JavaScript before interaction (module scripts, islands, their static imports);
 * - at 390 px nothing scrolls sideways, and axe finds no violation, in the light and the dark theme,
 *   narrow and wide, with every island hydrated and every `<details>` open — on the site's pages and a
 *   sample of the TypeDoc API pages (`apiSample`);
 * - no broken link or anchor in any HTML file of the build (the TypeDoc API pages included).
 *
 * Lighthouse runs in `lighthouse.lh.test.ts`, after these, alone (see there).
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '@croupier/testkit';
import { axeViolations } from '@croupier/testkit/audit';
import {
  apiSample,
  buildHtmlFiles,
  buildPages,
  distDir,
  htmlOf,
  idsOf,
  linksOf,
  pageScriptBytes,
  sitePages,
} from './build';
import { PAGES, hydrateAll, siteUrl, waitForIslands } from './helpers';

const ALL = buildPages();
/** The site's own pages (not TypeDoc's): see `sitePages`. */
const SITE = sitePages();
/** The pages axe and the 390 px check run on: the site's and a sample of the API's. */
const CHECKED = [...SITE, ...apiSample()];
const BUDGET = 150 * 1024;

describe('the build', () => {
  it('holds every page of the sidebar (so the bars below see them)', () => {
    for (const path of [...PAGES, '/api/']) expect(ALL).toContain(path);
  });
});

describe('JavaScript before interaction', () => {
  it.each(ALL)('%s: at most 150 kB gzip', (path) => {
    const { total, modules } = pageScriptBytes(path);
    const biggest = [...modules].sort((a, b) => b[1] - a[1]).slice(0, 3);
    expect(total, `${path}: ${total} B, biggest ${JSON.stringify(biggest)}`).toBeLessThanOrEqual(BUDGET);
  });

  // Starlight's pages without an island need no React: the runtime would be 60 kB of waste.
  it.each(SITE.filter((p) => !/<astro-island/u.test(htmlOf(p))))('%s (no island): no React runtime', (path) => {
    const modules = [...pageScriptBytes(path).modules.keys()];
    expect(modules.filter((m) => /\/client\.[\w-]+\.js$/u.test(m))).toEqual([]);
  });
});

describe('links and anchors', () => {
  const dist = distDir();
  const files = buildHtmlFiles(dist);
  const idCache = new Map<string, Set<string>>();
  const ids = (path: string) => {
    let s = idCache.get(path);
    if (!s) idCache.set(path, (s = idsOf(path, dist)));
    return s;
  };
  /** The build file a site path is served from (as `serveStatic` and static hosts do), or null. */
  const fileFor = (pathname: string): string | null => {
    const p = join(dist, decodeURIComponent(pathname));
    const isFile = (f: string) => existsSync(f) && statSync(f).isFile();
    if (pathname.endsWith('/')) return isFile(join(p, 'index.html')) ? `${pathname}index.html` : null;
    if (isFile(p)) return pathname;
    if (isFile(join(p, 'index.html'))) return `${pathname}/index.html`;
    if (isFile(`${p}.html`)) return `${pathname}.html`;
    return null;
  };

  it(`every internal href and #id of the ${files.length} HTML files resolves`, () => {
    const broken: string[] = [];
    for (const from of files) {
      for (const { href } of linksOf(from, dist)) {
        if (href === '' || /^(mailto:|tel:)/u.test(href)) continue;
        if (/^javascript:/iu.test(href)) {
          broken.push(`${from}: ${href} (a script, not a link)`);
          continue;
        }
        const url = new URL(href, `http://site${from}`);
        if (url.host !== 'site') {
          // A file name taken for a host (`http://RULES.md`) is a broken relative link in the source.
          if (/\.(md|mdx|ts|tsx|js|json|html)$/iu.test(url.hostname))
            broken.push(`${from}: ${href} (a file name as host)`);
          continue;
        }
        const target = fileFor(url.pathname);
        if (target === null) {
          broken.push(`${from}: ${href} (no such page)`);
          continue;
        }
        const hash = decodeURIComponent(url.hash.slice(1));
        if (hash !== '' && hash !== 'top' && target.endsWith('.html') && !ids(target).has(hash))
          broken.push(`${from}: ${href} (no id «${hash}»)`);
      }
    }
    expect(broken).toEqual([]);
  });
});

/** Scrolls through the page so every `client:visible` island hydrates, opens every `<details>`, and waits. */
async function everythingShown(page: Page): Promise<void> {
  await hydrateAll(page);
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = true;
    window.scrollTo(0, 0);
  });
  await waitForIslands(page);
}

describe('every page, narrow and wide, light and dark', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Opens a page in the light theme, every island hydrated and every `<details>` open. */
  const open = async (path: string, width: number) => {
    const context = await browser.newContext({
      locale: 'ru-RU',
      viewport: { width, height: 844 },
      colorScheme: 'light',
    });
    // Starlight (and TypeDoc, on the API pages) read the reader's choice from localStorage before the first paint.
    await context.addInitScript(() => {
      localStorage.setItem('starlight-theme', 'light');
      localStorage.setItem('tsd-theme', 'light');
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
    await waitForIslands(page);
    await everythingShown(page);
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    return { page, errors, close: () => context.close() };
  };

  /**
   * Switches the open page to the dark theme as the reader's theme picker does: the choice stored, the
   * root's `data-theme` set (Starlight's and TypeDoc's colours key on it; no island reads the theme when it
   * renders), the system preference dark too. One load then serves both themes.
   */
  const toDark = async (page: Page) => {
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => {
      localStorage.setItem('starlight-theme', 'dark');
      localStorage.setItem('tsd-theme', 'dark');
      document.documentElement.dataset.theme = 'dark';
    });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    // The switch took: the page is drawn in other colours.
    expect(await background()).not.toBe(light);
  };

  it('leaves out only the TypeDoc pages, and checks a sample of them', () => {
    expect(ALL.filter((p) => !SITE.includes(p))).toEqual(['/api/']);
    expect(CHECKED).toContain('/api/');
  });

  it.each(CHECKED)(
    '%s: readable at 390 px without sideways scrolling; axe finds nothing, light and dark',
    async (path) => {
      const { page, errors, close } = await open(path, 390);
      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark') await toDark(page);
        const widths = await page.evaluate(() => ({
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
        expect(widths, `${path} (${theme})`).toEqual({ page: 390, out: [] });
        expect(await axeViolations(page), `${path} at 390 px (${theme})`).toEqual([]);
      }
      expect(errors).toEqual([]);
      await close();
    },
  );

  it.each(CHECKED)('%s: axe finds nothing at 1280 px, light and dark', async (path) => {
    const { page, close } = await open(path, 1280);
    expect(await axeViolations(page), `${path} at 1280 px (light)`).toEqual([]);
    await toDark(page);
    expect(await axeViolations(page), `${path} at 1280 px (dark)`).toEqual([]);
    await close();
  });
});
