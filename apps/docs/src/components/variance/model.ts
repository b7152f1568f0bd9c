/**
 * The variance explorers' shared logic: the bets as the page passes them (exact fractions as text,
 * computed by the engine when the site is built), the requests and answers of the explorer, the binning of a session's
 * distribution for the chart and its table, and the Russian wording of the figures.
 *
 * @module
 */
import { rational } from '@croupier/engine';
import {
  payoutDistributionOrThrow,
  type PayoutChain,
  type PayoutDistribution,
  type SessionDistribution,
} from '@croupier/engine/variance';
import { formatNumber, formatPercent, plural, type PluralForms } from '@croupier/ru';

/** One result of a round as the page passes it: exact fractions written `num/den`. */
export interface VarianceOutcome {
  /** Net result in bets, e.g. `19/20`. */
  readonly net: string;
  /** Exact probability, e.g. `2292252566437888/4998398275503360` reduced. */
  readonly p: string;
}

/** A bet (or a way of playing) the explorer offers, with its exact per-round distribution. */
export interface VarianceBet {
  /** Stable id (`banker`, `pass-rolls` …), also the option's value and part of test ids. */
  readonly id: string;
  /** Its Russian name, in the texts' terms. */
  readonly label: string;
  /** The round's noun in three forms for counting (1 раздача, 2 раздачи, 5 раздач). */
  readonly round: PluralForms;
  /** The same in the genitive, after «после», «из» (1 раздачи, 2 раздач, 5 раздач). */
  readonly roundOf: PluralForms;
  /** The noun of the stake (ставка / АНТЕ) in three forms. */
  readonly stake: PluralForms;
  /** The exact distribution of one round (for a chain: of one decision, shown in the table). */
  readonly outcomes: readonly VarianceOutcome[];
  /** For rounds that depend on a state (craps by the roll): the chain, moves with exact fractions. */
  readonly chain?: {
    readonly states: readonly string[];
    readonly start: number;
    readonly moves: readonly { readonly from: number; readonly to: number; readonly net: string; readonly p: string }[];
  };
  /** What is exact and what is not, in Russian (shown under the figures). */
  readonly note: string;
}

/** The stake nouns. */
export const BETS_NOUN: PluralForms = ['ставка', 'ставки', 'ставок'];
/** The ante's noun (it does not decline). */
export const ANTE_NOUN: PluralForms = ['АНТЕ', 'АНТЕ', 'АНТЕ'];

/**
 * A bet's exact per-round distribution, from the page's text fractions.
 *
 * @param bet - The bet.
 */
export function distributionOf(bet: VarianceBet): PayoutDistribution {
  return payoutDistributionOrThrow(
    bet.outcomes.map((o) => ({ net: rational.parseFraction(o.net), p: rational.parseFraction(o.p) })),
  );
}

/**
 * What a session runs: the chain when the bet has one, else the round's distribution.
 *
 * @param bet - The bet.
 */
export function sourceOf(bet: VarianceBet): PayoutDistribution | PayoutChain {
  if (!bet.chain) return distributionOf(bet);
  return {
    states: bet.chain.states,
    start: bet.chain.start,
    moves: bet.chain.moves.map((m) => ({
      from: m.from,
      to: m.to,
      net: rational.parseFraction(m.net),
      p: rational.parseFraction(m.p),
    })),
  };
}

/** One bar of a session's chart and one row of its table. */
export interface SessionBin {
  /** The lowest net in the bin, in bets. */
  readonly from: number;
  /** The highest. */
  readonly to: number;
  /** Its middle, where the bar stands. */
  readonly center: number;
  /** The chance of ending in it. */
  readonly p: number;
}

const NICE = [1, 2, 2.5, 5];

/** The smallest "nice" width (…, 0.5, 1, 2, 2.5, 5, 10, …) that is at least `x` and a multiple of `unit`. */
function niceWidth(x: number, unit: number): number {
  for (let e = -3; e < 9; e++) {
    for (const m of NICE) {
      const w = m * 10 ** e;
      if (w >= x - 1e-12 && Math.abs(w / unit - Math.round(w / unit)) < 1e-9) return w;
    }
  }
  return Math.max(unit, x);
}

/**
 * Groups a session's distribution into at most about `maxBins` bars of one nice width, centred on
 * multiples of the width so that 0 stands alone in the middle bar. The width is a multiple of the step
 * the likely results take (after 100 rounds of ±1 only even totals occur), so no bar is empty or short
 * by parity; the tails beyond 0.01 % on either side go into the first and last bars. Each bar's range is
 * the lowest and highest result it holds.
 *
 * @param s - The session's distribution.
 * @param maxBins - About how many bars at most.
 */
export function binSession(s: SessionDistribution, maxBins = 48): SessionBin[] {
  const { probs, offset, unitValue } = s;
  let first = 0;
  let last = probs.length - 1;
  let acc = 0;
  while (first < last && acc + probs[first]! < 1e-4) acc += probs[first++]!;
  acc = 0;
  while (last > first && acc + probs[last]! < 1e-4) acc += probs[last--]!;
  // The period of the results: the gcd of the distances between the cells that carry weight (a
  // hundredth of the tallest or more; rarer cells, such as a stud tie breaking the parity, still count
  // in their bars).
  let anchor = -1;
  let period = 0;
  let tallest = 0;
  for (let i = 0; i < probs.length; i++) tallest = Math.max(tallest, probs[i]!);
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  for (let i = 0; i < probs.length; i++) {
    if (probs[i]! < tallest / 100) continue;
    if (anchor < 0) anchor = i;
    else period = gcd(period, i - anchor);
  }
  const step = Math.max(1, period) * unitValue;
  const lo = (offset + first) * unitValue;
  const hi = (offset + last) * unitValue;
  const width = niceWidth((hi - lo) / maxBins, step);
  const kLo = Math.round(lo / width);
  const kHi = Math.round(hi / width);
  const n = kHi - kLo + 1;
  const p = new Float64Array(n);
  const from = new Float64Array(n).fill(Infinity);
  const to = new Float64Array(n).fill(-Infinity);
  for (let i = 0; i < probs.length; i++) {
    if (probs[i]! <= 0) continue;
    const x = (offset + i) * unitValue;
    const k = Math.min(kHi, Math.max(kLo, Math.round(x / width))) - kLo;
    p[k]! += probs[i]!;
    from[k] = Math.min(from[k]!, x);
    to[k] = Math.max(to[k]!, x);
  }
  const out: SessionBin[] = [];
  for (let k = 0; k < n; k++) {
    const center = (kLo + k) * width;
    out.push({
      from: Number.isFinite(from[k]!) ? from[k]! : center,
      to: Number.isFinite(to[k]!) ? to[k]! : center,
      center,
      p: p[k]!,
    });
  }
  return out;
}

/**
 * A net result in bets: `+1,5`, `−0,95`, `0`.
 *
 * @param x - The net.
 * @param digits - At most this many decimals (default 2).
 */
export function formatNetValue(x: number, digits = 2): string {
  const text = formatNumber(x, { min: 0, max: digits });
  return x > 0 && text !== '0' ? `+${text}` : text;
}

/**
 * A probability as a percentage with enough digits to be non-zero when it is: `45,86 %`, `0,0084 %`,
 * `< 0,0001 %`.
 *
 * @param p - The probability.
 */
export function formatChance(p: number): string {
  if (p === 0) return formatPercent(0, 0);
  if (p < 1e-6) return `< ${formatPercent(1e-6, 4)}`;
  if (p < 0.001) return formatPercent(p, 4);
  if (p < 0.1) return formatPercent(p, 3);
  return formatPercent(p, 2);
}

const SUPERSCRIPT: Record<string, string> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};

/**
 * A small bound as a power of ten rounded up: `10⁻¹²` (for error bounds).
 *
 * @param x - A positive number (0 gives `0`).
 */
export function formatTiny(x: number): string {
  if (!(x > 0)) return '0';
  const e = Math.ceil(Math.log10(x));
  return `10${String(e)
    .split('')
    .map((c) => SUPERSCRIPT[c] ?? c)
    .join('')}`;
}

/**
 * A count with its noun: `100 раздач`, `1 ставка`, `2,5 ставки`.
 *
 * @param n - The count.
 * @param forms - The noun's three forms.
 */
export function countOf(n: number, forms: PluralForms): string {
  return `${formatNumber(n, Number.isInteger(n) ? 0 : { min: 0, max: 2 })}\u00a0${plural(n, forms)}`;
}

/** A range of a bin for the table: `от −3 до −1`, or a single value. */
export function binLabel(b: SessionBin): string {
  return b.from === b.to ? formatNetValue(b.from) : `от ${formatNetValue(b.from)} до ${formatNetValue(b.to)}`;
}

/** A simulated average with its 95 % confidence interval. */
export interface SimInterval {
  /** The rounds played. */
  readonly n: number;
  /** The average net per round. */
  readonly average: number;
  /** The interval's ends: the average ∓ 1,96 sample standard deviations over √n (none before two rounds). */
  readonly low: number;
  readonly high: number;
}

/**
 * The average of the first `n` simulated rounds and its normal 95 % confidence interval, from the
 * rounds themselves: `average ∓ 1.96 · s / √n`, `s` the sample standard deviation (divisor `n − 1`).
 *
 * @param samples - Each round's net.
 * @param n - How many of them (at least 2).
 */
export function simInterval(samples: ArrayLike<number>, n: number): SimInterval {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += samples[i]!;
  const average = sum / n;
  let squares = 0;
  for (let i = 0; i < n; i++) squares += (samples[i]! - average) ** 2;
  const half = (1.96 * Math.sqrt(squares / (n - 1))) / Math.sqrt(n);
  return { n, average, low: average - half, high: average + half };
}

/** The most rounds a reader may ask for, and the simulation's length. */
export const MAX_ROUNDS = 2000;
/** The simulation's longest run (its band is computed this far). */
export const SIM_ROUNDS = 5000;
/** The risks of ruin the reader chooses from. */
export const RISKS = [0.01, 0.05, 0.1, 0.25] as const;

/** A request of the explorer: what to compute, numbered by the explorer (its answer carries the id). */
export type VarianceRequest =
  | {
      readonly kind: 'session';
      readonly id: number;
      readonly bet: VarianceBet;
      readonly rounds: number;
      readonly risk: number;
    }
  | { readonly kind: 'band'; readonly id: number; readonly bet: VarianceBet; readonly rounds: number }
  | {
      readonly kind: 'simulate';
      readonly id: number;
      readonly bet: VarianceBet;
      readonly seed: number;
      readonly rounds: number;
    };

/** A session: its distribution, chances, bankroll and risk of ruin. */
export interface SessionResult {
  /** The bars of the distribution after `rounds`. */
  readonly bins: readonly SessionBin[];
  readonly ahead: number;
  readonly even: number;
  readonly behind: number;
  readonly mean: number;
  readonly sd: number;
  /** Bound on the absolute error of the three chances. */
  readonly error: number;
  /** The smallest whole bankroll with a risk of ruin at most the one asked, and its risk. */
  readonly bankroll: number;
  readonly bankrollRisk: number;
  /** The risk of ruin over the session against the bankroll, sampled for the chart and table. */
  readonly ruin: readonly (readonly [bankroll: number, risk: number])[];
  /** Playing forever: certain ruin, or the bankroll range for the risk asked. */
  readonly forever:
    { readonly certain: true } | { readonly certain: false; readonly atLeast: number; readonly enough: number } | null;
}

/** The exact 95 % band of the average result per round. */
export interface BandResult {
  /** Exact mean per round. */
  readonly mean: number;
  /** `lo[n − 1]`, `hi[n − 1]`: the 2.5 % and 97.5 % points of the average after n rounds. */
  readonly lo: Float64Array;
  readonly hi: Float64Array;
}

/** A simulated run. */
export interface SimulateResult {
  /** The seed used. */
  readonly seed: number;
  /** Each round's net, in bets, in the order played. */
  readonly samples: Float64Array;
  /** The running average result per round after each round. */
  readonly average: Float64Array;
}

/** The answer about a session, to the request `id`. */
export type SessionReply = SessionResult & { readonly kind: 'session'; readonly id: number };
/** The band, to the request `id`. */
export type BandReply = BandResult & { readonly kind: 'band'; readonly id: number };
/** A run, to the request `id`. */
export type SimulateReply = SimulateResult & { readonly kind: 'simulate'; readonly id: number };

/** Any answer to the explorer, or a failure. */
export type VarianceReply =
  SessionReply | BandReply | SimulateReply | { readonly kind: 'error'; readonly id: number; readonly message: string };
