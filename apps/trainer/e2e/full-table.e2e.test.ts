/**
 * Browser tests of the full table (src/table/): a seat picked among three boxes and a round played to its
 * settlement among the seat players; the counting drill at a full table dealt at three cards a second,
 * its count worked out here from the cards on the felt (Hi-Lo by hand), answered and graded into the
 * answer log. Each screen: axe, no sideways scroll at 390 px, screenshots under `$SHOTS_DIR`.
 */
import { axeViolations } from '@croupier/testkit/audit';
import { afterEach, describe, expect, it } from 'vitest';
import { shoot, type Trainer, trainerEachTest, waitForAnswers } from './helpers.ts';

let t: Trainer;
trainerEachTest((opened) => (t = opened));
afterEach(() => expect(t.errors).toEqual([]));

/** Hi-Lo of an engine card (rank = card >> 2, 2…A): 2–6 +1, 7–9 0, tens and aces −1. */
const hilo = (card: number) => [1, 1, 1, 1, 1, 0, 0, 0, -1, -1, -1, -1, -1][card >> 2]!;

/** Whether the page scrolls sideways. */
const sideways = () => t.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('blackjack at a full table', () => {
  it('seats the trainee at the middle box and plays a round to its settlement', async () => {
    await t.goto('/play/table');
    await t.page.getByTestId('table-sit').waitFor({ timeout: 120_000 });
    await t.page.getByTestId('boxes-3').check();
    await t.page.getByTestId('seat-2').check();
    await expect.poll(() => t.page.getByTestId('seat-role').textContent()).toContain('середина стола');
    await t.page.getByTestId('seat-1').check();
    await expect.poll(() => t.page.getByTestId('seat-role').textContent()).toContain('первая база');
    await t.page.getByTestId('seat-2').check();
    expect(await axeViolations(t.page)).toEqual([]);
    await t.page.getByTestId('table-sit').click();
    expect(await t.page.getByTestId('table-seat').textContent()).toMatch(
      /Бокс 2: середина стола.*У вас 1[\s\u00a0]?000/u,
    );
    await t.page.getByTestId('table-deal-input').fill('10');
    await t.page.getByTestId('table-deal-input').press('Enter');
    // Play until the round is settled: stand where offered (the keys 1–9 press the choices).
    for (;;) {
      await t.page.locator('[data-testid="table-actions"], [data-testid="table-outcome"]').first().waitFor();
      if (await t.page.getByTestId('table-outcome').isVisible()) break;
      const stand = t.page.getByTestId('table-actions').getByRole('button', { name: 'Хватит' });
      if (await stand.count()) await stand.click();
      else await t.page.keyboard.press('1');
    }
    await expect.poll(() => t.page.locator('.full-table__box').count()).toBe(3);
    expect(await t.page.locator('.full-table__box--you').getAttribute('data-seat')).toBe('2');
    // Every box settled, the trainee's among them.
    expect(await t.page.getByTestId('table-outcome').locator('li').count()).toBe(3);
    expect(await t.page.getByTestId('table-outcome').textContent()).toContain('Вы:');
    expect(await t.page.getByTestId('table-speech').textContent()).toContain('Раунд окончен');
    expect(await axeViolations(t.page)).toEqual([]);
    await t.page.setViewportSize({ width: 390, height: 900 });
    expect(await sideways()).toBe(false);
    await t.page.setViewportSize({ width: 1280, height: 900 });
    await shoot(t, 'full-table-round');
  });

  it('seven boxes wrap on a phone without a sideways scroll', async () => {
    await t.page.setViewportSize({ width: 390, height: 900 });
    await t.goto('/play/table');
    await t.page.getByTestId('table-sit').waitFor({ timeout: 120_000 });
    await t.page.getByTestId('table-sit').click();
    await t.page.getByTestId('table-deal-input').press('Enter');
    await t.page.locator('[data-testid="table-actions"], [data-testid="table-outcome"]').first().waitFor();
    expect(await t.page.locator('.full-table__box').count()).toBe(7);
    expect(await sideways()).toBe(false);
    await t.page.setViewportSize({ width: 1280, height: 900 });
    await shoot(t, 'full-table-seven');
  });
});

describe('the count at a full table', () => {
  it('deals every box and the dealer, asks the count and grades it', async () => {
    await t.goto('/play/tablecount');
    await t.page.getByTestId('count-start').waitFor({ timeout: 120_000 });
    await t.page.getByTestId('boxes-2').check();
    await t.page.getByTestId('pace-3').check();
    await t.page.getByTestId('ask-round').check();
    expect(await axeViolations(t.page)).toEqual([]);
    await t.page.getByTestId('count-start').click();
    await t.page.getByTestId('count-felt').waitFor();
    await shoot(t, 'full-table-count-dealing');
    // The round's end: the count asked.
    await t.page.getByTestId('count-running').waitFor();
    const cards = await t.page.$$eval('[data-testid="count-felt"] [data-card]', (els) =>
      els.map((e) => Number(e.getAttribute('data-card'))),
    );
    // Two boxes of at least two cards and the dealer's at least two (the dealer draws to 17).
    expect(cards.length).toBeGreaterThanOrEqual(6);
    const running = cards.reduce((s, c) => s + hilo(c), 0);
    await t.page.getByTestId('count-running').fill(String(running));
    await t.page.getByTestId('count-true').fill('0');
    expect(await axeViolations(t.page)).toEqual([]);
    await shoot(t, 'full-table-count-ask');
    await t.page.getByTestId('count-true').press('Enter');
    await t.page.getByTestId('count-verdict').waitFor();
    expect(await t.page.getByTestId('count-verdict').textContent()).toContain('Текущий счёт: Верно');
    // Both counts go to the answer log (the scheduler's cards).
    await waitForAnswers(t.page, 2);
    expect(await axeViolations(t.page)).toEqual([]);
    await shoot(t, 'full-table-count-graded');
    // And on to the next round.
    await t.page.getByTestId('count-next').getByRole('button').click();
    await t.page.getByTestId('count-running').waitFor();
  });
});
