/**
 * Browser tests of the counting drills: the running count from the cards the stream showed, the true
 * count from the tray drawn and the running count given, and a Hi-Lo deviation against the published
 * six-deck S17 index — each answer worked out here from what is on screen (Hi-Lo tags written in the
 * test), not by the drills' checkers; axe on each drill; screenshots at 1280 and 390 px.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@croupier/testkit/audit';
import {
  answerNumber,
  clickChoice,
  currentKey,
  feedback,
  pickRules,
  shoot,
  shownHands,
  type Trainer,
  trainerEachTest,
} from './helpers.ts';

// Hi-Lo: 2–6 count +1, 7–9 count 0, tens and aces −1 (rank = card >> 2: 0 = two … 12 = ace).
const hiLo = (card: number) => {
  const r = card >> 2;
  return r <= 4 ? 1 : r <= 7 ? 0 : -1;
};
const num = (s: string) => Number(s.replace('\u2212', '-').replace('+', ''));

let t: Trainer;
trainerEachTest((opened) => (t = opened));

const axe = () => axeViolations(t.page);

/** The count before the stream, from the context line. */
async function countBefore(): Promise<number> {
  const text = (await t.page.locator('.context').textContent()) ?? '';
  const m = /(?:счёт до этих карт|начальный счёт) ([+\u2212]?\d+)/u.exec(text);
  expect(m, text).not.toBeNull();
  return num(m![1]!);
}

async function streamDone(): Promise<number[]> {
  const stream = t.page.getByTestId('card-stream');
  await t.page.waitForSelector('[data-testid="card-stream"][data-done="true"]', { timeout: 120_000 });
  return ((await stream.getAttribute('data-seen')) ?? '').split(',').map(Number);
}

describe('«Текущий счёт»', () => {
  it('counts the cards shown, speeds up after a right answer, slows down and shows the tags after a miss', async () => {
    await t.goto('/');
    await t.page.evaluate(() => localStorage.setItem('croupier.trainer.counting.pace', '400'));
    await t.goto(`/drill/blackjack-running-count?seed=5&key=${encodeURIComponent('hilo:1:short')}`);
    expect(await currentKey(t.page)).toBe('hilo:1:short');
    // The count to start from is read on the felt before the first card.
    const before = await countBefore();
    expect(await t.page.getByTestId('card-stream').textContent()).toContain(
      `счёт до этих карт ${before === 0 ? '0' : before > 0 ? `+${before}` : `\u2212${-before}`}`,
    );
    expect(await axe()).toEqual([]);
    const seen = await streamDone();
    expect(seen.length).toBeGreaterThanOrEqual(8);
    const count = (await countBefore()) + seen.reduce((s, c) => s + hiLo(c), 0);
    await shoot(t, 'running-count-asking');
    await answerNumber(t.page, String(count));
    const f = await feedback(t.page);
    expect(f.correct).toBe(true);
    expect(f.ruleHref).toContain('/counting/#running-count');
    expect(await t.page.getByTestId('card-stream').getAttribute('data-pace')).toBe('340');
    await t.page.keyboard.press('Enter');

    const seen2 = await streamDone();
    const count2 = (await countBefore()) + seen2.reduce((s, c) => s + hiLo(c), 0);
    await answerNumber(t.page, String(count2 + 2));
    const miss = await feedback(t.page);
    expect(miss.correct).toBe(false);
    expect(num(miss.expected)).toBe(count2);
    const tags = await t.page.$$eval('[data-testid="reveal"] [data-tag]', (els) =>
      els.map((e) => e.getAttribute('data-tag')),
    );
    expect(tags.map((x) => num(x!))).toEqual(seen2.map(hiLo));
    expect(await t.page.getByTestId('card-stream').getAttribute('data-pace')).toBe('442');
    expect(await axe()).toEqual([]);
    await shoot(t, 'running-count-miss');
  });

  it('the system picker changes the next item’s system', async () => {
    await t.goto('/');
    await t.page.evaluate(() => localStorage.setItem('croupier.trainer.counting.pace', '250'));
    await t.goto('/drill/blackjack-running-count?seed=9');
    expect(await currentKey(t.page)).toMatch(/^hilo:/u);
    await t.page.getByLabel('Система счёта').selectOption('ko');
    await streamDone();
    await answerNumber(t.page, '0');
    await feedback(t.page);
    await t.page.keyboard.press('Enter');
    expect(await currentKey(t.page)).toMatch(/^ko:/u);
    expect(await t.page.locator('.context').textContent()).toContain('Система: КО (');
  });
});

describe('«Истинный счёт»', () => {
  // One key in the browser (the screen, axe, the answer and its feedback); every key's item and judgement
  // is checked without a browser in src/drills/blackjack/counting.test.ts.
  it.each(['hilo:3'])('key %s: the running count per deck left, floored', async (key) => {
    await t.goto(`/drill/blackjack-true-count?seed=3&key=${encodeURIComponent(key)}`);
    const tray = t.page.getByTestId('discard-tray');
    const decks = Number(await tray.getAttribute('data-decks'));
    const dealt = Number(await tray.getAttribute('data-dealt'));
    expect(decks).toBe(6);
    const text = (await t.page.locator('.context').textContent()) ?? '';
    const rc = num(/Текущий счёт: ([+\u2212]?\d+)/u.exec(text)![1]!);
    const tc = Math.floor(rc / ((decks * 52 - dealt) / 52));
    expect(await axe()).toEqual([]);
    if (key === 'hilo:3') await shoot(t, 'true-count-asking');
    await answerNumber(t.page, String(tc));
    const f = await feedback(t.page);
    expect(f.correct).toBe(true);
    expect(num(f.expected)).toBe(tc);
    expect(f.text).toContain('полколоды');
    // The rounding rule in Russian, applied to the figure shown before it.
    expect(f.text).toContain('округляется вниз, к меньшему целому');
    expect(f.text).toMatch(new RegExp(`[+\u2212]?\\d+,\\d+ → ${f.expected.replace('+', '\\+')}\\.`, 'u'));
    expect(f.text).not.toMatch(/floor/u);
    expect(f.ruleHref).toContain('/counting/#true-count');
  });

  it('an answer a deck and a half off is judged by the half-deck tolerance', async () => {
    await t.goto(`/drill/blackjack-true-count?seed=4&key=${encodeURIComponent('hilo:2')}`);
    const tray = t.page.getByTestId('discard-tray');
    const dealt = Number(await tray.getAttribute('data-dealt'));
    const text = (await t.page.locator('.context').textContent()) ?? '';
    const rc = num(/Текущий счёт: ([+\u2212]?\d+)/u.exec(text)![1]!);
    // Read as 3,5 decks left instead of about 2: out of the half-deck tolerance unless the count is small.
    const left = (312 - dealt) / 52;
    const far = Math.floor(rc / (left + 1.5));
    const near = [left - 0.5, left + 0.5].map((d) => Math.floor(rc / d));
    await answerNumber(t.page, String(far));
    const f = await feedback(t.page);
    expect(f.correct).toBe(far >= Math.min(...near) && far <= Math.max(...near));
    await shoot(t, 'true-count-feedback');
  });
});

describe('«Отклонения по счёту»', () => {
  it.each([
    { seed: 1, key: 'hard-16-10', index: 0, play: 'stand', below: 'hit' },
    { seed: 3, key: 'insurance', index: 3, play: 'insure', below: 'no' },
  ])(
    'casino rules, $key: the published six-deck S17 Hi-Lo index (Schlesinger) grades it',
    async ({ seed, key, index, play, below }) => {
      await pickRules(t, 'blackjack', { preset: 'casino' });
      await t.goto(`/drill/blackjack-deviations?seed=${seed}&key=${key}`);
      const hands = await shownHands(t.page);
      expect(hands.length).toBe(2);
      const text = (await t.page.locator('.context').textContent()) ?? '';
      const k = num(/Истинный счёт Хай-Лоу: ([+\u2212]?\d+)/u.exec(text)![1]!);
      const right = k >= index ? play : below;
      expect(await axe()).toEqual([]);
      await clickChoice(t.page, right === play ? below : play);
      const f = await feedback(t.page);
      expect(f.correct).toBe(false);
      expect(f.text).toMatch(/Потеряно \d+,\d+\sставки/u);
      expect(await t.page.locator(`[data-choice="${right}"]`).getAttribute('class')).toContain('choice--expected');
      if (key === 'hard-16-10') await shoot(t, 'deviations-feedback');
    },
  );
});
