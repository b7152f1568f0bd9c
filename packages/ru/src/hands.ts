/**
 * Blackjack hands and chart cells named in words, the one wording of the trainer's drills and the site:
 * «мягкая 17», «жёсткая 12», «пара восьмёрок», «мягкая 18 против 9», «пара тузов против туза».
 *
 * @module
 */

/** Pairs by card value (1 = aces … 10), in the genitive plural after «пара». */
const PAIR_OF: Readonly<Record<number, string>> = {
  1: 'тузов',
  2: 'двоек',
  3: 'троек',
  4: 'четвёрок',
  5: 'пятёрок',
  6: 'шестёрок',
  7: 'семёрок',
  8: 'восьмёрок',
  9: 'девяток',
  10: 'десяток',
};

/**
 * A blackjack total named as the texts name it: a soft total (an ace counted 11) or a hard one.
 *
 * @param total - The best total.
 * @param soft - Whether an ace counts 11 in it.
 * @example
 * ```ts
 * blackjackTotalRu(17, true); // 'мягкая 17'
 * blackjackTotalRu(12, false); // 'жёсткая 12'
 * ```
 */
export function blackjackTotalRu(total: number, soft: boolean): string {
  return `${soft ? 'мягкая' : 'жёсткая'} ${total}`;
}

/**
 * A pair by its card value.
 *
 * @param value - The blackjack value of each card, 1 (aces) … 10 (any ten-value cards).
 * @example
 * ```ts
 * blackjackPairRu(8); // 'пара восьмёрок'
 * blackjackPairRu(1); // 'пара тузов'
 * ```
 */
export function blackjackPairRu(value: number): string {
  return `пара ${PAIR_OF[value] ?? String(value)}`;
}

/**
 * «против …» a dealer's up-card by its value: «против туза», «против 10».
 *
 * @param value - The up-card's blackjack value, 1 (ace) … 10.
 */
export function againstUpCardRu(value: number): string {
  return value === 1 ? 'против туза' : `против ${value}`;
}

/**
 * A cell of a basic strategy chart in words.
 *
 * @param kind - `hard`, `soft` or `pair`.
 * @param row - The total, or the pair card's value (1 = aces).
 * @param up - The dealer's up-card value (1 = ace).
 * @example
 * ```ts
 * blackjackCellRu('soft', 18, 9); // 'мягкая 18 против 9'
 * blackjackCellRu('pair', 1, 1);  // 'пара тузов против туза'
 * ```
 */
export function blackjackCellRu(kind: 'hard' | 'soft' | 'pair', row: number, up: number): string {
  const hand = kind === 'pair' ? blackjackPairRu(row) : blackjackTotalRu(row, kind === 'soft');
  return `${hand} ${againstUpCardRu(up)}`;
}
