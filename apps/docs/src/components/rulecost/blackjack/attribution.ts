/**
 * How the change of the house edge between two rule sets splits into the rules that caused it.
 *
 * With `k` factors changed, the value of a coalition `S` (a set of the changed factors) is the house
 * edge of the base rules with the factors of `S` set as in the target. The share of a factor is its
 * **Shapley value**: its marginal effect `v(S ∪ {i}) − v(S)` averaged over all `k!` orders in which the
 * factors could be switched one at a time, i.e. `Σ_S |S|!·(k − |S| − 1)!/k! · (v(S ∪ {i}) − v(S))`.
 * The shares add up to the whole change exactly, and no order is privileged. It needs the edge of every
 * coalition; when those are more than {@link SHAPLEY_BUDGET} distinct analyses, the page switches the
 * factors **one at a time in the order of its controls** instead (each share is the change from
 * switching that factor with the factors above it already switched): `k + 1` analyses, the shares
 * still add up exactly, but they depend on that order.
 *
 * @module
 */
import { rational, type Fraction } from '@croupier/engine';
import { type BjConfig, type FactorId, configKey, differingFactors, mixConfig, normalise } from './factors';

/** The most distinct analyses a Shapley split may need before the page falls back to the path. */
export const SHAPLEY_BUDGET = 32;

/** How the change is split. */
export type AttributionMethod = 'shapley' | 'path';

/** What the analyses must answer for a split. */
export interface AttributionPlan {
  /** The factors that differ, in the page's order. */
  readonly factors: readonly FactorId[];
  /** The split used. */
  readonly method: AttributionMethod;
  /** The cache key of each coalition used (bit `i` set: factor `i` as in the target). */
  readonly maskKeys: ReadonlyMap<number, string>;
  /** Every distinct configuration to analyse, by key, the most useful first (target, base, then by size). */
  readonly configs: ReadonlyMap<string, BjConfig>;
}

function popcount(m: number): number {
  let c = 0;
  for (; m; m &= m - 1) c++;
  return c;
}

/**
 * The coalitions a split needs and the analyses behind them.
 *
 * @param base - Where the comparison starts.
 * @param target - The rules chosen.
 * @param budget - The most distinct analyses for a Shapley split (default {@link SHAPLEY_BUDGET}).
 */
export function planAttribution(base: BjConfig, target: BjConfig, budget = SHAPLEY_BUDGET): AttributionPlan {
  const factors = differingFactors(base, target);
  const k = factors.length;
  const full = (1 << k) - 1;
  const configOf = (mask: number) =>
    mixConfig(
      base,
      target,
      factors.filter((_, i) => mask & (1 << i)),
    );
  const all = Array.from({ length: 1 << k }, (_, m) => m);
  // The target and the base first, then smaller coalitions before larger ones.
  const ordered = (masks: number[]) => [
    full,
    0,
    ...masks.filter((m) => m !== full && m !== 0).sort((a, b) => popcount(a) - popcount(b) || a - b),
  ];
  const build = (masks: number[]) => {
    const maskKeys = new Map<number, string>();
    const configs = new Map<string, BjConfig>();
    for (const m of ordered(masks)) {
      const c = configOf(m);
      const key = configKey(c);
      maskKeys.set(m, key);
      if (!configs.has(key)) configs.set(key, normalise(c));
    }
    return { maskKeys, configs };
  };
  if (k <= 12) {
    const shapley = build(all);
    if (shapley.configs.size <= budget) return { factors, method: 'shapley', ...shapley };
  }
  const prefixes = Array.from({ length: k + 1 }, (_, j) => (1 << j) - 1);
  return { factors, method: 'path', ...build(prefixes) };
}

/** A house edge: the number, and the exact fraction when the analysis has one (infinite shoe). */
export interface EdgeValue {
  /** The edge per initial bet. */
  readonly edge: number;
  /** The same, exactly. */
  readonly exact?: Fraction;
}

/** One factor's share of the change. */
export interface Share {
  /** The factor. */
  readonly factor: FactorId;
  /** Its share of the change in the house edge, per initial bet. */
  readonly edge: number;
  /** The same exactly, when every analysis is exact. */
  readonly exact?: Fraction;
}

/** A finished split. */
export interface Attribution {
  /** The split used. */
  readonly method: AttributionMethod;
  /** One share per changed factor, in the page's order. */
  readonly shares: readonly Share[];
  /** The whole change (target − base). */
  readonly total: EdgeValue;
}

/**
 * How many of a plan's analyses are done.
 *
 * @param plan - The plan.
 * @param has - Whether a key's analysis is known.
 */
export function planProgress(plan: AttributionPlan, has: (key: string) => boolean): { done: number; total: number } {
  let done = 0;
  for (const key of plan.configs.keys()) if (has(key)) done++;
  return { done, total: plan.configs.size };
}

function factorial(n: number): bigint {
  let f = 1n;
  for (let i = 2n; i <= BigInt(n); i++) f *= i;
  return f;
}

/**
 * The split, once every analysis of the plan is known.
 *
 * @param plan - The plan.
 * @param value - The edge of a configuration by key (undefined: not computed yet).
 * @returns The split, or `null` while an analysis is missing.
 */
export function attribute(plan: AttributionPlan, value: (key: string) => EdgeValue | undefined): Attribution | null {
  const k = plan.factors.length;
  const v = new Map<number, EdgeValue>();
  for (const [m, key] of plan.maskKeys) {
    const x = value(key);
    if (x === undefined) return null;
    v.set(m, x);
  }
  const exact = [...v.values()].every((x) => x.exact !== undefined);
  const full = (1 << k) - 1;
  const diff = (a: EdgeValue, b: EdgeValue): EdgeValue => ({
    edge: a.edge - b.edge,
    ...(exact ? { exact: rational.sub(a.exact!, b.exact!) } : {}),
  });
  const total = diff(v.get(full)!, v.get(0)!);
  const shares: Share[] = [];
  if (plan.method === 'path') {
    for (let i = 0; i < k; i++) {
      const d = diff(v.get((1 << (i + 1)) - 1)!, v.get((1 << i) - 1)!);
      shares.push({ factor: plan.factors[i]!, ...d });
    }
    return { method: 'path', shares, total };
  }
  const kf = factorial(k);
  for (let i = 0; i < k; i++) {
    const bit = 1 << i;
    let edge = 0;
    let ex: Fraction = rational.ZERO;
    for (let s = 0; s <= full; s++) {
      if (s & bit) continue;
      const size = popcount(s);
      const num = factorial(size) * factorial(k - size - 1);
      const d = diff(v.get(s | bit)!, v.get(s)!);
      edge += (Number(num) / Number(kf)) * d.edge;
      if (exact) ex = rational.add(ex, rational.mul(rational.frac(num, kf), d.exact!));
    }
    shares.push({ factor: plan.factors[i]!, edge, ...(exact ? { exact: ex } : {}) });
  }
  return { method: 'shapley', shares, total };
}
