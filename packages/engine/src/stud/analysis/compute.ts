/**
 * The heavy half of the exact odds, loaded with the first computation: the shards of a plan, their
 * totals gathered per class, the answer built from them, and the per-class totals of the last few
 * passes (by payouts and qualifier, so other fees come back at once).
 *
 * @module
 */
import { type Fraction, toFractionString, toNumber } from '../../rational/index.js';
import { handClasses } from './classes.js';
import {
  CLASS_COUNT_UP_TO_SUITS,
  type ClassTotals,
  type ComputedOdds,
  type OddsPlan,
  type StudExactFigure,
} from './exact.js';
import { type ExactFigures, finalizeExchange, finalizeUpCard } from './finalize.js';
import { OPTIONS_PER_CLASS, type PaySpec, type ShardJob, type ShardResult } from './shard.js';

const passes = new Map<string, ClassTotals>();
const MAX_PASSES = 3;

/**
 * The shards of a plan: ranges of classes, the work of each estimated in units of one class of the
 * two-card exchange (for progress).
 *
 * @param plan - The plan.
 * @param pays - The paytables computed in the pass (default: the plan's).
 * @param size - Classes per shard (default 1,000).
 */
export function shardsOf(
  plan: Pick<OddsPlan, 'kind' | 'maxExchange' | 'qualifier' | 'pay'>,
  pays: readonly PaySpec[] = [plan.pay],
  size = 1000,
): { readonly job: ShardJob; readonly work: number }[] {
  const perClass = plan.kind === 'upCard' ? 0.15 : plan.maxExchange === 2 ? 1 : plan.maxExchange === 1 ? 0.06 : 0.02;
  const out: { job: ShardJob; work: number }[] = [];
  for (let from = 0; from < CLASS_COUNT_UP_TO_SUITS; from += size) {
    const to = Math.min(from + size, CLASS_COUNT_UP_TO_SUITS);
    out.push({
      job: { kind: plan.kind, qualifier: plan.qualifier, maxExchange: plan.maxExchange, pays, from, to },
      work: (to - from) * perClass,
    });
  }
  return out;
}

/**
 * Gathers shard results (in any order) into per-class totals, one set per paytable of the pass.
 *
 * @param results - Every shard of a pass.
 * @param paytables - How many paytables the pass computed.
 * @param maxExchange - The options computed.
 */
export function gatherTotals(
  results: readonly ShardResult[],
  paytables: number,
  maxExchange: 0 | 1 | 2,
): ClassTotals[] {
  const out = Array.from({ length: paytables }, () => ({
    maxExchange,
    totals: new Float64Array(CLASS_COUNT_UP_TO_SUITS * OPTIONS_PER_CLASS),
    raises: new Uint16Array(CLASS_COUNT_UP_TO_SUITS * OPTIONS_PER_CLASS),
  }));
  for (const r of results) {
    const n = r.job.to - r.job.from;
    for (let k = 0; k < paytables; k++) {
      const src = k * n * OPTIONS_PER_CLASS;
      out[k]!.totals.set(r.totals.subarray(src, src + n * OPTIONS_PER_CLASS), r.job.from * OPTIONS_PER_CLASS);
      out[k]!.raises.set(r.raises.subarray(src, src + n * OPTIONS_PER_CLASS), r.job.from * OPTIONS_PER_CLASS);
    }
  }
  return out;
}

function figureOf(f: Pick<ExactFigures, 'houseEdge' | 'elementOfRisk' | 'raiseChance'>): StudExactFigure {
  const s = (x: Fraction): string => toFractionString(x);
  return {
    exact: true,
    houseEdge: s(f.houseEdge),
    houseEdgeValue: toNumber(f.houseEdge),
    elementOfRisk: s(f.elementOfRisk),
    elementOfRiskValue: toNumber(f.elementOfRisk),
    raiseChance: s(f.raiseChance),
    raiseChanceValue: toNumber(f.raiseChance),
  };
}

/**
 * The answer for a plan from the per-class totals of its paytable.
 *
 * @param plan - The plan (fees and exchange limit are applied here).
 * @param t - The per-class totals, computed with at least the plan's exchange.
 */
export function answerFromTotals(plan: OddsPlan, t: ClassTotals): ComputedOdds {
  const { keys, weights } = classList();
  if (plan.kind === 'upCard') {
    return {
      key: plan.key,
      figure: figureOf(
        finalizeUpCard(keys, weights, t.totals, t.raises, { scale: plan.pay.scale, raiseMultiple: plan.raiseMultiple }),
      ),
    };
  }
  const f = finalizeExchange(keys, weights, t.totals, t.raises, {
    scale: plan.pay.scale,
    feeOneCard: plan.feeOneCard,
    feeTwoCards: plan.feeTwoCards,
    maxExchange: plan.maxExchange,
    raiseMultiple: plan.raiseMultiple,
  });
  return {
    key: plan.key,
    figure: figureOf(f),
    byCategory: f.byCategory.map((c) => [c.hands, c.fold, c.raise, c.exchangeOne, c.exchangeTwo] as const),
    codes: f.codes,
  };
}

let classes: { keys: Float64Array; weights: Uint8Array } | undefined;

/** The hand classes, built once (about half a second). */
export function classList(): { keys: Float64Array; weights: Uint8Array } {
  return (classes ??= handClasses());
}

/**
 * Per-class totals cached for a plan: the heavy pass of the same payouts and qualifier with at least
 * the plan's exchange, so other fees or a smaller exchange are answered without recomputing.
 *
 * @param plan - The plan.
 */
export function cachedTotals(plan: OddsPlan): ClassTotals | undefined {
  const t = passes.get(plan.countKey);
  return t !== undefined && t.maxExchange >= plan.maxExchange ? t : undefined;
}

/**
 * Stores the per-class totals of a heavy pass (the last three are kept).
 *
 * @param plan - The plan they were computed for.
 * @param t - The totals.
 */
export function rememberTotals(plan: OddsPlan, t: ClassTotals): void {
  passes.delete(plan.countKey);
  passes.set(plan.countKey, t);
  while (passes.size > MAX_PASSES) passes.delete(passes.keys().next().value!);
}
