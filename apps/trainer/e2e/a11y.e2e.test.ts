/**
 * Accessibility of every screen (issue 11): axe finds nothing on the list, a drill before and after an
 * answer, a refused answer's hint, the rules, statistics and the notice banner; the keyboard alone goes
 * from the list through a drill and back with visible focus; focus lands on the next question after
 * «Дальше»; live regions announce the cards dealt, the dice rolled and the verdict; the drill title reads
 * at 4.5:1 or more.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@croupier/testkit/audit';
import {
  answerNumber,
  feedback,
  shownHands,
  STORE_KEY,
  waitForScreen,
  type Page,
  type Trainer,
  trainerEachTest,
} from './helpers.ts';

let t: Trainer;
trainerEachTest((opened) => (t = opened));

/** Card names written out here, not taken from the app: rank = card >> 2 (2…A), suit = card & 3 (♠ ♥ ♦ ♣). */
const RANKS = ['двойка', 'тройка', 'четвёрка', 'пятёрка', 'шестёрка', 'семёрка', 'восьмёрка', 'девятка', 'десятка'];
const FACES = ['валет', 'дама', 'король', 'туз'];
const SUITS = ['пик', 'червей', 'бубен', 'треф'];
const cardName = (c: number) => `${[...RANKS, ...FACES][c >> 2]} ${SUITS[c & 3]}`;
const bacPoint = (cards: number[]) =>
  cards.reduce((s, c) => s + [2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0, 1][c >> 2]!, 0) % 10;

/** WCAG 2 contrast of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, bl] = css
      .match(/\d+(\.\d+)?/gu)!
      .slice(0, 3)
      .map((v) => Number(v) / 255);
    const f = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(bl!);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const announced = (page: Page) => page.getByTestId('announce');
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('axe finds no violations', () => {
  it('on the list', async () => {
    await t.goto('/');
    expect(await axeViolations(t.page)).toEqual([]);
  });

  it('on a choice drill before and after the answer', async () => {
    await t.goto('/drill/blackjack-soft-hard?seed=3');
    await t.page.getByTestId('prompt').waitFor();
    expect(await axeViolations(t.page)).toEqual([]);
    await t.page.keyboard.press('1');
    await feedback(t.page);
    expect(await axeViolations(t.page)).toEqual([]);
  });

  it('on a number drill before and after the answer, and with a refused answer’s hint', async () => {
    await t.goto('/drill/baccarat-point?seed=42&key=three-3');
    await t.page.getByTestId('prompt').waitFor();
    expect(await axeViolations(t.page)).toEqual([]);
    await answerNumber(t.page, 'три');
    await t.page.getByTestId('answer-hint').waitFor();
    expect(await axeViolations(t.page)).toEqual([]);
    await answerNumber(t.page, '3');
    await feedback(t.page);
    expect(await axeViolations(t.page)).toEqual([]);
  });

  it('on the dice of a craps drill and the cards of a stud drill', async () => {
    for (const path of ['/drill/craps-roll-effect?seed=3', '/drill/stud-payout?seed=7']) {
      await t.goto(path);
      await t.page.getByTestId('prompt').waitFor();
      expect(await axeViolations(t.page)).toEqual([]);
    }
  });

  it('on the rules picker and statistics', async () => {
    await t.goto('/rules/blackjack');
    expect(await axeViolations(t.page)).toEqual([]);
    await t.goto('/stats');
    expect(await axeViolations(t.page)).toEqual([]);
  });

  it('on the notice banner of a corrupt store', async () => {
    await t.goto('/');
    await t.page.evaluate((k) => window.localStorage.setItem(k, '{"version":2,'), STORE_KEY);
    await t.page.reload();
    await t.page.getByRole('alert').waitFor();
    expect(await axeViolations(t.page)).toEqual([]);
  });
});

describe('keyboard and focus', () => {
  it('goes from the list into a drill, answers, goes on and back by keyboard alone, focus always visible', async () => {
    await t.goto('/');
    // Tab to the first drill's «Начать» button; every stop shows a focus ring.
    for (let i = 0; i < 40; i++) {
      await t.page.keyboard.press('Tab');
      const stop = await t.page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const s = getComputedStyle(el);
        return { text: el.textContent?.trim() ?? '', style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
      });
      expect(stop.style).not.toBe('none');
      expect(stop.width).toBeGreaterThanOrEqual(2);
      if (stop.text === 'Начать') break;
    }
    await t.page.keyboard.press('Enter');
    await waitForScreen(t.page);
    await t.page.getByTestId('prompt').waitFor();
    // The first drill of the list takes a number: the field has focus and is described by the question.
    expect(await t.page.evaluate(() => document.activeElement?.getAttribute('aria-describedby'))).toContain('prompt');
    await t.page.keyboard.type('99');
    await t.page.keyboard.press('Enter');
    await feedback(t.page);
    await t.page.keyboard.press('Enter');
    expect(await t.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Ответ');
    // Shift+Tab back to «← Все упражнения» and Enter: the list again, focus on its heading.
    await t.page.locator('.practice-top button').focus();
    await t.page.keyboard.press('Enter');
    await t.page.getByRole('heading', { level: 1, name: 'Упражнения' }).waitFor();
    expect(await t.page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });

  it('moves focus to the next question after «Дальше», so a screen reader reads it', async () => {
    await t.goto('/drill/blackjack-soft-hard?seed=5');
    await t.page.getByTestId('prompt').waitFor();
    const first = await t.page.getByTestId('seed-value').textContent();
    await t.page.keyboard.press('1');
    await feedback(t.page);
    expect(await t.page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Дальше/u);
    await t.page.keyboard.press('Space');
    await t.page.waitForFunction((s) => document.querySelector('[data-testid="seed-value"]')?.textContent !== s, first);
    expect(await activeId(t.page)).toBe('prompt');
  });

  it('gives the drill title at least 4.5:1 contrast on its panel', async () => {
    await t.goto('/drill/blackjack-soft-hard?seed=5');
    const [fg, bg] = await t.page.evaluate(() => [
      getComputedStyle(document.querySelector('.drill-kicker')!).color,
      getComputedStyle(document.querySelector('.panel.table')!).backgroundColor,
    ]);
    expect(contrast(fg!, bg!)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('live regions', () => {
  it('announce the cards dealt, then the verdict', async () => {
    await t.goto('/drill/baccarat-point?seed=42&key=three-3');
    const [cards] = await shownHands(t.page);
    const label = (await t.page.locator('.felt .cr-hand__label').first().textContent())!.trim();
    await expect
      .poll(() => announced(t.page).textContent())
      .toBe(`Сдано. ${label}: ${cards!.map(cardName).join(', ')}.`);
    expect(await announced(t.page).getAttribute('aria-live')).toBe('polite');
    await answerNumber(t.page, String(bacPoint(cards!)));
    await feedback(t.page);
    await expect.poll(() => announced(t.page).textContent()).toBe(`Верно. Правильный ответ: ${bacPoint(cards!)}.`);
  });

  it('announce the dice rolled', async () => {
    await t.goto('/drill/craps-roll-effect?seed=3');
    await t.page.getByTestId('prompt').waitFor();
    const faces = await t.page.$$eval('.felt [data-face]', (d) => d.map((e) => Number(e.getAttribute('data-face'))));
    expect(faces).toHaveLength(2);
    const [a, b] = faces as [number, number];
    await expect.poll(() => announced(t.page).textContent()).toBe(`Брошены кости: ${a} и ${b}, сумма ${a + b}.`);
  });

  it('announce a wrong answer with the right one', async () => {
    await t.goto('/drill/baccarat-point?seed=42&key=three-3');
    const [cards] = await shownHands(t.page);
    const wrong = (bacPoint(cards!) + 1) % 10;
    await answerNumber(t.page, String(wrong));
    await feedback(t.page);
    await expect
      .poll(() => announced(t.page).textContent())
      .toBe(`Неверно, ваш ответ: ${wrong}. Правильный ответ: ${bacPoint(cards!)}.`);
  });
});
