/**
 * Chip colours by denomination, after the common casino scheme (1 white, 5 red, 25 green, 100 black,
 * 500 purple, 1000 yellow, 5000 brown). Pure logic behind {@link Chip}.
 *
 * @module
 */
import { CHIP_RU } from '@croupier/ru/ui/chip';

/** How a chip is painted. */
export interface ChipStyle {
  /** The chip's body colour (CSS colour). */
  readonly fill: string;
  /** The edge-spot colour. */
  readonly edge: string;
  /** The colour of the printed value, readable on `fill`. */
  readonly ink: string;
}

/** The standard denominations, low to high, with their colours. */
export const CHIP_STYLES: readonly (readonly [number, ChipStyle])[] = [
  [1, { fill: '#f4f1ea', edge: '#2f6fd6', ink: '#1d1d1f' }],
  [5, { fill: '#c8302c', edge: '#f4f1ea', ink: '#ffffff' }],
  [25, { fill: '#23804a', edge: '#f4f1ea', ink: '#ffffff' }],
  [100, { fill: '#1f1f22', edge: '#f4f1ea', ink: '#ffffff' }],
  [500, { fill: '#6a3fa0', edge: '#f4f1ea', ink: '#ffffff' }],
  [1000, { fill: '#e8b923', edge: '#1f1f22', ink: '#1d1d1f' }],
  [5000, { fill: '#7a4a2a', edge: '#f4f1ea', ink: '#ffffff' }],
];

/**
 * The colours of a chip: those of the largest standard denomination not above the value.
 *
 * @param value - The chip's value in whole chips (a positive integer).
 * @returns Its fill, edge and ink colours.
 * @throws RangeError if `value` is not a positive integer (a programming error).
 * @example
 * ```ts
 * chipStyle(25).fill;  // '#23804a' (green)
 * chipStyle(50).fill;  // green too: 25 is the largest standard chip ≤ 50
 * ```
 */
export function chipStyle(value: number): ChipStyle {
  if (!Number.isInteger(value) || value <= 0) {
    throw new RangeError(`A chip is worth a positive whole number, got ${String(value)}.`);
  }
  let style = CHIP_STYLES[0]![1];
  for (const [denomination, s] of CHIP_STYLES) if (denomination <= value) style = s;
  return style;
}

/**
 * The short value printed on a chip: thousands as «к» (1000 → «1к», 2500 → «2,5к»), otherwise the number.
 *
 * @param value - The chip's value in whole chips.
 */
export function chipLabel(value: number): string {
  if (value >= 1000 && value % 100 === 0) {
    return CHIP_RU.thousands(String(value / 1000).replace('.', ','));
  }
  return String(value);
}
