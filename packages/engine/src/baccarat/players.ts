/**
 * Seat players for a full baccarat table, and the driver that deals whole coups with them.
 *
 * A seat player bets by a pattern — always its favourite (Банко, Пунто or a tie), the last coup's winner,
 * or Банко or Пунто at random — with a stake and, at a rate, a tie or a side bet the table offers beside
 * it. Stakes come from the seat's legal range (`legalActions`: the balance, the table's bounds), and the
 * random choices from an `Rng`, so a table dealt from one seed replays exactly. The table holds at most
 * `rules.maxPlayers` seats (the text: fourteen); `start` refuses more.
 *
 * @example
 * ```ts
 * const rules = resolveRulesOrThrow({ preset: 'seed' });
 * playBaccaratTable(rules, [{ id: 'anna', chips: 10_000, style: { pattern: { kind: 'favourite', bet: 'banker' }, stake: 20 } }], {
 *   coups: 100,
 *   seed: 1,
 * });
 * ```
 * @module
 */
import type { BaccaratBet, BaccaratMainBet, BaccaratRules, BaccaratSideBet } from '@croupier/paytables/baccarat';
import type { Seed } from '../game/index.js';
import type { Chips } from '../money/index.js';
import { ok, show, type Result } from '../result/index.js';
import { seededRng, type Rng } from '../rng/index.js';
import type { Winner } from './coup.js';
import { baccaratError, type BaccaratError } from './errors.js';
import { legalActions } from './guards.js';
import { apply, playerView, start } from './round.js';
import type { BaccaratAction, BaccaratLegal, BaccaratState, BaccaratView, SettledState } from './state.js';

/**
 * Where a player puts its main stake each coup:
 * - `favourite`: always the same bet;
 * - `follow`: the last coup's winner (Банко or Пунто; after a tie, the same as before), `first` before any;
 * - `random`: Банко or Пунто, even chances, drawn from the player's randomness.
 */
export type BaccaratBetPattern =
  | { readonly kind: 'favourite'; readonly bet: BaccaratMainBet }
  | { readonly kind: 'follow'; readonly first: 'banker' | 'player' }
  | { readonly kind: 'random' };

/** A bet a player adds at a rate beside its main stake. */
export interface BaccaratExtraBet {
  /** The bet: a tie or a side bet (skipped where the table does not offer it). */
  readonly bet: 'tie' | BaccaratSideBet;
  /** Its stake. */
  readonly stake: Chips;
  /** The share of coups it is added, 0 to 1. */
  readonly rate: number;
}

/** How a baccarat seat player bets. */
export interface BaccaratPlayStyle {
  /** Where the main stake goes. */
  readonly pattern: BaccaratBetPattern;
  /** The main stake (clipped into the seat's legal range). */
  readonly stake: Chips;
  /** Bets added at a rate. */
  readonly extras?: readonly BaccaratExtraBet[];
}

/** A baccarat seat player's decisions, from what the seat sees. */
export interface BaccaratPolicy {
  /** The bets to place this coup, each within its legal range. */
  bets(view: BaccaratView, legal: readonly BaccaratLegal[], player: string): BaccaratAction[];
  /** Takes in how a coup ended (for `follow`). */
  observe(winner: Winner): void;
}

const uniform = (rng: Rng) => rng.nextUint32() / 4294967296;

/**
 * A baccarat seat player's policy.
 *
 * @param style - How it bets.
 * @param rng - Its randomness (the random pattern, the rates).
 * @example
 * ```ts
 * baccaratPolicy({ pattern: { kind: 'favourite', bet: 'banker' }, stake: 20 }, seededRng(1));
 * ```
 */
export function baccaratPolicy(style: BaccaratPlayStyle, rng: Rng): BaccaratPolicy {
  let last: 'banker' | 'player' | null = null;
  const stakeOn = (legal: readonly BaccaratLegal[], player: string, bet: BaccaratBet, want: Chips) =>
    clipBet(legal, { type: 'bet', player, bet, stake: want });
  return {
    bets(_view, legal, player) {
      const p = style.pattern;
      const main: BaccaratBet =
        p.kind === 'favourite'
          ? p.bet
          : p.kind === 'follow'
            ? (last ?? p.first)
            : uniform(rng) < 0.5
              ? 'banker'
              : 'player';
      const out: BaccaratAction[] = [];
      const m = stakeOn(legal, player, main, style.stake);
      if (m) out.push(m);
      for (const e of style.extras ?? []) {
        if (e.rate > 0 && (e.rate >= 1 || uniform(rng) < e.rate)) {
          const x = stakeOn(legal, player, e.bet, e.stake);
          if (x) out.push(x);
        }
      }
      return out;
    },
    observe(winner) {
      if (winner !== 'tie') last = winner;
    },
  };
}

/**
 * A bet clipped into its legal range: the stake cut to the range's `max` and down to its multiple, or
 * `null` when the bet is not offered to the seat or the stake falls below the range's `min`.
 *
 * @param legal - The table's legal actions now.
 * @param want - The bet wanted.
 * @example
 * ```ts
 * clipBet(legalActions(state), { type: 'bet', player: 'anna', bet: 'tie', stake: 50 }); // stake ≤ anna's chips
 * ```
 */
export function clipBet(
  legal: readonly BaccaratLegal[],
  want: Extract<BaccaratAction, { type: 'bet' }>,
): Extract<BaccaratAction, { type: 'bet' }> | null {
  for (const a of legal) {
    if (a.type !== 'bet' || a.player !== want.player || a.bet !== want.bet) continue;
    let stake = Math.min(want.stake, a.max);
    stake -= stake % a.multipleOf;
    return stake >= a.min ? { type: 'bet', player: want.player, bet: want.bet, stake } : null;
  }
  return null;
}

/** A baccarat player at the table. */
export interface BaccaratSeatPlayer {
  /** The seat's id. */
  readonly id: string;
  /** Its chips at the start. */
  readonly chips: Chips;
  /** How it bets. */
  readonly style: BaccaratPlayStyle;
}

/** Options of {@link playBaccaratTable}. */
export interface BaccaratTableOptions {
  /** Coups to deal (fewer when nobody can bet any more). */
  readonly coups: number;
  /** The seed of the shoe and the players' randomness. */
  readonly seed: Seed;
  /** Called with every settled coup. */
  readonly onCoup?: (summary: BaccaratCoupSummary, state: SettledState) => void;
}

/** A settled coup. */
export interface BaccaratCoupSummary {
  /** The coup's number. */
  readonly coup: number;
  /** Who won. */
  readonly winner: Winner;
  /** Each seat's net for the coup, in seat order (0 for a seat that did not bet). */
  readonly nets: readonly Chips[];
}

/** What {@link playBaccaratTable} returns. */
export interface BaccaratTableRun {
  /** The table after the last coup. */
  readonly state: BaccaratState;
  /** Coups dealt. */
  readonly coups: number;
  /** Each seat's net over the run, in seat order. */
  readonly nets: readonly Chips[];
}

/**
 * Deals whole coups at a table of seat players through the public round API: each coup every seat bets
 * by its pattern, the dealer's steps follow (`legalActions` names the one step), the coup settles and the
 * table goes on; the shoe carries to its cut card.
 *
 * @param rules - The table's rules.
 * @param players - The players in seat order (at most `rules.maxPlayers`).
 * @param options - Coups, the seed, a callback per coup.
 * @returns The run, or `baccarat/bad-players` (two of one name, a bad rate) or `start`'s errors
 *   (`bad-seats`: more players than the table seats) — nothing is dealt then.
 * @example
 * ```ts
 * playBaccaratTable(rules, players, { coups: 80, seed: 'shoe-1' });
 * ```
 */
export function playBaccaratTable(
  rules: BaccaratRules,
  players: readonly BaccaratSeatPlayer[],
  options: BaccaratTableOptions,
): Result<BaccaratTableRun, BaccaratError> {
  const seen = new Set<string>();
  for (const p of players) {
    if (seen.has(p.id)) return baccaratError('baccarat/bad-players', { reason: 'duplicate', player: p.id });
    seen.add(p.id);
    for (const e of p.style.extras ?? []) {
      if (!(e.rate >= 0 && e.rate <= 1)) {
        return baccaratError('baccarat/bad-players', { reason: 'rate', player: p.id, value: show(e.rate) });
      }
    }
  }
  const seats: Record<string, Chips> = {};
  for (const p of players) seats[p.id] = p.chips;
  const started = start(rules, { seats, seed: options.seed });
  if (!started.ok) return started;
  const master = seededRng(`${show(options.seed)}/players`);
  const policies = players.map((p) => baccaratPolicy(p.style, seededRng(master.nextUint32())));
  let state: BaccaratState = started.value.state;
  const step = (s: BaccaratState, a: BaccaratAction): BaccaratState => {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`A seat player chose an action the table refused: ${r.error.message}`);
    return r.value.state;
  };
  const nets = players.map(() => 0);
  let coups = 0;
  for (; coups < options.coups; coups++) {
    if (state.phase !== 'betting') break;
    const before = players.map((p) => state.balances[p.id]!);
    const view = playerView(state);
    let placed = 0;
    for (let i = 0; i < players.length; i++) {
      for (const a of policies[i]!.bets(view, legalActions(state), players[i]!.id)) {
        if (a.type !== 'bet') continue;
        // Each bet against the ranges of the moment: an earlier bet of the seat took chips off its balance.
        const b = clipBet(legalActions(state), a);
        if (!b) continue;
        state = step(state, b);
        placed++;
      }
    }
    if (placed === 0) break;
    state = step(state, { type: 'deal' });
    // After the deal each phase has one dealer's step, which legalActions names.
    while (state.phase !== 'settled') state = step(state, legalActions(state)[0]! as BaccaratAction);
    const settled: SettledState = state;
    const coupNets = players.map((p, i) => settled.balances[p.id]! - before[i]!);
    coupNets.forEach((n, i) => (nets[i]! += n));
    for (const p of policies) p.observe(settled.outcome.winner);
    options.onCoup?.({ coup: settled.coup, winner: settled.outcome.winner, nets: coupNets }, settled);
    state = step(state, { type: 'nextCoup' });
  }
  return ok({ state, coups, nets });
}
