/**
 * A game's variance, not only its mean: the exact distribution of one round's (one bet's) net result,
 * the distribution of a session's result after N rounds by convolution, the chance of ending ahead,
 * the risk of ruin over a session and forever, and a sampler for simulations that converge on it.
 *
 * The per-round distributions come from each game's exact analysis (`baccaratBetDistributions`,
 * `crapsBetDistributions`, `blackjackRoundDistribution`, `studRoundDistribution`) as exact fractions. A session is computed in
 * double precision on the lattice of the game's results (one unit = the greatest common step, e.g. a
 * twentieth of a bet for Банко's 19:20): every figure is a sum of products of non-negative terms, so
 * each probability carries a *relative* error of at most `relativeError` (about `N·(k+2)·2⁻⁵³` for N
 * rounds of k outcomes), and tails below `prune` are cut off with their mass counted in `dropped`.
 * Neither is an approximation of the game: they are the stated rounding of an exact computation.
 *
 * A round can also depend on a state (craps rolled one roll at a time: the puck is off or on a point):
 * a {@link PayoutChain} moves between states and pays a net result on every move. An independent round
 * is a chain of one state.
 *
 * @module
 */
import { err, ok, type Result, type RuleError } from '../result/index.js';
import type { Rng } from '../rng/index.js';
import { add, compare, frac, mul, ONE, sub, toNumber, ZERO, type Fraction } from '../rational/index.js';

/** One result of a round: the net win (in bets; negative is a loss) and its exact probability. */
export interface PayoutOutcome {
  /** Net result in units of the bet (initial stake): `−1` a lost bet, `19/20` a Банко win, `3/2` a blackjack. */
  readonly net: Fraction;
  /** Its exact probability. */
  readonly p: Fraction;
}

/** The exact distribution of one round's net result: outcomes sorted by `net`, merged, every `p > 0`, summing to 1. */
export interface PayoutDistribution {
  /** The outcomes, lowest net first. */
  readonly outcomes: readonly PayoutOutcome[];
}

/** A move of a {@link PayoutChain}: from a state to a state, paying `net`, with probability `p`. */
export interface PayoutMove {
  /** The state the move leaves. */
  readonly from: number;
  /** The state it reaches. */
  readonly to: number;
  /** What the move pays, in bets (0 for a roll that decides nothing). */
  readonly net: Fraction;
  /** Its probability given `from` (the moves out of a state sum to 1). */
  readonly p: Fraction;
}

/** Rounds whose result depends on a state (e.g. where the puck is): a Markov chain that pays on every move. */
export interface PayoutChain {
  /** The states' names (for display and errors). */
  readonly states: readonly string[];
  /** The state the session starts in. */
  readonly start: number;
  /** Every move with a non-zero probability. */
  readonly moves: readonly PayoutMove[];
}

/** Error codes of the variance analysis. */
export type VarianceErrorCode =
  'variance/bad-distribution' | 'variance/bad-rounds' | 'variance/bad-risk' | 'variance/bad-bankroll';

/** A rule error of the variance analysis: what was wrong, with the value given and what is allowed. */
export type VarianceError = RuleError<VarianceErrorCode>;

/** The most rounds a session may have (the convolution costs rounds × support × outcomes). */
export const MAX_SESSION_ROUNDS = 100_000;

const bad = (code: VarianceErrorCode, message: string, details: Readonly<Record<string, unknown>> = {}) =>
  err(code, message, details);

function bgcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/**
 * Builds a payout distribution from outcomes: merges equal nets, drops zero probabilities, sorts by
 * net, and checks that the probabilities are non-negative and sum to exactly 1.
 *
 * @param outcomes - Any number of `{ net, p }`, repeats allowed.
 * @returns The distribution, or `variance/bad-distribution` when the probabilities do not sum to 1.
 * @example
 * ```ts
 * // A coin flip for a bet of one: −1 or +1, each 1/2.
 * payoutDistribution([{ net: frac(-1), p: frac(1, 2) }, { net: frac(1), p: frac(1, 2) }]);
 * ```
 */
export function payoutDistribution(outcomes: Iterable<PayoutOutcome>): Result<PayoutDistribution, VarianceError> {
  const byNet = new Map<string, PayoutOutcome>();
  let total = ZERO;
  for (const o of outcomes) {
    if (o.p.num < 0n)
      return bad('variance/bad-distribution', 'A probability is negative.', { net: `${o.net.num}/${o.net.den}` });
    if (o.p.num === 0n) continue;
    total = add(total, o.p);
    const key = `${o.net.num}/${o.net.den}`;
    const had = byNet.get(key);
    byNet.set(key, had ? { net: o.net, p: add(had.p, o.p) } : { net: o.net, p: o.p });
  }
  if (compare(total, ONE) !== 0) {
    return bad('variance/bad-distribution', `The probabilities sum to ${total.num}/${total.den}, not 1.`, {
      total: `${total.num}/${total.den}`,
    });
  }
  return ok({ outcomes: [...byNet.values()].sort((a, b) => compare(a.net, b.net)) });
}

/** {@link payoutDistribution}, throwing on bad input (for distributions the engine builds itself). */
export function payoutDistributionOrThrow(outcomes: Iterable<PayoutOutcome>): PayoutDistribution {
  const r = payoutDistribution(outcomes);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The exact mean and variance of one round, and the standard deviation as a number. */
export interface PayoutMoments {
  /** Expected net per round, in bets (minus the house edge per bet). */
  readonly mean: Fraction;
  /** Expected square of the net. */
  readonly secondMoment: Fraction;
  /** Variance: `secondMoment − mean²`. */
  readonly variance: Fraction;
  /** Standard deviation per round, in bets. */
  readonly sd: number;
  /** Probability the round ends ahead (net > 0). */
  readonly win: Fraction;
  /** Probability it ends even (net = 0). */
  readonly push: Fraction;
  /** Probability it ends behind (net < 0). */
  readonly lose: Fraction;
}

/**
 * The exact moments of a round's distribution.
 *
 * @param d - The distribution.
 * @example
 * ```ts
 * const m = payoutMoments(coin); // mean 0, variance 1, sd 1
 * ```
 */
export function payoutMoments(d: PayoutDistribution): PayoutMoments {
  let mean = ZERO;
  let second = ZERO;
  let win = ZERO;
  let push = ZERO;
  let lose = ZERO;
  for (const o of d.outcomes) {
    mean = add(mean, mul(o.p, o.net));
    second = add(second, mul(o.p, mul(o.net, o.net)));
    if (o.net.num > 0n) win = add(win, o.p);
    else if (o.net.num < 0n) lose = add(lose, o.p);
    else push = add(push, o.p);
  }
  const variance = sub(second, mul(mean, mean));
  return { mean, secondMoment: second, variance, sd: Math.sqrt(toNumber(variance)), win, push, lose };
}

/** A chain of one state whose moves are the distribution's outcomes. */
export function chainOfDistribution(d: PayoutDistribution): PayoutChain {
  return { states: ['round'], start: 0, moves: d.outcomes.map((o) => ({ from: 0, to: 0, net: o.net, p: o.p })) };
}

/** A chain or distribution compiled onto an integer lattice, ready for the numeric work. */
export interface LatticeChain {
  /** The value of one lattice step, in bets (e.g. 1/20). */
  readonly unit: Fraction;
  /** {@link unit} as a number. */
  readonly unitValue: number;
  /** The number of states. */
  readonly states: number;
  /** The starting state. */
  readonly start: number;
  /** Per state: the target states, the steps (net / unit, integers) and the probabilities of its moves. */
  readonly moves: readonly { readonly to: Int32Array; readonly step: Int32Array; readonly p: Float64Array }[];
  /** The lowest and highest step of any move. */
  readonly minStep: number;
  /** The highest step of any move. */
  readonly maxStep: number;
}

/**
 * Compiles a distribution or chain onto the lattice of its results: the unit is the largest fraction
 * every net is a whole multiple of.
 *
 * @param source - A distribution (independent rounds) or a chain.
 * @returns The lattice chain, or `variance/bad-distribution` when a state's moves do not sum to 1.
 */
export function toLattice(source: PayoutDistribution | PayoutChain): Result<LatticeChain, VarianceError> {
  const chain = 'outcomes' in source ? chainOfDistribution(source) : source;
  const S = chain.states.length;
  if (S === 0 || chain.start < 0 || chain.start >= S) {
    return bad('variance/bad-distribution', 'A chain needs at least one state and a start among them.');
  }
  let lcm = 1n;
  for (const m of chain.moves) lcm = (lcm * m.net.den) / bgcd(lcm, m.net.den);
  let g = 0n;
  for (const m of chain.moves) g = bgcd(g, (m.net.num * lcm) / m.net.den);
  if (g === 0n) g = 1n;
  const unit = frac(g, lcm);
  const totals: Fraction[] = Array.from({ length: S }, () => ZERO);
  const lists: { to: number; step: number; p: number }[][] = Array.from({ length: S }, () => []);
  let minStep = 0;
  let maxStep = 0;
  for (const m of chain.moves) {
    if (m.from < 0 || m.from >= S || m.to < 0 || m.to >= S || m.p.num < 0n) {
      return bad(
        'variance/bad-distribution',
        'A move leaves or reaches an unknown state, or has a negative probability.',
      );
    }
    const step = Number((m.net.num * lcm) / m.net.den / g);
    totals[m.from] = add(totals[m.from]!, m.p);
    if (m.p.num === 0n) continue;
    lists[m.from]!.push({ to: m.to, step, p: toNumber(m.p) });
    minStep = Math.min(minStep, step);
    maxStep = Math.max(maxStep, step);
  }
  const off = totals.findIndex((t) => compare(t, ONE) !== 0);
  if (off >= 0) {
    return bad('variance/bad-distribution', `The moves out of state ${chain.states[off]} do not sum to 1.`, {
      state: chain.states[off],
    });
  }
  return ok({
    unit,
    unitValue: toNumber(unit),
    states: S,
    start: chain.start,
    moves: lists.map((l) => ({
      to: Int32Array.from(l, (x) => x.to),
      step: Int32Array.from(l, (x) => x.step),
      p: Float64Array.from(l, (x) => x.p),
    })),
    minStep,
    maxStep,
  });
}

/** {@link toLattice}, throwing on bad input. */
export function toLatticeOrThrow(source: PayoutDistribution | PayoutChain): LatticeChain {
  const r = toLattice(source);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const U = 2 ** -53;

/** The bound on the relative rounding error of `rounds` steps of at most `k` moves into a cell. */
function relativeErrorBound(rounds: number, k: number): number {
  const n = rounds * (k + 2);
  return n * U < 0.5 ? (n * U) / (1 - n * U) : 1;
}

function maxMoves(l: LatticeChain): number {
  let k = 0;
  for (const m of l.moves) k += m.p.length;
  return k;
}

function checkRounds(rounds: number): Result<number, VarianceError> {
  if (!Number.isInteger(rounds) || rounds < 0 || rounds > MAX_SESSION_ROUNDS) {
    return bad('variance/bad-rounds', `A session needs a whole number of rounds from 0 to ${MAX_SESSION_ROUNDS}.`, {
      rounds,
      max: MAX_SESSION_ROUNDS,
    });
  }
  return ok(rounds);
}

/** The distribution of a session's net result after a number of rounds. */
export interface SessionDistribution {
  /** Rounds played. */
  readonly rounds: number;
  /** The lattice unit in bets: `probs[i]` is the chance of a net of `(offset + i) × unitValue` bets. */
  readonly unitValue: number;
  /** The lattice index of `probs[0]`. */
  readonly offset: number;
  /** Probabilities on the lattice (summed over the chain's states). */
  readonly probs: Float64Array;
  /** Probability mass cut off in the far tails (each below `prune`), an absolute error bound. */
  readonly dropped: number;
  /** Bound on every probability's relative rounding error. */
  readonly relativeError: number;
}

/** Options of the session computations. */
export interface SessionOptions {
  /** Cells of the tails below this probability are cut off (their mass is counted); default 1e-15. */
  readonly prune?: number;
  /** Called after every round with the distribution so far (for running figures such as quantiles). */
  readonly onRound?: (round: number, view: SessionDistribution) => void;
}

/**
 * The distribution of a session's net result after `rounds` rounds, by convolving the round's
 * distribution (or running the chain) `rounds` times on the lattice.
 *
 * @param lattice - The compiled round ({@link toLattice}).
 * @param rounds - Rounds in the session (0 … {@link MAX_SESSION_ROUNDS}).
 * @param options - Pruning and a per-round callback.
 * @returns The distribution, or `variance/bad-rounds`.
 * @example
 * ```ts
 * const s = sessionDistribution(toLatticeOrThrow(coin), 2);
 * // nets −2, 0, +2 (offset −2, unit 1): 1/4, 1/2, 1/4 (odd lattice points are zero)
 * ```
 */
export function sessionDistribution(
  lattice: LatticeChain,
  rounds: number,
  options: SessionOptions = {},
): Result<SessionDistribution, VarianceError> {
  const checked = checkRounds(rounds);
  if (!checked.ok) return checked;
  const prune = options.prune ?? 1e-15;
  const S = lattice.states;
  const width = (lattice.maxStep - lattice.minStep) * rounds + 1;
  const base = lattice.minStep * rounds; // lattice value of index 0
  let cur = Array.from({ length: S }, () => new Float64Array(width));
  let nxt = Array.from({ length: S }, () => new Float64Array(width));
  cur[lattice.start]![-base] = 1;
  let lo = -base;
  let hi = -base;
  let dropped = 0;
  const k = maxMoves(lattice);
  const view = (r: number): SessionDistribution => {
    const probs = new Float64Array(hi - lo + 1);
    for (let s = 0; s < S; s++) {
      const c = cur[s]!;
      for (let i = lo; i <= hi; i++) probs[i - lo]! += c[i]!;
    }
    return {
      rounds: r,
      unitValue: lattice.unitValue,
      offset: base + lo,
      probs,
      dropped,
      relativeError: relativeErrorBound(r, k),
    };
  };
  for (let r = 1; r <= rounds; r++) {
    const nlo = lo + lattice.minStep;
    const nhi = hi + lattice.maxStep;
    for (let s = 0; s < S; s++) nxt[s]!.fill(0, nlo, nhi + 1);
    for (let s = 0; s < S; s++) {
      const c = cur[s]!;
      const m = lattice.moves[s]!;
      const n = m.p.length;
      for (let j = 0; j < n; j++) {
        const to = nxt[m.to[j]!]!;
        const step = m.step[j]!;
        const p = m.p[j]!;
        for (let i = lo; i <= hi; i++) {
          const v = c[i]!;
          if (v !== 0) to[i + step]! += v * p;
        }
      }
    }
    [cur, nxt] = [nxt, cur];
    lo = nlo;
    hi = nhi;
    // Cut the far tails: whole lattice columns (all states) below `prune`, from either end.
    const column = (i: number) => {
      let t = 0;
      for (let s = 0; s < S; s++) t += cur[s]![i]!;
      return t;
    };
    while (lo < hi) {
      const t = column(lo);
      if (t >= prune) break;
      dropped += t;
      for (let s = 0; s < S; s++) cur[s]![lo] = 0;
      lo++;
    }
    while (hi > lo) {
      const t = column(hi);
      if (t >= prune) break;
      dropped += t;
      for (let s = 0; s < S; s++) cur[s]![hi] = 0;
      hi--;
    }
    options.onRound?.(r, view(r));
  }
  return ok(view(rounds));
}

/** {@link sessionDistribution}, throwing on bad input. */
export function sessionDistributionOrThrow(
  lattice: LatticeChain,
  rounds: number,
  options?: SessionOptions,
): SessionDistribution {
  const r = sessionDistribution(lattice, rounds, options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** What a session's distribution says: the chances of ending ahead, even or behind, the mean and spread. */
export interface SessionOutlook {
  /** Probability the session ends ahead (net > 0). */
  readonly ahead: number;
  /** Probability it ends exactly even. */
  readonly even: number;
  /** Probability it ends behind. */
  readonly behind: number;
  /** Mean net, in bets. */
  readonly mean: number;
  /** Standard deviation of the net, in bets. */
  readonly sd: number;
  /** Bound on the absolute error of each of the three chances (rounding plus the pruned tails). */
  readonly error: number;
}

/**
 * The chances of ending ahead, even or behind after a session, with the mean and spread.
 *
 * @param s - A session distribution.
 */
export function sessionOutlook(s: SessionDistribution): SessionOutlook {
  let ahead = 0;
  let even = 0;
  let behind = 0;
  let m1 = 0;
  for (let i = 0; i < s.probs.length; i++) {
    const p = s.probs[i]!;
    const idx = s.offset + i;
    if (idx > 0) ahead += p;
    else if (idx < 0) behind += p;
    else even += p;
    m1 += p * idx;
  }
  let m2 = 0;
  for (let i = 0; i < s.probs.length; i++) {
    const d = s.offset + i - m1;
    m2 += s.probs[i]! * d * d;
  }
  return {
    ahead,
    even,
    behind,
    mean: m1 * s.unitValue,
    sd: Math.sqrt(m2) * s.unitValue,
    error: s.relativeError + s.dropped,
  };
}

/**
 * The smallest net `x` (in bets) with `P(net ≤ x) ≥ q`: a quantile of a session's result.
 *
 * @param s - A session distribution.
 * @param q - The level, 0 < q < 1 (0.025 and 0.975 bound the central 95 %).
 */
export function sessionQuantile(s: SessionDistribution, q: number): number {
  let acc = s.dropped / 2;
  for (let i = 0; i < s.probs.length; i++) {
    acc += s.probs[i]!;
    if (acc >= q) return (s.offset + i) * s.unitValue;
  }
  return (s.offset + s.probs.length - 1) * s.unitValue;
}

/** The risk of ruin for every bankroll up to a limit, over a session of a fixed number of rounds. */
export interface RuinCurve {
  /** Rounds in the session. */
  readonly rounds: number;
  /** The lattice unit, in bets: `risk[b]` is for a bankroll of `b × unitValue` bets. */
  readonly unitValue: number;
  /**
   * `risk[b]`: the probability that the running result falls to `−b × unitValue` bets or lower at some
   * point of the session (the bankroll is lost). `risk[0]` is 1.
   */
  readonly risk: Float64Array;
  /** Bound on every entry's relative rounding error. */
  readonly relativeError: number;
  /** Bound on the absolute error of every entry from levels whose risk fell below 1e-18 and was set to 0. */
  readonly dropped: number;
}

/**
 * The risk of ruin within `rounds` rounds for every bankroll from 0 to `maxBankroll` bets, in one
 * backward pass: `h_t(x) = Σ p·h_{t−1}(x + step)` with `h(x ≤ 0) = 1`, the general random walk with the
 * game's own steps (not the coin-flip formula).
 *
 * @param lattice - The compiled round.
 * @param rounds - Rounds in the session.
 * @param maxBankroll - The largest bankroll to evaluate, in bets.
 * @returns The curve, or a rule error for a bad number of rounds or bankroll.
 * @example
 * ```ts
 * ruinCurve(toLatticeOrThrow(coin), 1, 3).risk; // [1, 0.5, 0, 0]: one round loses a bankroll of 1 half the time
 * ```
 */
export function ruinCurve(
  lattice: LatticeChain,
  rounds: number,
  maxBankroll: number,
): Result<RuinCurve, VarianceError> {
  const checked = checkRounds(rounds);
  if (!checked.ok) return checked;
  if (!(maxBankroll >= 0) || !Number.isFinite(maxBankroll)) {
    return bad('variance/bad-bankroll', 'A bankroll is a non-negative number of bets.', { bankroll: maxBankroll });
  }
  const S = lattice.states;
  const X = Math.ceil(maxBankroll / lattice.unitValue - 1e-9);
  const up = Math.max(0, lattice.maxStep);
  const down = Math.max(0, -lattice.minStep);
  const prune = 1e-18;
  // h_t is non-increasing in the level, and zero above down × t (no way to fall that far in t rounds):
  // only levels up to `reach + down` can change, where `reach` is the highest level still above `prune`.
  const width = Math.max(X, Math.min(X + up * rounds, down * rounds)) + 1;
  let cur = Array.from({ length: S }, () => new Float64Array(width));
  let nxt = Array.from({ length: S }, () => new Float64Array(width));
  for (let s = 0; s < S; s++) cur[s]![0] = 1; // level 0: ruined already
  let reach = 0;
  let stale = 0; // highest index of `nxt` that may hold values from two rounds ago
  let dropped = 0;
  for (let t = 1; t <= rounds; t++) {
    const top = Math.min(width - 1, X + up * (rounds - t), reach + down);
    let newReach = 0;
    for (let s = 0; s < S; s++) {
      const h = nxt[s]!;
      h[0] = 1;
      const m = lattice.moves[s]!;
      const n = m.p.length;
      for (let x = 1; x <= top; x++) {
        let v = 0;
        for (let j = 0; j < n; j++) {
          const y = x + m.step[j]!;
          v += m.p[j]! * (y <= 0 ? 1 : y < width ? cur[m.to[j]!]![y]! : 0);
        }
        if (v < prune) {
          dropped = Math.max(dropped, v);
          v = 0;
        } else if (x > newReach) newReach = x;
        h[x] = v;
      }
      if (stale > top) h.fill(0, top + 1, stale + 1);
    }
    stale = Math.max(reach, top);
    reach = newReach;
    [cur, nxt] = [nxt, cur];
  }
  const risk = cur[lattice.start]!.slice(0, X + 1);
  return ok({
    rounds,
    unitValue: lattice.unitValue,
    risk,
    relativeError: relativeErrorBound(rounds, maxMoves(lattice)),
    dropped: dropped * rounds,
  });
}

/** {@link ruinCurve}, throwing on bad input. */
export function ruinCurveOrThrow(lattice: LatticeChain, rounds: number, maxBankroll: number): RuinCurve {
  const r = ruinCurve(lattice, rounds, maxBankroll);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function checkRisk(risk: number): Result<number, VarianceError> {
  if (!(risk > 0 && risk < 1)) {
    return bad('variance/bad-risk', 'A risk of ruin is a probability strictly between 0 and 1.', { risk });
  }
  return ok(risk);
}

/** The bankroll a session needs for a risk of ruin. */
export interface BankrollNeed {
  /** The smallest bankroll (a whole number of bets) whose risk of ruin over the session is at most the risk asked. */
  readonly bankroll: number;
  /** Its risk of ruin. */
  readonly risk: number;
  /** The curve it was read from. */
  readonly curve: RuinCurve;
}

/**
 * The smallest whole number of bets that keeps the risk of losing it all within `rounds` rounds at or
 * below `risk`.
 *
 * @param lattice - The compiled round.
 * @param rounds - Rounds in the session.
 * @param risk - The acceptable risk of ruin, 0 < risk < 1.
 * @returns The bankroll and the curve it was read from, or a rule error.
 * @example
 * ```ts
 * bankrollForRisk(toLatticeOrThrow(banker), 100, 0.05); // { bankroll: …, risk: ≤ 0.05, curve }
 * ```
 */
export function bankrollForRisk(
  lattice: LatticeChain,
  rounds: number,
  risk: number,
): Result<BankrollNeed, VarianceError> {
  const r = checkRisk(risk);
  if (!r.ok) return r;
  const checked = checkRounds(rounds);
  if (!checked.ok) return checked;
  // The worst loss a session can have bounds the search; start from a spread-based guess and widen.
  const worst = Math.ceil(Math.max(1, -lattice.minStep * lattice.unitValue * rounds));
  let limit = Math.min(
    worst,
    Math.ceil(Math.max(8, 4 * Math.sqrt(rounds) * Math.max(1, -lattice.minStep * lattice.unitValue))),
  );
  for (;;) {
    const c = ruinCurve(lattice, rounds, limit);
    if (!c.ok) return c;
    const curve = c.value;
    for (let b = 1; b <= limit; b++) {
      const x = Math.min(curve.risk.length - 1, Math.ceil(b / curve.unitValue - 1e-9));
      if (curve.risk[x]! <= risk) return ok({ bankroll: b, risk: curve.risk[x]!, curve });
    }
    // Past the worst possible loss nothing can ruin.
    if (limit >= worst) return ok({ bankroll: worst + 1, risk: 0, curve });
    limit = Math.min(worst, limit * 2);
  }
}

/** The risk of ruin of playing forever. */
export type ForeverRuin =
  | {
      /** The game does not favour the player: any bankroll is lost sooner or later, with certainty. */
      readonly certain: true;
    }
  | {
      readonly certain: false;
      /** The adjustment coefficient R > 0: the root of `E[e^(−R·net)] = 1`. */
      readonly adjustment: number;
      /** The largest single loss of a round, in bets (bounds the overshoot at ruin). */
      readonly maxLoss: number;
    };

/**
 * The risk of ruin of a game played forever. When the round's mean is zero or negative, ruin is
 * certain for every bankroll. When the player has the edge, `ψ(B)` (the chance of ever falling to −B)
 * is bounded on both sides by the adjustment coefficient R (Lundberg):
 * `e^(−R·(B + maxLoss)) ≤ ψ(B) ≤ e^(−R·B)` — exact bounds, from the martingale `e^(−R·S)` and the
 * overshoot of at most one round's loss.
 *
 * @param d - The round's distribution.
 * @example
 * ```ts
 * foreverRuin(banker); // { certain: true }
 * ```
 */
export function foreverRuin(d: PayoutDistribution): ForeverRuin {
  const m = payoutMoments(d);
  const nets = d.outcomes.map((o) => toNumber(o.net));
  const ps = d.outcomes.map((o) => toNumber(o.p));
  const minNet = Math.min(0, ...nets);
  // No loss at all can never ruin; otherwise a mean of zero or less ruins every bankroll in the end.
  if (minNet === 0) return { certain: false, adjustment: Infinity, maxLoss: 0 };
  if (m.mean.num <= 0n) return { certain: true };
  // f(R) = log E[e^(−R X)] is convex, f(0) = 0, f'(0) = −mean < 0, f → ∞: one positive root.
  const f = (r: number) => {
    // log-sum-exp for stability
    let top = -Infinity;
    for (let i = 0; i < nets.length; i++) top = Math.max(top, -r * nets[i]!);
    let s = 0;
    for (let i = 0; i < nets.length; i++) s += ps[i]! * Math.exp(-r * nets[i]! - top);
    return top + Math.log(s);
  };
  let hi = 1e-6;
  while (f(hi) < 0) hi *= 2;
  let lo = hi / 2;
  if (f(lo) >= 0) lo = 0;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) < 0) lo = mid;
    else hi = mid;
  }
  return { certain: false, adjustment: lo, maxLoss: -minNet };
}

/**
 * The bankroll for a risk of ruin when playing forever with the edge on the player's side: the range
 * `[ln(1/risk)/R − maxLoss, ln(1/risk)/R]` in bets holds the exact answer; the upper end is always enough.
 *
 * @param f - From {@link foreverRuin}.
 * @param risk - The acceptable risk, 0 < risk < 1.
 * @returns `null` when ruin is certain, else the bounds; or `variance/bad-risk`.
 */
export function foreverBankroll(
  f: ForeverRuin,
  risk: number,
): Result<{ readonly atLeast: number; readonly enough: number } | null, VarianceError> {
  const r = checkRisk(risk);
  if (!r.ok) return r;
  if (f.certain) return ok(null);
  const enough = Math.log(1 / risk) / f.adjustment;
  return ok({ atLeast: Math.max(0, enough - f.maxLoss), enough });
}

/** Draws rounds from a lattice chain with a seeded source, for simulations that converge on the exact figures. */
export interface PayoutSampler {
  /** Plays one round (one move of the chain) and returns its net in bets. */
  next(): number;
}

/**
 * A sampler of rounds: each round's net is drawn from the exact distribution (a 53-bit uniform from
 * two words of the source against the cumulative probabilities).
 *
 * @param lattice - The compiled round.
 * @param rng - The source of randomness (e.g. `seededRng(seed)`).
 * @example
 * ```ts
 * const s = payoutSampler(toLatticeOrThrow(banker), seededRng(7));
 * s.next(); // 0.95, −1 or 0
 * ```
 */
export function payoutSampler(lattice: LatticeChain, rng: Rng): PayoutSampler {
  const cumulative = lattice.moves.map((m) => {
    const c = new Float64Array(m.p.length);
    let acc = 0;
    for (let j = 0; j < m.p.length; j++) c[j] = acc += m.p[j]!;
    return c;
  });
  let state = lattice.start;
  return {
    next() {
      const u = ((rng.nextUint32() >>> 5) * 67108864 + (rng.nextUint32() >>> 6)) / 9007199254740992;
      const c = cumulative[state]!;
      const m = lattice.moves[state]!;
      let j = 0;
      const total = c[c.length - 1]!;
      while (j < c.length - 1 && u * total >= c[j]!) j++;
      state = m.to[j]!;
      return m.step[j]! * lattice.unitValue;
    },
  };
}
