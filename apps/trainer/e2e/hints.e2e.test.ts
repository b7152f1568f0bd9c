/**
 * Typed answers in the wrong form (issue 11) are refused with a Russian hint, neither judged nor
 * scheduled; the field of a signed answer opens a keyboard with a minus sign.
 */
import { expect, it } from 'vitest';
import { answerNumber, feedback, savedStore, type Page, type Trainer, trainerEachTest } from './helpers.ts';

let t: Trainer;
trainerEachTest((opened) => (t = opened));

/** Answers recorded for a drill in the saved log. */
async function answered(page: Page, drill: string): Promise<number> {
  return (await savedStore(page)).log.filter((e) => e.drill === drill).length;
}

async function refused(page: Page, typed: string): Promise<string> {
  await answerNumber(page, typed);
  const hint = page.getByTestId('answer-hint');
  await hint.waitFor();
  expect(await page.getByTestId('feedback').count()).toBe(0);
  expect(await page.getByLabel('Ответ').getAttribute('aria-invalid')).toBe('true');
  return ((await hint.textContent()) ?? '').trim();
}

it.each([
  ['-30 фишек', 'Введите только число, без слов: -30. Ответ не засчитан.'],
  ['\u201330', 'Минус пишется дефисом «-», а не тире: -30. Ответ не засчитан.'],
  ['минус тридцать', 'Ответ нужен цифрами: например, 17. Ответ не засчитан.'],
  ['-7.5', 'Ответ — целое число, без дробной части. Ответ не засчитан.'],
])('the poker «итог в фишках» refuses %j with a hint and does not grade it', async (typed, hint) => {
  await t.goto('/drill/stud-payout?seed=7');
  expect(await refused(t.page, typed)).toBe(hint);
  expect(await answered(t.page, 'stud-payout')).toBe(0);
  // The same field then takes a well-formed answer, which is judged and saved.
  await answerNumber(t.page, '-30');
  await feedback(t.page);
  expect(await t.page.getByTestId('answer-hint').count()).toBe(0);
  await expect.poll(() => answered(t.page, 'stud-payout')).toBe(1);
});

it.each([
  ['семнадцать', 'Ответ нужен цифрами: например, 17. Ответ не засчитан.'],
  ['17.5', 'Ответ — целое число, без дробной части. Ответ не засчитан.'],
  ['-3', 'Ответ здесь не бывает отрицательным: введите число без знака. Ответ не засчитан.'],
])('the baccarat point refuses %j with a hint', async (typed, hint) => {
  await t.goto('/drill/baccarat-point?seed=42&key=three-3');
  expect(await refused(t.page, typed)).toBe(hint);
  // Typing again clears the hint.
  await t.page.getByLabel('Ответ').fill('3');
  expect(await t.page.getByTestId('answer-hint').count()).toBe(0);
  expect(await answered(t.page, 'baccarat-point')).toBe(0);
});

it('opens a keyboard with a minus sign for a signed answer, the digit pad for the others', async () => {
  await t.goto('/drill/stud-payout?seed=7');
  const signed = t.page.getByLabel('Ответ');
  expect(await signed.getAttribute('inputmode')).toBe('text');
  // The pattern says what the field takes (and matches a minus); the form does not block on it natively.
  expect(await signed.evaluate((el: HTMLInputElement) => new RegExp(`^(?:${el.pattern})$`, 'v').test('-30'))).toBe(
    true,
  );
  await t.goto('/drill/baccarat-point?seed=1');
  expect(await t.page.getByLabel('Ответ').getAttribute('inputmode')).toBe('numeric');
});
