/**
 * A playing card's words in the UI package.
 *
 * @module
 */

/** A playing card's words. */
export const CARD_RU = {
  /** The accessible name of a face-down card. */
  faceDown: 'карта рубашкой вверх',
} as const;
