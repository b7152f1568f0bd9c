/**
 * A round's history opened in a site widget (issue 11): «Открыть раздачу» takes the JSON the trainer
 * exports (pasted here), the `?round=` parameter opens one from the address, and a bad history is refused
 * in Russian with the widget left as it was. The expected cards come from playing the same seed by hand
 * in the widget itself.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { resolveRulesOrThrow } from '@croupier/engine/blackjack';
import { axeViolations } from '@croupier/testkit/audit';
import { useSite } from './helpers';

const site = useSite();

/** The cards of the blackjack round widget, dealer then player, as their accessible names. */
async function cards(page: Page): Promise<string> {
  const figure = (n: number) =>
    page
      .getByTestId('bj-round')
      .locator('figure')
      .nth(n)
      .locator('[role=img]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  return [...(await figure(0)), '|', ...(await figure(1))].join(' ');
}

/** A history as the trainer writes it: the text's rules, seed 6, a bet of 10, the deal, a stand. */
const history = (actions: readonly object[]) =>
  JSON.stringify({
    format: 'croupier-round',
    version: 1,
    game: 'blackjack',
    rules: resolveRulesOrThrow({ preset: 'seed' }),
    seed: 6,
    setup: { seats: { Игрок: 1000 } },
    actions,
  });
const PLAYED = [{ type: 'bet', box: 'Игрок', amount: 10 }, { type: 'deal' }, { type: 'stand' }];

describe('«Блекджек»: «Открыть раздачу»', () => {
  it('opens a pasted history: the same cards as the same seed played by hand', async () => {
    const { page, errors, close } = await site.open('/blackjack/', { islands: ['bj-round-seed'] });
    await page.getByTestId('bj-round-seed').fill('6');
    await page.getByTestId('bj-round-deal').click();
    await page.getByTestId('bj-round-actions').getByRole('button', { name: 'Хватит' }).click();
    const byHand = await cards(page);
    await page.getByTestId('bj-round-new').click(); // another shoe
    expect(await cards(page)).not.toBe(byHand);

    await page.getByTestId('bj-round-open').locator('summary').click();
    await page.getByTestId('bj-round-open-text').fill(history(PLAYED));
    await page.getByTestId('bj-round-open-submit').click();
    await expect.poll(() => page.getByTestId('bj-round-opened').count()).toBe(1);
    expect(await cards(page)).toBe(byHand);
    expect(await page.getByTestId('bj-round-seed').inputValue()).toBe('6');
    // Screenshots of the widget with the panel open, for a person to look at (with SHOTS_DIR set).
    const shots = process.env['SHOTS_DIR'];
    if (shots) {
      mkdirSync(shots, { recursive: true });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.getByTestId('bj-round').screenshot({ path: `${shots}/site-bj-round-${width}.png` });
      }
    }
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    ['a refused action', history([...PLAYED.slice(0, 2), { type: 'fly' }]), /^Ход № 3 записи сделать нельзя: /u],
    [
      'another game',
      history(PLAYED).replace('"blackjack"', '"craps"'),
      /^Это запись раздачи крэпса, а здесь раздача блекджека\.$/u,
    ],
    ['broken JSON', history(PLAYED).slice(0, 40), /текст записи не читается/u],
    ['another table', history(PLAYED).replace('"Игрок"', '"Анна"'), /за другим столом/u],
  ])('refuses %s in Russian and leaves the round as it was', async (_, text, message) => {
    const { page, errors, close } = await site.open('/blackjack/', { islands: ['bj-round-seed'] });
    await page.getByTestId('bj-round-seed').fill('77');
    await page.getByTestId('bj-round-deal').click();
    const before = await cards(page);
    await page.getByTestId('bj-round-open').locator('summary').click();
    await page.getByTestId('bj-round-open-text').fill(text);
    await page.getByTestId('bj-round-open-submit').click();
    expect(await page.getByTestId('bj-round-open-error').textContent()).toMatch(message);
    expect(await cards(page)).toBe(before);
    expect(await page.getByTestId('bj-round-seed').inputValue()).toBe('77');
    // The open panel and its alert included; the rule text's quoted tables are another helper's (one has an empty header).
    expect(await axeViolations(page, { exclude: ['blockquote'] })).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('opens the history in the address’s ?round= parameter', async () => {
    const { page, errors, close } = await site.open(`/blackjack/?round=${encodeURIComponent(history(PLAYED))}`, {
      islands: ['bj-round-seed'],
    });
    await expect.poll(() => page.getByTestId('bj-round-seed').inputValue()).toBe('6');
    const opened = await cards(page);
    await page.getByTestId('bj-round-restart').click(); // the same seed from its start, played by hand
    await page.getByTestId('bj-round-deal').click();
    await page.getByTestId('bj-round-actions').getByRole('button', { name: 'Хватит' }).click();
    expect(await cards(page)).toBe(opened);
    expect(errors).toEqual([]);
    await close();
  });
});
