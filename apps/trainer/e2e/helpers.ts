/**
 * Helpers for the trainer's browser tests, shared by every game's `e2e/<game>.e2e.test.ts`.
 *
 * @example
 * ```ts
 * const t = await openTrainer();                       // browser + page, storage empty
 * await t.goto('/drill/baccarat-point?seed=7&key=two-3');
 * await answerNumber(t.page, '3');
 * expect(await feedback(t.page)).toMatchObject({ correct: true });
 * await t.close();
 * ```
 */
import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeEach, expect, inject } from 'vitest';
import { launchBrowser, newPage } from '@croupier/testkit';

type Opened = Awaited<ReturnType<typeof newPage>>;
/** A Playwright page (typed through the testkit, so this app needs no direct playwright dependency). */
export type Page = Opened['page'];
type BrowserContext = Opened['context'];
type Browser = Awaited<ReturnType<typeof launchBrowser>>;

/** The storage key of saved progress (kept in step with `src/storage/progress.ts`). */
export const STORE_KEY = 'croupier.trainer.v3';

// One Chromium per test file (launching costs seconds). Each openTrainer() gets a context with empty
// storage: the file's last closed one when it can be made as good as fresh (see `release`), else a new
// one. The browser closes after the file's last test.
let shared: Promise<Browser> | undefined;
let idle: Tab | undefined;
afterAll(async () => {
  const browser = shared;
  shared = undefined;
  idle = undefined;
  if (browser) await (await browser).close();
});

/** A context with its one page, and whether a test changed it in a way a reset cannot undo. */
interface Tab {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
  /** The origins the page has been on (their storage is cleared on release). */
  readonly origins: Set<string>;
  /** Set once the test added an init script, a route, a listener or permissions. */
  dirty: boolean;
}

/** What a reset cannot take back: calls that change every later page load or add a listener. */
const LASTING = {
  page: ['addInitScript', 'route', 'routeFromHAR', 'exposeBinding', 'exposeFunction', 'on', 'once', 'emulateMedia'],
  context: ['addInitScript', 'route', 'routeFromHAR', 'exposeBinding', 'exposeFunction', 'grantPermissions', 'on'],
} as const;

/** A fresh context and page (the service worker blocked), watched for lasting changes. */
async function freshTab(browser: Browser): Promise<Tab> {
  const { context, page, errors } = await newPage(browser, { serviceWorkers: 'block' });
  const tab: Tab = { context, page, errors, origins: new Set(), dirty: false };
  page.on('framenavigated', (frame) => {
    const origin = new URL(frame.url()).origin;
    if (origin.startsWith('http')) tab.origins.add(origin);
  });
  for (const [target, names] of [
    [page, LASTING.page],
    [context, LASTING.context],
  ] as const) {
    const methods = target as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of names) {
      const original = methods[name]!.bind(target);
      methods[name] = (...args: unknown[]) => {
        tab.dirty = true;
        return original(...args);
      };
    }
  }
  return tab;
}

/**
 * Ends a test's use of a tab: kept for the next openTrainer() if it is as a fresh context would be once
 * reset (one page, nothing lasting added), else closed. The reset: the page on about:blank (the app's
 * IndexedDB connections closed), every visited origin's storage cleared (IndexedDB, localStorage, caches),
 * cookies cleared, online, the default viewport, no errors.
 */
async function release(tab: Tab): Promise<void> {
  const { context, page } = tab;
  if (tab.dirty || page.isClosed() || context.pages().length !== 1) {
    await context.close();
    return;
  }
  try {
    await page.evaluate(() => sessionStorage.clear()).catch(() => undefined); // not on an origin: nothing to clear
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    for (const origin of tab.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.detach();
    tab.origins.clear();
    await context.clearCookies();
    await context.setOffline(false);
    await page.setViewportSize({ width: 1280, height: 900 });
    tab.errors.length = 0;
    idle = tab;
  } catch {
    await context.close();
  }
}

/** An open trainer: the browser, a page, console errors, and navigation relative to the served app. */
export interface Trainer {
  /** The browser (shared by the test file; closed after its last test). */
  readonly browser: Browser;
  /** The browser context (its storage is fresh). */
  readonly context: BrowserContext;
  /** The page. */
  readonly page: Page;
  /** Console and page errors seen so far. */
  readonly errors: string[];
  /** The served app's base URL. */
  readonly url: string;
  /** Opens a path of the app (`/`, `/drill/<id>?seed=1`) and waits for its screen (loaded lazily) to render. */
  goto(path: string): Promise<void>;
  /** Ends the test's use of it: its context is closed, or reset and kept for the file's next openTrainer(). */
  close(): Promise<void>;
}

/** Options of {@link openTrainer}. */
export interface OpenTrainerOptions {
  /**
   * Let the app's service worker install (only the offline tests need it). By default it is blocked: in
   * every fresh context it would otherwise precache the whole app in the background, about a sixth of
   * the browser tests' CPU, and no other test reads what it caches.
   */
  readonly serviceWorker?: boolean;
}

/**
 * Opens the trainer in a browser context with empty storage of the file's shared Chromium (the file's last
 * closed one, reset, when a test left it reusable).
 *
 * @param options - See {@link OpenTrainerOptions}.
 */
export async function openTrainer(options: OpenTrainerOptions = {}): Promise<Trainer> {
  const url = inject('trainerUrl');
  shared ??= launchBrowser();
  const browser = await shared;
  let tab: Tab;
  if (options.serviceWorker === true) {
    // Never reused: a worker and its caches outlive a page.
    const { context, page, errors } = await newPage(browser, { serviceWorkers: 'allow' });
    tab = { context, page, errors, origins: new Set(), dirty: true };
  } else {
    tab = idle ?? (await freshTab(browser));
    idle = undefined;
  }
  const { context, page, errors } = tab;
  return {
    browser,
    context,
    page,
    errors,
    url,
    async goto(path: string) {
      await page.goto(`${url}${path}`);
      await waitForScreen(page);
    },
    close: () => release(tab),
  };
}

/**
 * The setup of a file whose every test has its own trainer: one is opened before each test and handed
 * to `use`; after the test it must have seen no console error, and it is closed.
 *
 * @param use - Keeps the test's trainer (`let t: Trainer; trainerEachTest((opened) => (t = opened));`).
 */
export function trainerEachTest(use: (t: Trainer) => void): void {
  let current: Trainer | undefined;
  beforeEach(async () => {
    current = await openTrainer();
    use(current);
  });
  afterEach(async () => {
    expect(current!.errors).toEqual([]);
    await current!.close();
  });
}

/**
 * Waits until the app shows a screen: something in `<main>`, and no «Загрузка…» of a screen whose code is
 * still loading (every screen but the list is a lazily loaded chunk).
 *
 * @param page - A trainer page after a navigation.
 */
export async function waitForScreen(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('.app-main > *') !== null && document.querySelector('.app-main > .loading') === null,
  );
}

/** The verdict shown after an answer. */
export interface ShownFeedback {
  /** Whether the app judged the answer right. */
  readonly correct: boolean;
  /** The «Правильный ответ» text. */
  readonly expected: string;
  /** The whole feedback text (explanation included). */
  readonly text: string;
  /** The «Правило» link, if any. */
  readonly ruleHref: string | null;
}

/**
 * Waits for the feedback panel and reads it.
 *
 * @param page - The trainer page, after an answer.
 */
export async function feedback(page: Page): Promise<ShownFeedback> {
  const panel = page.getByTestId('feedback');
  await panel.waitFor();
  return {
    correct: (await panel.getAttribute('data-correct')) === 'true',
    expected: (await page.getByTestId('expected').textContent()) ?? '',
    text: (await panel.textContent()) ?? '',
    ruleHref: await panel
      .locator('a.rule-link')
      .getAttribute('href')
      .catch(() => null),
  };
}

/**
 * The cards on the table (engine integers from `data-card`), hand by hand.
 *
 * @param page - The trainer page showing an item.
 */
export async function shownHands(page: Page): Promise<number[][]> {
  // Screens are loaded lazily after a click: wait for the first hand on the felt (a drill or a play table).
  await page.locator('.felt .cr-hand').first().waitFor();
  return page.$$eval('.felt .cr-hand', (hands) =>
    hands.map((h) => Array.from(h.querySelectorAll('[data-card]'), (c) => Number(c.getAttribute('data-card')))),
  );
}

/**
 * The scheduling key of the item on screen.
 *
 * @param page - The trainer page showing an item.
 */
export async function currentKey(page: Page): Promise<string> {
  return (await page.getByTestId('prompt').getAttribute('data-key')) ?? '';
}

/**
 * Types a number in the answer field and submits it with Enter.
 *
 * @param page - The trainer page showing a number item.
 * @param value - What to type.
 */
export async function answerNumber(page: Page, value: string): Promise<void> {
  const input = page.getByLabel('Ответ');
  await input.fill(value);
  await input.press('Enter');
}

/**
 * Clicks the choice button with this id.
 *
 * @param page - The trainer page showing a choice item.
 * @param id - The choice id (`data-choice`).
 */
export async function clickChoice(page: Page, id: string): Promise<void> {
  await page.locator(`button[data-choice="${id}"]`).click();
}

/**
 * The session counters shown above the table.
 *
 * @param page - The trainer page in a practice run.
 */
export async function sessionStats(page: Page): Promise<{ answered: string; accuracy: string; streak: string }> {
  const read = async (name: string) => ((await page.locator(`[data-stat="${name}"]`).textContent()) ?? '').trim();
  return { answered: await read('answered'), accuracy: await read('accuracy'), streak: await read('streak') };
}

/**
 * Opens a game's rules picker and picks a value of an option (`data-option` and the value's id).
 *
 * @param t - The trainer.
 * @param game - `blackjack`, `baccarat`, `craps` or `stud`.
 * @param choices - Option id → value id, e.g. `{ dealerHitsSoft17: 'true' }`; `preset` picks the preset.
 */
export async function pickRules(t: Trainer, game: string, choices: Record<string, string>): Promise<void> {
  await t.goto(`/rules/${game}`);
  let changedAt: number | undefined;
  for (const [option, value] of Object.entries(choices)) {
    const input =
      option === 'preset'
        ? t.page.locator(`.preset-choice input[value="${value}"]`)
        : t.page.locator(`[data-option="${option}"] input[value='${value}']`);
    if (await input.isChecked()) continue;
    changedAt = await t.page.evaluate(() => Date.now());
    await input.check();
  }
  if (changedAt === undefined) return;
  // The choice is written to IndexedDB in a transaction after the click; a test that navigates at once
  // would leave the page before it is saved. Wait for the game's setting written at or after the last
  // change (the store stamps it with the time of writing; a limit against hangs only).
  const since = changedAt;
  await expect
    .poll(async () => ((await savedStore(t.page)).settings.find((x) => x.game === game)?.at ?? 0) >= since, {
      timeout: 60_000,
    })
    .toBe(true);
}

/**
 * Reads a `localStorage` key in the page.
 *
 * @param page - Any trainer page.
 * @param key - The storage key.
 */
export async function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/**
 * All `localStorage` keys and values in the page.
 *
 * @param page - Any trainer page.
 */
export async function allStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (let i = 0; i < window.localStorage.length; i++) {
      const k = window.localStorage.key(i)!;
      out[k] = window.localStorage.getItem(k)!;
    }
    return out;
  });
}

/** What the trainer keeps in IndexedDB (`src/storage/backend.ts`), as a test reads it. */
export interface SavedStore {
  /** Every answer entry, oldest first (by time, then id). */
  readonly log: { id: string; drill: string; key: string; at: number; correct: boolean }[];
  /** Each game's rules choice with when it was made. */
  readonly settings: { game: string; choice: { preset: string; overrides: Record<string, unknown> }; at: number }[];
  /** The drills as last derived by a tab that wrote (the cache beside the log), or `undefined`. */
  readonly drills: Record<string, { answered: number; correct: number; cards: Record<string, unknown> }> | undefined;
}

/**
 * Reads the trainer's IndexedDB store in the page (the progress lives there, not in `localStorage`).
 *
 * @param page - Any trainer page.
 */
export async function savedStore(page: Page): Promise<SavedStore> {
  return page.evaluate(
    () =>
      new Promise<SavedStore>((resolve, reject) => {
        const open = indexedDB.open('croupier-trainer');
        open.onupgradeneeded = () => open.transaction?.abort(); // never create it from a test
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['log', 'settings', 'meta'], 'readonly');
          const log = tx.objectStore('log').getAll();
          const settings = tx.objectStore('settings').getAll();
          const cache = tx.objectStore('meta').get('cache');
          tx.oncomplete = () => {
            db.close();
            const entries = (log.result as SavedStore['log']).sort(
              (a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
            );
            resolve({
              log: entries,
              settings: settings.result as SavedStore['settings'],
              drills: (cache.result as { drills: SavedStore['drills'] } | undefined)?.drills,
            });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/**
 * Waits until the trainer's IndexedDB store holds at least `answers` answer entries.
 *
 * @param page - Any trainer page.
 * @param answers - The number of entries to wait for.
 */
export async function waitForAnswers(page: Page, answers: number): Promise<void> {
  await page.waitForFunction(
    (n) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('croupier-trainer');
        open.onupgradeneeded = () => open.transaction?.abort(); // not there yet: never create it from a test
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('log')) {
            db.close();
            resolve(false);
            return;
          }
          const count = db.transaction('log', 'readonly').objectStore('log').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result >= n);
          };
          count.onerror = () => resolve(false);
        };
      }),
    answers,
  );
}

/**
 * With `SHOTS_DIR` set, full-page screenshots of the screen at 1280 and 390 px (`<dir>/<name>-<width>.png`),
 * failing if it scrolls sideways at either width; without it, nothing.
 */
export async function shoot(t: Trainer, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [1280, 390]) {
    await t.page.setViewportSize({ width, height: 900 });
    await t.page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    const overflow = await t.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBe(false);
  }
  await t.page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * A drill card's figures line on the list, read once the card knows its drill's total (« из 20»): before
 * its game's code arrives a card counts from the saved cards alone, so reading at once races the import; the
 * card is scrolled into view first, since the list loads a game's code only for the groups in view.
 *
 * @param page - A trainer page showing the drill list.
 * @param drill - The drill's id.
 */
export async function drillStats(page: Page, drill: string): Promise<string> {
  // The list loads a game's drills when its group comes into view (a reload may restore a scrolled page).
  await page.locator(`[data-drill="${drill}"]`).scrollIntoViewIfNeeded();
  const stats = page.locator(`[data-drill="${drill}"][data-loaded] [data-testid="drill-stats"]`);
  await stats.waitFor();
  return (await stats.textContent()) ?? '';
}
