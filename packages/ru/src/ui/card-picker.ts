/**
 * The card picker's words: the grid's default name and the status when no more cards may be picked.
 *
 * @module
 */

/** The card picker's words. */
export const CARD_PICKER_RU = {
  /** The grid's default accessible name. */
  label: 'Выбор карт',
  /** The status when the most cards are picked already. */
  full: (picked: number, max: number | undefined) =>
    `Уже выбрано ${picked} из ${max}: уберите карту, чтобы взять другую.`,
} as const;
