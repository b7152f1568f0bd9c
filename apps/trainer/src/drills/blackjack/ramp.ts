/**
 * What the bet drill and the whole-shoe mode share: the trainee's ramp settings (bankroll, table limits,
 * chip unit, and the ramp — Kelly for the bankroll, or the trainee's own `tc:bet` steps — kept in the
 * store's prefs), the ramp priced from the engine's model (`evaluateRamp`, cached per model and
 * settings), the bin of a true count as the model bins it (`trueCountOf` floored, clipped to the
 * model's ends), and the loss of expected growth of a bet.
 *
 * The cost of a wrong bet is the loss in expected growth of the bankroll, in chips per round: with a
 * round's EV `μ` and variance `σ²` per unit bet at the count, a bet `b` grows a bankroll `B` by
 * `μ·b − σ²·b²/(2B)` on average (the second-order expansion of `B·E[ln(1 + b·X/B)]`, whose maximum is
 * the Kelly bet `B·μ/σ²`); the cost is that at the ramp's bet less that at the bet given, never below
 * zero. The drills' costs are per unit of stake, so the drill divides it by the table minimum.
 *
 * @module
 */
import {
  COUNTING_SYSTEMS,
  evaluateRamp,
  parseRamp,
  trueCountOf,
  type RampReport,
  type SpreadModel,
} from '@croupier/engine/blackjack';
import { readPref, writePref } from '../../storage/prefs.ts';

/** The ramp settings' name in the store. */
export const RAMP_PREF = 'betting.ramp';

/** The trainee's ramp settings. */
export interface RampSettings {
  /** The bankroll, chips. */
  readonly bankroll: number;
  /** The table minimum, chips. */
  readonly min: number;
  /** The table maximum (the top of the spread), chips. */
  readonly max: number;
  /** Bets are whole multiples of this chip. */
  readonly unit: number;
  /** `kelly`, or the trainee's steps as the CLI writes them (`1:20,2:40,3:80`). */
  readonly ramp: string;
}

/** The defaults: a 10 000-chip bankroll, bets from 10 to 200 (a spread of 1–20) in 5-chip steps, Kelly. */
export const DEFAULT_RAMP: RampSettings = { bankroll: 10_000, min: 10, max: 200, unit: 5, ramp: 'kelly' };

/** The stored settings, or the defaults where none (or a broken one) is stored. */
export function rampSettings(): RampSettings {
  const raw = readPref(RAMP_PREF);
  if (typeof raw !== 'string') return DEFAULT_RAMP;
  try {
    const s = { ...DEFAULT_RAMP, ...(JSON.parse(raw) as Partial<RampSettings>) };
    return parseRamp(s.ramp).ok ? s : DEFAULT_RAMP;
  } catch {
    return DEFAULT_RAMP;
  }
}

/** Keeps the settings in the store (the next item uses them). */
export function storeRampSettings(s: RampSettings): void {
  writePref(RAMP_PREF, JSON.stringify(s));
}

const reports = new WeakMap<SpreadModel, Map<string, RampReport>>();

/**
 * The ramp priced from the model (the engine's `evaluateRamp`, one spot), cached per model and settings.
 *
 * @param model - The model of the rules.
 * @param s - The ramp settings.
 * @throws RangeError when the engine refuses the settings (they are checked before they are stored).
 */
export function rampReport(model: SpreadModel, s: RampSettings): RampReport {
  const key = JSON.stringify(s);
  let byKey = reports.get(model);
  if (byKey === undefined) reports.set(model, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit !== undefined) return hit;
  const ramp = parseRamp(s.ramp);
  if (!ramp.ok) throw new RangeError(ramp.error.message);
  const r = evaluateRamp(model, { bankroll: s.bankroll, min: s.min, max: s.max, unit: s.unit, ramp: ramp.value });
  if (!r.ok) throw new RangeError(r.error.message);
  byKey.set(key, r.value);
  return r.value;
}

/**
 * The Hi-Lo true count before a round as the engine computes it (`trueCountOf`, floored).
 *
 * @param runningCount - The running count of the cards dealt.
 * @param decks - Decks in the shoe.
 * @param cardsRemaining - Cards not yet dealt.
 */
export function hiloTrueCount(runningCount: number, decks: number, cardsRemaining: number): number {
  return trueCountOf(COUNTING_SYSTEMS.hilo, runningCount, { decks, cardsRemaining });
}

/**
 * The expected growth of a bankroll per round from a bet, in chips: `μ·b − σ²·b²/(2B)`.
 *
 * @param ev - The round's EV per unit bet.
 * @param variance - Its variance per unit bet squared.
 * @param bankroll - The bankroll.
 * @param bet - The bet.
 */
export function expectedGrowth(ev: number, variance: number, bankroll: number, bet: number): number {
  return ev * bet - (variance * bet * bet) / (2 * bankroll);
}

/**
 * What a bet loses in expected growth against the ramp's bet, chips per round (zero when it grows the
 * bankroll as much or more, as a bet nearer Kelly than a step ramp's can).
 *
 * @param bin - The bin's EV and variance per unit bet.
 * @param bankroll - The bankroll.
 * @param right - The ramp's bet.
 * @param given - The bet given.
 */
export function growthLoss(
  bin: { readonly ev: number; readonly variance: number },
  bankroll: number,
  right: number,
  given: number,
): number {
  const d =
    expectedGrowth(bin.ev, bin.variance, bankroll, right) - expectedGrowth(bin.ev, bin.variance, bankroll, given);
  return Math.max(0, d);
}
