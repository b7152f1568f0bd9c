/**
 * Browser tests of the full-table examples (src/components/table): each page's island renders in the
 * static HTML, hydrates, steps by keyboard one action at a time to the settlement, announces each step
 * in its live region, settles in the dealer's order (blackjack: box by box from the seventh; the others: losing
 * bets taken before any is paid), deals
 * again from a new shuffle; axe finds nothing, and at 390 px nothing scrolls sideways (screenshots with
 * SHOTS_DIR).
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from '@croupier/testkit/audit';
import { island, useSite } from './helpers';

const site = useSite();

const TABLES = [
  {
    path: '/blackjack/',
    id: 'bj-full',
    seats: 7,
    first: /^Игроки: ставки на 7 боксах/u,
    deal: /^Крупье: сдаёт по две карты/u,
  },
  {
    path: '/baccarat/',
    id: 'bac-full',
    seats: 14,
    first: /^Игроки: ставки сделаны на всех 14 местах/u,
    deal: /^Крупье: сдаёт по две карты: Пунто/u,
  },
  {
    path: '/craps/',
    id: 'craps-full',
    seats: 8,
    first: /^Игроки: ставят: Место 1 · Анна — «Проходит»/u,
    deal: /^Стикмен: бросок \d и \d — \d+ на выходном броске/u,
  },
  {
    path: '/poker/',
    id: 'stud-full',
    seats: 3,
    first: /^Игроки: кладут АНТЕ по 10 фишек на 3 бокса/u,
    deal: /^Крупье: сдаёт по пять карт на каждый бокс и себе/u,
  },
] as const;

const text = async (l: Locator) => ((await l.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** Scrolls the island into view and waits until React has hydrated it. */
async function hydrated(page: Page, id: string): Promise<Locator> {
  const el = await island(page, id);
  // The model loads after the first render: the table is ready when its seats are laid out.
  await page.locator(`[data-testid="${id}"][data-ready="true"]`).waitFor();
  return el;
}

/** Presses «Дальше» by keyboard and waits for the next step to be shown. */
async function next(page: Page, table: Locator, id: string): Promise<string> {
  const say = table.getByTestId(`${id}-say`);
  const at = Number(await say.getAttribute('data-at'));
  await table.getByTestId(`${id}-next`).press('Enter');
  await page.locator(`[data-testid="${id}-say"][data-at="${at + 1}"]`).waitFor();
  return text(say);
}

/** The page's width, and the elements of the island wider than their box that scroll sideways. */
async function sideways(
  page: Page,
  id: string,
): Promise<{ page: number; width: number; boxes: string[]; wide: string[] }> {
  return page.evaluate(
    (tid) => ({
      page: document.documentElement.scrollWidth,
      width: window.innerWidth,
      boxes: [...document.querySelectorAll(`[data-testid="${tid}"] *`)]
        .filter((e) => !e.classList.contains('sr-only') && e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1)
        .filter((e) => getComputedStyle(e).overflowX !== 'visible')
        .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
      wide: [...document.querySelectorAll(`[data-testid="${tid}"] *`)]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className}`)
        .slice(0, 5),
    }),
    id,
  );
}

describe.each(TABLES)('$path: the full table', ({ path, id, seats, first, deal }) => {
  it('renders in the static HTML, hydrates, steps by keyboard to the settlement in the dealer’s order', async () => {
    const { page, errors, response, close } = await site.open(path, { islands: [id] });
    const html = (await response!.text()) ?? '';
    expect(html).toContain(`data-testid="${id}"`);
    const table = await hydrated(page, id);
    expect(await table.getByTestId(`${id}-seat`).count()).toBe(seats);
    const say = table.getByTestId(`${id}-say`);
    expect(await say.getAttribute('aria-live')).toBe('polite');
    expect(await text(say)).toMatch(first);
    expect(await next(page, table, id)).toMatch(deal);
    const said: string[] = [];
    while ((await say.getAttribute('data-done')) !== 'true') said.push(await next(page, table, id));
    expect(await text(say)).toMatch(/Раунд окончен\.\)$/u);
    expect(await table.getByTestId(`${id}-next`).isDisabled()).toBe(true);
    // The last settlement (after the dealer's, or the stickman's, last step): losing bets taken first,
    // then the winners paid (or stakes left or returned).
    const dealerLast = said.map((s) => /^(Крупье|Стикмен):/u.test(s)).lastIndexOf(true);
    expect(dealerLast).toBeGreaterThanOrEqual(0);
    const settle = said.slice(dealerLast + 1);
    expect(settle.length).toBeGreaterThan(0);
    if (id === 'stud-full') {
      // Box by box, from the first.
      expect(settle.map((s) => /^Бокс (\d) · /u.exec(s)?.[1])).toEqual(['1', '2', '3']);
      for (const s of settle) expect(s).toMatch(/: [+−]?\d+ фиш\S*\. \(шаг/u);
    } else if (id === 'bj-full') {
      // One pass from the seventh box to the first, each box taken or paid where it stands (docs/rules.md).
      for (const s of settle) expect(s).toMatch(/крупье (забирает|платит)|ставка (остаётся|возвращается)/u);
      const boxes = settle.map((s) => Number(/^Бокс (\d) · /u.exec(s)?.[1]));
      expect(boxes).toEqual([...boxes].sort((a, b) => b - a));
    } else {
      for (const s of settle) expect(s).toMatch(/крупье (забирает|платит)|ставка (остаётся|возвращается)/u);
      const firstPaid = settle.findIndex((s) => !/забирает/u.test(s));
      if (firstPaid >= 0) expect(settle.slice(firstPaid).filter((s) => /забирает/u.test(s))).toEqual([]);
    }
    // «Сдать заново»: the next shuffle, from its first step.
    const seed = Number(await table.getAttribute('data-seed'));
    await table.getByTestId(`${id}-redeal`).press('Enter');
    await page.locator(`[data-testid="${id}"][data-seed="${seed + 1}"]`).waitFor();
    expect(await say.getAttribute('data-at')).toBe('0');
    expect(await table.getByTestId(`${id}-next`).isDisabled()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it('axe finds nothing; at 390 px nothing scrolls sideways (screenshots with SHOTS_DIR)', async () => {
    const { page, errors, close } = await site.open(path, { islands: [id] });
    await page.setViewportSize({ width: 390, height: 900 });
    const table = await hydrated(page, id);
    await table.getByTestId(`${id}-end`).press('Enter');
    await page.locator(`[data-testid="${id}-say"][data-done="true"]`).waitFor();
    expect(await sideways(page, id)).toEqual({ page: 390, width: 390, boxes: [], wide: [] });
    expect((await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.join(', ')}`)).toEqual([]);
    const shots = process.env['SHOTS_DIR'];
    if (shots) {
      mkdirSync(shots, { recursive: true });
      for (const width of [390, 1280]) {
        // Tall enough for the whole table, so the page's sticky header does not cover it.
        await page.setViewportSize({ width, height: 2400 });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await table.screenshot({ path: `${shots}/${id}-${width}.png` });
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
