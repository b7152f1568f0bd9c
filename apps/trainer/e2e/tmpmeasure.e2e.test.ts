import { expect, it } from 'vitest';
import { openTrainer, pickRules } from './helpers.ts';
it.each([
  { decks: '6', name: '6 decks H17' },
  { decks: '2', name: '2 decks H17' },
])('measure $name', async ({ decks }) => {
  const t = await openTrainer();
  await pickRules(t, 'blackjack', { preset: 'casino', decks, dealerHitsSoft17: 'true' });
  await t.goto('/drill/blackjack-deviations?seed=5');
  await t.page.getByTestId('prompt').waitFor({ timeout: 280_000 });
  const note = t.page.getByTestId('indices-time');
  console.log(decks, await note.getAttribute('data-ms'), await note.getAttribute('data-workers'), await note.getAttribute('data-stages'));
  expect(1).toBe(1);
  await t.close();
}, 300_000);
