/**
 * Browser test of the deviations drill under rules with no shipped index table (two decks, the dealer
 * hits soft 17, late surrender): the table is computed in the page's Web Workers with its progress shown,
 * the computation stops when the rules are left, the finished table is kept in the browser and read back
 * after a reload, and an item is graded with a cost. The right play and its cost are checked against the
 * engine's exact EVs of that decision at the shown count, computed here (`decisionEvsAt` on the shoe at
 * that true count), not read from the table the page computed; axe on the wait and on the item;
 * screenshots at 1280 and 390 px.
 */
import { describe, expect, it } from 'vitest';
import { decisionEvsAt, indexContext, COUNTING_SYSTEMS, resolveRulesOrThrow } from '@croupier/engine/blackjack';
import { axeViolations } from '@croupier/testkit/audit';
import {
  clickChoice,
  feedback,
  pickRules,
  readStorage,
  shoot,
  shownHands,
  type Trainer,
  trainerEachTest,
} from './helpers.ts';

/** Where the computed tables are kept (in step with `src/storage/index-cache.ts`). */
const INDEX_CACHE_KEY = 'croupier.trainer.indices.v1';

const num = (s: string) => Number(s.replace('\u2212', '-').replace('+', ''));
// Card integers: rank = card >> 2, 0 = two … 8–11 = ten-value, 12 = ace.
const valueOf = (card: number) => {
  const r = card >> 2;
  return r === 12 ? 1 : Math.min(10, r + 2);
};

let t: Trainer;
trainerEachTest((opened) => (t = opened));

const axe = () => axeViolations(t.page);

const CHOICES = { preset: 'casino', decks: '2', dealerHitsSoft17: 'true', surrender: 'late' };
const RULES = resolveRulesOrThrow({
  preset: 'casino',
  overrides: { decks: 2, dealerHitsSoft17: true, surrender: 'late' },
});
const DRILL = '/drill/blackjack-deviations?seed=5&key=hard-12-3';

describe('«Отклонения по счёту» under rules with no shipped table', () => {
  it('computes the table with its progress, and stops it when the trainee goes to change the rules', async () => {
    await pickRules(t, 'blackjack', CHOICES);
    await t.goto(DRILL);
    const wait = t.page.getByTestId('indices-progress');
    await wait.waitFor();
    await t.page.waitForFunction(() => {
      const p = document.querySelector('[data-testid="indices-progress"]');
      return p !== null && p.getAttribute('data-stage') === 'levels';
    });
    expect(t.page.workers().length).toBeGreaterThanOrEqual(1);
    expect(await t.page.getByTestId('indices-status').textContent()).toMatch(
      /^Расчёт таблицы индексов: готово \d+\s%\.$/u,
    );
    expect(await axe()).toEqual([]);
    await shoot(t, 'deviations-progress');
    // The rules line's «Изменить»: the screen goes, and with it every worker of the computation.
    await t.page.getByTestId('rules-line').getByRole('link', { name: 'Изменить' }).click();
    await t.page.waitForFunction(() => document.querySelector('[data-testid="indices-progress"]') === null);
    // The workers end as the screen unmounts: wait for none to be left (a limit against hangs only).
    await expect.poll(() => t.page.workers().length, { timeout: 120_000 }).toBe(0);
    expect(await readStorage(t.page, INDEX_CACHE_KEY)).toBeNull();
  }, 120_000);

  it('grades an item by the computed table, with the cost the engine gives at that count; kept after a reload', async () => {
    await pickRules(t, 'blackjack', CHOICES);
    await t.goto(DRILL);
    await t.page.getByTestId('indices-progress').waitFor();
    const prompt = t.page.getByTestId('prompt');
    await prompt.waitFor({ timeout: 240_000 });
    const note = t.page.getByTestId('indices-time');
    const ms = Number(await note.getAttribute('data-ms'));
    const workers = Number(await note.getAttribute('data-workers'));
    console.log(
      `index table, 2 decks H17 LS: ${(ms / 1000).toFixed(1)} s on ${workers} workers, stages ${await note.getAttribute('data-stages')}`,
    );
    expect(ms).toBeGreaterThan(0);
    expect(await prompt.getAttribute('data-key')).toBe('hard-12-3');

    // The kept table is for exactly these rules.
    const kept = JSON.parse((await readStorage(t.page, INDEX_CACHE_KEY)) ?? 'null') as {
      version: number;
      tables: { key: string; table: { rules: unknown } }[];
    };
    expect(kept.version).toBe(1);
    expect(kept.tables.map((x) => x.table.rules)).toEqual([RULES]);

    const [dealer, player] = await shownHands(t.page);
    const hand = player!.map(valueOf);
    expect(hand[0]! + hand[1]!).toBe(12);
    expect(hand).not.toContain(1);
    expect(valueOf(dealer![0]!)).toBe(3);
    const text = (await t.page.locator('.context').textContent()) ?? '';
    const k = num(/Истинный счёт Хай-Лоу: ([+\u2212]?\d+)/u.exec(text)![1]!);
    // The engine's exact EVs of hard 12 v 3 at the middle of the shown count's bin (floored counts).
    const evs = decisionEvsAt(indexContext(RULES, COUNTING_SYSTEMS.hilo), { kind: 'hard', row: 12, up: 3 }, k + 0.5)!;
    const right = evs.stand! > evs.hit! ? 'stand' : 'hit';
    const wrong = right === 'stand' ? 'hit' : 'stand';
    expect(await axe()).toEqual([]);
    await clickChoice(t.page, wrong);
    const f = await feedback(t.page);
    expect(f.correct).toBe(false);
    expect(await t.page.locator(`[data-choice="${right}"]`).getAttribute('class')).toContain('choice--expected');
    expect(f.text).toMatch(/Потеряно \d+,\d+\sставки/u);
    expect(f.text).toContain('для выбранных правил');
    const cost = Number(await t.page.getByTestId('cost').getAttribute('data-cost'));
    // The page interpolates between true counts two apart; the curve is close to straight there.
    expect(Math.abs(cost - Math.abs(evs.stand! - evs.hit!))).toBeLessThan(0.003);
    await shoot(t, 'deviations-computed-feedback');

    // After a reload the table is read back: no computation, the item at once.
    await t.goto(DRILL);
    await prompt.waitFor();
    expect(await t.page.getByTestId('indices-progress').count()).toBe(0);
    expect(await note.textContent()).toContain('сохранена');
  }, 300_000);
});
