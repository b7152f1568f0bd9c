import { expect, it } from 'vitest';
import { useSite } from './helpers';

const site = useSite();

it('shows the text in sections, the added bets marked, and the exact figures', async () => {
  const { page, errors, close } = await site.open('/craps/', { islands: ['odds-pass'] });
  expect(await page.locator('h1').textContent()).toBe('Крэпс');
  for (const h of ['Ставка «Проходит»', 'Ставка «Не проходит»', 'Остальные ставки стола (добавлено сайтом)']) {
    await expect.poll(() => page.getByRole('heading', { name: h }).count()).toBe(1);
  }
  // Published figures: pass 7/495 = 1,414 %, don't pass 3/220 = 1,364 %, place 6 1,515 %, any 7 16,667 %.
  expect(await page.getByTestId('odds-pass').getByTestId('exact').textContent()).toBe('7/495');
  expect(await page.getByTestId('odds-pass').getByTestId('edge').textContent()).toBe('1,414\u00a0%');
  expect(await page.getByTestId('odds-dontPass').getByTestId('exact').textContent()).toBe('3/220');
  expect(await page.getByTestId('odds-place6').getByTestId('edge').textContent()).toBe('1,515\u00a0%');
  expect(await page.getByTestId('odds-any7').getByTestId('edge').textContent()).toBe('16,667\u00a0%');
  // the text's adjustable pass bet, taken down at the point: 8 wins and 4 losses in 36 → −1/9 for the house
  expect(await page.getByTestId('odds-passTakenDownAtPoint').getByTestId('exact').textContent()).toBe('−1/9');
  expect(errors).toEqual([]);
  await close();
});

it('roll lab: a come-out 7, then a hard 6 with the puck on 6', async () => {
  const { page, errors, close } = await site.open('/craps/', { islands: ['lab-die1-3'] });
  const outcome = (id: string) => page.getByTestId(`lab-${id}`).getAttribute('data-outcome');
  // The default roll is 3 + 4 on a come-out: pass wins, don't pass loses, place bets are off.
  await page.getByTestId('lab-die1-3').click();
  await page.getByTestId('lab-die2-4').click();
  expect(await outcome('pass')).toBe('win');
  expect(await outcome('dontPass')).toBe('lose');
  expect(await outcome('place6')).toBe('off');
  expect(await outcome('any7')).toBe('win');
  expect(await outcome('come6')).toBe('lose'); // a come bet on its point works on the come-out
  expect(await outcome('comeOdds6')).toBe('push'); // its odds are off: returned
  // Puck on 6, roll 3 + 3.
  await page.getByTestId('lab-point').selectOption('6');
  await page.getByTestId('lab-die1-3').click();
  await page.getByTestId('lab-die2-3').click();
  expect(await outcome('pass')).toBe('win');
  expect(await outcome('come')).toBe('move');
  expect(await outcome('hard8')).toBe('stay');
  expect(await outcome('field')).toBe('lose');
  expect(await page.getByTestId('lab-place6').textContent()).toContain('+14'); // 12 at 7:6
  expect(await page.getByTestId('lab-passOdds').textContent()).toContain('+36'); // 30 at 6:5
  // pass +10, don't pass −10, odds +36, lay odds −60, come6 +10, its odds +60, place6 +14,
  // field −10, any 7 −10, any craps −10, 11 −10, horn −12: total +8
  expect(await page.getByTestId('lab-total').textContent()).toBe('+8');
  await page.getByTestId('roll-lab').screenshot({ path: '/tmp/craps-e2e-lab.png' });
  expect(errors).toEqual([]);
  await close();
});

it('the puck: the text lets the pass bet come down after the point, the casino does not', async () => {
  const { page, errors, close } = await site.open('/craps/', { islands: ['puck-bank'] });
  const bank = async () => ((await page.getByTestId('puck-bank').textContent()) ?? '').replace(/\s/gu, '');
  await page.getByTestId('bet-pass').click();
  await page.getByTestId('puck-die1-2').click();
  await page.getByTestId('puck-die2-2').click();
  await page.getByTestId('puck-roll').click();
  expect(await page.getByTestId('puck').textContent()).toBe('ВКЛ 4');
  expect(await bank()).toBe('990');
  await page.getByTestId('remove-pass').click();
  expect(await bank()).toBe('1000');
  expect(await page.getByTestId('puck-error').count()).toBe(0);
  // Casino rules: the same take-down is refused, the bet stays.
  await page.getByTestId('puck-preset-casino').check();
  await page.getByTestId('bet-pass').click();
  await page.getByTestId('puck-roll').click();
  expect(await page.getByTestId('puck').textContent()).toBe('ВКЛ 4');
  await page.getByTestId('remove-pass').click();
  expect(await page.getByTestId('puck-error').textContent()).toContain('контрактная');
  expect(await bank()).toBe('990');
  // The point 4 made again: pass wins 10.
  await page.getByTestId('puck-roll').click();
  expect(await page.getByTestId('puck').textContent()).toBe('ВЫКЛ');
  expect(await bank()).toBe('1010');
  await page.getByTestId('puck-cycle').screenshot({ path: '/tmp/craps-e2e-puck.png' });
  expect(errors).toEqual([]);
  await close();
});

it('the table’s own rolls come from its seed: the same seed rolls the same dice', async () => {
  const { page, errors, close } = await site.open('/craps/', { islands: ['puck-seed'] });
  const rolls = async () => {
    await page.getByTestId('puck-seed').fill('7');
    for (let i = 0; i < 3; i++) await page.getByTestId('puck-random').click();
    return (await page.getByTestId('puck-log').locator('li').allTextContents()).filter((l) => l.startsWith('Бросок'));
  };
  const first = await rolls();
  expect(first).toHaveLength(3);
  await page.getByTestId('puck-new').click();
  expect(await rolls()).toEqual(first);
  expect(errors).toEqual([]);
  await close();
});

it('the payout calculator: place 6 and its rounding, buy 4 with the commission', async () => {
  const { page, errors, close } = await site.open('/craps/', { islands: ['calc-kind'] });
  await page.getByTestId('calc-kind').selectOption('place');
  await page.getByTestId('calc-number').selectOption('6');
  await page.getByTestId('calc-stake').fill('12');
  const t = async (id: string) => ((await page.getByTestId(id).textContent()) ?? '').replace(/\s+/gu, ' ');
  expect(await t('calc-won')).toBe('14 фишек');
  await page.getByTestId('calc-stake').fill('10');
  // 10 × 7/6 = 35/3 = 11 2/3: 11 paid, 2/3 of a chip kept
  expect(await t('calc-won')).toBe('11 фишек (2/3 фишки остаётся казино)');
  expect(await t('calc-sentence')).toBe(
    'Ставка 10, «На номер» 6 7:6: выигрыш 11 (ровно 35/3; 2/3 фишки остаётся казино), вместе со ставкой 21.',
  );
  await page.getByTestId('calc-kind').selectOption('buy');
  await page.getByTestId('calc-number').selectOption('4');
  await page.getByTestId('calc-stake').fill('20');
  expect(await t('calc-won')).toBe('40 фишек');
  expect(await t('calc-commission')).toBe('1 фишка — платится вместе со ставкой');
  expect(await t('calc-handed')).toBe('60 фишек');
  await page.getByTestId('calc-preset-casino').check();
  expect(await t('calc-commission')).toBe('1 фишка — удерживается из выигрыша');
  expect(await t('calc-handed')).toBe('59 фишек');
  expect(errors).toEqual([]);
  await close();
});

// The text: «После установки пункта, неразыгранные ставки "Проходит" могут быть увеличены, уменьшены или сняты»;
// «неразыгранные ставки "Не проходит" можно снять или уменьшить, но не увеличить». At the casino the pass bet on
// its point is a contract bet (docs/rules.md, craps: pass).
it.each([
  {
    name: '«Проходит», the text: raise, lower and take down',
    id: 'crp-line-pass',
    preset: 'seed',
    moves: [
      { change: 'bet', allowed: true, bets: '«Проходит» 30' },
      { change: 'reduce', allowed: true, bets: '«Проходит» 20' },
      { change: 'remove', allowed: true, bets: 'ставок нет' },
    ],
  },
  {
    name: '«Проходит», the casino: a contract bet',
    id: 'crp-line-pass',
    preset: 'casino',
    moves: [
      { change: 'bet', allowed: false, reason: 'контрактная: её нельзя увеличить' },
      { change: 'reduce', allowed: false, reason: 'контрактная: её нельзя уменьшить' },
      { change: 'remove', allowed: false, reason: 'контрактная: её нельзя снять' },
    ],
  },
  {
    name: '«Не проходит», the text: lower and take down, never raise',
    id: 'crp-line-dontpass',
    preset: 'seed',
    moves: [
      {
        change: 'bet',
        allowed: false,
        reason: 'Ставку «Не проходит» после установки пункта можно снять или уменьшить, но не увеличить.',
      },
      { change: 'reduce', allowed: true, bets: '«Не проходит» 10' },
      { change: 'remove', allowed: true, bets: 'ставок нет' },
    ],
  },
] as const)('a line bet on its point 6: $name', async ({ id, preset, moves }) => {
  const { page, errors, close } = await site.open('/craps/', { islands: [id] });
  const box = page.getByTestId(id);
  await box.scrollIntoViewIfNeeded();
  if (preset === 'casino') await box.getByTestId(`${id}-preset-casino`).check();
  await expect.poll(() => box.getAttribute('data-preset')).toBe(preset);
  expect(await box.getByTestId(`${id}-puck`).textContent()).toBe('ВКЛ 6');
  for (const m of moves) {
    const row = box.getByTestId(`${id}-move-${m.change}`);
    expect(await row.getAttribute('data-allowed'), m.change).toBe(String(m.allowed));
    await box.getByTestId(`${id}-${m.change}`).click();
    if ('reason' in m) {
      expect(await box.getByTestId(`${id}-error`).textContent()).toContain(m.reason);
      expect(await row.textContent()).toContain(m.reason); // said beside the button before the click, too
    } else {
      expect(await box.getByTestId(`${id}-error`).count()).toBe(0);
      expect(await box.getByTestId(`${id}-bets`).textContent()).toBe(m.bets);
    }
  }
  expect(errors).toEqual([]);
  await close();
});
