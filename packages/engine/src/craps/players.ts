/**
 * Seat players for a full craps table, and the driver that rolls the dice for them.
 *
 * A seat player bets as typical players do: a «Проходит» (pass line) player puts its line bet on the
 * come-out, takes odds behind the point and, at a rate, makes come bets with odds while a point is on;
 * a «Не проходит» (don't) player does the same on the don't side, laying the odds; a place player puts
 * its chips on 6 and 8 once a point is set. Every bet is placed only where `legalActions` offers it and
 * clipped into its range (the odds limit, the seat's chips, the table's bounds); random choices come
 * from an `Rng`, so a table replays from one seed. The table holds at most `crapsTableLimits.value.players`
 * seats; `start` refuses more.
 *
 * @example
 * ```ts
 * const rules = resolveRulesOrThrow({ preset: 'casino' });
 * playCrapsTable(rules, [{ id: 'anna', chips: 1000, style: { kind: 'pass', line: 10, odds: 2 } }], { rolls: 500, seed: 1 });
 * ```
 * @module
 */
import type { CrapsRules } from '@croupier/paytables/craps';
import type { Seed } from '../game/index.js';
import type { Chips } from '../money/index.js';
import { ok, show, type Result } from '../result/index.js';
import { seededRng, type Rng } from '../rng/index.js';
import type { BetId } from './bets.js';
import { crapsError, type CrapsError } from './errors.js';
import { legalActions } from './guards.js';
import { apply, playerView, start } from './round.js';
import type { CrapsAction, CrapsLegal, CrapsState, CrapsView } from './state.js';

/**
 * How a craps seat player bets:
 * - `pass`: `line` on «Проходит» at the come-out, odds of `odds` times the line behind the point (as far
 *   as the table's odds limit allows), and at `comeRate` a come bet of `line` on each roll with a point
 *   on, with the same odds once it travels, up to `maxCome` come numbers;
 * - `dont`: the same on «Не проходит» and «Не приходит» (don't come), laying the odds;
 * - `place`: `stake` on place 6 and place 8 while a point is on (taken down by the seven-out as the table
 *   settles them).
 */
export type CrapsPlayStyle =
  | {
      readonly kind: 'pass' | 'dont';
      readonly line: Chips;
      readonly odds: number;
      readonly comeRate?: number;
      readonly maxCome?: number;
    }
  | { readonly kind: 'place'; readonly stake: Chips };

/** A bet a player wants: the driver places it clipped into its legal range. */
export interface CrapsWantedBet {
  /** The bet. */
  readonly bet: BetId;
  /** Its stake before clipping. */
  readonly amount: Chips;
}

/** A craps seat player's decisions before each roll. */
export interface CrapsPolicy {
  /** The bets to add before this roll (the driver keeps those `legalActions` offers). */
  bets(view: CrapsView, player: string): CrapsWantedBet[];
}

const uniform = (rng: Rng) => rng.nextUint32() / 4294967296;

/**
 * A craps seat player's policy.
 *
 * @param style - How it bets.
 * @param rng - Its randomness (the come-bet rate).
 * @example
 * ```ts
 * crapsPolicy({ kind: 'pass', line: 10, odds: 2 }, seededRng(1)).bets(playerView(state), 'anna');
 * ```
 */
export function crapsPolicy(style: CrapsPlayStyle, rng: Rng): CrapsPolicy {
  return {
    bets(view, player) {
      const seat = view.seats.find((s) => s.id === player);
      if (!seat) return [];
      const on = (b: BetId) => (seat.bets[b] ?? 0) > 0;
      const out: CrapsWantedBet[] = [];
      if (style.kind === 'place') {
        if (view.point !== null) {
          if (!on('place6')) out.push({ bet: 'place6', amount: style.stake });
          if (!on('place8')) out.push({ bet: 'place8', amount: style.stake });
        }
        return out;
      }
      const dont = style.kind === 'dont';
      const line: BetId = dont ? 'dontPass' : 'pass';
      const lineOdds: BetId = dont ? 'dontPassOdds' : 'passOdds';
      if (view.point === null) {
        if (!on(line)) out.push({ bet: line, amount: style.line });
        return out;
      }
      if (on(line) && !on(lineOdds) && style.odds > 0) out.push({ bet: lineOdds, amount: style.line * style.odds });
      let comes = 0;
      for (const n of [4, 5, 6, 8, 9, 10] as const) {
        const point: BetId = dont ? `dontCome${n}` : `come${n}`;
        const odds: BetId = dont ? `dontComeOdds${n}` : `comeOdds${n}`;
        if (!on(point)) continue;
        comes++;
        if (!on(odds) && style.odds > 0) out.push({ bet: odds, amount: (seat.bets[point] ?? 0) * style.odds });
      }
      const rate = style.comeRate ?? 0;
      const come: BetId = dont ? 'dontCome' : 'come';
      if (rate > 0 && comes < (style.maxCome ?? 2) && !on(come) && (rate >= 1 || uniform(rng) < rate)) {
        out.push({ bet: come, amount: style.line });
      }
      return out;
    },
  };
}

/**
 * A wanted bet clipped into the range `legalActions` offers for it: cut to `max`, down to the range's
 * step, or `null` when the bet is not offered now or falls below `min`.
 *
 * @param legal - The seat's legal actions now.
 * @param player - The seat.
 * @param want - The bet wanted.
 * @example
 * ```ts
 * clipCrapsBet(legalActions(state, 'anna'), 'anna', { bet: 'passOdds', amount: 50 }); // up to the odds limit
 * ```
 */
export function clipCrapsBet(
  legal: readonly CrapsLegal[],
  player: string,
  want: CrapsWantedBet,
): Extract<CrapsAction, { type: 'bet' }> | null {
  for (const a of legal) {
    if (a.type !== 'bet' || a.player !== player || a.bet !== want.bet) continue;
    let amount = Math.min(want.amount, a.max);
    amount -= amount % a.step;
    return amount >= a.min ? { type: 'bet', player, bet: want.bet, amount } : null;
  }
  return null;
}

/** A craps player at the table. */
export interface CrapsSeatPlayer {
  /** The seat's id. */
  readonly id: string;
  /** Its chips at the start. */
  readonly chips: Chips;
  /** How it bets. */
  readonly style: CrapsPlayStyle;
}

/** Options of {@link playCrapsTable}. */
export interface CrapsTableOptions {
  /** Rolls of the dice. */
  readonly rolls: number;
  /** The seed of the dice and the players' randomness. */
  readonly seed: Seed;
  /** Called after every roll. */
  readonly onRoll?: (summary: CrapsRollSummary, state: CrapsState) => void;
}

/** One roll at the table. */
export interface CrapsRollSummary {
  /** The roll's number, from 1. */
  readonly roll: number;
  /** The dice's total. */
  readonly total: number;
  /** Each seat's net from its bets settled by this roll (commissions included), in seat order. */
  readonly nets: readonly Chips[];
}

/** What {@link playCrapsTable} returns. */
export interface CrapsTableRun {
  /** The table after the last roll. */
  readonly state: CrapsState;
  /** Each seat's net over the run from settled bets, in seat order (stakes still on the layout are not counted). */
  readonly nets: readonly Chips[];
}

/**
 * Rolls the dice for a table of seat players through the public round API: before every roll each seat
 * adds the bets its style wants, as `legalActions` offers them, then the table's dice roll.
 *
 * @param rules - The table's rules.
 * @param players - The players in seat order (at most `crapsTableLimits.value.players`).
 * @param options - Rolls, the seed, a callback per roll.
 * @returns The run, or `craps/bad-players` (two of one name, a bad rate) or `start`'s errors
 *   (`bad-setup`: more players than the table has) — nothing is rolled then.
 * @example
 * ```ts
 * playCrapsTable(rules, players, { rolls: 1000, seed: 'shift-1' });
 * ```
 */
export function playCrapsTable(
  rules: CrapsRules,
  players: readonly CrapsSeatPlayer[],
  options: CrapsTableOptions,
): Result<CrapsTableRun, CrapsError> {
  const seen = new Set<string>();
  for (const p of players) {
    if (seen.has(p.id)) return crapsError('craps/bad-players', { reason: 'duplicate', player: p.id });
    seen.add(p.id);
    const rate = p.style.kind === 'place' ? 0 : (p.style.comeRate ?? 0);
    if (!(rate >= 0 && rate <= 1)) {
      return crapsError('craps/bad-players', { reason: 'rate', player: p.id, value: show(rate) });
    }
  }
  const seats: Record<string, Chips> = {};
  for (const p of players) seats[p.id] = p.chips;
  const started = start(rules, { seats, seed: options.seed });
  if (!started.ok) return started;
  const master = seededRng(`${show(options.seed)}/players`);
  const policies = players.map((p) => crapsPolicy(p.style, seededRng(master.nextUint32())));
  let state: CrapsState = started.value.state;
  const step = (s: CrapsState, a: CrapsAction): CrapsState => {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`A seat player chose an action the table refused: ${r.error.message}`);
    return r.value.state;
  };
  const nets = players.map(() => 0);
  for (let roll = 1; roll <= options.rolls; roll++) {
    for (let i = 0; i < players.length; i++) {
      const id = players[i]!.id;
      for (const want of policies[i]!.bets(playerView(state), id)) {
        // Against the ranges of the moment: an earlier bet of the seat took chips off its bank.
        const b = clipCrapsBet(legalActions(state, id), id, want);
        if (b) state = step(state, b);
      }
    }
    // The seat's net from what this roll settles: the house's net against it, the other way round.
    const before = state.seats.map((s) => s.houseNet);
    state = step(state, { type: 'roll' });
    const rollNets = state.seats.map((s, i) => before[i]! - s.houseNet);
    rollNets.forEach((n, i) => (nets[i]! += n));
    options.onRoll?.({ roll, total: state.lastRoll![0] + state.lastRoll![1], nets: rollNets }, state);
  }
  return ok({ state, nets });
}
