import { describe, expect, it } from 'vitest';
import { payoutOrThrow } from '@croupier/engine/money';
import { payoutSentenceRu, roundingRu } from './payout.js';

// Hand-worked payouts: the text's own figures («поставив 10 и получив Блекджек, игрок получает обратно
// свою ставку 10 и выигрыш 15»), and odd stakes whose fraction the table's rounding decides.
const NBSP = '\u00a0';

describe('the worked-payout sentence', () => {
  it.each([
    // stake, ratio, rounding, what, sentence
    [10, [3, 2], 'down', 'Блекджек', 'Ставка 10, Блекджек 3:2: выигрыш 15, вместе со ставкой 25.'],
    [5, [1, 1], 'down', 'выигравшая рука', 'Ставка 5, выигравшая рука 1:1: выигрыш 5, вместе со ставкой 10.'],
    [
      5,
      [3, 2],
      'down',
      'Блекджек',
      `Ставка 5, Блекджек 3:2: выигрыш 7 (ровно 7,5; 0,5${NBSP}фишки остаётся казино), вместе со ставкой 12.`,
    ],
    [
      5,
      [3, 2],
      'up',
      'Блекджек',
      `Ставка 5, Блекджек 3:2: выигрыш 8 (ровно 7,5; казино доплачивает 0,5${NBSP}фишки до целой), вместе со ставкой 13.`,
    ],
    [
      25,
      [19, 20],
      'down',
      'Банко',
      `Ставка 25, Банко 19:20: выигрыш 23 (ровно 23,75; 0,75${NBSP}фишки остаётся казино), вместе со ставкой 48.`,
    ],
    [
      10,
      [7, 6],
      'down',
      '«На номер» 6',
      `Ставка 10, «На номер» 6 7:6: выигрыш 11 (ровно 35/3; 2/3${NBSP}фишки остаётся казино), вместе со ставкой 21.`,
    ],
    [
      20000,
      [1, 1],
      'down',
      'Пунто',
      `Ставка 20${NBSP}000, Пунто 1:1: выигрыш 20${NBSP}000, вместе со ставкой 40${NBSP}000.`,
    ],
    [2010, [1, 1], 'down', 'Пунто', 'Ставка 2010, Пунто 1:1: выигрыш 2010, вместе со ставкой 4020.'],
  ] as const)('%i at %j, rounding %s', (stake, [pays, per], rounding, what, want) => {
    const ratio = { pays, per };
    expect(payoutSentenceRu({ stake, what, ratio, payout: payoutOrThrow(stake, ratio, rounding) })).toBe(want);
  });

  it('a commission taken from the winnings lowers what comes back with the stake', () => {
    const ratio = { pays: 2, per: 1 };
    const s = payoutSentenceRu({ stake: 20, what: '«Купить» 4', ratio, payout: payoutOrThrow(20, ratio), handed: 59 });
    expect(s).toBe('Ставка 20, «Купить» 4 2:1: выигрыш 40, вместе со ставкой 59.');
  });

  it('says nothing of rounding when the payout is whole', () => {
    expect(roundingRu(payoutOrThrow(20, { pays: 19, per: 20 }))).toBeNull();
    expect(roundingRu(payoutOrThrow(1, { pays: 19, per: 20 }))).toBe(`0,95${NBSP}фишки остаётся казино`);
  });
});
