import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parseCardOrThrow } from '@croupier/engine/cards';
import { coupDistributionOrThrow, exactBets, resolveRulesOrThrow } from '@croupier/engine/baccarat';
import { rational } from '@croupier/engine';
import { naiveEnumerate, rulesMdBankerDraws } from '@croupier/testkit/oracles/baccarat';
import { useSite, waitForIslands } from './helpers';

const site = useSite();

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

// The banker's rule as docs/rules.md (baccarat: the banker's third card) words it: the testkit's oracle, independent of the engine.
const rulesMd = rulesMdBankerDraws;

/** The house edges of Банко, Пунто and a tie from the testkit's naive enumeration, as the page prints them. */
function naiveEdges(tableau: 'seed' | 'casino', counts: readonly number[]): string[] {
  const t = naiveEnumerate(tableau, counts);
  const [n, b, p, tie] = [t.total, t.banker, t.player, t.tie].map(Number) as [number, number, number, number];
  // Банко 19:20, Пунто 1:1, a tie 8:1; on a tie Банко and Пунто come back (docs/rules.md, baccarat: a tie).
  const edges = [-(b * 0.95 - p) / n, -(p - b) / n, -(8 * tie - (b + p)) / n];
  return edges.map((x) => `${(x * 100).toFixed(4).replace('.', ',').replace('-', '−')} %`);
}
const FULL_SHOE = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];

describe('«Баккара»', () => {
  it('renders with its sections and no console errors', async () => {
    const { page, errors, response, close } = await site.open('/baccarat/');
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Баккара');
    const headings = await page.locator('main h2').allTextContents();
    for (const h of [
      'Стол и ставки',
      'Подсчёт очков',
      'Третья карта игрока',
      'Третья карта крупье',
      'Кон шаг за шагом',
      'Выплаты',
      'Точные шансы',
    ]) {
      expect(headings.map((x) => x.trim())).toContain(h);
    }
    for (const anchor of ['bets', 'points', 'deal', 'player-rule', 'tableau', 'coup', 'payouts', 'odds']) {
      expect(await page.locator(`#${anchor}`).count()).toBe(1);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("point counting: the text's 7 + 8 + 8 = 23 → 3, then cards the reader picks", async () => {
    const { page, errors, close } = await site.open('/baccarat/', { islands: ['bac-points-worked'] });
    expect(await text(page, 'bac-points-worked')).toBe('7 + 8 + 8 = 23; 23 − 10 − 10 = 3');
    await page.getByTestId('bac-points-clear').click();
    const picker = page.getByTestId('bac-points');
    await picker.locator(`[data-card="${parseCardOrThrow('Кs')}"]`).click();
    await picker.locator(`[data-card="${parseCardOrThrow('9d')}"]`).click();
    // К = 0, 9 = 9: a natural nine (worked by hand)
    expect(await text(page, 'bac-points-worked')).toBe('0 + 9 = 9 натуральная');
    await picker.locator(`[data-card="${parseCardOrThrow('Ts')}"]`).click();
    await picker.locator(`[data-card="${parseCardOrThrow('As')}"]`).click(); // a fourth card is refused (max 3)
    expect(await text(page, 'bac-points-worked')).toBe('0 + 9 + 0 = 9');
    expect(errors).toEqual([]);
    await close();
  });

  it('the tableau: every cell of both tableaus against docs/rules.md, 20 cells marked, edges for each', async () => {
    const { page, errors, close } = await site.open('/baccarat/', { islands: ['bac-tableau'] });
    // The page opens on the text's tableau, with its edges (the testkit's naive enumeration of 8 decks).
    expect(await page.getByTestId('bac-tableau').getAttribute('data-tableau')).toBe('seed');
    expect(await page.getByTestId('bac-tableau-seed').isChecked()).toBe(true);
    expect([
      await text(page, 'bac-edge-banker'),
      await text(page, 'bac-edge-player'),
      await text(page, 'bac-edge-tie'),
    ]).toEqual(naiveEdges('seed', FULL_SHOE));
    for (const tableau of ['casino', 'seed'] as const) {
      await page.getByTestId(`bac-tableau-${tableau}`).check();
      const cells = await page
        .locator('[data-testid^="bac-cell-"]')
        .evaluateAll((els) =>
          els.map((el) => [
            el.getAttribute('data-testid'),
            el.getAttribute('data-draws'),
            el.getAttribute('data-differs'),
          ]),
        );
      expect(cells).toHaveLength(88);
      let differing = 0;
      for (const [id, draws, differs] of cells) {
        const [, , total, third] = id!.split('-');
        const t = third === 'stood' ? null : Number(third);
        expect(draws, `${tableau} ${id}`).toBe(String(rulesMd(tableau, Number(total), t)));
        expect(differs).toBe(String(rulesMd('casino', Number(total), t) !== rulesMd('seed', Number(total), t)));
        if (differs === 'true') differing++;
      }
      expect(differing).toBe(20);
    }
    // the published 8-deck edges under the casino tableau, and the text's player edge below zero
    await page.getByTestId('bac-tableau-casino').check();
    expect([
      await text(page, 'bac-edge-banker'),
      await text(page, 'bac-edge-player'),
      await text(page, 'bac-edge-tie'),
    ]).toEqual(['1,0579 %', '1,2351 %', '14,3596 %']);
    await page.getByTestId('bac-tableau-seed').check();
    expect(await text(page, 'bac-edge-player')).toMatch(/^−1,55\d\d %$/);
    await page.getByTestId('bac-cell-6-7').click();
    expect(await text(page, 'bac-tableau-explain')).toContain(
      'по тексту при 6 очках крупье берёт карту, если третья карта игрока — не 6 и не 7',
    );
    await page.getByTestId('bac-tableau-casino').check();
    await page.getByTestId('bac-cell-3-8').click();
    expect(await text(page, 'bac-tableau-explain')).toBe(
      'Крупье 3, третья карта игрока — 8: крупье стоит — при 3 очках крупье берёт карту, если третья карта игрока — не 8.',
    );
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    // Shuffle 25: player 8♠ 3♠ (1) draws 6♠ → 7; banker 8♣ 7♦ = 5 against a 6: the casino draws 4♥ → 9, the text stands.
    {
      tableau: 'casino',
      cards: 6,
      result: 'Итог: игрок 7, крупье 9 — выиграл крупье (Банко).',
      settled: 'Ставка 100, Банко 19:20: выигрыш 95, вместе со ставкой 195. У вас 1095 фишек.',
    },
    {
      tableau: 'seed',
      cards: 5,
      result: 'Итог: игрок 7, крупье 5 — выиграл игрок (Пунто).',
      settled: 'Ставка на Банко проиграла: 100 фишек уходят казино. У вас 900 фишек.',
    },
  ])('a coup step by step from shuffle 25, $tableau tableau', async ({ tableau, cards, result, settled }) => {
    const { page, errors, close } = await site.open('/baccarat/', { islands: ['bac-coup'] });
    const coup = page.getByTestId('bac-coup');
    await expect.poll(() => page.getByTestId('bac-coup-seed').inputValue()).toMatch(/^\d+$/u); // a random shoe first
    await page.getByTestId('bac-coup-seed').fill('25');
    await page.getByTestId('bac-coup-tableau').selectOption(tableau);
    expect(await page.getByTestId('bac-coup').getByTestId('bac-tableau-note').textContent()).toMatch(
      tableau === 'seed' ? /^Правило третьей карты — как в тексте/u : /^Правило третьей карты — как в казино/u,
    );
    expect(await coup.locator('.cr-card').count()).toBe(4); // face down before the deal
    await page.getByTestId('bac-coup-next').click();
    expect(await text(page, 'bac-coup-steps')).toContain('Раздача: игроку 8♠ 3♠ — 1, крупье 8♣ 7♦ — 5.');
    await page.getByTestId('bac-coup-next').click();
    expect(await text(page, 'bac-coup-steps')).toContain('У игрока 1 — он берёт третью карту: 6♠, теперь 7.');
    await page.getByTestId('bac-coup-next').click();
    await page.getByTestId('bac-coup-next').click();
    expect(await page.getByTestId('bac-coup-next').isDisabled()).toBe(true);
    const steps = await text(page, 'bac-coup-steps');
    expect(steps).toContain(result);
    expect(steps).toContain(settled);
    expect(await coup.locator('.cr-card').count()).toBe(cards);
    expect(errors).toEqual([]);
    await close();
  });

  it('«Номер тасовки» «abc» is refused in Russian, not dealt as shuffle 0 (issue 12)', async () => {
    const { page, errors, close } = await site.open('/baccarat/', { islands: ['bac-coup-seed'] });
    await waitForIslands(page);
    const seed = page.getByTestId('bac-coup-seed');
    await expect
      .poll(
        async () => {
          await seed.fill('abc');
          return page.getByTestId('bac-coup-seed-error').count();
        },
        { timeout: 120_000 },
      )
      .toBe(1);
    expect(await text(page, 'bac-coup-seed-error')).toContain('«Номер тасовки» — целое число');
    expect(await seed.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('bac-coup-next').isDisabled()).toBe(true);
    await seed.fill('25');
    expect(await page.getByTestId('bac-coup-seed-error').count()).toBe(0);
    expect(await page.getByTestId('bac-coup-next').isDisabled()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    // worked by hand: 25 × 19/20 = 23,75 → 23 paid, 0,75 kept; 20 × 19/20 = 19
    { stake: '25', banker: '23 фишки', player: '25 фишек', tie: '200 фишек', rounding: '0,75 фишки' },
    { stake: '20', banker: '19 фишек', player: '20 фишек', tie: '160 фишек', rounding: null },
    { stake: '1', banker: '0 фишек', player: '1 фишка', tie: '8 фишек', rounding: '0,95 фишки' },
  ])('payouts for a stake of $stake', async ({ stake, banker, player, tie, rounding }) => {
    const { page, errors, close } = await site.open('/baccarat/', { islands: ['bac-stake'] });
    await page.getByTestId('bac-stake').fill(stake);
    expect([
      await text(page, 'bac-win-banker'),
      await text(page, 'bac-win-player'),
      await text(page, 'bac-win-tie'),
    ]).toEqual([banker, player, tie]);
    if (rounding) expect(await text(page, 'bac-rounding-banker')).toContain(rounding);
    else expect(await page.getByTestId('bac-rounding-banker').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it.each(['0', '-5', '2.5', 'сто'])('a bad stake «%s» is a Russian error, not a table', async (stake) => {
    const { page, close } = await site.open('/baccarat/', { islands: ['bac-stake'] });
    await page.getByTestId('bac-stake').fill(stake);
    expect(await text(page, 'bac-stake-error')).toContain('ставка — целое положительное число фишек');
    expect(await page.getByTestId('bac-payout-table').count()).toBe(0);
    await close();
  });

  it('the exact odds table: the reference figures for 8 and 6 decks', async () => {
    const { page, close } = await site.open('/baccarat/');
    const row = async (id: string) =>
      Promise.all(
        ['edge-banker', 'edge-player', 'edge-tie'].map(async (c) =>
          (await page.getByTestId(id).getByTestId(c).textContent())?.replace(/\s+/gu, ' ').trim(),
        ),
      );
    expect(await row('bac-odds-casino-8')).toEqual(['1,0579 %', '1,2351 %', '14,3596 %']);
    expect(await row('bac-odds-casino-6')).toEqual(['1,0558 %', '1,2374 %', '14,4382 %']);
    expect(await text(page, 'bac-odds')).toContain('4 998 398 275 503 360');
    await close();
  });

  it('a shoe part-way through: the odds recomputed in the browser from what is left', async () => {
    const { page, errors, close } = await site.open('/baccarat/', { islands: ['bac-shoe'] });
    const shoe = page.getByTestId('bac-shoe');
    await shoe.scrollIntoViewIfNeeded();
    await waitForIslands(page);
    // The text's tableau first (docs/rules.md: Банко costs 3.7753 % with 8 decks), as the testkit enumerates it.
    expect(await page.getByTestId('bac-shoe-tableau').inputValue()).toBe('seed');
    expect(await text(page, 'bac-shoe-edge-banker')).toBe(naiveEdges('seed', FULL_SHOE)[0]);
    expect(naiveEdges('seed', FULL_SHOE)[0]).toBe('3,7753 %');
    // take out eight 5s, four 4s and four 6s: 400 cards left
    // Right after the island reports hydrated React may still be attaching its handlers (seen under
    // load): repeat the first click until it takes effect, then the rest.
    await expect
      .poll(
        async () => {
          if ((await text(page, 'bac-shoe-count-5')) === '32 из 32')
            await page.getByTestId('bac-shoe-minus4-5').click();
          return text(page, 'bac-shoe-count-5');
        },
        { timeout: 120_000 },
      )
      .toBe('28 из 32');
    for (const id of ['bac-shoe-minus4-5', 'bac-shoe-minus4-4', 'bac-shoe-minus4-6'])
      await page.getByTestId(id).click();
    expect(await text(page, 'bac-shoe-count-5')).toBe('24 из 32');
    expect(await text(page, 'bac-shoe-cards')).toBe('400');
    const left = [128, 32, 32, 32, 28, 24, 28, 32, 32, 32];
    expect([
      await text(page, 'bac-shoe-edge-banker'),
      await text(page, 'bac-shoe-edge-player'),
      await text(page, 'bac-shoe-edge-tie'),
    ]).toEqual(naiveEdges('seed', left));
    // the casino's tableau a click away, for the same shoe
    await page.getByTestId('bac-shoe-tableau').selectOption('casino');
    const rules = resolveRulesOrThrow({ preset: 'casino' });
    const expected = exactBets(rules, coupDistributionOrThrow(rules, left));
    const pct = (x: number) => `${(x * 100).toFixed(4).replace('.', ',').replace('-', '−')} %`;
    await expect.poll(() => text(page, 'bac-shoe-edge-banker')).toBe(pct(rational.toNumber(expected[0]!.houseEdge)));
    expect(await text(page, 'bac-shoe-edge-banker')).toBe(naiveEdges('casino', left)[0]);
    await page.getByTestId('bac-shoe-reset').click();
    expect(await text(page, 'bac-shoe-cards')).toBe('416');
    expect(errors).toEqual([]);
    await close();
  });

  it('the table: seats up to the text’s fourteen, refuses a fifteenth in Russian, and deals from six or eight decks', async () => {
    const { page, errors, close } = await site.open('/baccarat/', { islands: ['bac-table'] });
    const table = page.getByTestId('bac-table');
    await table.scrollIntoViewIfNeeded();
    // «принимать участие могут до четырнадцати человек играющих и трое крупье»
    expect(await table.getByTestId('bac-table-seat').count()).toBe(14);
    expect(await table.getByTestId('bac-table-croupier').count()).toBe(3);
    expect(await text(page, 'bac-table-players')).toBe('3');
    // «шесть либо восемь карточных колод… пятьдесят две игровые карты в каждой»: 8 × 52 first
    expect(await text(page, 'bac-table-shoe-cards')).toBe(String(8 * 52));
    await expect
      .poll(async () => {
        if (!(await table.getByTestId('bac-table-decks-6').isChecked()))
          await table.getByTestId('bac-table-decks-6').check();
        return text(page, 'bac-table-shoe-cards');
      })
      .toBe(String(6 * 52));
    await table.getByTestId('bac-table-deal').click();
    const results = table.getByTestId('bac-table-result');
    expect(await results.count()).toBe(3);
    const dealt = await table.locator('.cr-card').count();
    expect(await text(page, 'bac-table-shoe-left')).toBe(String(6 * 52 - dealt));
    // seat players up to fourteen: the engine opens the table; the fifteenth is refused with its reason
    for (let n = 4; n <= 15; n++) await table.getByTestId('bac-table-plus').click();
    expect(await text(page, 'bac-table-players')).toBe('15');
    expect(await text(page, 'bac-table-error')).toBe('За этим столом не больше 14 мест, а игроков 15.');
    expect(await table.getByTestId('bac-table-deal').isDisabled()).toBe(true);
    expect(await table.getByTestId('bac-table-plus').isDisabled()).toBe(true);
    await table.getByTestId('bac-table-minus').click();
    expect(await table.getByTestId('bac-table-error').count()).toBe(0);
    expect(await table.locator('[data-testid="bac-table-seat"][data-taken="true"]').count()).toBe(14);
    await table.getByTestId('bac-table-deal').click();
    expect(await results.count()).toBe(14);
    expect(errors).toEqual([]);
    await close();
  });

  it('the examples start on the text’s tableau, the casino’s one choice away', async () => {
    const { page, errors, close } = await site.open('/baccarat/', { islands: ['bac-live-bets'] });
    const ex = page.getByTestId('bac-live-bets');
    expect(await ex.getAttribute('data-tableau')).toBe('seed');
    expect(await ex.getByTestId('bac-tableau-note').textContent()).toMatch(/^Правило третьей карты — как в тексте/u);
    await ex.getByTestId('bac-live-bets-tableau').selectOption('casino');
    expect(await ex.getByTestId('bac-tableau-note').textContent()).toMatch(/^Правило третьей карты — как в казино/u);
    expect(await page.getByTestId('bac-coup-tableau').inputValue()).toBe('seed');
    expect(errors).toEqual([]);
    await close();
  });

  it('on a phone (390 px) the third-card grid fits: every column, 6–9 included, in view without a sideways scroll', async () => {
    const { page, errors, close } = await site.open('/baccarat/', { islands: ['bac-tableau'] });
    await page.setViewportSize({ width: 390, height: 844 });
    const grid = page.getByTestId('bac-tableau').locator('table');
    await grid.scrollIntoViewIfNeeded();
    const fit = await grid.evaluate((t) => {
      const wrap = t.parentElement!;
      return { scrolls: wrap.scrollWidth, wrap: wrap.clientWidth, page: document.documentElement.scrollWidth };
    });
    expect(fit.scrolls).toBeLessThanOrEqual(fit.wrap); // nothing to scroll sideways
    expect(fit.page).toBeLessThanOrEqual(390);
    for (const third of [6, 7, 8, 9, 'stood']) {
      const box = (await page.getByTestId(`bac-cell-5-${third}`).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.width).toBeGreaterThanOrEqual(18); // still a button, not a sliver
    }
    expect(errors).toEqual([]);
    await close();
  });
});
