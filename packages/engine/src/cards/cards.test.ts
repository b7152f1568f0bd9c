import { describe, expect, it } from 'vitest';
import {
  formatCard,
  formatCards,
  formatRanks,
  fullDeck,
  makeCard,
  parseCard,
  parseCards,
  parseCardsOrThrow,
  parseRanks,
  rankOf,
  RANK,
  SUIT,
  suitOf,
} from './index.js';
import { CroupierError } from '../result/index.js';

describe('encoding: card = rank × 4 + suit', () => {
  it.each([
    { text: '2♠', card: 0 },
    { text: '2♥', card: 1 },
    { text: '3♠', card: 4 },
    { text: 'T♦', card: 8 * 4 + 2 },
    { text: 'A♣', card: 51 },
    { text: 'A♠', card: 48 },
  ])('$text is $card', ({ text, card }) => {
    expect(parseCardsOrThrow(text)).toEqual([card]);
  });

  it('round-trips rank and suit for the whole deck', () => {
    for (const c of fullDeck()) expect(makeCard(rankOf(c), suitOf(c))).toBe(c);
    expect(new Set(fullDeck().map((c) => formatCard(c))).size).toBe(52);
  });
});

describe('parseCard accepts both notations', () => {
  const aceSpades = makeCard(RANK.ACE, SUIT.SPADES);
  const tenHearts = makeCard(RANK.TEN, SUIT.HEARTS);
  it.each([
    ['As', aceSpades],
    ['as', aceSpades],
    ['A♠', aceSpades],
    ['Т♠', aceSpades], // Cyrillic Т = туз
    ['Тп', aceSpades],
    ['Т пики', aceSpades],
    ['Т пик', aceSpades],
    ['Th', tenHearts], // Latin T = ten
    ['10h', tenHearts],
    ['10♥', tenHearts],
    ['10ч', tenHearts],
    ['10 черви', tenHearts],
    ['Д♦', makeCard(RANK.QUEEN, SUIT.DIAMONDS)],
    ['Qd', makeCard(RANK.QUEEN, SUIT.DIAMONDS)],
    ['В♣', makeCard(RANK.JACK, SUIT.CLUBS)],
    ['Вт', makeCard(RANK.JACK, SUIT.CLUBS)],
    ['К бубны', makeCard(RANK.KING, SUIT.DIAMONDS)],
    ['Kc', makeCard(RANK.KING, SUIT.CLUBS)],
    ['9♤', makeCard(RANK.NINE, SUIT.SPADES)],
  ])('%s', (token, card) => {
    expect(parseCard(token)).toEqual({ ok: true, value: card });
  });
});

describe('bad tokens are typed errors naming the token and what is allowed', () => {
  it.each([
    { token: '1s', code: 'cards/bad-rank' }, // peers silently read "1" or "10" wrongly
    { token: '11h', code: 'cards/bad-rank' },
    { token: 'Bs', code: 'cards/bad-rank' }, // Latin B for Cyrillic В
    { token: 'Xs', code: 'cards/bad-rank' },
    { token: 'A', code: 'cards/bad-suit' },
    { token: 'Ax', code: 'cards/bad-suit' },
    { token: '10', code: 'cards/bad-suit' },
    { token: '', code: 'cards/bad-token' },
  ])('$token → $code', ({ token, code }) => {
    const r = parseCard(token);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      if (token !== '') expect(r.error.message).toContain(`"${token}"`);
      expect(r.error.message).toMatch(/allowed|write/);
    }
  });

  it('explains the Latin B', () => {
    const r = parseCard('Bs');
    expect(!r.ok && r.error.message).toMatch(/Cyrillic В/);
  });
});

describe('parseCards', () => {
  it('splits on spaces and commas and runs of cards', () => {
    expect(parseCards('As Kd, 10h')).toEqual(parseCards('AsKd10h'));
    expect(formatCards(parseCardsOrThrow('Т♠К♥Д♦'), { notation: 'ru' })).toBe('Т♠ К♥ Д♦');
  });

  it('refuses a duplicate card by default, allows it in a multi-deck context', () => {
    const r = parseCards('As As');
    expect(!r.ok && r.error.code).toBe('cards/duplicate');
    expect(parseCards('As As', { unique: false }).ok).toBe(true);
  });

  it('checks the count', () => {
    const r = parseCards('As Kd', { count: 5 });
    expect(!r.ok && r.error.code).toBe('cards/wrong-count');
  });

  it('reports the first bad token in a hand', () => {
    const r = parseCards('As 1d Kh');
    expect(!r.ok && r.error.message).toContain('"1d"');
  });

  it('throws a CroupierError with the code from the OrThrow wrapper', () => {
    expect(() => parseCardsOrThrow('Zz')).toThrow(CroupierError);
    try {
      parseCardsOrThrow('Zz');
    } catch (e) {
      expect((e as CroupierError).code).toBe('cards/bad-rank');
    }
  });
});

describe('rank-only hands as the texts write them', () => {
  it.each([
    ['Т-К-В-3-2', [12, 11, 9, 1, 0]],
    ['5-5-4-3-2', [3, 3, 2, 1, 0]],
    ['К-К-Д-Д-A', [11, 11, 10, 10, 12]], // the text mixes in a Latin A
    ['Т-К-Д-В-10', [12, 11, 10, 9, 8]],
    ['3-2-Т-К-Д', [1, 0, 12, 11, 10]],
  ])('%s', (text, ranks) => {
    expect(parseRanks(text)).toEqual({ ok: true, value: ranks });
    expect(formatRanks(ranks as never)).toBe(text.replace('A', 'Т'));
  });

  it('refuses a bad rank', () => {
    const r = parseRanks('Т-К-1-3-2');
    expect(!r.ok && r.error.code).toBe('cards/bad-rank');
  });
});

describe('formatting', () => {
  it.each([
    [48, {}, 'As'],
    [48, { suits: 'symbol' as const }, 'A♠'],
    [48, { notation: 'ru' as const }, 'Т♠'],
    [33, { notation: 'ru' as const }, '10♥'],
    [33, {}, 'Th'],
  ])('%i %o → %s', (card, options, text) => {
    expect(formatCard(card, options)).toBe(text);
  });

  it('throws on a non-card (a bug, not a rule violation)', () => {
    expect(() => formatCard(52)).toThrow(RangeError);
  });
});

describe('long input (issue 14: a stack overflow at about 180,000 run-together cards, 1 MB echoed back)', () => {
  // 200,000 cards run together: the 52 cards of a deck in encoding order (2♠ 2♥ 2♦ 2♣ 3♠ …), repeated.
  const deckText = Array.from({ length: 52 }, (_, c) => `${'23456789TJQKA'[c >> 2]}${'shdc'[c & 3]}`).join('');
  const runTogether = deckText.repeat(Math.ceil(200_000 / 52)).slice(0, 200_000 * 2);

  it('a 200,000-card line run together parses (unique: false) to the expected cards', () => {
    const r = parseCards(runTogether, { unique: false });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.length).toBe(200_000);
    // Card i of the line is card (i mod 52) of the deck in encoding order, worked out here independently.
    expect(r.value.every((card, i) => card === i % 52)).toBe(true);
  });

  it('the same line refuses as one deck with a typed error and a short message', () => {
    const r = parseCards(runTogether);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('cards/duplicate');
    expect(r.error.message).toContain('"2s"'); // the 53rd card is the first repeat
    expect(r.error.message.length).toBeLessThan(200);
  });

  it.each([
    { name: 'one 1 MB token of non-cards', text: 'x'.repeat(1 << 20), code: 'cards/bad-rank' },
    {
      name: 'a 1 MB run of cards with a bad one at the end',
      text: 'As'.repeat(1 << 19) + 'Zz',
      code: 'cards/bad-suit',
    },
    {
      name: '1 MB of cards separated by spaces, bad last',
      text: '2s '.repeat(349_525) + '1d',
      code: 'cards/bad-rank',
      options: { unique: false },
    },
    {
      name: 'a wrong count of a 1 MB hand',
      text: '2s 3h '.repeat(174_762),
      code: 'cards/wrong-count',
      options: { count: 5, unique: false },
    },
  ])('$name: a typed error, message and details under a few hundred characters', ({ text, code, options }) => {
    const r = parseCards(text, options);
    expect(!r.ok && r.error.code).toBe(code);
    if (r.ok) return;
    expect(r.error.message.length).toBeLessThan(300);
    expect(JSON.stringify(r.error.details).length).toBeLessThan(300);
  });

  it('a 1 MB rank-only line with a bad rank gives a short message', () => {
    const r = parseRanks('Т-'.repeat(1 << 19) + 'Ж');
    expect(!r.ok && r.error.code).toBe('cards/bad-rank');
    expect(!r.ok && r.error.message.length).toBeLessThan(300);
    const empty = parseRanks('-'.repeat(1 << 20));
    expect(!empty.ok && empty.error.message.length).toBeLessThan(300);
  });
});

describe('input JSON can carry', () => {
  it.each([
    ['a number', 48],
    ['null', null],
    ['an array', ['As']],
    ['a BigInt', 10n],
    ['a Symbol', Symbol('x')],
  ])('%s is refused by every parser with cards/bad-token, not a TypeError', (_name, value) => {
    for (const parse of [parseCard, parseCards, parseRanks] as ((v: unknown) => {
      ok: boolean;
      error?: { code: string };
    })[]) {
      const r = parse(value);
      expect(r.ok).toBe(false);
      expect(r.error?.code).toBe('cards/bad-token');
    }
  });

  it.each(['constructor', '__proto__', 'toString'])(
    'the rank %s is unknown, with no hint from Object.prototype',
    (s) => {
      const r = parseCard(`${s}s`);
      expect(!r.ok && r.error.message).not.toMatch(/function|\[native code\]/);
    },
  );
});
