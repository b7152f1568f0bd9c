/**
 * Keyboard answers: a choice's hotkey, or 1–9 for the n-th choice.
 *
 * @module
 */
import { KEY_LETTERS_RU, SPOT_KEYS_RU } from '@croupier/ru/trainer/keys';
import type { Choice } from './drill.ts';

// The Russian ЙЦУКЕН letter on each physical key, so a Cyrillic hotkey works on a Latin layout too.
const RU_BY_CODE: Readonly<Record<string, string>> = KEY_LETTERS_RU;

/**
 * The choice a key selects: its hotkey (case-insensitive; a Cyrillic hotkey also by its physical key
 * on a Latin layout) first, else a digit 1–9 for the n-th.
 *
 * @param choices - The item's choices, in button order.
 * @param key - `KeyboardEvent.key`.
 * @param code - `KeyboardEvent.code` (the physical key), if known.
 * @returns The choice, or `undefined` if the key selects none.
 * @example
 * ```ts
 * choiceForKey([{ id: 'soft', label: 'Мягкая', hotkey: 'м' }], 'М');         // the soft choice
 * choiceForKey([{ id: 'soft', label: 'Мягкая', hotkey: 'м' }], 'v', 'KeyV');  // the same key, Latin layout
 * choiceForKey(choices, '2');                                                // the second choice
 * ```
 */
export function choiceForKey(choices: readonly Choice[], key: string, code?: string): Choice | undefined {
  if (key.length !== 1) return undefined;
  const lower = key.toLowerCase();
  const byHotkey = choices.find((c) => c.hotkey !== undefined && c.hotkey.toLowerCase() === lower);
  if (byHotkey) return byHotkey;
  const physical = code === undefined ? undefined : RU_BY_CODE[code];
  const byPhysical = physical === undefined ? undefined : choices.find((c) => c.hotkey?.toLowerCase() === physical);
  if (byPhysical) return byPhysical;
  if (/^[1-9]$/u.test(key)) return choices[Number(key) - 1];
  return undefined;
}

/**
 * Whether a key stops a round being checked for the dealer's mistake («Ошибка!»): the letter О (the J key on
 * a Latin layout), «!», or the digit 0, which the letter on the button's key cap is easily taken for.
 *
 * @param key - `KeyboardEvent.key`.
 * @param code - `KeyboardEvent.code` (the physical key), if known.
 */
export function isStopKey(key: string, code?: string): boolean {
  return key.toLowerCase() === SPOT_KEYS_RU.stop || code === 'KeyJ' || key === '!' || key === '0';
}

/**
 * Whether a key lets a checked round pass («Всё верно»): the letter В (the D key on a Latin layout).
 *
 * @param key - `KeyboardEvent.key`.
 * @param code - `KeyboardEvent.code` (the physical key), if known.
 */
export function isPassKey(key: string, code?: string): boolean {
  return key.toLowerCase() === SPOT_KEYS_RU.pass || code === 'KeyD';
}

/**
 * Whether a key event's target is a text field (its keys are typing, not shortcuts).
 *
 * @param target - `KeyboardEvent.target`.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT'
  );
}
