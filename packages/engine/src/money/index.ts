/**
 * Money: integer chips, payouts as ratios, one written rule for fractional results, and a settlement
 * ledger that must balance. See `docs/decisions/002-money-rounding.md`.
 *
 * Chips are JavaScript safe integers. A payout ratio `{ pays: 19, per: 20 }` pays 19 chips for every 20
 * staked. When `stake * pays` is not a multiple of `per` (19:20 on a stake of 5, 3:2 on 5), the table's
 * {@link Rounding} rule decides; the default, `down`, is what casinos do: the fraction of a chip is not
 * paid (the house keeps it), and the settlement records it so it is shown, never hidden.
 *
 * @module
 */
import { wholeWin } from './win.js';
import { err, ok, orThrow, type Result, type RuleError } from '../result/index.js';

/** A whole number of chips. */
export type Chips = number;

/** A payout ratio: `pays` chips won for every `per` chips staked (`3:2` is `{ pays: 3, per: 2 }`). */
export interface Ratio {
  /** Chips won per `per` chips staked; a positive integer. */
  readonly pays: number;
  /** The stake unit; a positive integer. */
  readonly per: number;
}

/**
 * What to do with the fraction of a chip when a payout is not whole.
 * - `down`: pay the whole chips, keep the fraction (casino practice; the default);
 * - `up`: round the fraction up to a whole chip, in the player's favour;
 * - `halfUp`: nearest chip, halves up;
 * - `refuse`: the stake must give a whole payout, otherwise the bet is refused
 *   (`money/fractional-payout`), as tables that take Банко only in multiples of 20 do.
 */
export type Rounding = 'down' | 'up' | 'halfUp' | 'refuse';

/**
 * The most chips one stake (a bet, an ante, an insurance, a free-odds bet) may hold: 10^12. With ratio
 * terms of at most {@link MAX_RATIO_TERM} (1000), every payout `stake × pays / per` stays below 2^53,
 * so it is computed exactly. Enforced at every entry point with a typed error (decision 002).
 */
export const MAX_STAKE = 1_000_000_000_000;

/**
 * The most chips a balance (a seat's bank, a player's chips) may hold: 10^15. A balance above it is
 * refused at the table's start; a bet whose best outcome would carry the balance above it is refused,
 * so balances never pass 2^53 however long a session runs.
 */
export const MAX_BALANCE = 1_000_000_000_000_000;

export { MAX_RATIO_TERM } from '@croupier/paytables/schema';

/** Why a value is not an acceptable number of chips. */
export type ChipsProblem = 'not-a-number' | 'not-whole' | 'negative' | 'zero' | 'over-limit';

/**
 * What is wrong with a value given as a number of chips, or `null` if it is fine. Games turn the
 * answer into their own `<game>/bad-stake` error with `details.reason`.
 *
 * @param value - Anything a caller passed.
 * @param max - The largest allowed ({@link MAX_STAKE} for stakes, {@link MAX_BALANCE} for balances).
 * @param allowZero - Whether 0 is allowed (balances, declining insurance).
 * @example
 * ```ts
 * chipsProblem(2.5, MAX_STAKE);   // 'not-whole'
 * chipsProblem(10, MAX_STAKE);    // null
 * chipsProblem(2 ** 52, MAX_STAKE); // 'over-limit'
 * ```
 */
export function chipsProblem(value: unknown, max: number, allowZero = false): ChipsProblem | null {
  if (typeof value !== 'number' || Number.isNaN(value)) return 'not-a-number';
  if (!Number.isFinite(value) || value > max) return value < 0 ? 'negative' : 'over-limit';
  if (!Number.isInteger(value)) return 'not-whole';
  if (value < 0) return 'negative';
  if (value === 0 && !allowZero) return 'zero';
  return null;
}

/** The default rounding rule. */
export const DEFAULT_ROUNDING: Rounding = 'down';

/** Error codes of the money module. */
export type MoneyErrorCode = 'money/bad-amount' | 'money/bad-ratio' | 'money/fractional-payout';

/** A payout with its rounding shown. */
export interface Payout {
  /** Whole chips paid as winnings (the stake itself is returned separately). */
  readonly win: Chips;
  /** The exact winnings before rounding, as a fraction `numerator/denominator` in chips. */
  readonly exact: { readonly numerator: number; readonly denominator: number };
  /** `win` minus the exact winnings: negative when the house kept a fraction, positive when it paid up. */
  readonly roundingDelta: { readonly numerator: number; readonly denominator: number };
}

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

/**
 * The smallest stake a ratio pays in whole chips (19:20 → 20, 3:2 → 2, 1:1 → 1): under `rounding:
 * 'refuse'` a stake must be a multiple of it.
 *
 * @param r - The payout ratio.
 * @example
 * ```ts
 * payoutUnit({ pays: 19, per: 20 }); // 20
 * payoutUnit({ pays: 6, per: 4 });   // 2: 6:4 is 3:2
 * ```
 */
export function payoutUnit(r: Ratio): Chips {
  return r.per / gcd(r.pays, r.per);
}

/**
 * The smallest stake every ratio pays in whole chips: the least common multiple of their
 * {@link payoutUnit}s (1 for no ratio).
 *
 * @param ratios - Payout ratios.
 * @example
 * ```ts
 * commonPayoutUnit([{ pays: 1, per: 1 }, { pays: 1, per: 2 }]); // 2: a banker stake paying 1:1, or 1:2 on a six
 * ```
 */
export function commonPayoutUnit(ratios: Iterable<Ratio>): Chips {
  let unit = 1;
  for (const r of ratios) unit = lcm(unit, payoutUnit(r));
  return unit;
}

/**
 * The least common multiple of the ratios' `per` terms (1 for no ratio): the unit, in fractions of a
 * stake, in which every payout of these ratios is a whole number, as exact sums count them.
 *
 * @param ratios - Payout ratios.
 * @example
 * ```ts
 * commonDenominator([{ pays: 3, per: 2 }, { pays: 19, per: 20 }]); // 20
 * ```
 */
export function commonDenominator(ratios: Iterable<Ratio>): number {
  let unit = 1;
  for (const r of ratios) unit = lcm(unit, r.per);
  return unit;
}

/**
 * Checks that a value is a whole, positive (or zero, if allowed) number of chips.
 *
 * @param amount - The value to check.
 * @param what - What it is, for the message (`stake`, `ante`…).
 * @param allowZero - Whether zero is allowed.
 */
export function checkChips(
  amount: unknown,
  what = 'amount',
  allowZero = false,
): Result<Chips, RuleError<'money/bad-amount'>> {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0 || (!allowZero && amount === 0)) {
    return err(
      'money/bad-amount',
      `The ${what} must be a ${allowZero ? 'non-negative' : 'positive'} whole number of chips, got ${String(amount)}.`,
      { [what]: amount },
    );
  }
  return ok(amount);
}

/**
 * Parses a ratio written `3:2`, `19:20`, `8:1` (or `3/2`).
 *
 * @param text - The ratio.
 * @returns The ratio, reduced is not required (19:20 stays 19:20).
 * @example
 * ```ts
 * parseRatio('3:2'); // { ok: true, value: { pays: 3, per: 2 } }
 * ```
 */
export function parseRatio(text: string): Result<Ratio, RuleError<'money/bad-ratio'>> {
  const m = /^\s*(\d+)\s*[:/к]\s*(\d+)\s*$/u.exec(text);
  const pays = m ? Number(m[1]) : NaN;
  const per = m ? Number(m[2]) : NaN;
  if (!m || !Number.isSafeInteger(pays) || !Number.isSafeInteger(per) || pays <= 0 || per <= 0) {
    return err(
      'money/bad-ratio',
      `"${text}" is not a payout ratio; write two positive whole numbers like 3:2 or 19:20.`,
      {
        ratio: text,
      },
    );
  }
  return ok({ pays, per });
}

/** Builds a ratio, checking both parts are positive integers (throws on a bug). */
export function ratio(pays: number, per = 1): Ratio {
  return orThrow(parseRatio(`${pays}:${per}`));
}

/** Formats a ratio as `3:2`. */
export function formatRatio(r: Ratio): string {
  return `${r.pays}:${r.per}`;
}

/**
 * Computes the winnings of a stake at a ratio under a rounding rule.
 *
 * @param stake - The stake, a positive whole number of chips.
 * @param r - The payout ratio.
 * @param rounding - What to do with a fraction of a chip (default `down`).
 * @returns The whole winnings with the exact value and the rounding shown, or an error for a bad
 *   stake, or a fractional result under `refuse`.
 * @example
 * ```ts
 * payout(10, { pays: 3, per: 2 });   // win 15
 * payout(5, { pays: 19, per: 20 });  // win 4, exact 19/4, roundingDelta -3/4
 * ```
 */
export function payout(
  stake: Chips,
  r: Ratio,
  rounding: Rounding = DEFAULT_ROUNDING,
): Result<Payout, RuleError<MoneyErrorCode>> {
  const s = checkChips(stake, 'stake');
  if (!s.ok) return s;
  const num = stake * r.pays;
  if (!Number.isSafeInteger(num)) {
    return err('money/bad-amount', `The stake ${stake} at ${formatRatio(r)} is too large to pay exactly.`, { stake });
  }
  const win = wholeWin(num, r.per, rounding);
  if (win === null) {
    return err(
      'money/fractional-payout',
      `A stake of ${stake} at ${formatRatio(r)} would pay ${num}/${r.per} chips; this table takes only stakes that pay whole chips (multiples of ${payoutUnit(r)}).`,
      { stake, ratio: formatRatio(r) },
    );
  }
  const g = gcd(num, r.per);
  const deltaNum = win * r.per - num;
  const g2 = gcd(deltaNum, r.per) || 1;
  return ok({
    win,
    exact: { numerator: num / g, denominator: r.per / g },
    roundingDelta: { numerator: deltaNum / g2, denominator: r.per / g2 },
  });
}

/** {@link payout}, throwing a `CroupierError` on failure. */
export function payoutOrThrow(stake: Chips, r: Ratio, rounding: Rounding = DEFAULT_ROUNDING): Payout {
  return orThrow(payout(stake, r, rounding));
}

/** How one bet ended, in chips. Exactly one of the outcomes applies per entry. */
export interface LedgerEntry {
  /** Who staked (a player or box id). */
  readonly owner: string;
  /** Which bet (`banker`, `main`, `pass`, `ante`, `exchangeFee`…). */
  readonly bet: string;
  /** Chips put on the table for this bet. */
  readonly staked: Chips;
  /** Chips of the stake given back to the owner (the whole stake on a win or a push, 0 on a loss). */
  readonly returned: Chips;
  /** Winnings paid by the house on top of the returned stake. */
  readonly won: Chips;
  /** Chips of the stake kept by the house (a loss, a fee, a commission). */
  readonly lost: Chips;
}

/** A settlement ledger: every bet's fate, and totals that must balance. */
export interface Ledger {
  /** One entry per bet. */
  readonly entries: readonly LedgerEntry[];
  /** Total staked. */
  readonly staked: Chips;
  /** Total stakes returned. */
  readonly returned: Chips;
  /** Total winnings paid by the house. */
  readonly won: Chips;
  /** Total kept by the house. */
  readonly lost: Chips;
}

function checkEntryField(e: LedgerEntry, k: string, x: number): void {
  if (!Number.isSafeInteger(x) || x < 0) {
    throw new RangeError(`Ledger entry ${e.owner}/${e.bet}: ${k} must be a whole number ≥ 0, got ${x}.`);
  }
}

/**
 * Builds a ledger from entries and checks that it balances: for every entry and in total,
 * `staked = returned + lost`, and nothing is negative or fractional.
 *
 * @param entries - The bets and how they ended.
 * @throws RangeError if an entry does not balance (a settlement bug, never a rule violation).
 */
export function ledger(entries: readonly LedgerEntry[]): Ledger {
  let staked = 0;
  let returned = 0;
  let won = 0;
  let lost = 0;
  for (const e of entries) {
    // Each field checked by name: a loop over a list of keys allocated that list for every entry.
    checkEntryField(e, 'staked', e.staked);
    checkEntryField(e, 'returned', e.returned);
    checkEntryField(e, 'won', e.won);
    checkEntryField(e, 'lost', e.lost);
    if (e.staked !== e.returned + e.lost) {
      throw new RangeError(
        `Ledger entry ${e.owner}/${e.bet} does not balance: staked ${e.staked} ≠ returned ${e.returned} + lost ${e.lost}.`,
      );
    }
    staked += e.staked;
    returned += e.returned;
    won += e.won;
    lost += e.lost;
  }
  return { entries, staked, returned, won, lost };
}

/** The net result of a ledger for the players: winnings paid minus stakes lost. */
export function netForPlayers(l: Ledger): Chips {
  return l.won - l.lost;
}

/** The net result of a ledger for one owner. */
export function netFor(l: Ledger, owner: string): Chips {
  let n = 0;
  for (const e of l.entries) if (e.owner === owner) n += e.won - e.lost;
  return n;
}
