import { describe, expect, it } from 'vitest';
import type { Choice } from './drill.ts';
import { choiceForKey, isPassKey, isStopKey, isTypingTarget } from './keys.ts';

const CHOICES: Choice[] = [
  { id: 'hit', label: 'Взять', hotkey: 'в' },
  { id: 'stand', label: 'Хватит', hotkey: 'х' },
  { id: 'double', label: 'Удвоить' },
];

describe('choiceForKey', () => {
  it.each([
    { key: 'в', id: 'hit' },
    { key: 'Х', id: 'stand' },
    { key: '1', id: 'hit' },
    { key: '3', id: 'double' },
    { key: '4', id: undefined },
    { key: '0', id: undefined },
    { key: 'q', id: undefined },
    { key: 'Enter', id: undefined },
  ])('$key → $id', ({ key, id }) => {
    expect(choiceForKey(CHOICES, key)?.id).toBe(id);
  });

  it.each([
    { key: 'd', code: 'KeyD', id: 'hit' },
    { key: '[', code: 'BracketLeft', id: 'stand' },
    { key: 'v', code: 'KeyV', id: undefined },
  ])('finds a Cyrillic hotkey by its physical key on a Latin layout: $code → $id', ({ key, code, id }) => {
    expect(choiceForKey(CHOICES, key, code)?.id).toBe(id);
  });

  it('prefers a hotkey over the digit position', () => {
    const choices: Choice[] = [
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B', hotkey: '1' },
    ];
    expect(choiceForKey(choices, '1')?.id).toBe('b');
  });

  it('treats a non-element target as not typing', () => {
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('the error-spotting keys', () => {
  it.each([
    { key: 'о', code: 'KeyJ', stop: true, pass: false },
    { key: 'О', code: undefined, stop: true, pass: false },
    { key: 'j', code: 'KeyJ', stop: true, pass: false }, // Latin layout
    { key: '0', code: 'Digit0', stop: true, pass: false }, // the key cap «О» read as zero
    { key: '!', code: 'Digit1', stop: true, pass: false },
    { key: 'o', code: 'KeyO', stop: false, pass: false }, // Latin o is the key of «щ»
    { key: 'в', code: 'KeyD', stop: false, pass: true },
    { key: 'd', code: 'KeyD', stop: false, pass: true },
    { key: '1', code: 'Digit1', stop: false, pass: false },
  ])('$key ($code): stop $stop, pass $pass', ({ key, code, stop, pass }) => {
    expect([isStopKey(key, code), isPassKey(key, code)]).toEqual([stop, pass]);
  });
});
