/**
 * Which bets may be placed, raised, reduced or taken down, and when: the named guards that the round,
 * the docs and the trainer share. Every refusal is a typed `craps/…` error saying what is allowed.
 *
 * @module
 */
import { CRAPS_PAYOUTS, type CrapsNumber, type CrapsRules } from '@croupier/paytables/craps';
import { err, ok, type Result, type RuleError } from '../result/index.js';
import { ALL_BETS, betSpec, type BetId, type BetSpec } from './bets.js';
import { maxLayOdds, maxTakeOdds } from './rules.js';
import { commissionFor } from './settle.js';
import type { CrapsTable, PlayerSeat } from './round.js';

/** The error codes of craps. */
export type CrapsErrorCode =
  | 'craps/unknown-player'
  | 'craps/unknown-bet'
  | 'craps/bad-amount'
  | 'craps/not-enough-chips'
  | 'craps/line-bet-after-point'
  | 'craps/come-before-point'
  | 'craps/contract-bet'
  | 'craps/cannot-increase'
  | 'craps/not-placeable'
  | 'craps/no-such-bet'
  | 'craps/odds-without-bet'
  | 'craps/odds-over-limit'
  | 'craps/odds-would-exceed-limit'
  | 'craps/horn-stake'
  | 'craps/bad-action'
  | 'craps/bad-roll';

/** A rule error of craps. */
export type CrapsError = RuleError<CrapsErrorCode>;

/** A change to a bet: a new bet, more on it, less on it, or taking it down. */
export type BetChange = 'place' | 'increase' | 'reduce' | 'remove';

/** The line bet a free-odds bet stands behind, e.g. `passOdds` → `pass`, `comeOdds6` → `come6`. */
export function oddsBase(spec: BetSpec): BetId | undefined {
  switch (spec.kind) {
    case 'passOdds':
      return 'pass';
    case 'dontPassOdds':
      return 'dontPass';
    case 'comeOdds':
      return `come${spec.n as CrapsNumber}`;
    case 'dontComeOdds':
      return `dontCome${spec.n as CrapsNumber}`;
    default:
      return undefined;
  }
}

/** The free-odds bet behind a line bet on its point, e.g. `come6` → `comeOdds6`; undefined for others. */
export function oddsOf(spec: BetSpec): BetId | undefined {
  switch (spec.kind) {
    case 'pass':
      return 'passOdds';
    case 'dontPass':
      return 'dontPassOdds';
    case 'comePoint':
      return `comeOdds${spec.n as CrapsNumber}`;
    case 'dontComePoint':
      return `dontComeOdds${spec.n as CrapsNumber}`;
    default:
      return undefined;
  }
}

/**
 * The most odds a player may have behind a line bet of `flat` chips, or `undefined` when the odds bet
 * has no point yet (pass odds on a come-out).
 *
 * @param spec - The odds bet.
 * @param point - The puck.
 * @param flat - The line bet behind which the odds stand.
 * @param rules - The table's rules.
 */
export function oddsLimitFor(
  spec: BetSpec,
  point: CrapsNumber | null,
  flat: number,
  rules: CrapsRules,
): number | undefined {
  const on = spec.kind === 'passOdds' || spec.kind === 'dontPassOdds' ? point : (spec.n as CrapsNumber);
  if (on === null) return undefined;
  return spec.kind === 'passOdds' || spec.kind === 'comeOdds'
    ? maxTakeOdds(rules, flat, on)
    : maxLayOdds(rules, flat, on);
}

const CONTRACT_NOTE = 'with passAfterPoint "contract" a pass or come bet on its point stays until it wins or loses';

/**
 * Whether a bet may be changed now, by the table's rules (amounts are checked by `apply`).
 *
 * @param table - The table.
 * @param rules - The table's rules.
 * @param player - Whose bet.
 * @param bet - The bet id.
 * @param change - `place` a new bet, `increase`, `reduce` or `remove` an existing one.
 * @returns `ok(true)`, or the rule error that forbids it.
 * @example
 * ```ts
 * canChange(table, casinoRules, 'ann', 'pass', 'remove'); // after the point: craps/contract-bet
 * ```
 */
export function canChange(
  table: CrapsTable,
  rules: CrapsRules,
  player: string,
  bet: string,
  change: BetChange,
): Result<true, CrapsError> {
  const seat: PlayerSeat | undefined = table.players[player];
  if (!seat) {
    return err(
      'craps/unknown-player',
      `No player "${player}" at the table; players: ${Object.keys(table.players).join(', ') || 'none'}.`,
      {
        player,
      },
    );
  }
  const spec = betSpec(bet);
  if (!spec) return err('craps/unknown-bet', `"${bet}" is not a craps bet; bets are ${ALL_BETS.join(', ')}.`, { bet });
  const has = (seat.bets[spec.id] ?? 0) > 0;
  if (change === 'place' && has) {
    return err('craps/bad-action', `There is already a ${spec.id} bet; increase it instead.`, { bet });
  }
  if (change !== 'place' && !has) {
    return err('craps/no-such-bet', `There is no ${spec.id} bet to ${change}; place it first.`, { bet });
  }
  const point = table.point;
  const grow = change === 'place' || change === 'increase';
  switch (spec.kind) {
    case 'pass':
    case 'dontPass': {
      if (point === null) return ok(true);
      if (change === 'place') {
        return err(
          'craps/line-bet-after-point',
          `A new ${spec.id} bet is made only before a come-out roll; the point is ${point} — bet come or don't come instead.`,
          { bet, point },
        );
      }
      if (spec.kind === 'dontPass') {
        return grow
          ? err(
              'craps/cannot-increase',
              `A don't pass bet may be reduced or taken down after the point, never increased.`,
              { bet },
            )
          : ok(true);
      }
      return rules.passAfterPoint === 'adjustable'
        ? ok(true)
        : err('craps/contract-bet', `The pass bet cannot be ${change}d after the point: ${CONTRACT_NOTE}.`, {
            bet,
            point,
          });
    }
    case 'come':
    case 'dontCome':
      if (change === 'place' && point === null) {
        return err(
          'craps/come-before-point',
          `${spec.id === 'come' ? 'Come' : "Don't come"} bets are made once a point is set; on a come-out roll bet ${spec.id === 'come' ? 'pass' : "don't pass"}.`,
          { bet },
        );
      }
      return ok(true);
    case 'comePoint':
    case 'dontComePoint':
      if (change === 'place') {
        return err(
          'craps/not-placeable',
          `${spec.id} is where a come bet travels; bet ${spec.kind === 'comePoint' ? 'come' : 'dontCome'} instead.`,
          {
            bet,
          },
        );
      }
      if (spec.kind === 'dontComePoint') {
        return grow
          ? err(
              'craps/cannot-increase',
              `A don't come bet on its point may be reduced or taken down, never increased.`,
              { bet },
            )
          : ok(true);
      }
      return rules.passAfterPoint === 'adjustable'
        ? ok(true)
        : err('craps/contract-bet', `The ${spec.id} bet cannot be ${change}d: ${CONTRACT_NOTE}.`, { bet });
    case 'passOdds':
    case 'dontPassOdds':
    case 'comeOdds':
    case 'dontComeOdds': {
      if (!grow) return ok(true);
      const base = oddsBase(spec)!;
      if (
        (seat.bets[base] ?? 0) === 0 ||
        ((spec.kind === 'passOdds' || spec.kind === 'dontPassOdds') && point === null)
      ) {
        return err(
          'craps/odds-without-bet',
          `Free odds ${spec.id} stand behind a ${base} bet on its point; there is none.`,
          {
            bet,
            needs: base,
          },
        );
      }
      return ok(true);
    }
    default:
      return ok(true);
  }
}

/** The smallest a line bet may be reduced to while its free odds stay within the limit (1 without odds). */
function smallestFlat(table: CrapsTable, rules: CrapsRules, seat: PlayerSeat, spec: BetSpec, current: number): number {
  const oddsId = oddsOf(spec);
  const odds = oddsId === undefined ? 0 : (seat.bets[oddsId] ?? 0);
  if (odds === 0) return 1;
  const oddsSpec = betSpec(oddsId!)!;
  let lo = 1;
  let hi = current;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if ((oddsLimitFor(oddsSpec, table.point, mid, rules) ?? 0) >= odds) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The most chips a buy or lay bet can grow by when its commission is paid with the bet. */
function affordable(spec: BetSpec, current: number, bank: number, rules: CrapsRules): number {
  const cost = (x: number) => x + commissionFor(spec, current + x, rules) - commissionFor(spec, current, rules);
  // The commission is a percentage of the bet (buy) or of its win (lay): start from the exact rate.
  const r = spec.kind === 'lay' ? CRAPS_PAYOUTS.layOdds[spec.n as CrapsNumber] : { pays: 1, per: 1 };
  let x = Math.floor((bank * 100 * r.per) / (100 * r.per + rules.commissionPercent * r.pays));
  while (x > 0 && cost(x) > bank) x--;
  while (cost(x + 1) <= bank) x++;
  return x;
}

/** One legal change and how far it may go. */
export interface LegalChange {
  /** The bet. */
  readonly bet: BetId;
  /** The change. */
  readonly change: BetChange;
  /** The largest amount it may move (chips to add, or to take back), where limited. */
  readonly max: number;
}

/**
 * Every change a player may make now, with the largest amount of each (the bank, the odds limit, the bet).
 * A roll is always legal for the table.
 *
 * @param table - The table.
 * @param rules - The table's rules.
 * @param player - The player.
 */
export function legalActions(table: CrapsTable, rules: CrapsRules, player: string): LegalChange[] {
  const seat = table.players[player];
  if (!seat) return [];
  const out: LegalChange[] = [];
  for (const bet of ALL_BETS) {
    const spec = betSpec(bet)!;
    const current = seat.bets[bet] ?? 0;
    for (const change of (current > 0 ? ['increase', 'reduce', 'remove'] : ['place']) as BetChange[]) {
      if (!canChange(table, rules, player, bet, change).ok) continue;
      let max: number;
      if (change === 'reduce')
        max = current - (spec.kind === 'horn' ? 4 : smallestFlat(table, rules, seat, spec, current));
      else if (change === 'remove') max = current;
      else {
        max = seat.bank;
        const base = oddsBase(spec);
        if (base !== undefined) {
          const limit = oddsLimitFor(spec, table.point, seat.bets[base] ?? 0, rules) ?? 0;
          max = Math.min(max, limit - current);
        }
        if (rules.commissionOn === 'bet' && (spec.kind === 'buy' || spec.kind === 'lay'))
          max = affordable(spec, current, seat.bank, rules);
        if (spec.kind === 'horn') max -= (current + max) % 4;
      }
      if (max > 0) out.push({ bet, change, max });
    }
  }
  return out;
}
