/**
 * Browser tests of the trainer framework through the general (hand-value) drills: the list, a
 * practice run by click and by keyboard, the feedback on a known item, progress across a reload,
 * and a corrupt store kept and reported.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { NAIVE_WAYS } from '@croupier/testkit/oracles/craps';
import {
  allStorage,
  answerNumber,
  clickChoice,
  currentKey,
  feedback,
  openTrainer,
  pickRules,
  readStorage,
  savedStore,
  sessionStats,
  shownHands,
  STORE_KEY,
  type Trainer,
  waitForAnswers,
  trainerEachTest,
  drillStats,
} from './helpers.ts';

// Independent valuations from the rule texts, on the engine's card integers (rank = card >> 2, 2…A).
const bjValue = (card: number) => [2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 1][card >> 2]!;
const bacValue = (card: number) => [2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0, 1][card >> 2]!;
function blackjackTotal(cards: number[]): { total: number; soft: boolean } {
  const hard = cards.reduce((s, c) => s + bjValue(c), 0);
  const soft = cards.some((c) => bjValue(c) === 1) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

let t: Trainer;
trainerEachTest((opened) => (t = opened));

describe('drill list', () => {
  it('groups drills by game, shows only games with drills, and opens a drill', async () => {
    await t.goto('/');
    const groups = await t.page.$$eval('.game-group', (gs) =>
      gs.map((g) => ({
        title: g.querySelector('h2')!.firstChild!.textContent,
        drills: g.querySelectorAll('.drill-card').length,
      })),
    );
    expect(groups[0]).toEqual({ title: 'Общее', drills: 4 });
    for (const g of groups) expect(g.drills).toBeGreaterThan(0);
    await t.page.locator('[data-drill="baccarat-point"] button').click();
    expect(new URL(t.page.url()).pathname).toBe('/drill/baccarat-point');
    expect(await t.page.getByTestId('prompt').textContent()).toBe('Сколько очков у этой руки в баккаре?');
  });
});

describe('practice run', () => {
  it('works by click: the right choice is judged right and «Дальше» brings a new item', async () => {
    await t.goto('/drill/blackjack-soft-hard?seed=11&key=hard-ace-17');
    expect(await currentKey(t.page)).toBe('hard-ace-17');
    const [cards] = await shownHands(t.page);
    const v = blackjackTotal(cards!);
    expect(v).toEqual({ total: 17, soft: false });
    expect(cards!.some((c) => bjValue(c) === 1)).toBe(true);
    await clickChoice(t.page, 'hard');
    const f = await feedback(t.page);
    expect(f).toMatchObject({ correct: true, expected: '17, жёсткая' });
    expect(f.text).toContain('туз считается за 1');
    expect(await sessionStats(t.page)).toEqual({ answered: '1', accuracy: '100\u00a0%', streak: '1' });
    await t.page.getByRole('button', { name: /Дальше/u }).click();
    await t.page.getByTestId('feedback').waitFor({ state: 'detached' });
    expect(await t.page.locator('button[data-choice]:not([disabled])').count()).toBe(4);
  });

  it('works by keyboard: digits pick a choice, hotkeys too, Space goes on', async () => {
    await t.goto('/drill/blackjack-soft-hard?seed=5&key=soft-18');
    const [cards] = await shownHands(t.page);
    expect(blackjackTotal(cards!)).toEqual({ total: 18, soft: true });
    await t.page.keyboard.press('2'); // «Жёсткая»: wrong
    let f = await feedback(t.page);
    expect(f).toMatchObject({ correct: false, expected: '18, мягкая' });
    expect(f.text).toContain('ваш ответ: Жёсткая');
    expect(await t.page.locator('button.choice--expected').getAttribute('data-choice')).toBe('soft');
    await t.page.keyboard.press('Space');
    await t.page.getByTestId('feedback').waitFor({ state: 'detached' });
    // «Мягкая» by its hotkey М: the physical key (V) on a Latin layout, then a Cyrillic «м» keydown.
    await t.page.keyboard.press('KeyV');
    f = await feedback(t.page);
    expect(f.correct).toBe(true);
    await t.page.keyboard.press('Space');
    await t.page.getByTestId('feedback').waitFor({ state: 'detached' });
    await t.page.evaluate(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'м', bubbles: true })));
    f = await feedback(t.page);
    expect(f.correct).toBe(true);
    expect(await sessionStats(t.page)).toEqual({ answered: '3', accuracy: '67\u00a0%', streak: '2' });
  });

  it('takes a number by keyboard: type, Enter to answer, Enter to go on', async () => {
    await t.goto('/drill/blackjack-total?seed=3');
    for (let i = 0; i < 3; i++) {
      const [cards] = await shownHands(t.page);
      await t.page.keyboard.type(String(blackjackTotal(cards!).total));
      await t.page.keyboard.press('Enter');
      expect((await feedback(t.page)).correct).toBe(true);
      await t.page.keyboard.press('Enter');
      await t.page.getByTestId('feedback').waitFor({ state: 'detached' });
    }
    expect(await sessionStats(t.page)).toEqual({ answered: '3', accuracy: '100\u00a0%', streak: '3' });
  });

  it('gives the right feedback for a known item, with the rule link', async () => {
    await t.goto('/drill/baccarat-point?seed=42&key=three-3');
    const [cards] = await shownHands(t.page);
    expect(cards).toHaveLength(3);
    const point = cards!.reduce((s, c) => s + bacValue(c), 0) % 10;
    expect(point).toBe(3);
    await answerNumber(t.page, '8');
    const f = await feedback(t.page);
    expect(f).toMatchObject({ correct: false, expected: '3', ruleHref: 'http://127.0.0.1:4321/cards/#баккара' });
    // ts-fsrs's first learning step after Again is one minute.
    expect(await t.page.getByTestId('schedule').textContent()).toBe('Такое задание вернётся через 1\u00a0минуту.');
    expect(f.text).toContain('10, В, Д и К дают 0 очков');
  });
});

describe('progress', () => {
  it('survives a reload, with the wrongly answered key listed as a weak spot', async () => {
    await t.goto('/drill/baccarat-point?seed=9');
    const firstKey = await currentKey(t.page);
    for (let i = 0; i < 2; i++) {
      const [cards] = await shownHands(t.page);
      const point = cards!.reduce((s, c) => s + bacValue(c), 0) % 10;
      await answerNumber(t.page, String(i === 0 ? (point + 1) % 10 : point)); // the first one wrong
      await feedback(t.page);
      await t.page.keyboard.press('Space');
    }
    await waitForAnswers(t.page, 2);
    const saved = await savedStore(t.page);
    expect(saved.log.map((e) => [e.drill, e.correct])).toEqual([
      ['baccarat-point', false],
      ['baccarat-point', true],
    ]);
    await t.page.reload();
    await t.page.getByRole('button', { name: /Все упражнения/u }).click();
    expect(await drillStats(t.page, 'baccarat-point')).toBe('выучено 0 из 20 · начато 2 · ответов 2, верно 50\u00a0%');
    const [count, point] = firstKey.split('-');
    const weak = t.page.locator('[data-drill="baccarat-point"] [data-testid="drill-weak"]');
    expect(await weak.textContent()).toBe(`Слабые места: ${point} с ${count === 'two' ? 'двух' : 'трёх'} карт`);
    expect(await t.page.locator('[data-drill="baccarat-point"] button').textContent()).toBe('Продолжить');
  });

  it('reports a corrupt store, keeps it where it was, offers it as a file, and goes on fresh', async () => {
    await t.goto('/');
    const corrupt = '{"version":2,"drills":{"baccarat-point":';
    await t.page.evaluate(([k, v]) => window.localStorage.setItem(k!, v!), [STORE_KEY, corrupt]);
    await t.page.reload();
    const banner = t.page.getByRole('alert');
    await banner.waitFor();
    const text = (await banner.textContent()) ?? '';
    expect(text).toContain('Сохранённый прогресс не удалось прочитать');
    expect(text).toContain('повреждены');
    expect(text).toContain('копия хранится в этом браузере');
    // Plain words: no storage API, no key names (issue 11).
    expect(text).not.toMatch(/localStorage|IndexedDB|croupier\./u);
    // The copy can be downloaded as a file.
    const [copy] = await Promise.all([
      t.page.waitForEvent('download'),
      banner.getByRole('button', { name: 'Скачать копию' }).click(),
    ]);
    expect(await readFile((await copy.path())!, 'utf8')).toBe(corrupt);
    // Reloads report it again and change nothing of it; no copies pile up in the old storage.
    await t.page.reload();
    await t.page.getByRole('alert').waitFor();
    const before = await allStorage(t.page);
    expect(before[STORE_KEY]).toBe(corrupt);
    expect(Object.keys(before).filter((k) => k.startsWith('croupier.trainer.backup.'))).toEqual([]);
    // Fresh progress, and saving works; the corrupt data stays as it was.
    await t.page.locator('[data-drill="baccarat-point"] button').click();
    const [cards] = await shownHands(t.page);
    await answerNumber(t.page, String(cards!.reduce((s, c) => s + bacValue(c), 0) % 10));
    await feedback(t.page);
    await waitForAnswers(t.page, 1);
    expect((await savedStore(t.page)).log).toHaveLength(1);
    expect(await readStorage(t.page, STORE_KEY)).toBe(corrupt);
    await t.page.getByRole('button', { name: 'Понятно' }).first().click();
    expect(await t.page.getByRole('alert').count()).toBe(0);
  });
});

describe('the browser tests’ reused context', () => {
  it('is as empty as a fresh one: no answer, rules choice or stored key of the test before survives', async () => {
    await t.goto('/drill/baccarat-point?seed=9');
    const [cards] = await shownHands(t.page);
    await answerNumber(t.page, String(cards!.reduce((s, c) => s + bacValue(c), 0) % 10));
    await feedback(t.page);
    await waitForAnswers(t.page, 1);
    await pickRules(t, 'baccarat', { preset: 'casino' });
    await t.page.evaluate(() => localStorage.setItem('left-behind', '1'));
    await t.page.setViewportSize({ width: 390, height: 700 });
    const page = t.page;
    await t.close();
    t = await openTrainer();
    expect(t.page).toBe(page); // the same page, reset (else this test proves nothing)
    expect(t.page.viewportSize()).toEqual({ width: 1280, height: 900 });
    await t.goto('/');
    expect(await allStorage(t.page)).toEqual({});
    expect(await savedStore(t.page)).toMatchObject({ log: [], settings: [] });
    expect(await t.page.getByTestId('ledger').count()).toBe(0);
    expect(await drillStats(t.page, 'baccarat-point')).toBe('выучено 0 из 20 · начато 0');
  });
});

describe('export and import', () => {
  it('exports a sync file of the log and the rules, and merges an older progress file and a bad one is refused', async () => {
    await t.goto('/drill/baccarat-point?seed=2');
    const [cards] = await shownHands(t.page);
    await answerNumber(t.page, String(cards!.reduce((s, c) => s + bacValue(c), 0) % 10));
    await feedback(t.page);
    await waitForAnswers(t.page, 1);
    await t.page.getByRole('button', { name: /Все упражнения/u }).click();

    const [download] = await Promise.all([
      t.page.waitForEvent('download'),
      t.page.getByRole('button', { name: 'Сохранить в файл' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^croupier-trainer-\d{4}-\d{2}-\d{2}\.json$/u);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
    const saved = await savedStore(t.page);
    expect(exported).toMatchObject({ format: 'croupier-sync', version: 1, bases: [] });
    expect(exported.log).toEqual(saved.log);
    expect(exported.log).toHaveLength(1);

    // An earlier version's file where blackjack-total has 5 answers, 4 right, and craps is played as in casinos.
    const rules = Object.fromEntries(
      (exported.settings as { game: string; choice: unknown }[]).map((s) => [s.game, s.choice]),
    );
    const file = {
      version: 3,
      drills: { 'blackjack-total': { answered: 5, correct: 4, cards: {} } },
      log: [],
      settings: { rules: { ...rules, craps: { preset: 'casino', overrides: {} } } },
    };
    t.page.on('dialog', (d) => void d.accept());
    await t.page.getByTestId('import-file').setInputFiles({
      name: 'progress.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await t.page.getByText('Ответы и правила из файла добавлены к прогрессу.').waitFor();
    expect(await drillStats(t.page, 'blackjack-total')).toBe('выучено 0 из 30 · начато 0 · ответов 5, верно 80\u00a0%');
    // The answer given here is still there: an import adds, it does not replace.
    expect(await drillStats(t.page, 'baccarat-point')).toContain('ответов 1');
    expect(await t.page.locator('.game-group[data-game="craps"] [data-testid="group-rules"]').textContent()).toContain(
      'Правила: как в казино',
    );

    // A broken file is refused with the reason, and the progress stays.
    await t.page.getByTestId('import-file').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"version":1,"drills":{"x":{"answered":1,"correct":3,"cards":{}}}}'),
    });
    await t.page
      .getByText(
        /Файл не загружен: Неверный формат прогресса: упражнение, которого в этой версии тренажёра нет: верных ответов 3/u,
      )
      .waitFor();
    expect((await savedStore(t.page)).log).toHaveLength(1);
    await t.page.reload();
    expect(await drillStats(t.page, 'blackjack-total')).toContain('ответов 5, верно 80\u00a0%');
  });
});

describe('the totals of two dice', () => {
  // The craps text: the smallest total is two («если на обеих костях окажется по единице»); the ways of a total
  // counted from the dice shown, by the testkit's table.
  it('the ways of a total: the dice shown make it, and the count of 36 is judged right', async () => {
    await t.goto('/drill/dice-totals?seed=2&key=ways-6');
    expect(await currentKey(t.page)).toBe('ways-6');
    const faces = await t.page.$$eval('.felt .cr-die', (d) => d.map((x) => Number(x.getAttribute('data-face'))));
    expect(faces[0]! + faces[1]!).toBe(6);
    await answerNumber(t.page, String(NAIVE_WAYS[6]));
    const f = await feedback(t.page);
    expect(f.correct).toBe(true);
    expect(f.ruleHref).toMatch(/\/craps\/#table$/u);
  });

  it('the smallest total: 1 is wrong, the feedback says 2', async () => {
    await t.goto('/drill/dice-totals?seed=1&key=min');
    await answerNumber(t.page, '1');
    const f = await feedback(t.page);
    expect(f.correct).toBe(false);
    expect(f.expected).toContain('2');
  });
});
