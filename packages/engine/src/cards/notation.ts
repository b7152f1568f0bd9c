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
import { err, ok, orThrow, show, type Err, type Result, type RuleError } from '../result/index.js';
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
/** Suit symbols by suit index. */
export const SUIT_SYMBOLS = ['♠', '♥', '♦', '♣'] as const;
/** English suit letters by suit index. */
export const SUIT_LETTERS = ['s', 'h', 'd', 'c'] as const;
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

const LOOKALIKE_HINTS: ReadonlyMap<string, string> = new Map([
  ['b', 'Latin B is not a rank: for the jack write J or Cyrillic В'],
  ['1', 'a lone 1 is not a rank: write 10 (or T) for the ten and A/Т for the ace'],
  ['0', 'write 10 (or T) for the ten'],
  ['11', 'there is no rank 11: write J/В, Q/Д, K/К or A/Т'],
]);

/** Longest piece of the input kept in an error's `details` (messages cut it with `show`). */
const DETAIL_LIMIT = 60;

/** The input as kept in `details`: cut to {@link DETAIL_LIMIT} characters, never the whole line. */
function clip(text: string): string {
  if (text.length <= DETAIL_LIMIT) return text;
  // Never end on half of a character outside the BMP (an emoji is two UTF-16 units).
  const cut = text.slice(0, DETAIL_LIMIT - 1);
  return `${/[\uD800-\uDBFF]$/u.test(cut) ? cut.slice(0, -1) : cut}…`;
}

/** The error for a value that is not a string (JSON can carry numbers, `null`, arrays…). */
function notText(what: string, value: unknown): Err<CardsError> {
  return err('cards/bad-token', `${what} must be a string, got ${show(value)}.`, {
    token: show(value),
    reason: 'not-a-string',
  });
}

/** Splits a token into a leading rank symbol and the rest, without judging either. */
function splitRank(token: string): [string, string] {
  if (token.startsWith('10')) return ['10', token.slice(2)];
  if (token.startsWith('11')) return ['11', token.slice(2)];
  // The first character by code point: an emoji is one symbol, not two halves.
  const first = String.fromCodePoint(token.codePointAt(0) ?? 0);
  return [first, token.slice(first.length)];
}

/**
 * Parses one rank symbol (`A`, `T`, `10`, `Т`, `Д`…).
 *
 * @param symbol - The rank symbol, case-insensitive.
 * @returns The rank index, or a `cards/bad-rank` error naming the symbol and what is allowed.
 */
export function parseRank(symbol: string): Result<Rank, CardsError> {
  if (typeof symbol !== 'string') return notText('A rank', symbol);
  const s = symbol.trim().toLowerCase();
  const rank = RANK_BY_SYMBOL.get(s);
  if (rank !== undefined) return ok(rank);
  const hint = LOOKALIKE_HINTS.get(s);
  return err('cards/bad-rank', `${show(symbol)} is not a rank${hint ? ` (${hint})` : ''}; allowed: ${ALLOWED_RANKS}.`, {
    token: clip(symbol),
    allowed: ALLOWED_RANKS,
  });
}

/**
 * Parses one card: `As`, `Td`, `10h`, `A♠`, `Т♠`, `10ч`, `Д бубны`, `туз пик` is not supported (write `Т пик`).
 *
 * @param token - The card token; the rank comes first, then the suit (optionally after a space).
 * @returns The card, or an error naming the token (cut to about 60 characters) and what is allowed.
 * @example
 * ```ts
 * parseCard('As');      // { ok: true, value: 48 }
 * parseCard('Т пики');  // the ace of spades too
 * parseCard('1s');      // { ok: false, error: { code: 'cards/bad-rank', … } }
 * ```
 */
export function parseCard(token: string): Result<Card, CardsError> {
  if (typeof token !== 'string') return notText('A card', token);
  const t = token.trim();
  if (t === '') {
    return err('cards/bad-token', `An empty token is not a card; write a rank then a suit, e.g. As, 10h, Т♠.`, {
      token: clip(token),
    });
  }
  const [rankSymbol, rest] = splitRank(t);
  const rank = parseRank(rankSymbol);
  if (!rank.ok) {
    return err('cards/bad-rank', `${show(token)} is not a card: ${rank.error.message}`, {
      token: clip(token),
      allowed: ALLOWED_RANKS,
    });
  }
  const suitSymbol = rest.trim().toLowerCase();
  if (suitSymbol === '') {
    return err('cards/bad-suit', `${show(token)} has no suit; allowed suits: ${ALLOWED_SUITS}.`, {
      token: clip(token),
      allowed: ALLOWED_SUITS,
    });
  }
  const suit = SUIT_BY_SYMBOL.get(suitSymbol);
  if (suit === undefined) {
    return err(
      'cards/bad-suit',
      `${show(token)} has an unknown suit ${show(rest.trim())}; allowed suits: ${ALLOWED_SUITS}.`,
      { token: clip(token), allowed: ALLOWED_SUITS },
    );
  }
  return ok(makeCard(rank.value, suit));
}

/** One card at the sticky position: a rank symbol then a one-character suit (`As`, `10♥`, `Тп`). */
const CARD_AT = /(?:10|[2-9tjqkaвдкт])[shdc♠♥♦♣♤♡♢♧пчбт]/iuy;
/** What separates cards in a hand. */
const SEPARATORS = /[\s,;]+/u;

/**
 * Tokenises a hand string: whitespace or commas separate cards, and `AsKd` runs are split. One pass
 * with a sticky expression, no recursion and no re-slicing of the rest, so a line of a million
 * characters costs one walk along it. A chunk that is not entirely cards stays one token, for the
 * error to name.
 */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const chunk of text.split(SEPARATORS)) {
    if (chunk === '') continue;
    const first = tokens.length;
    let at = 0;
    while (at < chunk.length) {
      CARD_AT.lastIndex = at;
      const m = CARD_AT.exec(chunk);
      if (m === null) break;
      tokens.push(m[0]);
      at = CARD_AT.lastIndex;
    }
    if (at < chunk.length) {
      tokens.length = first;
      tokens.push(chunk);
    }
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
 * Parses a hand: cards separated by spaces or commas, or run together (`AsKd`, `Т♠К♥`). Any length
 * parses in time proportional to it; errors name the offending token cut to about 60 characters.
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
  if (typeof text !== 'string') return notText('A hand', text);
  const unique = options?.unique ?? true;
  const count: unknown = options?.count;
  const tokens = tokenize(text);
  const cards: Card[] = [];
  const seen = new Set<Card>();
  for (const token of tokens) {
    const card = parseCard(token);
    if (!card.ok) return card;
    if (unique) {
      if (seen.has(card.value)) {
        return err('cards/duplicate', `${show(token)} appears twice; a hand is dealt from one deck.`, {
          token: clip(token),
        });
      }
      seen.add(card.value);
    }
    cards.push(card.value);
  }
  if (count !== undefined && cards.length !== count) {
    return err('cards/wrong-count', `Expected ${show(count)} cards, got ${cards.length} (${show(text.trim())}).`, {
      expected: count,
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
  if (typeof text !== 'string') return notText('A rank-only hand', text);
  const tokens = text.split(/[\s,;\-–—]+/u).filter((t) => t !== '');
  if (tokens.length === 0) {
    return err('cards/bad-token', `${show(text)} holds no ranks; write them like Т-К-В-3-2.`, { token: clip(text) });
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
