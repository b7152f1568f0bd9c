import { describe, expect, it } from 'vitest';
import {
  boxLabelRu,
  cardsRu,
  seatLabelRu,
  SETTLE_RU,
  TABLE_ORDER_NOTE_RU,
  TABLE_PLAYER_NAMES,
  tableStepRu,
} from './site-table.js';

describe('the full tables’ words', () => {
  it.each([
    [tableStepRu(3, 20), 'шаг 3 из 20'],
    [boxLabelRu(1, 'Анна'), 'Бокс 1 · Анна'],
    [seatLabelRu(14, 'Олег'), 'Место 14 · Олег'],
    // 48 = ace of spades, 33 = ten of hearts (rank × 4 + suit; suits пики, черви, бубны, трефы).
    [cardsRu([48, 33]), 'туз пик, десятка червей'],
    [SETTLE_RU.take(10), 'крупье забирает проигравшую ставку: 10\u00a0фишек'],
    [SETTLE_RU.pay(15, 'Блекджек'), 'крупье платит 15\u00a0фишек (Блекджек)'],
    [SETTLE_RU.paid(20), 'крупье платит 20\u00a0фишек'],
  ])('%s', (got, want) => expect(got).toBe(want));

  it('seats fourteen different players, as the baccarat text’s table holds', () => {
    expect(new Set(TABLE_PLAYER_NAMES).size).toBe(14);
  });

  it('every note on the order says it is the site’s, not the text’s (decision 014)', () => {
    for (const note of Object.values(TABLE_ORDER_NOTE_RU)) expect(note).toContain('это порядок сайта, не слова текста');
  });
});
