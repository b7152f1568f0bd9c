/**
 * Helpers for the site's browser tests: one Chromium per test file, pages that collect console
 * errors, and a wait for Astro islands to hydrate.
 *
 * @module
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { launchBrowser, newPage } from '@croupier/testkit';

/** An opened page of the site. */
export interface OpenedPage {
  /** The Playwright page. */
  readonly page: Page;
  /** Console errors and uncaught exceptions seen so far (filled as they happen). */
  readonly errors: string[];
  /** The navigation response (its status is 200 for an existing page). */
  readonly response: Response | null;
  /** Ends the test's use of the page: the next `open()` of the file navigates it afresh (storage cleared). */
  close(): Promise<void>;
}

/** The site's pages, by path; game engineers add nothing here (each page has its own test file). */
export const PAGES = [
  '/',
  '/cards/',
  '/blackjack/',
  '/blackjack/variance/',
  '/blackjack/method/',
  '/counting/',
  '/baccarat/',
  '/baccarat/variance/',
  '/baccarat/method/',
  '/craps/',
  '/craps/variance/',
  '/craps/method/',
  '/poker/',
  '/poker/variance/',
  '/poker/method/',
] as const;

/**
 * The absolute URL of a path on the served site.
 *
 * @param path - A site path like `/cards/`.
 */
export function siteUrl(path: string): string {
  return new URL(path, inject('baseUrl')).href;
}

/**
 * Registers `beforeAll`/`afterAll` hooks that launch one headless Chromium for the calling test file,
 * and returns an `open` function for pages.
 *
 * @returns `open(path)`: navigates a page to the path (the file's last closed one, blank and with its
 *   storage cleared, or a fresh context's), waits for the network to settle and for every island to
 *   hydrate; `shared(path)`: one such page for a whole `describe`.
 * @example
 * ```ts
 * const site = useSite();
 * it('renders', async () => {
 *   const { page, errors, close } = await site.open('/baccarat/');
 *   expect(await page.locator('h1').textContent()).toBe('Баккара');
 *   expect(errors).toEqual([]);
 *   await close();
 * });
 * ```
 */
export function useSite(): Site {
  let browser: Browser | undefined;
  // The file's page between tests: a closed page is kept (blank, its storage cleared) and the next open()
  // navigates it, which costs about a third of a fresh context's page. A page not closed is never reused.
  let idle: Awaited<ReturnType<typeof newPage>> | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const open = async (path: string, options: OpenOptions = {}): Promise<OpenedPage> => {
    if (!browser) throw new Error('useSite(): the browser is not launched yet (call open() inside a test).');
    const tab = idle ?? (await newPage(browser));
    idle = undefined;
    const { context, page, errors } = tab;
    const size = page.viewportSize();
    if (size?.width !== 1280 || size.height !== 900) await page.setViewportSize({ width: 1280, height: 900 });
    errors.splice(0);
    let response: Response | null;
    if (options.islands === undefined) {
      response = await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
      await hydrateAll(page);
    } else {
      response = await page.goto(siteUrl(path), { waitUntil: 'load' });
      await waitForIslands(page);
      for (const id of options.islands) await island(page, id);
    }
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      if (idle) return context.close();
      try {
        // What a fresh context would not have: the page's storage (Starlight keeps the theme there), cookies.
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
        await page.goto('about:blank');
        await context.clearCookies();
        idle = tab;
      } catch {
        await context.close(); // a page the test took elsewhere (or crashed) is not reused
      }
    };
    return { page, errors, response, close };
  };
  const shared = (path: string): (() => OpenedPage) => {
    let opened: OpenedPage | undefined;
    beforeAll(async () => {
      opened = await open(path);
    });
    afterAll(async () => {
      await opened?.close();
    });
    return () => {
      if (!opened) throw new Error(`site.shared('${path}'): the page is not open yet (use it inside a test).`);
      return opened;
    };
  };
  return { open, shared };
}

/** What {@link useSite} returns. */
/** How {@link Site.open} readies a page. */
export interface OpenOptions {
  /**
   * The islands (by a `data-testid` inside each) the test uses: with it, the page is ready once it has loaded,
   * the islands in view have hydrated and these have been scrolled to and hydrated; the others stay as the
   * server rendered them, so their scripts (and their analyses) do not run for a test that never looks at
   * them. Without it (the default) every island is hydrated, after the network is idle.
   */
  readonly islands?: readonly string[];
}

/**
 * Scrolls the element with a test id into view (its centre), once it is in the page. The element is looked up
 * in the page, not held: an island that loads its view after the first render replaces its server element,
 * and a locator's element scrolled as that happens is "not attached to the DOM".
 *
 * @param page - The page.
 * @param testId - The `data-testid`.
 */
export async function scrollTo(page: Page, testId: string): Promise<void> {
  await page.waitForFunction((id) => {
    const el = document.querySelector(`[data-testid="${id}"]`);
    el?.scrollIntoView({ block: 'center' });
    return el !== null;
  }, testId);
}

/**
 * Scrolls the element with a test id into view and waits until the island around it (if it is in one) has
 * hydrated (React attached), with the islands in view. Returns the element.
 *
 * @param page - The page.
 * @param testId - A `data-testid` inside the island.
 */
export async function island(page: Page, testId: string): Promise<Locator> {
  const el = page.getByTestId(testId);
  await scrollTo(page, testId);
  await waitForIslands(page);
  await page.waitForFunction((id) => {
    const el = document.querySelector(`[data-testid="${id}"]`);
    if (!el) return false;
    const host = el.closest('astro-island');
    if (!host) return true; // static markup: nothing to hydrate
    const first = host.querySelector(':scope > :not(template)');
    return !host.hasAttribute('ssr') && (!first || Object.keys(first).some((k) => k.startsWith('__reactFiber$')));
  }, testId);
  return el;
}

export interface Site {
  /** Opens a page at a path, freshly loaded (close it at the end of the test, so the next open reuses it). */
  open(path: string, options?: OpenOptions): Promise<OpenedPage>;
  /**
   * Opens one page for the enclosing `describe` (in `beforeAll`, closed in `afterAll`) and returns a
   * getter for it — faster than a page per test when the tests only type into a widget. Each test
   * must set the whole state it asserts on (fill the input, click the example).
   */
  shared(path: string): () => OpenedPage;
}

/**
 * Hydrates every island of the page: scrolls each `client:visible` one into view, waits for it, and
 * returns to the top. Islands below the fold hydrate only when seen (so a phone does not pay for them
 * on load); a test that types into one must not race its hydration.
 *
 * @param page - The page.
 */
export async function hydrateAll(page: Page): Promise<void> {
  await waitForIslands(page);
  // In the page, one island after another (a round trip per island cost more than the hydration).
  await page.evaluate(async () => {
    for (const island of Array.from(document.querySelectorAll('astro-island[client="visible"][ssr]'))) {
      // The island itself is `display: contents` (no box): scroll its first element into view.
      const firstOf = () => island.querySelector(':scope > :not(template)');
      firstOf()?.scrollIntoView({ block: 'nearest' });
      // Hydrated: Astro dropped `ssr` and React attached to its first element. The element is looked up again
      // each frame: an island that renders other markup than the server's (a lazily loaded view) has its
      // server element replaced, and a reference held to it would wait for ever.
      const hydrated = () => {
        const first = firstOf();
        return !island.hasAttribute('ssr') && (!first || Object.keys(first).some((k) => k.startsWith('__reactFiber$')));
      };
      while (!hydrated()) await new Promise((done) => requestAnimationFrame(done));
    }
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null))));
    window.scrollTo(0, 0);
  });
}

/**
 * Waits until the page's eagerly hydrated Astro islands (`client:load`, `client:idle`, `client:only`)
 * have hydrated — Astro removes their `ssr` attribute then. A `client:visible` island hydrates only
 * once scrolled into view: call `locator.scrollIntoViewIfNeeded()` and then this again.
 *
 * @param page - The page.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('astro-island'))
      .filter((island) => {
        // An island is `display: contents`: its box is its first element's.
        const rect = (island.querySelector(':scope > :not(template)') ?? island).getBoundingClientRect();
        const visible = rect.top < window.innerHeight && rect.bottom > 0;
        return island.getAttribute('client') !== 'visible' || visible;
      })
      .filter((island) => island.getAttribute('client') !== 'media')
      // Astro drops `ssr` when hydration starts; React marks each element it has hydrated with a
      // `__reactFiber$…` key. Until then a typed value would land in the server's HTML and be lost.
      .every((island) => {
        if (island.hasAttribute('ssr')) return false;
        const first = island.querySelector(':scope > :not(template)');
        return first === null || Object.keys(first).some((k) => k.startsWith('__reactFiber$'));
      }),
  );
  // Astro drops `ssr` when hydration starts; give React two frames to finish attaching its handlers.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}
