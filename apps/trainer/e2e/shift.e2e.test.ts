/**
 * The dealer's shift in a browser: a seeded two-round shift at seven boxes, the deal on its key, the
 * dealer's draws called and the boxes settled from the dealer's right — one box settled wrong on purpose
 * and graded wrong with its rule — then the summary with the error listed and the score; axe on the
 * screens, no overflow at 390 px, screenshots at 1280 and 390 px (under `$SHOTS_DIR` when set).
 *
 * What is right is worked out here from the cards on screen by small rules of the text (the dealer draws
 * below 17, a Блекджек pays 3:2 rounded down, a win 1:1), not by the app's model.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@croupier/testkit/audit';
import { type Page, type Trainer, trainerEachTest } from './helpers.ts';
import { cardsOf, owed, total } from './shift-rules.ts';

const SHOTS = process.env.SHOTS_DIR;

let t: Trainer;
trainerEachTest((opened) => (t = opened));

async function task(page: Page): Promise<string> {
  await page.waitForFunction(() => {
    const k = document.querySelector('[data-testid="shift-run"]')?.getAttribute('data-task');
    return k !== 'bets' && k !== 'player';
  });
  return (await page.getByTestId('shift-run').getAttribute('data-task'))!;
}

/** The hand being settled: the box marked, its hand (the last unsettled of a split box), the dealer. */
async function settling(page: Page) {
  const box = page.locator('.shift-box--due');
  const hands = (await box.getAttribute('data-hands'))!.split('|').map(cardsOf);
  const stakes = (await box.getAttribute('data-stakes'))!.split('|').map(Number);
  const dealer = cardsOf(await page.getByTestId('shift-dealer').getAttribute('data-cards'));
  return { hands, stakes, dealer };
}

async function shoot(name: string) {
  if (SHOTS === undefined) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await t.page.setViewportSize({ width, height: 900 });
    await t.page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

describe('the dealer’s shift', () => {
  it('deals, calls the draws, settles from the right, grades a wrong payout and lists it', async () => {
    const page = t.page;
    await page.setViewportSize({ width: 390, height: 900 });
    // The seat players think 50 times faster than at a table (`?pace=`): the dealer's side is what is tested.
    await t.goto('/shift/blackjack?seed=e2e-1&rounds=2&pace=50');
    await page.getByTestId('shift-start').click();
    // No wait for the seats' countdown: at this pace it may come and go between two looks (task() waits).
    let wrongDone = false;
    let settledInRound = 0;
    let lastBoxes: string[] = [];
    for (let guard = 0; guard < 200; guard++) {
      const k = await task(page);
      if (k === 'done') break;
      const before = Number(await page.getByTestId('shift-run').getAttribute('data-graded'));
      if (k === 'deal') {
        settledInRound = 0;
        lastBoxes = [];
        await page.keyboard.press('Space');
      } else if (k === 'draw') {
        const dealer = cardsOf(await page.getByTestId('shift-dealer').getAttribute('data-cards'));
        const v = total(dealer);
        await page.keyboard.press(v.total < 17 ? 'KeyD' : 'KeyC');
      } else {
        const { hands, stakes, dealer } = await settling(page);
        const box = (await page.locator('.shift-box--due').getAttribute('data-testid'))!;
        // A split box is settled from its last hand: count the hands of this box done so far.
        const i = hands.length - 1 - lastBoxes.filter((b) => b === box).length;
        lastBoxes.push(box);
        const right = owed(hands[i]!, stakes[i]!, hands.length > 1, dealer);
        // Boxes go from the dealer's right: box 7 first in the round.
        if (settledInRound === 0) expect(box).toBe('shift-box-7');
        settledInRound++;
        if (!wrongDone && right.move === 'pay') {
          wrongDone = true;
          if (SHOTS) await shoot('shift-settle');
          expect(await axeViolations(page)).toEqual([]);
          await page.getByRole('textbox').fill(String(right.chips + 1));
          await page.keyboard.press('Enter');
          await page.waitForFunction(
            () => document.querySelector('[data-testid="shift-verdict"]')?.getAttribute('data-correct') === 'false',
          );
          const verdict = (await page.getByTestId('shift-verdict').textContent())!;
          expect(verdict).toContain(`а не ${right.chips + 1}`);
          expect(verdict).toMatch(/платится (1:1|3:2)/u);
          continue;
        }
        if (right.move === 'pay') {
          await page.getByRole('textbox').fill(String(right.chips));
          await page.keyboard.press('Enter');
        } else await page.keyboard.press(right.move === 'take' ? 'KeyP' : 'KeyJ');
      }
      await page.waitForFunction(
        (n) => Number(document.querySelector('[data-testid="shift-run"]')?.getAttribute('data-graded') ?? n + 1) > n,
        before,
      );
      expect(await page.getByTestId('shift-verdict').getAttribute('data-correct')).toBe('true');
    }
    await page.getByTestId('shift-summary').waitFor();
    expect(wrongDone).toBe(true);
    const score = page.getByTestId('shift-score');
    const right = Number(await score.getAttribute('data-right'));
    const actions = Number(await score.getAttribute('data-actions'));
    expect(actions - right).toBe(1);
    const errors = page.getByTestId('shift-errors').locator('li');
    expect(await errors.count()).toBe(1);
    expect(await errors.first().textContent()).toMatch(/Расчёт бокса.*платится/u);
    expect(await page.getByTestId('shift-weak').textContent()).toMatch(/выплата фишками/iu);
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot('shift-summary');
  });

  it('opens from the list', async () => {
    await t.goto('/');
    await t.page.getByTestId('shift-link-blackjack').click();
    await t.page.getByRole('heading', { level: 1, name: 'Блекджек: смена крупье' }).waitFor();
  });
});
