import { describe, expect, it } from 'vitest';
import { resolveRulesOrThrow } from '@croupier/engine/stud';
import { compareText, compareTyped, exchangeInfo, payouts, readChips, TEXT_EXAMPLES } from './stud';

describe('the payout calculator', () => {
  it.each([
    // ante, combination, total won (hand-worked: ante 1:1 + raise of 2 × ante by the text's table)
    [10, 'fullHouse', 150], // the text: «общий выигрыш … Фулл, составит 150»
    [10, 'royalFlush', 2010], // the text: «За Флеш-Рояль игроку будет выплачено 2010»
    [25, 'fullHouse', 375],
    [25, 'straight', 225],
    [1, 'aceKing', 3],
  ] as const)('ante %d, %s: %d', (ante, category, won) => {
    const t = payouts(ante);
    expect(t.ok && t.rows.find((r) => r.category === category)?.won).toBe(won);
  });

  it('names the combinations as the text does and shows the raise and the dealer’s «нет игры»', () => {
    const t = payouts(10);
    expect(t.ok && t.rows.map((r) => r.name)).toEqual([
      'Флеш-рояль',
      'Стрит-флеш',
      'Каре',
      'Фулл',
      'Флеш',
      'Стрит',
      'Тройка',
      'Две пары',
      'Пара',
      'Туз-Король',
    ]);
    expect(t).toMatchObject({ raise: 20, noGame: 10 });
  });

  it.each([0, 2.5, NaN, 6e11])('an ante of %d is refused in Russian', (ante) => {
    const t = payouts(ante);
    expect(t.ok).toBe(false);
    expect(!t.ok && t.error).toMatch(/^АНТЕ/u);
  });
});

describe('the exchange cost', () => {
  it('balance 40, ante 10: one card (10) leaves 20 = the raise; two (15) are limited to one', () => {
    const info = exchangeInfo(10, 40);
    if (typeof info === 'string') throw new Error(info);
    expect(info.raise).toBe(20);
    expect(info.options.map((o) => [o.count, o.fee, o.allowed])).toEqual([
      [1, 10, true],
      [2, 15, false],
    ]);
    expect(info.options[1]!.reason).toContain('ограничен одной картой');
  });

  it('balance 35: one card is refused', () => {
    const info = exchangeInfo(10, 35);
    expect(typeof info !== 'string' && info.options[0]!.reason).toContain('Обмен запрещён');
  });

  it('an ante the balance cannot cover is explained with the largest one it can', () => {
    expect(exchangeInfo(10, 29)).toMatch(/Наибольшее АНТЕ при таком счёте — 9\u00a0фишек/u);
  });

  it('Caribbean rules have no exchange', () => {
    const info = exchangeInfo(10, 100, resolveRulesOrThrow({ preset: 'caribbean' }));
    expect(typeof info !== 'string' && info.options.every((o) => !o.allowed && /обмена карт нет/u.test(o.reason))).toBe(
      true,
    );
  });
});

describe("the text's comparisons", () => {
  it.each(TEXT_EXAMPLES.map((e) => [e.better, e.worse]))('%s is better than %s', (better, worse) => {
    expect(compareText(better, worse).winner).toBe('a');
  });
});

describe('what a reader types', () => {
  it.each([
    [
      '2.5',
      /^АНТЕ — целое положительное число фишек \(наибольшее здесь — 500\u00a0000\u00a0000\u00a0000\u00a0фишек\): 2,5 — не целое число фишек\.$/u,
    ],
    [
      'abc',
      /^АНТЕ — целое положительное число фишек \(наибольшее здесь — 500\u00a0000\u00a0000\u00a0000\u00a0фишек\): «abc» — не число\.$/u,
    ],
    [
      '0',
      /^АНТЕ — целое положительное число фишек \(наибольшее здесь — 500\u00a0000\u00a0000\u00a0000\u00a0фишек\): ноль фишек — не ставка\.$/u,
    ],
  ])('«%s» is refused in Russian, quoting what was typed', (text, want) => {
    const t = payouts(readChips(text));
    expect(!t.ok && t.error).toMatch(want);
  });

  it('a hand typed wrong is refused in Russian, never in the engine’s English', () => {
    const r = compareTyped('Т-К', '2-2-2-Т-Т');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/^[«А-Я]/u);
    expect(!r.ok && r.error).not.toMatch(/[a-z]{3,}/u);
  });
});

describe('compareTyped: one deck has each card once', () => {
  it.each([
    ['Т♠ К♠ Д♠ В♠ 10♠', 'Т♠ 9♥ 8♥ 7♥ 6♥', 'туз пик — в обоих раскладах'],
    ['2♣ 3♣ 4♣ 5♣ 7♦', '2♣ 3♣ 9♥ 8♥ 6♥', 'двойка треф, тройка треф — в обоих раскладах'],
  ])('%s against %s is refused: «%s»', (a, b, said) => {
    const r = compareTyped(a, b);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(said);
  });

  it('the text’s rank-only hands may share ranks (suits are not said)', () => {
    const r = compareTyped('Т-К-В-3-2', 'Т-К-В-3-2');
    expect(r.ok && r.value.winner).toBe('tie');
  });
});
