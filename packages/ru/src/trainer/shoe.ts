/**
 * The whole-shoe mode's words.
 *
 * @module
 */

/** The whole-shoe mode's words. */
export const SHOE_RU = {
  /** The seat's name (the engine's seat id too, so a saved round's history keeps it: do not change it). */
  seat: 'Игрок',
} as const;
