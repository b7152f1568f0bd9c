/**
 * Browser tests of Russian poker as casinos deal it (decision 033): under the Senator preset picked in
 * the rules picker, the drills of the new decisions render, wait for their exact values (computed in the
 * stud advice worker), answer and grade with the cost in antes; and the play mode plays a casino round
 * through the new actions — a multi-card exchange with a dealer card shown, the sixth card refused after
 * it with the engine's Russian sentence, and «покупка игры» in the buying phase — to settlement.
 *
 * What a test expects is read from the screen by small rules written here (the dealer's cards without a
 * game, the ante paid 1:1 when he has none), not from the app's graders.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@croupier/testkit/audit';
import { naiveStudValue } from '@croupier/testkit/oracles/stud';
import {
  clickChoice,
  feedback,
  pickRules,
  shoot,
  shownHands,
  type Page,
  type Trainer,
  trainerEachTest,
} from './helpers.ts';

let t: Trainer;
trainerEachTest((opened) => (t = opened));

const senator = () => pickRules(t, 'stud', { table: 'senator' });
const choose = (page: Page, group: string, label: string | RegExp) =>
  page.getByTestId(group).getByRole('button', { name: label }).click();

/** Waits until the item's exact values are in (the answer buttons are enabled). */
async function solved(page: Page): Promise<void> {
  await page.locator('.choices button[data-choice]').first().waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="solving"]') === null);
}

describe('Russian-poker drills under a casino preset', () => {
  it('the rules picker offers the casino presets; the new drills are listed', async () => {
    await senator();
    await shoot(t, 'stud-rules-senator');
    expect(await t.page.getByTestId('rules-now').textContent()).toContain(
      'Правила: Русский покер (Senator) — одна карта дилера открыта',
    );
    await t.goto('/');
    const drills = await t.page.$$eval('.game-group[data-game="stud"] .drill-card', (ds) =>
      ds.map((d) => d.getAttribute('data-drill')),
    );
    expect(drills).toEqual(
      expect.arrayContaining(['stud-exchange', 'stud-sixth-card', 'stud-insurance', 'stud-buy-game']),
    );
  });

  it('which cards to exchange: waits for the exact values, a fold with a pair is graded a costly mistake', async () => {
    await senator();
    await t.goto('/drill/stud-exchange?seed=7&key=pair');
    await solved(t.page);
    const [hand, dealer] = await shownHands(t.page);
    expect(hand).toHaveLength(5);
    expect(dealer).toHaveLength(1); // the fifth dealer card face up
    expect(await t.page.locator('.choices button[data-choice^="x"]').count()).toBe(6);
    await shoot(t, 'stud-exchange');
    await clickChoice(t.page, 'fold');
    const f = await feedback(t.page);
    // A pair plays (or draws) better than a fold that loses the ante: the fold is wrong.
    expect(f.correct).toBe(false);
    expect(f.text).toMatch(/АНТЕ/u);
    expect(f.ruleHref).toMatch(/\/poker\/#advisor$/u);
    expect(await axeViolations(t.page)).toEqual([]);
    await shoot(t, 'stud-exchange-feedback');
    // The miss in the review: dealt again from its seed, solved in the worker, named by its buttons' labels.
    await t.goto('/mistakes');
    const miss = t.page.locator('[data-testid="miss"][data-drill="stud-exchange"]');
    await expect.poll(() => miss.getByTestId('miss-answer').textContent()).toBe('Сдаться');
    expect((await miss.getByTestId('miss-expected').textContent())?.trim()).toBe(f.expected.trim());
  });

  it('buy the game: the dealer shown without a game, the advised answer right', async () => {
    await senator();
    await t.goto('/drill/stud-buy-game?seed=3&key=pair');
    const [, dealer] = await shownHands(t.page);
    expect(naiveStudValue(dealer!).rank).toBe(0); // «нет игры», by the testkit's naive evaluator
    await shoot(t, 'stud-buy-game');
    // Answer one way; the feedback names the right one, whose button is marked.
    await clickChoice(t.page, 'takeAnte');
    const f = await feedback(t.page);
    expect(f.text).toContain('Ожидание на АНТЕ');
    expect(['Взять выигрыш АНТЕ', 'Купить игру дилеру']).toContain(f.expected.trim());
    expect(f.correct).toBe(f.expected.trim() === 'Взять выигрыш АНТЕ');
  });

  it('insurance with three of a kind: the amounts offered from one ante up', async () => {
    await senator();
    await t.goto('/drill/stud-insurance?seed=2&key=threeOfAKind');
    await solved(t.page);
    const labels = await t.page.locator('.choices button[data-choice]').allTextContents();
    expect(labels.join(' ')).toContain('Застраховать на 1 АНТЕ');
    await clickChoice(t.page, 'raise');
    expect((await feedback(t.page)).text).toContain('Ожидание на АНТЕ');
    await shoot(t, 'stud-insurance-feedback');
  });
});

describe('a casino round from the player’s seat (Senator)', () => {
  it('exchanges three cards with a card up, is refused the sixth card, and plays through «покупка игры» to settlement', async () => {
    await senator();
    await t.goto('/play/stud');
    await t.page.getByTestId('play-seed').fill('5');
    await t.page.waitForFunction(
      () => (document.querySelector('[data-testid="play-seed"]') as HTMLInputElement | null)?.value === '5',
    );
    let bought = false;
    let exchanged = false;
    for (let round = 0; round < 20 && !bought; round++) {
      await t.page.getByTestId('play-deal-submit').click();
      await t.page.getByTestId('play-question').waitFor();
      if (!exchanged) {
        // Three cards picked and exchanged for their fee, with the dealer's fifth card face up.
        const picks = t.page.locator('.play-card');
        for (const i of [0, 1, 2]) await picks.nth(i).click();
        await choose(t.page, 'play-actions', /Заменить /u);
        await expect
          .poll(() => t.page.getByTestId('play-question').textContent())
          .toBe('После замены: сдаться или играть?');
        // One draw per hand: the engine refuses the sixth card now, in Russian.
        await choose(t.page, 'play-actions', 'Купить шестую карту');
        await expect
          .poll(async () => (await t.page.locator('main').textContent()) ?? '')
          .toContain('За раздачу — одно действие');
        await shoot(t, 'stud-play-refused');
        exchanged = true;
      }
      await choose(t.page, 'play-actions', 'Играть');
      // Settled, or the dealer shows «нет игры» and the game is for sale.
      await t.page.waitForFunction(
        () =>
          document.querySelector('[data-testid="play-outcome"]') !== null ||
          (document.querySelector('[data-testid="play-question"]')?.textContent ?? '').includes('купить игру'),
      );
      if ((await t.page.getByTestId('play-outcome').count()) === 1) continue;
      const [dealer] = await shownHands(t.page);
      expect(naiveStudValue(dealer!).rank).toBe(0);
      expect(await axeViolations(t.page)).toEqual([]);
      await shoot(t, 'stud-play-buying');
      await choose(t.page, 'play-actions', /Купить игру дилеру/u);
      await t.page.getByTestId('play-outcome').waitFor();
      bought = true;
    }
    expect(bought).toBe(true);
    const outcome = (await t.page.getByTestId('play-outcome').textContent()) ?? '';
    expect(outcome).toMatch(/Итог раунда/u);
    // The purchase is graded at once (its value is a short enumeration), the raise when the worker answers.
    const verdicts = t.page.getByTestId('play-verdict');
    await expect.poll(() => verdicts.count()).toBeGreaterThan(0);
    expect(await verdicts.last().textContent()).toContain('Точное ожидание на АНТЕ');
    await shoot(t, 'stud-play-settled');
  });
});
