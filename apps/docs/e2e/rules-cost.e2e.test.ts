/**
 * The four «Что меняют правила» pages in Chromium: toggling a rule changes the marked cells and the
 * edges; nothing scrolls sideways at 390 px, not even inside a box.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { computeOdds, resolveRulesOrThrow } from '@croupier/engine/stud';
import { axeViolations as runAxe } from '@croupier/testkit/audit';
import { useSite, waitForIslands } from './helpers';

const site = useSite();
const RULES_COST = ['/blackjack/rules-cost/', '/baccarat/rules-cost/', '/craps/rules-cost/', '/poker/rules-cost/'];
const TITLES: Record<string, string> = {
  '/blackjack/rules-cost/': 'Блекджек: что меняют правила',
  '/baccarat/rules-cost/': 'Баккара: что меняют правила',
  '/craps/rules-cost/': 'Крэпс: что меняют правила',
  '/poker/rules-cost/': 'Покер: что меняют правила',
};

const text = async (page: Page, testId: string) =>
  // Collapses line breaks and spaces but keeps the no-break space before «%».
  ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/[ \t\n\r]+/gu, ' ').trim();

/** Opens a page with its island hydrated (they hydrate when visible). */
async function openIsland(path: string, island: string, width = 1280) {
  const opened = await site.open(path);
  await opened.page.setViewportSize({ width, height: 900 });
  await opened.page.getByTestId(island).scrollIntoViewIfNeeded();
  await waitForIslands(opened.page);
  return opened;
}

/** A percentage as the site prints it (ru-RU, 4 decimals, a no-break space before %), from a hand-worked share. */
const pct = (share: number, signed = false) => {
  const body = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 4, maximumFractionDigits: 4 })
    .format(share * 100)
    .replace('-', '\u2212');
  return `${signed && share > 0 ? '+' : ''}${body}\u00a0%`;
};

/** axe's violations on the page as it is now (testkit's one axe-core), as `rule: nodes` lines. */
async function axeViolations(page: Page): Promise<string[]> {
  return (await runAxe(page)).map((v) => `${v.id}: ${v.nodes.join(', ')}`);
}

/** Elements wider than their box that scroll sideways, and the page's own width, at the current viewport. */
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

// axe (light and dark, 390 and 1280 px), the page width at 390 px, the links and anchors and the
// JavaScript budget of these pages are checked with every page's: quality.e2e.test.ts and
// build.dist.test.ts (they had copies here, each with a page load of its own). What only this file
// checks stays: the page answers in Russian with its title under its game in the sidebar, and at 390 px
// no box inside the content scrolls sideways either (quality allows a scrolling box).
describe('every «Что меняют правила» page', () => {
  it.each(RULES_COST)(
    '%s: 200, Russian, its title, in the sidebar under its game, no console errors; at 390 px no box scrolls sideways',
    async (path) => {
      const island = { blackjack: 'rc-bj', baccarat: 'rc-bac', craps: 'rc-craps', poker: 'rc-stud' }[
        path.split('/')[1]!
      ]!;
      const { page, errors, response, close } = await openIsland(path, island, 390);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe('ru');
      expect((await page.locator('main h1').first().textContent())?.trim()).toBe(TITLES[path]);
      expect(await page.locator('nav.sidebar a[aria-current="page"]').textContent()).toContain('Что меняют правила');
      expect(await sideways(page)).toEqual({ page: 390, width: 390, boxes: [] });
      expect(errors).toEqual([]);
      await close();
    },
  );
});

describe('«Блекджек: что меняют правила»', () => {
  it('starts on the text’s rules: nothing changed, the text’s chart, no worker needed', async () => {
    const { page, errors, close } = await openIsland('/blackjack/rules-cost/', 'rc-bj');
    expect(await text(page, 'rc-bj-split-none')).toContain('совпадают');
    expect(await page.locator('[data-testid="rc-bj-chart"] [data-changed]').count()).toBe(0);
    // The text's rules: 11 against a ten-value card hits (no hole card: a dealer blackjack takes the double).
    expect(await page.locator('td[data-cell="hard:11:10"]').getAttribute('data-action')).toBe('H');
    expect(errors).toEqual([]);
    await close();
  });

  it('6:5 changes no cell and costs exactly 0.3 × P(natural and no dealer natural)', async () => {
    const { page, errors, close } = await openIsland('/blackjack/rules-cost/', 'rc-bj');
    await page.getByTestId('rc-bj-payout').selectOption('6:5');
    await expect.poll(() => text(page, 'rc-bj-result'), { timeout: 120_000 }).toContain('изменение');
    // Six decks: the player's natural 2·24·96/(312·311), the dealer's then 2·23·95/(310·309).
    const cost = 0.3 * ((2 * 24 * 96) / (312 * 311)) * (1 - (2 * 23 * 95) / (310 * 309));
    expect(await text(page, 'rc-bj-edge-change')).toBe(pct(cost, true));
    expect(await text(page, 'rc-bj-changes-none')).toContain('Ни одна клетка');
    expect(await page.locator('[data-testid="rc-bj-chart"] [data-changed]').count()).toBe(0);
    await expect.poll(() => text(page, 'rc-bj-split-total')).toBe(pct(cost, true));
    expect(await text(page, 'rc-bj-share-payout')).toContain(pct(cost, true));
    expect(errors).toEqual([]);
    await close();
  });

  it('a hole card: 11 against a ten doubles again, the cell is marked and listed, the edge falls', async () => {
    const { page, errors, close } = await openIsland('/blackjack/rules-cost/', 'rc-bj');
    await page.getByTestId('rc-bj-hole').selectOption('peek');
    await expect.poll(() => text(page, 'rc-bj-result'), { timeout: 120_000 }).toContain('изменение');
    const cell = page.locator('td[data-cell="hard:11:10"]');
    expect(await cell.getAttribute('data-action')).toBe('Dh');
    expect(await cell.getAttribute('data-changed')).toBe('true');
    expect(await page.locator('[data-testid="rc-bj-change"][data-cell="hard:11:10"]').count()).toBe(1);
    expect(await text(page, 'rc-bj-edge-change')).toMatch(/^−0,\d{4}\u00a0%$/u);
    expect(await axeViolations(page)).toEqual([]);
    // The marked cell links to its row in the list.
    await cell.locator('a').click();
    expect(new URL(page.url()).hash).toBe('#rc-bj-change-hard-11-10');
    expect(errors).toEqual([]);
    await close();
  });

  it('from the keyboard: Space on the H17 box recomputes and the live region says the new edge', async () => {
    const { page, errors, close } = await openIsland('/blackjack/rules-cost/', 'rc-bj');
    await page.getByTestId('rc-bj-h17').focus();
    await page.keyboard.press('Space');
    expect(await page.getByTestId('rc-bj-h17').isChecked()).toBe(true);
    await expect.poll(() => text(page, 'rc-bj-result'), { timeout: 120_000 }).toContain('изменение');
    expect(await page.getByTestId('rc-bj-result').getAttribute('aria-live')).toBe('polite');
    // H17 costs the player: the edge rises.
    expect(await text(page, 'rc-bj-edge-change')).toMatch(/^\+0,\d{4}\u00a0%$/u);
    expect(errors).toEqual([]);
    await close();
  });

  it('the casino’s rules: a Shapley split over the five changed groups that adds up to the change', async () => {
    const { page, errors, close } = await openIsland('/blackjack/rules-cost/', 'rc-bj');
    await page.getByTestId('rc-bj-set-casino').click();
    await expect.poll(() => text(page, 'rc-bj-result'), { timeout: 120_000 }).toContain('изменение');
    await page.getByTestId('rc-bj-split-total').waitFor({ timeout: 240_000 });
    expect(await page.getByTestId('rc-bj-split').getAttribute('data-method')).toBe('shapley');
    const shares = await page.getByTestId('rc-bj-share-value').allTextContents();
    expect(shares).toHaveLength(5);
    const num = (s: string) => Number(s.replace(/\s|%/gu, '').replace(',', '.').replace('\u2212', '-'));
    const sum = shares.reduce((a, s) => a + num(s), 0);
    expect(Math.abs(sum - num(await text(page, 'rc-bj-split-total')))).toBeLessThan(0.0003); // rounding of five
    expect(await text(page, 'rc-bj-split-total')).toBe(await text(page, 'rc-bj-edge-change'));
    // The text's 0,8279 % and the casino's 0,4059 % (README, checked against the analysers there).
    expect(await text(page, 'rc-bj-edge-base')).toBe('0,8279\u00a0%');
    expect(await text(page, 'rc-bj-edge-target')).toBe('0,4059\u00a0%');
    expect(await page.locator('[data-testid="rc-bj-chart"] [data-changed]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  }, 300_000);

  it('an infinite shoe: 6:5 costs exactly 3/10 · 8/169 · 161/169 = 1932/142805 of a bet', async () => {
    const { page, errors, close } = await openIsland('/blackjack/rules-cost/', 'rc-bj');
    await page.getByTestId('rc-bj-infinite').check();
    await page.getByTestId('rc-bj-payout').selectOption('6:5');
    const details = page.getByTestId('rc-bj-exact-change-details');
    await details.waitFor({ timeout: 120_000 });
    // The reader sees the percentage; the fraction is folded, one keypress away.
    expect(await page.getByTestId('rc-bj-exact-change').isVisible()).toBe(false);
    await details.locator('summary').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('rc-bj-exact-change').waitFor();
    expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    // A natural 2 · 1/13 · 4/13 = 8/169; the dealer has none with 161/169; 6:5 pays 0.3 less.
    expect(await text(page, 'rc-bj-exact-change')).toBe('1932/142805');
    expect(await text(page, 'rc-bj-edge-change')).toBe(pct(1932 / 142805, true));
    expect(errors).toEqual([]);
    await close();
  });
});

describe('«Покер: что меняют правила»', () => {
  it('the text’s game and Caribbean stud are shipped and shown at once', async () => {
    const { page, errors, close } = await openIsland('/poker/rules-cost/', 'rc-stud');
    // README: the text's stud with the exchange 1.2210 %; Caribbean stud 5.2243 % (Wizard of Odds).
    expect(await text(page, 'rc-stud-edge')).toBe('1,2210\u00a0%');
    await page.getByTestId('rc-stud-exchange-caribbean').check();
    expect(await text(page, 'rc-stud-edge')).toBe('5,2243\u00a0%');
    expect(await page.getByTestId('rc-stud-source').getAttribute('data-source')).toBe('shipped');
    expect(errors).toEqual([]);
    await close();
  });

  it('without the exchange every «нет игры» hand folds (it cannot beat a qualifying dealer)', async () => {
    const { page, errors, close } = await openIsland('/poker/rules-cost/', 'rc-stud');
    await page.getByTestId('rc-stud-exchange-none').check();
    const row = page.getByTestId('rc-stud-decision-noGame');
    const counts = await row.locator('td').evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-count'))));
    // C(52, 5) less every deal of ace-king or better: 1,135,260 hands, all folded.
    expect(counts).toEqual([1135260, 0, 0, 0]);
    expect(errors).toEqual([]);
    await close();
  });

  it('the balance limit of the text: no exchange below 3 antes, one card below 3½', async () => {
    const { page, errors, close } = await openIsland('/poker/rules-cost/', 'rc-stud');
    const rows = await page.getByTestId('rc-stud-balance-row').locator('th').allTextContents();
    expect(rows.map((r) => r.trim())).toEqual(['от 2 до 3', 'от 3 до 3½', 'от 3½']);
    expect(errors).toEqual([]);
    await close();
  });

  it('a paytable off the grid: computed in a worker with progress, and the same as the engine in Node', async () => {
    const { page, errors, close } = await openIsland('/poker/rules-cost/', 'rc-stud');
    await page.getByTestId('rc-stud-paytable-custom').check();
    await page.getByTestId('rc-stud-pay-aceKing').fill('2');
    await page.getByTestId('rc-stud-exchange-none').check();
    expect(await text(page, 'rc-stud-result')).toContain('не посчитаны');
    await page.getByTestId('rc-stud-start').click();
    await page.getByTestId('rc-stud-edge').waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('rc-stud-source').getAttribute('data-source')).toBe('computed');
    const rules = resolveRulesOrThrow({ sets: ['paytable=100,50,20,7,5,4,3,2,1,2', 'maxExchange=0'] });
    const r = await computeOdds(rules);
    expect(r.ok).toBe(true);
    if (r.ok) expect(await text(page, 'rc-stud-edge')).toBe(pct(r.value.figure.houseEdgeValue));
    expect(errors).toEqual([]);
    await close();
  }, 240_000);

  it('the two-card exchange off the grid: progress, then Cancel stops it', async () => {
    const { page, errors, close } = await openIsland('/poker/rules-cost/', 'rc-stud');
    await page.getByTestId('rc-stud-paytable-custom').check();
    await page.getByTestId('rc-stud-pay-royalFlush').fill('500');
    await page.getByTestId('rc-stud-start').click();
    await page.getByTestId('rc-stud-progress').waitFor();
    await expect
      .poll(async () => Number(await page.getByTestId('rc-stud-progress').getAttribute('value')), { timeout: 120_000 })
      .toBeGreaterThan(0);
    await page.getByTestId('rc-stud-cancel').click();
    await page.getByTestId('rc-stud-start').waitFor();
    expect(await page.getByTestId('rc-stud-progress').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});

describe('«Крэпс: что меняют правила»', () => {
  it('full odds: 3-4-5× by default, 1× when picked (hand-worked; Wizard of Odds 0.374 %, 0.848 %)', async () => {
    const { page, errors, close } = await openIsland('/craps/rules-cost/', 'rc-craps');
    // 7/495 over 1 + 100/36 chips at risk; 3/220 over 1 + 4.
    expect(await text(page, 'rc-craps-pass-odds')).toBe(pct(7 / 1870));
    expect(await text(page, 'rc-craps-dont-odds')).toBe(pct(3 / 1100));
    await page.getByTestId('rc-craps-limit-1x').check();
    expect(await text(page, 'rc-craps-pass-odds')).toBe(pct(7 / 825));
    expect(await text(page, 'rc-craps-dont-odds')).toBe(pct(3 / 440));
    expect(await page.getByTestId('rc-craps-limit-row-1x').getAttribute('class')).toContain('rc-current');
    expect(await page.getByTestId('rc-craps-row-passWithOdds').getAttribute('class')).toContain('rc-diff');
    expect(errors).toEqual([]);
    await close();
  });

  it('a contract pass bet cannot be taken down; bar 12 leaves «Не проходит» at 3/220', async () => {
    const { page, errors, close } = await openIsland('/craps/rules-cost/', 'rc-craps');
    expect(await text(page, 'rc-craps-row-passTakenDown')).toContain('−1/9');
    await page.getByTestId('rc-craps-set-casino').click();
    expect(await page.getByTestId('rc-craps-row-passTakenDown').getByTestId('value').textContent()).toBe('нельзя');
    expect(await text(page, 'rc-craps-result')).toContain('пропадает');
    expect(await page.getByTestId('rc-craps-row-dontPass').getByTestId('value').textContent()).toContain('3/220');
    expect(errors).toEqual([]);
    await close();
  });

  it('the exact fraction is folded under «дробь» and opens from the keyboard (3/220, hand-worked)', async () => {
    const { page, errors, close } = await openIsland('/craps/rules-cost/', 'rc-craps', 390);
    const cell = page.getByTestId('rc-craps-row-dontPass').getByTestId('value');
    const fraction = cell.locator('.fig-exact__value');
    // Folded: the percentage shows, the fraction does not.
    expect(await cell.locator('a.fig').first().isVisible()).toBe(true);
    expect(await fraction.isVisible()).toBe(false);
    const summary = cell.locator('summary');
    expect(await summary.textContent()).toBe('дробь');
    await summary.focus();
    await page.keyboard.press('Enter');
    await fraction.waitFor();
    // «Не проходит» under the text (2 pushes): 3/220 of a bet (Wizard of Odds: 1.364 %).
    expect(await fraction.textContent()).toBe('3/220');
    // It fits the cell at 390 px.
    const [box, cellBox] = await Promise.all([fraction.boundingBox(), cell.boundingBox()]);
    expect(box!.x + box!.width).toBeLessThanOrEqual(cellBox!.x + cellBox!.width + 1);
    await page.keyboard.press('Enter');
    expect(await fraction.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('«Баккара: что меняют правила»', () => {
  it('the text’s tableau: Пунто favours the player; rows 5 and 6 are marked in every column but «стоял»', async () => {
    const { page, errors, close } = await openIsland('/baccarat/rules-cost/', 'rc-bac');
    expect(await text(page, 'rc-bac-player')).toMatch(/^−1,5538\u00a0%$/u); // README: −1.5538 %
    const marked = await page
      .locator('[data-testid="rc-bac-tableau"] td[data-changed]')
      .evaluateAll((tds) => tds.map((td) => td.getAttribute('data-cell')));
    expect(marked).toEqual([5, 6].flatMap((t) => Array.from({ length: 10 }, (_, v) => `${t}:${v}`)));
    // The text: banker 5 draws unless the player's third card is 4–7.
    expect(await page.locator('[data-cell="5:4"]').textContent()).toContain('—');
    expect(await page.locator('[data-cell="5:3"]').textContent()).toContain('Б');
    expect(errors).toEqual([]);
    await close();
  });

  it('the casino’s tableau and commissions: Wizard of Odds’ edges', async () => {
    const { page, errors, close } = await openIsland('/baccarat/rules-cost/', 'rc-bac');
    await page.getByTestId('rc-bac-tableau-casino').check();
    expect(await text(page, 'rc-bac-banker')).toBe('1,0579\u00a0%');
    expect(await text(page, 'rc-bac-player')).toBe('1,2351\u00a0%');
    expect(await page.locator('[data-cell="5:4"]').textContent()).toContain('Б');
    await page.getByTestId('rc-bac-commission-ez').check();
    expect(await text(page, 'rc-bac-banker')).toBe('1,0183\u00a0%');
    await page.getByTestId('rc-bac-commission-noCommission').check();
    expect(await text(page, 'rc-bac-banker')).toBe('1,4581\u00a0%');
    expect(await page.getByTestId('rc-bac-bet-banker').getAttribute('class')).toContain('rc-diff');
    expect(errors).toEqual([]);
    await close();
  });
});
