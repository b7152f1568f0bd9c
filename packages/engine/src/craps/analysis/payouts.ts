/**
 * The exact distribution of a craps bet's net result, per decision (from the bet's absorbing chain,
 * the engine itself deciding every roll) and per roll (the line bets as a chain over the puck: a player
 * who always has the bet working, made again on every come-out). The input of the variance analysis.
 *
 * @module
 */
import type { CrapsNumber, CrapsRules } from '@croupier/paytables/craps';
import {
  payoutDistributionOrThrow,
  type PayoutChain,
  type PayoutDistribution,
  type PayoutMove,
} from '../../analysis/variance.js';
import { frac, type Fraction } from '../../rational/index.js';
import { CRAPS_NUMBERS } from '../bets.js';
import { onTable } from '../guards.js';
import { applyOrThrow, startOrThrow } from '../round.js';
import { checkRulesOrThrow, maxLayOdds, maxTakeOdds } from '../rules.js';
import { ROLLS } from '../settle.js';
import type { CrapsAction, CrapsState } from '../state.js';
import { ANALYSIS_STAKE } from './bets.js';
import { chainOutcomes, type ChainSpec } from './markov.js';

/** The line bets the variance analysis covers, with and without full free odds. */
export type CrapsLineBet = 'pass' | 'dontPass' | 'passWithOdds' | 'dontPassWithOdds';

/** The ways of playing whose per-decision distribution {@link crapsBetDistributions} gives. */
export type CrapsDistributionId = CrapsLineBet | 'come' | 'dontCome' | 'passTakenDownAtPoint' | 'field';

/** One bet's per-decision distribution. */
export interface CrapsBetDistribution {
  /** The bet (or way of playing it). */
  readonly id: CrapsDistributionId;
  /** The net result per decision, in units of the flat bet (odds included where the id says so). */
  readonly distribution: PayoutDistribution;
}

const STAKE = ANALYSIS_STAKE;
const bet = (id: string, amount = STAKE): CrapsAction => ({ type: 'bet', player: 'p', bet: id, amount }) as CrapsAction;

/** Full odds behind a line bet that has a point (the same policy as the odds report's `passWithOdds`). */
function fullOdds(rules: CrapsRules, side: 'do' | 'dont') {
  return (t: CrapsState): CrapsAction[] => {
    const bets = t.seats[0]!.bets;
    const line = side === 'do' ? 'pass' : 'dontPass';
    const flat = bets[line] ?? 0;
    if (t.point === null || flat === 0 || (bets[`${line}Odds`] ?? 0) > 0) return [];
    const amount = side === 'do' ? maxTakeOdds(rules, flat, t.point) : maxLayOdds(rules, flat, t.point);
    return amount > 0 ? [bet(side === 'do' ? 'passOdds' : 'dontPassOdds', amount)] : [];
  };
}

function fromChain(spec: ChainSpec): PayoutDistribution {
  return payoutDistributionOrThrow(chainOutcomes(spec).map((o) => ({ net: frac(o.net, STAKE), p: o.p })));
}

/**
 * The exact per-decision distribution of the line bets, the come bets, the text's take-down play (when
 * the pass bet is adjustable) and the field, in units of the flat bet.
 *
 * @param rules - The table's rules.
 * @returns One entry per way of playing, in the order of {@link CrapsDistributionId}'s first appearance.
 * @example
 * ```ts
 * const pass = crapsBetDistributions(DEFAULT_RULES)[0]!; // −1: 251/495, +1: 244/495
 * payoutMoments(pass.distribution).sd; // ≈ 1.00
 * ```
 */
export function crapsBetDistributions(rules: CrapsRules): CrapsBetDistribution[] {
  checkRulesOrThrow(rules);
  const working: CrapsRules = { ...rules, placeWorkingOnComeOut: true };
  const out: CrapsBetDistribution[] = [
    { id: 'pass', distribution: fromChain({ rules, setup: [bet('pass')] }) },
    { id: 'dontPass', distribution: fromChain({ rules, setup: [bet('dontPass')] }) },
    { id: 'passWithOdds', distribution: fromChain({ rules, setup: [bet('pass')], policy: fullOdds(rules, 'do') }) },
    {
      id: 'dontPassWithOdds',
      distribution: fromChain({ rules, setup: [bet('dontPass')], policy: fullOdds(rules, 'dont') }),
    },
    { id: 'come', distribution: fromChain({ rules: working, point: 4, fixPuck: true, setup: [bet('come')] }) },
    {
      id: 'dontCome',
      distribution: fromChain({ rules: working, point: 4, fixPuck: true, setup: [bet('dontCome')] }),
    },
  ];
  if (rules.passAfterPoint === 'adjustable') {
    out.push({
      id: 'passTakenDownAtPoint',
      distribution: fromChain({
        rules,
        setup: [bet('pass')],
        policy: (t) =>
          t.point !== null && (t.seats[0]!.bets.pass ?? 0) > 0 ? [{ type: 'remove', player: 'p', bet: 'pass' }] : [],
      }),
    });
  }
  out.push({ id: 'field', distribution: fromChain({ rules, setup: [bet('field')] }) });
  return out;
}

/** The states of a line bet's per-roll chain: the come-out, then the six points. */
export const LINE_CHAIN_STATES: readonly string[] = ['comeOut', ...CRAPS_NUMBERS.map(String)];

const BANK = 10 ** 12;

/**
 * A line bet rolled one roll at a time: a chain over the puck (come-out, or a point) in which the
 * player keeps the bet working — made again on every come-out, with full odds behind it where the id
 * says so — and each roll pays what the engine settles on it (0 while the bet waits). A session of N
 * rolls of this chain is N rolls at the table, not N decisions.
 *
 * @param rules - The table's rules.
 * @param id - The line bet.
 * @returns The chain, in units of the flat bet.
 * @example
 * ```ts
 * const chain = crapsRollChain(DEFAULT_RULES, 'pass');
 * sessionDistributionOrThrow(toLatticeOrThrow(chain), 100); // the result after 100 rolls
 * ```
 */
export function crapsRollChain(rules: CrapsRules, id: CrapsLineBet): PayoutChain {
  checkRulesOrThrow(rules);
  const dont = id === 'dontPass' || id === 'dontPassWithOdds';
  const withOdds = id === 'passWithOdds' || id === 'dontPassWithOdds';
  const line = dont ? 'dontPass' : 'pass';
  const fresh = startOrThrow(rules, { seats: { p: BANK }, seed: 0 }).state;
  const stateOf = (point: CrapsNumber | null) => (point === null ? 0 : 1 + CRAPS_NUMBERS.indexOf(point));
  const moves: PayoutMove[] = [];
  const tableAt = (point: CrapsNumber | null): CrapsState => {
    let t = applyOrThrow(fresh, bet(line)).state;
    if (point !== null) {
      t = applyOrThrow(t, { type: 'roll', dice: [Math.ceil(point / 2), Math.floor(point / 2)] as never }).state;
      if (withOdds) for (const a of fullOdds(rules, dont ? 'dont' : 'do')(t)) t = applyOrThrow(t, a).state;
    }
    return t;
  };
  for (const point of [null, ...CRAPS_NUMBERS] as (CrapsNumber | null)[]) {
    const table = tableAt(point);
    const before = BANK; // every net is counted from the bank before this decision's stakes
    const acc = new Map<string, { to: number; net: Fraction; ways: number }>();
    for (const r of ROLLS) {
      const next = applyOrThrow(table, { type: 'roll', dice: r.dice }).state;
      const seat = next.seats[0]!;
      const decided = onTable(seat) === 0;
      const net = decided ? frac(seat.bank - before, STAKE) : frac(0);
      const to = decided ? 0 : stateOf(next.point);
      // A decided bet on the come-out is made again at once: the chain stays on the come-out.
      const key = `${to}|${net.num}/${net.den}`;
      const had = acc.get(key);
      acc.set(key, { to, net, ways: (had?.ways ?? 0) + r.ways });
    }
    for (const m of acc.values()) moves.push({ from: stateOf(point), to: m.to, net: m.net, p: frac(m.ways, 36) });
  }
  return { states: LINE_CHAIN_STATES, start: 0, moves };
}
