/**
 * An absorbing Markov chain over craps tables, built by running the engine itself on every possible
 * roll, and solved exactly in rational arithmetic. A state is one player's bets plus the puck; a roll
 * leads to another state or, when the player has no bet left, absorbs with the player's net result.
 *
 * @module
 */
import type { CrapsNumber, CrapsRules } from '@croupier/paytables/craps';
import { add, frac, mul, ONE, sub, div, ZERO, type Fraction } from '../../rational/index.js';
import { ALL_BETS } from '../bets.js';
import { onTable } from '../guards.js';
import { applyOrThrow, startOrThrow } from '../round.js';
import { ROLLS } from '../settle.js';
import type { CrapsAction, CrapsState } from '../state.js';

/** What to analyse: bets placed on a fresh table, and what the player does between rolls. */
export interface ChainSpec {
  /** The table's rules. */
  readonly rules: CrapsRules;
  /** Where the puck starts (`null`: a come-out roll first). */
  readonly point?: CrapsNumber | null;
  /** The bets the player makes before the first roll (player id `p`). */
  readonly setup: readonly CrapsAction[];
  /** Actions before each roll (take odds, take a bet down…), from the table as it stands. */
  readonly policy?: (table: CrapsState) => readonly CrapsAction[];
  /** Keep the puck where it started: for bets whose fate never depends on it, to keep the chain small. */
  readonly fixPuck?: boolean;
}

/** The exact figures of a chain, per bet made. */
export interface ChainResult {
  /** Probability the player ends ahead. */
  readonly win: Fraction;
  /** Probability the player ends behind. */
  readonly lose: Fraction;
  /** Probability the player ends even (a push, or a bet taken down). */
  readonly push: Fraction;
  /** Expected net result, in chips. */
  readonly net: Fraction;
  /** Expected chips put at risk (stakes plus commission paid with bets). */
  readonly wagered: Fraction;
  /** Expected number of rolls until the player has no bet left. */
  readonly rolls: Fraction;
  /** How many transient states the chain has. */
  readonly states: number;
}

const BANK = 10 ** 12;

/** The table with the puck put on `point` (or off): how the chains start on a point and keep the puck fixed. */
function withPuck(t: CrapsState, point: CrapsNumber | null): CrapsState {
  return point === null ? { ...t, phase: 'comeOut', point: null } : { ...t, phase: 'point', point };
}

function key(t: CrapsState, wagered: number): string {
  const seat = t.seats[0]!;
  const bets = ALL_BETS.filter((id) => (seat.bets[id] ?? 0) > 0).map((id) => `${id}:${seat.bets[id]}`);
  return `${t.point}|${bets.join(',')}|${seat.bank}|${wagered}`;
}

function act(t: CrapsState, actions: readonly CrapsAction[]): { table: CrapsState; added: number } {
  let added = 0;
  for (const a of actions) {
    const step = applyOrThrow(t, a);
    for (const e of step.events) if (e.type === 'betPlaced' || e.type === 'commissionPaid') added += e.amount;
    t = step.state;
  }
  return { table: t, added };
}

type Edge =
  | { readonly p: Fraction; readonly to: number }
  | { readonly p: Fraction; readonly net: number; readonly wagered: number };

/** Builds a chain: its transient states, the start, and every roll's edge to a state or an absorbing net. */
function buildChain(spec: ChainSpec): { n: number; s0: number; edges: Edge[][] } {
  const { rules } = spec;
  let start = withPuck(startOrThrow(rules, { seats: { p: BANK }, seed: 0 }).state, spec.point ?? null);
  const first = act(start, spec.setup);
  start = first.table;
  const index = new Map<string, number>();
  const tables: { table: CrapsState; wagered: number }[] = [];
  const edges: Edge[][] = [];
  const absorbing = (t: CrapsState) => onTable(t.seats[0]!) === 0;
  const value = (t: CrapsState) => t.seats[0]!.bank - BANK;
  // Returns a state index, or an absorbing outcome.
  const visit = (t: CrapsState, wagered: number): number | { net: number; wagered: number } => {
    const after = act(t, spec.policy?.(t) ?? []);
    t = after.table;
    wagered += after.added;
    if (absorbing(t)) return { net: value(t), wagered };
    const k = key(t, wagered);
    let i = index.get(k);
    if (i === undefined) {
      i = tables.length;
      index.set(k, i);
      tables.push({ table: t, wagered });
    }
    return i;
  };
  const s0 = visit(start, first.added);
  if (typeof s0 !== 'number') throw new Error('solveChain: the setup leaves no bet to analyse.');
  for (let i = 0; i < tables.length; i++) {
    const { table, wagered } = tables[i]!;
    const out: Edge[] = [];
    for (const r of ROLLS) {
      let next = applyOrThrow(table, { type: 'roll', dice: r.dice }).state;
      if (spec.fixPuck) next = withPuck(next, table.point);
      const to = visit(next, wagered);
      const p = frac(r.ways, 36);
      out.push(typeof to === 'number' ? { p, to } : { p, ...to });
    }
    edges[i] = out;
  }
  return { n: tables.length, s0, edges };
}

/**
 * Builds and solves the chain of a bet (or a set of bets with a playing policy).
 *
 * @param spec - The bets, the policy and the rules.
 * @returns Exact win/lose/push probabilities, expected net, wager and rolls.
 * @example
 * ```ts
 * solveChain({ rules, setup: [{ type: 'bet', player: 'p', bet: 'pass', amount: 1 }] }).win; // 244/495
 * ```
 */
export function solveChain(spec: ChainSpec): ChainResult {
  const { n, s0, edges } = buildChain(spec);
  // Solve (I − Q) X = R for six right-hand sides: win, lose, push, net, wagered, rolls.
  const m: Fraction[][] = [];
  for (let i = 0; i < n; i++) {
    const row: Fraction[] = Array.from({ length: n + 6 }, () => ZERO);
    row[i] = ONE;
    row[n + 5] = ONE; // one roll from every transient state
    for (const e of edges[i]!) {
      if ('to' in e) row[e.to] = sub(row[e.to]!, e.p);
      else {
        const col = e.net > 0 ? 0 : e.net < 0 ? 1 : 2;
        row[n + col] = add(row[n + col]!, e.p);
        row[n + 3] = add(row[n + 3]!, mul(e.p, frac(e.net)));
        row[n + 4] = add(row[n + 4]!, mul(e.p, frac(e.wagered)));
      }
    }
    m.push(row);
  }
  eliminate(m, n, 6, 'solveChain');
  const x = (col: number) => m[s0]![n + col]!;
  return { win: x(0), lose: x(1), push: x(2), net: x(3), wagered: x(4), rolls: x(5), states: n };
}

/**
 * Solves `(I − Q) X = R` in place by Gauss–Jordan elimination; `m` holds `[I − Q | R]` with `k` right-hand
 * columns. `caller` names the solver in the error a singular chain throws.
 */
function eliminate(m: Fraction[][], n: number, k: number, caller: string): void {
  for (let c = 0; c < n; c++) {
    let pivot = c;
    while (pivot < n && m[pivot]![c]!.num === 0n) pivot++;
    if (pivot === n) throw new Error(`${caller}: singular chain (a state that never ends).`);
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    const rowC = m[c]!;
    const inv = div(ONE, rowC[c]!);
    for (let j = c; j < n + k; j++) rowC[j] = mul(rowC[j]!, inv);
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const row = m[r]!;
      const f = row[c]!;
      if (f.num === 0n) continue;
      for (let j = c; j < n + k; j++) row[j] = sub(row[j]!, mul(f, rowC[j]!));
    }
  }
}

/**
 * The exact distribution of a chain's final net result: the chance of ending with each net, in chips.
 * The same chain as {@link solveChain}, solved for one right-hand side per net the player can end with.
 *
 * @param spec - The bets, the policy and the rules.
 * @returns Each net (chips, relative to the bank before the setup) with its probability, lowest first.
 * @example
 * ```ts
 * chainOutcomes({ rules, setup: [{ type: 'bet', player: 'p', bet: 'pass', amount: 1 }] });
 * // [{ net: -1, p: 251/495 }, { net: 1, p: 244/495 }]
 * ```
 */
export function chainOutcomes(spec: ChainSpec): { readonly net: number; readonly p: Fraction }[] {
  const { n, s0, edges } = buildChain(spec);
  const nets = new Set<number>();
  for (const out of edges) for (const e of out) if (!('to' in e)) nets.add(e.net);
  const cols = [...nets].sort((a, b) => a - b);
  const col = new Map(cols.map((v, i) => [v, i]));
  const k = cols.length;
  const m: Fraction[][] = [];
  for (let i = 0; i < n; i++) {
    const row: Fraction[] = Array.from({ length: n + k }, () => ZERO);
    row[i] = ONE;
    for (const e of edges[i]!) {
      if ('to' in e) row[e.to] = sub(row[e.to]!, e.p);
      else row[n + col.get(e.net)!] = add(row[n + col.get(e.net)!]!, e.p);
    }
    m.push(row);
  }
  eliminate(m, n, k, 'chainOutcomes');
  return cols.map((net, j) => ({ net, p: m[s0]![n + j]! })).filter((o) => o.p.num !== 0n);
}
