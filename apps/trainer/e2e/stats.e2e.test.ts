/**
 * The statistics page: an empty state with no answers; the reviews due today and in the next seven days,
 * from the saved cards, drawn by uPlot with the same figures in a table for screen readers.
 */
import { expect, it } from 'vitest';
import { axeViolations } from '@croupier/testkit/audit';
import { STORE_KEY, waitForScreen, type Trainer, trainerEachTest } from './helpers.ts';

let t: Trainer;
trainerEachTest((opened) => (t = opened));

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

it('says there is nothing yet when nothing was answered', async () => {
  await t.goto('/stats');
  expect(await t.page.title()).toBe('Статистика — Тренажёр крупье');
  expect(await t.page.getByTestId('stats-empty').textContent()).toContain(
    'Графики точности, скорости и потерь появятся после первых ответов',
  );
  expect(await t.page.locator('[data-chart]').count()).toBe(0);
  expect(await axeViolations(t.page)).toEqual([]);
});

it('counts the reviews due today and by day for a week, as a chart and a table', async () => {
  await t.goto('/');
  // Cards due: one an hour ago (overdue: today), two in exactly two days, one in five days, one in ten
  // days (beyond the week), and a new card (not a review). Counted by hand: today 1, +2 days 2, +5 days 1.
  await t.page.evaluate(
    ([key, HOUR, DAY]) => {
      const now = Date.now();
      const card = (due: number, state = 2) => ({
        due,
        stability: 3,
        difficulty: 5,
        elapsed_days: 1,
        scheduled_days: 3,
        learning_steps: 0,
        reps: 2,
        lapses: 0,
        state,
        last_review: now - DAY,
      });
      // Version 2 progress; settings with no game's rules mean every game's defaults.
      const doc = { version: 2, settings: { rules: {} }, drills: {} as Record<string, unknown> };
      doc.drills = {
        'baccarat-point': {
          answered: 5,
          correct: 3,
          cards: {
            'two-1': card(now - (HOUR as number)),
            'two-2': card(now + 2 * (DAY as number)),
            'two-3': card(now + 2 * (DAY as number)),
            'two-4': card(now + 5 * (DAY as number)),
            'two-5': card(now + 10 * (DAY as number)),
            'two-6': { ...card(now), state: 0, stability: 0, difficulty: 0, reps: 0, last_review: undefined },
          },
        },
      };
      window.localStorage.setItem(key as string, JSON.stringify(doc));
    },
    [STORE_KEY, HOUR, DAY] as const,
  );
  await t.page.reload();
  await t.page.getByRole('link', { name: 'Статистика' }).click();
  await waitForScreen(t.page);
  const table = t.page.getByTestId('due-table');
  await table.waitFor({ state: 'attached' });
  expect(await table.locator('caption').textContent()).toBe('Повторения на неделю');
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent ?? '')));
  expect(rows).toHaveLength(8);
  expect(rows[0]![0]).toMatch(/^сегодня, /u);
  expect(rows.map((r) => Number(r[1]))).toEqual([1, 0, 2, 0, 0, 1, 0, 0]);
  // The chart is drawn (uPlot's canvas), hidden from screen readers, which read the table instead.
  const chart = t.page.locator('[data-chart="due"] .day-chart');
  await chart.locator('canvas').waitFor();
  expect(await chart.getAttribute('aria-hidden')).toBe('true');
  expect(await t.page.locator('[data-chart="due"] figcaption').textContent()).toContain(
    'Сегодня к повторению: 1\u00a0задание, из них просрочено 1',
  );
  expect(await axeViolations(t.page)).toEqual([]);
});
