/**
 * How one bet fares on one roll, written once: the resolution table of every bet on the layout, what it
 * pays in chips (fractions of a chip rounded down, decision 002; the buy/lay commission), and the most it
 * could win. The round, the analysis, the site's payout calculator and roll lab, and the trainer's drills
 * all call these.
 *
 * @module
 */
import { CRAPS_PAYOUTS, type CrapsNumber, type CrapsRules } from '@croupier/paytables/craps';
import { type DiceRoll, type Die, diceTotal, isHard } from '../dice/index.js';
import { chipsProblem, MAX_STAKE, payoutOrThrow, type Chips, type Ratio } from '../money/index.js';
import { ok, show, type Result } from '../result/index.js';
import { betSpec, isBoxNumber, type BetId, type BetSpec } from './bets.js';
import { crapsError, type CrapsError } from './errors.js';
import { checkRules, checkRulesOrThrow, commissionOf } from './rules.js';

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

const OFF_ON_COME_OUT: ReadonlySet<BetSpec['kind']> = new Set([
  'place',
  'placeToLose',
  'buy',
  'lay',
  'hard',
  'comeOdds',
]);

/**
 * Whether a bet is working on this roll: place, place to lose, buy, lay, hardway bets and the odds on
 * come bets are off on a come-out roll unless `placeWorkingOnComeOut`; every other bet always works.
 *
 * @param spec - The bet.
 * @param point - The puck: the point, or `null` on a come-out roll.
 * @param rules - The table's rules.
 */
export function isWorking(spec: BetSpec, point: CrapsNumber | null, rules: CrapsRules): boolean {
  if (point !== null || rules.placeWorkingOnComeOut) return true;
  return !OFF_ON_COME_OUT.has(spec.kind);
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

/** An exact amount of chips as a reduced fraction. */
export interface ChipFraction {
  /** The numerator: negative for a fraction kept by the house. */
  readonly numerator: number;
  /** The denominator, positive. */
  readonly denominator: number;
}

/** What a settled bet moves, in chips. `stake = returned + lost`. */
export interface Settlement {
  /** The stake that was on the bet. */
  readonly stake: Chips;
  /** Chips of the stake handed back. */
  readonly returned: Chips;
  /** Chips of the stake kept by the house. */
  readonly lost: Chips;
  /** Winnings paid by the house, before commission: whole chips, rounded down. */
  readonly won: Chips;
  /** The exact winnings before rounding (`35/3` for 7:6 on 10). */
  readonly exact: ChipFraction;
  /** `won` minus `exact`: zero or negative, the fraction of a chip the house keeps (`-2/3`). */
  readonly roundingDelta: ChipFraction;
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
 * @example
 * ```ts
 * commissionFor(betSpec('lay4')!, 40, DEFAULT_RULES); // 1: lay 40 against 4 wins 20, 5% of 20
 * ```
 */
export function commissionFor(spec: BetSpec, stake: Chips, rules: CrapsRules): Chips {
  if (stake <= 0) return 0;
  if (spec.kind === 'buy') return commissionOf(rules, stake);
  if (spec.kind === 'lay') {
    const r = CRAPS_PAYOUTS.layOdds[spec.n as CrapsNumber];
    return commissionOf(rules, Math.floor((stake * r.pays) / r.per));
  }
  return 0;
}

const ZERO_FRACTION: ChipFraction = { numerator: 0, denominator: 1 };

/**
 * Settles a bet's stake under a resolution (`win`, `lose` or `push`). Fractions of a chip are not paid
 * (rounding `down`, `docs/decisions/002-money-rounding.md`), and the settlement says what was kept.
 *
 * @param spec - The bet.
 * @param stake - Its stake, in whole chips (a multiple of 4 for the horn).
 * @param resolution - What the roll did to it.
 * @param rules - The table's rules.
 * @example
 * ```ts
 * settleStake(betSpec('place6')!, 10, { kind: 'win', ratio: { pays: 7, per: 6 } }, DEFAULT_RULES);
 * // { stake: 10, returned: 10, lost: 0, won: 11, exact: 35/3, roundingDelta: -2/3, commission: 0 }
 * ```
 */
export function settleStake(spec: BetSpec, stake: Chips, resolution: Resolution, rules: CrapsRules): Settlement {
  switch (resolution.kind) {
    case 'lose':
      return {
        stake,
        returned: 0,
        lost: stake,
        won: 0,
        exact: ZERO_FRACTION,
        roundingDelta: ZERO_FRACTION,
        commission: 0,
      };
    case 'push':
      return {
        stake,
        returned: stake,
        lost: 0,
        won: 0,
        exact: ZERO_FRACTION,
        roundingDelta: ZERO_FRACTION,
        commission: 0,
      };
    case 'win': {
      // A horn bet is four equal bets on 2, 3, 11, 12: one part wins and is returned, three lose.
      const part = spec.kind === 'horn' ? stake / 4 : stake;
      const p = payoutOrThrow(part, resolution.ratio);
      const commission = rules.commissionOn === 'win' ? Math.min(p.win, commissionFor(spec, stake, rules)) : 0;
      return {
        stake,
        returned: part,
        lost: stake - part,
        won: p.win,
        exact: p.exact,
        roundingDelta: p.roundingDelta,
        commission,
      };
    }
    default:
      throw new Error(`settleStake: a ${resolution.kind} resolution moves no money.`);
  }
}

/**
 * The best payout a bet can get, as a ratio of its whole stake: what the balance limit counts. Pass and
 * don't pass odds pay by the point (2:1 and 5:6 at most when none is given); the field its best number;
 * the horn 30:1 on a quarter of the stake (30:4).
 *
 * @param spec - The bet.
 * @param point - The table's point (for pass and don't pass odds), or `null`.
 * @param rules - The table's rules.
 */
export function bestRatio(spec: BetSpec, point: CrapsNumber | null, rules: CrapsRules): Ratio {
  const P = CRAPS_PAYOUTS;
  const n = spec.n as CrapsNumber;
  switch (spec.kind) {
    case 'passOdds':
      return point === null ? P.odds[4] : P.odds[point];
    case 'dontPassOdds':
      return point === null ? P.layOdds[6] : P.layOdds[point];
    case 'comeOdds':
    case 'buy':
      return P.odds[n];
    case 'dontComeOdds':
    case 'lay':
      return P.layOdds[n];
    case 'place':
      return P.place[n];
    case 'placeToLose':
      return P.placeToLose[n];
    case 'hard':
      return P.hard[n as 4 | 6 | 8 | 10];
    case 'field': {
      let best: Ratio = P.even;
      for (const r of [rules.fieldPays2, rules.fieldPays12]) if (r.pays * best.per > best.pays * r.per) best = r;
      return best;
    }
    case 'any7':
      return P.any7;
    case 'anyCraps':
      return P.anyCraps;
    case 'two':
      return P.two;
    case 'three':
      return P.three;
    case 'eleven':
      return P.eleven;
    case 'twelve':
      return P.twelve;
    case 'horn':
      return { pays: P.two.pays, per: 4 * P.two.per };
    default:
      return P.even;
  }
}

/**
 * The most a bet of `stake` chips can win on one decision, in whole chips.
 *
 * @param spec - The bet.
 * @param stake - Its stake.
 * @param point - The table's point, or `null`.
 * @param rules - The table's rules.
 * @example
 * ```ts
 * maxWin(betSpec('horn')!, 8, null, DEFAULT_RULES); // 60: 2 chips on the 2 (or 12) at 30:1
 * ```
 */
export function maxWin(spec: BetSpec, stake: Chips, point: CrapsNumber | null, rules: CrapsRules): Chips {
  const r = bestRatio(spec, point, rules);
  return Math.floor((stake * r.pays) / r.per);
}

/** The 21 distinct rolls of two dice (the smaller die first), with how many of the 36 ways give each. */
export const ROLLS: readonly { readonly dice: DiceRoll; readonly ways: number }[] = (() => {
  const out: { dice: DiceRoll; ways: number }[] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = a; b <= 6; b++) out.push({ dice: [a as Die, b as Die], ways: a === b ? 1 : 2 });
  return out;
})();

/** The 21 distinct rolls ordered by total, a pair first within a total (so `[4, 4]` comes before `[2, 6]`). */
const BY_TOTAL: readonly DiceRoll[] = ROLLS.map((r) => r.dice)
  .slice()
  .sort((a, b) => diceTotal(a) - diceTotal(b) || Number(isHard(b)) - Number(isHard(a)) || a[0] - b[0]);

/** What one roll does to one bet of a given stake: the rule and the chips, as the round settles it. */
export interface BetOutcome {
  /** The bet. */
  readonly bet: BetId;
  /** Its stake. */
  readonly stake: Chips;
  /** The puck before the roll. */
  readonly point: CrapsNumber | null;
  /** The roll. */
  readonly dice: DiceRoll;
  /** Whether the bet works on this roll (see {@link isWorking}). */
  readonly working: boolean;
  /** What the roll does to it. */
  readonly resolution: Resolution;
  /** The chips it moves when it is decided (win, lose, push); `null` when it stays or travels. */
  readonly settlement: Settlement | null;
  /** The commission paid with the bet when it was made (buy and lay with `commissionOn: 'bet'`), else 0. */
  readonly commissionWithBet: Chips;
  /** Chips handed to the player on this roll: returned stake plus winnings less commission from the win. */
  readonly paid: Chips;
  /** `paid` minus the stake: the roll's result for the player (0 when the bet stays or travels). */
  readonly net: Chips;
}

/** What {@link settleBet} needs. */
export interface BetOnRoll {
  /** The bet id. */
  readonly bet: BetId;
  /** Its stake: whole chips from 1 to `MAX_STAKE` (a multiple of 4 for the horn). */
  readonly stake: Chips;
  /** The puck before the roll: a point, or `null` for a come-out roll. */
  readonly point: CrapsNumber | null;
  /** The roll. */
  readonly dice: DiceRoll;
}

/**
 * Validates dice given from outside: two whole numbers 1–6.
 *
 * @param value - Anything.
 * @returns The roll (a fresh array), or `craps/bad-roll`.
 */
export function checkDice(value: unknown): Result<DiceRoll, CrapsError> {
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((d: unknown) => typeof d === 'number' && Number.isInteger(d) && d >= 1 && d <= 6)
  ) {
    return ok([value[0] as Die, value[1] as Die]);
  }
  return crapsError('craps/bad-roll', { dice: show(value) });
}

function checkPoint(value: unknown): Result<CrapsNumber | null, CrapsError> {
  if (value === null || isBoxNumber(value)) return ok(value);
  return crapsError('craps/bad-point', { point: show(value), reason: 'not-a-box-number' });
}

/** Validates a bet and a stake given from outside, as `apply` does. */
function checkBetStake(bet: unknown, stake: unknown): Result<{ spec: BetSpec; stake: Chips }, CrapsError> {
  const spec = betSpec(bet);
  if (!spec) return crapsError('craps/unknown-bet', { bet: show(bet) });
  const problem = chipsProblem(stake, MAX_STAKE);
  if (problem) return crapsError('craps/bad-amount', { amount: show(stake), reason: problem, max: MAX_STAKE });
  const s = stake as number;
  if (spec.kind === 'horn' && s % 4 !== 0) return crapsError('craps/horn-stake', { total: s, multipleOf: 4 });
  return ok({ spec, stake: s });
}

function outcome(
  rules: CrapsRules,
  spec: BetSpec,
  stake: Chips,
  point: CrapsNumber | null,
  dice: DiceRoll,
): BetOutcome {
  const resolution = resolveBet(spec, point, dice, rules);
  const settlement =
    resolution.kind === 'win' || resolution.kind === 'lose' || resolution.kind === 'push'
      ? settleStake(spec, stake, resolution, rules)
      : null;
  const paid = settlement ? settlement.returned + settlement.won - settlement.commission : 0;
  return {
    bet: spec.id,
    stake,
    point,
    dice,
    working: isWorking(spec, point, rules),
    resolution,
    settlement,
    commissionWithBet: rules.commissionOn === 'bet' ? commissionFor(spec, stake, rules) : 0,
    paid,
    net: settlement ? paid - stake : 0,
  };
}

/**
 * What one roll does to one bet: whether it works, wins, loses, is returned, stays or travels, and the
 * chips — exactly as the round settles it. For the roll lab, the trainer's "which bets won" drills, and
 * anything else that asks "what happens to this bet on this roll".
 *
 * @param rules - The table's rules (checked).
 * @param on - The bet, its stake, the puck and the dice (each checked).
 * @returns The outcome, or a `craps/…` error for bad input.
 * @example
 * ```ts
 * settleBet(DEFAULT_RULES, { bet: 'place6', stake: 12, point: 4, dice: [3, 3] });
 * // ok: resolution win 7:6, settlement { returned: 12, won: 14, … }, paid 26, net 14
 * ```
 */
export function settleBet(rules: CrapsRules, on: BetOnRoll): Result<BetOutcome, CrapsError> {
  const r = checkRules(rules);
  if (!r.ok) return r;
  if (on === null || typeof on !== 'object') return crapsError('craps/unknown-bet', { bet: show(on) });
  const b = checkBetStake(on.bet, on.stake);
  if (!b.ok) return b;
  const point = checkPoint(on.point);
  if (!point.ok) return point;
  const dice = checkDice(on.dice);
  if (!dice.ok) return dice;
  return ok(outcome(r.value, b.value.spec, b.value.stake, point.value, dice.value));
}

/**
 * The rolls on which a bet wins with the puck on `point` (or off, `null`), ordered by total with a pair
 * first: what a drill asks about and where the payout calculator finds its winning roll.
 *
 * @param rules - The table's rules.
 * @param bet - The bet.
 * @param point - The puck before the roll.
 * @returns The distinct rolls (the smaller die first) that win it; empty for unknown input.
 * @example
 * ```ts
 * winningRolls(DEFAULT_RULES, 'hard8', 6); // [[4, 4]]
 * ```
 */
export function winningRolls(rules: CrapsRules, bet: BetId, point: CrapsNumber | null): readonly DiceRoll[] {
  checkRulesOrThrow(rules);
  const spec = betSpec(bet);
  if (!spec || !(point === null || isBoxNumber(point))) return [];
  return BY_TOTAL.filter((dice) => resolveBet(spec, point, dice, rules).kind === 'win');
}

/**
 * What a winning bet pays with the puck on `point` (where every bet works): the ratio, the whole chips
 * won with the fraction the table keeps, the commission (with the bet or from the win) and the chips
 * handed back — on the winning roll with the lowest total (a pair first). The site's payout calculator
 * and the trainer's payout drill show this.
 *
 * @param rules - The table's rules (checked).
 * @param bet - The bet.
 * @param stake - Its stake (checked; a multiple of 4 for the horn).
 * @param point - The point (pass and don't pass odds pay by it).
 * @returns The winning outcome, or a `craps/…` error for bad input.
 * @example
 * ```ts
 * const w = orThrow(winningPayout(DEFAULT_RULES, 'place6', 10, 8));
 * [w.settlement!.won, w.settlement!.roundingDelta]; // [11, { numerator: -2, denominator: 3 }]
 * ```
 */
export function winningPayout(
  rules: CrapsRules,
  bet: BetId,
  stake: Chips,
  point: CrapsNumber,
): Result<BetOutcome, CrapsError> {
  const r = checkRules(rules);
  if (!r.ok) return r;
  const b = checkBetStake(bet, stake);
  if (!b.ok) return b;
  if (!isBoxNumber(point)) {
    return crapsError('craps/bad-point', {
      point: show(point),
      reason: point === null || point === undefined ? 'needed' : 'not-a-box-number',
    });
  }
  const dice = winningRolls(r.value, b.value.spec.id, point)[0]!;
  return ok(outcome(r.value, b.value.spec, b.value.stake, point, dice));
}
