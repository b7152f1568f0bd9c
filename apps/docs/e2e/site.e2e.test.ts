import { describe, expect, it } from 'vitest';
import { useSite } from './helpers';
import { leaksIn, NO_LEAKS, visibleText } from './leaks';

const site = useSite();

/** The build's trainer address: PUBLIC_TRAINER_URL when the build had one, else the default. */
const TRAINER_URL = process.env.PUBLIC_TRAINER_URL || 'http://127.0.0.1:4322/';

describe('the sidebar', () => {
  it('links the pages in order (each game: its rules, then its variance), the trainer and the API', async () => {
    const { page, close } = await site.open('/cards/');
    const links = page.locator('nav.sidebar a');
    const items = await links.evaluateAll((as) =>
      as.map((a) => [a.textContent?.trim() ?? '', (a as HTMLAnchorElement).getAttribute('href') ?? '']),
    );
    expect(items).toEqual([
      ['Главная', '/'],
      ['Карты и обозначения', '/cards/'],
      // Each game is a group: its rules page, what its rules change, its variance.
      ['Правила', '/blackjack/'],
      ['Что меняют правила', '/blackjack/rules-cost/'],
      ['Разброс и банкролл', '/blackjack/variance/'],
      ['Как это посчитано', '/blackjack/method/'],
      ['Счёт карт', '/counting/'],
      ['Ставки по счёту', '/counting/betting/'],
      ['Правила', '/baccarat/'],
      ['Что меняют правила', '/baccarat/rules-cost/'],
      ['Разброс и банкролл', '/baccarat/variance/'],
      ['Как это посчитано', '/baccarat/method/'],
      ['Правила', '/craps/'],
      ['Что меняют правила', '/craps/rules-cost/'],
      ['Разброс и банкролл', '/craps/variance/'],
      ['Как это посчитано', '/craps/method/'],
      ['Правила', '/poker/'],
      ['Русский покер в казино', '/poker/casino/'],
      ['Что меняют правила', '/poker/rules-cost/'],
      ['Разброс и банкролл', '/poker/variance/'],
      ['Как это посчитано', '/poker/method/'],
      ['Тренажёр', TRAINER_URL],
      ['API', '/api/'],
    ]);
    expect(await page.locator('nav.sidebar a[aria-current="page"]').textContent()).toContain('Карты и обозначения');
    await close();
  });

  it('the home page links the trainer at its configured address', async () => {
    const { page, close } = await site.open('/');
    expect(await page.locator('main a[data-trainer-link]').getAttribute('href')).toBe(TRAINER_URL);
    await close();
  });
});

describe('the engine values the static examples at build time', () => {
  it('the home page shows 7+8+8 as 3 points and Т♠ 6♦ as a soft 17', async () => {
    const { page, close } = await site.open('/');
    const badges = await page.locator('main .cards-row .cr-badge').allTextContents();
    expect(badges).toEqual(['3\u00a0очка', '17, мягкая']); // a no-break space between a number and its noun
    await close();
  });
});

// Every page's load (200, Russian, its title, no console errors, no id, code or English once its islands
// have hydrated) is checked in quality.ts, on the load that axe and the 390 px check use.
describe('no id, code or English message reaches a reader after a refusal', () => {
  it.each([
    // Refusals from the engine, worded by @croupier/ru.
    ['/poker/', 'stud-compare-a', 'Т-К'],
    ['/poker/', 'stud-payouts-ante', 'abc'],
    ['/poker/', 'stud-exchange-ante', '0'],
    ['/baccarat/', 'bac-coup-seed', 'abc'],
    ['/cards/', 'card-input', 'Bs Xx'],
    ['/blackjack/', 'bj-payouts-stake', '2.5'],
  ])('%s: typing «%s» into %s', async (path, testId, typed) => {
    const { page, close } = await site.open(path);
    await page.getByTestId(testId).fill(typed);
    expect(leaksIn(await visibleText(page)), `after «${typed}»`).toEqual(NO_LEAKS);
    await close();
  });
});

describe('on a phone', () => {
  it.each([390, 1280])('at %i px the site title is whole: nothing of it clipped, inside the header', async (width) => {
    const { page, close } = await site.open('/baccarat/');
    await page.setViewportSize({ width, height: 800 });
    const title = page.locator('header .site-title');
    expect((await title.textContent())?.trim()).toBe('Croupier — правила казино');
    const box = await title.evaluate((a, w) => {
      const span = a.querySelector('span')!;
      const r = span.getBoundingClientRect();
      const header = a.closest('header')!.getBoundingClientRect();
      const search = document.querySelector('site-search button')!.getBoundingClientRect();
      return {
        clipped: span.scrollWidth > span.clientWidth + 1 || a.scrollWidth > a.clientWidth + 1,
        inHeader: r.top >= header.top - 1 && r.bottom <= header.bottom + 1,
        clearOfSearch: w > 800 || r.right <= search.left + 1,
      };
    }, width);
    expect(box).toEqual({ clipped: false, inHeader: true, clearOfSearch: true });
    await close();
  });
});

describe('an exact fraction inside a sentence', () => {
  it('/poker/: «показать» opens the Caribbean stud fraction from the keyboard, Esc closes it', async () => {
    const { page, errors, close } = await site.open('/poker/');
    await page.setViewportSize({ width: 390, height: 800 });
    const button = page.locator('main button.fig-exact-button').first();
    const popover = page.locator('main .fig-exact-popover').first();
    expect(await button.textContent()).toBe('показать');
    expect(await popover.isVisible()).toBe(false);
    await button.focus();
    await page.keyboard.press('Enter');
    await popover.waitFor();
    expect(await popover.evaluate((p) => p.matches(':popover-open'))).toBe(true);
    const shown = (await popover.locator('a.fig').textContent())!;
    const [num, den] = shown.split('/').map(Number);
    // Wizard of Odds: Caribbean stud's house edge 5.2243 % of the ante.
    expect(Math.round((num! / den!) * 1e6) / 1e4).toBe(5.2243);
    const box = (await popover.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.keyboard.press('Escape');
    expect(await popover.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the API reference', () => {
  it('loads its search index only when the reader searches, and then finds a function', async () => {
    const { page, close } = await site.open('/api/modules/_croupier_engine_blackjack.html');
    const loaded = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((r) => r.name.endsWith('/api/assets/search.js')),
      );
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(await loaded()).toBe(false);
    await page.click('#tsd-search-trigger');
    await page.waitForFunction(() => 'searchData' in window);
    await page.fill('#tsd-search-input', 'resolveRulesOrThrow');
    const first = page.locator('#tsd-search-results li a').first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toContain('resolveRulesOrThrow');
    await close();
  });
});
