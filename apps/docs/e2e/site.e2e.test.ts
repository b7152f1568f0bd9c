import { describe, expect, it } from 'vitest';
import { PAGES, useSite } from './helpers';

const site = useSite();

/** The build's trainer address: PUBLIC_TRAINER_URL when the build had one, else the default. */
const TRAINER_URL = process.env.PUBLIC_TRAINER_URL || 'http://127.0.0.1:4322/';

// The titles come from the sidebar the brief fixes; the home page is Starlight's splash.
const TITLES: Record<(typeof PAGES)[number], string> = {
  '/': 'Правила казино — точно и с примерами',
  '/cards/': 'Карты и обозначения',
  '/blackjack/': 'Блекджек',
  '/baccarat/': 'Баккара',
  '/craps/': 'Крэпс',
  '/poker/': 'Покер',
};

describe('every page renders', () => {
  it.each(PAGES)('%s: 200, Russian, its title, no console errors', async (path) => {
    const { page, errors, response, close } = await site.open(path);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    expect((await page.locator('main h1').first().textContent())?.trim()).toBe(TITLES[path]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the sidebar', () => {
  it('links the pages in order, the trainer and the API', async () => {
    const { page, close } = await site.open('/cards/');
    const links = page.locator('nav.sidebar a');
    const items = await links.evaluateAll((as) =>
      as.map((a) => [a.textContent?.trim() ?? '', (a as HTMLAnchorElement).getAttribute('href') ?? '']),
    );
    expect(items).toEqual([
      ['Главная', '/'],
      ['Карты и обозначения', '/cards/'],
      // Each game is a group: its rules page, then what its rules change.
      ['Правила', '/blackjack/'],
      ['Что меняют правила', '/blackjack/rules-cost/'],
      ['Правила', '/baccarat/'],
      ['Что меняют правила', '/baccarat/rules-cost/'],
      ['Правила', '/craps/'],
      ['Что меняют правила', '/craps/rules-cost/'],
      ['Правила', '/poker/'],
      ['Что меняют правила', '/poker/rules-cost/'],
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
