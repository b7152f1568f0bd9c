/**
 * How one bet fares on one roll: the resolution table of every bet on the layout, and what it pays in
 * chips. Pure functions of the bet, the puck and the dice, used by the round and by the analysis.
 *
 * @module
 */
import { CRAPS_PAYOUTS, type CrapsNumber, type CrapsRules } from '@croupier/paytables/craps';
import { type DiceRoll, diceTotal, isHard } from '../dice/index.js';
import { payoutOrThrow, type Chips, type Ratio } from '../money/index.js';
import type { BetId, BetSpec } from './bets.js';
import { commissionOf } from './rules.js';

/** What a roll does to a bet. */
export type Resolution =
  /** Nothing: the bet stays as it is. */
  | { readonly kind: 'none' }
  /** The bet wins at `ratio` (a horn bet wins one of its four parts). */
  | { readonly kind: 'win'; readonly ratio: Ratio }
  /** The bet loses. */
  | { readonly kind: 'lose' }
  /** The bet is returned: the bar on don't pass/don't come, or come-bet odds that were off. */
  | { readonly kind: 'push' }
  /** A come or don't come bet travels to its point. */
  | { readonly kind: 'move'; readonly to: BetId };

const NONE: Resolution = { kind: 'none' };
const LOSE: Resolution = { kind: 'lose' };
const PUSH: Resolution = { kind: 'push' };
const win = (ratio: Ratio): Resolution => ({ kind: 'win', ratio });

/**
 * Whether a bet is working on this roll (place-type bets and come-bet odds may be off on the come-out).
 *
 * @param spec - The bet.
 * @param point - The puck: the point, or `null` on a come-out roll.
 * @param rules - The table's rules.
 */
export function isWorking(spec: BetSpec, point: CrapsNumber | null, rules: CrapsRules): boolean {
  if (point !== null || rules.placeWorkingOnComeOut) return true;
  return !OFF_ON_COME_OUT.has(spec.kind);
}

const OFF_ON_COME_OUT: ReadonlySet<BetSpec['kind']> = new Set([
  'place',
  'placeToLose',
  'buy',
  'lay',
  'hard',
  'comeOdds',
]);

/** Winnings at a ratio, whole chips rounded down (the table's rule; `payout` in the money module). */
function winnings(stake: Chips, r: Ratio): Chips {
  const num = stake * r.pays;
  return Number.isSafeInteger(num) ? Math.floor(num / r.per) : payoutOrThrow(stake, r).win;
}

/**
 * The resolution of one bet on one roll.
 *
 * @param spec - The bet.
 * @param point - The puck before the roll: the point, or `null` for a come-out roll.
 * @param roll - The dice.
 * @param rules - The table's rules.
 * @example
 * ```ts
 * resolveBet(betSpec('dontPass')!, null, [1, 1], DEFAULT_RULES); // { kind: 'push' } (bar 2)
 * ```
 */
export function resolveBet(spec: BetSpec, point: CrapsNumber | null, roll: DiceRoll, rules: CrapsRules): Resolution {
  const t = diceTotal(roll);
  const n = spec.n as CrapsNumber;
  const P = CRAPS_PAYOUTS;
  const craps = t === 2 || t === 3 || t === 12;
  const natural = t === 7 || t === 11;
  switch (spec.kind) {
    case 'pass':
      if (point === null) return natural ? win(P.even) : craps ? LOSE : NONE;
      return t === point ? win(P.even) : t === 7 ? LOSE : NONE;
    case 'dontPass':
      if (point === null) {
        if (natural) return LOSE;
        if (t === rules.dontPassBar) return PUSH;
        return craps ? win(P.even) : NONE;
      }
      return t === 7 ? win(P.even) : t === point ? LOSE : NONE;
    case 'passOdds':
      if (point === null) return NONE;
      return t === point ? win(P.odds[point]) : t === 7 ? LOSE : NONE;
    case 'dontPassOdds':
      if (point === null) return NONE;
      return t === 7 ? win(P.layOdds[point]) : t === point ? LOSE : NONE;
    case 'come':
      if (natural) return win(P.even);
      if (craps) return LOSE;
      return { kind: 'move', to: `come${t as CrapsNumber}` };
    case 'dontCome':
      if (natural) return LOSE;
      if (t === rules.dontPassBar) return PUSH;
      if (craps) return win(P.even);
      return { kind: 'move', to: `dontCome${t as CrapsNumber}` };
    case 'comePoint':
      return t === n ? win(P.even) : t === 7 ? LOSE : NONE;
    case 'dontComePoint':
      return t === 7 ? win(P.even) : t === n ? LOSE : NONE;
    case 'comeOdds':
      if (t !== n && t !== 7) return NONE;
      if (!isWorking(spec, point, rules)) return PUSH;
      return t === n ? win(P.odds[n]) : LOSE;
    case 'dontComeOdds':
      return t === 7 ? win(P.layOdds[n]) : t === n ? LOSE : NONE;
    case 'place':
    case 'buy':
      if (!isWorking(spec, point, rules)) return NONE;
      return t === n ? win(spec.kind === 'place' ? P.place[n] : P.odds[n]) : t === 7 ? LOSE : NONE;
    case 'placeToLose':
    case 'lay':
      if (!isWorking(spec, point, rules)) return NONE;
      return t === 7 ? win(spec.kind === 'placeToLose' ? P.placeToLose[n] : P.layOdds[n]) : t === n ? LOSE : NONE;
    case 'hard':
      if (!isWorking(spec, point, rules)) return NONE;
      if (t === n) return isHard(roll) ? win(P.hard[n as 4 | 6 | 8 | 10]) : LOSE;
      return t === 7 ? LOSE : NONE;
    case 'big':
      return t === n ? win(P.even) : t === 7 ? LOSE : NONE;
    case 'field':
      if (t === 2) return win(rules.fieldPays2);
      if (t === 12) return win(rules.fieldPays12);
      return t === 3 || t === 4 || t === 9 || t === 10 || t === 11 ? win(P.even) : LOSE;
    case 'any7':
      return t === 7 ? win(P.any7) : LOSE;
    case 'anyCraps':
      return craps ? win(P.anyCraps) : LOSE;
    case 'two':
      return t === 2 ? win(P.two) : LOSE;
    case 'three':
      return t === 3 ? win(P.three) : LOSE;
    case 'eleven':
      return t === 11 ? win(P.eleven) : LOSE;
    case 'twelve':
      return t === 12 ? win(P.twelve) : LOSE;
    case 'horn':
      if (t === 2 || t === 12) return win(P.two);
      return t === 3 || t === 11 ? win(P.three) : LOSE;
  }
}

/** What a settled bet moves, in chips. `stake = returned + lost`. */
export interface Settlement {
  /** The stake that was on the bet. */
  readonly stake: Chips;
  /** Chips of the stake handed back. */
  readonly returned: Chips;
  /** Chips of the stake kept by the house. */
  readonly lost: Chips;
  /** Winnings paid by the house, before commission. */
  readonly won: Chips;
  /** Commission taken from the winnings (buy/lay with `commissionOn: 'win'`). */
  readonly commission: Chips;
}

/**
 * The commission of a buy or lay bet of `stake` chips: a percentage of the buy bet, or of what the lay
 * bet would win. Zero for every other bet.
 *
 * @param spec - The bet.
 * @param stake - Its stake.
 * @param rules - The table's rules.
 */
export function commissionFor(spec: BetSpec, stake: Chips, rules: CrapsRules): Chips {
  if (stake <= 0) return 0;
  if (spec.kind === 'buy') return commissionOf(rules, stake);
  if (spec.kind === 'lay') {
    return commissionOf(rules, payoutOrThrow(stake, CRAPS_PAYOUTS.layOdds[spec.n as CrapsNumber]).win);
  }
  return 0;
}

/**
 * Settles a bet's stake under a resolution (`win`, `lose` or `push`). Fractions of a chip are not paid
 * (rounding `down`, see `docs/decisions/002-money-rounding.md`).
 *
 * @param spec - The bet.
 * @param stake - Its stake, in whole chips.
 * @param resolution - What the roll did to it.
 * @param rules - The table's rules.
 */
export function settleStake(spec: BetSpec, stake: Chips, resolution: Resolution, rules: CrapsRules): Settlement {
  switch (resolution.kind) {
    case 'lose':
      return { stake, returned: 0, lost: stake, won: 0, commission: 0 };
    case 'push':
      return { stake, returned: stake, lost: 0, won: 0, commission: 0 };
    case 'win': {
      if (spec.kind === 'horn') {
        // Four equal bets on 2, 3, 11, 12: one part wins and is returned, the other three lose.
        const part = stake / 4;
        return { stake, returned: part, lost: 3 * part, won: winnings(part, resolution.ratio), commission: 0 };
      }
      const won = winnings(stake, resolution.ratio);
      const commission = rules.commissionOn === 'win' ? Math.min(won, commissionFor(spec, stake, rules)) : 0;
      return { stake, returned: stake, lost: 0, won, commission };
    }
    default:
      throw new Error(`settleStake: a ${resolution.kind} resolution moves no money.`);
  }
}
