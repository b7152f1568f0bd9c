/**
 * Browser tests of counting into money: the bet drill (a right and a wrong bet at a true count, the
 * ramp's bet computed here in Node from the engine's model of the default rules, the wrong one's cost
 * shown) and the whole-shoe mode (a short shoe dealt, bet, stood through, and the running count given
 * from the cards the felt showed, counted here by Hi-Lo tags written in the test); screenshots at 1280
 * and 390 px.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from '@croupier/testkit/audit';
import { DEFAULT_RULES, spreadFor } from '../src/drills/test-helpers.ts';
import { DEFAULT_RAMP, rampReport } from '../src/drills/blackjack/ramp.ts';
import { currentKey, feedback, openTrainer, shoot, type Trainer } from './helpers.ts';

// Hi-Lo: 2–6 count +1, 7–9 count 0, tens and aces −1 (rank = card >> 2: 0 = two … 12 = ace).
const hiLo = (card: number) => {
  const r = card >> 2;
  return r <= 4 ? 1 : r <= 7 ? 0 : -1;
};

let t: Trainer;
beforeEach(async () => {
  t = await openTrainer();
});
afterEach(async () => {
  expect(t.errors).toEqual([]);
  await t.close();
});

describe('«Ставка по счёту»', () => {
  it('grades a right and a wrong bet at a true count of +3 and shows what the wrong one costs', async () => {
    const report = rampReport(spreadFor(DEFAULT_RULES.blackjack), DEFAULT_RAMP);
    const row = report.rows.find((r) => r.trueCount === 3)!;
    await t.goto(`/drill/blackjack-bet-ramp?seed=4&key=${encodeURIComponent('true:3')}`);
    // The model is computed in the spread worker first (a second or two).
    await t.page.getByTestId('prompt').waitFor({ timeout: 60_000 });
    expect(await currentKey(t.page)).toBe('true:3');
    expect(await t.page.locator('.context').first().textContent()).toContain('+3');
    expect(await axeViolations(t.page)).toEqual([]);
    await shoot(t, 'bet-ramp-asking');
    const field = t.page.getByLabel('Ставка цифрами');
    await field.fill(String(row.bet));
    await field.press('Enter');
    const right = await feedback(t.page);
    expect(right.correct).toBe(true);
    expect(right.ruleHref).toContain('/counting/#true-count');
    await t.page.keyboard.press('Enter');

    await t.page.getByLabel('Ставка цифрами').waitFor();
    const wrong = row.bet + 100;
    await t.page.getByLabel('Ставка цифрами').fill(String(wrong));
    await t.page.getByLabel('Ставка цифрами').press('Enter');
    const miss = await feedback(t.page);
    expect(miss.correct).toBe(false);
    expect(miss.expected).toContain(String(row.bet));
    // A bet 100 chips over Kelly's loses σ²·100²/(2B) of growth, about 0.6 chips a round: a cost shown.
    expect(Number(await t.page.getByTestId('cost').getAttribute('data-cost'))).toBeGreaterThan(0);
    expect(miss.text).toContain('рост');
    await shoot(t, 'bet-ramp-wrong');
  });
});

describe('«Весь башмак»', () => {
  it('deals a short shoe, takes the bets and plays, and grades the count at the end', async () => {
    await t.goto('/play/shoe');
    await t.page.getByTestId('shoe-start').waitFor({ timeout: 60_000 });
    await shoot(t, 'shoe-start');
    await t.page
      .getByTestId('shoe-start')
      .getByRole('button', { name: /Короткий/u })
      .click();
    const seen: number[] = [];
    const feltCards = () =>
      t.page.$$eval('[data-testid="shoe-table"] [data-card]', (cs) =>
        cs.map((c) => Number(c.getAttribute('data-card'))),
      );
    let rounds = 0;
    for (let step = 0; step < 200; step++) {
      if (await t.page.getByTestId('shoe-summary').isVisible()) break;
      if (await t.page.getByTestId('shoe-bet-input').isVisible()) {
        if (rounds > 0) seen.push(...(await feltCards())); // the last round, settled: every card face up
        if (rounds === 1) await shoot(t, 'shoe-settled');
        rounds++;
        await t.page.getByTestId('shoe-bet-input').fill('10');
        await t.page.getByTestId('shoe-bet-input').press('Enter');
      } else if (await t.page.getByTestId('shoe-actions').isVisible()) {
        const buttons = t.page.getByTestId('shoe-actions').getByRole('button');
        const stand = buttons.filter({ hasText: /Хватит|Не страх|Отказ/u });
        await ((await stand.count()) > 0 ? stand.first() : buttons.first()).click();
      } else if (await t.page.getByTestId('shoe-count-input').isVisible()) {
        seen.push(...(await feltCards()));
        await shoot(t, 'shoe-count');
        const count = seen.reduce((s, c) => s + hiLo(c), 0);
        await t.page.getByTestId('shoe-count-input').fill(String(count));
        await t.page.getByTestId('shoe-count-input').press('Enter');
      }
    }
    await t.page.getByTestId('shoe-summary').waitFor();
    expect(rounds).toBeGreaterThan(1);
    // At least a deck is dealt before the short shoe stops.
    expect(seen.length).toBeGreaterThanOrEqual(52);
    expect(await t.page.getByTestId('shoe-count').getAttribute('data-correct')).toBe('true');
    expect(await t.page.getByTestId('shoe-totals').textContent()).toContain(`Раздач: ${rounds}.`);
    expect(await axeViolations(t.page)).toEqual([]);
    await shoot(t, 'shoe-summary');
  });
});
