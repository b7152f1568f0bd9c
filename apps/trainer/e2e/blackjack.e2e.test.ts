/**
 * Browser tests of the blackjack drills: each drill on a fixed seed and key, with the expected answer
 * worked out here from the cards on screen (independent of the drills' checkers).
 */
import { describe, expect, it } from 'vitest';
import {
  answerNumber,
  clickChoice,
  currentKey,
  feedback,
  shoot,
  shownHands,
  type Trainer,
  trainerEachTest,
} from './helpers.ts';

// Independent valuation from the text, on the engine's card integers (rank = card >> 2, 2…A).
const bjValue = (card: number) => [2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 1][card >> 2]!;
function total(cards: number[]): { total: number; soft: boolean } {
  const hard = cards.reduce((s, c) => s + bjValue(c), 0);
  const soft = cards.some((c) => bjValue(c) === 1) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

let t: Trainer;
trainerEachTest((opened) => (t = opened));

// One key per drill: each drill's screen renders the item, takes the answer and shows the feedback in a
// browser. Every key's item and judgement is checked without a browser in
// src/drills/blackjack/blackjack.test.ts (every drill, every key, under the text's rules and the casino's).
describe('«Можно ли удвоить?»', () => {
  // The text: a sum of 9, 10 or 11, the ace counted 1 or 11, so A+8 (9 or 19) may be doubled, A+7 may not.
  it.each(['soft-19'])('key %s: yes only on 9, 10, 11 (the ace as 1 or 11)', async (key) => {
    await t.goto(`/drill/blackjack-double?seed=3&key=${key}`);
    expect(await currentKey(t.page)).toBe(key);
    const [hand] = await shownHands(t.page);
    expect(hand!.length).toBe(2);
    const v = total(hand!);
    const inRange = (x: number) => x >= 9 && x <= 11;
    await clickChoice(t.page, inRange(v.total) || (v.soft && inRange(v.total - 10)) ? 'yes' : 'no');
    const f = await feedback(t.page);
    expect(f.correct).toBe(true);
    expect(f.ruleHref).toContain('/blackjack/#double');
  });
});

describe('«Можно ли разделить?»', () => {
  it.each([{ key: 'tens-mixed', answer: 'yes' }])('key $key → $answer', async ({ key, answer }) => {
    await t.goto(`/drill/blackjack-split?seed=4&key=${key}`);
    const [hand] = await shownHands(t.page);
    const [a, b] = hand!.map(bjValue);
    expect(a === b && a !== 1 ? 'yes' : 'no').toBe(answer);
    await clickChoice(t.page, answer === 'yes' ? 'no' : 'yes');
    const f = await feedback(t.page);
    expect(f.correct).toBe(false);
    expect(f.expected).toBe(answer === 'yes' ? 'Можно' : 'Нельзя');
  });
});

describe('issue 20: one card after a double, one split, what insurance costs and pays', () => {
  it('after a double (11 doubled, a third card): no further card — «после чего сдача карт заканчивается»', async () => {
    await t.goto('/drill/blackjack-double?seed=3&key=after-double-11');
    const [, player] = await shownHands(t.page);
    expect(player!).toHaveLength(3);
    expect(bjValue(player![0]!) + bjValue(player![1]!)).toBe(11);
    await shoot(t, 'bj20-after-double');
    await clickChoice(t.page, 'no');
    const f = await feedback(t.page);
    expect(f.correct).toBe(true);
    expect(f.ruleHref).toContain('/blackjack/#double');
  });

  it('a pair after the split may not be split again under the text', async () => {
    await t.goto('/drill/blackjack-split?seed=4&key=resplit-8');
    const [first, second] = await shownHands(t.page);
    expect(first!.map(bjValue)).toEqual([8, 8]);
    expect(second!.map(bjValue)).toEqual([8]);
    await clickChoice(t.page, 'yes');
    const f = await feedback(t.page);
    expect(f.correct).toBe(false);
    expect(f.expected).toBe('Нельзя');
  });

  it('insurance on an odd bet is not offered; the reason is the engine’s', async () => {
    await t.goto('/drill/blackjack-insurance?seed=5&key=cost-odd');
    const context = (await t.page.locator('body').textContent()) ?? '';
    const bet = Number(/Ставка: (\d+)/u.exec(context)![1]);
    expect(bet % 2).toBe(1);
    await shoot(t, 'bj20-insurance-odd');
    await clickChoice(t.page, String(Math.floor(bet / 2)));
    const f = await feedback(t.page);
    expect(f.correct).toBe(false);
    expect(f.expected).toBe('Страховку не предлагают');
    expect(f.ruleHref).toContain('/blackjack/#insurance');
  });

  it('insurance against a dealer Блекджек wins 2:1 — the original bet', async () => {
    await t.goto('/drill/blackjack-insurance?seed=6&key=won');
    const context = (await t.page.locator('body').textContent()) ?? '';
    const insured = Number(/страховка куплена за (\d+)/u.exec(context)![1]);
    await answerNumber(t.page, String(2 * insured));
    const f = await feedback(t.page);
    expect(f.correct).toBe(true);
  });
});

describe('«Крупье берёт карту?»', () => {
  it.each(['soft-17'])('key %s', async (key) => {
    await t.goto(`/drill/blackjack-dealer-draws?seed=5&key=${key}`);
    const [hand] = await shownHands(t.page);
    const v = total(hand!);
    expect(`${v.soft ? 'soft' : 'hard'}-${v.total}`).toBe(key);
    await clickChoice(t.page, v.total < 17 ? 'draw' : 'stand');
    expect((await feedback(t.page)).correct).toBe(true);
  });
});

describe('«Сколько выиграл игрок?»', () => {
  it.each([{ key: 'blackjack-odd', pays: (s: number) => Math.floor((s * 3) / 2) }])(
    'key $key',
    async ({ key, pays }) => {
      await t.goto(`/drill/blackjack-payout?seed=6&key=${key}`);
      const context = (await t.page.locator('body').textContent()) ?? '';
      const stake = Number(/Ставка: (\d+)/u.exec(context)![1]);
      await answerNumber(t.page, String(pays(stake)));
      const f = await feedback(t.page);
      expect(f.correct).toBe(true);
      expect(f.expected).toBe(String(pays(stake)));
    },
  );
});

describe('«Базовая стратегия»', () => {
  it('11 against a ten: doubling is wrong under the text, and the feedback says what it costs', async () => {
    await t.goto('/drill/blackjack-strategy?seed=7&key=hard-11-10');
    await t.page.getByTestId('prompt').waitFor({ timeout: 120_000 }); // the worker analyses the rules first
    const [dealer, player] = await shownHands(t.page);
    expect(total(player!).total).toBe(11);
    expect(bjValue(dealer![0]!)).toBe(10);
    await clickChoice(t.page, 'double');
    const f = await feedback(t.page);
    expect(f.correct).toBe(false);
    expect(f.expected).toBe('Ещё карту');
    expect(f.text).toMatch(/Потеряно \d+,\d+\u00a0ставки/u); // the chart's EVs are doubles: no exact fraction
    expect(f.ruleHref).toContain('/blackjack/#strategy');
  });

  it.each([{ key: 'pair-8-6', answer: 'split' }])('$key → $answer', async ({ key, answer }) => {
    await t.goto(`/drill/blackjack-strategy?seed=8&key=${key}`);
    await clickChoice(t.page, answer);
    expect((await feedback(t.page)).correct).toBe(true);
  });
});
