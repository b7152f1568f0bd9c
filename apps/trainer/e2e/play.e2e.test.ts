/**
 * The play modes in a browser: a seeded blackjack round played to the end with a graded decision and its
 * cost, a baccarat coup from the dealer's seat, a craps roll resolved and paid, a stud round; a table's
 * history exported and opened again, a share link that deals the same table; axe on each screen; and
 * screenshots at 1280 and 390 px for a person to look at (under `$SHOTS_DIR/rounds/` when `SHOTS_DIR` is set).
 *
 * What a test expects is worked out from what is on screen by small independent rules written here
 * (blackjack totals, the pass line on a come-out roll, the casino tableau), not by the app's graders.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@croupier/testkit/audit';
import { openTrainer, shownHands, type Page, type Trainer, trainerEachTest } from './helpers.ts';

/** Where screenshots go (unset: none; a user's clone has no shots folder). */
const SHOTS = process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/rounds` : undefined;

let t: Trainer;
trainerEachTest((opened) => (t = opened));

/** Blackjack points of a card (engine encoding `rank * 4 + suit`, ranks 2…A). */
const points = (c: number) => [2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 11][c >> 2]!;
/** A hand's hard total (aces as 1) and whether an ace can count 11. */
function total(cards: readonly number[]): { total: number; soft: boolean } {
  const hard = cards.reduce((s, c) => s + (points(c) === 11 ? 1 : points(c)), 0);
  const ace = cards.some((c) => points(c) === 11);
  return ace && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}
/** Baccarat value of a card. */
const bac = (c: number) => [2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0, 1][c >> 2]!;
const point = (cards: readonly number[]) => cards.reduce((s, c) => s + bac(c), 0) % 10;

/** Opens a play screen on a table of the given seed (typed into «Номер стола»). */
async function table(path: string, seed: string) {
  await t.goto(path);
  await t.page.getByTestId('play-seed').fill(seed);
  await t.page.waitForFunction(
    (s) => (document.querySelector('[data-testid="play-seed"]') as HTMLInputElement | null)?.value === s,
    seed,
  );
}

async function choose(page: Page, group: string, label: string) {
  await page.getByTestId(group).getByRole('button', { name: label }).click();
}

async function shoot(name: string) {
  if (SHOTS === undefined) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await t.page.setViewportSize({ width, height: 900 });
    await t.page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  // The phone page in screen-high slices, readable one by one.
  const height = await t.page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 1; y < height && i <= 4; y += 800, i++) {
    await t.page.screenshot({
      path: `${SHOTS}/${name}-390-part${i}.png`,
      fullPage: true,
      clip: { x: 0, y, width: 390, height: Math.min(800, height - y) },
    });
  }
  await t.page.setViewportSize({ width: 1280, height: 900 });
}

async function noAxe() {
  expect(await axeViolations(t.page)).toEqual([]);
}

describe('blackjack from the player’s seat', () => {
  it('plays a seeded round to the end: hitting a hard 18 is graded a mistake with its cost', async () => {
    await table('/play/blackjack', '6');
    await t.page.getByTestId('play-deal-submit').click();
    const [dealer, mine] = await shownHands(t.page);
    expect(total(mine!)).toEqual({ total: 18, soft: false });
    expect(points(dealer![0]!)).toBe(5);
    await choose(t.page, 'play-actions', 'Ещё карту');
    const verdict = t.page.getByTestId('play-verdict').first();
    await expect.poll(() => verdict.getAttribute('data-correct')).toBe('false');
    expect(await verdict.getAttribute('data-key')).toBe('hard-18-5');
    expect(Number(await verdict.getAttribute('data-cost'))).toBeGreaterThan(0.3); // hit loses far more than a third
    expect(await t.page.getByTestId('play-cost').first().textContent()).toMatch(
      /^Потеряно \d+,\d+\u00a0ставки — \d+(,\d+)?\u00a0фиш\S+ при ставке \d+$/u,
    );
    // Stand on whatever is left until the round is settled.
    for (let i = 0; i < 5 && (await t.page.getByTestId('play-outcome').count()) === 0; i++) {
      await choose(t.page, 'play-actions', 'Хватит');
    }
    await expect.poll(() => t.page.getByTestId('play-outcome').count()).toBe(1);
    expect(await t.page.getByTestId('play-live').textContent()).not.toBe('');
    await noAxe();
    await shoot('blackjack');

    // The miss is in the review under the play mode's name, its hand and both answers in Russian, and the
    // costliest cells of the overall ledger name it and open the play mode.
    await t.goto('/mistakes');
    const miss = t.page.locator('[data-testid="miss"][data-drill="play-blackjack"]').first();
    await miss.waitFor();
    expect(await miss.locator('.miss-head').textContent()).toMatch(
      /^Блекджек: раздачи целиком · жёстк\S* 18 против 5 · /u,
    );
    expect(await miss.getByTestId('miss-answer').textContent()).toBe('Ещё карту');
    expect(await miss.getByTestId('miss-expected').textContent()).toBe('Хватит');
    expect(await miss.getByTestId('replay-miss').getAttribute('href')).toMatch(/\/play\/blackjack$/u);
    await t.goto('/');
    const costly = t.page.getByTestId('ledger-expensive').getByRole('link', { name: /Блекджек: раздачи целиком/u });
    expect(await costly.getAttribute('href')).toMatch(/\/play\/blackjack$/u);
  });

  it('holds the verdicts to the end of the round when the trainee prefers', async () => {
    await table('/play/blackjack', '6');
    await t.page.getByTestId('play-feedback-end').check();
    await t.page.getByTestId('play-deal-submit').click();
    await t.page.keyboard.press('Digit2'); // the second button: «Хватит» (18 stands)
    await expect.poll(() => t.page.getByTestId('play-outcome').count()).toBe(1);
    const verdict = t.page.getByTestId('play-verdict').first();
    expect(await verdict.getAttribute('data-correct')).toBe('true');
  });
});

describe('baccarat from the dealer’s seat', () => {
  it('calls the draws, the winner and pays a coup', async () => {
    await table('/play/baccarat', '4');
    await choose(t.page, 'play-bet', 'Банко — раздать');
    let [player, banker] = await shownHands(t.page);
    // The player's rule: draw on 0–5.
    await choose(t.page, 'play-calls', point(player!) <= 5 ? 'Берёт карту' : 'Стоит');
    expect(await t.page.getByTestId('play-verdict').last().getAttribute('data-correct')).toBe('true');
    [player, banker] = await shownHands(t.page);
    // The banker's rule, deliberately called wrong: the verdict names the rule.
    const bankerDraws = await t.page.evaluate(
      () => document.querySelector('[data-testid="play-question"]')?.textContent,
    );
    expect(bankerDraws).toContain('Банко');
    await choose(t.page, 'play-calls', 'Стоит');
    const v = t.page.getByTestId('play-verdict').last();
    const drew = (await shownHands(t.page))[1]!.length === 3;
    expect(await v.getAttribute('data-correct')).toBe(String(!drew));
    [player, banker] = await shownHands(t.page);
    const winner = point(player!) === point(banker!) ? 'Ничья' : point(player!) > point(banker!) ? 'Пунто' : 'Банко';
    await choose(t.page, 'play-calls', winner);
    expect(await t.page.getByTestId('play-verdict').last().getAttribute('data-correct')).toBe('true');
    // Банко pays 19:20 under the text's rules (the trainer's default), as at the casino: 100 → 95.
    const pay = winner === 'Банко' ? '95' : '0';
    await t.page.getByTestId('play-pay-input').fill(pay);
    await t.page.getByTestId('play-pay-input').press('Enter');
    expect(await t.page.getByTestId('play-verdict').last().getAttribute('data-correct')).toBe('true');
    await expect.poll(() => t.page.getByTestId('play-outcome').count()).toBe(1);
    expect(await t.page.getByTestId('play-bankroll').getAttribute('data-chips')).toBe(
      winner === 'Банко' ? '1095' : '900',
    );
    await noAxe();
    await shoot('baccarat');
  });
});

describe('craps from the dealer’s seat', () => {
  it('resolves a come-out roll for «Проходит» and pays it', async () => {
    await table('/play/craps', '1');
    await choose(t.page, 'play-bet', 'Поставить «Проходит»');
    await choose(t.page, 'play-bet', 'Бросить кости');
    const dice = (await t.page.getByTestId('play-dice').getAttribute('data-dice'))!.split(',').map(Number);
    const sum = dice[0]! + dice[1]!;
    const kind = sum === 7 || sum === 11 ? 'Выигрывает' : [2, 3, 12].includes(sum) ? 'Проигрывает' : 'Остаётся';
    await choose(t.page, 'play-calls', kind);
    expect(await t.page.getByTestId('play-verdict').last().getAttribute('data-correct')).toBe('true');
    if (kind === 'Выигрывает') {
      await t.page.getByTestId('play-pay-input').fill('10');
      await t.page.getByTestId('play-pay-input').press('Enter');
      expect(await t.page.getByTestId('play-verdict').last().getAttribute('data-correct')).toBe('true');
    }
    const bank = kind === 'Выигрывает' ? 1010 : kind === 'Проигрывает' ? 990 : 990;
    await expect.poll(() => t.page.getByTestId('play-bankroll').getAttribute('data-chips')).toBe(String(bank));
    await noAxe();
    await shoot('craps');
  });
});

describe('stud from the player’s seat', () => {
  it('antes, decides and settles a round, the decision graded against the exact advice', async () => {
    await table('/play/stud', '1');
    await t.page.getByTestId('play-deal-submit').click();
    await choose(t.page, 'play-actions', 'Играть');
    const v = t.page.getByTestId('play-verdict').last();
    // The advice is computed in a worker: the verdict follows the decision.
    await expect.poll(() => v.count(), { timeout: 120_000 }).toBe(1);
    expect(['true', 'false']).toContain(await v.getAttribute('data-correct'));
    expect(await v.textContent()).toContain('Точное ожидание на АНТЕ');
    await expect.poll(() => t.page.getByTestId('play-outcome').count()).toBe(1);
    await noAxe();
    await shoot('stud');
  });
});

describe('histories', () => {
  it('exports a table’s history and opens it again in the trainer: the same cards and bankroll', async () => {
    await table('/play/blackjack', '6');
    await t.page.getByTestId('play-deal-submit').click();
    await choose(t.page, 'play-actions', 'Хватит');
    await expect.poll(() => t.page.getByTestId('play-outcome').count()).toBe(1);
    const hands = await shownHands(t.page);
    const bank = await t.page.getByTestId('play-bankroll').getAttribute('data-chips');
    const text = await t.page.getByTestId('play-history-text').inputValue();
    const download = t.page.waitForEvent('download');
    await t.page.getByTestId('play-export').click();
    expect((await download).suggestedFilename()).toBe('croupier-blackjack-6.json');
    expect(JSON.parse(text)).toMatchObject({ format: 'croupier-round', version: 1, game: 'blackjack', seed: 6 });

    // A fresh browser: the history opened from a paste.
    const other = await openTrainer();
    try {
      await other.goto('/play/blackjack');
      await other.page.getByTestId('play-open').locator('summary').click();
      await other.page.getByTestId('play-open-text').fill(text);
      await other.page.getByTestId('play-open-submit').click();
      await expect.poll(() => other.page.getByTestId('play-opened').count()).toBe(1);
      expect(await shownHands(other.page)).toEqual(hands);
      expect(await other.page.getByTestId('play-bankroll').getAttribute('data-chips')).toBe(bank);
      // A broken history is refused in Russian and the table stays.
      await other.page.getByTestId('play-open-text').fill(text.replace('"stand"', '"fly"'));
      await other.page.getByTestId('play-open-submit').click();
      expect(await other.page.getByTestId('play-open-error').textContent()).toMatch(
        /^Ход № \d+ записи сделать нельзя/u,
      );
      expect(await shownHands(other.page)).toEqual(hands);
      expect(other.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('a share link deals the same table from its start', async () => {
    await table('/play/stud', '12');
    await t.page.getByTestId('play-deal-submit').click();
    const hands = await shownHands(t.page);
    const link = await t.page.getByTestId('play-share-link').getAttribute('href');
    expect(link).toContain('round=');
    const other = await openTrainer();
    try {
      await other.page.goto(link!);
      await other.page.getByTestId('play-deal-submit').click();
      expect(await shownHands(other.page)).toEqual(hands);
      expect(other.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('reports saved histories it cannot read, keeps them, and plays on', async () => {
    await t.goto('/play/craps');
    await t.page.evaluate(() => localStorage.setItem('croupier.trainer.rounds.v1', '{"version":1,"tables":'));
    await t.page.reload();
    await t.page.waitForSelector('[data-testid="play-bankroll"]');
    const alert = t.page.locator('.notice[role="alert"]');
    expect(await alert.textContent()).toContain('Сохранённые раздачи повреждены и не читаются.');
    // The key stays as it was, and a copy is kept in the IndexedDB store (decision 030).
    expect(await t.page.evaluate(() => localStorage.getItem('croupier.trainer.rounds.v1'))).toBe(
      '{"version":1,"tables":',
    );
    const kept = await t.page.evaluate(
      () =>
        new Promise<unknown[]>((resolve, reject) => {
          const open = indexedDB.open('croupier-trainer');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const all = db.transaction('meta', 'readonly').objectStore('meta').getAll();
            all.onsuccess = () => {
              db.close();
              resolve(
                (all.result as { key?: string; text?: string }[])
                  .filter((v) => v?.key === 'croupier.trainer.rounds.v1')
                  .map((v) => v.text),
              );
            };
            all.onerror = () => reject(all.error);
          };
        }),
    );
    expect(kept).toEqual(['{"version":1,"tables":']);
    await noAxe();
  });

  it('keeps the table after a reload (the bankroll carries over)', async () => {
    await table('/play/craps', '3');
    await choose(t.page, 'play-bet', 'Поставить «Не проходит»');
    await expect.poll(() => t.page.getByTestId('play-bankroll').getAttribute('data-chips')).toBe('990');
    await t.page.reload();
    await t.page.waitForSelector('[data-testid="play-bankroll"]');
    await expect.poll(() => t.page.getByTestId('play-bankroll').getAttribute('data-chips')).toBe('990');
    expect(await t.page.getByTestId('play-seed').inputValue()).toBe('3');
    // And the bankroll is reset with a new table.
    await t.page.getByTestId('play-reset').click();
    await expect.poll(() => t.page.getByTestId('play-bankroll').getAttribute('data-chips')).toBe('1000');
    expect(await t.page.getByTestId('play-seed').inputValue()).not.toBe('3');
    // The earlier table is in the saved list, and opens again with its chips.
    await t.page
      .getByTestId('play-saved')
      .getByRole('button', { name: /^Стол 3 — ходов 1,/u })
      .click();
    await expect.poll(() => t.page.getByTestId('play-bankroll').getAttribute('data-chips')).toBe('990');
    expect(await t.page.getByTestId('play-seed').inputValue()).toBe('3');
    await noAxe();
  });
});
