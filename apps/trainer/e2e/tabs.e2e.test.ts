/**
 * Browser tests of the store across real tabs (issues 14 and 21): three tabs of one browser and two of
 * another answer at the same time, and after a reload every answer is in each browser's log and on its
 * statistics screen; a sync file carries one browser's answers to the other without counting any twice; a
 * write the browser refuses is kept in the tab, said in plain words, and made once it is accepted again.
 */
import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { naivePoint } from '@croupier/testkit/oracles/baccarat';
import {
  answerNumber,
  feedback,
  openTrainer,
  savedStore,
  shownHands,
  waitForAnswers,
  waitForScreen,
  type Page,
  type Trainer,
  drillStats,
} from './helpers.ts';

let t: Trainer;
let other: Trainer;
beforeEach(async () => {
  t = await openTrainer();
  other = await openTrainer();
});
afterEach(async () => {
  expect(t.errors).toEqual([]);
  expect(other.errors).toEqual([]);
  await t.close();
  await other.close();
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

/** Opens a drill in a new tab of a browser. */
async function newTab(of: Trainer, seed: number): Promise<Page> {
  const page = await of.context.newPage();
  page.on('pageerror', (e) => of.errors.push(e.message));
  await page.goto(`${of.url}/drill/baccarat-point?seed=${seed}`);
  await waitForScreen(page);
  return page;
}

/** The number on the statistics screen's «Ответов». */
async function statsAnswered(page: Page): Promise<string> {
  await page.goto(new URL('/stats', page.url()).href);
  await waitForScreen(page);
  return (await page.locator('[data-testid="stats-summary"] div').first().locator('dd').textContent()) ?? '';
}

// Nine answers a tab (45 writes at once across five tabs): enough for every tab to write while the others do,
// which is what the store must survive; the merge rules themselves are unit-tested (src/storage/*.test.ts).
const PER_TAB = 9;

it('three tabs of one browser and two of another answer at once: every answer is kept, and a sync file joins them', async () => {
  const one = await Promise.all([1, 2, 3].map((seed) => newTab(t, seed)));
  const two = await Promise.all([4, 5].map((seed) => newTab(other, seed)));
  // Every tab answers PER_TAB items at the same time; every third answer wrong.
  await Promise.all(
    [...one, ...two].map(async (page) => {
      for (let i = 0; i < PER_TAB; i++) await answerPoint(page, i % 3 !== 0);
    }),
  );
  await waitForAnswers(one[0]!, 3 * PER_TAB);
  await waitForAnswers(two[0]!, 2 * PER_TAB);

  const right = PER_TAB - Math.ceil(PER_TAB / 3); // right answers per tab: 6 of 9
  for (const [pages, tabs] of [
    [one, 3],
    [two, 2],
  ] as const) {
    const saved = await savedStore(pages[0]!);
    expect(saved.log).toHaveLength(tabs * PER_TAB);
    expect(new Set(saved.log.map((e) => e.id)).size).toBe(tabs * PER_TAB);
    expect(saved.log.filter((e) => e.correct)).toHaveLength(tabs * right);
    // Every tab, reloaded, shows every answer of its browser in the list and on the statistics screen.
    for (const page of pages) {
      await page.reload();
      await waitForScreen(page);
      await page.getByRole('button', { name: /Все упражнения/u }).click();
      expect(await drillStats(page, 'baccarat-point')).toContain(`ответов ${tabs * PER_TAB}`);
      expect(await statsAnswered(page)).toBe(String(tabs * PER_TAB));
    }
  }

  // The second browser’s sync file, imported in the first (twice): every answer of the five tabs, none twice.
  const list = two[0]!;
  await list.goto(`${other.url}/`);
  await waitForScreen(list);
  const [download] = await Promise.all([
    list.waitForEvent('download'),
    list.getByRole('button', { name: 'Сохранить в файл' }).click(),
  ]);
  const file = await readFile((await download.path())!, 'utf8');
  expect(JSON.parse(file)).toMatchObject({ format: 'croupier-sync', version: 1 });
  // Another tab of the first browser stays open on the list: it will hear of the import without a reload.
  const watcher = one[1]!;
  await watcher.goto(`${t.url}/`);
  await waitForScreen(watcher);
  const target = one[0]!;
  await target.goto(`${t.url}/`);
  await waitForScreen(target);
  target.on('dialog', (d) => void d.accept());
  for (let i = 0; i < 2; i++) {
    await target.getByTestId('import-file').setInputFiles({
      name: 'sync.json',
      mimeType: 'application/json',
      buffer: Buffer.from(file),
    });
    await target.getByText('Ответы и правила из файла добавлены к прогрессу.').waitFor();
  }
  await waitForAnswers(target, 5 * PER_TAB);
  expect((await savedStore(target)).log).toHaveLength(5 * PER_TAB);
  await watcher.waitForFunction(
    (n) =>
      document
        .querySelector('[data-drill="baccarat-point"] [data-testid="drill-stats"]')
        ?.textContent?.includes(`ответов ${n}`),
    5 * PER_TAB,
  );
  expect(await statsAnswered(one[2]!)).toBe(String(5 * PER_TAB));
}, 300_000);

it('a write the browser refuses is kept in the tab, said in plain words, and made once it is accepted', async () => {
  await t.goto('/drill/baccarat-point?seed=3');
  await answerPoint(t.page, true);
  await waitForAnswers(t.page, 1);
  // The database refuses every write, as a browser's does past its quota.
  await t.page.evaluate(() => {
    const original = IDBObjectStore.prototype.put;
    (window as unknown as { restore: () => void }).restore = () => {
      IDBObjectStore.prototype.put = original;
    };
    IDBObjectStore.prototype.put = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await answerPoint(t.page, true);
  const banner = t.page.getByRole('alert');
  await banner.waitFor();
  const text = (await banner.textContent()) ?? '';
  expect(text).toContain('Прогресс пока не сохранён');
  expect(text).toContain('сохранить их в файл');
  expect(text).not.toMatch(/IndexedDB|localStorage|croupier\.|Quota/u);
  expect((await savedStore(t.page)).log).toHaveLength(1);

  await t.page.evaluate(() => (window as unknown as { restore: () => void }).restore());
  await answerPoint(t.page, false); // the next answer writes everything
  await banner.waitFor({ state: 'detached' });
  await waitForAnswers(t.page, 3);
  const saved = await savedStore(t.page);
  expect(saved.log.map((e) => e.correct)).toEqual([true, true, false]);
  await t.page.reload();
  await t.page.getByRole('button', { name: /Все упражнения/u }).click();
  expect(await drillStats(t.page, 'baccarat-point')).toContain('ответов 3, верно 67');
});

it('a sync link carries one browser’s answers to another, which adds them once, and a cut link is refused', async () => {
  await t.goto('/drill/baccarat-point?seed=11');
  for (let i = 0; i < 3; i++) await answerPoint(t.page, i !== 1);
  await waitForAnswers(t.page, 3);
  await t.goto('/');
  await t.page.getByTestId('open-sync').click();
  await waitForScreen(t.page);
  await t.page.getByRole('button', { name: 'Создать ссылку' }).click();
  const link = (await t.page.getByTestId('sync-link').inputValue()).replace(t.url, other.url);
  expect(link).toMatch(/\/sync#d=[A-Za-z0-9_-]+$/u);

  await other.goto('/drill/baccarat-point?seed=12');
  await answerPoint(other.page, true);
  await waitForAnswers(other.page, 1);
  for (let i = 0; i < 2; i++) {
    await other.page.goto(link);
    await waitForScreen(other.page);
    const incoming = other.page.getByTestId('sync-incoming');
    expect(await incoming.textContent()).toContain(
      `В ссылке 3\u00a0ответа, из них новых для этого браузера: ${i === 0 ? 3 : 0}`,
    );
    await incoming.getByRole('button', { name: 'Добавить к прогрессу' }).click();
    await other.page.getByTestId('sync-message').waitFor();
    expect(await other.page.getByTestId('sync-message').textContent()).toBe(
      `Добавлено к прогрессу: ${i === 0 ? '3\u00a0ответа' : '0\u00a0ответов'}.`,
    );
  }
  await waitForAnswers(other.page, 4);
  expect((await savedStore(other.page)).log.map((e) => e.correct).sort()).toEqual([false, true, true, true]);

  // A link cut short changes nothing and says why.
  await other.page.goto(link.slice(0, link.length - 40));
  await waitForScreen(other.page);
  expect(await other.page.getByTestId('sync-incoming').getByRole('alert').textContent()).toContain(
    'Ссылка повреждена или обрезана',
  );
  expect((await savedStore(other.page)).log).toHaveLength(4);
});

it('without IndexedDB (a private mode) the trainer answers in memory, says so, and offers the file', async () => {
  await t.context.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  });
  await t.goto('/drill/baccarat-point?seed=5');
  const banner = t.page.getByRole('alert');
  await banner.waitFor();
  const text = (await banner.textContent()) ?? '';
  expect(text).toContain('Прогресс не сохраняется');
  expect(text).toContain('хранятся только в этой вкладке');
  expect(text).toContain('сохраните их в файл');
  expect(text).not.toMatch(/IndexedDB|localStorage|croupier\./u);
  await answerPoint(t.page, true);
  await answerPoint(t.page, false);
  await t.page.getByRole('button', { name: /Все упражнения/u }).click();
  expect(await drillStats(t.page, 'baccarat-point')).toContain('ответов 2, верно 50');
  const [download] = await Promise.all([
    t.page.waitForEvent('download'),
    t.page.getByRole('button', { name: 'Сохранить в файл' }).click(),
  ]);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(file.log.map((e: { correct: boolean }) => e.correct)).toEqual([true, false]);
});
