/**
 * Exact stud odds for any rules the analysis covers: which rules those are, the canonical key that
 * identifies the figures, the cache of answers by key, and {@link computeOdds}, which runs the shards
 * of `./shard.ts` on the calling thread, a slice at a time, with progress and cancellation (the heavy
 * modules load with the first computation). `@croupier/engine/stud/node` runs the same shards on
 * worker threads.
 *
 * Covered: no dealer card shown with an exchange of up to 0, 1 or 2 cards, and one card shown with no
 * exchange (Caribbean stud); any paytable, ante payout, raise multiple (1…10), qualifier and fees.
 * Not covered: a dealer card shown *and* an exchange (`stud/odds-not-covered`). The figures are per
 * ante, for an ante at which every fee and payout is whole chips and a balance that covers any
 * exchange and the raise, so `feeRounding` and `exchangeNeedsRaise` never come into play.
 *
 * @module
 */
import { STUD_CATEGORIES } from '@croupier/paytables/stud';
import { commonDenominator } from '../../money/index.js';
import { err, ok, type Result, type RuleError } from '../../result/index.js';
import { checkRules, checkRulesOrThrow, type StudRules, unanalysedRule } from '../rules.js';
import type { PaySpec, ShardResult } from './shard.js';

/** Error codes of the exact odds. */
export type StudOddsErrorCode =
  'stud/bad-rules' | 'stud/odds-not-covered' | 'stud/odds-out-of-range' | 'stud/odds-not-computed';

/** The paid combinations in the order of a paytable. */
const PAID = STUD_CATEGORIES;

/** Number of hand classes up to suits. */
export const CLASS_COUNT_UP_TO_SUITS = 134459;

/** The largest total a payout may reach, in units, for every sum to stay an exact double (see {@link planOdds}). */
const MAX_UNITS = 6_000_000;

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

function ratio(r: { pays: number; per: number }): string {
  const g = gcd(r.pays, r.per) || 1;
  return `${r.pays / g}/${r.per / g}`;
}

/** What changes the figures, read off the rules: the exchange options and the payouts. */
export interface OddsPlan {
  /** The canonical key of the figures: equal keys, equal figures. */
  readonly key: string;
  /** The key of the heavy pass (payouts and qualifier, not the fees). */
  readonly countKey: string;
  /** `exchange` (no card shown) or `upCard` (one card shown, no exchange). */
  readonly kind: 'exchange' | 'upCard';
  /** The exchange allowed (0 for `upCard`). */
  readonly maxExchange: 0 | 1 | 2;
  /** The dealer's qualifier. */
  readonly qualifier: 'aceKing' | 'pair';
  /** The payouts in whole units of `1 / scale` ante. */
  readonly pay: PaySpec;
  /** The fees, in antes. */
  readonly feeOneCard: { readonly pays: number; readonly per: number };
  /** The fee for two cards, in antes. */
  readonly feeTwoCards: { readonly pays: number; readonly per: number };
  /** The raise multiple. */
  readonly raiseMultiple: number;
}

/**
 * The canonical key of the figures the rules give: the deal, the exchange allowed, the qualifier, the
 * raise multiple and every payout and fee that can matter, ratios reduced. Rules with equal keys have
 * equal figures.
 *
 * @param rules - The rules.
 * @returns e.g. `stud1|up0|x2|aceKing|m2|a1/1|100/1,50/1,…|f1/1,3/2`.
 */
export function studOddsKey(rules: StudRules): string {
  const ex = rules.upCards === 1 ? 0 : rules.maxExchange;
  const fees =
    ex === 0
      ? ''
      : ex === 1
        ? `f${ratio(rules.feeOneCard)}`
        : `f${ratio(rules.feeOneCard)},${ratio(rules.feeTwoCards)}`;
  const table = PAID.map((k) => ratio(rules.paytable[k])).join(',');
  return `stud1|up${rules.upCards}|x${ex}|${rules.qualifier}|m${rules.raiseMultiple}|a${ratio(rules.antePays)}|${table}|${fees}`;
}

/**
 * Reads what the exact analysis needs off the rules, or says why it cannot answer them.
 *
 * @param rules - Checked stud rules.
 * @returns The plan, or `stud/odds-not-covered` (a dealer card shown with an exchange) or
 *   `stud/odds-out-of-range` (payouts so large, in units of the common denominator, that the exact
 *   sums would leave the range of doubles: a raise win beyond six million units).
 */
export function planOdds(rules: StudRules): Result<OddsPlan, RuleError<StudOddsErrorCode>> {
  const checked = checkRules(rules);
  if (!checked.ok) return checked;
  const unanalysed = unanalysedRule(rules);
  if (unanalysed !== null) {
    return err(
      'stud/odds-not-covered',
      `The exact analysis does not evaluate ${unanalysed}=${JSON.stringify(rules[unanalysed])} yet (it covers the text's family: an exchange of up to two cards, once, the ante paid, no sixth card, no two combinations, no buying a game, no insurance, no maximum payout).`,
      { upCards: rules.upCards, maxExchange: rules.maxExchange, rule: unanalysed },
    );
  }
  if (rules.upCards === 1 && rules.maxExchange > 0) {
    return err(
      'stud/odds-not-covered',
      `The exact analysis covers an exchange with no dealer card shown, or one card shown with no exchange (Caribbean stud); these rules show ${rules.upCards} card and allow an exchange of ${rules.maxExchange}. Set maxExchange=0 or upCards=0.`,
      { upCards: rules.upCards, maxExchange: rules.maxExchange },
    );
  }
  const scale = commonDenominator([rules.antePays, ...PAID.map((k) => rules.paytable[k])]);
  const u = (r: { pays: number; per: number }): number => (r.pays * scale) / r.per;
  const anteWin = u(rules.antePays);
  const raiseWinByCategory = PAID.map((k) => rules.raiseMultiple * u(rules.paytable[k]));
  const loss = (1 + rules.raiseMultiple) * scale;
  const biggest = Math.max(anteWin + Math.max(...raiseWinByCategory), loss, scale);
  if (!Number.isSafeInteger(biggest) || biggest > MAX_UNITS) {
    return err(
      'stud/odds-out-of-range',
      `These payouts come to ${biggest} units of 1/${scale} ante on one raise; the exact analysis keeps every sum exact up to ${MAX_UNITS} units. Use smaller payouts or simpler fractions.`,
      { units: biggest, scale },
    );
  }
  const kind = rules.upCards === 1 ? 'upCard' : 'exchange';
  // unanalysedRule refused more than two cards above.
  const maxExchange = kind === 'upCard' ? 0 : (rules.maxExchange as 0 | 1 | 2);
  const table = PAID.map((k) => ratio(rules.paytable[k])).join(',');
  return ok({
    key: studOddsKey(rules),
    countKey: `stud1|${kind}|${rules.qualifier}|m${rules.raiseMultiple}|a${ratio(rules.antePays)}|${table}`,
    kind,
    maxExchange,
    qualifier: rules.qualifier,
    pay: { scale, anteWin, raiseWinByCategory, loss },
    feeOneCard: rules.feeOneCard,
    feeTwoCards: rules.feeTwoCards,
    raiseMultiple: rules.raiseMultiple,
  });
}

/** Per-class totals of every class, for one paytable: what the fees are applied to. */
export interface ClassTotals {
  /** The options computed (0, 1 or 2 for `exchange`; 0 for `upCard`). */
  readonly maxExchange: 0 | 1 | 2;
  /** 16 totals per class (see `ShardResult`). */
  readonly totals: Float64Array;
  /** 16 raise counts per class. */
  readonly raises: Uint16Array;
}

/** Exact figures as fractions and numbers (the shape of the shipped figures). */
export interface StudExactFigure {
  /** Always true: every hand class enumerated. */
  readonly exact: true;
  /** House edge per ante, a reduced fraction. */
  readonly houseEdge: string;
  /** House edge per ante as a number. */
  readonly houseEdgeValue: number;
  /** Element of risk (per chip on the ante and the raise), a reduced fraction. */
  readonly elementOfRisk: string;
  /** Element of risk as a number. */
  readonly elementOfRiskValue: number;
  /** Chance of raising under optimal play, a reduced fraction. */
  readonly raiseChance: string;
  /** Chance of raising as a number. */
  readonly raiseChanceValue: number;
}

/** What an exact computation returns. */
export interface ComputedOdds {
  /** The canonical key of the rules ({@link studOddsKey}). */
  readonly key: string;
  /** The figures. */
  readonly figure: StudExactFigure;
  /** Decisions by the dealt combination, `[hands, fold, raise, exchange one, exchange two]` per combination (no dealer card shown only). */
  readonly byCategory?: readonly (readonly [number, number, number, number, number])[];
  /** The optimal decision per class (no dealer card shown only; codes as in `@croupier/paytables/stud-strategy`). */
  readonly codes?: Uint8Array;
}

// ---------------------------------------------------------------------------------------------
// The cache of answers by key.

const answers = new Map<string, ComputedOdds>();

/**
 * The cached exact answer for these rules, if this thread computed (or was given) it.
 *
 * @param rules - The rules.
 */
export function cachedOdds(rules: StudRules): ComputedOdds | undefined {
  checkRulesOrThrow(rules);
  return answers.get(studOddsKey(rules));
}

/**
 * Stores an answer in the cache (the Node driver and a disk cache use this).
 *
 * @param answer - A computed answer.
 */
export function rememberOdds(answer: ComputedOdds): void {
  answers.set(answer.key, answer);
}

// ---------------------------------------------------------------------------------------------
// Running on the calling thread.

/** Progress of a computation. */
export interface StudOddsProgress {
  /** Work done, in units of one class of the two-card exchange. */
  readonly done: number;
  /** All the work. */
  readonly total: number;
  /** Milliseconds since the start. */
  readonly elapsedMs: number;
  /** Estimated milliseconds left (from the rate so far), once a shard is done. */
  readonly etaMs?: number;
}

/** Options of a computation. */
export interface ComputeOddsOptions {
  /** Called after each shard. */
  readonly onProgress?: (progress: StudOddsProgress) => void;
  /** Stops the computation: the promise rejects with the signal's reason. */
  readonly signal?: AbortSignal;
}

/** Reports progress with a rate-based estimate. */
export function progressReporter(
  total: number,
  onProgress: ((p: StudOddsProgress) => void) | undefined,
): (work: number) => void {
  const t0 = Date.now();
  let done = 0;
  return (work: number) => {
    done += work;
    const elapsedMs = Date.now() - t0;
    const etaMs = done > 0 ? Math.max(0, (elapsedMs * (total - done)) / done) : undefined;
    onProgress?.({ done, total, elapsedMs, ...(etaMs === undefined ? {} : { etaMs }) });
  };
}

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Computes the exact odds of any covered rules on the calling thread, a shard at a time, yielding to
 * the event loop between shards. The two-card exchange takes a couple of CPU-minutes; the rest
 * seconds. Answers are cached by {@link studOddsKey}, and the per-class totals by payouts, so other
 * fees for the same paytable come back at once. In Node, `@croupier/engine/stud/node` runs the same
 * work on every core.
 *
 * @param rules - Checked stud rules.
 * @param options - `onProgress` and an `AbortSignal`.
 * @returns The answer, or a rule error for rules the analysis does not cover.
 * @example
 * ```ts
 * const rules = resolveRulesOrThrow({ sets: ['paytable=200,50,20,6,5,4,3,2,1,1'] });
 * const r = await computeOdds(rules, { onProgress: (p) => console.log(`${((100 * p.done) / p.total).toFixed(0)}%`) });
 * if (r.ok) r.value.figure.houseEdge; // an exact fraction
 * ```
 */
export async function computeOdds(
  rules: StudRules,
  options: ComputeOddsOptions = {},
): Promise<Result<ComputedOdds, RuleError<StudOddsErrorCode>>> {
  const planned = planOdds(rules);
  if (!planned.ok) return planned;
  const plan = planned.value;
  const hit = answers.get(plan.key);
  if (hit) return ok(hit);
  // The counting code loads with the first computation, so importing this module stays light.
  const { answerFromTotals, cachedTotals, classList, gatherTotals, rememberTotals, shardsOf } =
    await import('./compute.js');
  const { computeShard } = await import('./shard.js');
  let t = cachedTotals(plan);
  if (t === undefined) {
    const shards = shardsOf(plan, [plan.pay], 500);
    const report = progressReporter(
      shards.reduce((s, x) => s + x.work, 0),
      options.onProgress,
    );
    const results: ShardResult[] = [];
    classList();
    for (const s of shards) {
      options.signal?.throwIfAborted();
      results.push(computeShard(s.job));
      report(s.work);
      await yieldToEventLoop();
    }
    options.signal?.throwIfAborted();
    t = gatherTotals(results, 1, plan.maxExchange)[0]!;
    rememberTotals(plan, t);
  }
  const answer = answerFromTotals(plan, t);
  rememberOdds(answer);
  return ok(answer);
}
