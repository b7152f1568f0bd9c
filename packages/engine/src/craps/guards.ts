/**
 * Which bets may be placed, raised, reduced or taken down, when, and by how much: the named guards the
 * round, the site and the trainer share, and `legalActions` with the exact range of amounts `apply`
 * accepts for every change. Every refusal is the very `craps/…` error `apply` returns.
 *
 * Ranges are computed, never enumerated: the largest bet a bank allows (with the buy/lay commission paid
 * with it), the odds limit, the stake and balance limits, and the smallest a line bet may shrink to under
 * its odds are closed forms or binary searches of at most about 50 steps, so `legalActions` answers in
 * the same time for a bank of 10 chips or of 10^15.
 *
 * @module
 */
import { MAX_BALANCE, MAX_STAKE, type Chips } from '../money/index.js';
import { ALLOWED, show, type Allowed } from '../result/index.js';
import { ALL_BETS, betSpec, type BetId, type BetSpec } from './bets.js';
import { crapsError, type BetChange, type CrapsError, type CrapsErrorCode, type CrapsErrorDetails } from './errors.js';
import { oddsBase, oddsLimitFor, oddsOf } from './rules.js';
import { commissionFor, maxWin, bestRatio } from './settle.js';
import { seatAndBet, seatOf } from './lookup.js';
import type { CrapsLegal, CrapsSeat, CrapsState } from './state.js';

export { seatOf } from './lookup.js';

const ALL_SPECS: readonly BetSpec[] = ALL_BETS.map((id) => betSpec(id)!);

/** The changes a bet may undergo. */
export const BET_CHANGES: readonly BetChange[] = ['bet', 'reduce', 'remove'];

/**
 * Chips one seat has on the layout.
 *
 * @param seat - The seat.
 */
export function onTable(seat: CrapsSeat): Chips {
  let s = 0;
  for (const id in seat.bets) s += seat.bets[id as BetId] ?? 0;
  return s;
}

/**
 * The most all of a seat's bets could win at once (each bet's best payout, summed), counted up to just
 * past `MAX_BALANCE`: enough to decide the balance limit, and small enough to stay exact.
 *
 * @param state - The table.
 * @param seat - The seat.
 * @param except - A bet to leave out (the one being changed).
 */
export function seatMaxWin(state: CrapsState, seat: CrapsSeat, except?: BetId): Chips {
  let s = 0;
  for (const id in seat.bets) {
    if (id === except) continue;
    s += maxWin(betSpec(id)!, seat.bets[id as BetId] ?? 0, state.point, state.rules);
    if (s > MAX_BALANCE) return s;
  }
  return s;
}

/**
 * Whether a bet may be changed now by the table's rules (the amounts are checked by `apply`, and
 * ranged by {@link legalActions}).
 *
 * @param state - The table.
 * @param player - Whose bet.
 * @param bet - The bet id.
 * @param change - `bet` (place it or add to it), `reduce` or `remove`.
 * @returns `ALLOWED`, or the rule error `apply` would return, e.g. `craps/contract-bet` with
 *   `{ bet: 'pass', change: 'remove', point: 6 }`.
 * @example
 * ```ts
 * canChange(casinoTableAtPoint6, 'ann', 'pass', 'remove'); // craps/contract-bet
 * canChange(seedTableAtPoint6, 'ann', 'pass', 'remove'); // ALLOWED: the text lets it come down
 * ```
 */
export function canChange(state: CrapsState, player: unknown, bet: unknown, change: BetChange): Allowed<CrapsError> {
  const target = seatAndBet(state, player, bet);
  if (!target.ok) return target;
  if (!BET_CHANGES.includes(change)) {
    return crapsError('craps/bad-action', { action: show(change), allowed: BET_CHANGES });
  }
  return changeRule(state, target.value.seat, target.value.spec, change);
}

/** A refusal before its message is written: what {@link changeRule} and `legalActions` share. */
type Refusal = { [C in CrapsErrorCode]: { readonly code: C; readonly details: CrapsErrorDetails[C] } }[CrapsErrorCode];

/**
 * The rule of a line or come bet standing on its point, written once for both: a don't bet may come down
 * but never grow; a do bet is a contract bet unless the table lets it be adjusted.
 */
function onItsPoint(
  dont: boolean,
  bet: BetId,
  change: BetChange,
  point: number | null,
  passAfterPoint: CrapsState['rules']['passAfterPoint'],
): Refusal | null {
  if (dont) return change === 'bet' ? { code: 'craps/cannot-increase', details: { bet } } : null;
  return passAfterPoint === 'adjustable' ? null : { code: 'craps/contract-bet', details: { bet, change, point } };
}

/**
 * Why the rules forbid a change now, or `null`: the one place the timing rules are written. No message
 * is made here, so `legalActions` can ask about every bet cheaply.
 */
function refusal(state: CrapsState, seat: CrapsSeat, spec: BetSpec, change: BetChange): Refusal | null {
  const bet = spec.id;
  const has = (seat.bets[bet] ?? 0) > 0;
  if (change !== 'bet' && !has) return { code: 'craps/no-such-bet', details: { player: seat.id, bet, change } };
  const point = state.point;
  const rules = state.rules;
  switch (spec.kind) {
    case 'pass':
    case 'dontPass': {
      if (point === null) return null;
      if (change === 'bet' && !has) {
        return {
          code: 'craps/line-bet-after-point',
          details: { bet, point, instead: spec.kind === 'pass' ? 'come' : 'dontCome' },
        };
      }
      return onItsPoint(spec.kind === 'dontPass', bet, change, point, rules.passAfterPoint);
    }
    case 'come':
    case 'dontCome':
      if (change === 'bet' && point === null) {
        return {
          code: 'craps/come-before-point',
          details: { bet, instead: spec.kind === 'come' ? 'pass' : 'dontPass' },
        };
      }
      return null;
    case 'comePoint':
    case 'dontComePoint':
      if (change === 'bet' && !has) {
        return {
          code: 'craps/not-placeable',
          details: { bet, instead: spec.kind === 'comePoint' ? 'come' : 'dontCome' },
        };
      }
      return onItsPoint(spec.kind === 'dontComePoint', bet, change, point, rules.passAfterPoint);
    case 'passOdds':
    case 'dontPassOdds':
    case 'comeOdds':
    case 'dontComeOdds': {
      if (change !== 'bet') return null;
      const needs = oddsBase(spec)!;
      if ((seat.bets[needs] ?? 0) === 0)
        return { code: 'craps/odds-without-bet', details: { bet, needs, reason: 'no-bet' } };
      if ((spec.kind === 'passOdds' || spec.kind === 'dontPassOdds') && point === null) {
        return { code: 'craps/odds-without-bet', details: { bet, needs, reason: 'no-point' } };
      }
      return null;
    }
    default:
      return null;
  }
}

/**
 * {@link canChange} for a seat and a bet already looked up.
 *
 * @param state - The table.
 * @param seat - The seat.
 * @param spec - The bet.
 * @param change - The change.
 */
export function changeRule(state: CrapsState, seat: CrapsSeat, spec: BetSpec, change: BetChange): Allowed<CrapsError> {
  const r = refusal(state, seat, spec, change);
  return r === null ? ALLOWED : (crapsError(r.code, r.details as never) as Allowed<CrapsError>);
}

/**
 * The chips a multiple of which a bet holds: 4 for the horn (four equal bets), 1 for every other bet.
 *
 * @param spec - The bet.
 */
export function stakeStep(spec: BetSpec): Chips {
  return spec.kind === 'horn' ? 4 : 1;
}

/**
 * The most odds allowed behind a line bet of `flat` chips, for the odds bet behind `spec` (0 if none).
 */
function oddsLimitBehind(state: CrapsState, spec: BetSpec, flat: number): number {
  return oddsLimitFor(spec, state.point, flat, state.rules) ?? 0;
}

/** What the balance limit needs of a seat: its chips, and the most each of its bets could win. */
export interface SeatTotals {
  /** Bank plus stakes. */
  readonly worth: Chips;
  /** The sum of every bet's best win (counted up to just past `MAX_BALANCE`). */
  readonly maxWin: Chips;
}

function totalsOf(state: CrapsState, seat: CrapsSeat): SeatTotals {
  return { worth: seat.bank + onTable(seat), maxWin: seatMaxWin(state, seat) };
}

/**
 * The largest amount a bet may grow by now, before the horn's multiple of 4: the stake limit, the odds
 * limit, the bank (with the commission paid with a buy or lay bet), and the balance limit.
 */
function largestAddition(state: CrapsState, seat: CrapsSeat, spec: BetSpec, totals: SeatTotals): Chips {
  const current = seat.bets[spec.id] ?? 0;
  let cap = Math.min(MAX_STAKE - current, seat.bank);
  const base = oddsBase(spec);
  if (base !== undefined) cap = Math.min(cap, oddsLimitBehind(state, spec, seat.bets[base] ?? 0) - current);
  if (cap <= 0) return 0;
  // Balance limit: the player's chips plus the most their bets could win stay within MAX_BALANCE.
  const own = maxWin(spec, current, state.point, state.rules);
  const room = MAX_BALANCE - totals.worth - (totals.maxWin - own);
  if (room < 0) return 0;
  if (maxWin(spec, current + cap, state.point, state.rules) > room) {
    // maxWin(t) = ⌊t · pays / per⌋ ≤ room  ⇔  t ≤ ⌊((room + 1) · per − 1) / pays⌋ (in BigInt: room · per may pass 2^53)
    const r = bestRatio(spec, state.point, state.rules);
    const most = Number((BigInt(room + 1) * BigInt(r.per) - 1n) / BigInt(r.pays));
    cap = Math.min(cap, most - current);
    if (cap <= 0) return 0;
  }
  if (state.rules.commissionOn === 'bet' && (spec.kind === 'buy' || spec.kind === 'lay')) {
    // The commission grows with the bet: the largest x with x + its extra commission ≤ bank.
    const paid = commissionFor(spec, current, state.rules);
    const cost = (x: number) => x + commissionFor(spec, current + x, state.rules) - paid;
    if (cost(cap) > seat.bank) {
      let lo = 0;
      let hi = cap;
      while (lo < hi) {
        const mid = lo + Math.ceil((hi - lo) / 2);
        if (cost(mid) <= seat.bank) lo = mid;
        else hi = mid - 1;
      }
      cap = lo;
    }
  }
  return cap;
}

/**
 * The smallest a line bet may be reduced to while the odds behind it stay within the limit (1 when it
 * has no odds).
 */
function smallestFlat(state: CrapsState, seat: CrapsSeat, spec: BetSpec, current: Chips): Chips {
  const oddsId = oddsOf(spec);
  const odds = oddsId === undefined ? 0 : (seat.bets[oddsId] ?? 0);
  if (odds === 0) return 1;
  const oddsSpec = betSpec(oddsId)!;
  let lo = 1;
  let hi = current;
  while (lo < hi) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (oddsLimitBehind(state, oddsSpec, mid) >= odds) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The range of chips that may be added to a bet now (placing it or raising it), or `null` if none.
 *
 * @param state - The table.
 * @param seat - The seat.
 * @param spec - The bet.
 * @param totals - The seat's chips and best wins (computed if not given).
 */
export function betRange(
  state: CrapsState,
  seat: CrapsSeat,
  spec: BetSpec,
  totals: SeatTotals = totalsOf(state, seat),
): { readonly min: Chips; readonly max: Chips; readonly step: Chips } | null {
  if (refusal(state, seat, spec, 'bet') !== null) return null;
  const step = stakeStep(spec);
  const add = largestAddition(state, seat, spec, totals);
  const max = add - (add % step);
  return max >= step ? { min: step, max, step } : null;
}

/**
 * The range of chips that may be taken back from a bet now, or `null` if none.
 *
 * @param state - The table.
 * @param seat - The seat.
 * @param spec - The bet.
 */
export function reduceRange(
  state: CrapsState,
  seat: CrapsSeat,
  spec: BetSpec,
): { readonly min: Chips; readonly max: Chips; readonly step: Chips } | null {
  if (refusal(state, seat, spec, 'reduce') !== null) return null;
  const current = seat.bets[spec.id] ?? 0;
  const step = stakeStep(spec);
  const max = current - Math.max(step, smallestFlat(state, seat, spec, current));
  return max >= step ? { min: step, max: max - (max % step), step } : null;
}

/**
 * Everything `apply` accepts now: the roll, and for each player every bet they may place, raise,
 * reduce or take down, with the exact range of amounts (every multiple of `step` from `min` to `max`).
 *
 * @param state - The table.
 * @param player - Only this player's changes (the roll, the table's action, is then left out); an
 *   unknown player has none.
 * @returns The entries, the roll first; never empty without a player (a roll is always legal).
 * @example
 * ```ts
 * legalActions(state, 'ann').find((a) => a.type === 'bet' && a.bet === 'passOdds');
 * // { type: 'bet', player: 'ann', bet: 'passOdds', min: 1, max: 50, step: 1 } — 5× behind 10 on a 6
 * ```
 */
export function legalActions(state: CrapsState, player?: string): CrapsLegal[] {
  const out: CrapsLegal[] = [];
  let seats: readonly CrapsSeat[] = state.seats;
  if (player !== undefined) {
    const seat = seatOf(state, player);
    if (!seat) return out;
    seats = [seat];
  } else out.push({ type: 'roll' });
  for (const seat of seats) {
    const totals = totalsOf(state, seat);
    for (const spec of ALL_SPECS) {
      const id = spec.id;
      const b = betRange(state, seat, spec, totals);
      if (b) out.push({ type: 'bet', player: seat.id, bet: id, min: b.min, max: b.max, step: b.step });
      if ((seat.bets[id] ?? 0) > 0) {
        const r = reduceRange(state, seat, spec);
        if (r) out.push({ type: 'reduce', player: seat.id, bet: id, min: r.min, max: r.max, step: r.step });
        if (refusal(state, seat, spec, 'remove') === null) out.push({ type: 'remove', player: seat.id, bet: id });
      }
    }
  }
  return out;
}
