import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from './helpers';

const site = useSite();

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** A naive blackjack total, written here for the test: aces 11 while the hand stays ≤ 21. */
function naiveTotal(ranks: string[]): number {
  let hard = 0;
  let aces = 0;
  for (const r of ranks) {
    if (r === 'Т') {
      hard += 1;
      aces++;
    } else if (['10', 'В', 'Д', 'К'].includes(r)) hard += 10;
    else hard += Number(r);
  }
  return aces > 0 && hard + 10 <= 21 ? hard + 10 : hard;
}

/** The corner ranks of the cards of a hand figure. */
async function ranksIn(page: Page, figure: number): Promise<string[]> {
  const labels = await page
    .getByTestId('bj-round')
    .locator('figure')
    .nth(figure)
    .locator('[role=img]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  const name: Record<string, string> = {
    туз: 'Т',
    король: 'К',
    дама: 'Д',
    валет: 'В',
    десятка: '10',
    девятка: '9',
    восьмёрка: '8',
    семёрка: '7',
    шестёрка: '6',
    пятёрка: '5',
    четвёрка: '4',
    тройка: '3',
    двойка: '2',
  };
  return labels.filter((l) => !l.includes('рубашк') && l.length > 0).map((l) => name[l.split(' ')[0]!] ?? '?');
}

describe('«Блекджек»: hand value', () => {
  it('shows «мягкая 17» for туз + шестёрка, and a hard 16 after a nine', async () => {
    const { page, errors, close } = await site.open('/blackjack/', { islands: ['bj-value-text'] });
    expect(await text(page, 'bj-value-text')).toBe('17, мягкая');
    await page.getByRole('button', { name: '…и ещё девятка' }).click();
    expect(await text(page, 'bj-value-text')).toBe('16, жёсткая');
    await page.getByTestId('bj-value-clear').click();
    await page
      .getByRole('gridcell', { name: 'туз пик' })
      .or(page.getByRole('button', { name: 'туз пик' }))
      .first()
      .click();
    await page
      .getByRole('gridcell', { name: 'король червей' })
      .or(page.getByRole('button', { name: 'король червей' }))
      .first()
      .click();
    expect(await text(page, 'bj-value-text')).toBe('Блекджек');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('«Блекджек»: the dealer draws to 17', () => {
  it.each([
    { example: '6, затем 10 и 3', clicks: 2, final: '19 очков' },
    { example: '2, затем 4, 10 и туз', clicks: 3, final: '17 очков' },
    { example: 'туз, затем 6 (мягкая 17)', clicks: 1, final: '17 очков' },
    { example: '5, затем 7 и король', clicks: 2, final: 'перебор' },
  ])('$example: $clicks draw(s), then «$final»', async ({ example, clicks, final }) => {
    const { page, errors, close } = await site.open('/blackjack/', { islands: ['bj-dealer-next'] });
    await page.getByRole('button', { name: example }).click();
    for (let i = 0; i < clicks; i++) await page.getByTestId('bj-dealer-next').click();
    expect(await page.getByTestId('bj-dealer-next').isDisabled()).toBe(true);
    expect(await text(page, 'bj-dealer-done')).toContain(final);
    expect(await page.getByTestId('bj-dealer-steps').locator('li').count()).toBe(clicks + 1);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('«Блекджек»: payouts', () => {
  it('bet 10: a win pays 10, a blackjack 15, insurance 5 pays 10 (the text’s figures)', async () => {
    const { page, errors, close } = await site.open('/blackjack/', { islands: ['bj-payouts-win'] });
    expect(await text(page, 'bj-payouts-win')).toContain('выигрыш 10');
    expect(await text(page, 'bj-payouts-blackjack')).toContain('выигрыш 15, вместе со ставкой 25');
    expect(await text(page, 'bj-payouts-insurance')).toContain('половину ставки, 5');
    expect(await text(page, 'bj-payouts-insurance')).toContain('выигрыш 10');
    await page.getByTestId('bj-payouts-stake').fill('5');
    // An odd bet is not insured (docs/rules.md, Blackjack: Insurance): the engine's reason.
    expect(await text(page, 'bj-payouts-insurance')).toContain('Ставка 5 нечётная');
    // 5 × 3/2 = 7.5: the half chip is not paid.
    expect(await text(page, 'bj-payouts-blackjack')).toBe(
      'Ставка 5, Блекджек 3:2: выигрыш 7 (ровно 7,5; 0,5 фишки остаётся казино), вместе со ставкой 12.',
    );
    expect(errors).toEqual([]);
    await close();
  });
});

describe('«Блекджек»: may I split, may I double', () => {
  it.each([
    { cards: [], split: 'Можно', double: 'Нельзя' }, // the default В♠ К♥: equal value, total 20
    { cards: ['валет пик', 'король червей', 'туз пик', 'туз бубен'], split: 'Нельзя: два туза', double: 'Нельзя' },
    {
      cards: ['валет пик', 'король червей', 'шестёрка пик', 'пятёрка бубен'],
      split: 'Нельзя',
      double: 'Можно: сумма 11',
    },
    {
      cards: ['валет пик', 'король червей', 'семёрка пик', 'пятёрка бубен'],
      split: 'Нельзя',
      double: 'Нельзя: удвоить можно только при сумме первых двух карт 9, 10 или 11, а здесь 12',
    },
    // A blackjack is a soft 11 with the ace as one, but it is never doubled.
    {
      cards: ['валет пик', 'король червей', 'туз червей', 'король треф'],
      split: 'Нельзя',
      double: 'Нельзя: это Блекджек',
    },
  ])('picks $cards', async ({ cards, split, double }) => {
    const { page, errors, close } = await site.open('/blackjack/', { islands: ['bj-split-double'] });
    const panel = page.getByTestId('bj-split-double');
    for (const c of cards)
      await panel
        .getByRole('gridcell', { name: c })
        .or(panel.getByRole('button', { name: c }))
        .first()
        .click();
    expect(await text(page, 'bj-split')).toContain(split);
    expect(await text(page, 'bj-double')).toContain(double);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('«Блекджек»: a full round against the engine', () => {
  it('offers only the allowed actions and settles standing hands by the totals on the table', async () => {
    const { page, errors, close } = await site.open('/blackjack/', { islands: ['bj-round-deal'] });
    for (let round = 0; round < 4; round++) {
      await page.getByTestId('bj-round-deal').click();
      // Play: decline insurance, then stand.
      for (let i = 0; i < 4; i++) {
        const actions = page.getByTestId('bj-round-actions');
        if ((await actions.count()) === 0) break;
        const labels = await actions.getByRole('button').allTextContents();
        for (const l of labels)
          expect(['Ещё карту', 'Хватит', 'Удвоить', 'Разделить', 'Без страховки', 'Купить страховку (5)']).toContain(l);
        expect(labels).not.toContain('Сдаться');
        await actions
          .getByRole('button', { name: labels.includes('Без страховки') ? 'Без страховки' : 'Хватит' })
          .click();
      }
      const dealer = await ranksIn(page, 0);
      const player = await ranksIn(page, 1);
      const d = naiveTotal(dealer);
      const p = naiveTotal(player);
      const dealerBj = dealer.length === 2 && d === 21;
      const playerBj = player.length === 2 && p === 21;
      const expected = playerBj ? (dealerBj ? 0 : 15) : dealerBj ? -10 : d > 21 || p > d ? 10 : p === d ? 0 : -10;
      expect(Number((await text(page, 'bj-round-net')).replace('+', '').replace('−', '-'))).toBe(expected);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('with the hint on, lists each action’s EV, the best first', async () => {
    const { page, errors, close } = await site.open('/blackjack/', { islands: ['bj-round-deal'] });
    await page.getByTestId('bj-round-hint').check();
    for (let round = 0; round < 6; round++) {
      await page.getByTestId('bj-round-deal').click();
      if ((await page.getByTestId('bj-round-actions').count()) > 0) break;
    }
    const items = await page.getByTestId('bj-round-advice').locator('li').allTextContents();
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items[0]).toContain('лучший ход');
    for (const line of items.slice(1)) expect(line).toMatch(/ошибка стоит \d+,\d\d\s%/u);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('«Блекджек»: the shoe’s seed is shown and replays the round', () => {
  it('a random seed at first; the same seed typed again deals the same cards', async () => {
    const { page, errors, close } = await site.open('/blackjack/', { islands: ['bj-round-seed'] });
    const seed = page.getByTestId('bj-round-seed');
    await expect.poll(() => seed.inputValue()).toMatch(/^\d+$/u); // drawn from the cryptographic source
    const cards = async () => [...(await ranksIn(page, 0)), '|', ...(await ranksIn(page, 1))].join(' ');
    await seed.fill('2024');
    await page.getByTestId('bj-round-deal').click();
    const first = await cards();
    await page.getByTestId('bj-round-new').click(); // another shoe
    await seed.fill('2024');
    await page.getByTestId('bj-round-deal').click();
    expect(await cards()).toBe(first);
    await seed.fill('2.5');
    expect(await text(page, 'bj-round-seed-error')).toMatch(/^«Номер тасовки» — целое число от 0 до/u);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('«Блекджек»: T+8 is a 9 by the text’s reading, and may be doubled', () => {
  it('the example button and the page both say so', async () => {
    const { page, errors, close } = await site.open('/blackjack/', { islands: ['bj-double'] });
    await page.getByTestId('bj-split-double-Т♣ 8♥').click();
    expect(await text(page, 'bj-double')).toBe(
      'Можно: туз считается за 1, сумма 9 (за 11 было бы 19); ставка удваивается, игрок получает ровно одну карту.',
    );
    expect((await page.locator('main').textContent())?.replace(/\s+/gu, ' ')).toContain(
      'Сайт читает это так: их можно удвоить как 9 и 10. Это прочтение сайта',
    );
    expect(errors).toEqual([]);
    await close();
  });
});

describe('«Блекджек»: the strategy chart and the rule calculator', () => {
  it('the chart: 11 hits against 10 and Т, doubles against 6; 8–8 splits against 9; 16 hits against 10', async () => {
    const { page, errors, close } = await site.open('/blackjack/');
    const cell = (id: string) => page.locator(`[data-cell="${id}"]`).textContent();
    expect(await cell('hard-11-10')).toBe('Е');
    expect(await cell('hard-11-Т')).toBe('Е');
    expect(await cell('hard-11-6')).toBe('У');
    expect(await cell('pairs-8-8-9')).toBe('Р');
    expect(await cell('hard-16-10')).toBe('Е');
    expect(await cell('hard-12-4')).toBe('Х');
    expect(errors).toEqual([]);
    await close();
  });

  it('6:5 instead of 3:2 adds 0.3 × P(natural) × P(no dealer blackjack) ≈ 1.36 points to the house edge', async () => {
    const { page, errors, close } = await site.open('/blackjack/', { islands: ['bj-calc-payout'] });
    const base = await text(page, 'bj-calc-edge');
    expect(base).toMatch(/^0,8\d\d %$/);
    await page.getByTestId('bj-calc-payout').selectOption('6:5');
    await page.getByTestId('bj-calc-diff').waitFor({ timeout: 120_000 });
    const diff = Number((await text(page, 'bj-calc-diff')).replace(/[^\d,]/g, '').replace(',', '.'));
    // 0.3 × 192/4043 × (1 − P(dealer blackjack after the player's A+T)) ≈ 0.3 × 0.0475 × 0.954 ≈ 1.36 %.
    expect(diff).toBeGreaterThan(1.3);
    expect(diff).toBeLessThan(1.42);
    await page.getByTestId('bj-calc-reset').click();
    // The text's rules are analysed again (in a worker): wait for the edge to come back (a limit only).
    await expect.poll(() => text(page, 'bj-calc-edge'), { timeout: 120_000 }).toBe(base);
    expect(errors).toEqual([]);
    await close();
  });

  it('a hole card (the dealer checks first) lowers the house edge', async () => {
    const { page, errors, close } = await site.open('/blackjack/', { islands: ['bj-calc-hole'] });
    await page.getByTestId('bj-calc-hole').check();
    await page.getByTestId('bj-calc-diff').waitFor({ timeout: 120_000 });
    expect(await text(page, 'bj-calc-diff')).toMatch(/^\(−/);
    expect(errors).toEqual([]);
    await close();
  });
});
