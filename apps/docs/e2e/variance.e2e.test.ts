import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '@croupier/testkit';
import { axeViolations } from '@croupier/testkit/audit';
import { siteUrl, useSite, waitForIslands } from './helpers';

const site = useSite();
const NBSP = '\u00a0';
/** The worker may still be busy with the page's first figures on a loaded machine. */
const WAIT = { timeout: 120_000 };
const pct = (text: string) => text.replace(' ', NBSP);

const PAGES = ['/blackjack/variance/', '/baccarat/variance/', '/craps/variance/', '/poker/variance/'] as const;

/** Scrolls the explorer into view (it hydrates when visible) and waits for its first figures. */
async function ready(page: Page): Promise<void> {
  await page.locator('astro-island').first().scrollIntoViewIfNeeded();
  await waitForIslands(page);
  await page.getByTestId('var-ahead').waitFor({ timeout: 120_000 });
}

/** Sets the number of rounds and waits until the session's heading says so. */
async function setRounds(page: Page, n: number, noun: RegExp): Promise<void> {
  await page.getByTestId('var-rounds').fill(String(n));
  await expect
    .poll(() => page.getByTestId('var-summary').textContent())
    .toMatch(new RegExp(`После ${n}${NBSP}${noun.source}`));
}

describe('every variance page', () => {
  it.each(PAGES)('%s: the explorer computes, simulates and logs no error', async (path) => {
    const { page, errors, close } = await site.open(path, { islands: ['var-bet'] });
    await ready(page);
    expect(await page.getByTestId('var-round-table').locator('tbody tr').count()).toBeGreaterThan(1);
    await page.getByTestId('var-add-100').click();
    await expect.poll(() => page.getByTestId('var-sim-summary').textContent(), WAIT).toMatch(/^После 100\s/u);
    // The three chances add up to 100 % (to the rounding of their display).
    const sum = (
      await Promise.all(['var-ahead', 'var-even', 'var-behind'].map((id) => page.getByTestId(id).textContent()))
    )
      .map((t) => Number((t ?? '').replace(/[^\d,]/gu, '').replace(',', '.')))
      .reduce((a, b) => a + b, 0);
    expect(Math.abs(sum - 100)).toBeLessThan(0.02);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('Баккара: hand-worked sessions', () => {
  // Wizard of Odds (8 decks): Банко wins 0.458597, ties 0.095156, loses 0.446247.
  const [b, t, l] = [0.458597, 0.095156, 0.446247];

  it('one coup of Банко: in the plus 45,86 %, even 9,516 %, behind 44,62 %', async () => {
    const { page, close } = await site.open('/baccarat/variance/', { islands: ['var-bet'] });
    await ready(page);
    await setRounds(page, 1, /раздачи/u);
    expect(await page.getByTestId('var-ahead').textContent()).toBe(pct('45,86 %'));
    expect(await page.getByTestId('var-even').textContent()).toBe(pct('9,516 %'));
    expect(await page.getByTestId('var-behind').textContent()).toBe(pct('44,62 %'));
    await close();
  });

  it('two coups: a win and a loss leave −0,05, so behind; ahead only on two wins or a win and a tie', async () => {
    const { page, close } = await site.open('/baccarat/variance/', { islands: ['var-bet'] });
    await ready(page);
    await setRounds(page, 2, /раздач/u);
    const ahead = b * b + 2 * b * t; // 0.297588
    const even = t * t; // 0.009055
    expect(await page.getByTestId('var-ahead').textContent()).toBe(
      pct(`${(ahead * 100).toFixed(2).replace('.', ',')} %`),
    );
    expect(await page.getByTestId('var-even').textContent()).toBe(
      pct(`${(even * 100).toFixed(3).replace('.', ',')} %`),
    );
    const behind = l * l + 2 * b * l + 2 * t * l; // two losses, a loss and a win (−0,05), a loss and a tie
    expect(await page.getByTestId('var-behind').textContent()).toBe(
      pct(`${(behind * 100).toFixed(2).replace('.', ',')} %`),
    );
    await close();
  });
});

describe('Крэпс: hand-worked sessions', () => {
  it('two pass-line decisions: ahead (244/495)², even 2·244·251/495², behind (251/495)²', async () => {
    const { page, close } = await site.open('/craps/variance/', { islands: ['var-bet'] });
    await ready(page);
    await setRounds(page, 2, /решений/u);
    expect(await page.getByTestId('var-ahead').textContent()).toBe(pct('24,30 %'));
    expect(await page.getByTestId('var-even').textContent()).toBe(pct('49,99 %'));
    expect(await page.getByTestId('var-behind').textContent()).toBe(pct('25,71 %'));
    await close();
  });

  it('the bankroll for a 25 % risk over two decisions is 3 bets: 2 are lost on two losses, (251/495)² = 25,71 %', async () => {
    const { page, close } = await site.open('/craps/variance/', { islands: ['var-bet'] });
    await ready(page);
    await page.getByTestId('var-risk').selectOption('0.25');
    await setRounds(page, 2, /решений/u);
    await expect.poll(() => page.getByTestId('var-bankroll').textContent(), WAIT).toContain(`нужно 3${NBSP}ставки`);
    await close();
  });

  it('the text’s take-down play gives the player the edge: ruin forever is not certain', async () => {
    const { page, close } = await site.open('/craps/variance/', { islands: ['var-bet'] });
    await ready(page);
    await page.getByTestId('var-bet').selectOption('passTakenDown');
    await expect.poll(() => page.getByTestId('var-forever').textContent(), WAIT).toContain('преимущество у игрока');
    await page.getByTestId('var-bet').selectOption('pass');
    await expect.poll(() => page.getByTestId('var-forever').textContent(), WAIT).toContain('разорение неизбежно');
    await close();
  });
});

describe('Блекджек and Покер: one round', () => {
  it('a blackjack (+1,5) comes 8/169 × (1 − 8/169) of the time: 4,510 %', async () => {
    const { page, close } = await site.open('/blackjack/variance/', { islands: ['var-bet'] });
    await ready(page);
    const row = page.getByTestId('var-round-table').locator('tr', { hasText: '+1,5' });
    expect(await row.locator('td').nth(1).textContent()).toBe(pct('4,510 %'));
    await close();
  });

  it('without the exchange the fold (−1) is 1 − 22699/43316 of hands under optimal play: 47,60 %', async () => {
    const { page, close } = await site.open('/poker/variance/', { islands: ['var-bet'] });
    await ready(page);
    await page.getByTestId('var-bet').selectOption('noExchange');
    const table = page.getByTestId('var-round-table');
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.first().locator('td').first().textContent(), WAIT).toBe('−3');
    const fold = table.locator('tr', { has: page.locator('td', { hasText: /^−1$/u }) });
    expect(await fold.locator('td').nth(1).textContent()).toBe(pct('47,60 %'));
    expect(await rows.last().locator('td').first().textContent()).toBe('+201');
    await close();
  });

  it('with the text’s exchange the fees show: −4,5 (a lost raise after two cards) and −2,5 (a fold after two)', async () => {
    const { page, close } = await site.open('/poker/variance/', { islands: ['var-bet'] });
    await ready(page);
    const cells = await page.getByTestId('var-round-table').locator('tbody tr td:first-child').allTextContents();
    expect(cells[0]).toBe('−4,5');
    expect(cells).toContain('−2,5');
    expect(cells).toContain('+199,5');
    await close();
  });
});

describe('the simulation', () => {
  it('is replayed by its seed, shown and settable', async () => {
    const { page, close } = await site.open('/baccarat/variance/', { islands: ['var-bet'] });
    await ready(page);
    await page.getByTestId('var-seed').fill('12345');
    await page.getByTestId('var-seed-apply').click();
    await expect.poll(() => page.getByTestId('var-seed-shown').textContent(), WAIT).toBe('12345');
    await page.getByTestId('var-add-1000').click();
    // Russian leaves four-digit numbers ungrouped («1000»), five and more get a no-break space («10 000»).
    await expect.poll(() => page.getByTestId('var-sim-summary').textContent(), WAIT).toMatch(/^После 1\s?000\s/u);
    const first = await page.getByTestId('var-sim-summary').textContent();
    await page.getByTestId('var-seed-new').click();
    await expect.poll(() => page.getByTestId('var-seed-shown').textContent(), WAIT).not.toBe('12345');
    await page.getByTestId('var-seed').fill('12345');
    await page.getByTestId('var-seed').press('Enter');
    await page.getByTestId('var-add-1000').click();
    await expect.poll(() => page.getByTestId('var-sim-summary').textContent(), WAIT).toBe(first);
    await close();
  });

  it('refuses a seed that is not a whole number, and says why', async () => {
    const { page, close } = await site.open('/baccarat/variance/', { islands: ['var-bet'] });
    await ready(page);
    await page.getByTestId('var-seed').fill('abc');
    await page.getByTestId('var-seed-apply').click();
    await expect.poll(() => page.getByRole('alert').textContent(), WAIT).toContain('Зерно — целое число');
    expect(await page.getByTestId('var-seed').getAttribute('aria-invalid')).toBe('true');
    await close();
  });
});

describe('keyboard, tables and the live region', () => {
  it('the rounds and the bet change from the keyboard, and the summary is announced', async () => {
    const { page, close } = await site.open('/baccarat/variance/', { islands: ['var-bet'] });
    await ready(page);
    await page.getByTestId('var-rounds').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');
    await expect.poll(() => page.getByTestId('var-summary').textContent(), WAIT).toMatch(/^После 3\u00a0раздач/u);
    await page.getByTestId('var-bet').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByTestId('var-bet').inputValue(), WAIT).toBe('player');
    expect(await page.getByTestId('var-summary').getAttribute('aria-live')).toBe('polite');
    await close();
  });

  it('every chart has a table: the session’s bars sum to 100 %', async () => {
    const { page, close } = await site.open('/blackjack/variance/', { islands: ['var-bet'] });
    await ready(page);
    await page.getByText('Таблица распределения').click();
    const cells = await page.getByTestId('var-session-table').locator('tbody tr td:nth-child(2)').allTextContents();
    const total = cells
      .map((c) => (c.startsWith('<') ? 0 : Number(c.replace(/[^\d,]/gu, '').replace(',', '.'))))
      .reduce((a, b) => a + b, 0);
    expect(Math.abs(total - 100)).toBeLessThan(0.05);
    await page.getByText('Таблица риска разорения').click();
    expect(await page.getByTestId('var-ruin-table').locator('tbody tr').count()).toBeGreaterThan(5);
    await close();
  });
});

describe('the charts follow the theme', () => {
  it('a chart drawn in the light theme is drawn again when the reader picks the dark one (its axes take the text colour)', async () => {
    const { page, close } = await site.open('/baccarat/variance/', { islands: ['var-bet'] });
    await ready(page);
    const chart = page.getByTestId('var-session-chart');
    await chart.locator('canvas').waitFor();
    const before = await chart.locator('canvas').elementHandle();
    await page.locator('starlight-theme-select select').first().selectOption('dark');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await expect.poll(() => before!.evaluate((c) => c.isConnected)).toBe(false);
    await chart.locator('canvas').waitFor();
    await close();
  });
});

describe('at 390 px and under axe', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(PAGES)('%s: no horizontal scroll and no axe violation', async (path) => {
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
    await ready(page);
    await page.getByTestId('var-add-100').click();
    for (const summary of await page.locator('.var-details summary').all()) await summary.click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const violations = (await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.join(', ')}`);
    expect(violations).toEqual([]);
    await context.close();
  });
});
