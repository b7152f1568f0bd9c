/**
 * «Русский покер в казино» in the browser: the rules table, the live examples stepped through their
 * prepared deals (the results worked by hand: АНТЕ 10, СТАВКА 20, every fee one АНТЕ, from 1000 chips),
 * the advisor's rows against the engine run here, axe and the 390 px width. With `SHOTS_DIR` set, the
 * page is saved at 390 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatCards, parseCardOrThrow, parseCardsOrThrow } from '@croupier/engine/cards';
import { rational } from '@croupier/engine';
import { adviseOrThrow, resolveRulesOrThrow } from '@croupier/engine/stud';
import { formatSigned } from '@croupier/ru';
import { axeViolations } from '@croupier/testkit/audit';
import { useSite, waitForIslands } from './helpers';

const site = useSite();
const PATH = '/poker/casino/';
const SHOTS = process.env['SHOTS_DIR'];

const squash = async (l: Locator) => ((await l.textContent()) ?? '').replace(/\s+/gu, ' ').trim();

/** Waits until the advisor has answered (its `data-state`), up to a minute on the shared machine. */
const answered = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('[data-testid="casino-advisor"]')?.getAttribute('data-state') === 'done',
    undefined,
    { timeout: 60_000 },
  );

/** Picks the player's five cards and the dealer's open card in the advisor. */
async function pick(page: Page, cards: string) {
  const advisor = page.getByTestId('casino-advisor');
  await advisor.getByRole('button', { name: 'Выбрать карты' }).click();
  for (const c of parseCardsOrThrow(cards)) await advisor.locator(`[data-card="${c}"]`).first().click();
}

/** Screenshots of the page's parts, readable at a glance (the whole page is too long to look at). */
async function parts(page: Page, dir: string, width: number) {
  for (const id of ['casino-rules', 'casino-live-buy', 'casino-advisor']) {
    await page.getByTestId(id).screenshot({ path: join(dir, `poker-casino-${id}-${width}.png`) });
  }
}

describe('«Русский покер в казино»', () => {
  it('shows the rules of five casinos beside the text’s game, each value with its source', async () => {
    const { page, errors, close } = await site.open(PATH, { islands: ['casino-rules'] });
    expect(await squash(page.locator('h1'))).toBe('Русский покер в казино');
    const rules = page.getByTestId('casino-rules');
    expect(await rules.locator('tbody tr').count()).toBe(10);
    expect(await rules.locator('thead th').allTextContents()).toEqual([
      'Правило',
      'Игра из текста',
      'Aragon',
      'Oracul',
      'Senator',
      'Olympic',
      'Оазис-покер',
    ]);
    // Oasis's fees, from Wizard of Odds: one card 1×, two 2×, three 3×, four 2×, five 1× the ante.
    const oasisFees = rules.locator('tr[data-row="exchangeFees"] td[data-preset="oasis"]');
    expect(await squash(oasisFees)).toContain('1, 2, 3, 2, 1 АНТЕ');
    expect(await oasisFees.locator('a').getAttribute('href')).toBe('https://wizardofodds.com/games/oasis-poker/');
    // Senator's insurance limits: the page breaks off, the preset takes Olympic's — said so.
    const senator = rules.locator('tr[data-row="insurance"] td[data-preset="senator"]');
    await senator.getByTestId('casino-reading').click();
    const note = page.locator(new URL(page.url()).hash);
    expect(await squash(note)).toContain('Страница обрывается на ограничениях страховки');
    // The text's own edge, a figure the build check recomputes.
    expect(await squash(page.locator('[data-figure="stud/seed/ante/houseEdge"]').first())).toBe('1,2210 %');
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    // testId, the buttons pressed in order («other»: the next deal), the results after each settled deal
    ['casino-live-sixth', ['buyCard', 'raise'], 'Итог: +70'],
    ['casino-live-two', ['raise'], 'Итог: +40'],
    ['casino-live-buy', ['raise', 'takeAnte'], 'Итог: +10'],
    ['casino-live-buy', ['raise', 'buyGame'], 'Итог: +30'],
    ['casino-live-insurance', ['insure', 'raise'], 'Итог: +40'],
  ])('%s: %j settles as worked by hand', async (testId, buttons, result) => {
    const { page, errors, close } = await site.open(PATH, { islands: [testId] });
    const ex = page.getByTestId(testId);
    await ex.scrollIntoViewIfNeeded();
    await waitForIslands(page);
    for (const b of buttons) await ex.getByTestId(`${testId}-${b}`).click();
    expect(await squash(ex.getByTestId(`${testId}-result`))).toContain(result);
    expect(errors).toEqual([]);
    await close();
  });

  it('the sixth card shows the best five; the bought game that does not come, and the ace replaced again', async () => {
    const { page, errors, close } = await site.open(PATH, { islands: ['casino-live-sixth', 'casino-live-buy'] });
    const sixth = page.getByTestId('casino-live-sixth');
    await sixth.getByTestId('casino-live-sixth-buyCard').click();
    expect(await squash(sixth.getByTestId('casino-live-sixth-five'))).toContain('Играют пять лучших из шести: Стрит');
    const buy = page.getByTestId('casino-live-buy');
    await buy.getByTestId('casino-live-buy-other').click();
    await buy.getByTestId('casino-live-buy-raise').click();
    await buy.getByTestId('casino-live-buy-buyGame').click();
    expect(await squash(buy.getByTestId('casino-live-buy-result'))).toContain('Итог: −10');
    await buy.getByTestId('casino-live-buy-other').click();
    await buy.getByTestId('casino-live-buy-raise').click();
    await buy.getByTestId('casino-live-buy-buyGame').click();
    const third = await squash(buy.getByTestId('casino-live-buy-result'));
    expect(third).toContain('заменена 2 раза');
    expect(third).toContain('Итог: +30');
    // A free deal at Aragon: two cards exchanged for one АНТЕ, then a fold loses АНТЕ and fee.
    const free = page.getByTestId('casino-live-exchange');
    const cards = free.locator('button[aria-pressed]');
    await cards.nth(0).click();
    await cards.nth(1).click();
    await free.getByTestId('casino-live-exchange-exchange').click();
    await free.getByTestId('casino-live-exchange-fold').click();
    expect(await squash(free.getByTestId('casino-live-exchange-result'))).toContain('Итог: −20');
    expect(errors).toEqual([]);
    await close();
  });

  it('the advisor values every option of a Senator hand as the engine does, lower bounds marked', async () => {
    const { page, errors, close } = await site.open(PATH);
    await answered(page);
    const hand = 'Д♠ Д♥ Д♦ 7♣ 2♠';
    await pick(page, `${hand} Т♠`);
    await answered(page);
    const rows = page.getByTestId('casino-advice-row');
    expect(await rows.count()).toBe(10); // the best ten, until asked for all
    await page.getByTestId('casino-advisor-all').click();
    // Fold, raise, insurance, the sixth card, 31 exchanges (decision 033).
    expect(await rows.count()).toBe(35);
    expect(await page.locator('[data-testid="casino-advice-row"][data-best="true"]').count()).toBe(1);
    expect(await page.locator('[data-testid="casino-advice-row"][data-lower-bound="true"]').count()).toBe(32);
    // The engine in this process, on the same hand: every EV as shown, best first.
    const a = adviseOrThrow(parseCardsOrThrow(hand), resolveRulesOrThrow({ preset: 'senator' }), {
      upCard: parseCardOrThrow('Т♠'),
      exchange: true,
    });
    const want = a.options.map((o) => rational.toNumber(o.ev)).sort((x, y) => y - x);
    const shown = await page.locator('[data-testid="casino-advice-row"] [data-testid="ev"]').allTextContents();
    expect(shown.map((t) => t.replace(/\s+/gu, ' ').trim())).toEqual(
      want.map((ev, i) => (shown[i]!.startsWith('≥') ? `≥ ${formatSigned(ev, 4)}` : formatSigned(ev, 4))),
    );
    expect(await squash(rows.first())).toContain('Лучшее');
    // Oasis: no sixth card, no insurance, no purchase: every value exact.
    await page.getByTestId('casino-advisor-preset').selectOption('oasis');
    await answered(page);
    expect(await rows.count()).toBe(33);
    expect(await page.locator('[data-testid="casino-advice-row"][data-lower-bound="true"]').count()).toBe(0);
    expect(formatCards(a.hand, { notation: 'ru' })).toBe(hand);
    expect(errors).toEqual([]);
    await close();
  });

  it('is clean for axe and fits 390 px, the advisor answered', async () => {
    const { page, errors, close } = await site.open(PATH);
    await answered(page);
    expect((await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.join(', ')}`)).toEqual([]);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, 'poker-casino-1280.png'), fullPage: true });
      await parts(page, SHOTS, 1280);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect((await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.join(', ')}`)).toEqual([]);
    if (SHOTS) {
      await page.screenshot({ path: join(SHOTS, 'poker-casino-390.png'), fullPage: true });
      await parts(page, SHOTS, 390);
    }
    expect(errors).toEqual([]);
    await close();
  });
});
