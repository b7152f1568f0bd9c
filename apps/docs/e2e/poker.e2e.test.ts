import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { parseCardOrThrow } from '@croupier/engine/cards';
import { island, useSite } from './helpers';

const site = useSite();

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** Scrolls a live example into view, waits for it to hydrate and returns it. */
async function example(page: Page, testId: string): Promise<Locator> {
  return island(page, testId);
}

const squash = async (l: Locator) => ((await l.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** The button of a card in an example's hand (`Qs` …). */
const cardButton = (ex: Locator, card: string) => ex.locator(`button:has([data-card="${parseCardOrThrow(card)}"])`);

describe('«Покер»: the reveal and the exchange limit, dealt', () => {
  it.each([
    // example, deals, its result after «Играть» at АНТЕ 10 (the text: «останется при своих»; «теряет всё,
    // что поставил в боксы»: 10 + 20)
    ['stud-live-push', 4, 'Равноценные расклады: игрок остаётся при своих. Итог: 0.'],
    ['stud-live-lose', 5, 'Расклад дилера старше: игрок теряет АНТЕ и СТАВКУ. Итог: −30.'],
  ])('%s: each of its %i deals settles as the text says', async (testId, deals, result) => {
    const { page, errors, close } = await site.open('/poker/', { islands: [testId] });
    const ex = await example(page, testId);
    const seeds = new Set<string>();
    for (let i = 0; i < deals; i++) {
      seeds.add(await ex.getByTestId(`${testId}-seed`).inputValue());
      await ex.getByRole('button', { name: /^Играть/u }).click();
      expect(await squash(ex.getByTestId(`${testId}-result`))).toBe(result);
      await ex.getByTestId(`${testId}-other`).click();
    }
    expect(seeds.size).toBe(deals);
    expect(errors).toEqual([]);
    await close();
  });

  it('stud-live-short: too few chips, the exchange is refused or limited in the engine’s Russian', async () => {
    const { page, errors, close } = await site.open('/poker/', { islands: ['stud-live-short'] });
    const ex = await example(page, 'stud-live-short');
    // 35 chips, АНТЕ 10: 25 left, less than one card's fee (10) and the СТАВКА (20).
    expect(await squash(ex.getByTestId('stud-live-short-balance'))).toBe('25 фишек');
    await cardButton(ex, 'Qs').click();
    await ex.getByTestId('stud-live-short-exchange').click();
    expect(await squash(ex.getByTestId('stud-live-short-error'))).toBe(
      'Плата за одну карту и СТАВКА после обмена — 10 + 20 = 30 фишек, а на счету — 25 фишек. Обмен запрещён: можно сдаться или играть.',
    );
    // The next deal: 40 chips, 30 left: two cards (15 + 20) are limited to one, one card (10 + 20) is taken.
    await ex.getByTestId('stud-live-short-other').click();
    expect(await squash(ex.getByTestId('stud-live-short-balance'))).toBe('30 фишек');
    await cardButton(ex, 'Qs').click();
    await cardButton(ex, '6s').click();
    await ex.getByTestId('stud-live-short-exchange').click();
    expect(await squash(ex.getByTestId('stud-live-short-error'))).toMatch(/Обмен ограничен одной картой/u);
    await cardButton(ex, 'Qs').click();
    await ex.getByTestId('stud-live-short-exchange').click();
    expect(await ex.getByTestId('stud-live-short-error').count()).toBe(0);
    expect(await squash(ex.getByTestId('stud-live-short-balance'))).toBe('20 фишек');
    expect(await ex.getByTestId('stud-live-short-exchange').isEnabled()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('«Покер»: the text’s Д-9-8-7-6, the queen exchanged', () => {
  it.each([
    // deal, the decision after the exchange, the result at АНТЕ 10 (hand-worked: a straight wins АНТЕ 10
    // and СТАВКА 4 × 20, less the fee 10: +80; a fold loses the АНТЕ and the fee: −20)
    [1, /^Играть/u, /Итог: \+80\.$/u],
    [2, /^Играть/u, /Итог: \+80\.$/u],
    [3, /^Сдаться/u, /Итог: −20\.$/u],
  ])('deal %i: one card for the queen, then only decisions 1 and 2', async (deal, decision, result) => {
    const { page, errors, close } = await site.open('/poker/', { islands: ['stud-live-queen'] });
    const ex = await example(page, 'stud-live-queen');
    for (let i = 1; i < deal; i++) await ex.getByTestId('stud-live-queen-other').click();
    expect(await squash(ex.getByTestId('stud-live-queen-balance'))).toBe('990 фишек');
    await cardButton(ex, 'Qs').click();
    await ex.getByTestId('stud-live-queen-exchange').click();
    // The fee, one АНТЕ, is paid; the queen is gone; no second exchange.
    expect(await squash(ex.getByTestId('stud-live-queen-balance'))).toBe('980 фишек');
    expect(await cardButton(ex, 'Qs').count()).toBe(0);
    expect(await ex.getByTestId('stud-live-queen-exchange').isEnabled()).toBe(false);
    await ex.getByRole('button', { name: decision }).click();
    expect(await squash(ex.getByTestId('stud-live-queen-result'))).toMatch(result);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('«Покер»', () => {
  it('renders its sections with anchors and no console errors', async () => {
    const { page, errors, response, close } = await site.open('/poker/');
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Покер');
    const headings = (await page.locator('main h2').allTextContents()).map((x) => x.trim());
    for (const h of [
      'Комбинации',
      'Старшинство раскладов',
      'Решения игрока',
      'Обмен карт',
      'Вскрытие и выплаты',
      'Нет игры у дилера',
      'Советчик',
      'Точные шансы',
    ]) {
      expect(headings).toContain(h);
    }
    for (const anchor of ['hands', 'ranking', 'decisions', 'exchange', 'payouts', 'no-game', 'advisor', 'odds']) {
      expect(await page.locator(`#${anchor}`).count()).toBe(1);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('names the combination of five picked cards', async () => {
    const { page, errors, close } = await site.open('/poker/', { islands: ['stud-namer'] });
    expect(await text(page, 'stud-namer-name')).toBe('Стрит'); // 9-8-7-6-5 of mixed suits
    // Issue 10: the Russian page showed the engine's ids (`straight`, `fullHouse`) beside the names.
    expect(await text(page, 'stud-namer')).not.toMatch(/[a-z][A-Z]|straight/u);
    await page.getByTestId('stud-namer-clear').click();
    const namer = page.getByTestId('stud-namer');
    for (const c of ['Ah', 'Kh', 'Qh', 'Jh', 'Th']) await namer.locator(`[data-card="${parseCardOrThrow(c)}"]`).click();
    expect(await text(page, 'stud-namer-name')).toBe('Флеш-рояль');
    await page.getByTestId('stud-namer-clear').click();
    // Q-K-A-2-3 wraps around the ace: no straight, but an ace and a king.
    for (const c of ['Qs', 'Kh', 'Ad', '2c', '3s']) await namer.locator(`[data-card="${parseCardOrThrow(c)}"]`).click();
    expect(await text(page, 'stud-namer-name')).toBe('Туз-Король');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows every comparison of the text with the better hand first, and equal royal flushes tie', async () => {
    const { page, errors, close } = await site.open('/poker/', { islands: ['stud-compare-a'] });
    for (let i = 0; i < 6; i++) {
      expect(await text(page, `stud-example-${i}`)).toContain('старше');
    }
    expect(await text(page, 'stud-compare-verdict')).toBe('равноценны');
    await page.getByTestId('stud-compare-a').fill('2-2-2-Т-Т');
    await page.getByTestId('stud-compare-b').fill('3-3-3-2-2');
    expect(await text(page, 'stud-compare-verdict')).toBe('младше');
    await page.getByTestId('stud-compare-a').fill('5-4-3-2-Т');
    await page.getByTestId('stud-compare-b').fill('6-5-4-3-2');
    expect(await text(page, 'stud-compare-verdict')).toBe('младше');
    expect(errors).toEqual([]);
    await close();
  });

  it("pays the text's examples: ante 10, full house 150, royal flush 2010", async () => {
    const { page, errors, close } = await site.open('/poker/', { islands: ['stud-payouts'] });
    const won = async (cat: string) =>
      (await page.getByTestId(`stud-pay-${cat}`).getByTestId('won').textContent())?.trim();
    expect(await won('fullHouse')).toBe('150');
    expect(await won('royalFlush')).toBe('2010');
    await page.getByTestId('stud-payouts-ante').fill('25');
    // Hand-worked: 25 + 2 × 25 × 7 = 375; straight 25 + 50 × 4 = 225.
    expect(await won('fullHouse')).toBe('375');
    expect(await won('straight')).toBe('225');
    // An ante that is not whole chips is refused in Russian, by the engine's rule.
    await page.getByTestId('stud-payouts-ante').fill('2.5');
    expect(await page.getByTestId('stud-payouts').locator('.stud-error').textContent()).toMatch(/^АНТЕ — целое/u);
    expect(errors).toEqual([]);
    await close();
  });

  it('prices the exchange and applies the balance limit', async () => {
    const { page, errors, close } = await site.open('/poker/', { islands: ['stud-exchange-balance'] });
    const row = (n: number) => page.getByTestId(`stud-exchange-${n}`);
    // Balance 40, ante 10: 30 left; one card (10) leaves 20 = the raise; two cards (15) leave 15 < 20.
    expect(await row(1).getByTestId('fee').textContent()).toBe('10');
    expect(await row(1).getByTestId('allowed').textContent()).toMatch(/^да/);
    expect(await row(2).getByTestId('fee').textContent()).toBe('15');
    expect(await row(2).getByTestId('allowed').textContent()).toMatch(/^нет.*ограничен одной картой/);
    await page.getByTestId('stud-exchange-balance').fill('100');
    expect(await row(2).getByTestId('allowed').textContent()).toMatch(/^да/);
    await page.getByTestId('stud-exchange-balance').fill('35');
    expect(await row(1).getByTestId('allowed').textContent()).toMatch(/^нет.*запрещён/);
    expect(errors).toEqual([]);
    await close();
  });

  it("the advisor computes every option in a worker; the text's Д-9-8-7-6 throws the queen", async () => {
    const { page, errors, close } = await site.open('/poker/', { islands: ['stud-advisor'] });
    await page.getByTestId('stud-advisor').scrollIntoViewIfNeeded();
    const ready = () =>
      page.waitForFunction(
        () =>
          document.querySelector('[data-testid=stud-advisor]')?.getAttribute('data-state') === 'done' &&
          document.querySelectorAll('[data-testid=stud-advisor-row]').length > 0,
        null,
        { timeout: 240_000 },
      );
    await ready();
    const rows = page.getByTestId('stud-advisor-row');
    expect(await rows.count()).toBe(17); // fold, raise, 5 one-card and 10 two-card exchanges
    expect(
      (await page.locator('[data-testid=stud-advisor-row][data-best=true] td').first().textContent())?.trim(),
    ).toBe('Заменить Д♠');
    const fold = page.locator('[data-testid=stud-advisor-row]', { hasText: 'Сдаться' }).getByTestId('ev');
    expect(await fold.textContent()).toBe('−1,0000');
    await page.getByTestId('stud-advisor-deal').click();
    await ready();
    expect(await rows.count()).toBe(17);
    expect(errors).toEqual([]);
    await close();
  }, 300_000);

  it('shows the exact Caribbean figures (Wizard of Odds: 5.2243%, 2.5553%)', async () => {
    const { page, errors, close } = await site.open('/poker/', { islands: ['stud-odds-caribbean'] });
    const row = page.getByTestId('stud-odds-caribbean');
    expect(await row.getByTestId('edge').textContent()).toBe('5,2243\u00a0%');
    expect(await row.getByTestId('eor').textContent()).toBe('2,5553\u00a0%');
    expect(errors).toEqual([]);
    await close();
  });
});
