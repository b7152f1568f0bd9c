/**
 * Parsing and formatting of cards in the English notation (`As`, `Td`, `10h`, `A♠`) and the Russian
 * notation of the rule texts (`Т♠`, `10♥`, `Д бубны`, rank-only `Т-К-В-3-2`).
 *
 * Beware the one letter the two notations share with different meanings: Latin `T` is a ten
 * (English), Cyrillic `Т` is an ace (туз). Every other letter is unambiguous; a Latin `B` (a common
 * typo for Cyrillic `В`, валет) is refused with a hint.
 *
 * @module
 */
import { err, ok, orThrow, type Result, type RuleError } from '../result/index.js';
import { type Card, type Rank, type Suit, DECK_SIZE, makeCard, rankOf, suitOf } from './encoding.js';

/** Error codes of the cards module. */
export type CardsErrorCode =
  | 'cards/bad-token'
  | 'cards/bad-rank'
  | 'cards/bad-suit'
  | 'cards/duplicate'
  | 'cards/wrong-count'
  | 'cards/not-a-card';

/** A rule error raised by card parsing. */
export type CardsError = RuleError<CardsErrorCode>;

/** English rank symbols by rank index. */
export const EN_RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
/** Russian rank symbols of the texts by rank index (Т туз, К король, Д дама, В валет). */
export const RU_RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'В', 'Д', 'К', 'Т'] as const;
/** Russian rank names (nominative) by rank index. */
export const RU_RANK_NAMES = [
  'двойка',
  'тройка',
  'четвёрка',
  'пятёрка',
  'шестёрка',
  'семёрка',
  'восьмёрка',
  'девятка',
  'десятка',
  'валет',
  'дама',
  'король',
  'туз',
] as const;
/** Suit symbols by suit index. */
export const SUIT_SYMBOLS = ['♠', '♥', '♦', '♣'] as const;
/** English suit letters by suit index. */
export const SUIT_LETTERS = ['s', 'h', 'd', 'c'] as const;
/** Russian suit names (plural nominative, as in «пики») by suit index. */
export const RU_SUIT_NAMES = ['пики', 'черви', 'бубны', 'трефы'] as const;

const ALLOWED_RANKS = '2–9, 10 or T, J/В, Q/Д, K/К, A/Т (Cyrillic Т is the ace, Latin T the ten)';
const ALLOWED_SUITS = 's h d c, ♠ ♥ ♦ ♣, or п ч б т / пики черви бубны трефы';

const RANK_BY_SYMBOL: ReadonlyMap<string, Rank> = new Map<string, Rank>([
  ['2', 0],
  ['3', 1],
  ['4', 2],
  ['5', 3],
  ['6', 4],
  ['7', 5],
  ['8', 6],
  ['9', 7],
  ['10', 8],
  ['t', 8],
  ['j', 9],
  ['q', 10],
  ['k', 11],
  ['a', 12],
  ['в', 9],
  ['д', 10],
  ['к', 11],
  ['т', 12],
]);

const SUIT_BY_SYMBOL: ReadonlyMap<string, Suit> = new Map<string, Suit>([
  ['s', 0],
  ['h', 1],
  ['d', 2],
  ['c', 3],
  ['♠', 0],
  ['♥', 1],
  ['♦', 2],
  ['♣', 3],
  ['♤', 0],
  ['♡', 1],
  ['♢', 2],
  ['♧', 3],
  ['п', 0],
  ['ч', 1],
  ['б', 2],
  ['т', 3],
  ['пики', 0],
  ['пик', 0],
  ['черви', 1],
  ['червей', 1],
  ['бубны', 2],
  ['бубен', 2],
  ['трефы', 3],
  ['треф', 3],
]);

const LOOKALIKE_HINTS: Readonly<Record<string, string>> = {
  b: 'Latin B is not a rank: for the jack write J or Cyrillic В',
  '1': 'a lone 1 is not a rank: write 10 (or T) for the ten and A/Т for the ace',
  '0': 'write 10 (or T) for the ten',
  '11': 'there is no rank 11: write J/В, Q/Д, K/К or A/Т',
};

/** Splits a token into a leading rank symbol and the rest, without judging either. */
function splitRank(token: string): [string, string] {
  if (token.startsWith('10')) return ['10', token.slice(2)];
  if (token.startsWith('11')) return ['11', token.slice(2)];
  const first = token.slice(0, 1);
  return [first, token.slice(1)];
}

/**
 * Parses one rank symbol (`A`, `T`, `10`, `Т`, `Д`…).
 *
 * @param symbol - The rank symbol, case-insensitive.
 * @returns The rank index, or a `cards/bad-rank` error naming the symbol and what is allowed.
 */
export function parseRank(symbol: string): Result<Rank, CardsError> {
  const s = symbol.trim().toLowerCase();
  const rank = RANK_BY_SYMBOL.get(s);
  if (rank !== undefined) return ok(rank);
  const hint = LOOKALIKE_HINTS[s];
  return err('cards/bad-rank', `"${symbol}" is not a rank${hint ? ` (${hint})` : ''}; allowed: ${ALLOWED_RANKS}.`, {
    token: symbol,
    allowed: ALLOWED_RANKS,
  });
}

/**
 * Parses one card: `As`, `Td`, `10h`, `A♠`, `Т♠`, `10ч`, `Д бубны`, `туз пик` is not supported (write `Т пик`).
 *
 * @param token - The card token; the rank comes first, then the suit (optionally after a space).
 * @returns The card, or an error naming the token and what is allowed.
 * @example
 * ```ts
 * parseCard('As');      // { ok: true, value: 48 }
 * parseCard('Т пики');  // the ace of spades too
 * parseCard('1s');      // { ok: false, error: { code: 'cards/bad-rank', … } }
 * ```
 */
export function parseCard(token: string): Result<Card, CardsError> {
  const t = token.trim();
  if (t === '') {
    return err('cards/bad-token', `An empty token is not a card; write a rank then a suit, e.g. As, 10h, Т♠.`, {
      token,
    });
  }
  const [rankSymbol, rest] = splitRank(t);
  const rank = parseRank(rankSymbol);
  if (!rank.ok) {
    return err('cards/bad-rank', `"${token}" is not a card: ${rank.error.message}`, {
      token,
      allowed: ALLOWED_RANKS,
    });
  }
  const suitSymbol = rest.trim().toLowerCase();
  if (suitSymbol === '') {
    return err('cards/bad-suit', `"${token}" has no suit; allowed suits: ${ALLOWED_SUITS}.`, {
      token,
      allowed: ALLOWED_SUITS,
    });
  }
  const suit = SUIT_BY_SYMBOL.get(suitSymbol);
  if (suit === undefined) {
    return err('cards/bad-suit', `"${token}" has an unknown suit "${rest.trim()}"; allowed suits: ${ALLOWED_SUITS}.`, {
      token,
      allowed: ALLOWED_SUITS,
    });
  }
  return ok(makeCard(rank.value, suit));
}

const CARD_RUN = /^(10|[2-9tjqkaвдкт])([shdc♠♥♦♣♤♡♢♧пчбт])/iu;

/** Tokenises a hand string: whitespace or commas separate cards, and `AsKd` runs are split. */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const chunk of text.split(/[\s,;]+/u)) {
    if (chunk === '') continue;
    let rest = chunk;
    const parts: string[] = [];
    let m: RegExpExecArray | null;
    while (rest !== '' && (m = CARD_RUN.exec(rest)) !== null) {
      parts.push(m[0]);
      rest = rest.slice(m[0].length);
    }
    if (rest === '' && parts.length > 0) tokens.push(...parts);
    else tokens.push(chunk);
  }
  return tokens;
}

/** Options for {@link parseCards}. */
export interface ParseCardsOptions {
  /** Exact number of cards required, if any. */
  readonly count?: number;
  /** Refuse the same card twice (default `true`: a hand comes from one deck). */
  readonly unique?: boolean;
}

/**
 * Parses a hand: cards separated by spaces or commas, or run together (`AsKd`, `Т♠К♥`).
 *
 * @param text - The hand.
 * @param options - Optional count and uniqueness requirements.
 * @returns The cards in order, or the first error (naming the offending token).
 * @example
 * ```ts
 * parseCards('As Kd 10h'); // { ok: true, value: [48, 46, 33] }
 * ```
 */
export function parseCards(text: string, options: ParseCardsOptions = {}): Result<Card[], CardsError> {
  const tokens = tokenize(text);
  const cards: Card[] = [];
  for (const token of tokens) {
    const card = parseCard(token);
    if (!card.ok) return card;
    if ((options.unique ?? true) && cards.includes(card.value)) {
      return err('cards/duplicate', `"${token}" appears twice; a hand is dealt from one deck.`, {
        token,
      });
    }
    cards.push(card.value);
  }
  if (options.count !== undefined && cards.length !== options.count) {
    return err('cards/wrong-count', `Expected ${options.count} cards, got ${cards.length} ("${text.trim()}").`, {
      expected: options.count,
      got: cards.length,
    });
  }
  return ok(cards);
}

/**
 * Parses a rank-only hand as the texts write them: `Т-К-В-3-2`, `5-5-4-3-2`, `К-К-Д-Д-A`.
 *
 * @param text - Ranks separated by hyphens, spaces or commas.
 * @returns The rank indices in order, or an error naming the bad token.
 */
export function parseRanks(text: string): Result<Rank[], CardsError> {
  const tokens = text.split(/[\s,;\-–—]+/u).filter((t) => t !== '');
  if (tokens.length === 0) {
    return err('cards/bad-token', `"${text}" holds no ranks; write them like Т-К-В-3-2.`, { token: text });
  }
  const ranks: Rank[] = [];
  for (const token of tokens) {
    const r = parseRank(token);
    if (!r.ok) return r;
    ranks.push(r.value);
  }
  return ok(ranks);
}

/** Options for {@link formatCard}. */
export interface FormatOptions {
  /** `en` (A K Q J T) or `ru` (Т К Д В 10). Default `en`. */
  readonly notation?: 'en' | 'ru';
  /** `letter` (s h d c) or `symbol` (♠ ♥ ♦ ♣). Default `letter` for `en`, `symbol` for `ru`. */
  readonly suits?: 'letter' | 'symbol';
}

/**
 * Formats a card.
 *
 * @param card - The card integer.
 * @param options - Notation and suit style.
 * @returns `As`, `A♠` or `Т♠`.
 * @throws RangeError if `card` is not an integer 0…51 (a bug, not a rule violation).
 */
export function formatCard(card: Card, options: FormatOptions = {}): string {
  if (!Number.isInteger(card) || card < 0 || card >= DECK_SIZE) {
    throw new RangeError(`Not a card: ${String(card)} (cards are integers 0…51).`);
  }
  const notation = options.notation ?? 'en';
  const suits = options.suits ?? (notation === 'ru' ? 'symbol' : 'letter');
  const rank = notation === 'ru' ? RU_RANKS[rankOf(card)] : EN_RANKS[rankOf(card)];
  const suit = suits === 'symbol' ? SUIT_SYMBOLS[suitOf(card)] : SUIT_LETTERS[suitOf(card)];
  return `${rank}${suit}`;
}

/**
 * Formats a hand, cards separated by spaces.
 *
 * @param cards - The cards.
 * @param options - Notation and suit style.
 * @example
 * ```ts
 * const hand = parseCardsOrThrow('Т♠ К♥ 10♦');
 * formatCards(hand);                     // 'As Kh Td'
 * formatCards(hand, { notation: 'ru' }); // 'Т♠ К♥ 10♦'
 * ```
 */
export function formatCards(cards: readonly Card[], options: FormatOptions = {}): string {
  return cards.map((c) => formatCard(c, options)).join(' ');
}

/**
 * Formats ranks as the texts do: `Т-К-В-3-2`.
 *
 * @param ranks - Rank indices.
 * @param notation - `ru` (default) or `en`.
 */
export function formatRanks(ranks: readonly Rank[], notation: 'en' | 'ru' = 'ru'): string {
  return ranks.map((r) => (notation === 'ru' ? RU_RANKS[r] : EN_RANKS[r])).join('-');
}

/** The Russian name of a card, e.g. `туз пики`, `десятка черви`. */
export function cardNameRu(card: Card): string {
  return `${RU_RANK_NAMES[rankOf(card)]} ${RU_SUIT_NAMES[suitOf(card)]}`;
}

/** {@link parseCard}, throwing a `CroupierError` on a bad token. */
export function parseCardOrThrow(token: string): Card {
  return orThrow(parseCard(token));
}

/** {@link parseCards}, throwing a `CroupierError` on a bad token. */
export function parseCardsOrThrow(text: string, options: ParseCardsOptions = {}): Card[] {
  return orThrow(parseCards(text, options));
}

/** {@link parseRanks}, throwing a `CroupierError` on a bad token. */
export function parseRanksOrThrow(text: string): Rank[] {
  return orThrow(parseRanks(text));
}
