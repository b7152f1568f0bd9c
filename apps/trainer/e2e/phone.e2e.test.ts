/**
 * The phone layout (issue 11): at 390 px, five-card hands and their captions («Первый», «Дилер») fit the
 * felt without horizontal scrolling (face-down cards count: the dealer of the stud decision shows one card of
 * five), on every screen.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launchBrowser } from '@croupier/testkit';
import { waitForScreen, type Page } from './helpers.ts';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;
let browser: Browser;
let page: Page;
const errors: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  // No service worker: it would precache the whole app, which no test here reads (offline.e2e tests it).
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    serviceWorkers: 'block',
  });
  page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string): Promise<void> {
  await page.goto(`${inject('trainerUrl')}${path}`);
  await waitForScreen(page);
}

/** Nothing is wider than the viewport: the page does not scroll sideways. */
async function noSideScroll(): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

it.each([
  ['/drill/stud-compare?seed=4', ['Первый', 'Второй']],
  ['/drill/stud-payout?seed=7', ['Игрок', 'Дилер']],
  ['/drill/stud-decision?seed=2', null],
])('%s: five-card hands and their captions fit the felt at 390 px', async (path, captions) => {
  await open(path);
  await page.getByTestId('prompt').waitFor();
  await noSideScroll();
  const boxes = await page.evaluate(() => {
    const felt = document.querySelector('.felt')!.getBoundingClientRect();
    const hands = [...document.querySelectorAll('.felt .cr-hand')].map((h) => {
      const label = h.querySelector('.cr-hand__label') as HTMLElement | null;
      const cards = [...h.querySelectorAll('.cr-card')].map((c) => c.getBoundingClientRect());
      return {
        label: label?.textContent?.trim() ?? '',
        labelClipped: label ? label.scrollWidth > label.clientWidth : false,
        labelSize: label ? parseFloat(getComputedStyle(label).fontSize) : 0,
        left: Math.min(...cards.map((r) => r.left)),
        right: Math.max(...cards.map((r) => r.right)),
        count: cards.length,
      };
    });
    return { felt: { left: felt.left, right: felt.right }, hands };
  });
  expect(boxes.hands.length).toBeGreaterThan(0);
  for (const h of boxes.hands) {
    expect(h.count).toBe(5);
    expect(h.left).toBeGreaterThanOrEqual(boxes.felt.left);
    expect(h.right).toBeLessThanOrEqual(boxes.felt.right);
    expect(h.labelClipped).toBe(false);
    expect(h.labelSize).toBeGreaterThanOrEqual(12);
  }
  if (captions) expect(boxes.hands.map((h) => h.label)).toEqual(captions);
});

it.each(['/', '/rules/stud', '/stats', '/drill/blackjack-payout?seed=1', '/drill/craps-payout?seed=1'])(
  '%s does not scroll sideways at 390 px',
  async (path) => {
    await open(path);
    await noSideScroll();
    expect(errors).toEqual([]);
  },
);
