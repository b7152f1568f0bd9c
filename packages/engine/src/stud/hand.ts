/**
 * Reading a five-card hand from text: cards (`As Kd Jh 3c 2s`, `Т♠ К♥ В♦ 3♣ 2♠`) or, as the rule
 * text writes its examples, ranks only (`Т-К-В-3-2`, given non-flush suits).
 *
 * @module
 */
import { type Card, parseCards, parseRanks } from '../cards/index.js';
import { ok, orThrow, show, type Result } from '../result/index.js';
import { type StudErrorOf, studErr } from './errors.js';
import { cardsFromRanks } from './evaluator.js';

/**
 * Parses a five-card hand from cards or from ranks only.
 *
 * @param text - `As Kd Jh 3c 2s`, `Т♠ К♥ В♦ 3♣ 2♠`, or rank-only `Т-К-В-3-2`.
 * @returns Five distinct cards, or a rule error saying what was wrong.
 * @example
 * ```ts
 * parseHand('Т-К-Д-В-10'); // the highest straight, suits ♠ ♥ ♦ ♣ ♠
 * ```
 */
export function parseHand(text: string): Result<Card[], StudErrorOf<'stud/bad-hand'>> {
  if (typeof text !== 'string') return studErr('stud/bad-hand', { reason: 'unreadable', hand: show(text) });
  const asCards = parseCards(text, { count: 5 });
  if (asCards.ok) return asCards;
  const ranks = parseRanks(text);
  if (ranks.ok && ranks.value.length === 5) {
    const counts = new Map<number, number>();
    for (const r of ranks.value) counts.set(r, (counts.get(r) ?? 0) + 1);
    if ([...counts.values()].some((n) => n > 4)) {
      return studErr('stud/bad-hand', { reason: 'five-of-a-rank', hand: show(text) });
    }
    return ok(cardsFromRanks(ranks.value));
  }
  return studErr('stud/bad-hand', { reason: 'unreadable', hand: show(text) });
}

/**
 * {@link parseHand}, throwing a `CroupierError` on bad input.
 *
 * @param text - The hand as typed.
 */
export function parseHandOrThrow(text: string): Card[] {
  return orThrow(parseHand(text));
}
