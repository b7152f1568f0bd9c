import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from './helpers';

const site = useSite();

async function type(page: Page, text: string): Promise<void> {
  await page.getByTestId('card-input').fill(text);
}

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** The badge and the worked sum of a result line. */
const line = async (page: Page, testId: string) => [
  await page.getByTestId(testId).locator('.cr-badge').textContent(),
  await page.getByTestId(testId).locator('.card-lab__detail').textContent(),
];

describe('«Карты и обозначения»: the calculator', () => {
  // One page for the whole block: every test fills the input itself, so none depends on another.
  const lab = site.shared('/cards/');
  // Hand-worked: Т = 11 while the hand stays ≤ 21; baccarat drops the tens (the text's 7+8+8 → 3).
  it.each([
    { hand: 'Т♠ 6♦', bj: '17, мягкая', bjDetail: '11 + 6 = 17', bac: '7' },
    { hand: 'As Kd', bj: 'Блекджек', bjDetail: '11 + 10 = 21', bac: '1' },
    { hand: '7♠ 8♥ 8♦', bj: 'Перебор: 23', bjDetail: '7 + 8 + 8 = 23', bac: '3' },
    { hand: 'Т♠ 6♦ 9♣', bj: '16, жёсткая', bjDetail: '1 + 6 + 9 = 16', bac: '6' },
    { hand: '10h 9п', bj: '19, жёсткая', bjDetail: '10 + 9 = 19', bac: '9' },
  ])('$hand → blackjack «$bj», baccarat $bac', async ({ hand, bj, bjDetail, bac }) => {
    const { page } = lab();
    await type(page, hand);
    expect(await line(page, 'bj-value')).toEqual([bj, bjDetail]);
    expect(await page.getByTestId('baccarat-point').locator('.cr-badge').textContent()).toBe(bac);
    expect(await text(page, 'card-error')).toBe('');
  });

  it('shows the text’s baccarat example 7 + 8 + 8 = 23 → 3', async () => {
    const { page } = lab();
    await type(page, '7♠ 8♥ 8♦');
    expect(await line(page, 'baccarat-point')).toEqual(['3', '7 + 8 + 8 = 23 → 3']);
  });

  it.each([
    { input: 'Т♠ Х♦', token: '«Х♦» — не карта: не распознано достоинство' },
    { input: 'Т♠ 6', token: 'У «6» нет масти' },
    { input: 'Т♠ Т♠', token: '«Т♠» указана дважды' },
    { input: 'Bs', token: 'Латинская B — не валет' },
  ])('a bad token «$input» is named in a Russian error, and the state is kept', async ({ input, token }) => {
    const { page } = lab();
    await type(page, 'Т♠ 6♦');
    await type(page, input);
    const error = await text(page, 'card-error');
    expect(error).toContain(token);
    expect(error).toMatch(/Допустимые|уберите повтор|пишите кириллическую/);
    expect(await page.getByTestId('card-input').getAttribute('aria-invalid')).toBe('true');
    // The picker keeps the last hand that was read.
    expect(await page.locator('.cr-picker__cell[aria-pressed="true"]').count()).toBe(2);
  });

  it.each([
    { hand: 'Т♥ К♥ Д♥ В♥ 10♥', combo: 'Флеш-рояль' },
    { hand: 'Т♣ К♦ 8♠ 7♥ 3♣', combo: 'Туз-Король' },
    { hand: '3♠ 3♥ 3♦ 2♣ 2♠', combo: 'Фулл' },
    { hand: 'В♠ 10♥ 7♦ 5♣ 2♠', combo: 'Нет игры' },
  ])('five cards $hand → poker «$combo»', async ({ hand, combo }) => {
    const { page } = lab();
    await type(page, hand);
    expect(await text(page, 'poker-combo')).toBe(combo);
  });

  it('explains that a poker combination needs exactly five cards', async () => {
    const { page } = lab();
    await type(page, 'Т♠ К♠ Д♠');
    expect(await text(page, 'poker-combo')).toBe('комбинация — ровно из пяти карт, а здесь 3');
  });

  it('warns that a Latin T is a ten', async () => {
    const { page } = lab();
    await type(page, 'Td 9c');
    expect(await text(page, 'card-warning')).toContain('Латинская T здесь — десятка');
    expect(await page.getByTestId('bj-value').locator('.cr-badge').textContent()).toBe('19, жёсткая');
  });

  it('picking cards in the deck by mouse and keyboard fills the input', async () => {
    const { page } = lab();
    await type(page, '');
    await page.getByRole('button', { name: 'туз пик', exact: true }).click();
    // From Т♠ (top-left) the focus moves right to К♠, then down to К♥; Enter picks it.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('card-input').inputValue()).toBe('Т♠ К♥');
    expect(await page.getByTestId('bj-value').locator('.cr-badge').textContent()).toBe('Блекджек');
  });

  it('an example button loads its hand', async () => {
    const { page } = lab();
    await page.getByRole('button', { name: '7♠ 8♥ 8♦' }).click();
    expect(await page.getByTestId('card-input').inputValue()).toBe('7♠ 8♥ 8♦');
    expect(await page.getByTestId('baccarat-point').locator('.cr-badge').textContent()).toBe('3');
  });

  it('logged no console error through all of the above', () => {
    expect(lab().errors).toEqual([]);
  });
});

describe('«Карты и обозначения»: exact figures enumerated at build time', () => {
  const lab = site.shared('/cards/');
  it('counts the five-card hands of each combination as published', async () => {
    const { page } = lab();
    const count = async (id: string) =>
      (await page.locator(`[data-testid="poker-combos"] tr[data-combo="${id}"] td.num`).first().textContent())?.replace(
        /\s/g,
        '',
      );
    // Published counts (Wikipedia, «Poker probability»); ace-king hand-worked: 164 rank sets × 1020 suitings.
    expect(await count('royalFlush')).toBe('4');
    expect(await count('fullHouse')).toBe('3744');
    expect(await count('pair')).toBe('1098240');
    expect(await count('aceKing')).toBe('167280');
  });

  it('gives the one-deck blackjack chance as 32/663', async () => {
    const { page } = lab();
    const firstRow = await page
      .locator('[data-testid="blackjack-odds"] tbody tr')
      .first()
      .locator('td')
      .allTextContents();
    expect(firstRow).toEqual(['1', '32/663', '4,827\u00a0%']); // a no-break space before «%»
  });
});
