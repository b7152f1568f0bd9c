/**
 * A replayable round's words: the controls every interactive round shares (seed, fresh seed, from the
 * start, undo, opening a saved history), the seed field's default name, and the refusals of a history
 * that cannot be opened.
 *
 * @module
 */

/** The round controls' words. */
export const ROUND_CONTROLS_RU = {
  /** The fresh-seed button's default label. */
  newSeed: 'Новая тасовка',
  restart: 'С начала',
  undo: 'Отменить ход',
  open: 'Открыть раздачу',
  historyLabel: 'Запись раздачи (сохранённая в тренажёре или на этой странице)',
  openSubmit: 'Открыть',
  fromFile: 'Из файла…',
  /** The opened line's words, around the figures: «Раздача открыта: номер 42, ходов 3.». */
  openedSeed: 'Раздача открыта: номер ',
  openedMoves: ', ходов ',
} as const;

/** `useRound`'s words. */
export const USE_ROUND_RU = {
  /** The seed field's default name, for its error. */
  seedLabel: 'Номер раздачи',
} as const;

/** Why a round's history cannot be opened. */
export const HISTORY_RU = {
  empty: 'Раздачу открыть нельзя: запись пуста — вставьте текст записи или выберите файл.',
  unreadable: 'Раздачу открыть нельзя: текст записи не читается — он мог обрезаться при копировании.',
  /** A history played at a table whose seats are named otherwise. */
  otherTable: (theirs: readonly string[], ours: readonly string[]) => {
    const list = (xs: readonly string[]) => xs.map((x) => `«${x}»`).join(', ');
    return `Раздачу открыть нельзя: она сыграна за другим столом (места ${list(theirs)}), а здесь ${ours.length === 1 ? 'место' : 'места'} ${list(ours)}.`;
  },
} as const;
