/**
 * Baccarat's full table in a browser: the player's seat among thirteen seat players (a seat picked, a coup
 * bet by keyboard and settled seat by seat), and the dealer's shift at fourteen seats (a seeded two-coup
 * shift: the deal on its key, the third cards called, the layout settled losers first — one Банко paid
 * without its commission on purpose, graded wrong with its rule — then the summary). Axe on the screens,
 * no sideways scroll at 390 px, screenshots at 1280 and 390 px under `$SHOTS_DIR`.
 *
 * What is right is worked out here from the cards on screen: the values and the player's rule by hand,
 * the banker's rule from the testkit's oracle (the text's tableau, the trainer's default), the payouts by
 * the text (Банко 19:20 rounded down, Пунто 1:1, ничья 8:1, a tie leaves Банко and Пунто) — not by the
 * app's model.
 */
import { axeViolations } from '@croupier/testkit/audit';
import { rulesMdBankerDraws } from '@croupier/testkit/oracles/baccarat';
import { describe, expect, it } from 'vitest';
import { type Page, shoot, type Trainer, trainerEachTest } from './helpers.ts';

let t: Trainer;
trainerEachTest((opened) => (t = opened));

const value = (c: number) => (c >> 2 === 12 ? 1 : c >> 2 >= 8 ? 0 : (c >> 2) + 2);
const point = (cards: readonly number[]) => cards.reduce((s, c) => s + value(c), 0) % 10;
const cardsOf = (text: string | null) => (text ? text.split(',').map(Number) : []);
const sideways = () => t.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

async function hands(page: Page) {
  const el = page.getByTestId('shift-hands');
  return {
    player: cardsOf(await el.getAttribute('data-player')),
    banker: cardsOf(await el.getAttribute('data-banker')),
  };
}

/** What the text owes a bet once the coup is dealt. */
function owed(bet: string, stake: number, player: number[], banker: number[]): { move: string; chips: number } {
  const p = point(player);
  const b = point(banker);
  const winner = p > b ? 'player' : b > p ? 'banker' : 'tie';
  if (winner === 'tie' && bet !== 'tie') return { move: 'push', chips: 0 };
  if (bet !== winner) return { move: 'take', chips: 0 };
  return { move: 'pay', chips: bet === 'banker' ? Math.floor((stake * 19) / 20) : bet === 'tie' ? stake * 8 : stake };
}

async function task(page: Page): Promise<string> {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="shift-run"]')?.getAttribute('data-task') !== 'bets',
  );
  return (await page.getByTestId('shift-run').getAttribute('data-task'))!;
}

describe('the player’s seat at a full baccarat table', () => {
  it('seats the trainee, takes a bet by keyboard and settles every seat', async () => {
    await t.goto('/play/baccarattable?seed=e2e-seat');
    await t.page.getByTestId('seat-3').check();
    expect(await axeViolations(t.page)).toEqual([]);
    await t.page.getByTestId('table-sit').click();
    expect(await t.page.getByTestId('table-seat').textContent()).toMatch(/Место 3\. У вас 1[\s\u00a0]?000/u);
    expect(await t.page.getByTestId('table-speech').textContent()).toBe('Ваша очередь ставить, место 3.');
    await t.page.getByTestId('play-stake').fill('40');
    await t.page.getByTestId('table-bet').locator('button').first().focus();
    await t.page.keyboard.press('Digit1');
    await t.page.getByTestId('table-outcome').waitFor();
    const felt = t.page.getByTestId('table-felt');
    const player = cardsOf(await felt.getAttribute('data-player'));
    const banker = cardsOf(await felt.getAttribute('data-banker'));
    expect(player.length).toBeGreaterThanOrEqual(2);
    // Every seat bet; the trainee's Банко 40 settled as the text pays it.
    const rows = t.page.getByTestId('table-outcome').locator('li');
    expect(await rows.count()).toBeGreaterThanOrEqual(14);
    const mine = t.page.locator('.bac-results__you');
    const want = owed('banker', 40, player, banker);
    expect(await mine.getAttribute('data-move')).toBe(want.move);
    expect(Number(await mine.getAttribute('data-won'))).toBe(want.chips);
    expect(await t.page.locator('.full-table__box--you').getAttribute('data-seat')).toBe('3');
    const speech = (await t.page.getByTestId('table-speech').textContent())!;
    expect(speech).toMatch(/^Пунто: .* — \d\. Банко: .* — \d\. (Выиграл Банко|Выиграл Пунто|Ничья)\./u);
    expect(speech).toMatch(new RegExp(`Вы: (забрано|ставка остаётся|выплачено ${want.chips}\\s)`, 'u'));
    expect(speech).toMatch(/Расчёт стола: Место \d+: /u);
    expect(await axeViolations(t.page)).toEqual([]);
    await t.page.setViewportSize({ width: 390, height: 900 });
    expect(await sideways()).toBe(false);
    await t.page.setViewportSize({ width: 1280, height: 900 });
    await shoot(t, 'baccarat-table');
  });
});

describe('the dealer’s shift at baccarat', () => {
  it('deals, calls the third cards, settles losers first, grades a Банко paid without commission', async () => {
    const page = t.page;
    await page.setViewportSize({ width: 390, height: 900 });
    await t.goto('/shift/baccarat?seed=e2e-2&coups=2&pace=20');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('shift-start').click();
    let wrongDone = false;
    let paying = false;
    for (let guard = 0; guard < 200; guard++) {
      const k = await task(page);
      if (k === 'done') break;
      const before = Number(await page.getByTestId('shift-run').getAttribute('data-graded'));
      const h = await hands(page);
      if (k === 'deal') {
        paying = false;
        await page.keyboard.press('Space');
      } else if (k === 'draw') {
        const banker = (await page.getByTestId('shift-task').textContent())!.includes('Берёт ли Банко');
        const third = h.player.length === 3 ? value(h.player[2]!) : null;
        const draws = banker ? rulesMdBankerDraws('seed', point(h.banker), third) : point(h.player) <= 5;
        await page.keyboard.press(draws ? 'KeyD' : 'KeyC');
      } else {
        const [, bet, stake] = (await page.getByTestId('shift-table').getAttribute('data-due'))!.split(':');
        const right = owed(bet!, Number(stake), h.player, h.banker);
        // The table's order: every losing bet is taken before the first is paid.
        if (right.move === 'pay') paying = true;
        else if (right.move === 'take') expect(paying).toBe(false);
        if (!wrongDone && right.move === 'pay' && bet === 'banker' && Number(stake) % 20 !== 0) {
          wrongDone = true;
          await shoot(t, 'baccarat-shift-settle');
          await page.setViewportSize({ width: 390, height: 900 });
          expect(await axeViolations(page)).toEqual([]);
          await page.getByRole('textbox').fill(String(Number(stake)));
          await page.keyboard.press('Enter');
          await page.waitForFunction(
            () => document.querySelector('[data-testid="shift-verdict"]')?.getAttribute('data-correct') === 'false',
          );
          const verdict = (await page.getByTestId('shift-verdict').textContent())!;
          expect(verdict).toContain('Банко платится 19:20');
          expect(verdict).toMatch(new RegExp(`${right.chips}\\sфиш\\S+, а не ${stake}\\.`, 'u'));
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
    expect(Number(await score.getAttribute('data-actions')) - Number(await score.getAttribute('data-right'))).toBe(1);
    const errors = page.getByTestId('shift-errors').locator('li');
    expect(await errors.count()).toBe(1);
    expect(await errors.first().textContent()).toMatch(/Кон \d, Расчёт ставки \(Место \d+\).*19:20/u);
    expect(await page.getByTestId('shift-weak').textContent()).toMatch(/Банко с долей фишки/u);
    expect(await axeViolations(page)).toEqual([]);
    expect(await sideways()).toBe(false);
    await shoot(t, 'baccarat-shift-summary');
  });

  it('opens from the list', async () => {
    await t.goto('/');
    await t.page.getByTestId('shift-link-baccarat').click();
    await t.page.getByRole('heading', { level: 1, name: 'Баккара: смена крупье' }).waitFor();
  });
});
