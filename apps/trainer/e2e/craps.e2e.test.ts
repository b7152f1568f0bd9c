import { expect, it } from 'vitest';
import {
  answerNumber,
  clickChoice,
  currentKey,
  feedback,
  type Page,
  type Trainer,
  trainerEachTest,
} from './helpers.ts';

let t: Trainer;
trainerEachTest((opened) => (t = opened));

/** The two dice on the table. */
async function shownDice(page: Page): Promise<[number, number]> {
  const faces = await page.$$eval('.felt .cr-die', (dice) => dice.map((d) => Number(d.getAttribute('data-face'))));
  expect(faces).toHaveLength(2);
  return [faces[0]!, faces[1]!];
}

it('the come-out: a 2 returns «Не проходит» (the text), and the feedback links the rule', async () => {
  await t.goto('/drill/craps-come-out?seed=1&key=dontPass-2');
  expect(await currentKey(t.page)).toBe('dontPass-2');
  expect(await shownDice(t.page)).toEqual([1, 1]);
  await clickChoice(t.page, 'push');
  const f = await feedback(t.page);
  expect(f.correct).toBe(true);
  expect(f.ruleHref).toContain('/craps/#dont-pass');
});

it('the feedback quotes the text’s own sentence for the item and links its anchor on the site (issue 20)', async () => {
  await t.goto('/drill/craps-come-out?seed=1&key=dontPass-2');
  await clickChoice(t.page, 'push');
  await feedback(t.page);
  const quote = t.page.getByTestId('rule-quote');
  // docs/texts/000…, line 33: «Если при первом броске выпадает 2, ставка "Не проходит" возвращается игроку.»
  expect(await quote.textContent()).toContain(
    'По тексту правил: «Если при первом броске выпадает 2, ставка „Не проходит“ возвращается игроку.»',
  );
  expect(await quote.locator('a').getAttribute('href')).toMatch(/\/craps\/#rule-craps-21$/u);
});

it('the come-out: 7 wins «Проходит»; answering «проигрывает» is marked wrong', async () => {
  await t.goto('/drill/craps-come-out?seed=5&key=pass-7');
  const [a, b] = await shownDice(t.page);
  expect(a + b).toBe(7);
  await clickChoice(t.page, 'lose');
  const f = await feedback(t.page);
  expect(f.correct).toBe(false);
  expect(f.expected).toContain('выигрывает');
});

it('what a roll does to «Поле»: judged from the dice on screen', async () => {
  await t.goto('/drill/craps-roll-effect?seed=9&key=field');
  const [a, b] = await shownDice(t.page);
  const want = [2, 3, 4, 9, 10, 11, 12].includes(a + b) ? 'win' : 'lose';
  await clickChoice(t.page, want);
  expect((await feedback(t.page)).correct).toBe(true);
});

it('what a winning «Хард 8» pays: nine to one on the stake shown', async () => {
  await t.goto('/drill/craps-payout?seed=3&key=hard8');
  const prompt = (await t.page.getByTestId('prompt').textContent()) ?? '';
  const stake = Number(/(\d+)\s?фиш(?:ка|ки|ек)\./u.exec(prompt)?.[1]);
  expect(stake).toBeGreaterThan(0);
  await answerNumber(t.page, String(stake * 9));
  const f = await feedback(t.page);
  expect(f.correct).toBe(true);
});

it.each(['pass', 'dontPass'])('what a winning %s pays: one to one (the text), on the stake shown', async (key) => {
  await t.goto(`/drill/craps-payout?seed=4&key=${key}`);
  expect(await currentKey(t.page)).toBe(key);
  const prompt = (await t.page.getByTestId('prompt').textContent()) ?? '';
  const stake = Number(/(\d+)\s?фиш(?:ка|ки|ек)\./u.exec(prompt)?.[1]);
  expect(stake).toBeGreaterThan(0);
  await answerNumber(t.page, String(stake)); // «оплачивается 1 : 1»
  const f = await feedback(t.page);
  expect(f.correct).toBe(true);
  expect(f.ruleHref).toMatch(key === 'pass' ? /\/craps\/#pass$/u : /\/craps\/#dont-pass$/u);
});

it('may «Не проходит» be raised after the point? No (the text); may «Проходит» be taken down? Yes', async () => {
  await t.goto('/drill/craps-may-change?seed=1&key=dontPass-increase-point');
  await clickChoice(t.page, 'no');
  expect((await feedback(t.page)).correct).toBe(true);
  await t.goto('/drill/craps-may-change?seed=1&key=pass-remove-point');
  await clickChoice(t.page, 'yes');
  const f = await feedback(t.page);
  expect(f.correct).toBe(true);
  expect(f.text).toContain('По этим правилам ставку «Проходит» после пункта можно снять.');
});
