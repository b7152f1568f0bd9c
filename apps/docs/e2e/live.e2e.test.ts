/**
 * Browser tests of the examples beside the rules (src/components/live), played by keyboard, and the
 * baccarat side bets.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { island, useSite } from './helpers';

const site = useSite();

/** Scrolls an example into view, waits for it to hydrate and returns it. */
async function example(page: Page, testId: string): Promise<Locator> {
  return island(page, testId);
}

/** Focuses a button and presses it with the keyboard. */
async function press(button: Locator, key: 'Enter' | ' ' = 'Enter'): Promise<void> {
  await button.focus();
  await button.press(key === ' ' ? 'Space' : key);
}

const text = async (l: Locator) => ((await l.textContent()) ?? '').replace(/\s+/g, ' ').trim();

describe('blackjack: the text’s worked examples, played by keyboard', () => {
  it('«поставив 10 и получив Блекджек … выигрыш 15», and «Другая раздача» deals another blackjack', async () => {
    const { page, errors, close } = await site.open('/blackjack/', { islands: ['bj-live-bj10'] });
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
    const { page, close } = await site.open('/blackjack/', { islands: ['bj-live-win5'] });
    const ex = await example(page, 'bj-live-win5');
    await press(ex.getByRole('button', { name: 'Хватит' }), ' ');
    expect(await text(ex.getByTestId('bj-live-win5-result'))).toMatch(/^Ставка: Выигрыш 1:1, \+5\.$/u);
    await close();
  });

  it.each([
    ['bj-live-bjdouble', ['Удвоить'], /^Ставка: Проигрыш, −20\.$/u],
    ['bj-live-bjsplit', ['Разделить', 'Хватит', 'Хватит'], /^Рука 1: Проигрыш, −10; Рука 2: Проигрыш, −10\.$/u],
  ])('%s: a dealer blackjack takes every stake (%s)', async (id, moves, result) => {
    const { page, close } = await site.open('/blackjack/', { islands: [id] });
    const ex = await example(page, id);
    for (const m of moves) await press(ex.getByTestId(`${id}-actions`).getByRole('button', { name: m }));
    expect(await text(ex.getByTestId(`${id}-result`))).toMatch(result);
    await close();
  });

  it('insurance: bought for 5 against the ace; with a dealer blackjack it pays 2:1 — the bet’s 10', async () => {
    const { page, close } = await site.open('/blackjack/', { islands: ['bj-live-insurance'] });
    const ex = await example(page, 'bj-live-insurance');
    await press(ex.getByRole('button', { name: /Купить страховку/u }));
    const stand = ex.getByRole('button', { name: 'Хватит' });
    if (await stand.count()) await press(stand);
    const result = await text(ex.getByTestId('bj-live-insurance-result'));
    expect(result).toMatch(/Страховка: Выигрыш 2:1, \+10/u);
    await close();
  });
});

describe('blackjack: the examples of issue 20 render and step', () => {
  it('a blackjack against a blackjack is settled at once: a push, 0; «Другая раздача» deals another', async () => {
    const { page, errors, close } = await site.open('/blackjack/', { islands: ['bj-live-bjpush'] });
    const ex = await example(page, 'bj-live-bjpush');
    expect(await text(ex.getByTestId('bj-live-bjpush-result'))).toBe('Ставка: Равенство, 0.');
    const seed = await ex.getByTestId('bj-live-bjpush-seed').inputValue();
    await press(ex.getByTestId('bj-live-bjpush-other'));
    expect(await ex.getByTestId('bj-live-bjpush-seed').inputValue()).not.toBe(seed);
    expect(await text(ex.getByTestId('bj-live-bjpush-result'))).toBe('Ставка: Равенство, 0.');
    expect(errors).toEqual([]);
    await close();
  });

  it('«Блекджек бьет … 21»: one card to 21, the dealer’s blackjack takes the bet', async () => {
    const { page, close } = await site.open('/blackjack/', { islands: ['bj-live-bj21'] });
    const ex = await example(page, 'bj-live-bj21');
    await press(ex.getByTestId('bj-live-bj21-actions').getByRole('button', { name: 'Ещё карту' }));
    expect(await text(ex.getByTestId('bj-live-bj21-result'))).toBe('Ставка: Проигрыш, −10.');
    await close();
  });

  it('a pair after the one split: no «Разделить», and the engine’s reason', async () => {
    const { page, errors, close } = await site.open('/blackjack/', { islands: ['bj-live-split-once'] });
    const ex = await example(page, 'bj-live-split-once');
    const actions = ex.getByTestId('bj-live-split-once-actions');
    await press(actions.getByRole('button', { name: 'Разделить' }));
    await ex.getByTestId('bj-live-split-once-refusal').waitFor();
    expect(await text(ex.getByTestId('bj-live-split-once-refusal'))).toBe(
      'Разделить нельзя. Разделить можно только один раз.',
    );
    expect(await actions.getByRole('button', { name: 'Разделить' }).count()).toBe(0);
    await press(actions.getByRole('button', { name: 'Хватит' }));
    await press(actions.getByRole('button', { name: 'Хватит' }));
    expect(await text(ex.getByTestId('bj-live-split-once-result'))).toMatch(/^Рука 1: .*; Рука 2: .*\.$/u);
    expect(errors).toEqual([]);
    await close();
  });

  it('two aces: no «Разделить», the reason from the engine; the hand is played on', async () => {
    const { page, close } = await site.open('/blackjack/', { islands: ['bj-live-aces'] });
    const ex = await example(page, 'bj-live-aces');
    expect(await text(ex.getByTestId('bj-live-aces-refusal'))).toBe(
      'Разделить нельзя. Два туза разделять не разрешается.',
    );
    const actions = ex.getByTestId('bj-live-aces-actions');
    expect(await actions.getByRole('button', { name: 'Разделить' }).count()).toBe(0);
    await press(actions.getByRole('button', { name: 'Хватит' }));
    expect(await text(ex.getByTestId('bj-live-aces-result'))).toMatch(/^Ставка: /u);
    await close();
  });

  it('a random shuffle is captioned as the reader’s own deal, not with the example’s promise', async () => {
    const { page, close } = await site.open('/blackjack/', { islands: ['bj-live-win5'] });
    const ex = await example(page, 'bj-live-win5');
    expect(await text(ex.getByTestId('bj-live-win5-prompt'))).toContain('выигрыш 1 : 1');
    await press(ex.getByTestId('bj-live-win5-new'));
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="bj-live-win5-prompt"]')?.textContent?.startsWith('Своя тасовка'),
    );
    expect(await text(ex.getByTestId('bj-live-win5-prompt'))).not.toContain('выигрыш 1 : 1');
    await close();
  });
});

describe('blackjack: a dealt Блекджек, equal totals, a double and a push after an ace up render and step', () => {
  it('a Блекджек is dealt and settled at once, 3:2 on 10; «Другая раздача» deals another', async () => {
    const { page, errors, close } = await site.open('/blackjack/', { islands: ['bj-live-natural'] });
    const ex = await example(page, 'bj-live-natural');
    for (let i = 0; i < 2; i++) {
      expect(await text(ex.getByTestId('bj-live-natural-result'))).toMatch(/^Ставка: .*\+15\.$/u);
      expect(await ex.getByTestId('bj-live-natural-actions').count()).toBe(0);
      expect(await ex.locator('figure', { hasText: 'Игрок' }).locator('[data-card]').count()).toBe(2);
      await press(ex.getByTestId('bj-live-natural-other'));
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('equal totals: «Хватит», and the stake comes back (0)', async () => {
    const { page, errors, close } = await site.open('/blackjack/', { islands: ['bj-live-push'] });
    const ex = await example(page, 'bj-live-push');
    await press(ex.getByTestId('bj-live-push-actions').getByRole('button', { name: 'Хватит' }));
    expect(await text(ex.getByTestId('bj-live-push-result'))).toBe('Ставка: Равенство, 0.');
    expect(errors).toEqual([]);
    await close();
  });

  it('a double gets exactly one card, and the hand has no move left', async () => {
    const { page, errors, close } = await site.open('/blackjack/', { islands: ['bj-live-double'] });
    const ex = await example(page, 'bj-live-double');
    await press(ex.getByTestId('bj-live-double-actions').getByRole('button', { name: 'Удвоить' }));
    await ex.getByTestId('bj-live-double-result').filter({ hasText: 'Ставка' }).waitFor();
    expect(await ex.getByTestId('bj-live-double-actions').count()).toBe(0);
    const hand = ex.locator('figure', { hasText: 'Игрок, удвоено' });
    expect(await hand.locator('[data-card]').count()).toBe(3);
    expect(await text(ex.getByTestId('bj-live-double-result'))).toMatch(/^Ставка: .*(20|0)\.$/u);
    expect(errors).toEqual([]);
    await close();
  });

  it('a Блекджек against the dealer’s after an ace up: «Без страховки», a draw (0)', async () => {
    const { page, errors, close } = await site.open('/blackjack/', { islands: ['bj-live-insurance-push'] });
    const ex = await example(page, 'bj-live-insurance-push');
    await press(ex.getByTestId('bj-live-insurance-push-actions').getByRole('button', { name: 'Без страховки' }));
    expect(await text(ex.getByTestId('bj-live-insurance-push-result'))).toBe('Ставка: Равенство, 0.');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('baccarat: bets, naturals and the player’s rule', () => {
  it('the bet is picked by keyboard and the coup settles it', async () => {
    const { page, close } = await site.open('/baccarat/', { islands: ['bac-live-bets'] });
    const ex = await example(page, 'bac-live-bets');
    await press(ex.getByTestId('bac-live-bets-bet-player'), ' ');
    expect(await ex.getByTestId('bac-live-bets-bet-player').getAttribute('aria-pressed')).toBe('true');
    await press(ex.getByTestId('bac-live-bets-end'));
    expect(await text(ex.getByTestId('bac-live-bets-steps'))).toMatch(/Пунто/u);
    await close();
  });

  it('a natural ends the coup on two cards each', async () => {
    const { page, close } = await site.open('/baccarat/', { islands: ['bac-live-natural'] });
    const ex = await example(page, 'bac-live-natural');
    await press(ex.getByTestId('bac-live-natural-end'));
    expect(await text(ex.getByTestId('bac-live-natural-steps'))).toMatch(/натуральн/iu);
    expect(await ex.locator('.cr-hand').first().locator('.cr-card, [aria-label]').count()).toBeGreaterThan(0);
    await close();
  });

  it('the side bets table shows the pairs, Dragon 7 and Panda 8 with exact edges, the command left to the method page', async () => {
    const { page, close } = await site.open('/baccarat/', { islands: ['bac-side-bets'] });
    const t = page.getByTestId('bac-side-bets');
    expect(await text(t.getByTestId('bac-side-playerPair-casino').locator('a.fig'))).toBe('10,3614 %');
    expect(await text(t.getByTestId('bac-side-dragon7-ez').locator('a.fig'))).toBe('7,6113 %');
    // A reader's page shows no CLI (issue 20); «Как это посчитано» does.
    expect(await text(t)).not.toContain('croupier');
    await close();
  });
});

describe('poker: the decisions and «нет игры»', () => {
  it('cards are marked for the exchange by keyboard', async () => {
    const { page, close } = await site.open('/poker/', { islands: ['stud-live-decide'] });
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
    const { page, close } = await site.open('/poker/', { islands: ['stud-live-nogame'] });
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
    const { page, close } = await site.open('/craps/', { islands: ['crp-live-dontpass'] });
    const ex = await example(page, 'crp-live-dontpass');
    const roll = ex.getByTestId('crp-live-dontpass-roll');
    for (let i = 0; i < 60 && (await text(roll)) === 'Бросить'; i++) await press(roll);
    expect(await text(roll)).toBe('Поставить снова и бросить');
    expect(await text(ex.getByTestId('crp-live-dontpass-log'))).not.toBe('');
    await close();
  });
});

// axe, the 390 px width and the screenshots of these pages (they had their own tests here, on part of
// each page) are quality.e2e.test.ts's: every page, the whole page, 390 and 1280 px, light and dark, and
// screenshots of each page at both widths when SHOTS_DIR is set.
