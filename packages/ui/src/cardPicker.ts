/**
 * The card picker's grid and its keyboard navigation and selection rules. Pure logic behind
 * {@link CardPicker}.
 *
 * @module
 */
import { type Card, makeCard, type Rank, type Suit } from '@croupier/engine/cards';

/** Ranks in the picker's columns, high to low as the texts list them: Т К Д В 10 … 2. */
export const PICKER_RANKS: readonly Rank[] = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0];
/** Suits in the picker's rows: ♠ ♥ ♦ ♣. */
export const PICKER_SUITS: readonly Suit[] = [0, 1, 2, 3];

/** A cell of the 4×13 grid: row = suit row `0…3`, col = rank column `0…12`. */
export interface GridPos {
  /** Row index `0…3` (♠ ♥ ♦ ♣). */
  readonly row: number;
  /** Column index `0…12` (Т К Д … 2). */
  readonly col: number;
}

/**
 * The picker's grid: four rows of thirteen cards.
 *
 * @returns `grid[row][col]` is the card of suit `PICKER_SUITS[row]` and rank `PICKER_RANKS[col]`.
 */
export function pickerGrid(): Card[][] {
  return PICKER_SUITS.map((s) => PICKER_RANKS.map((r) => makeCard(r, s)));
}

/** The grid position of a card. */
export function gridPosOf(card: Card): GridPos {
  return { row: PICKER_SUITS.indexOf((card & 3) as Suit), col: PICKER_RANKS.indexOf((card >> 2) as Rank) };
}

/**
 * Moves the keyboard focus in the grid (arrows, Home/End within a row, Ctrl+Home/End to the corners).
 * The focus stops at the edges instead of wrapping, as in the WAI-ARIA grid pattern.
 *
 * @param pos - The focused cell.
 * @param key - `KeyboardEvent.key`.
 * @param ctrl - Whether Ctrl (or ⌘) is held.
 * @returns The new cell, or `null` when the key does not move the focus.
 * @example
 * ```ts
 * moveFocus({ row: 0, col: 0 }, 'ArrowRight'); // { row: 0, col: 1 }
 * moveFocus({ row: 0, col: 0 }, 'ArrowUp');    // { row: 0, col: 0 } (top edge)
 * ```
 */
export function moveFocus(pos: GridPos, key: string, ctrl = false): GridPos | null {
  const lastRow = PICKER_SUITS.length - 1;
  const lastCol = PICKER_RANKS.length - 1;
  switch (key) {
    case 'ArrowRight':
      return { row: pos.row, col: Math.min(lastCol, pos.col + 1) };
    case 'ArrowLeft':
      return { row: pos.row, col: Math.max(0, pos.col - 1) };
    case 'ArrowDown':
      return { row: Math.min(lastRow, pos.row + 1), col: pos.col };
    case 'ArrowUp':
      return { row: Math.max(0, pos.row - 1), col: pos.col };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: pos.row, col: 0 };
    case 'End':
      return ctrl ? { row: lastRow, col: lastCol } : { row: pos.row, col: lastCol };
    default:
      return null;
  }
}

/** The outcome of toggling a card in a selection. */
export interface ToggleOutcome {
  /** The new selection (the old one when refused). */
  readonly selected: readonly Card[];
  /** `true` when the card was not added because the selection is full. */
  readonly refused: boolean;
}

/**
 * Adds a card to the selection or removes it, keeping the order in which cards were picked.
 *
 * @param selected - The current selection.
 * @param card - The card clicked.
 * @param max - The most cards allowed (default: no limit).
 * @returns The new selection, or the old one with `refused: true` when it is full.
 * @example
 * ```ts
 * toggleCard([48], 44);        // { selected: [48, 44], refused: false }
 * toggleCard([48, 44], 48);    // { selected: [44], refused: false }
 * toggleCard([48, 44], 0, 2);  // { selected: [48, 44], refused: true }
 * ```
 */
export function toggleCard(selected: readonly Card[], card: Card, max = Infinity): ToggleOutcome {
  if (selected.includes(card)) return { selected: selected.filter((c) => c !== card), refused: false };
  if (selected.length >= max) return { selected, refused: true };
  return { selected: [...selected, card], refused: false };
}
