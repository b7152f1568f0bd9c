/**
 * Counting into money, the cheap half: a bet ramp priced from a {@link SpreadModel} — win rate, SD,
 * DI, SCORE, N0, risks of ruin, the bankroll for a risk, and each index's worth under the ramp.
 *
 * Money: bets are whole chips, multiples of the chip unit; every figure (EVs, SDs, risks) is a
 * floating-point number, an approximation, not an exact fraction.
 *
 * Definitions (Schlesinger, _Blackjack Attack_, 3rd ed., 2005: DI p. 186; SCORE ch. 10, "the win rate
 * per 100 hands for a $10,000 bankroll at a 13.5 % risk of ruin", which with Kelly-scaled bets is
 * `10⁶ (μ/σ)²`): per round observed, `μ` the EV and `σ` the SD in money, `DI = 1000 μ/σ`,
 * `SCORE = 10⁶ (μ/σ)²`, `N0 = (σ/μ)²` (rounds to be one SD ahead).
 *
 * Rounds are counted as dealt at the table while the player is there: a round below the wong-out
 * count is watched, not played (bet 0), and counts as a round (and in rounds per hour). The model
 * plays a bin when it is at or above the wong-in count; the hysteresis between wong-out and wong-in
 * (stay in until the count drops below wong-out) only the simulation plays.
 *
 * @module
 */
import { ok, type Result } from '../../../result/index.js';
import { blackjackError, type BlackjackError } from '../../errors.js';
import { MAX_SPOTS, type ModelDeviation, type SpreadModel } from './model.js';
import { bankrollForRisk, goalRiskOfRuin, riskOfRuin, tripRiskOfRuin } from './risk.js';

/** A user's ramp: from each listed true count up, the bet (below the first: the table minimum). */
export type RampSteps = readonly { readonly trueCount: number; readonly bet: number }[];

/** Options of {@link evaluateRamp}. */
export interface RampOptions {
  /** The bankroll, in chips. */
  readonly bankroll: number;
  /** The table minimum (the smallest bet), in chips. */
  readonly min: number;
  /** The table maximum, in chips. */
  readonly max: number;
  /** The largest bet over the smallest (default `max / min`). */
  readonly spread?: number;
  /** The chip unit: every bet is a multiple of it (default 1; `min` must be one). */
  readonly unit?: number;
  /** `kelly` (growth), `score` (the best SCORE for the spread) or the user's steps. */
  readonly ramp: 'kelly' | 'score' | RampSteps;
  /** The share of Kelly bet (default 1; `kelly` only). */
  readonly kellyFraction?: number;
  /** Play only from this true count up (default: every round). */
  readonly wongIn?: number;
  /** Leave below this true count (default: `wongIn`). */
  readonly wongOut?: number;
  /** More spots from a true count up: `{ trueCount, spots }` (default: the model's spots throughout). */
  readonly spotsAt?: { readonly trueCount: number; readonly spots: number };
  /** Rounds dealt per hour (default 100). */
  readonly roundsPerHour?: number;
  /** A trip's rounds, for {@link RampReport.tripRisk}. */
  readonly trip?: number;
  /** A win goal, for {@link RampReport.goalRisk}. */
  readonly goal?: number;
  /** A target risk of ruin, for {@link RampReport.bankrollForRisk} (default 0.05). */
  readonly risk?: number;
}

/** One bin of a priced ramp. */
export interface RampRow {
  /** The true-count bin. */
  readonly trueCount: number;
  /** The share of rounds in it. */
  readonly p: number;
  /** EV per unit bet per spot. */
  readonly ev: number;
  /** SD per unit bet per spot. */
  readonly sd: number;
  /** The bet per spot, whole chips (0: not played). */
  readonly bet: number;
  /** Spots played. */
  readonly spots: number;
}

/** A deviation's worth under a ramp. */
export interface RampDeviation {
  /** The deviation as the model has it. */
  readonly deviation: Omit<ModelDeviation, 'gain'>;
  /** Its gain per 100 rounds, in chips, under the ramp. */
  readonly gainPer100: number;
}

/** A priced ramp. */
export interface RampReport {
  /** The bins with their bets. */
  readonly rows: readonly RampRow[];
  /** EV per round in chips. */
  readonly evPerRound: number;
  /** SD per round in chips. */
  readonly sdPerRound: number;
  /** Win rate per 100 rounds, chips. */
  readonly winPer100: number;
  /** SD per 100 rounds, chips. */
  readonly sdPer100: number;
  /** Win rate per hour, chips. */
  readonly winPerHour: number;
  /** SD per hour, chips. */
  readonly sdPerHour: number;
  /** The mean amount bet per round (all spots), chips. */
  readonly averageBet: number;
  /** The share of rounds played. */
  readonly played: number;
  /** `1000 μ/σ`. */
  readonly di: number;
  /** `10⁶ (μ/σ)²`. */
  readonly score: number;
  /** `(σ/μ)²`, rounds. */
  readonly n0: number;
  /** Risk of ruin for ever. */
  readonly risk: number;
  /** Risk of ruin within the trip, if a trip was given. */
  readonly tripRisk?: number;
  /** Risk of ruin before the goal, if a goal was given. */
  readonly goalRisk?: number;
  /** The bankroll for the target risk (chips). */
  readonly bankrollForRisk: number;
  /** The target risk it was computed for. */
  readonly targetRisk: number;
  /** Every deviation, most valuable first, with its worth under the ramp. */
  readonly deviations: readonly RampDeviation[];
}

const bad = (field: string, value: unknown, expected: string) =>
  blackjackError('blackjack/bad-bet-option', { field, value: String(value), expected });

/**
 * Checks a ramp's options without a model (what {@link evaluateRamp} checks first); the first problem as a
 * typed error. The CLI calls it before it computes anything, so a bad option is reported at once.
 *
 * @param o - The options.
 * @internal
 */
export function checkRampOptions(o: RampOptions): Result<true, BlackjackError> {
  const unit = o.unit ?? 1;
  if (!Number.isInteger(unit) || unit < 1) return bad('unit', unit, 'a whole number of chips, at least 1');
  if (!Number.isInteger(o.min) || o.min < 1 || o.min % unit !== 0)
    return bad('min', o.min, `a whole number of chips, at least 1, a multiple of the unit ${unit}`);
  if (!Number.isInteger(o.max) || o.max < 1) return bad('max', o.max, 'a whole number of chips, at least 1');
  if (o.max < o.min) return blackjackError('blackjack/max-below-min', { min: o.min, max: o.max });
  const spread = o.spread ?? o.max / o.min;
  if (!(spread >= 1)) return blackjackError('blackjack/spread-below-one', { spread, min: 1 });
  if (!(o.bankroll > 0) || !Number.isFinite(o.bankroll))
    return bad('bankroll', o.bankroll, 'a positive number of chips');
  if (o.bankroll < o.min) return blackjackError('blackjack/bankroll-below-bet', { bankroll: o.bankroll, bet: o.min });
  for (const f of ['wongIn', 'wongOut'] as const) {
    const v = o[f];
    if (v !== undefined && !Number.isInteger(v)) return bad(f, v, 'a whole true count');
  }
  if (o.wongIn !== undefined && o.wongOut !== undefined && o.wongOut > o.wongIn)
    return bad('wongOut', o.wongOut, `a true count at most the wong-in count ${o.wongIn}`);
  if (o.spotsAt) {
    const s = o.spotsAt.spots;
    if (!Number.isInteger(o.spotsAt.trueCount) || !Number.isInteger(s) || s < 1 || s > MAX_SPOTS)
      return bad('spotsAt', `${o.spotsAt.trueCount}:${s}`, `a whole true count and 1 to ${MAX_SPOTS} spots`);
  }
  if (o.roundsPerHour !== undefined && !(o.roundsPerHour > 0))
    return bad('roundsPerHour', o.roundsPerHour, 'a positive number');
  if (o.trip !== undefined && !(Number.isInteger(o.trip) && o.trip > 0))
    return bad('trip', o.trip, 'a positive whole number of rounds');
  if (o.goal !== undefined && !(o.goal > 0)) return bad('goal', o.goal, 'a positive number of chips');
  if (o.risk !== undefined && !(o.risk > 0 && o.risk < 1))
    return bad('risk', o.risk, 'a share strictly between 0 and 1');
  if (o.kellyFraction !== undefined && !(o.kellyFraction > 0 && o.kellyFraction <= 1))
    return bad('kellyFraction', o.kellyFraction, 'a number above 0 and at most 1');
  if (typeof o.ramp !== 'string') {
    let last = -Infinity;
    for (const s of o.ramp) {
      if (
        !Number.isInteger(s.trueCount) ||
        s.trueCount <= last ||
        !Number.isInteger(s.bet) ||
        s.bet < 0 ||
        s.bet % unit !== 0
      )
        return bad(
          'ramp',
          `${s.trueCount}:${s.bet}`,
          `increasing whole true counts, bets in whole multiples of ${unit}`,
        );
      last = s.trueCount;
    }
  } else if (o.ramp !== 'kelly' && o.ramp !== 'score')
    return bad('ramp', o.ramp, 'kelly, score or true-count:bet steps');
  return ok(true);
}

/**
 * Parses a ramp as the CLI takes it: `kelly`, `score`, or `tc:bet` steps separated by commas
 * (`1:10,2:20,3:40`: from +1 bet 10, from +2 bet 20, from +3 up 40).
 *
 * @param text - The ramp.
 * @returns The ramp, or `blackjack/bad-bet-option` (`field: 'ramp'`).
 * @example
 * ```ts
 * parseRamp('1:10,2:20'); // ok([{ trueCount: 1, bet: 10 }, { trueCount: 2, bet: 20 }])
 * ```
 */
export function parseRamp(text: string): Result<'kelly' | 'score' | RampSteps, BlackjackError> {
  const t = text.trim();
  if (t === 'kelly' || t === 'score') return ok(t);
  const steps: { trueCount: number; bet: number }[] = [];
  for (const part of t.split(',')) {
    const m = /^\s*([+-]?\d+)\s*:\s*(\d+)\s*$/u.exec(part);
    if (!m) return bad('ramp', text, 'kelly, score or true-count:bet steps such as 1:10,2:20,3:40');
    steps.push({ trueCount: Number(m[1]), bet: Number(m[2]) });
  }
  return ok(steps);
}

/** The money moments of a round for bets and spots by bin. */
function moments(model: SpreadModel, bets: readonly number[], spots: readonly number[]) {
  let m = 0;
  let e2 = 0;
  let bet = 0;
  let played = 0;
  model.bins.forEach((b, i) => {
    const x = bets[i]!;
    const s = spots[i]!;
    if (x === 0 || b.p === 0) return;
    m += b.p * s * x * b.ev;
    e2 += b.p * x * x * (s * (b.variance + b.ev * b.ev) + s * (s - 1) * (b.covariance + b.ev * b.ev));
    bet += b.p * s * x;
    played += b.p;
  });
  return { mean: m, variance: Math.max(0, e2 - m * m), bet, played };
}

/**
 * Prices a bet ramp from a precomputed model: the bets by bin (Kelly, SCORE-optimal or the user's),
 * the win rate and SD per round, per 100 rounds and per hour, DI, SCORE, N0, the risks of ruin
 * (diffusion approximations, see the `risk` module), the bankroll for a target risk, and each
 * deviation's worth under the ramp. Milliseconds.
 *
 * - `kelly`: per spot, `bankroll · fraction · EV / (Var + (spots − 1)·Cov)` at each bin, at least the
 *   minimum (also where the EV is negative), at most the maximum and `spread × min`, to the nearest
 *   chip unit.
 * - `score`: the bets `clip(λ · EV / (Var + (spots − 1)·Cov), min, spread × min)` with the `λ` that
 *   maximises `(μ/σ)²` (a grid search), rounded to the unit.
 *
 * @param model - From `precomputeSpread`.
 * @param options - Bankroll, table limits, spread, unit, ramp, wonging, spots, trip, goal, risk.
 * @returns The report, or a typed error saying which option is wrong and what is allowed.
 * @example
 * ```ts
 * evaluateRamp(model, { bankroll: 10000, min: 10, max: 120, ramp: [{ trueCount: 1, bet: 20 }, { trueCount: 2, bet: 40 }] });
 * ```
 */
export function evaluateRamp(model: SpreadModel, options: RampOptions): Result<RampReport, BlackjackError> {
  const checked = checkRampOptions(options);
  if (!checked.ok) return checked;
  const unit = options.unit ?? 1;
  const { min } = options;
  const spreadCap = Math.min(options.max, Math.floor((options.spread ?? options.max / min) * min + 1e-9));
  const top = Math.max(min, Math.floor(spreadCap / unit) * unit);
  const wongIn = options.wongIn ?? options.wongOut ?? -Infinity;
  const spots = model.bins.map((b) =>
    options.spotsAt && b.trueCount >= options.spotsAt.trueCount ? options.spotsAt.spots : model.spots,
  );
  const playedBin = model.bins.map((b) => b.trueCount >= wongIn);
  const toChips = (x: number) => Math.min(top, Math.max(min, Math.round(x / unit) * unit));
  const denom = model.bins.map((b, i) => b.variance + (spots[i]! - 1) * b.covariance);
  let bets: number[];
  const ramp = options.ramp;
  if (ramp === 'kelly') {
    const f = options.kellyFraction ?? 1;
    bets = model.bins.map((b, i) =>
      !playedBin[i] ? 0 : toChips(denom[i]! > 0 ? (options.bankroll * f * b.ev) / denom[i]! : min),
    );
  } else if (ramp === 'score') {
    let best: number[] = model.bins.map((_, i) => (playedBin[i] ? min : 0));
    let bestScore = -Infinity;
    for (let k = 0; k <= 240; k++) {
      const lambda = min * 10 ** (k / 40); // λ from min to 10⁶·min
      const b = model.bins.map((bin, i) =>
        !playedBin[i] ? 0 : toChips(denom[i]! > 0 ? (lambda * bin.ev) / denom[i]! : min),
      );
      const mo = moments(model, b, spots);
      const s = mo.variance > 0 ? (mo.mean * Math.abs(mo.mean)) / mo.variance : -Infinity;
      if (s > bestScore) {
        bestScore = s;
        best = b;
      }
    }
    bets = best;
  } else {
    bets = model.bins.map((b, i) => {
      if (!playedBin[i]) return 0;
      let bet = min;
      for (const s of ramp) if (b.trueCount >= s.trueCount) bet = s.bet;
      return bet === 0 ? 0 : Math.min(options.max, Math.max(min, bet));
    });
  }
  const mo = moments(model, bets, spots);
  const sd = Math.sqrt(mo.variance);
  const rph = options.roundsPerHour ?? 100;
  const targetRisk = options.risk ?? 0.05;
  const deviations: RampDeviation[] = model.deviations
    .map(({ gain, ...deviation }) => ({
      deviation,
      gainPer100: 100 * model.bins.reduce((s, b, i) => s + b.p * spots[i]! * bets[i]! * gain[i]!, 0),
    }))
    .sort((a, b) => b.gainPer100 - a.gainPer100);
  const report: RampReport = {
    rows: model.bins.map((b, i) => ({
      trueCount: b.trueCount,
      p: b.p,
      ev: b.ev,
      sd: Math.sqrt(b.variance),
      bet: bets[i]!,
      spots: spots[i]!,
    })),
    evPerRound: mo.mean,
    sdPerRound: sd,
    winPer100: 100 * mo.mean,
    sdPer100: 10 * sd,
    winPerHour: rph * mo.mean,
    sdPerHour: Math.sqrt(rph) * sd,
    averageBet: mo.bet,
    // The bins' shares sum to 1 up to rounding.
    played: Math.min(1, mo.played),
    di: sd > 0 ? (1000 * mo.mean) / sd : 0,
    score: sd > 0 ? (1e6 * mo.mean * Math.abs(mo.mean)) / mo.variance : 0,
    n0: mo.mean !== 0 ? mo.variance / (mo.mean * mo.mean) : Infinity,
    risk: riskOfRuin(mo.mean, mo.variance, options.bankroll),
    ...(options.trip !== undefined
      ? { tripRisk: tripRiskOfRuin(mo.mean, mo.variance, options.bankroll, options.trip) }
      : {}),
    ...(options.goal !== undefined
      ? { goalRisk: goalRiskOfRuin(mo.mean, mo.variance, options.bankroll, options.goal) }
      : {}),
    bankrollForRisk: bankrollForRisk(mo.mean, mo.variance, targetRisk),
    targetRisk,
    deviations,
  };
  return ok(report);
}
