import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '../cards/index.js';
import { seededRng } from '../rng/index.js';
import {
  compositionByRank,
  createShoe,
  cutCardReached,
  draw,
  fullComposition,
  remaining,
  reshuffle,
  stackedShoe,
} from './index.js';

describe('createShoe', () => {
  it.each([1, 2, 6, 8])('%i decks hold 52 × decks cards, 4 × decks of each rank', (decks) => {
    const r = createShoe({ decks }, seededRng(1));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.cards.length).toBe(52 * decks);
    expect(compositionByRank(r.value)).toEqual(new Array(13).fill(4 * decks));
    expect(fullComposition(decks)).toEqual(new Array(13).fill(4 * decks));
  });

  it('puts the cut card at the penetration: 3/4 of 8 decks is card 312', () => {
    const r = createShoe({ decks: 8 }, seededRng(1));
    expect(r.ok && r.value.cutCard).toBe(312);
    const r2 = createShoe({ decks: 6, penetration: { dealt: 5, of: 6 } }, seededRng(1));
    expect(r2.ok && r2.value.cutCard).toBe(260);
  });

  it.each([0, 9, 2.5, -1])('refuses %s decks', (decks) => {
    const r = createShoe({ decks }, seededRng(1));
    expect(!r.ok && r.error.code).toBe('shoe/bad-decks');
    expect(!r.ok && r.error.message).toContain('1 to 8');
  });

  it('refuses a bad penetration', () => {
    const r = createShoe({ decks: 1, penetration: { dealt: 5, of: 4 } }, seededRng(1));
    expect(!r.ok && r.error.code).toBe('shoe/bad-penetration');
  });

  it('is the same shuffle for the same seed', () => {
    const a = createShoe({ decks: 6 }, seededRng(42));
    const b = createShoe({ decks: 6 }, seededRng(42));
    expect(a).toEqual(b);
  });
});

describe('dealing', () => {
  it('deals a stacked shoe in order, tracks composition, and never mutates', () => {
    const cards = parseCardsOrThrow('As Kd 7c 7h');
    const shoe = stackedShoe(cards, 2);
    const first = draw(shoe);
    expect(first.ok && first.value.card).toBe(cards[0]);
    expect(shoe.position).toBe(0);
    if (!first.ok) return;
    const second = draw(first.value.shoe);
    expect(second.ok && second.value.card).toBe(cards[1]);
    if (!second.ok) return;
    expect(cutCardReached(first.value.shoe)).toBe(false);
    expect(cutCardReached(second.value.shoe)).toBe(true);
    expect(remaining(second.value.shoe)).toBe(2);
    // Two sevens left: rank index 5.
    const comp = compositionByRank(second.value.shoe);
    expect(comp[5]).toBe(2);
    expect(comp.reduce((a, b) => a + b, 0)).toBe(2);
  });

  it('reports an empty shoe as a rule error', () => {
    const r = draw(stackedShoe([]));
    expect(!r.ok && r.error.code).toBe('shoe/empty');
  });

  it('reshuffles all cards back in', () => {
    const r = createShoe({ decks: 1 }, seededRng(5));
    if (!r.ok) throw new Error('shoe');
    let shoe = r.value;
    for (let i = 0; i < 40; i++) {
      const d = draw(shoe);
      if (!d.ok) throw new Error('draw');
      shoe = d.value.shoe;
    }
    const fresh = reshuffle(shoe, seededRng(6));
    expect(fresh.position).toBe(0);
    expect(compositionByRank(fresh)).toEqual(new Array(13).fill(4));
  });
});
