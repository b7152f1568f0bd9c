/**
 * Browser tests of the dealer's side: payouts built from chips (by mouse, by the chip keys, by typing)
 * for the four games, the time per answer, and error spotting with its score. Every expected amount is
 * worked here from the rule texts (3:2 rounded down, Банко 19:20 rounded down, lay 4 at 1:2 with a 5 %
 * commission of the win, at least one chip, the text's stud paytable through the testkit's naive settler),
 * and the baccarat rounds are checked step by step with the testkit's naive tableau, not the app's code.
 *
 * Set `SHOTS_DIR` to save screenshots of each screen at 1280 and 390 px for looking at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@croupier/testkit/audit';
import { naivePoint, naiveValue, rulesMdBankerDraws } from '@croupier/testkit/oracles/baccarat';
import { naiveStudSettle, TEXT_PAYS } from '@croupier/testkit/oracles/stud';
import { feedback, shownHands, type Page, type Trainer, trainerEachTest } from './helpers.ts';

let t: Trainer;
trainerEachTest((opened) => (t = opened));

const SHOTS = process.env.SHOTS_DIR;

/** Saves the page at desktop and phone widths when `SHOTS_DIR` is set. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The chips on the tray, largest first, with the physical key the app documents for each (Й Ц У К Е). */
const TRAY = [
  [500, 'KeyT'],
  [100, 'KeyR'],
  [25, 'KeyE'],
  [5, 'KeyW'],
  [1, 'KeyQ'],
] as const;

/** A total as the fewest chips of the tray (written here: greedy is optimal for 1, 5, 25, 100, 500). */
function chipsFor(total: number): number[] {
  const out: number[] = [];
  let left = total;
  for (const [d] of TRAY) {
    while (left >= d) {
      out.push(d);
      left -= d;
    }
  }
  return out;
}

/** Builds a payout by clicking chips. */
async function buildByMouse(page: Page, total: number): Promise<void> {
  for (const d of chipsFor(total)) await page.locator(`button[data-chip="${d}"]`).click();
}

/** Builds a payout with the chip keys. */
async function buildByKeys(page: Page, total: number): Promise<void> {
  for (const d of chipsFor(total)) await page.keyboard.press(TRAY.find(([v]) => v === d)![1]);
}

/** The total the pile shows, and its Russian words. */
async function pileShown(page: Page): Promise<{ total: number; words: string }> {
  const el = page.getByTestId('chip-total');
  return { total: Number(await el.getAttribute('data-total')), words: ((await el.textContent()) ?? '').trim() };
}

/** The whole number after a label in the page's main text («Ставка: 15», «АНТЕ 10»). */
async function numberAfter(page: Page, re: RegExp): Promise<number> {
  const text = (await page.locator('main').textContent()) ?? '';
  const m = re.exec(text);
  if (!m) throw new Error(`${re} not on the page: ${text.slice(0, 300)}`);
  return Number(m[1]);
}

/** Checks the time shown for the answer and the session's median. */
async function expectTimeShown(page: Page): Promise<void> {
  const time = page.getByTestId('answer-time');
  expect(await time.textContent()).toMatch(/^Время ответа: \d+,\d\u00a0с$/u);
  expect(Number(await time.getAttribute('data-ms'))).toBeGreaterThanOrEqual(0);
  expect(await page.locator('[data-stat="median"]').textContent()).toMatch(/^\d+,\d\u00a0с$/u);
}

/** Goes on to the next item with Space and waits for its chip tray. */
async function nextItem(page: Page): Promise<void> {
  await page.keyboard.press('Space');
  await page.getByTestId('chip-answer').waitFor();
  await expect.poll(() => page.getByTestId('feedback').count()).toBe(0);
}

describe('payouts built from chips', () => {
  it('blackjack 3:2 on an odd stake: by mouse, then by the chip keys with a chip taken back', async () => {
    await t.goto('/drill/blackjack-pay-chips?seed=21&key=blackjack-odd');
    const stake = await numberAfter(t.page, /Ставка: (\d+)/u);
    expect(stake % 2).toBe(1);
    // The text: «поставив 10 и получив Блекджек, игрок получает … выигрыш 15»: 3:2; a fraction of a chip is not paid.
    const win = Math.floor((stake * 3) / 2);
    await buildByMouse(t.page, win);
    expect((await pileShown(t.page)).total).toBe(win);
    expect((await pileShown(t.page)).words).toMatch(/всего \d+\u00a0фиш/u);
    await shoot(t.page, 'chips-blackjack');
    await t.page.getByRole('button', { name: /Выплатить/u }).click();
    const f = await feedback(t.page);
    expect(f).toMatchObject({ correct: true, expected: String(win) });
    expect(f.text).toMatch(/3:2/u);
    await expectTimeShown(t.page);
    await shoot(t.page, 'chips-blackjack-feedback');

    await nextItem(t.page);
    const stake2 = await numberAfter(t.page, /Ставка: (\d+)/u);
    const win2 = Math.floor((stake2 * 3) / 2);
    await t.page.keyboard.press('KeyT'); // a 500 too many…
    await t.page.keyboard.press('Escape'); // …cleared
    expect((await pileShown(t.page)).total).toBe(0);
    await t.page.keyboard.press('KeyR'); // a 100 too many…
    await t.page.getByRole('button', { name: 'Убрать последнюю' }).click(); // …taken back
    await t.page.getByLabel('Выплата цифрами').focus();
    await buildByKeys(t.page, win2);
    expect((await pileShown(t.page)).total).toBe(win2);
    await t.page.keyboard.press('Enter');
    expect(await feedback(t.page)).toMatchObject({ correct: true, expected: String(win2) });
    expect(await t.page.locator('[data-stat="answered"]').textContent()).toBe('2');
  });

  it('Банко at 19:20 with a fraction of a chip: by mouse, then typed as digits', async () => {
    await t.goto('/drill/baccarat-pay-chips?seed=5&key=banker-fraction');
    const [player, banker] = await shownHands(t.page);
    expect(naivePoint(banker!)).toBeGreaterThan(naivePoint(player!));
    const stake = await numberAfter(t.page, /Ставка (\d+)/u);
    // The text: «Выплата девятнадцать к двадцати»; the fraction of a chip is not paid.
    const win = Math.floor((stake * 19) / 20);
    expect((stake * 19) % 20).not.toBe(0);
    await buildByMouse(t.page, win);
    await shoot(t.page, 'chips-baccarat');
    await t.page.getByRole('button', { name: /Выплатить/u }).click();
    expect(await feedback(t.page)).toMatchObject({ correct: true, expected: String(win) });
    await expectTimeShown(t.page);

    await nextItem(t.page);
    const stake2 = await numberAfter(t.page, /Ставка (\d+)/u);
    const win2 = Math.floor((stake2 * 19) / 20);
    const field = t.page.getByLabel('Выплата цифрами');
    await field.pressSequentially(`${win2}9`);
    await field.press('Backspace');
    // The typed number is stacked with the fewest chips.
    expect(await t.page.getByTestId('chip-pile').getAttribute('data-chips')).toBe(chipsFor(win2).join(','));
    await field.press('Enter');
    expect(await feedback(t.page)).toMatchObject({ correct: true, expected: String(win2) });
  });

  it('a lay bet against 4: its commission by mouse, its payout by the chip keys', async () => {
    await t.goto('/drill/craps-pay-chips?seed=8&key=commission-lay4');
    const stake = await numberAfter(t.page, /«Лэй» 4: (\d+)/u);
    // Lay against 4 wins 1:2 (true odds); the commission is 5 % of that win, rounded down, at least one chip,
    // paid with the bet at the text's table.
    const vig = Math.max(1, Math.floor((Math.floor(stake / 2) * 5) / 100));
    await buildByMouse(t.page, vig);
    await shoot(t.page, 'chips-craps');
    await t.page.getByRole('button', { name: /Выплатить/u }).click();
    const f = await feedback(t.page);
    expect(f).toMatchObject({ correct: true, expected: String(vig) });
    expect(f.text).toMatch(/5\u00a0%/u);

    await t.goto('/drill/craps-pay-chips?seed=8&key=lay4');
    const stake2 = await numberAfter(t.page, /«Лэй» 4: (\d+)/u);
    await buildByKeys(t.page, Math.floor(stake2 / 2));
    await t.page.keyboard.press('Enter');
    expect(await feedback(t.page)).toMatchObject({ correct: true, expected: String(Math.floor(stake2 / 2)) });
    await expectTimeShown(t.page);
  });

  it.each(['fullHouse', 'no-game'])('the stud raise and ante, %s: by mouse, then by the chip keys', async (key) => {
    const rules = {
      raiseMultiple: 2,
      qualifier: 'aceKing' as const,
      antePays: { pays: 1, per: 1 },
      paytable: Object.fromEntries(Object.entries(TEXT_PAYS).map(([c, pays]) => [c, { pays, per: 1 }])),
    };
    const expected = async () => {
      const [player, dealer] = await shownHands(t.page);
      const ante = await numberAfter(t.page, /АНТЕ (\d+)/u);
      const s = naiveStudSettle({ player: player!, dealer: dealer!, ante, raised: true }, rules);
      expect(s.outcome).toBe(key === 'no-game' ? 'dealerNoGame' : 'playerWins');
      return Number(s.net);
    };
    await t.goto(`/drill/stud-pay-chips?seed=4&key=${key}`);
    const win = await expected();
    await buildByMouse(t.page, win);
    if (key === 'fullHouse') await shoot(t.page, 'chips-stud');
    await t.page.getByRole('button', { name: /Выплатить/u }).click();
    expect(await feedback(t.page)).toMatchObject({ correct: true, expected: String(win) });
    await expectTimeShown(t.page);

    await nextItem(t.page);
    const win2 = await expected();
    await buildByKeys(t.page, win2);
    await t.page.keyboard.press('Enter');
    expect(await feedback(t.page)).toMatchObject({ correct: true, expected: String(win2) });
  });

  it('a wrong payout is graded wrong and the right one named', async () => {
    await t.goto('/drill/baccarat-pay-chips?seed=5&key=banker-fraction');
    const stake = await numberAfter(t.page, /Ставка (\d+)/u);
    await buildByMouse(t.page, stake); // paid at even money, without the commission
    await t.page.getByRole('button', { name: /Выплатить/u }).click();
    const f = await feedback(t.page);
    expect(f).toMatchObject({ correct: false, expected: String(Math.floor((stake * 19) / 20)) });
    expect(f.text).toMatch(/19:20/u);
  });
});

/** What the baccarat tableau says of the hands on the table, by the testkit's naive reading; `true` if consistent. */
function tableauAgrees(hands: number[][], shown: number): boolean {
  const [player, banker] = hands as [number[], number[]];
  const p2 = naivePoint(player.slice(0, 2));
  const b2 = naivePoint(banker.slice(0, 2));
  const natural = p2 >= 8 || b2 >= 8;
  if (shown >= 2) {
    const playerShould = natural ? false : p2 <= 5;
    if ((player.length === 3) !== playerShould) return false;
  }
  if (shown >= 3 && !natural) {
    const third = player.length === 3 ? naiveValue(player[2]!) : null;
    if ((banker.length === 3) !== rulesMdBankerDraws('seed', b2, third)) return false; // the drills' default: the text's tableau
  }
  return true;
}

describe('error spotting', () => {
  it('baccarat: a misdraw is caught with «Ошибка!», a clean coup passed, and the score kept', async () => {
    await t.goto('/drill/baccarat-spot?seed=13&key=banker-draw');
    let catches = 0;
    let passes = 0;
    for (let n = 0; n < 14 && (catches === 0 || passes === 0); n++) {
      const spot = t.page.getByTestId('spot');
      await spot.waitFor();
      const steps = Number(await spot.getAttribute('data-steps'));
      let stopped = false;
      for (let shown = 1; shown <= steps; shown++) {
        await expect.poll(async () => Number(await spot.getAttribute('data-shown'))).toBe(shown);
        expect(await t.page.getByTestId('spot-live').textContent()).toContain(`Шаг ${shown} из ${steps}`);
        if (!tableauAgrees(await shownHands(t.page), shown)) {
          if (catches === 0 && passes === 0 && SHOTS) await shoot(t.page, 'spot-baccarat');
          await t.page.keyboard.press('KeyJ'); // О: «Ошибка!»
          stopped = true;
          break;
        }
        if (shown < steps) await t.page.keyboard.press('Space');
      }
      if (!stopped) await t.page.getByTestId('spot-pass').click();
      const f = await feedback(t.page);
      const outcome = await t.page.getByTestId('spot-outcome').getAttribute('data-outcome');
      if (stopped) {
        expect(outcome).toBe('catch');
        expect(f.correct).toBe(true);
        // The verdict names the step and the banker's rule, and links the tableau.
        expect(f.text).toMatch(/Ошибка на шаге 3/u);
        expect(f.text).toMatch(/крупье/u);
        expect(f.ruleHref).toMatch(/\/baccarat\/#tableau$/u);
        if (catches === 0) await shoot(t.page, 'spot-baccarat-feedback');
        catches++;
      } else {
        expect(outcome).toBe('pass');
        expect(f).toMatchObject({ correct: true, expected: 'Всё верно' });
        passes++;
      }
      await expectTimeShown(t.page);
      expect(await t.page.locator('[data-stat="catches"]').textContent()).toBe(String(catches));
      expect(await t.page.locator('[data-stat="misses"]').textContent()).toBe('0');
      expect(await t.page.locator('[data-stat="false-alarms"]').textContent()).toBe('0');
      await t.page.keyboard.press('Space');
    }
    expect(catches).toBeGreaterThan(0);
    expect(passes).toBeGreaterThan(0);
  });

  it('a clean round stopped is a false alarm, and a passed mistake a miss', async () => {
    // Find by the naive tableau one clean coup and one misdrawn coup; answer both wrongly.
    await t.goto('/drill/baccarat-spot?seed=29&key=player-draw');
    let falseAlarms = 0;
    let misses = 0;
    for (let n = 0; n < 14 && (falseAlarms === 0 || misses === 0); n++) {
      const spot = t.page.getByTestId('spot');
      await spot.waitFor();
      const steps = Number(await spot.getAttribute('data-steps'));
      let clean = true;
      for (let shown = 1; shown <= steps; shown++) {
        await expect.poll(async () => Number(await spot.getAttribute('data-shown'))).toBe(shown);
        if (!tableauAgrees(await shownHands(t.page), shown)) clean = false;
        if (shown < steps) await t.page.getByTestId('spot-next').click();
      }
      if (clean) await t.page.getByTestId('spot-stop').click();
      else await t.page.keyboard.press('KeyD'); // В: «Всё верно»
      const outcome = await t.page.getByTestId('spot-outcome').getAttribute('data-outcome');
      expect(outcome).toBe(clean ? 'false-alarm' : 'miss');
      expect((await feedback(t.page)).correct).toBe(false);
      if (clean) falseAlarms++;
      else misses++;
      expect(await t.page.locator('[data-stat="false-alarms"]').textContent()).toBe(String(falseAlarms));
      expect(await t.page.locator('[data-stat="misses"]').textContent()).toBe(String(misses));
      await t.page.keyboard.press('Space');
    }
    expect(falseAlarms).toBeGreaterThan(0);
    expect(misses).toBeGreaterThan(0);
  });

  it.each(['blackjack-spot', 'craps-spot', 'stud-spot'])('%s: a round is played through and judged', async (id) => {
    await t.goto(`/drill/${id}?seed=3`);
    const spot = t.page.getByTestId('spot');
    await spot.waitFor();
    const steps = Number(await spot.getAttribute('data-steps'));
    for (let shown = 1; shown < steps; shown++) await t.page.keyboard.press(shown % 2 === 0 ? 'ArrowRight' : 'Space');
    await expect.poll(async () => Number(await spot.getAttribute('data-shown'))).toBe(steps);
    await shoot(t.page, `spot-${id.split('-')[0]}`);
    await t.page.keyboard.press('Enter');
    const f = await feedback(t.page);
    expect(['pass', 'miss']).toContain(await t.page.getByTestId('spot-outcome').getAttribute('data-outcome'));
    expect(f.expected).toMatch(/^(Всё верно|Ошибка на шаге \d)$/u);
    expect(f.ruleHref).not.toBeNull();
  });
});

describe('accessibility', () => {
  it.each([
    'blackjack-pay-chips',
    'baccarat-pay-chips',
    'craps-pay-chips',
    'stud-pay-chips',
    'blackjack-spot',
    'baccarat-spot',
    'craps-spot',
    'stud-spot',
  ])('axe finds nothing on %s, asking and after the answer', async (id) => {
    await t.goto(`/drill/${id}?seed=1`);
    await t.page.getByTestId('prompt').waitFor();
    expect(await axeViolations(t.page)).toEqual([]);
    if (id.endsWith('chips')) await t.page.getByRole('button', { name: /Выплатить/u }).click();
    else await t.page.getByTestId('spot-stop').click();
    await feedback(t.page);
    expect(await axeViolations(t.page)).toEqual([]);
  });
});
