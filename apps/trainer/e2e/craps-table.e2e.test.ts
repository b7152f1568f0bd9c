/**
 * Craps at a full table in a browser: the trainee's place among seven policy players (a place picked, a pass
 * line bet and a roll by keyboard, the puck and the trainee's net as the text settles them), and the dealer's
 * shift (a seeded one-roll shift: the roll on its key, the puck put wrong on purpose and graded wrong with its
 * rule, every bet then taken, the summary listing the errors). Axe on the screens, no sideways scroll at 390 px,
 * screenshots at 1280 and 390 px under `$SHOTS_DIR`.
 *
 * What is right is worked out here from the dice on screen by the text's rules (a come-out 7 or 11 wins the
 * pass line 1:1, 2, 3 or 12 loses it, a number becomes the point) — not by the app's model.
 */
import { axeViolations } from '@croupier/testkit/audit';
import { describe, expect, it } from 'vitest';
import { shoot, type Trainer, trainerEachTest } from './helpers.ts';

let t: Trainer;
trainerEachTest((opened) => (t = opened));

const POINTS = [4, 5, 6, 8, 9, 10];
const sideways = () => t.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('the player’s place at a full craps table', () => {
  it('seats the trainee, takes a pass line bet and a come-out roll by keyboard, settles it as the text does', async () => {
    await t.goto('/play/crapstable?seed=e2e-place');
    await t.page.getByTestId('craps-seat-pick').selectOption('5');
    expect(await axeViolations(t.page)).toEqual([]);
    await t.page.getByTestId('table-sit').click();
    await t.page.getByTestId('craps-places').waitFor();
    expect(await t.page.getByTestId('craps-seat-5').getAttribute('aria-current')).toBe('true');
    await t.page.getByTestId('craps-table-actions').locator('button').first().focus();
    await t.page.keyboard.press('Digit2'); // the first bet offered: the pass line, 10 chips (the stake field's)
    await t.page
      .getByTestId('table-speech')
      .filter({ hasText: /: 10\.$/u })
      .waitFor();
    await t.page.keyboard.press('Digit1'); // the roll
    const dice = t.page.getByTestId('craps-dice');
    await dice.waitFor();
    const [a, b] = (await dice.getAttribute('data-dice'))!.split(',').map(Number);
    const total = a! + b!;
    const point = await t.page.getByTestId('craps-puck').getAttribute('data-point');
    expect(point).toBe(POINTS.includes(total) ? String(total) : '');
    const net = Number(await t.page.getByTestId('craps-seat-5').getAttribute('data-net'));
    expect(net).toBe(total === 7 || total === 11 ? 10 : [2, 3, 12].includes(total) ? -10 : 0);
    expect((await t.page.getByTestId('table-speech').textContent())!.length).toBeGreaterThan(0);
    expect(await axeViolations(t.page)).toEqual([]);
    await t.page.setViewportSize({ width: 390, height: 900 });
    expect(await sideways()).toBe(false);
    await t.page.setViewportSize({ width: 1280, height: 900 });
    await shoot(t, 'craps-table');
  });
});

describe('the dealer’s shift at craps', () => {
  it('rolls, grades a wrong puck with its rule, takes every bet, and lists the errors at the end', async () => {
    const page = t.page;
    await t.goto('/shift/craps?seed=e2e-1&rolls=1&pace=50');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('shift-start').click();
    const run = page.getByTestId('shift-run');
    await page.locator('[data-testid="shift-run"][data-task="roll"]').waitFor();
    await page.keyboard.press('Space');
    await page.locator('[data-testid="shift-run"][data-task="puck"]').waitFor();
    const [a, b] = (await page.getByTestId('craps-dice').getAttribute('data-dice'))!.split(',').map(Number);
    const total = a! + b!;
    // A come-out roll: a number puts the puck on it, anything else leaves it off. Put it wrong on purpose.
    await page.keyboard.press(POINTS.includes(total) ? 'KeyD' : 'Digit4');
    const verdict = page.getByTestId('shift-verdict');
    await page.locator('[data-testid="shift-verdict"][data-correct="false"]').waitFor();
    expect((await verdict.textContent())!.length).toBeGreaterThan(20);
    await shoot(t, 'craps-shift');
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await sideways()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    // Then every bet still owed is taken (right for the losers, wrong for the winners) until the shift ends.
    for (let guard = 0; guard < 100; guard++) {
      if ((await page.getByTestId('shift-summary').count()) > 0) break;
      const kind = await run.getAttribute('data-task');
      if (kind === 'done') break;
      if (kind === 'settle') {
        const graded = Number(await run.getAttribute('data-graded'));
        await page.keyboard.press('KeyP');
        await page.waitForFunction(
          (n) => Number(document.querySelector('[data-testid="shift-run"]')?.getAttribute('data-graded') ?? n) > n,
          graded,
        );
      } else {
        await page.waitForFunction(
          (k) => document.querySelector('[data-testid="shift-run"]')?.getAttribute('data-task') !== k,
          kind,
        );
      }
    }
    await page.getByTestId('shift-summary').waitFor();
    const score = page.getByTestId('shift-score');
    expect(Number(await score.getAttribute('data-right'))).toBeLessThan(
      Number(await score.getAttribute('data-actions')),
    );
    expect(await page.getByTestId('shift-errors').locator('li').count()).toBeGreaterThanOrEqual(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(await sideways()).toBe(false);
    await shoot(t, 'craps-shift-summary');
  });

  it('moves every come bet the roll sent to a number, by its digit, the bet due marked, a wrong one graded', async () => {
    const page = t.page;
    // Seed e2e-move-12: a come-out point of 8, then a 4 that decides no bet and sends four come bets to it.
    await t.goto('/shift/craps?seed=e2e-move-12&rolls=2&pace=50');
    await page.getByTestId('shift-start').click();
    const due = (kind: string) => page.locator(`[data-testid="shift-run"][data-task="${kind}"]`).waitFor();
    const total = async () =>
      (await page.getByTestId('craps-dice').getAttribute('data-dice'))!
        .split(',')
        .map(Number)
        .reduce((x, y) => x + y, 0);
    await due('roll');
    await page.keyboard.press('Space');
    await due('puck');
    const point = await total();
    await page.keyboard.press(`Digit${point % 10}`);
    await due('roll');
    await page.keyboard.press('Space');
    await due('puck');
    await page.keyboard.press(`Digit${point % 10}`); // the puck stays on the point
    await due('move');
    const n = await total();
    const group = page.getByRole('group', { name: 'Перенос на номер' });
    expect(await group.getByRole('button').count()).toBe(6);
    expect(await page.locator('.craps-bet--due').getAttribute('data-bet')).toBe('come');
    const run = page.getByTestId('shift-run');
    const moves: string[] = [];
    while ((await run.getAttribute('data-task')) === 'move') {
      const bet = (await page.locator('.craps-bet--due').getAttribute('data-bet'))!;
      moves.push(bet);
      const graded = Number(await run.getAttribute('data-graded'));
      // The don't come bet moved to the wrong number on purpose.
      await page.keyboard.press(bet === 'dontCome' ? `Digit${n === 10 ? 4 : 0}` : `Digit${n % 10}`);
      await page.waitForFunction(
        (g) => Number(document.querySelector('[data-testid="shift-run"]')?.getAttribute('data-graded') ?? g) > g,
        graded,
      );
      if (moves.length === 1) {
        await shoot(t, 'craps-shift-move');
        expect(await axeViolations(page)).toEqual([]);
      }
    }
    expect(moves).toEqual(['come', 'come', 'come', 'dontCome']);
    await page.getByTestId('shift-summary').waitFor();
    const errors = page.getByTestId('shift-errors').locator('li');
    expect(await errors.count()).toBe(1);
    expect(await errors.first().textContent()).toContain('«Не приходит» переезжает за выпавший номер');
  });
});
