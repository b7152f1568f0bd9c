/**
 * Legality at the baccarat table as named guards — the very checks `apply` makes, so the round, the
 * site and the trainer ask the same question and get the same reason — and `legalActions`, which lists
 * every action `apply` accepts now, with the stakes each seat may put on each bet.
 *
 * @module
 */
import { chipsProblem, MAX_BALANCE, MAX_STAKE, type Chips, type Ratio } from '../money/index.js';
import { ALLOWED, ok, show, type Allowed, type Result } from '../result/index.js';
import { baccaratError, type BaccaratError } from './errors.js';
import {
  BACCARAT_BETS,
  betTerms,
  isBaccaratBet,
  offeredBets,
  SIDE_BET_PAYS_KEY,
  type BaccaratBet,
  type BaccaratRules,
} from './rules.js';
import type { BaccaratActionType, BaccaratLegal, BaccaratState, PlacedBet } from './state.js';

const NEXT: Readonly<Record<BaccaratState['phase'], readonly BaccaratActionType[]>> = {
  betting: ['bet', 'deal'],
  playerRule: ['playerRule'],
  bankerRule: ['bankerRule'],
  decided: ['settle'],
  settled: ['nextCoup'],
};

/**
 * The action types `apply` takes in a phase.
 *
 * @param state - The table.
 * @returns `['bet', 'deal']` while betting, then exactly one dealer's step at a time.
 */
export function actionTypesNow(state: BaccaratState): readonly BaccaratActionType[] {
  return NEXT[state.phase];
}

const NOTHING: Ratio = { pays: 0, per: 1 };
const better = (a: Ratio | null, b: Ratio): Ratio => (a !== null && a.pays * b.per > b.pays * a.per ? a : b);

/** The best ratio a bet can pay (by value), for the bound on what a table may pay out. */
function bestRatio(rules: BaccaratRules, bet: BaccaratBet): Ratio {
  switch (bet) {
    case 'banker':
      return better(rules.bankerSixPays, rules.bankerPays);
    case 'player':
      return rules.playerPays;
    case 'tie':
      return rules.tiePays;
    case 'perfectPair':
      return better(rules.perfectPairBothPays, rules.perfectPairPays ?? NOTHING);
    default:
      return rules[SIDE_BET_PAYS_KEY[bet]] ?? NOTHING;
  }
}

/** The most a stake can win at a ratio, rounded up (whatever the table's rounding); exact below 2⁵³. */
function bestWin(stake: number, r: Ratio): number {
  return Math.ceil((stake * r.pays) / r.per);
}

/**
 * The table's chips with every bet on the layout paid at its best: the balances plus each stake and its
 * best win. The table keeps it within `MAX_BALANCE`, so these sums of numbers stay exact (below 2⁵³).
 */
function tableAtBest(state: BaccaratState): number {
  let total = 0;
  for (const id of Object.keys(state.balances)) total += state.balances[id]!;
  for (const b of state.bets) total += b.stake + bestWin(b.stake, bestRatio(state.rules, b.bet));
  return total;
}

/** The stake already on one player's bet. */
function stakeOn(bets: readonly PlacedBet[], player: string, bet: BaccaratBet): number {
  for (const b of bets) if (b.player === player && b.bet === bet) return b.stake;
  return 0;
}

/**
 * Whether adding `s` to a bet that holds `already` keeps the table within `MAX_BALANCE` at its best. A
 * stake moves from the balance to the layout, so only its win adds: the new total T = already + s may
 * win ⌈T·pays/per⌉ ≤ L, where L is the room left plus what `already` may win.
 */
function fitsTable(r: Ratio, already: number, s: number, atBest: number): boolean {
  return bestWin(already + s, r) <= MAX_BALANCE - atBest + bestWin(already, r);
}

/** The most a player may still add to a bet under the table's bound: T ≤ ⌊L·per/pays⌋ (in BigInt). */
function tableRoomFor(r: Ratio, already: number, atBest: number): number {
  const room = BigInt(MAX_BALANCE - atBest + bestWin(already, r));
  const most = (room * BigInt(r.per)) / BigInt(r.pays) - BigInt(already);
  return most < 0n ? 0 : most > BigInt(MAX_STAKE) ? MAX_STAKE : Number(most);
}

/** A bet `apply` would take: the checked fields. */
export interface CheckedBet {
  /** The seat. */
  readonly player: string;
  /** The bet. */
  readonly bet: BaccaratBet;
  /** The stake. */
  readonly stake: Chips;
}

/**
 * Checks a bet exactly as `apply` does: the phase, the seat, the bet (known and offered), the stake
 * (a whole number of chips, within the balance and the bounds of decision 002, whole payouts at a
 * whole-chips table).
 *
 * @param state - The table.
 * @param action - The bet as given (anything; JSON can carry it).
 * @returns The checked bet, or the rule error `apply` returns.
 */
export function checkBet(state: BaccaratState, action: unknown): Result<CheckedBet, BaccaratError> {
  if (state.phase !== 'betting') {
    return baccaratError('baccarat/bet-after-deal', { phase: state.phase, allowed: actionTypesNow(state) });
  }
  const a = (action ?? {}) as { player?: unknown; bet?: unknown; stake?: unknown };
  const seated = Object.keys(state.balances);
  const player = a.player;
  if (typeof player !== 'string' || !Object.hasOwn(state.balances, player)) {
    return baccaratError('baccarat/unknown-player', { player: show(player), seated: seated.slice(0, 14) });
  }
  const bet = a.bet;
  if (!isBaccaratBet(bet)) return baccaratError('baccarat/unknown-bet', { bet: show(bet), allowed: BACCARAT_BETS });
  const best = bestRatio(state.rules, bet);
  if (best.pays === 0) return baccaratError('baccarat/bet-not-offered', { bet, offered: offeredBets(state.rules) });
  const stake = a.stake;
  const problem = chipsProblem(stake, MAX_STAKE);
  if (problem) return baccaratError('baccarat/bad-stake', { reason: problem, stake: show(stake), max: MAX_STAKE });
  const s = stake as number;
  const balance = state.balances[player]!;
  if (s > balance) return baccaratError('baccarat/insufficient-balance', { player, stake: s, balance });
  const already = stakeOn(state.bets, player, bet);
  if (already + s > MAX_STAKE) {
    return baccaratError('baccarat/over-limit', {
      reason: 'stake',
      stake: s,
      max: MAX_STAKE - already,
      limit: MAX_STAKE,
    });
  }
  if (state.rules.rounding === 'refuse') {
    const terms = betTerms(state.rules, bet);
    if (s % terms.stakeUnit !== 0) {
      const r = terms.payouts.find((p) => (s * p.ratio.pays) % p.ratio.per !== 0)?.ratio ?? terms.payouts[0]!.ratio;
      return baccaratError('baccarat/fractional-payout', {
        stake: s,
        ratio: `${r.pays}:${r.per}`,
        multipleOf: terms.stakeUnit,
      });
    }
  }
  const atBest = tableAtBest(state);
  if (!fitsTable(best, already, s, atBest)) {
    const max = tableRoomFor(best, already, atBest);
    return baccaratError('baccarat/over-limit', { reason: 'table', stake: s, max, limit: MAX_BALANCE });
  }
  return ok({ player, bet, stake: s });
}

/**
 * Whether a bet may be placed now; the same answer `apply` gives.
 *
 * @param state - The table.
 * @param bet - The bet as given: `{ player, bet, stake }`.
 * @returns `{ ok: true, value: true }`, or the reason (`baccarat/insufficient-balance` with `{ player, stake, balance }`, …).
 * @example
 * ```ts
 * canBet(table, { player: 'anna', bet: 'banker', stake: 5000 });
 * // { ok: false, error: { code: 'baccarat/insufficient-balance', details: { player: 'anna', stake: 5000, balance: 1000 } } }
 * ```
 */
export function canBet(state: BaccaratState, bet: unknown): Allowed<BaccaratError> {
  const r = checkBet(state, bet);
  return r.ok ? ALLOWED : r;
}

/**
 * Whether the coup can be dealt now (bets are optional).
 *
 * @param state - The table.
 */
export function canDeal(state: BaccaratState): Allowed<BaccaratError> {
  return state.phase === 'betting'
    ? ALLOWED
    : baccaratError('baccarat/wrong-phase', { phase: state.phase, action: 'deal', allowed: actionTypesNow(state) });
}

/**
 * The stakes a seat may put on a bet now: from `min` to `max` in multiples of `multipleOf`, or `null`
 * when it may not bet on it (not offered, no chips, a bound reached, or not the betting phase).
 *
 * @param state - The table.
 * @param player - The seat.
 * @param bet - The bet.
 * @example
 * ```ts
 * stakeRange(table, 'anna', 'banker'); // { min: 1, max: 1000, multipleOf: 1 }
 * ```
 */
export function stakeRange(
  state: BaccaratState,
  player: string,
  bet: BaccaratBet,
): { readonly min: Chips; readonly max: Chips; readonly multipleOf: number } | null {
  return rangeOf(state, player, bet, undefined);
}

function rangeOf(
  state: BaccaratState,
  player: string,
  bet: BaccaratBet,
  atBest: number | undefined,
): { readonly min: Chips; readonly max: Chips; readonly multipleOf: number } | null {
  if (state.phase !== 'betting' || typeof player !== 'string' || !Object.hasOwn(state.balances, player)) return null;
  if (!isBaccaratBet(bet)) return null;
  const best = bestRatio(state.rules, bet);
  if (best.pays === 0) return null;
  const already = stakeOn(state.bets, player, bet);
  const unit = state.rules.rounding === 'refuse' ? betTerms(state.rules, bet).stakeUnit : 1;
  const table = atBest ?? tableAtBest(state);
  let most = Math.min(state.balances[player]!, MAX_STAKE - already);
  if (!fitsTable(best, already, most, table)) most = Math.min(most, tableRoomFor(best, already, table));
  const max = most - (most % unit);
  return max >= unit ? { min: unit, max, multipleOf: unit } : null;
}

/**
 * Everything `apply` accepts now: while betting, every seat's every offered bet with its stake range,
 * and `deal`; then the one dealer's step of the phase. Never empty.
 *
 * @param state - The table.
 * @example
 * ```ts
 * legalActions(table);
 * // [{ type: 'bet', player: 'anna', bet: 'banker', min: 1, max: 1000, multipleOf: 1 }, …, { type: 'deal' }]
 * ```
 */
export function legalActions(state: BaccaratState): readonly BaccaratLegal[] {
  if (state.phase !== 'betting') return [{ type: NEXT[state.phase][0]! as Exclude<BaccaratActionType, 'bet'> }];
  const legal: BaccaratLegal[] = [];
  const atBest = tableAtBest(state);
  const bets = offeredBets(state.rules);
  for (const player of Object.keys(state.balances)) {
    if (state.balances[player] === 0) continue;
    for (const bet of bets) {
      const range = rangeOf(state, player, bet, atBest);
      if (range) legal.push({ type: 'bet', player, bet, ...range });
    }
  }
  legal.push({ type: 'deal' });
  return legal;
}

/**
 * Whether the coup is over and settled.
 *
 * @param state - The table.
 */
export function isSettled(state: BaccaratState): boolean {
  return state.phase === 'settled';
}
