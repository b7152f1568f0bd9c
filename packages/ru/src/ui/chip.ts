/**
 * A casino chip's words in the UI package: its accessible name and the «к» of thousands printed on it.
 *
 * @module
 */

/** A chip's words. */
export const CHIP_RU = {
  /** The chip's accessible name: «фишка 25». */
  label: (value: number) => `фишка ${value}`,
  /** Thousands as printed on a chip: «1к», «2,5к» (the figure already written with a comma). */
  thousands: (figure: string) => `${figure}к`,
} as const;
