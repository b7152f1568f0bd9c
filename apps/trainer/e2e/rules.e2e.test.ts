/**
 * Browser tests of the rules a trainee picks: the picker saves them with the progress, every drill of the
 * game deals and grades by them (judged here by the testkit's oracles), the items say which rules they
 * use, the blackjack strategy is computed for them in a worker, and an item replays from its seed.
 */
import { describe, expect, it } from 'vitest';
import { naivePoint, naiveValue as baccaratValue, rulesMdBankerDraws } from '@croupier/testkit/oracles/baccarat';
import { naiveDealerDraws, naiveValue } from '@croupier/testkit/oracles/blackjack';
import {
  answerNumber,
  clickChoice,
  currentKey,
  feedback,
  pickRules,
  savedStore,
  shownHands,
  type Trainer,
  trainerEachTest,
} from './helpers.ts';

let t: Trainer;
trainerEachTest((opened) => (t = opened));

const rulesLine = async () => (await t.page.getByTestId('rules-line').textContent()) ?? '';

describe('the rules picker', () => {
  it('a dealer who hits soft 17: picked, saved with the progress, shown on the item, and graded so', async () => {
    await t.goto('/drill/blackjack-dealer-draws?seed=2&key=soft-17');
    expect(await rulesLine()).toContain('Правила: по тексту — крупье стоит на мягких 17');
    await pickRules(t, 'blackjack', { dealerHitsSoft17: 'true' });
    expect(await t.page.getByTestId('rules-now').textContent()).toContain('по тексту с изменениями');
    // Saved in the store (the write is asynchronous: wait for it).
    await expect
      .poll(async () => (await savedStore(t.page)).settings.find((s) => s.game === 'blackjack')?.choice)
      .toEqual({ preset: 'seed', overrides: { dealerHitsSoft17: true } });

    await t.goto('/drill/blackjack-dealer-draws?seed=2&key=soft-17');
    expect(await rulesLine()).toContain('Правила: по тексту с изменениями — крупье берёт на мягких 17');
    const [hand] = await shownHands(t.page);
    expect(naiveValue(hand!)).toMatchObject({ total: 17, soft: true });
    await clickChoice(t.page, naiveDealerDraws(hand!, true) ? 'draw' : 'stand');
    const f = await feedback(t.page);
    expect(f.correct).toBe(true);
    expect(f.expected).toBe('Берёт');

    // Survives a reload; the list names the rules of the game.
    await t.page.reload();
    await t.page.getByRole('button', { name: /Все упражнения/u }).click();
    expect(
      await t.page.locator('.game-group[data-game="blackjack"] [data-testid="group-rules"]').textContent(),
    ).toContain('крупье берёт на мягких 17');
  });

  it('the text’s tableau for baccarat: the banker 5 against a 4 stands, as docs/rules.md reads the text', async () => {
    await pickRules(t, 'baccarat', { preset: 'seed' });
    await t.goto('/drill/baccarat-banker-draws?seed=3&key=banker-5-4');
    expect(await rulesLine()).toContain('по тексту — третья карта крупье по таблице текста');
    const [player, banker] = await shownHands(t.page);
    const draws = rulesMdBankerDraws('seed', naivePoint(banker!), baccaratValue(player![2]!));
    expect(draws).toBe(false);
    await clickChoice(t.page, 'stand');
    const f = await feedback(t.page);
    expect(f.correct).toBe(true);
    expect(f.text).toContain('В казино здесь наоборот.');
  });

  it('two antes for two cards in stud: the fee drill asks the new fee', async () => {
    await pickRules(t, 'stud', { fees: 'per-card' });
    await t.goto('/drill/stud-fees?seed=4&key=fee-2');
    const context = (await t.page.locator('.context').textContent()) ?? '';
    const ante = Number(/АНТЕ: (\d+)/u.exec(context)![1]);
    await answerNumber(t.page, String(2 * ante));
    const f = await feedback(t.page);
    expect(f.correct).toBe(true);
    expect(f.ruleHref).toMatch(/\/poker\/#exchange$/u);
  });

  it('an unknown game has no picker', async () => {
    await t.goto('/rules/roulette');
    expect(await t.page.locator('h1').textContent()).toBe('Такой игры нет');
  });
});

describe('the blackjack strategy for the rules in play', () => {
  it('is computed in a worker with a progress bar, then graded: 11 against an ace doubles at a casino that hits soft 17', async () => {
    // Wizard of Odds' 4–8 deck charts: 11 against an ace hits when the dealer stands on soft 17 and
    // doubles when he hits it.
    await pickRules(t, 'blackjack', { preset: 'casino' });
    await t.goto('/drill/blackjack-strategy?seed=1&key=hard-11-A');
    await t.page.getByTestId('prompt').waitFor({ timeout: 120_000 });
    await clickChoice(t.page, 'hit');
    expect((await feedback(t.page)).correct).toBe(true);

    await pickRules(t, 'blackjack', { dealerHitsSoft17: 'true' });
    // The wait shows first (a new set of rules), then the item: record the progress bar's values as they come.
    await t.page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[data-testid="analysis"] progress');
        const v = bar?.getAttribute('value');
        if (v != null && seen.at(-1) !== v) seen.push(v);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await t.goto('/drill/blackjack-strategy?seed=1&key=hard-11-A');
    await t.page.getByTestId('prompt').waitFor({ timeout: 120_000 });
    const seen = await t.page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(seen[0]).toBe('0');
    expect(seen.length).toBeGreaterThan(1); // the bar moved with the up-cards
    expect(await t.page.getByTestId('analysis-time').textContent()).toMatch(
      /рассчитана движком точно за \d+,\d\u00a0с/u,
    );
    expect(await rulesLine()).toContain('крупье берёт на мягких 17');
    await clickChoice(t.page, 'double');
    const f = await feedback(t.page);
    expect(f.correct).toBe(true);
    expect(f.text).toContain('Ожидание ходов на единицу ставки');
  });
});

describe('seeds', () => {
  it('items come from a fresh seed each run, shown, and an item replays from its seed', async () => {
    await t.goto('/drill/baccarat-point');
    const first = await t.page.getByTestId('seed-value').textContent();
    expect(first).toMatch(/^\d+$/u);
    await t.goto('/drill/baccarat-point');
    expect(await t.page.getByTestId('seed-value').textContent()).not.toBe(first);

    // The second item of a run, replayed from its own seed and key.
    await answerNumber(t.page, '0');
    await feedback(t.page);
    await t.page.keyboard.press('Space');
    await t.page.getByTestId('feedback').waitFor({ state: 'detached' });
    const seed = (await t.page.getByTestId('seed-value').textContent())!;
    expect(seed).toMatch(/^\d+-2$/u);
    const key = await currentKey(t.page);
    const cards = await shownHands(t.page);
    await t.page.getByTestId('seed').locator('summary').click();
    const href = (await t.page.getByTestId('replay').getAttribute('href'))!;
    expect(href).toBe(`/drill/baccarat-point?seed=${encodeURIComponent(seed)}&key=${key}`);
    await t.goto(href);
    expect(await currentKey(t.page)).toBe(key);
    expect(await shownHands(t.page)).toEqual(cards);
    expect(await t.page.getByTestId('seed-value').textContent()).toBe(seed);
  });

  it('a seed can be typed to start a run from it', async () => {
    await t.goto('/drill/blackjack-total');
    await t.page.getByTestId('seed').locator('summary').click();
    await t.page.getByLabel('Зерно').fill('мой-стол');
    await t.page.getByRole('button', { name: 'Начать с этого зерна' }).click();
    await t.page.waitForURL(/seed=/u);
    expect(await t.page.getByTestId('seed-value').textContent()).toBe('мой-стол');
  });
});
