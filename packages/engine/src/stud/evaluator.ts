/**
 * The five-card evaluator of the stud game: every five-card hand gets a *class* from 1 (a royal flush)
 * to 7462 (7-5-4-3-2 of mixed suits); a lower class is a better hand and equal classes tie. The
 * categories are those of the text, with ace-king split out of high card.
 *
 * Design (see `docs/decisions`-style notes in the module README of `stud/`): the class order is built
 * once from the rules of club poker, then two tables serve every lookup.
 * - A flush is detected from the suit bits (`card & 3`) and looked up by its 13-bit rank mask.
 * - Everything else walks a small directed graph over rank multisets: one table load per card
 *   (2,380 states × 13 ranks, 124 KB), so a hand costs five dependent loads and no sorting.
 *
 * @module
 */
import { type Card, isCard } from '../cards/index.js';
import { ok, orThrow, show, type Result } from '../result/index.js';
import { type StudErrorOf, studErr } from './errors.js';
import { forEachRankMultiset } from './multisets.js';
import { STUD_CATEGORIES } from '@croupier/paytables/stud';

/** The text's combinations, best first: the paid ones of a paytable, then no game. */
export const CATEGORIES = [...STUD_CATEGORIES, 'noGame'] as const;

/** A combination id, e.g. `fullHouse`, `aceKing`, `noGame`. */
export type Category = (typeof CATEGORIES)[number];

/**
 * English names of the combinations, for the CLI and logs. The Russian names, in the text's terms
 * («Туз-Король», «Нет игры»), are in `@croupier/ru`.
 */
export const CATEGORY_NAMES: Readonly<Record<Category, string>> = {
  royalFlush: 'royal flush',
  straightFlush: 'straight flush',
  fourOfAKind: 'four of a kind',
  fullHouse: 'full house',
  flush: 'flush',
  straight: 'straight',
  threeOfAKind: 'three of a kind',
  twoPair: 'two pair',
  pair: 'pair',
  aceKing: 'ace-king',
  noGame: 'no game',
};

/** A hand's class: 1 (royal flush) … 7462; lower is better, equal ties. */
export type HandClass = number;

/** Number of distinct hand classes. */
export const CLASS_COUNT = 7462;

/**
 * The last (worst) class of each category, in {@link CATEGORIES} order; a class `c` belongs to the
 * first category whose bound is `>= c`.
 */
export const CATEGORY_LAST_CLASS: Readonly<Record<Category, HandClass>> = {
  royalFlush: 1,
  straightFlush: 10,
  fourOfAKind: 166,
  fullHouse: 322,
  flush: 1599,
  straight: 1609,
  threeOfAKind: 2467,
  twoPair: 3325,
  pair: 6185,
  aceKing: 6349,
  noGame: 7462,
};

// ---------------------------------------------------------------------------------------------
// Building the class order.

const CAT_INDEX = { straightFlush: 8, four: 7, full: 6, flush: 5, straight: 4, three: 3, twoPair: 2, pair: 1, high: 0 };

/** Score of a rank multiset (counts per rank) with or without a flush; higher is better. */
function scoreOf(counts: readonly number[], flush: boolean): number {
  const groups: [number, number][] = [];
  for (let r = 12; r >= 0; r--) if (counts[r]! > 0) groups.push([counts[r]!, r]);
  groups.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  let cat: number;
  let kickers = groups.map((g) => g[1]);
  if (groups.length === 5) {
    const top = groups[0]![1];
    const isWheel = top === 12 && groups[1]![1] === 3;
    const isStraight = top - groups[4]![1] === 4 || isWheel;
    if (isWheel) kickers = [3, 2, 1, 0, -1];
    if (isStraight) cat = flush ? CAT_INDEX.straightFlush : CAT_INDEX.straight;
    else cat = flush ? CAT_INDEX.flush : CAT_INDEX.high;
  } else if (groups[0]![0] === 4) cat = CAT_INDEX.four;
  else if (groups[0]![0] === 3) cat = groups[1]![0] === 2 ? CAT_INDEX.full : CAT_INDEX.three;
  else if (groups[0]![0] === 2) cat = groups[1]![0] === 2 ? CAT_INDEX.twoPair : CAT_INDEX.pair;
  else cat = CAT_INDEX.high;
  let s = cat;
  for (let i = 0; i < 5; i++) s = s * 16 + ((kickers[i] ?? -1) + 1);
  return s;
}

interface Tables {
  /** Class of a flush by its 13-bit rank mask (0 where the mask is not five ranks). */
  readonly flush: Uint16Array;
  /** Rank-multiset graph: entries below level 4 hold `nextState * 13`, level-4 entries hold the class. */
  readonly next: Int32Array;
}

let tables: Tables | undefined;

function buildTables(): Tables {
  // All rank multisets of size 5 (max 4 of a rank), non-flush; and all 5-rank masks as flushes.
  const entries: { score: number; key: string }[] = [];
  const multisets: number[][] = [];
  forEachRankMultiset((counts) => multisets.push(counts.slice()));
  const msKey = (c: readonly number[]): string => c.join('');
  for (const m of multisets) {
    entries.push({ score: scoreOf(m, false), key: `n${msKey(m)}` });
    if (m.every((x) => x <= 1)) entries.push({ score: scoreOf(m, true), key: `f${msKey(m)}` });
  }
  entries.sort((a, b) => b.score - a.score);
  const classByKey = new Map<string, number>();
  let cls = 0;
  let prev = NaN;
  for (const e of entries) {
    if (e.score !== prev) cls++;
    prev = e.score;
    classByKey.set(e.key, cls);
  }
  if (cls !== CLASS_COUNT) throw new Error(`stud evaluator: built ${cls} classes, expected ${CLASS_COUNT}`);

  const flush = new Uint16Array(8192);
  for (let mask = 0; mask < 8192; mask++) {
    let bits = 0;
    const c = new Array<number>(13).fill(0);
    for (let r = 0; r < 13; r++) {
      if (mask & (1 << r)) {
        c[r] = 1;
        bits++;
      }
    }
    if (bits === 5) flush[mask] = classByKey.get(`f${msKey(c)}`)!;
  }

  // States: rank multisets of size 0…4, numbered level by level.
  const stateId = new Map<string, number>();
  const levels: number[][][] = [[new Array<number>(13).fill(0)]];
  stateId.set(msKey(levels[0]![0]!), 0);
  let nStates = 1;
  for (let level = 1; level <= 4; level++) {
    const cur: number[][] = [];
    for (const m of levels[level - 1]!) {
      for (let r = 0; r < 13; r++) {
        if (m[r]! >= 4) continue;
        const n = m.slice();
        n[r]!++;
        const k = msKey(n);
        if (!stateId.has(k)) {
          stateId.set(k, nStates++);
          cur.push(n);
        }
      }
    }
    levels.push(cur);
  }
  const next = new Int32Array(nStates * 13).fill(-1);
  for (let level = 0; level <= 4; level++) {
    for (const m of levels[level]!) {
      const s = stateId.get(msKey(m))!;
      for (let r = 0; r < 13; r++) {
        if (m[r]! >= 4) continue;
        const n = m.slice();
        n[r]!++;
        next[s * 13 + r] = level === 4 ? classByKey.get(`n${msKey(n)}`)! : stateId.get(msKey(n))! * 13;
      }
    }
  }
  return { flush, next };
}

function getTables(): Tables {
  return (tables ??= buildTables());
}

// ---------------------------------------------------------------------------------------------
// Evaluation.

/**
 * The fast path: the class of five valid, distinct encoded cards, without any checking.
 *
 * @param a - First card (`rank * 4 + suit`).
 * @param b - Second card.
 * @param c - Third card.
 * @param d - Fourth card.
 * @param e - Fifth card.
 * @returns The class, 1 (royal flush) … 7462; garbage (or a throw) for invalid input.
 * @example
 * ```ts
 * evaluate5(48, 44, 40, 36, 32); // 1: A♠ K♠ Q♠ J♠ 10♠
 * ```
 */
export function evaluate5(a: Card, b: Card, c: Card, d: Card, e: Card): HandClass {
  const t = tables ?? getTables();
  if ((((a ^ b) | (a ^ c) | (a ^ d) | (a ^ e)) & 3) === 0) {
    return t.flush[(1 << (a >> 2)) | (1 << (b >> 2)) | (1 << (c >> 2)) | (1 << (d >> 2)) | (1 << (e >> 2))]!;
  }
  const n = t.next;
  return n[n[n[n[n[a >> 2]! + (b >> 2)]! + (c >> 2)]! + (d >> 2)]! + (e >> 2)]!;
}

/** Makes sure the tables exist (they are built on first use, in a few milliseconds). */
export function warmEvaluator(): void {
  getTables();
}

/** A whole number 0…51 (`x >>> 0 === x` is false for fractions, negatives and NaN). */
function isCardFast(x: unknown): boolean {
  return typeof x === 'number' && x >>> 0 === x && x < 52;
}

/** Error codes of hand evaluation. */
export type EvaluateErrorCode = 'stud/not-five-cards' | 'stud/not-a-card' | 'stud/duplicate-card';

/** An error of hand evaluation. */
export type EvaluateError = StudErrorOf<EvaluateErrorCode>;

/**
 * Evaluates a five-card hand, checking the input.
 *
 * @param cards - Exactly five distinct cards, integers 0…51 (`rank * 4 + suit`).
 * @returns The class (1 best … 7462), or a rule error naming what was wrong.
 * @example
 * ```ts
 * import { parseCards } from '@croupier/engine/cards';
 * import { evaluate, categoryOf } from '@croupier/engine/stud';
 * const hand = parseCards('Т♠ К♥ В♦ 3♣ 2♠');
 * if (hand.ok) {
 *   const r = evaluate(hand.value);
 *   if (r.ok) categoryOf(r.value); // 'aceKing'
 * }
 * ```
 */
export function evaluate(cards: readonly Card[]): Result<HandClass, EvaluateError> {
  if (!Array.isArray(cards) || cards.length !== 5) {
    return studErr('stud/not-five-cards', {
      count: Array.isArray(cards) ? cards.length : null,
      hand: show(cards),
    });
  }
  const a = cards[0]!;
  const b = cards[1]!;
  const c = cards[2]!;
  const d = cards[3]!;
  const e = cards[4]!;
  // Whole numbers 0…51 (a BigInt or a Symbol would throw at `>>>`, so the type is checked first).
  if (!(isCardFast(a) && isCardFast(b) && isCardFast(c) && isCardFast(d) && isCardFast(e))) {
    const card: unknown = [a, b, c, d, e].find((x) => !isCard(x));
    return studErr('stud/not-a-card', { card: show(card) });
  }
  if (a === b || a === c || a === d || a === e || b === c || b === d || b === e || c === d || c === e || d === e) {
    const card = cards.find((x, i) => cards.indexOf(x) !== i)!;
    return studErr('stud/duplicate-card', { card });
  }
  return ok(evaluate5(a, b, c, d, e));
}

/**
 * {@link evaluate}, throwing a `CroupierError` on bad input.
 *
 * @param cards - Five distinct cards.
 */
export function evaluateOrThrow(cards: readonly Card[]): HandClass {
  return orThrow(evaluate(cards));
}

/**
 * The combination of a class.
 *
 * @param handClass - A class 1…7462.
 * @returns The category id (`fullHouse`, `aceKing`, …).
 * @throws RangeError for a number that is not a class (a bug).
 */
export function categoryOf(handClass: HandClass): Category {
  if (!Number.isInteger(handClass) || handClass < 1 || handClass > CLASS_COUNT) {
    throw new RangeError(`Not a hand class: ${handClass} (classes are 1…${CLASS_COUNT}).`);
  }
  for (const c of CATEGORIES) if (handClass <= CATEGORY_LAST_CLASS[c]) return c;
  return 'noGame';
}

/**
 * The combination of five cards (checked), e.g. `category([48, 44, 40, 36, 32])` is `royalFlush`.
 *
 * @param cards - Five distinct cards.
 */
export function category(cards: readonly Card[]): Result<Category, EvaluateError> {
  const r = evaluate(cards);
  return r.ok ? ok(categoryOf(r.value)) : r;
}

/**
 * Compares two five-card hands.
 *
 * @param a - The first hand (five distinct cards).
 * @param b - The second hand.
 * @returns A positive number if `a` is better, negative if `b` is better, 0 for a tie; or a rule
 *   error for a bad hand. The two hands need not come from one deck (the text's examples don't).
 */
export function compareHands(a: readonly Card[], b: readonly Card[]): Result<number, EvaluateError> {
  const ea = evaluate(a);
  if (!ea.ok) return ea;
  const eb = evaluate(b);
  if (!eb.ok) return eb;
  return ok(eb.value - ea.value);
}

/**
 * Whether a class qualifies for the dealer under the text's ace-king rule (ace-king or better); see
 * `dealerQualifies` for any rules.
 *
 * @param handClass - A class 1…7462.
 */
export function qualifiesAceKing(handClass: HandClass): boolean {
  return handClass <= CATEGORY_LAST_CLASS.aceKing;
}

/**
 * Five cards for a rank-only hand as the text writes them (`Т-К-В-3-2`): suits are given in turn
 * ♠ ♥ ♦ ♣ ♠, so the hand is never a flush and no card repeats.
 *
 * @param ranks - Five rank indices (two = 0 … ace = 12), at most four of a rank.
 * @returns The cards.
 * @throws RangeError if there are not five ranks or a rank appears five times (a bug).
 */
export function cardsFromRanks(ranks: readonly number[]): Card[] {
  if (ranks.length !== 5 || ranks.some((r) => !Number.isInteger(r) || r < 0 || r > 12)) {
    throw new RangeError(`cardsFromRanks needs five ranks 0…12, got ${ranks.join(',')}.`);
  }
  const cards = ranks.map((r, i) => r * 4 + (i % 4));
  if (new Set(cards).size !== 5) throw new RangeError(`Five cards of one rank do not exist: ${ranks.join(',')}.`);
  return cards;
}
