/**
 * Offline use (issue 11): after a first visit the service worker has the app shell and every screen's
 * chunk, so a reload with the network off opens the app and a drill can be practised — at the root and
 * under the `/trainer/` base the site build uses.
 */
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from '@croupier/testkit';
import {
  answerNumber,
  feedback,
  openTrainer,
  savedStore,
  shownHands,
  waitForAnswers,
  waitForScreen,
  type Page,
  type Trainer,
  drillStats,
} from './helpers.ts';

const APP = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The baccarat point of some cards, by the cards' ranks (engine encoding: rank = card >> 2, 2…A). */
const point = (cards: number[]) => cards.reduce((s, c) => s + [2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0, 1][c >> 2]!, 0) % 10;

/** Waits until a service worker controls the page (the precache is complete when it activates). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Opens the list online, goes offline, reloads, opens a drill from the list and answers it. */
async function practiseOffline(t: Trainer, base: string): Promise<void> {
  await t.page.goto(`${t.url}${base}`);
  await waitForScreen(t.page);
  await controlled(t.page);
  await t.context.setOffline(true);
  await t.page.reload();
  await waitForScreen(t.page);
  expect(await t.page.getByRole('heading', { level: 1 }).textContent()).toBe('Упражнения');
  // The practice screen is a lazily loaded chunk: it too comes from the cache.
  await t.page.locator('[data-drill="baccarat-point"] button').click();
  const [cards] = await shownHands(t.page);
  await answerNumber(t.page, String(point(cards!)));
  expect(await feedback(t.page)).toMatchObject({ correct: true });
  // The answer is kept offline (IndexedDB needs no network) …
  await waitForAnswers(t.page, 1);
  // A deep link opens offline too (every navigation answers with the cached app shell).
  await t.page.goto(`${t.url}${base}drill/baccarat-point?seed=42&key=three-3`);
  const [again] = await shownHands(t.page);
  expect(point(again!)).toBe(3);
  // Statistics, with its chart library, also works offline.
  await t.page.goto(`${t.url}${base}stats`);
  await waitForScreen(t.page);
  expect(await t.page.getByRole('heading', { level: 1 }).textContent()).toBe('Статистика');
  // … and counted after the offline reloads, on the statistics screen and in the list.
  expect(await t.page.locator('[data-testid="stats-summary"] dd').first().textContent()).toBe('1');
  await t.page.goto(`${t.url}${base}`);
  await waitForScreen(t.page);
  expect(await drillStats(t.page, 'baccarat-point')).toContain('ответов 1');
  expect((await savedStore(t.page)).log.map((e) => e.drill)).toEqual(['baccarat-point']);
  await t.context.setOffline(false);
}

describe('offline at the root', () => {
  let t: Trainer;
  beforeEach(async () => {
    t = await openTrainer({ serviceWorker: true });
  });
  afterEach(async () => {
    // Requests refused while offline are the browser's console errors, not the app's.
    expect(t.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/u.test(e))).toEqual([]);
    await t.close();
  });

  it('reloads with the network off and practises a drill', async () => {
    await practiseOffline(t, '/');
  });

  it('serves an installable manifest in Russian with the icons', async () => {
    await t.goto('/');
    const href = await t.page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await t.page.request.get(new URL(href!, `${t.url}/`).href)).json();
    expect(manifest).toMatchObject({ name: 'Тренажёр крупье', lang: 'ru', display: 'standalone', start_url: '/' });
    const sizes = (manifest.icons as { sizes: string; purpose?: string }[]).map((i) => `${i.sizes}${i.purpose ?? ''}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512maskable']));
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await t.page.request.get(`${t.url}/${icon.src}`)).status()).toBe(200);
    }
    expect(await (await t.page.request.get(`${t.url}/robots.txt`)).text()).toMatch(/^User-agent: \*$/mu);
  });
});

describe('offline under the /trainer/ base (next to the site)', () => {
  let out: string;
  let server: StaticServer;
  let t: Trainer;
  beforeAll(() => {
    // The trainer's `build:base` (Vite's --base /trainer/, the build scripts/build-site.mjs deploys), with
    // the site's host rule for it (apps/site/host/_redirects).
    const built = join(APP, 'dist-base', 'trainer');
    if (!existsSync(join(built, 'index.html'))) {
      throw new Error(`No ${built}/index.html: run the trainer's build:base first (turbo runs it before e2e).`);
    }
    out = mkdtempSync(join(tmpdir(), 'trainer-base-'));
    cpSync(built, join(out, 'trainer'), { recursive: true });
    writeFileSync(join(out, '_redirects'), '/trainer/* /trainer/index.html 200\n');
  });
  beforeEach(async () => {
    server ??= await serveStatic(out, { hostRules: true });
    t = await openTrainer({ serviceWorker: true });
  });
  afterEach(async () => {
    expect(t.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/u.test(e))).toEqual([]);
    await t.close();
  });
  afterAll(async () => {
    await server?.close();
    rmSync(out, { recursive: true, force: true });
  });

  it('scopes the worker and the manifest to /trainer/, reloads offline and practises a drill', async () => {
    const base = { ...t, url: server.url };
    await practiseOffline(base, '/trainer/');
    const scope = await t.page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/trainer/');
    const manifest = await (await t.page.request.get(`${server.url}/trainer/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ start_url: '/trainer/', scope: '/trainer/' });
  });
});
