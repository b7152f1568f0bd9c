/**
 * The chip tray of the payout drills: the denominations a payout is built from, their keys, and the pile
 * a typed number makes (as a dealer would stack it: the fewest chips, the largest first).
 *
 * @module
 */
import { KEY_LETTERS_RU } from '@croupier/ru/trainer/keys';

/** The denominations on the tray, low to high (the common casino chips, as `@croupier/ui` paints them). */
export const DENOMINATIONS: readonly number[] = [1, 5, 25, 100, 500];

/**
 * The key that adds each denomination, by position: the top letter row from the left (Й Ц У К Е on the
 * Russian layout, Q W E R T on a Latin one — the same physical keys).
 */
export const CHIP_KEYS: readonly { readonly code: string; readonly label: string }[] = (
  ['KeyQ', 'KeyW', 'KeyE', 'KeyR', 'KeyT', 'KeyY'] as const
).map((code) => ({ code, label: KEY_LETTERS_RU[code] }));

/** The most digits the payout field takes. */
export const MAX_DIGITS = 6;

/**
 * The pile a total makes with the fewest chips: the largest denomination first, as many as fit, then
 * the next (with a 1 on the tray every total is reached).
 *
 * @param total - Whole chips, not negative.
 * @param denominations - The tray, any order; must contain 1.
 * @returns The chips, largest first.
 * @example
 * ```ts
 * pileFor(58, [1, 5, 25, 100, 500]); // [25, 25, 5, 1, 1, 1]
 * ```
 */
export function pileFor(total: number, denominations: readonly number[] = DENOMINATIONS): number[] {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`A pile of ${total} chips cannot be built.`);
  if (!denominations.includes(1)) throw new RangeError('The tray needs 1-chip denominations.');
  const out: number[] = [];
  let left = total;
  for (const d of [...denominations].sort((a, b) => b - a)) {
    while (left >= d) {
      out.push(d);
      left -= d;
    }
  }
  return out;
}

/**
 * The total of a pile.
 *
 * @param pile - Chips.
 */
export function pileTotal(pile: readonly number[]): number {
  return pile.reduce((s, c) => s + c, 0);
}

/**
 * A pile as stacks, one per denomination, largest first: `[[25, 2], [5, 1]]`.
 *
 * @param pile - Chips in any order.
 */
export function stacksOf(pile: readonly number[]): [value: number, count: number][] {
  const counts = new Map<number, number>();
  for (const c of pile) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[0] - a[0]);
}

/**
 * What the payout field holds after typing: its digits (other characters dropped, leading zeros
 * dropped, at most {@link MAX_DIGITS}), and the pile it stands for.
 *
 * @param typed - The field's raw text.
 * @param denominations - The tray.
 * @returns The pile (empty for an empty field) and whether characters other than digits were dropped.
 */
export function pileFromTyped(
  typed: string,
  denominations: readonly number[] = DENOMINATIONS,
): { pile: number[]; dropped: boolean } {
  const digits = typed.replace(/\D/gu, '');
  const dropped = digits.length !== typed.length;
  const trimmed = digits.replace(/^0+(?=\d)/u, '').slice(0, MAX_DIGITS);
  return { pile: trimmed === '' ? [] : pileFor(Number(trimmed), denominations), dropped };
}

/**
 * The denomination a key adds: by the physical key (`KeyboardEvent.code`), or by the letter itself
 * (either layout).
 *
 * @param denominations - The tray, low to high.
 * @param key - `KeyboardEvent.key`.
 * @param code - `KeyboardEvent.code`.
 * @returns The denomination, or `undefined`.
 */
export function denominationForKey(
  denominations: readonly number[],
  key: string,
  code: string | undefined,
): number | undefined {
  const lower = key.toLowerCase();
  const i = CHIP_KEYS.findIndex((k) => k.code === code || k.label === lower || k.code === `Key${key.toUpperCase()}`);
  return i >= 0 && i < denominations.length ? denominations[i] : undefined;
}

/**
 * The median of some times (ms), or `undefined` for none: the middle one, or the mean of the two
 * middle ones.
 *
 * @param times - Milliseconds.
 * @example
 * ```ts
 * medianMs([4000, 1000, 3000]); // 3000
 * ```
 */
export function medianMs(times: readonly number[]): number | undefined {
  if (times.length === 0) return undefined;
  const s = [...times].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
