/**
 * «Ставки по счёту» in Chromium: the page renders in the sidebar under «Блекджек», the island hydrates
 * and computes the model in its worker, a new bankroll or spread changes the figures at once, a spread
 * below one shows the engine's sentence, axe finds nothing, and at 390 px nothing scrolls sideways.
 * (The figures themselves are compared with `croupier spread blackjack` by figures.e2e.test.ts.)
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from '@croupier/testkit/audit';
import { useSite } from './helpers';

const site = useSite();
const PATH = '/counting/betting/';
/** The model is computed in the worker: one to three seconds, longer on a loaded machine. */
const WAIT = { timeout: 120_000 };

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/[ \t\n\r]+/gu, ' ').trim();

/** Opens the page at a width and waits until the island shows its first figures. */
async function open(width = 1280) {
  const opened = await site.open(PATH, { islands: ['bet-ramp'] });
  await opened.page.setViewportSize({ width, height: 900 });
  await opened.page.getByTestId('bet-ramp').scrollIntoViewIfNeeded();
  await opened.page.locator('[data-testid="bet-ramp"][data-state="done"]').waitFor(WAIT);
  return opened;
}

/** Elements wider than their box that scroll sideways, and the page's own width. */
async function sideways(page: Page): Promise<{ page: number; width: number; boxes: string[] }> {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    width: window.innerWidth,
    boxes: [...document.querySelectorAll('main *')]
      .filter((e) => !e.classList.contains('sr-only') && e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1)
      .filter((e) => getComputedStyle(e).overflowX !== 'visible')
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
  }));
}

describe('«Ставки по счёту»', () => {
  it('renders in Russian under «Блекджек», the island computes the model and shows the ramp', async () => {
    const { page, errors, response, close } = await open();
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    expect((await page.locator('main h1').first().textContent())?.trim()).toBe('Ставки по счёту');
    expect(await page.locator('nav.sidebar a[aria-current="page"]').textContent()).toContain('Ставки по счёту');
    // The SCORE ramp of 1–16 bets the minimum at 0 and the maximum, 160, from +3 (the CLI's table).
    expect(await text(page, 'bet-row-0')).toBe('10');
    expect(await text(page, 'bet-row-3')).toBe('160');
    expect(await page.getByTestId('bet-chart').locator('canvas').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('a new bankroll and a new spread change the figures at once; a spread below one is refused in Russian', async () => {
    const { page, errors, close } = await open();
    const risk = await text(page, 'bet-fig-risk');
    const win = await text(page, 'bet-fig-winPer100');
    // Twice the bankroll: the same ramp (SCORE does not depend on it), a smaller risk of ruin.
    await page.getByTestId('bet-bankroll').fill('20000');
    await expect.poll(() => text(page, 'bet-fig-risk')).not.toBe(risk);
    expect(await text(page, 'bet-fig-winPer100')).toBe(win);
    // A spread of 1–4: the top bet is 40 and the win rate falls.
    await page.getByTestId('bet-spread').fill('4');
    await expect.poll(() => text(page, 'bet-row-5')).toBe('40');
    expect(await text(page, 'bet-fig-winPer100')).not.toBe(win);
    await page.getByTestId('bet-spread').fill('0,5');
    await expect
      .poll(() => text(page, 'bet-error'))
      .toBe('Разброс ставок — во сколько раз наибольшая ставка больше наименьшей, не меньше 1; 0,5 не подходит.');
    expect(await page.getByTestId('bet-results').count()).toBe(0);
    // Back to a valid spread: the figures come back.
    await page.getByTestId('bet-spread').fill('');
    await expect.poll(() => text(page, 'bet-row-5')).toBe('160');
    expect(errors).toEqual([]);
    await close();
  });

  it('the casino’s rules: the model is computed again, with its progress shown meanwhile', async () => {
    const { page, errors, close } = await open();
    const win = await text(page, 'bet-fig-winPer100');
    await page.getByTestId('bet-preset-casino').check();
    await page.locator('[data-testid="bet-ramp"][data-state="done"]').waitFor(WAIT);
    await expect.poll(() => text(page, 'bet-fig-winPer100')).not.toBe(win);
    expect(await page.getByTestId('bet-fig-winPer100').getAttribute('data-figure')).toMatch(
      /^spread\/blackjack\/casino\//u,
    );
    // A penetration outside the shoe: the engine's sentence from the worker.
    await page.getByTestId('bet-penetration').fill('99');
    await expect
      .poll(() => text(page, 'bet-error'), WAIT)
      .toBe(
        'Проникновение — доля башмака, сданная до перетасовки: для этого башмака от 2\u00a0% до 95\u00a0%; 99\u00a0% не подходит.',
      );
    expect(errors).toEqual([]);
    await close();
  });

  it('axe finds nothing; at 390 px nothing scrolls sideways (screenshots with SHOTS_DIR)', async () => {
    const { page, errors, close } = await open(390);
    expect(await sideways(page)).toEqual({ page: 390, width: 390, boxes: [] });
    expect((await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.join(', ')}`)).toEqual([]);
    const shots = process.env['SHOTS_DIR'];
    if (shots) {
      mkdirSync(shots, { recursive: true });
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await page.getByTestId('bet-ramp').screenshot({ path: `${shots}/betting-${width}.png` });
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
