/**
 * The trainer's keyboard in Russian: the ЙЦУКЕН letter on each physical key (so a Cyrillic hotkey works on
 * a Latin layout too), and the letters of the error-spotting answers.
 *
 * @module
 */

/** The Russian ЙЦУКЕН letter on each physical key, by `KeyboardEvent.code`. */
export const KEY_LETTERS_RU = {
  KeyQ: 'й',
  KeyW: 'ц',
  KeyE: 'у',
  KeyR: 'к',
  KeyT: 'е',
  KeyY: 'н',
  KeyU: 'г',
  KeyI: 'ш',
  KeyO: 'щ',
  KeyP: 'з',
  BracketLeft: 'х',
  BracketRight: 'ъ',
  KeyA: 'ф',
  KeyS: 'ы',
  KeyD: 'в',
  KeyF: 'а',
  KeyG: 'п',
  KeyH: 'р',
  KeyJ: 'о',
  KeyK: 'л',
  KeyL: 'д',
  Semicolon: 'ж',
  Quote: 'э',
  KeyZ: 'я',
  KeyX: 'ч',
  KeyC: 'с',
  KeyV: 'м',
  KeyB: 'и',
  KeyN: 'т',
  KeyM: 'ь',
  Comma: 'б',
  Period: 'ю',
  Backquote: 'ё',
} as const;

/** The letters of the error-spotting answers: О stops the round («Ошибка!»), В lets it pass («Всё верно»). */
export const SPOT_KEYS_RU = {
  stop: 'о',
  pass: 'в',
} as const;
