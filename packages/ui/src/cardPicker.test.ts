import { describe, expect, it } from 'vitest';
import { parseCard } from '@croupier/engine/cards';
import { gridPosOf, moveFocus, pickerGrid, toggleCard } from './cardPicker';

const card = (token: string) => {
  const r = parseCard(token);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('pickerGrid', () => {
  const grid = pickerGrid();

  it('holds the 52 cards once each in 4 rows of 13', () => {
    expect(grid).toHaveLength(4);
    expect(grid.every((row) => row.length === 13)).toBe(true);
    expect(new Set(grid.flat()).size).toBe(52);
  });

  it.each([
    { row: 0, col: 0, token: 'Т♠' },
    { row: 0, col: 12, token: '2♠' },
    { row: 1, col: 4, token: '10♥' },
    { row: 2, col: 2, token: 'Д♦' },
    { row: 3, col: 3, token: 'В♣' },
    { row: 3, col: 12, token: '2♣' },
  ])('row $row, column $col is $token (suits ♠♥♦♣ down, ranks Т…2 across)', ({ row, col, token }) => {
    expect(grid[row]![col]).toBe(card(token));
    expect(gridPosOf(card(token))).toEqual({ row, col });
  });
});

describe('moveFocus', () => {
  it.each([
    { from: [1, 5], key: 'ArrowRight', ctrl: false, to: [1, 6] },
    { from: [1, 5], key: 'ArrowLeft', ctrl: false, to: [1, 4] },
    { from: [1, 5], key: 'ArrowDown', ctrl: false, to: [2, 5] },
    { from: [1, 5], key: 'ArrowUp', ctrl: false, to: [0, 5] },
    { from: [0, 0], key: 'ArrowUp', ctrl: false, to: [0, 0] },
    { from: [0, 0], key: 'ArrowLeft', ctrl: false, to: [0, 0] },
    { from: [3, 12], key: 'ArrowDown', ctrl: false, to: [3, 12] },
    { from: [3, 12], key: 'ArrowRight', ctrl: false, to: [3, 12] },
    { from: [2, 7], key: 'Home', ctrl: false, to: [2, 0] },
    { from: [2, 7], key: 'End', ctrl: false, to: [2, 12] },
    { from: [2, 7], key: 'Home', ctrl: true, to: [0, 0] },
    { from: [2, 7], key: 'End', ctrl: true, to: [3, 12] },
  ])('$key (ctrl $ctrl) from $from goes to $to', ({ from, key, ctrl, to }) => {
    expect(moveFocus({ row: from[0]!, col: from[1]! }, key, ctrl)).toEqual({ row: to[0], col: to[1] });
  });

  it.each(['Enter', ' ', 'a', 'Tab'])('%j does not move the focus', (key) => {
    expect(moveFocus({ row: 1, col: 1 }, key)).toBeNull();
  });
});

describe('toggleCard', () => {
  it.each([
    { name: 'adds to an empty hand', selected: [], card: 48, max: undefined, out: [48], refused: false },
    { name: 'appends in picking order', selected: [48], card: 0, max: undefined, out: [48, 0], refused: false },
    { name: 'puts a picked card back', selected: [48, 0, 5], card: 0, max: undefined, out: [48, 5], refused: false },
    {
      name: 'refuses a sixth card of five',
      selected: [1, 2, 3, 4, 5],
      card: 9,
      max: 5,
      out: [1, 2, 3, 4, 5],
      refused: true,
    },
    {
      name: 'still puts back when full',
      selected: [1, 2, 3, 4, 5],
      card: 3,
      max: 5,
      out: [1, 2, 4, 5],
      refused: false,
    },
  ])('$name', ({ selected, card: c, max, out, refused }) => {
    expect(toggleCard(selected, c, max)).toEqual({ selected: out, refused });
  });
});
