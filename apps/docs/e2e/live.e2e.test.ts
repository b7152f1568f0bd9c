/**
 * Browser tests of the examples beside the rules (src/components/live), played by keyboard, the baccarat
 * side bets, and the «Как это посчитано» pages: axe on what this work added, no sideways scroll at
 * 390 px, and screenshots at 1280 and 390 px in /work/shots/sitelive/ (when that folder exists).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from '@croupier/testkit/audit';
import { useSite, waitForIslands } from './helpers';

const site = useSite();
const SHOTS = '/work/shots/sitelive';

/** Scrolls an example into view, waits for it to hydrate and returns it. */
async function example(page: Page, testId: string): Promise<Locator> {
  const el = page.getByTestId(testId);
  await el.scrollIntoViewIfNeeded();
  await waitForIslands(page);
  await page.waitForFunction(
    (id) => !document.querySelector(`[data-testid="${id}"]`)?.closest('astro-island')?.hasAttribute('ssr'),
    testId,
  );
  return el;
}

/** Focuses a button and presses it with the keyboard. */
async function press(button: Locator, key: 'Enter' | ' ' = 'Enter'): Promise<void> {
  await button.focus();
  await button.press(key === ' ' ? 'Space' : key);
}

const text = async (l: Locator) => ((await l.textContent()) ?? '').replace(/\s+/g, ' ').trim();

describe('blackjack: the text’s worked examples, played by keyboard', () => {
  it('«поставив 10 и получив Блекджек … выигрыш 15», and «Другая раздача» deals another blackjack', async () => {
    const { page, errors, close } = await site.open('/blackjack/');
    const ex = await example(page, 'bj-live-bj10');
    expect(await text(ex.getByTestId('bj-live-bj10-result'))).toBe('Ставка: Блекджек, +15.');
    const seed = await ex.getByTestId('bj-live-bj10-seed').inputValue();
    await press(ex.getByTestId('bj-live-bj10-other'));
    expect(await ex.getByTestId('bj-live-bj10-seed').inputValue()).not.toBe(seed);
    expect(await text(ex.getByTestId('bj-live-bj10-result'))).toBe('Ставка: Блекджек, +15.');
    expect(errors).toEqual([]);
    await close();
  });

  it('«поставил 5 … выигрыш составит 5»: «Хватит» by keyboard wins 1:1', async () => {
    const { page, close } = await site.open('/blackjack/');
    const ex = await example(page, 'bj-live-win5');
    await press(ex.getByRole('button', { name: 'Хватит' }), ' ');
    expect(await text(ex.getByTestId('bj-live-win5-result'))).toMatch(/^Ставка: Выигрыш 1:1, \+5\.$/u);
    await close();
  });

  it.each([
    ['bj-live-bjdouble', ['Удвоить'], /^Ставка: Проигрыш, −20\.$/u],
    ['bj-live-bjsplit', ['Разделить', 'Хватит', 'Хватит'], /^Рука 1: Проигрыш, −10; Рука 2: Проигрыш, −10\.$/u],
  ])('%s: a dealer blackjack takes every stake (%s)', async (id, moves, result) => {
    const { page, close } = await site.open('/blackjack/');
    const ex = await example(page, id);
    for (const m of moves) await press(ex.getByTestId(`${id}-actions`).getByRole('button', { name: m }));
    expect(await text(ex.getByTestId(`${id}-result`))).toMatch(result);
    await close();
  });

  it('insurance: bought for 5 against the ace; with a dealer blackjack it pays 2:1 — the bet’s 10', async () => {
    const { page, close } = await site.open('/blackjack/');
    const ex = await example(page, 'bj-live-insurance');
    await press(ex.getByRole('button', { name: /Купить страховку/u }));
    const stand = ex.getByRole('button', { name: 'Хватит' });
    if (await stand.count()) await press(stand);
    const result = await text(ex.getByTestId('bj-live-insurance-result'));
    expect(result).toMatch(/Страховка: Выигрыш 2:1, \+10/u);
    await close();
  });
});

describe('baccarat: bets, naturals and the player’s rule', () => {
  it('the bet is picked by keyboard and the coup settles it', async () => {
    const { page, close } = await site.open('/baccarat/');
    const ex = await example(page, 'bac-live-bets');
    await press(ex.getByTestId('bac-live-bets-bet-player'), ' ');
    expect(await ex.getByTestId('bac-live-bets-bet-player').getAttribute('aria-pressed')).toBe('true');
    await press(ex.getByTestId('bac-live-bets-end'));
    expect(await text(ex.getByTestId('bac-live-bets-steps'))).toMatch(/Пунто/u);
    await close();
  });

  it('a natural ends the coup on two cards each', async () => {
    const { page, close } = await site.open('/baccarat/');
    const ex = await example(page, 'bac-live-natural');
    await press(ex.getByTestId('bac-live-natural-end'));
    expect(await text(ex.getByTestId('bac-live-natural-steps'))).toMatch(/натуральн/iu);
    expect(await ex.locator('.cr-hand').first().locator('.cr-card, [aria-label]').count()).toBeGreaterThan(0);
    await close();
  });

  it('the side bets table shows the pairs, Dragon 7 and Panda 8 with exact edges and the command', async () => {
    const { page, close } = await site.open('/baccarat/');
    const t = page.getByTestId('bac-side-bets');
    expect(await text(t.getByTestId('bac-side-playerPair-casino').locator('a.fig'))).toBe('10,3614 %');
    expect(await text(t.getByTestId('bac-side-dragon7-ez').locator('a.fig'))).toBe('7,6113 %');
    expect(await text(t)).toContain('croupier odds baccarat --preset ez --json');
    await close();
  });
});

describe('poker: the decisions and «нет игры»', () => {
  it('cards are marked for the exchange by keyboard', async () => {
    const { page, close } = await site.open('/poker/');
    const ex = await example(page, 'stud-live-decide');
    const cards = ex.getByRole('group', { name: /Карты игрока/u }).getByRole('button');
    await press(cards.nth(0), ' ');
    expect(await cards.nth(0).getAttribute('aria-pressed')).toBe('true');
    expect(await ex.getByTestId('stud-live-decide-exchange').isEnabled()).toBe(true);
    await press(ex.getByTestId('stud-live-decide-exchange'));
    expect(await ex.getByRole('button', { name: /Играть/u }).isEnabled()).toBe(true);
    await close();
  });

  it('the dealer has «нет игры»: «Играть» wins the ante, 10, whatever the hand', async () => {
    const { page, close } = await site.open('/poker/');
    const ex = await example(page, 'stud-live-nogame');
    await press(ex.getByRole('button', { name: /Играть/u }));
    expect(await text(ex.getByTestId('stud-live-nogame-result'))).toBe(
      'У дилера «нет игры»: АНТЕ оплачивается 1:1, СТАВКА возвращается. Итог: +10.',
    );
    await close();
  });
});

describe('craps: the line bets roll to a decision', () => {
  it('«Не проходит»: rolls by keyboard until the bet is decided', async () => {
    const { page, close } = await site.open('/craps/');
    const ex = await example(page, 'crp-live-dontpass');
    const roll = ex.getByTestId('crp-live-dontpass-roll');
    for (let i = 0; i < 60 && (await text(roll)) === 'Бросить'; i++) await press(roll);
    expect(await text(roll)).toBe('Поставить снова и бросить');
    expect(await text(ex.getByTestId('crp-live-dontpass-log'))).not.toBe('');
    await close();
  });
});

const CHANGED = ['/blackjack/', '/baccarat/', '/craps/', '/poker/'] as const;
const METHOD = ['/blackjack/method/', '/baccarat/method/', '/craps/method/', '/poker/method/'] as const;
// What this work added to the game pages: the examples, the linked figures and the side bets. The rest of
// each page is other work's (its own axe runs); it is left out here.
const MINE = '[data-live-example], a.fig, [data-testid="bac-side-bets"], details.method-details';

describe('axe, 390 px and screenshots', () => {
  it.each(METHOD)('%s: no axe violation, no sideways scroll at 390 px', async (path) => {
    const { page, errors, response, close } = await site.open(path);
    expect(response?.status()).toBe(200);
    expect(await axeViolations(page, { exclude: ['button[data-open-modal]'] })).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (existsSync(SHOTS)) {
      const name = path.replace(/\//g, '-').replace(/^-|-$/g, '');
      await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
    await close();
  });

  it.each(CHANGED)('%s: the new examples and figures pass axe and fit 390 px', async (path) => {
    const { page, close } = await site.open(path);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const el of await page.locator('[data-live-example]').all()) {
      await el.scrollIntoViewIfNeeded();
      await waitForIslands(page);
      const box = await el.boundingBox();
      expect(box!.x + box!.width, (await el.getAttribute('data-testid')) ?? '').toBeLessThanOrEqual(390);
    }
    const side = page.getByTestId('bac-side-bets');
    if (await side.count()) expect((await side.boundingBox())!.width).toBeLessThanOrEqual(390);
    const exclude = await page.evaluate((mine) => {
      // Everything in the content column that neither is nor holds what this work added.
      const content = document.querySelector('.sl-markdown-content')!;
      return [...content.children]
        .filter((c) => !c.matches(mine) && !c.querySelector(mine))
        .map((c, i) => {
          c.setAttribute('data-axe-skip', String(i));
          return `[data-axe-skip="${i}"]`;
        });
    }, MINE);
    const violations = await axeViolations(page, {
      exclude: [
        'header',
        'nav',
        '.right-sidebar-container',
        'mobile-starlight-toc',
        'starlight-menu-button',
        ...exclude,
      ],
    });
    expect(violations).toEqual([]);
    if (existsSync(SHOTS)) {
      const name = path.replace(/\//g, '-').replace(/^-|-$/g, '');
      for (const id of [
        'bj-live-bjsplit',
        'bac-live-natural',
        'stud-live-nogame',
        'crp-live-dontpass',
        'bac-side-bets',
      ]) {
        const el = page.getByTestId(id);
        if (await el.count()) await el.screenshot({ path: `${SHOTS}/${name}-${id}-390.png` });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      for (const id of [
        'bj-live-bjsplit',
        'bac-live-natural',
        'stud-live-nogame',
        'crp-live-dontpass',
        'bac-side-bets',
      ]) {
        const el = page.getByTestId(id);
        if (await el.count()) await el.screenshot({ path: `${SHOTS}/${name}-${id}-1280.png` });
      }
    }
    await close();
  });
});
