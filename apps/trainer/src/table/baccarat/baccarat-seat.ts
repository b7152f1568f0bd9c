/**
 * The player's seat at a full baccarat table: the trainee sits at one of the fourteen seats and the
 * others are played by the engine's seat players (`baccaratPolicy`, each seat's randomness drawn from the
 * table's seed, the coup and the seat, so one seed replays the same table). A coup: the seat players bet,
 * the trainee bets, the engine deals the coup by the tableau and settles every bet; the results come in
 * the table's order (losers first, then the rest, each from seat 1). A plain state and pure steps.
 *
 * @module
 */
import {
  apply,
  baccaratPolicy,
  clipBet,
  legalActions,
  playerView,
  runCoup,
  start,
  type BaccaratAction,
  type BaccaratMainBet,
  type BaccaratRules,
  type BaccaratState,
  type SettledState,
  type Winner,
} from '@croupier/engine/baccarat';
import { seededRng } from '@croupier/engine/rng';
import { baccaratErrorRu } from '@croupier/ru';
import { SEATS, SEAT_STYLES, tableOrder } from './seat-players.ts';

/** The trainee's chips at a new table, and each seat player's. */
export const YOUR_CHIPS = 1000;
const THEIR_CHIPS = 1_000_000;

/** What a table starts from. */
export interface SeatConfig {
  readonly rules: BaccaratRules;
  /** The trainee's seat, 1 … 14. */
  readonly seat: number;
  readonly seed: string;
}

/** One bet's end, for the results list. */
export interface SeatResult {
  readonly seat: number;
  readonly you: boolean;
  readonly bet: BaccaratMainBet;
  readonly stake: number;
  /** What the croupier did: took it, left it (a tie), paid `won`. */
  readonly move: 'take' | 'push' | 'pay';
  readonly won: number;
  /** The seat's net on the bet. */
  readonly net: number;
}

/** A table between two coups (or at the first bet). */
export interface SeatRun {
  readonly config: SeatConfig;
  readonly table: BaccaratState;
  /** Whether the trainee's bet is awaited or the coup is over. */
  readonly phase: 'bet' | 'over';
  readonly lastWinner: Winner | null;
  /** The last coup's results in the table's order (empty before the first). */
  readonly results: readonly SeatResult[];
}

/** The trainee's seat id. */
export const youOf = (config: SeatConfig): string => String(config.seat);

/**
 * Opens the table: the trainee at `seat`, the thirteen other seats played.
 *
 * @param config - See {@link SeatConfig}.
 * @throws Error on rules the engine refuses (a programming error).
 */
export function startSeat(config: SeatConfig): SeatRun {
  const seats: Record<string, number> = {};
  for (let n = 1; n <= SEATS; n++) seats[String(n)] = n === config.seat ? YOUR_CHIPS : THEIR_CHIPS;
  const r = start(config.rules, { seats, seed: config.seed });
  if (!r.ok) throw new Error(`The table would not start: ${r.error.message}`);
  return { config, table: r.value.state, phase: 'bet', lastWinner: null, results: [] };
}

/**
 * Deals a coup with the trainee's bet: the trainee's bet goes on, the seat players bet (seat 1 to 14),
 * the engine deals and settles.
 *
 * @param run - The table.
 * @param bet - The trainee's bet: Банко, Пунто or a tie.
 * @param stake - Its stake.
 * @returns The table after the coup, or the engine's refusal in Russian (nothing changes then).
 */
export function playCoup(
  run: SeatRun,
  bet: BaccaratMainBet,
  stake: number,
): { readonly ok: true; readonly run: SeatRun } | { readonly ok: false; readonly message: string } {
  let table = run.table;
  if (table.phase === 'settled') {
    const n = apply(table, { type: 'nextCoup' });
    if (!n.ok) return { ok: false, message: baccaratErrorRu(n.error) };
    table = n.value.state;
  }
  const you = youOf(run.config);
  const mine = apply(table, { type: 'bet', player: you, bet, stake });
  if (!mine.ok) return { ok: false, message: baccaratErrorRu(mine.error) };
  table = mine.value.state;
  for (let n = 1; n <= SEATS; n++) {
    if (n === run.config.seat) continue;
    const policy = baccaratPolicy(SEAT_STYLES[n - 1]!, seededRng(`${run.config.seed}/${table.coup}/${n}`));
    if (run.lastWinner !== null) policy.observe(run.lastWinner);
    for (const a of policy.bets(playerView(table), legalActions(table), String(n))) {
      if (a.type !== 'bet') continue;
      const b = clipBet(legalActions(table), a);
      if (b) table = applyOr(table, b);
    }
  }
  const dealt = runCoup(table);
  if (!dealt.ok) return { ok: false, message: baccaratErrorRu(dealt.error) };
  const settled = dealt.value.state as SettledState;
  const results = tableOrder(settled.settled).map((b): SeatResult => ({
    seat: Number(b.owner),
    you: b.owner === you,
    bet: b.bet as BaccaratMainBet,
    stake: b.staked,
    move: b.result === 'lose' ? 'take' : b.result === 'push' ? 'push' : 'pay',
    won: b.won,
    net: b.won - b.lost,
  }));
  return { ok: true, run: { ...run, table: settled, phase: 'over', lastWinner: settled.outcome.winner, results } };
}

function applyOr(table: BaccaratState, b: Extract<BaccaratAction, { type: 'bet' }>) {
  const r = apply(table, b);
  if (!r.ok) throw new Error(`A bet the table had allowed was refused: ${r.error.message}`);
  return r.value.state;
}

/** The trainee's chips now. */
export function yourChips(run: SeatRun): number {
  return run.table.balances[youOf(run.config)] ?? 0;
}

/** The trainee's net over the last coup's bets (null before the first coup). */
export function yourNet(run: SeatRun): number | null {
  const mine = run.results.filter((r) => r.you);
  return mine.length === 0 ? null : mine.reduce((s, r) => s + r.net, 0);
}
