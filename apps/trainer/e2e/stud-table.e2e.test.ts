/**
 * Stud at a full table in a browser: the trainee's two boxes among other players (dealt by keyboard, each box
 * folded in its turn, every box settled and listed), and the dealer's shift (a seeded one-round shift: the deal
 * on its key, the dealer's game called wrong on purpose and graded wrong with its rule, every box then taken,
 * the summary listing the errors). Axe on the screens, no sideways scroll at 390 px, screenshots at 1280 and
 * 390 px under `$SHOTS_DIR`.
 *
 * Whether the dealer has a game is worked out here from the dealer's cards on screen by the text's qualifier
 * (a pair or better, a straight, a flush, or Туз-Король), not by the app's model.
 */
import { axeViolations } from '@croupier/testkit/audit';
import { describe, expect, it } from 'vitest';
import { type Page, pickRules, shoot, type Trainer, trainerEachTest } from './helpers.ts';

let t: Trainer;
trainerEachTest((opened) => (t = opened));

const sideways = () => t.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** The text's qualifier on five cards (rank = card >> 2, 0 = two … 12 = ace; suit = card & 3); null if a wheel. */
function qualifies(cards: readonly number[]): boolean | null {
  const ranks = cards.map((c) => c >> 2).sort((a, b) => a - b);
  const pair = new Set(ranks).size < ranks.length;
  const flush = new Set(cards.map((c) => c & 3)).size === 1;
  const straight = !pair && ranks[4]! - ranks[0]! === 4;
  if (!pair && ranks.join() === '0,1,2,3,12') return null; // A-2-3-4-5: left to the unit tests' oracle
  return pair || flush || straight || (ranks.includes(12) && ranks.includes(11));
}

/** Waits until the shift's task differs from `kind`, or its graded count grows past `graded`. */
async function moved(page: Page, kind: string | null, graded: number): Promise<void> {
  await page.waitForFunction(
    ([k, n]) => {
      const run = document.querySelector('[data-testid="shift-run"]');
      if (!run || document.querySelector('[data-testid="shift-summary"]')) return true;
      return run.getAttribute('data-task') !== k || Number(run.getAttribute('data-graded')) > Number(n);
    },
    [kind, graded] as const,
  );
}

describe('the trainee’s two boxes at a full stud table', () => {
  it('deals by keyboard, folds each box in its turn and lists every box settled', async () => {
    await t.goto('/play/studtable?seed=e2e-seat');
    expect(await axeViolations(t.page)).toEqual([]);
    await t.page.getByTestId('stud-table-deal-input').focus();
    await t.page.keyboard.press('Enter');
    for (let guard = 0; guard < 10 && (await t.page.getByTestId('stud-table-results').count()) === 0; guard++) {
      await t.page.getByTestId('stud-table-fold').waitFor();
      await t.page.keyboard.press('KeyC'); // «Сдаться»: this box's turn, then the next
      await t.page.waitForFunction(
        () =>
          document.querySelector('[data-testid="stud-table-results"]') !== null ||
          document.querySelector('[data-testid="stud-table-fold"]') !== null,
      );
    }
    const results = t.page.getByTestId('stud-table-results').locator('li');
    expect(await results.count()).toBeGreaterThanOrEqual(2);
    expect((await t.page.getByTestId('stud-table-speech').textContent())!.length).toBeGreaterThan(0);
    expect(await axeViolations(t.page)).toEqual([]);
    await t.page.setViewportSize({ width: 390, height: 900 });
    expect(await sideways()).toBe(false);
    await t.page.setViewportSize({ width: 1280, height: 900 });
    await shoot(t, 'stud-table');
  });
});

describe('the two boxes under a casino preset that sells insurance (Senator)', () => {
  it('offers a hand of three of a kind or better insurance, takes it by keyboard and charges it', async () => {
    await pickRules(t, 'stud', { table: 'senator' });
    // Seed e2e-ins-18 deals the trainee's first box a hand that may be insured.
    await t.goto('/play/studtable?seed=e2e-ins-18');
    await t.page.getByTestId('stud-table-deal-input').focus();
    await t.page.keyboard.press('Enter');
    const most = t.page.getByTestId('stud-table-insure-most');
    await most.waitFor();
    expect(await t.page.getByTestId('stud-table-insure-least').textContent()).toMatch(/^Застраховать на 10\s/u);
    const amount = Number(/на (\d+)/u.exec((await most.textContent())!)![1]);
    expect(amount).toBeGreaterThan(10);
    await shoot(t, 'stud-table-insurance');
    await most.focus();
    await t.page.keyboard.press('Enter');
    await t.page.getByTestId('stud-table-insure-most').waitFor({ state: 'detached' });
    // Two АНТЕ of 10 and the insurance are on the table.
    const balance = (await t.page.getByTestId('stud-table-balance').textContent())!.replace(/\s/gu, ' ');
    expect(balance).toBe(`У вас ${1000 - 20 - amount} фишек`);
    expect(await axeViolations(t.page)).toEqual([]);
  });
});

describe('the dealer’s shift at stud', () => {
  it('deals, grades a wrong call of the dealer’s game with its rule, takes every box, lists the errors', async () => {
    const page = t.page;
    await t.goto('/shift/stud?seed=e2e-1&rounds=1&pace=50');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('shift-start').click();
    const run = page.getByTestId('shift-run');
    let calledWrong = false;
    for (let guard = 0; guard < 100; guard++) {
      if ((await page.getByTestId('shift-summary').count()) > 0) break;
      const kind = await run.getAttribute('data-task');
      const graded = Number(await run.getAttribute('data-graded'));
      if (kind === 'deal') await page.keyboard.press('Space');
      else if (kind === 'qualify') {
        const dealer = (await page.getByTestId('shift-dealer').getAttribute('data-cards'))!.split(',').map(Number);
        const game = qualifies(dealer);
        // The wrong call on purpose (or, for a wheel, «Игра есть» either way).
        await page.keyboard.press(game === false ? 'KeyT' : 'KeyY');
        if (game !== null) {
          await page.locator('[data-testid="shift-verdict"][data-correct="false"]').waitFor();
          calledWrong = true;
          await shoot(t, 'stud-shift');
          await page.setViewportSize({ width: 390, height: 900 });
          expect(await sideways()).toBe(false);
          expect(await axeViolations(page)).toEqual([]);
        }
      } else if (kind === 'settle') await page.keyboard.press('KeyP');
      await moved(page, kind, graded);
    }
    await page.getByTestId('shift-summary').waitFor();
    const score = page.getByTestId('shift-score');
    expect(calledWrong).toBe(true); // the seed deals a round where some box raised and the dealer's cards are no wheel
    expect(Number(await score.getAttribute('data-right'))).toBeLessThan(
      Number(await score.getAttribute('data-actions')),
    );
    expect(await page.getByTestId('shift-errors').locator('li').count()).toBeGreaterThanOrEqual(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(await sideways()).toBe(false);
    await shoot(t, 'stud-shift-summary');
  });
});
