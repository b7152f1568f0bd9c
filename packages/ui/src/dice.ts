/**
 * Pip layouts of a die face. Pure logic behind {@link Die}.
 *
 * @module
 */

/** A pip position on a 3×3 grid: row and column `1…3`. */
export interface Pip {
  /** Row 1 (top) … 3 (bottom). */
  readonly row: 1 | 2 | 3;
  /** Column 1 (left) … 3 (right). */
  readonly col: 1 | 2 | 3;
}

const TL: Pip = { row: 1, col: 1 };
const TR: Pip = { row: 1, col: 3 };
const ML: Pip = { row: 2, col: 1 };
const MM: Pip = { row: 2, col: 2 };
const MR: Pip = { row: 2, col: 3 };
const BL: Pip = { row: 3, col: 1 };
const BR: Pip = { row: 3, col: 3 };

const LAYOUTS: readonly (readonly Pip[])[] = [
  [MM],
  [TR, BL],
  [TR, MM, BL],
  [TL, TR, BL, BR],
  [TL, TR, MM, BL, BR],
  [TL, TR, ML, MR, BL, BR],
];

/**
 * The pips of a die face, laid out as on a real die.
 *
 * @param face - The face value, a whole number 1–6.
 * @returns The pip positions on a 3×3 grid.
 * @throws RangeError if `face` is not 1–6 (a programming error; validate rolls with `checkRoll`).
 * @example
 * ```ts
 * diePips(1); // [{ row: 2, col: 2 }]
 * ```
 */
export function diePips(face: number): readonly Pip[] {
  const layout = Number.isInteger(face) ? LAYOUTS[face - 1] : undefined;
  if (layout === undefined) throw new RangeError(`A die shows 1–6, got ${String(face)}.`);
  return layout;
}
