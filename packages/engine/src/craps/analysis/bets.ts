/**
 * The exact figures of every bet on the craps layout, from the absorbing Markov chains of
 * `markov.ts`: win/lose/push per bet made, the house edge per bet made and per resolved bet, the
 * expected rolls to a decision, and the line bets with full free odds. Also what the text's adjustable
 * pass bet is worth to a player who takes it down as soon as a point is set.
 *
 * @module
 */
import { CRAPS_PAYOUTS, type CrapsNumber, type CrapsRules } from '@croupier/paytables/craps';
import type { DiceRoll } from '../../dice/index.js';
import { formatRatio, type Ratio } from '../../money/index.js';
import { div, frac, neg, ONE, sub, type Fraction } from '../../rational/index.js';
import { CRAPS_NUMBERS, HARD_NUMBERS, type BetId } from '../bets.js';
import { checkRulesOrThrow, maxLayOdds, maxTakeOdds } from '../rules.js';
import type { CrapsAction, CrapsState } from '../state.js';
import { solveChain, type ChainResult, type ChainSpec } from './markov.js';

/** One analysed bet (or a way of playing a bet). */
export interface BetAnalysis {
  /** camelCase id: a bet id (`pass`, `place6`) or a way of playing (`passWithOdds`, `passTakenDownAtPoint`). */
  readonly id: string;
  /** What it pays, as written on the layout (`9:5`; `2:1 / 3:2 / 6:5` for odds). */
  readonly pays: string;
  /** Probability the bet wins, per bet made. */
  readonly win: Fraction;
  /** Probability it loses. */
  readonly lose: Fraction;
  /** Probability it is returned (a push, or taken down). */
  readonly push: Fraction;
  /** House's expected gain per chip put at risk (stake plus commission paid with the bet). */
  readonly houseEdge: Fraction;
  /** The same per bet that wins or loses (pushes left out). */
  readonly edgePerResolved: Fraction;
  /** Expected rolls until the bet wins, loses or is returned (counting only rolls on which it works). */
  readonly expectedRolls: Fraction;
}

/**
 * The stake used in the chains: a multiple of every payout denominator, of 4 (the horn) and of what a
 * commission of any whole percent needs, so no chip is ever rounded and the figures are exact.
 */
export const ANALYSIS_STAKE = 132_000;

const bet = (bet: BetId, amount = ANALYSIS_STAKE): CrapsAction => ({ type: 'bet', player: 'p', bet, amount });

function summarise(id: string, pays: string, r: ChainResult): BetAnalysis {
  const houseEdge = neg(div(r.net, r.wagered));
  const resolved = sub(ONE, r.push);
  return {
    id,
    pays,
    win: r.win,
    lose: r.lose,
    push: r.push,
    houseEdge,
    edgePerResolved: resolved.num === 0n ? houseEdge : div(houseEdge, resolved),
    expectedRolls: r.rolls,
  };
}

function one(rules: CrapsRules, id: string, pays: string, spec: Omit<ChainSpec, 'rules'>): BetAnalysis {
  return summarise(id, pays, solveChain({ rules, ...spec }));
}

const P = CRAPS_PAYOUTS;
const ratioText = (r: Ratio) => formatRatio(r);
const oddsText = (table: Readonly<Record<CrapsNumber, Ratio>>, n: CrapsNumber) => ratioText(table[n]);

/** Full odds behind pass/come bets that have reached a point, and behind don't bets. */
function maxOddsPolicy(rules: CrapsRules, side: 'do' | 'dont') {
  return (t: CrapsState): CrapsAction[] => {
    const bets = t.seats[0]!.bets;
    const out: CrapsAction[] = [];
    const line = side === 'do' ? 'pass' : 'dontPass';
    const flat = bets[line] ?? 0;
    if (t.point !== null && flat > 0 && (bets[`${line}Odds`] ?? 0) === 0) {
      const amount = side === 'do' ? maxTakeOdds(rules, flat, t.point) : maxLayOdds(rules, flat, t.point);
      if (amount > 0) out.push(bet(side === 'do' ? 'passOdds' : 'dontPassOdds', amount));
    }
    return out;
  };
}

/**
 * The exact analysis of every bet under a table's rules.
 *
 * Place, buy, lay and hardway figures are per decision while the bet works: whether those bets work on
 * the come-out changes how long they take, never who wins (the come-out rolls they sit out are skipped
 * whatever they show).
 *
 * @param rules - The table's rules.
 * @returns One entry per bet, in layout order, plus the line bets with full odds and, with an
 *   adjustable pass bet, the take-down play.
 * @example
 * ```ts
 * const pass = analyzeBets(DEFAULT_RULES).find((b) => b.id === 'pass')!;
 * toFractionString(pass.houseEdge); // '7/495'
 * ```
 */
export function analyzeBets(rules: CrapsRules): BetAnalysis[] {
  checkRulesOrThrow(rules);
  const working: CrapsRules = { ...rules, placeWorkingOnComeOut: true };
  const out: BetAnalysis[] = [];
  out.push(one(rules, 'pass', '1:1', { setup: [bet('pass')] }));
  out.push(one(rules, 'dontPass', '1:1', { setup: [bet('dontPass')] }));
  out.push(one(working, 'come', '1:1', { point: 4, fixPuck: true, setup: [bet('come')] }));
  out.push(one(working, 'dontCome', '1:1', { point: 4, fixPuck: true, setup: [bet('dontCome')] }));
  if (rules.passAfterPoint === 'adjustable') out.push(passTakenDownAtPoint(rules));
  out.push(
    one(rules, 'passWithOdds', `1:1 + ${rules.oddsLimit}`, {
      setup: [bet('pass')],
      policy: maxOddsPolicy(rules, 'do'),
    }),
  );
  out.push(
    one(rules, 'dontPassWithOdds', `1:1 + ${rules.oddsLimit}`, {
      setup: [bet('dontPass')],
      policy: maxOddsPolicy(rules, 'dont'),
    }),
  );
  for (const n of CRAPS_NUMBERS) out.push(oddsOnly(rules, n, 'do'));
  for (const n of CRAPS_NUMBERS) out.push(oddsOnly(rules, n, 'dont'));
  const boxed: [string, (n: CrapsNumber) => string][] = [
    ['place', (n) => oddsText(P.place, n)],
    ['placeToLose', (n) => oddsText(P.placeToLose, n)],
    ['buy', (n) => `${oddsText(P.odds, n)} − ${rules.commissionPercent}%`],
    ['lay', (n) => `${oddsText(P.layOdds, n)} − ${rules.commissionPercent}%`],
  ];
  for (const [kind, pays] of boxed) {
    for (const n of CRAPS_NUMBERS) {
      const id = `${kind}${n}` as BetId;
      out.push(one(working, id, pays(n), { setup: [bet(id)] }));
    }
  }
  out.push(
    one(rules, 'field', `1:1, 2 — ${ratioText(rules.fieldPays2)}, 12 — ${ratioText(rules.fieldPays12)}`, {
      setup: [bet('field')],
    }),
  );
  out.push(one(rules, 'big6', '1:1', { setup: [bet('big6')] }));
  out.push(one(rules, 'big8', '1:1', { setup: [bet('big8')] }));
  for (const n of HARD_NUMBERS) out.push(one(working, `hard${n}`, ratioText(P.hard[n]), { setup: [bet(`hard${n}`)] }));
  const props: [BetId, string][] = [
    ['any7', ratioText(P.any7)],
    ['anyCraps', ratioText(P.anyCraps)],
    ['two', ratioText(P.two)],
    ['three', ratioText(P.three)],
    ['eleven', ratioText(P.eleven)],
    ['twelve', ratioText(P.twelve)],
    ['horn', '30:1 / 15:1 (¼ each)'],
  ];
  for (const [id, pays] of props) out.push(one(rules, id, pays, { setup: [bet(id)] }));
  return out;
}

/**
 * The text's adjustable pass bet played to its best: bet pass on the come-out and take it down the
 * moment a point is set. Only the come-out decides it: 8 ways to win (7, 11), 4 to lose (2, 3, 12), and
 * 24 to get the stake back — a player's edge of 1/9 per bet made. Only meaningful with
 * `passAfterPoint: 'adjustable'`; with a contract bet the take-down is refused.
 *
 * @param rules - The table's rules.
 */
export function passTakenDownAtPoint(rules: CrapsRules): BetAnalysis {
  checkRulesOrThrow(rules);
  return one(rules, 'passTakenDownAtPoint', '1:1', {
    setup: [bet('pass')],
    policy: (t) =>
      t.point !== null && (t.seats[0]!.bets.pass ?? 0) > 0 ? [{ type: 'remove', player: 'p', bet: 'pass' }] : [],
  });
}

/** A free-odds bet alone: the pass (or don't pass) bet with odds on point n, less the bet without odds. */
function oddsOnly(rules: CrapsRules, n: CrapsNumber, side: 'do' | 'dont'): BetAnalysis {
  const line = side === 'do' ? 'pass' : 'dontPass';
  const oddsId = side === 'do' ? 'passOdds' : 'dontPassOdds';
  const amount = ANALYSIS_STAKE;
  const flat = ANALYSIS_STAKE;
  // Bet the line on a come-out, roll the point, then take the odds.
  const toPoint: CrapsAction = { type: 'roll', dice: [Math.ceil(n / 2), Math.floor(n / 2)] as unknown as DiceRoll };
  const withOdds = solveChain({ rules, setup: [bet(line, flat), toPoint, bet(oddsId, amount)] });
  const alone = solveChain({ rules, setup: [bet(line, flat), toPoint] });
  // Both bets are decided on the same roll, so the odds win exactly when the line bet does.
  const net = sub(withOdds.net, alone.net);
  const houseEdge = neg(div(net, frac(amount)));
  return {
    id: `${oddsId}${n}`,
    pays: oddsText(side === 'do' ? P.odds : P.layOdds, n),
    win: alone.win,
    lose: alone.lose,
    push: alone.push,
    houseEdge,
    edgePerResolved: houseEdge,
    expectedRolls: alone.rolls,
  };
}
