import { describe, expect, it } from 'vitest';
import { parseCard } from '@croupier/engine/cards';
import { cardFace } from './card';

describe('cardFace', () => {
  // Hand-worked from the encoding card = rank * 4 + suit (rank 0 = two … 12 = ace; suits ♠ ♥ ♦ ♣).
  it.each([
    { card: 48, rank: 'Т', suit: '♠', color: 'black', label: 'туз пик' },
    { card: 0, rank: '2', suit: '♠', color: 'black', label: 'двойка пик' },
    { card: 33, rank: '10', suit: '♥', color: 'red', label: 'десятка червей' },
    { card: 46, rank: 'К', suit: '♦', color: 'red', label: 'король бубен' },
    { card: 42, rank: 'Д', suit: '♦', color: 'red', label: 'дама бубен' },
    { card: 39, rank: 'В', suit: '♣', color: 'black', label: 'валет треф' },
  ])('ru: card $card is $rank$suit «$label»', ({ card, ...face }) => {
    expect(cardFace(card)).toEqual(face);
  });

  it.each([
    { card: 48, rank: 'A', suit: '♠', color: 'black', label: 'ace of spades' },
    { card: 33, rank: '10', suit: '♥', color: 'red', label: 'ten of hearts' },
    { card: 43, rank: 'Q', suit: '♣', color: 'black', label: 'queen of clubs' },
    { card: 37, rank: 'J', suit: '♥', color: 'red', label: 'jack of hearts' },
  ])('en: card $card is $rank$suit "$label"', ({ card, ...face }) => {
    expect(cardFace(card, 'en')).toEqual(face);
  });

  it.each(['ru', 'en'] as const)('every face printed in %s notation parses back to its card', (notation) => {
    for (let card = 0; card < 52; card++) {
      const face = cardFace(card, notation);
      expect(parseCard(`${face.rank}${face.suit}`)).toEqual({ ok: true, value: card });
    }
  });

  it('paints exactly the hearts and diamonds red: 26 cards', () => {
    const red = Array.from({ length: 52 }, (_, c) => cardFace(c)).filter((f) => f.color === 'red');
    expect(red).toHaveLength(26);
    expect(new Set(red.map((f) => f.suit))).toEqual(new Set(['♥', '♦']));
  });

  it.each([52, -1, 1.5, Number.NaN])('refuses %s as a card', (card) => {
    expect(() => cardFace(card)).toThrow(RangeError);
  });
});
