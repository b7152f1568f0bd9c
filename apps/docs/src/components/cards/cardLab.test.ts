import { describe, expect, it } from 'vitest';
import { type Card, formatCards, rankOf } from '@croupier/engine/cards';
import { joinSuitWords, type PokerClassifier, readCards, readCardsOrThrow, studClassifier } from './cardLab';

const reading = (text: string, classify?: PokerClassifier) => {
  const r = readCards(text, classify);
  if (!r.ok) throw new Error(`unexpected error ${r.error.code}`);
  if (r.value === null) throw new Error('unexpected empty reading');
  return r.value;
};
const errorOf = (text: string) => {
  const r = readCards(text);
  if (r.ok) throw new Error(`expected an error for ${text}`);
  return r.error;
};

/** A deliberately naive blackjack valuer: try every ace as 1 or 11, keep the best total ≤ 21. */
function naiveBlackjack(cards: readonly Card[]): { total: number; soft: boolean } {
  const base = cards.map((c) => (rankOf(c) === 12 ? 1 : Math.min(10, rankOf(c) + 2)));
  const hard = base.reduce((a, b) => a + b, 0);
  const aces = base.filter((v) => v === 1).length;
  const options = Array.from({ length: aces + 1 }, (_, elevens) => ({ total: hard + 10 * elevens, soft: elevens > 0 }));
  const fitting = options.filter((o) => o.total <= 21);
  return fitting.length > 0 ? fitting[fitting.length - 1]! : options[0]!;
}

/** Baccarat by the text's recipe: face values (court cards and tens 0, ace 1), subtract 10 while ≥ 10. */
function naiveBaccarat(cards: readonly Card[]): number {
  let sum = cards.map((c) => [2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0, 1][rankOf(c)]!).reduce((a, b) => a + b, 0);
  while (sum >= 10) sum -= 10;
  return sum;
}

describe('readCards: blackjack', () => {
  it.each([
    { hand: 'Т♠ 6♦', text: '17, мягкая', detail: '11 + 6 = 17', tone: 'neutral' },
    { hand: 'As Kd', text: 'Блекджек', detail: '11 + 10 = 21', tone: 'good' },
    { hand: 'Т♠ 6♦ 9♣', text: '16, жёсткая', detail: '1 + 6 + 9 = 16', tone: 'neutral' },
    { hand: 'Т♠ Т♥', text: '12, мягкая', detail: '11 + 1 = 12', tone: 'neutral' },
    { hand: '7♠ 7♥ 7♦', text: '21, жёсткая', detail: '7 + 7 + 7 = 21', tone: 'good' },
    { hand: '10♠ 6♥ К♦', text: 'Перебор: 26', detail: '10 + 6 + 10 = 26', tone: 'bad' },
    { hand: 'Д♦ В♣', text: '20, жёсткая', detail: '10 + 10 = 20', tone: 'neutral' },
  ])('$hand → $text ($detail)', ({ hand, ...line }) => {
    expect(reading(hand).blackjack).toMatchObject(line);
  });

  it('agrees with a naive ace-by-ace valuer on every two- and three-card hand', () => {
    const hands: Card[][] = [];
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++) {
        hands.push([a, b]);
        for (let c = b + 1; c < 52; c++) hands.push([a, b, c]);
      }
    expect(hands).toHaveLength(1326 + 22100);
    const mismatches = hands.filter((hand) => {
      const got = reading(formatCards(hand, { notation: 'ru' })).blackjack;
      const want = naiveBlackjack(hand);
      return got.total !== want.total || got.soft !== want.soft;
    });
    expect(mismatches.map((h) => formatCards(h))).toEqual([]);
  });
});

describe('readCards: baccarat', () => {
  it.each([
    { hand: '7♠ 8♥ 8♦', point: 3, detail: '7 + 8 + 8 = 23 → 3', note: '' },
    { hand: 'К♠ 9♦', point: 9, detail: '0 + 9 = 9', note: 'натуральная: две карты на 8 или 9' },
    { hand: 'Т♥ Д♣ 5♠', point: 6, detail: '1 + 0 + 5 = 6', note: '' },
    { hand: '5♠ 5♥', point: 0, detail: '5 + 5 = 10 → 0', note: '' },
    { hand: '2♠ 3♠ 4♠ 5♠', point: 4, detail: '2 + 3 + 4 + 5 = 14 → 4', note: 'в баккаре у руки не больше трёх карт' },
  ])('$hand → $point', ({ hand, ...line }) => {
    expect(reading(hand).baccarat).toMatchObject(line);
  });

  it('agrees with the text’s subtract-ten recipe on every two-card hand', () => {
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++) {
        expect(reading(formatCards([a, b])).baccarat.point).toBe(naiveBaccarat([a, b]));
      }
  });
});

describe('readCards: poker line', () => {
  const classify: PokerClassifier = () => 'aceKing';

  it('names the combination in Russian for exactly five cards', () => {
    expect(reading('Т♣ К♦ 8♠ 7♥ 3♣', classify).poker).toEqual({ category: 'aceKing', name: 'Туз-Король' });
  });

  it('explains why there is none for another count', () => {
    const r = reading('Т♣ К♦', classify);
    expect(r.poker).toBeNull();
    expect(r.pokerNote).toBe('комбинация — ровно из пяти карт, а здесь 2');
  });

  it('shows none without an evaluator', () => {
    expect(reading('Т♣ К♦ 8♠ 7♥ 3♣').poker).toBeNull();
  });
});

describe('readCards: notation and errors', () => {
  it('reads both notations, mixed and run together', () => {
    // Т♠ = 12·4+0, К♥ = 11·4+1, 10ч = 8·4+1, Td = 8·4+2 (Latin T: a ten), Дб = 10·4+2.
    expect(reading('Т♠ Kh 10ч Td Дб').cards).toEqual([48, 45, 33, 34, 42]);
    expect(reading('AsKd').cards).toEqual([48, 46]);
    // Russian suit letters after the rank: Тт is the ace (12·4) of clubs (+3), 10ч the ten of hearts.
    expect(reading('Тт 10ч').cards).toEqual([51, 33]);
  });

  it('returns nothing for an empty input', () => {
    expect(readCards('   ')).toEqual({ ok: true, value: null });
  });

  it.each([
    { input: 'Td', warned: true },
    { input: '9c tH', warned: true },
    { input: 'Т♦', warned: false },
    { input: '10d', warned: false },
  ])('warns about a Latin T in «$input»: $warned', ({ input, warned }) => {
    expect(reading(input).warnings.length > 0).toBe(warned);
  });

  it('keeps the engine’s error code', () => {
    expect(errorOf('Т♠ Х♦').code).toBe('cards/bad-rank');
    expect(errorOf('Т♠ 6').code).toBe('cards/bad-suit');
    expect(errorOf('Т♠ Т♠').code).toBe('cards/duplicate');
    expect(() => readCardsOrThrow('Т♠ Т♠')).toThrow(expect.objectContaining({ code: 'cards/duplicate' }));
    expect(readCardsOrThrow('Т♠ 6♦')?.blackjack.total).toBe(17);
  });
});

describe('readCards: poker by the stud engine', () => {
  // The text's own examples of each combination, plus the top ones and its straight rules.
  it.each([
    { hand: 'Т♥ К♥ Д♥ В♥ 10♥', name: 'Флеш-рояль' },
    { hand: '9♠ 8♠ 7♠ 6♠ 5♠', name: 'Стрит-флеш' },
    { hand: '8♠ 8♥ 8♦ 8♣ К♠', name: 'Каре' },
    { hand: '3♠ 3♥ 3♦ 2♣ 2♠', name: 'Фулл' },
    { hand: 'Т♣ 10♣ 7♣ 4♣ 2♣', name: 'Флеш' },
    { hand: '9♠ 8♥ 7♦ 6♣ 5♠', name: 'Стрит' },
    { hand: '5♠ 4♥ 3♦ 2♣ Т♠', name: 'Стрит' },
    { hand: '9♠ 9♥ 9♦ Д♣ 4♠', name: 'Тройка' },
    { hand: 'Т♠ Т♥ 5♦ 5♣ 10♠', name: 'Две пары' },
    { hand: '8♠ 8♥ К♦ 4♣ 2♠', name: 'Пара' },
    { hand: 'Т♠ К♥ 8♦ 7♣ 3♠', name: 'Туз-Король' },
    { hand: '3♠ 2♥ Т♦ К♣ Д♠', name: 'Туз-Король' },
    { hand: 'В♠ 10♥ 7♦ 5♣ 2♠', name: 'Нет игры' },
  ])('$hand → $name', ({ hand, name }) => {
    expect(reading(hand, studClassifier).poker?.name).toBe(name);
  });
});

describe('a suit written as a word after a space, as the help line shows («Д бубны»)', () => {
  it.each([
    ['Д бубны', 'Дбубны'],
    ['10 червей 9 пик', '10червей 9пик'],
    ['Т треф, К пики', 'Ттреф, Кпики'],
    ['Т♠ 6♦', 'Т♠ 6♦'],
  ])('%s → %s', (typed, joined) => {
    expect(joinSuitWords(typed)).toBe(joined);
  });

  it('reads «Д бубны» as the queen of diamonds: 10 in blackjack', () => {
    const r = readCards('Д бубны');
    expect(r.ok && r.value?.blackjack.total).toBe(10);
    expect(r.ok && r.value?.cards.length).toBe(1);
  });
});
