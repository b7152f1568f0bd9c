import { describe, expect, it } from 'vitest';
import { makeCard, RANK, SUIT } from '@croupier/engine/cards';
import { announceItem, announceVerdict } from './announce.ts';

describe('announceItem', () => {
  it('reads each hand with its caption and the face-down cards', () => {
    expect(
      announceItem({
        hands: [
          { label: 'Игрок', cards: [makeCard(RANK.ACE, SUIT.SPADES), makeCard(RANK.SIX, SUIT.HEARTS)] },
          { label: 'Крупье', cards: [makeCard(RANK.TEN, SUIT.CLUBS)], hidden: 1 },
        ],
      }),
    ).toBe('Сдано. Игрок: туз пик, шестёрка червей. Крупье: десятка треф и 1\u00a0карта рубашкой вверх.');
  });

  it('reads the dice and their total', () => {
    expect(announceItem({ dice: [3, 4] })).toBe('Брошены кости: 3 и 4, сумма 7.');
  });

  it('is empty for an item with neither', () => {
    expect(announceItem({})).toBe('');
  });
});

describe('announceVerdict', () => {
  it.each([
    [{ correct: true, expected: '17' }, '17', 'Верно. Правильный ответ: 17.'],
    [{ correct: false, expected: 'Стоять' }, 'Взять', 'Неверно, ваш ответ: Взять. Правильный ответ: Стоять.'],
    [
      { correct: false, expected: 'Стоять', cost: { value: 0.0231 } },
      'Взять',
      'Неверно, ваш ответ: Взять. Правильный ответ: Стоять. Потеряно 0,023\u00a0ставки.',
    ],
    [{ correct: true, expected: 'Стоять', cost: { value: 0 } }, 'Стоять', 'Верно. Правильный ответ: Стоять.'],
  ])('%o, given %s → %s', (verdict, given, text) => {
    expect(announceVerdict(verdict, given)).toBe(text);
  });

  it('words an exact cost per ante in stud', () => {
    const verdict = { correct: false, expected: 'Играть', cost: { value: 0.25, exact: '1/4' } };
    expect(announceVerdict(verdict, 'Сбросить', 'ante')).toBe(
      'Неверно, ваш ответ: Сбросить. Правильный ответ: Играть. Потеряно 0,25\u00a0АНТЕ.',
    );
  });
});
