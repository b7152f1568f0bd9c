/**
 * Cards: the integer encoding, and parsing/formatting in English and Russian notation.
 *
 * @example
 * ```ts
 * import { parseCards, formatCards } from '@croupier/engine/cards';
 * const hand = parseCards('Т♠ К♥ 10♦');
 * if (hand.ok) formatCards(hand.value, { notation: 'ru' }); // 'Т♠ К♥ 10♦'
 * ```
 * @module
 */
export * from './encoding.js';
export * from './notation.js';
