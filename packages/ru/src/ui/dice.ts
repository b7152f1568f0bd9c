/**
 * The dice's words: the accessible names of a die and of a roll of two.
 *
 * @module
 */

/** The dice's words. */
export const DICE_RU = {
  /** A die's default accessible name: «кубик: 5». */
  die: (face: number) => `кубик: ${face}`,
  /** A roll's accessible name: «бросок 3 и 4, сумма 7». */
  roll: (a: number, b: number, total: number) => `бросок ${a} и ${b}, сумма ${total}`,
} as const;
