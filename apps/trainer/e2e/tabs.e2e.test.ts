/**
 * Browser tests of the store across real tabs and a full storage (issue 14): two tabs of one browser
 * never lose each other's answers, and a save the browser refused is made once space returns.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { naivePoint } from '@croupier/testkit/oracles/baccarat';
import {
  answerNumber,
  feedback,
  readStorage,
  shownHands,
  STORE_KEY,
  openTrainer,
  type Page,
  type Trainer,
  waitForScreen,
} from './helpers.ts';

let t: Trainer;
beforeEach(async () => {
  t = await openTrainer();
});
afterEach(async () => {
  expect(t.errors).toEqual([]);
  await t.close();
});

/** Answers the baccarat point item on screen, right or wrong, and goes on. */
async function answerPoint(page: Page, right: boolean): Promise<void> {
  const [cards] = await shownHands(page);
  const point = naivePoint(cards!);
  await answerNumber(page, String(right ? point : (point + 1) % 10));
  await feedback(page);
  await page.keyboard.press('Space');
  await page.getByTestId('feedback').waitFor({ state: 'detached' });
}

const stats = (page: Page) => page.locator('[data-drill="baccarat-point"] [data-testid="drill-stats"]').textContent();

it('two real tabs: answers given in both, the older tab saving last, are all kept', async () => {
  const b = t.page; // tab B opens first
  await t.goto('/drill/baccarat-point?seed=1');
  const a = await t.context.newPage();
  await a.goto(`${t.url}/drill/baccarat-point?seed=2`);
  await waitForScreen(a);

  await answerPoint(a, true);
  await answerPoint(a, false);
  await answerPoint(b, true); // B never reloaded since A answered
  const saved = JSON.parse((await readStorage(b, STORE_KEY))!);
  expect(saved.drills['baccarat-point']).toMatchObject({ answered: 3, correct: 2 });

  // A's list shows B's answer without a reload: the storage event merged it in.
  await a.getByRole('button', { name: /Все упражнения/u }).click();
  await a.waitForFunction(() =>
    document
      .querySelector('[data-drill="baccarat-point"] [data-testid="drill-stats"]')
      ?.textContent?.includes('ответов 3'),
  );
  expect(await stats(a)).toContain('ответов 3');
  await a.close();
});

it('a save the browser refuses is kept in the tab, said in plain words, and made once space returns', async () => {
  await t.goto('/drill/baccarat-point?seed=3');
  await answerPoint(t.page, true);
  // The storage is full: every write throws, as a browser's does past its quota.
  await t.page.evaluate(() => {
    const original = Storage.prototype.setItem;
    (window as unknown as { restore: () => void }).restore = () => {
      Storage.prototype.setItem = original;
    };
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await answerPoint(t.page, true);
  const banner = t.page.getByRole('alert');
  await banner.waitFor();
  const text = (await banner.textContent()) ?? '';
  expect(text).toContain('Прогресс пока не сохранён');
  expect(text).not.toMatch(/localStorage|croupier\.|Quota/u);
  expect(JSON.parse((await readStorage(t.page, STORE_KEY))!).drills['baccarat-point'].answered).toBe(1);

  await t.page.evaluate(() => (window as unknown as { restore: () => void }).restore());
  await answerPoint(t.page, false); // the next answer saves everything
  await banner.waitFor({ state: 'detached' });
  expect(JSON.parse((await readStorage(t.page, STORE_KEY))!).drills['baccarat-point']).toMatchObject({
    answered: 3,
    correct: 2,
  });
});
