/**
 * What a new reader hit on the site (issue 12, «What a reader hits today»), each kept as a test: the
 * card picker on a phone, the search dialog's language and loading, the poker widgets' wording, the
 * card calculator's own examples, the shuffle number, and the keyboard paths through the widgets.
 * (Contrast, empty headers, focusable scroll regions, 390 px and JavaScript size run on every page in
 * quality.e2e.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parseCardOrThrow } from '@croupier/engine/cards';
import { useSite } from './helpers';

const site = useSite();

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/gu, ' ').trim();

/** The focused element's test id (or tag), as a keyboard reader would be told where they are. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('data-testid') ?? el?.tagName.toLowerCase() ?? null;
  });

describe('on a phone (390 px)', () => {
  it.each(['/blackjack/', '/baccarat/', '/poker/'])('%s: every card picker fits the screen', async (path) => {
    const { page, close } = await site.open(path);
    await page.setViewportSize({ width: 390, height: 844 });
    const rights = await page
      .locator('.cr-picker__grid')
      .evaluateAll((grids) => grids.map((g) => Math.ceil(g.getBoundingClientRect().right)));
    expect(rights.length).toBeGreaterThan(0);
    for (const right of rights) expect(right).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await close();
  });
});

describe('the search dialog', () => {
  it('loads its interface only when the reader reaches for it, and speaks Russian', async () => {
    const { page, close } = await site.open('/cards/');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    // Starlight builds the search UI once the page is idle: wait until it has (its import of the stand-in
    // `lazy-pagefind-ui` arrived, whose constructor runs right after) and one more idle moment has passed;
    // by then nothing of Pagefind has arrived unasked (the page's own record of what it loaded).
    const loaded = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    await expect
      .poll(async () => (await loaded()).some((s) => /\/lazy-pagefind-ui\.[\w-]+\.js$/u.test(s)), { timeout: 120_000 })
      .toBe(true);
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));
    expect((await loaded()).filter((s) => !/lazy-pagefind-ui/u.test(s) && /ui-core|pagefind/u.test(s))).toEqual([]);
    expect(scripts.filter((s) => /ui-core|pagefind/u.test(s))).toEqual([]);
    // A pointer over the button: the UI and Pagefind's own script load before the dialog opens.
    await page.getByRole('button', { name: 'Поиск' }).hover();
    await expect.poll(() => scripts.some((s) => s.endsWith('/pagefind/pagefind.js')), { timeout: 120_000 }).toBe(true);
    await page.getByRole('button', { name: 'Поиск' }).click();
    const input = page.locator('#starlight__search input');
    await input.fill('Банко');
    const message = page.locator('.pagefind-ui__message');
    await expect.poll(() => message.textContent(), { timeout: 120_000 }).toMatch(/^По запросу «Банко» найдено: \d+$/u);
    expect(await page.locator('.pagefind-ui__search-clear').textContent()).toBe('Очистить');
    await input.fill('щщщщщ');
    await expect.poll(() => message.textContent(), { timeout: 120_000 }).toBe('По запросу «щщщщщ» ничего не найдено');
    expect(scripts.some((s) => /ui-core/u.test(s))).toBe(true);
    await close();
  });
});

describe('the poker widgets', () => {
  const poker = site.shared('/poker/');

  it('the comparer: an empty field while retyping is a prompt, not an error', async () => {
    const { page } = poker();
    await page.getByTestId('stud-compare-a').fill('');
    expect(await text(page, 'stud-compare-prompt')).toBe('Впишите пять карт в оба поля.');
    expect(await page.getByTestId('stud-compare-error').count()).toBe(0);
  });

  it('the comparer: the same card in both hands is refused, named in Russian', async () => {
    const { page } = poker();
    await page.getByTestId('stud-compare-a').fill('Т♠ К♠ Д♠ В♠ 10♠');
    await page.getByTestId('stud-compare-b').fill('Т♠ К♠ Д♠ В♠ 10♠');
    const error = await text(page, 'stud-compare-error');
    expect(error).toContain('туз пик, король пик, дама пик, валет пик, десятка пик — в обоих раскладах');
    expect(error).not.toMatch(/[a-z]/u);
    // Rank-only hands (the text's notation) say nothing of suits: the same ranks compare as equal.
    await page.getByTestId('stud-compare-a').fill('Т-К-В-3-2');
    await page.getByTestId('stud-compare-b').fill('Т-К-В-3-2');
    expect(await text(page, 'stud-compare-verdict')).toBe('равноценны');
  });

  it('the namer: the combination by name and its rank among the 7462 classes in words, no ids', async () => {
    const { page } = poker();
    const namer = page.getByTestId('stud-namer');
    await page.getByTestId('stud-namer-clear').click();
    // A royal flush is the strongest of the 7462 distinct five-card classes (Cactus Kev's count).
    for (const c of ['Ah', 'Kh', 'Qh', 'Jh', 'Th']) await namer.locator(`[data-card="${parseCardOrThrow(c)}"]`).click();
    expect(await text(page, 'stud-namer-rank')).toBe('По силе 1-й из 7462 различных раскладов (1-й — флеш-рояль).');
    expect(await text(page, 'stud-namer')).not.toMatch(/Класс|fullHouse|noGame|[a-z][A-Z]/u);
  });
});

describe('the cards page', () => {
  it.each([
    ['Д бубны', 'Qd'],
    ['10 червей', 'Th'],
  ])('the calculator reads «%s» (its help line’s notation) as %s', async (typed, card) => {
    const { page, close } = await site.open('/cards/', { islands: ['card-input'] });
    await page.getByTestId('card-input').fill(typed);
    expect(await text(page, 'card-error')).toBe('');
    // The one card is picked in the deck below, and a queen or a ten alone is a hard 10 in blackjack.
    const picked = await page
      .locator('.cr-picker__cell[aria-pressed="true"]')
      .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-card'))));
    expect(picked).toEqual([parseCardOrThrow(card)]);
    expect((await page.getByTestId('bj-value').locator('.cr-badge').textContent())?.trim()).toBe('10, жёсткая');
    await close();
  });
});

describe('the shuffle number', () => {
  it('«abc» in «Номер тасовки» is refused aloud, in Russian', async () => {
    const { page, close } = await site.open('/baccarat/', { islands: ['bac-coup-seed'] });
    await page.getByTestId('bac-coup-seed').fill('abc');
    const error = await text(page, 'bac-coup-seed-error');
    expect(error.length).toBeGreaterThan(0);
    expect(error).not.toMatch(/[a-z]+\/[a-z]|[A-Za-z]{4,}/u); // no error code, no English word
    expect(await page.getByTestId('bac-coup-seed').getAttribute('aria-invalid')).toBe('true');
    await close();
  });
});

describe('from the keyboard', () => {
  it('the baccarat third-card table is one Tab stop, walked with the arrows', async () => {
    const { page, close } = await site.open('/baccarat/', { islands: ['bac-tableau'] });
    const grid = page.getByTestId('bac-tableau');
    expect(await grid.locator('table button[tabindex="0"]').count()).toBe(1);
    // 8 banker totals (0–7) × 11 columns (no third card, 0–9) = 88 cells, 87 of them out of the Tab order.
    expect(await grid.locator('table button[tabindex="-1"]').count()).toBe(87);
    await grid.locator('table button[tabindex="0"]').focus();
    expect(await focused(page)).toBe('bac-cell-0-0'); // columns: the player's third card 0–9, then «не брал»
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('bac-cell-0-1');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('bac-cell-3-1');
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('bac-cell-3-stood');
    await page.keyboard.press('Home');
    for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('bac-cell-3-8');
    // Punto Banco: a banker on 3 draws unless the player's third card is an 8.
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('bac-cell-3-8').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('bac-cell-3-8').getAttribute('data-draws')).toBe('false');
    expect(await text(page, 'bac-tableau-explain')).toContain('стоит');
    // Tab leaves the grid in one press.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('table.bac-grid') === null)).toBe(true);
    await close();
  });

  it('the dice pickers answer the arrow keys, as radio buttons do', async () => {
    const { page, close } = await site.open('/craps/', { islands: ['lab-die1-3'] });
    await page.getByTestId('lab-die1-3').click();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('lab-die1-4').getAttribute('aria-checked')).toBe('true');
    expect(await focused(page)).toBe('lab-die1-4');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe('lab-die1-2');
    await page.keyboard.press('End');
    expect(await page.getByTestId('lab-die1-6').getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('ArrowRight'); // wraps round to 1
    expect(await focused(page)).toBe('lab-die1-1');
    // One Tab stop per die: the checked face.
    expect(await page.locator('[data-testid^="lab-die1-"][tabindex="0"]').count()).toBe(1);
    await close();
  });

  it('after «Раздать» in the blackjack round the focus stays in the round', async () => {
    const { page, close } = await site.open('/blackjack/', { islands: ['bj-round-deal'] });
    await page.getByTestId('bj-round-deal').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="bj-round"]') !== null)).toBe(true);
    await close();
  });

  it('after the fifth card in the advisor the focus moves to the result', async () => {
    const { page, close } = await site.open('/poker/', { islands: ['stud-advisor'] });
    const advisor = page.getByTestId('stud-advisor');
    await page.getByTestId('stud-advisor-clear').click();
    for (const c of ['As', 'Ks', 'Qd', '7c', '2h']) {
      const cell = advisor.locator(`[data-card="${parseCardOrThrow(c)}"]`);
      await cell.focus();
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => focused(page)).toBe('stud-advisor-result');
    await close();
  });
});
