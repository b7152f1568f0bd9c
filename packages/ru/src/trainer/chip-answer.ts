/**
 * The chip tray answer of the payout drills: the tray, the pile, the typed field and its buttons.
 *
 * @module
 */

/** The chip tray answer's words. */
export const CHIP_ANSWER_RU = {
  /** The typed field's default label. */
  fieldLabel: 'Выплата цифрами',
  /** The submit button's default word. */
  submitLabel: 'Выплатить',
  tray: 'Фишки: нажмите, чтобы добавить',
  /** A tray chip's spoken rest, after its «фишка 25»: «, добавить (клавиша Й)». */
  add: (key: string | undefined) => `, добавить${key ? ` (клавиша ${key})` : ''}`,
  empty: 'Пусто',
  /** The hint when characters other than digits were typed. */
  digitsOnly: 'Только цифры: выплата — целое число фишек.',
  undo: 'Убрать последнюю',
  /** The clear button's word, before its key («Esc»). */
  clear: 'Очистить ',
  /** The keys' hint: «Клавиши Й, Ц, У добавляют фишки; …». */
  keys: (keys: readonly string[]) =>
    `Клавиши ${keys.join(', ')} добавляют фишки; цифры в поле выкладывают сумму; Esc очищает.`,
} as const;
