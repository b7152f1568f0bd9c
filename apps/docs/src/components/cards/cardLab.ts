/**
 * The logic of the «Карты и обозначения» island: read a hand typed in either notation and value it
 * for blackjack, baccarat and (for five cards) poker; a parsing error is the engine's, worded by `@croupier/ru`.
 *
 * @module
 */
import { type Card, type CardsError, parseCards } from '@croupier/engine/cards';
import { blackjackCardValue, blackjackValue } from '@croupier/engine/blackjack';
import { baccaratCardValue, baccaratPoint, isNatural } from '@croupier/engine/baccarat';
import { ok, orThrow, type Result } from '@croupier/engine';
import { category } from '@croupier/engine/stud';
import type { BadgeTone } from '@croupier/ui';
import { formatBlackjackValue, formatNumber, studCategoryRu } from '@croupier/ru';

/** The blackjack reading of a hand. */
export interface BlackjackLine {
  /** The best total (an ace counts 11 where it can without going over 21). */
  readonly total: number;
  /** An ace counts 11 in `total` («мягкая»). */
  readonly soft: boolean;
  /** Exactly two cards: an ace and a ten-value card. */
  readonly blackjack: boolean;
  /** Over 21 even with every ace at 1 («перебор»). */
  readonly bust: boolean;
  /** The badge text, worded by `@croupier/ru`: «17, мягкая», «Блекджек», «Перебор: 25». */
  readonly text: string;
  /** How the total is made: «11 + 6 = 17». */
  readonly detail: string;
  /** The badge tone. */
  readonly tone: BadgeTone;
}

/** The baccarat reading of a hand. */
export interface BaccaratLine {
  /** The point 0…9. */
  readonly point: number;
  /** The card values summed before the tens are dropped. */
  readonly sum: number;
  /** How the point is made: «7 + 8 + 8 = 23 → 3». */
  readonly detail: string;
  /** A remark: a natural, or a hand longer than baccarat deals; empty when there is none. */
  readonly note: string;
}

/** The poker reading of exactly five cards. */
export interface PokerLine {
  /** The combination id (`pair`, `aceKing`, …). */
  readonly category: string;
  /** Its Russian name («Пара», «Туз-Король»). */
  readonly name: string;
}

/** Everything the island shows for a hand. */
export interface CardLabReading {
  /** The cards, in the order typed. */
  readonly cards: readonly Card[];
  /** Blackjack value. */
  readonly blackjack: BlackjackLine;
  /** Baccarat point. */
  readonly baccarat: BaccaratLine;
  /** Poker combination for exactly five cards when an evaluator is available, else `null`. */
  readonly poker: PokerLine | null;
  /** Why there is no poker line (wrong number of cards), or empty. */
  readonly pokerNote: string;
  /** Warnings that do not stop the reading (a Latin T read as a ten). */
  readonly warnings: readonly string[];
}

/** Classifies five cards into a poker combination id (`royalFlush` … `noGame`). */
export type PokerClassifier = (cards: readonly Card[]) => string;

/**
 * The poker classifier of the site: the stud engine's evaluator (`@croupier/engine/stud`).
 *
 * @param cards - Exactly five distinct cards (the island only asks for five parsed, distinct cards).
 * @returns The combination id, `royalFlush` … `noGame`.
 * @throws CroupierError for anything but five distinct cards (a bug in the caller).
 */
export const studClassifier: PokerClassifier = (cards) => orThrow(category(cards));

function readBlackjack(cards: readonly Card[]): BlackjackLine {
  const v = blackjackValue(cards);
  const values = cards.map(blackjackCardValue);
  if (v.soft) values[values.indexOf(1)] = 11;
  const detail = `${values.join(' + ')} = ${values.reduce((a, b) => a + b, 0)}`;
  const text = formatBlackjackValue(v);
  if (v.blackjack) return { ...v, text, detail, tone: 'good' };
  if (v.bust) return { ...v, text, detail, tone: 'bad' };
  return { ...v, text, detail, tone: v.total === 21 ? 'good' : 'neutral' };
}

function readBaccarat(cards: readonly Card[]): BaccaratLine {
  const values = cards.map(baccaratCardValue);
  const sum = values.reduce((a, b) => a + b, 0);
  const point = baccaratPoint(cards);
  const detail = sum >= 10 ? `${values.join(' + ')} = ${sum} → ${point}` : `${values.join(' + ')} = ${point}`;
  let note = '';
  if (cards.length === 2 && isNatural(point)) note = 'натуральная: две карты на 8 или 9';
  else if (cards.length > 3) note = 'в баккаре у руки не больше трёх карт';
  return { point, sum, detail, note };
}

/** A Latin T in rank position: a ten in the English notation, easily meant as the Cyrillic Т (ace). */
const LATIN_T = /(^|[\s,;])t/iu;

/** A rank and a suit word after a space («Д бубны», «10 червей»), as the help line writes them. */
const RANK_SPACE_SUIT =
  /(^|\s)(10|[2-9]|[ТКДВAKQJT])\s+(пик[иа]?|черв(?:и|ей|ы)|бубн(?:ы|ей|а)?|бубен|треф(?:ы|а)?)(?=\s|,|$)/giu;

/**
 * Joins a rank and the suit word after it into one card token (`Д бубны` → `Дбубны`), which the
 * engine's parser reads; everything else is left as typed.
 *
 * @param text - What the reader typed.
 */
export function joinSuitWords(text: string): string {
  return text.replace(RANK_SPACE_SUIT, '$1$2$3');
}

/**
 * Reads a hand typed in either notation and values it for every game.
 *
 * @param text - The cards: `Т♠ 6♦`, `As Kd`, `10ч 9п`, run together or separated by spaces or commas.
 * @param classify - The poker evaluator (`royalFlush` … `noGame` for five cards), if available.
 * @returns `null` for an empty input, the reading, or the parser's error (worded by `cardsErrorRu` of `@croupier/ru`).
 * @example
 * ```ts
 * readCards('Т♠ 6♦');     // ok: blackjack «17, мягкая», baccarat 7
 * readCards('7♠ 8♥ 8♦');  // ok: baccarat «7 + 8 + 8 = 23 → 3»
 * ```
 */
export function readCards(text: string, classify?: PokerClassifier): Result<CardLabReading | null, CardsError> {
  if (text.trim() === '') return ok(null);
  const parsed = parseCards(joinSuitWords(text));
  if (!parsed.ok) return parsed;
  const cards = parsed.value;
  if (cards.length === 0) return ok(null);
  let poker: PokerLine | null = null;
  let pokerNote = '';
  if (cards.length !== 5) {
    pokerNote = `комбинация — ровно из пяти карт, а здесь ${formatNumber(cards.length)}`;
  } else if (classify) {
    const category = classify(cards);
    poker = { category, name: studCategoryRu(category) };
  }
  const warnings = LATIN_T.test(text)
    ? ['Латинская T здесь — десятка (английская запись). Туз — кириллическая Т или A.']
    : [];
  return ok({ cards, blackjack: readBlackjack(cards), baccarat: readBaccarat(cards), poker, pokerNote, warnings });
}

/**
 * {@link readCards}, throwing a `CroupierError` (carrying the engine's error code) on a bad hand.
 *
 * @param text - The cards.
 * @param classify - The poker evaluator, if available.
 */
export function readCardsOrThrow(text: string, classify?: PokerClassifier): CardLabReading | null {
  return orThrow(readCards(text, classify));
}
