/**
 * Browser tests of the baccarat drills: each drill's item on screen is judged with a small independent
 * implementation of the rules (docs/rules.md, baccarat: the banker's third card; the text's tableau, the
 * drills' default, and the casino's when the trainee picks it), and the feedback links the page's paragraph.
 */
import { describe, expect, it } from 'vitest';
import { naivePoint, naiveValue, rulesMdBankerDraws } from '@croupier/testkit/oracles/baccarat';
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

// The rules as docs/rules.md (baccarat) words them (the text's tableau, the drills' default): the testkit's oracle.
const value = naiveValue;
const point = naivePoint;
const bankerDraws = (total: number, third: number | null) => rulesMdBankerDraws('seed', total, third);

let t: Trainer;
trainerEachTest((opened) => (t = opened));

// One key per drill (two where the feedback links two rules): each drill's screen renders the item,
// takes the answer and shows the feedback with its rule link in a browser. Every key's item and judgement
// against the rules is checked without a browser in src/drills/baccarat/baccarat.test.ts (keysUnder).
describe('baccarat drills', () => {
  it('are listed under «Баккара»', async () => {
    await t.goto('/');
    const titles = await t.page.$$eval('.game-group', (gs) =>
      gs.map((g) => ({
        title: g.querySelector('h2')!.firstChild!.textContent,
        drills: Array.from(g.querySelectorAll('.drill-card'), (d) => d.getAttribute('data-drill')),
      })),
    );
    expect(titles.find((g) => g.title === 'Баккара')?.drills).toEqual([
      'baccarat-shoe',
      'baccarat-player-draws',
      'baccarat-banker-draws',
      'baccarat-winner',
      'baccarat-payout',
      'baccarat-pay-chips',
      'baccarat-spot',
    ]);
  });

  it('the shoe: «шесть либо восемь карточных колод» (the text), and 6 × 52 cards', async () => {
    await t.goto('/drill/baccarat-shoe?seed=1&key=decks');
    await clickChoice(t.page, '6-8');
    const f = await feedback(t.page);
    expect(f.correct).toBe(true);
    expect(f.ruleHref).toMatch(/\/baccarat\/#table$/u);
    await t.goto('/drill/baccarat-shoe?seed=1&key=cards-6');
    await answerNumber(t.page, String(6 * 52));
    expect((await feedback(t.page)).correct).toBe(true);
  });

  it.each(['player-5'])('does the player draw: %s', async (key) => {
    await t.goto(`/drill/baccarat-player-draws?seed=4&key=${key}`);
    expect(await currentKey(t.page)).toBe(key);
    const [player] = await shownHands(t.page);
    const p = point(player!);
    expect(p).toBe(Number(key.split('-')[1]));
    await clickChoice(t.page, p <= 5 ? 'draw' : 'stand');
    const f = await feedback(t.page);
    expect(f.correct).toBe(true);
    expect(f.ruleHref).toMatch(/\/baccarat\/#player-rule$/);
  });

  // The cells where the text and the casino differ, and the edges of the rows.
  it.each(['banker-6-6'])('does the banker draw: %s', async (key) => {
    await t.goto(`/drill/baccarat-banker-draws?seed=9&key=${key}`);
    const [player, banker] = await shownHands(t.page);
    const [, total, third] = key.split('-');
    expect(point(banker!)).toBe(Number(total));
    const t3 = player!.length === 3 ? value(player![2]!) : null;
    expect(t3 === null ? 'stood' : String(t3)).toBe(third);
    const draws = bankerDraws(point(banker!), t3);
    // answer wrong on purpose: the feedback names the right answer and cites the row's rule
    await clickChoice(t.page, draws ? 'stand' : 'draw');
    const f = await feedback(t.page);
    expect(f.correct).toBe(false);
    expect(f.expected).toContain(draws ? 'Берёт карту' : 'Стоит');
    expect(f.text).toContain('У крупье');
    expect(f.ruleHref).toMatch(/\/baccarat\/#tableau$/);
  });

  it('start on the text’s tableau; a saved casino choice wins over that default, after a reload too', async () => {
    const line = async () => (await t.page.getByTestId('rules-line').textContent()) ?? '';
    // The banker 5 against a player's 4: the text's row 5 stands, the casino's draws (docs/rules.md).
    const answer = async (tableau: 'seed' | 'casino') => {
      await t.goto('/drill/baccarat-banker-draws?seed=3&key=banker-5-4');
      const [player, banker] = await shownHands(t.page);
      expect(point(banker!)).toBe(5);
      expect(value(player![2]!)).toBe(4);
      await clickChoice(t.page, rulesMdBankerDraws(tableau, 5, 4) ? 'draw' : 'stand');
      expect((await feedback(t.page)).correct).toBe(true);
    };
    await t.goto('/drill/baccarat-banker-draws?seed=3&key=banker-5-4');
    expect(await line()).toContain('по тексту — третья карта крупье по таблице текста');
    await answer('seed');
    await pickRules(t, 'baccarat', { preset: 'casino' });
    await expect
      .poll(async () => (await savedStore(t.page)).settings.find((x) => x.game === 'baccarat')?.choice)
      .toEqual({ preset: 'casino', overrides: {} });
    await t.page.reload();
    await t.goto('/drill/baccarat-banker-draws?seed=3&key=banker-5-4');
    expect(await line()).toContain('как в казино');
    await answer('casino');
  });

  it.each(['natural-banker', 'third-tie'])('who won: %s', async (key) => {
    await t.goto(`/drill/baccarat-winner?seed=3&key=${key}`);
    const [player, banker] = await shownHands(t.page);
    const p = point(player!);
    const b = point(banker!);
    const winner = p > b ? 'player' : b > p ? 'banker' : 'tie';
    expect(winner).toBe(key.split('-')[1]);
    await clickChoice(t.page, winner);
    const f = await feedback(t.page);
    expect(f.correct).toBe(true);
    expect(f.ruleHref).toMatch(key.startsWith('natural') ? /\/baccarat\/#deal$/ : /\/baccarat\/#coup$/);
  });

  it.each([{ key: 'banker-fraction', pays: (s: number) => Math.floor((s * 19) / 20) }])(
    'what a winning bet pays: $key',
    async ({ key, pays }) => {
      await t.goto(`/drill/baccarat-payout?seed=5&key=${key}`);
      const prompt = (await t.page.getByTestId('prompt').textContent()) ?? '';
      const stake = Number(/Ставка (\d+)/u.exec(prompt)![1]);
      await answerNumber(t.page, String(pays(stake)));
      const f = await feedback(t.page);
      expect(f.correct).toBe(true);
      expect(f.expected).toContain(String(pays(stake)));
      if (key === 'banker-fraction') {
        // The exact winnings as a fraction in lowest terms, then what the table pays (the text: rounded down).
        const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
        const g = gcd(stake * 19, 20);
        expect(f.text).toContain(`= ${(stake * 19) / g}/${20 / g}; доли фишки не выплачиваются: ${pays(stake)}`);
      }
      expect(f.ruleHref).toMatch(/\/baccarat\/#payouts$/);
    },
  );
});
