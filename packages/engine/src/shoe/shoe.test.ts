import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '../cards/index.js';
import { seededRng } from '../rng/index.js';
import { CroupierError } from '../result/index.js';
import {
  checkShoe,
  compositionByRank,
  createShoe,
  cutCardReached,
  draw,
  fullComposition,
  remaining,
  reshuffle,
  SHOE_ERROR_CODES,
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

describe('input JSON can carry is refused with a typed shoe/… error, never a TypeError', () => {
  const rng = () => seededRng(1);
  it.each([
    { name: 'null options', options: null, code: 'shoe/bad-options', reason: 'not-an-object' },
    { name: 'a number for options', options: 6, code: 'shoe/bad-options', reason: 'not-an-object' },
    { name: 'an array for options', options: [6], code: 'shoe/bad-options', reason: 'not-an-object' },
    { name: 'an unknown option', options: { decks: 6, deck: 6 }, code: 'shoe/bad-options', reason: 'unknown-option' },
    {
      name: 'a JSON __proto__ key',
      options: JSON.parse('{"decks":6,"__proto__":{"x":1}}'),
      code: 'shoe/bad-options',
      reason: 'unknown-option',
    },
    { name: 'no decks', options: {}, code: 'shoe/bad-decks', reason: 'not-a-number' },
    { name: 'inherited decks', options: Object.create({ decks: 6 }), code: 'shoe/bad-decks', reason: 'not-a-number' },
    { name: 'decks as a string', options: { decks: '6' }, code: 'shoe/bad-decks', reason: 'not-a-number' },
    { name: 'decks as a BigInt', options: { decks: 6n }, code: 'shoe/bad-decks', reason: 'not-a-number' },
    { name: 'decks as a Symbol', options: { decks: Symbol('six') }, code: 'shoe/bad-decks', reason: 'not-a-number' },
    { name: 'decks NaN', options: { decks: NaN }, code: 'shoe/bad-decks', reason: 'not-whole' },
    { name: 'decks 2.5', options: { decks: 2.5 }, code: 'shoe/bad-decks', reason: 'not-whole' },
    { name: 'decks 9', options: { decks: 9 }, code: 'shoe/bad-decks', reason: 'out-of-range' },
    {
      name: 'penetration null',
      options: { decks: 6, penetration: null },
      code: 'shoe/bad-penetration',
      reason: 'not-an-object',
    },
    {
      name: 'penetration as strings',
      options: { decks: 6, penetration: { dealt: '3', of: '4' } },
      code: 'shoe/bad-penetration',
      reason: 'not-whole',
    },
    {
      name: 'penetration with an extra key',
      options: { decks: 6, penetration: { dealt: 3, of: 4, rounding: 'up' } },
      code: 'shoe/bad-penetration',
      reason: 'unknown-key',
    },
    {
      name: 'penetration 0/4',
      options: { decks: 6, penetration: { dealt: 0, of: 4 } },
      code: 'shoe/bad-penetration',
      reason: 'out-of-range',
    },
    {
      name: 'penetration beyond safe integers',
      options: { decks: 6, penetration: { dealt: 2 ** 53, of: 2 ** 54 } },
      code: 'shoe/bad-penetration',
      reason: 'not-whole',
    },
  ])('$name → $code ($reason)', ({ options, code, reason }) => {
    const r = createShoe(options as never, rng());
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.details).toMatchObject({ reason });
    expect(typeof (r.error.details as { got: unknown }).got).toBe('string');
    expect(JSON.stringify(r.error.details).length).toBeLessThan(300);
  });

  it('names the allowed range and options in details', () => {
    const r = createShoe({ decks: 0 }, rng());
    expect(!r.ok && r.error.details).toEqual({ reason: 'out-of-range', got: '0', allowed: { min: 1, max: 8 } });
    const o = createShoe({ decks: 6, cut: 1 } as never, rng());
    expect(!o.ok && o.error.details).toEqual({
      reason: 'unknown-option',
      got: '"cut"',
      allowed: ['decks', 'penetration'],
    });
  });

  it('cuts exactly with large whole ratios (float arithmetic would say 416)', () => {
    // dealt = of − 1, so the cut is 416 × (1 − 1/of) = 416 − 416/of with 0 < 416/of < 1: card 415.
    const of = 9_007_199_229_468_926;
    const r = createShoe({ decks: 8, penetration: { dealt: of - 1, of } }, rng());
    expect(r.ok && r.value.cutCard).toBe(415);
  });

  it('a 1 MB string for decks gives a short message', () => {
    const r = createShoe({ decks: 'x'.repeat(1 << 20) } as never, rng());
    expect(!r.ok && r.error.message.length).toBeLessThan(200);
  });
});

describe('stackedShoe and checkShoe', () => {
  it.each([
    { name: 'not an array', cards: 'As Kd', code: 'shoe/bad-card', reason: 'not-an-array' },
    { name: 'a string card', cards: [48, '36'], code: 'shoe/bad-card', reason: 'not-a-card', index: 1 },
    { name: 'card 52', cards: [52], code: 'shoe/bad-card', reason: 'not-a-card', index: 0 },
    { name: 'a BigInt card', cards: [3n], code: 'shoe/bad-card', reason: 'not-a-card', index: 0 },
    { name: 'more than eight decks', cards: new Array(417).fill(0), code: 'shoe/bad-card', reason: 'too-many' },
    { name: 'a cut card past the end', cards: [1, 2], cut: 3, code: 'shoe/bad-cut-card', reason: 'out-of-range' },
    { name: 'a fractional cut card', cards: [1, 2], cut: 1.5, code: 'shoe/bad-cut-card', reason: 'not-whole' },
    { name: 'a string cut card', cards: [1, 2], cut: '1', code: 'shoe/bad-cut-card', reason: 'not-whole' },
  ])('$name → a CroupierError carrying $code ($reason)', ({ cards, cut, code, reason, index }) => {
    let thrown: unknown;
    try {
      if (cut === undefined) stackedShoe(cards as never);
      else stackedShoe(cards as never, cut as never);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(CroupierError);
    const e = thrown as CroupierError;
    expect(e.code).toBe(code);
    expect(e.details).toMatchObject({ reason, ...(index === undefined ? {} : { index }) });
  });

  it('keeps a valid stack exactly, a copy of the input', () => {
    const input = [48, 36, 0];
    const shoe = stackedShoe(input, 1);
    input[0] = 5;
    expect(shoe).toEqual({ decks: 0, cards: [48, 36, 0], position: 0, cutCard: 1 });
  });

  it('checkShoe accepts a shoe through JSON and refuses a tampered one', () => {
    const made = createShoe({ decks: 2 }, seededRng(3));
    if (!made.ok) throw new Error('shoe');
    const drawn = draw(made.value);
    if (!drawn.ok) throw new Error('draw');
    const revived: unknown = JSON.parse(JSON.stringify(drawn.value.shoe));
    expect(checkShoe(revived)).toEqual({ ok: true, value: drawn.value.shoe });
    const bad = [
      { ...drawn.value.shoe, position: 105 },
      { ...drawn.value.shoe, decks: 9 },
      { ...drawn.value.shoe, extra: 1 },
      null,
      { ...drawn.value.shoe, cards: [...drawn.value.shoe.cards.slice(1), 99] },
    ];
    expect(
      bad.map((b) => {
        const r = checkShoe(b);
        return r.ok ? 'ok' : r.error.code;
      }),
    ).toEqual(['shoe/bad-shoe', 'shoe/bad-shoe', 'shoe/bad-shoe', 'shoe/bad-shoe', 'shoe/bad-card']);
  });

  it('fullComposition refuses a bad deck count with a CroupierError', () => {
    expect(() => fullComposition('8' as never)).toThrow(expect.objectContaining({ code: 'shoe/bad-decks' }));
  });

  it('every code the module returns is listed in SHOE_ERROR_CODES', () => {
    expect([...SHOE_ERROR_CODES].sort()).toEqual([
      'shoe/bad-card',
      'shoe/bad-cut-card',
      'shoe/bad-decks',
      'shoe/bad-options',
      'shoe/bad-penetration',
      'shoe/bad-shoe',
      'shoe/empty',
    ]);
  });
});
