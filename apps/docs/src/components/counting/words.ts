/**
 * The words and numbers of the «Счёт карт» page and its islands: plays, decisions, counts with their
 * sign, and the two-card hands a decision is looked up with.
 *
 * @module
 */
import { COUNTING_SYSTEM_IDS } from '@croupier/engine/blackjack';
import { againstUpCardRu, blackjackPairRu, blackjackTotalRu, countingSystemTitleRu, formatNumber } from '@croupier/ru';

/** A play in Russian, as a trainee says it. */
export const PLAY_RU: Readonly<Record<string, string>> = {
  hit: 'ещё карту',
  stand: 'хватит',
  double: 'удвоить',
  split: 'разделить',
  surrender: 'сдаться',
};

/** A count with its sign and a typographic minus: `+3`, `−1,48`, `0`. */
export function signedRu(x: number, digits = 0): string {
  const body = formatNumber(Math.abs(x), digits);
  if (/^0(,0+)?$/u.test(body)) return body;
  return `${x < 0 ? '\u2212' : '+'}${body}`;
}

/** A decision's hand: «жёсткая 16», «мягкая 18», «пара восьмёрок». */
export function handRu(d: { readonly kind: 'hard' | 'soft' | 'pair'; readonly row: number }): string {
  return d.kind === 'pair' ? blackjackPairRu(d.row) : blackjackTotalRu(d.row, d.kind === 'soft');
}

/** The dealer's card: «10», «туз». */
export const upRu = (up: number): string => (up === 1 ? 'туз' : String(up));

/** «против туза», «против 10». */
export const againstRu = againstUpCardRu;

/**
 * Two card values that make a decision's hand (for the lookup): a pair's two cards; a soft total's ace
 * and its other card; a hard total's two different cards, neither an ace, the larger at most 10.
 *
 * @param d - The decision's hand.
 */
export function handValues(d: { readonly kind: 'hard' | 'soft' | 'pair'; readonly row: number }): [number, number] {
  if (d.kind === 'pair') return [d.row, d.row];
  if (d.kind === 'soft') return [1, d.row - 11];
  let a = Math.min(10, d.row - 2);
  let b = d.row - a;
  if (a === b) {
    a -= 1;
    b += 1;
  }
  return [a, b];
}

/**
 * The systems' names where the site lets a reader choose one or lists them: the counting glossary's
 * Russian name with the original in brackets («Хай-Лоу (Hi-Lo)», `@croupier/ru`), the trainer's words.
 */
export const SYSTEM_NAME_RU: Readonly<Record<string, string>> = Object.fromEntries(
  COUNTING_SYSTEM_IDS.map((id) => [id, countingSystemTitleRu(id)]),
);
