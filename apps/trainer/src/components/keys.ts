/**
 * Keyboard answers: a choice's hotkey, or 1–9 for the n-th choice.
 *
 * @module
 */
import type { Choice } from '../drill.ts';

/**
 * The choice a key selects: its hotkey (case-insensitive) first, else a digit 1–9 for the n-th.
 *
 * @param choices - The item's choices, in button order.
 * @param key - `KeyboardEvent.key`.
 * @returns The choice, or `undefined` if the key selects none.
 * @example
 * ```ts
 * choiceForKey([{ id: 'soft', label: 'Мягкая', hotkey: 'м' }], 'М'); // the soft choice
 * choiceForKey(choices, '2');                                         // the second choice
 * ```
 */
export function choiceForKey(choices: readonly Choice[], key: string): Choice | undefined {
  if (key.length !== 1) return undefined;
  const lower = key.toLowerCase();
  const byHotkey = choices.find((c) => c.hotkey !== undefined && c.hotkey.toLowerCase() === lower);
  if (byHotkey) return byHotkey;
  if (/^[1-9]$/u.test(key)) return choices[Number(key) - 1];
  return undefined;
}

/** Whether a key event's target is a text field (its keys are typing, not shortcuts). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}
