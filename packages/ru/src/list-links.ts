/**
 * The words the trainer's list shows of the screens it opens lazily (the full table, the dealer's shift), in a
 * module of their own: a bundler puts a whole module where its first importer is, so words that sat in
 * `table.ts` or `shift.ts` would carry those screens' words onto the first screen.
 *
 * @module
 */

/** The links to the full table beside blackjack's play mode (apart: the drill list's first screen needs them only). */
export const TABLE_LINKS_RU = {
  play: 'Полный стол: ваше место среди семи боксов',
  count: 'Счёт за полным столом: все карты на столе',
  baccarat: 'Полный стол: ваше место среди четырнадцати',
} as const;

/**
 * The names of the full table's two count answers in the answer log and the review (apart from `TABLE_RU`,
 * so the list's screen does not carry the table's words).
 */
export const TABLE_KEYS_RU = {
  running: 'счёт за полным столом: текущий',
  true: 'счёт за полным столом: истинный',
} as const;

/** The list's link to the shift (apart from `SHIFT_RU`, so the list does not carry the shift's words). */
export const SHIFT_LINK_RU = 'Смена крупье';

/** The link to craps's full table beside its play mode. */
export const CRAPS_TABLE_LINKS_RU = { play: 'Полный стол: ваше место среди восьми игроков' } as const;

/** The list's link to stud's full table (the trainee's two boxes among other players). */
export const STUD_TABLE_LINK_RU = 'Полный стол: два ваших бокса среди игроков';
