import { describe, expect, it } from 'vitest';
import { numberAnswerProblem } from './answer-form.ts';

describe('numberAnswerProblem', () => {
  it.each([
    ['17', false],
    [' 17 ', false],
    ['0', false],
    ['-30', true],
    ['\u221230', true], // the typographic minus
    ['30', true],
    ['+3', true], // a count as the counting drills write it
  ])('takes %j (signed %s)', (text, signed) => {
    expect(numberAnswerProblem(text, signed)).toBeUndefined();
  });

  it.each([
    ['-30 фишек', true, 'Введите только число, без слов: -30.'],
    ['30 фишек', false, 'Введите только число, без слов: 30.'],
    ['\u201330', true, 'Минус пишется дефисом «-», а не тире: -30.'],
    ['\u201430', true, 'Минус пишется дефисом «-», а не тире: -30.'],
    ['\u201330', false, 'Ответ здесь не бывает отрицательным: введите число без знака.'],
    ['-5', false, 'Ответ здесь не бывает отрицательным: введите число без знака.'],
    ['семнадцать', false, 'Ответ нужен цифрами: например, 17.'],
    ['минус тридцать', true, 'Ответ нужен цифрами: например, 17.'],
    ['17.5', false, 'Ответ — целое число, без дробной части.'],
    ['17,5', false, 'Ответ — целое число, без дробной части.'],
    ['-7,5', true, 'Ответ — целое число, без дробной части.'],
    ['+30', false, 'Без плюса: 30.'],
    ['1 000', false, 'Без пробелов: 1000.'],
    ['12345678901', false, 'Слишком длинное число.'],
    ['', false, 'Введите число.'],
    ['17?', false, 'Введите целое число цифрами.'],
  ])('refuses %j (signed %s): %s', (text, signed, hint) => {
    expect(numberAnswerProblem(text, signed)).toBe(hint);
  });
});
