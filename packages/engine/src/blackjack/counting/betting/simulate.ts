/**
 * The card-by-card check of a priced ramp: one shoe with a cut card at the model's penetration, the
 * count kept as a counter keeps it and binned as the model bins it (the balanced-equivalent true
 * count before the round, rounded by the system's rounding, clipped), the ramp's bet and spots at the
 * bin, each spot's hands played by the model's chart and index table (insurance at its index), the
 * rounds below the wong-out count watched. It uses the player of `simulateIndexPlay` (`player.ts`).
 *
 * Rounds of one shoe share its count, so the intervals come from whole shoes (batch means: each
 * figure is a smooth function of the shoes' totals, its standard error by the delta method over the
 * independent shoes). {@link RampTally} holds those totals and merges, so shards of one run (worker
 * threads, `simulateRampInWorkers` in `node.ts`) add up to one result.
 *
 * @module
 */
import type { Rng } from '../../../rng/index.js';
import { ok, type Result } from '../../../result/index.js';
import { blackjackError, type BlackjackError } from '../../errors.js';
import { checkRulesOrThrow } from '../../rules.js';
import type { PlayerIndexTable } from '../player.js';
import { dealRampTally, RAMP_TALLY_WIDTH, type RampDeal } from './deal.js';
import type { SpreadModel } from './model.js';
import { evaluateRamp, type RampOptions } from './ramp.js';

export type { RampDeal } from './deal.js';
export { RAMP_TALLY_WIDTH } from './deal.js';

/** Options of {@link simulateRamp}. */
export interface RampSimulationOptions {
  /** Called every 2^16 rounds with the rounds done. */
  readonly onProgress?: (done: number) => void;
}

/**
 * The raw totals of a simulation, to merge shards: per shoe the vector `v` = rounds observed, money
 * won, money squared, spot hands played, their results (initial bets) and squares, spot pairs and
 * the pairs' products; `totals` = Σ v, `products` = Σ v vᵀ (row-major, full), `shoes` the shoes.
 */
export interface RampTally {
  /** Shoes dealt (each a batch). */
  readonly shoes: number;
  /** Rounds with a bet. */
  readonly played: number;
  /** Money bet in all (chips). */
  readonly bet: number;
  /** Σ over shoes of the shoe's vector (length {@link RAMP_TALLY_WIDTH}). */
  readonly totals: readonly number[];
  /** Σ over shoes of v vᵀ (length width², row-major). */
  readonly products: readonly number[];
}

const [N_, S_, Q_, NU, U1, U2, NP, P_] = [0, 1, 2, 3, 4, 5, 6, 7];

/** An estimate with its 99 % interval. */
export type Interval = readonly [number, number];

/** The result of {@link simulateRamp}: the measured figures with their 99 % intervals. */
export interface RampSimulation {
  /** Rounds dealt while the player watched or played (as `evaluateRamp` counts rounds). */
  readonly rounds: number;
  /** Rounds with a bet. */
  readonly played: number;
  /** Shoes dealt (the batches of the intervals). */
  readonly shoes: number;
  /** Mean result per round (chips). */
  readonly evPerRound: number;
  /** Its 99 % interval. */
  readonly evPerRoundCi99: Interval;
  /** SD of a round's result (chips). */
  readonly sdPerRound: number;
  /** Its 99 % interval. */
  readonly sdPerRoundCi99: Interval;
  /** Win per 100 rounds (chips). */
  readonly winPer100: number;
  /** Its 99 % interval. */
  readonly winPer100Ci99: Interval;
  /** SD per 100 rounds, `10 × sdPerRound` (chips), as `evaluateRamp` has it. */
  readonly sdPer100: number;
  /** Its 99 % interval. */
  readonly sdPer100Ci99: Interval;
  /** Mean money bet per round (all spots). */
  readonly averageBet: number;
  /**
   * The correlation of two spots' results in one round (initial bets, all pairs of spots played
   * together), or `null` when no round had two spots.
   */
  readonly spotCorrelation: number | null;
  /** Its 99 % interval, or `null`. */
  readonly spotCorrelationCi99: Interval | null;
}

const Z99 = 2.5758293035489;

/** An empty tally (to merge into). */
export function emptyRampTally(): RampTally {
  return {
    shoes: 0,
    played: 0,
    bet: 0,
    totals: new Array<number>(RAMP_TALLY_WIDTH).fill(0),
    products: new Array<number>(RAMP_TALLY_WIDTH * RAMP_TALLY_WIDTH).fill(0),
  };
}

/**
 * Adds tallies (shards of one run).
 *
 * @param tallies - The shards' tallies.
 * @returns Their sum.
 */
export function mergeRampTallies(tallies: readonly RampTally[]): RampTally {
  const out = emptyRampTally();
  const totals = out.totals as number[];
  const products = out.products as number[];
  let shoes = 0;
  let played = 0;
  let bet = 0;
  for (const t of tallies) {
    shoes += t.shoes;
    played += t.played;
    bet += t.bet;
    t.totals.forEach((x, i) => (totals[i] = totals[i]! + x));
    t.products.forEach((x, i) => (products[i] = products[i]! + x));
  }
  return { ...out, shoes, played, bet };
}

/** The model's bets and spots per bin as the simulation plays them (wong-out hysteresis included). */
function betsOf(model: SpreadModel, ramp: RampOptions) {
  const r = evaluateRamp(model, ramp);
  if (!r.ok) return r;
  const wongIn = ramp.wongIn ?? ramp.wongOut;
  const wongOut = ramp.wongOut ?? wongIn;
  // Between wong-out and wong-in a player already in bets as the ramp bets there.
  let stay = r.value.rows;
  if (wongIn !== undefined && wongOut !== undefined && wongOut < wongIn) {
    const s = evaluateRamp(model, { ...ramp, wongIn: wongOut, wongOut });
    if (!s.ok) return s;
    stay = s.value.rows;
  }
  return ok({
    enter: r.value.rows.map((x) => x.bet),
    stay: stay.map((x) => x.bet),
    spots: r.value.rows.map((x) => x.spots),
    wongIn: wongIn ?? -Infinity,
    wongOut: wongOut ?? -Infinity,
  });
}

/** The index table a model was made with, as the player reads it. */
function tableOf(model: SpreadModel): PlayerIndexTable | null {
  if (!model.withIndices) return null;
  const ins = model.deviations.find((d) => d.kind === 'insurance');
  return {
    entries: model.deviations
      .filter((d) => d.kind === 'play' && d.decision)
      .map((d) => ({
        decision: d.decision!,
        deviation: d.deviation as 'stand' | 'hit' | 'double' | 'split' | 'surrender',
        index: d.index,
        direction: d.direction,
      })),
    ...(ins ? { insurance: { index: ins.index } } : {}),
  };
}

/**
 * What the dealing of a ramp needs, worked out once for a run (the bets per bin by `evaluateRamp`, the
 * index table as the player reads it, the cut card): plain data, so a sharded run sends it to each
 * worker once and no shard prices the ramp again.
 *
 * @param model - The model (rules, system, penetration, spots, chart and index table).
 * @param ramp - The ramp, as `evaluateRamp` takes it.
 * @returns The deal, or `evaluateRamp`'s typed error for the ramp.
 * @internal
 */
export function rampDeal(model: SpreadModel, ramp: RampOptions): Result<RampDeal, BlackjackError> {
  const plan = betsOf(model, ramp);
  if (!plan.ok) return plan;
  const rules = model.rules;
  checkRulesOrThrow(rules);
  const clip = (model.bins.length - 1) / 2;
  return ok({
    rules,
    chart: model.chart,
    tags: model.system.tags,
    rounding: model.system.rounding === 'exact' ? 'round' : model.system.rounding,
    table: tableOf(model),
    cut: Math.floor(model.penetration * 52 * rules.decks),
    firstBin: model.bins[0]?.trueCount ?? -clip,
    lastBin: model.bins[model.bins.length - 1]?.trueCount ?? clip,
    watchSpots: model.spots,
    ...plan.value,
  });
}

/** Checks the rounds of a simulation. */
function checkRounds(rounds: number): Result<number, BlackjackError> {
  if (!Number.isInteger(rounds) || rounds < 1)
    return blackjackError('blackjack/bad-bet-option', {
      field: 'rounds',
      value: String(rounds),
      expected: 'a whole number of rounds, at least 1',
    });
  return ok(rounds);
}

/**
 * {@link simulateRamp}'s raw totals, for merging shards. Same arguments.
 *
 * @param model - The model (rules, system, penetration, spots, chart and index table).
 * @param ramp - The ramp, as `evaluateRamp` takes it.
 * @param rounds - Rounds to deal.
 * @param rng - Randomness for the shuffles.
 * @param options - Progress.
 */
export function simulateRampTally(
  model: SpreadModel,
  ramp: RampOptions,
  rounds: number,
  rng: Rng,
  options: RampSimulationOptions = {},
): Result<RampTally, BlackjackError> {
  const n = checkRounds(rounds);
  if (!n.ok) return n;
  const deal = rampDeal(model, ramp);
  if (!deal.ok) return deal;
  return ok(dealRampTally(deal.value, rounds, rng, options.onProgress));
}

/**
 * The raw totals of `rounds` rounds of a deal made by {@link rampDeal} (one shard of a sharded run).
 *
 * @param deal - From {@link rampDeal}.
 * @param rounds - Rounds to deal.
 * @param rng - Randomness for the shuffles.
 * @param options - Progress.
 * @returns The tally, or `blackjack/bad-bet-option` for the rounds.
 * @internal
 */
export function simulateDealTally(
  deal: RampDeal,
  rounds: number,
  rng: Rng,
  options: RampSimulationOptions = {},
): Result<RampTally, BlackjackError> {
  const n = checkRounds(rounds);
  return n.ok ? ok(dealRampTally(deal, rounds, rng, options.onProgress)) : n;
}

/** The estimate `f(T)` and its 99 % interval by the delta method over the shoes. */
function delta(t: RampTally, f: (T: readonly number[]) => number): { value: number; ci: Interval } {
  const W = RAMP_TALLY_WIDTH;
  const T = t.totals;
  const k = t.shoes;
  const value = f(T);
  if (k < 2 || !Number.isFinite(value)) return { value, ci: [-Infinity, Infinity] };
  const g = new Float64Array(W);
  for (let j = 0; j < W; j++) {
    const h = 1e-6 * Math.max(Math.abs(T[j]!), 1);
    const up = T.slice();
    const dn = T.slice();
    up[j] = up[j]! + h;
    dn[j] = dn[j]! - h;
    const d = (f(up) - f(dn)) / (2 * h);
    g[j] = Number.isFinite(d) ? d : 0;
  }
  // Cov(T) = k/(k−1) · (Σ v vᵀ − T Tᵀ / k).
  let varF = 0;
  for (let i = 0; i < W; i++)
    for (let j = 0; j < W; j++) {
      const c = (k / (k - 1)) * (t.products[i * W + j]! - (T[i]! * T[j]!) / k);
      varF += g[i]! * c * g[j]!;
    }
  const se = Math.sqrt(Math.max(0, varF));
  return { value, ci: [value - Z99 * se, value + Z99 * se] };
}

/**
 * The figures of a tally with their 99 % intervals.
 *
 * @param t - A tally (merged shards or one run).
 * @returns Mean, SD, per 100, the spots' correlation, with intervals.
 */
export function summariseRampTally(t: RampTally): RampSimulation {
  const ev = delta(t, (T) => T[S_]! / T[N_]!);
  const sd = delta(t, (T) => Math.sqrt(Math.max(0, T[Q_]! / T[N_]! - (T[S_]! / T[N_]!) ** 2)));
  const pairs = t.totals[NP]! > 0;
  const corr = pairs
    ? delta(t, (T) => {
        const m = T[U1]! / T[NU]!;
        return (T[P_]! / T[NP]! - m * m) / (T[U2]! / T[NU]! - m * m);
      })
    : null;
  const rounds = t.totals[N_]!;
  const times = (x: Interval, c: number): Interval => [x[0] * c, x[1] * c];
  return {
    rounds,
    played: t.played,
    shoes: t.shoes,
    evPerRound: ev.value,
    evPerRoundCi99: ev.ci,
    sdPerRound: sd.value,
    sdPerRoundCi99: sd.ci,
    winPer100: 100 * ev.value,
    winPer100Ci99: times(ev.ci, 100),
    sdPer100: 10 * sd.value,
    sdPer100Ci99: times(sd.ci, 10),
    averageBet: rounds > 0 ? t.bet / rounds : 0,
    spotCorrelation: corr ? corr.value : null,
    spotCorrelationCi99: corr ? corr.ci : null,
  };
}

/**
 * Deals a priced ramp card by card and measures what it wins: the same rules, system, penetration,
 * spots, chart and index table as the model, the bets `evaluateRamp` gives the ramp, bin by bin
 * (the true count before each round as the model bins it), wonging with hysteresis (in from the
 * wong-in count, out below the wong-out count; between them a player already in bets the ramp's bet,
 * and a new shoe starts out unless 0 reaches the wong-in count). A round not played is dealt to the
 * model's spots (the cards others use) and counts as a round, at no bet. Deterministic per seed.
 * About 2 million rounds a second on one core (one spot).
 *
 * @param model - From `precomputeSpread` (its chart and index table are played).
 * @param ramp - The ramp, as `evaluateRamp` takes it.
 * @param rounds - Rounds to deal (watched ones included).
 * @param rng - Randomness for the shuffles.
 * @param options - Progress.
 * @returns The measured win rate and SD with their 99 % intervals (batch means over shoes), the
 *   spots' correlation, or `evaluateRamp`'s typed error for the ramp, or `blackjack/bad-bet-option`
 *   for the rounds.
 * @example
 * ```ts
 * const sim = simulateRamp(model, { bankroll: 10000, min: 10, max: 80, ramp: 'score' }, 1e6, seededRng(1));
 * if (sim.ok) sim.value.winPer100Ci99; // contains evaluateRamp(...).winPer100 when the model is right
 * ```
 */
export function simulateRamp(
  model: SpreadModel,
  ramp: RampOptions,
  rounds: number,
  rng: Rng,
  options: RampSimulationOptions = {},
): Result<RampSimulation, BlackjackError> {
  const t = simulateRampTally(model, ramp, rounds, rng, options);
  return t.ok ? ok(summariseRampTally(t.value)) : t;
}
