/**
 * Craps rules: the rules type and presets from `@croupier/paytables/craps`, resolution with overrides,
 * the check of a rules object passed in from outside, and the rules the round, the analysis and the
 * apps share — the odds limits, the commission, which line bet a free-odds bet stands behind.
 *
 * @module
 */
import {
  crapsDefaultPreset,
  crapsPresets,
  crapsSchema,
  type CrapsNumber,
  type CrapsPresetId,
  type CrapsRules,
} from '@croupier/paytables/craps';
import type { SchemaIssue } from '@croupier/paytables/schema';
import { WAYS } from '../dice/index.js';
import { ok, orThrow, type Result, type RuleError } from '../result/index.js';
import {
  checkRulesWith,
  resolveRulesWith,
  type ResolveOptions,
  type RulesErrorCode,
  presetOfWith,
} from '../rules/index.js';
import type { BetId, BetSpec } from './bets.js';
import { crapsError, type CrapsError } from './errors.js';

export type { CrapsOddsLimit, CrapsPresetId, CrapsRules } from '@croupier/paytables/craps';
export { CRAPS_PAYOUTS, crapsPresets, crapsSchema } from '@croupier/paytables/craps';

/**
 * Resolves craps rules from a preset (default `seed`, the text) and overrides.
 *
 * @param options - Preset, overrides and CLI-style `key=value` sets.
 * @returns The full, checked rules, or a `rules/…` error naming what was wrong and what is allowed.
 * @example
 * ```ts
 * resolveRules({ preset: 'casino', overrides: { oddsLimit: '10x' } });
 * ```
 */
export function resolveRules(
  options: ResolveOptions<CrapsRules, CrapsPresetId> = {},
): Result<CrapsRules, RuleError<RulesErrorCode>> {
  return resolveRulesWith('craps', crapsSchema, crapsPresets, crapsDefaultPreset, options);
}

/**
 * {@link resolveRules}, throwing a `CroupierError` on failure.
 *
 * @param options - Preset, overrides and CLI-style `key=value` sets.
 */
export function resolveRulesOrThrow(options: ResolveOptions<CrapsRules, CrapsPresetId> = {}): CrapsRules {
  return orThrow(resolveRules(options));
}

/** The default rules: the `seed` preset. */
export const DEFAULT_RULES: CrapsRules = crapsPresets[crapsDefaultPreset].rules;

/**
 * Checks a rules object passed in from outside (revived from JSON, built by hand): every rule present,
 * known and allowed by the schema (the commission a whole percent from 0 to 10, the field's ratios with
 * terms from 1 to 1000, so every payout of a stake up to `MAX_STAKE` is exact). Craps has no rule that
 * constrains another, so the schema is the whole check.
 *
 * @param rules - Anything.
 * @returns A fresh copy holding only the rules (never the caller's objects), or `craps/bad-rules` with
 *   every problem in `details.issues`.
 * @example
 * ```ts
 * checkRules({ ...DEFAULT_RULES, commissionPercent: -5 }); // craps/bad-rules: commissionPercent must be …
 * ```
 */
export function checkRules(rules: unknown): Result<CrapsRules, CrapsError> {
  const checked = checkRulesWith<CrapsRules>('craps', crapsSchema, rules);
  if (!checked.ok) {
    return crapsError('craps/bad-rules', { issues: checked.error.details['issues'] as readonly SchemaIssue[] });
  }
  const r = checked.value;
  return ok({
    dontPassBar: r.dontPassBar,
    passAfterPoint: r.passAfterPoint,
    oddsLimit: r.oddsLimit,
    placeWorkingOnComeOut: r.placeWorkingOnComeOut,
    commissionPercent: r.commissionPercent,
    commissionOn: r.commissionOn,
    fieldPays2: { pays: r.fieldPays2.pays, per: r.fieldPays2.per },
    fieldPays12: { pays: r.fieldPays12.pays, per: r.fieldPays12.per },
  });
}

/**
 * {@link checkRules} for the entry points that return a value rather than a result (analysis,
 * simulation, counting): the same check `start` makes, throwing a `CroupierError` that carries
 * `craps/bad-rules` (every problem in `details.issues`) instead of computing with bad rules.
 *
 * @param rules - Anything.
 * @returns The rules, checked.
 * @throws CroupierError carrying `craps/bad-rules`.
 */
export function checkRulesOrThrow(rules: unknown): CrapsRules {
  return orThrow(checkRules(rules));
}

/**
 * The preset whose rules these are, if any (for the odds report's `preset`).
 *
 * @param rules - Checked rules.
 * @returns `seed`, `casino`, or `undefined` for rules that match no preset.
 */
export function presetOf(rules: CrapsRules): CrapsPresetId | undefined {
  return presetOfWith(crapsSchema, crapsPresets, rules);
}

const MULT_345: Readonly<Record<CrapsNumber, number>> = { 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3 };

/**
 * The largest free odds a player may take behind a pass or come bet on a point.
 *
 * @param rules - The table's rules.
 * @param flat - The line bet, in chips.
 * @param point - The bet's point.
 * @returns The odds limit, in chips.
 * @example
 * ```ts
 * maxTakeOdds(DEFAULT_RULES, 10, 6); // 50 (3-4-5x: five times on 6)
 * ```
 */
export function maxTakeOdds(rules: CrapsRules, flat: number, point: CrapsNumber): number {
  const k = rules.oddsLimit === '3-4-5x' ? MULT_345[point] : Number(rules.oddsLimit.slice(0, -1));
  return k * flat;
}

/**
 * The largest free odds a player may lay behind a don't pass or don't come bet: enough to win `k` times
 * the flat bet (with 3-4-5x, six times the flat bet on every point, the casino rule).
 *
 * @param rules - The table's rules.
 * @param flat - The line bet, in chips.
 * @param point - The bet's point.
 * @returns The lay limit, in chips.
 * @example
 * ```ts
 * maxLayOdds({ ...DEFAULT_RULES, oddsLimit: '2x' }, 10, 6); // 24: laid at 5:6, it wins 20
 * ```
 */
export function maxLayOdds(rules: CrapsRules, flat: number, point: CrapsNumber): number {
  if (rules.oddsLimit === '3-4-5x') return 6 * flat;
  const k = Number(rules.oddsLimit.slice(0, -1));
  return Math.floor((k * flat * 6) / WAYS[point]!);
}

/**
 * The buy/lay commission on an amount (the buy bet, or the lay bet's win): `commissionPercent` of it,
 * rounded down to whole chips but at least one chip (the casino minimum) when the percent is not zero.
 *
 * @param rules - The table's rules.
 * @param base - The amount the commission is a percentage of.
 * @example
 * ```ts
 * commissionOf(DEFAULT_RULES, 39); // 1 (5% is 1.95)
 * ```
 */
export function commissionOf(rules: CrapsRules, base: number): number {
  if (rules.commissionPercent === 0 || base <= 0) return 0;
  return Math.max(1, Math.floor((base * rules.commissionPercent) / 100));
}

/**
 * The line bet a free-odds bet stands behind, e.g. `passOdds` → `pass`, `comeOdds6` → `come6`.
 *
 * @param spec - Any bet.
 * @returns The line bet, or `undefined` if the bet is not a free-odds bet.
 */
export function oddsBase(spec: BetSpec): BetId | undefined {
  switch (spec.kind) {
    case 'passOdds':
      return 'pass';
    case 'dontPassOdds':
      return 'dontPass';
    case 'comeOdds':
      return `come${spec.n as CrapsNumber}`;
    case 'dontComeOdds':
      return `dontCome${spec.n as CrapsNumber}`;
    default:
      return undefined;
  }
}

/**
 * The free-odds bet behind a line bet on its point, e.g. `come6` → `comeOdds6`.
 *
 * @param spec - Any bet.
 * @returns The odds bet, or `undefined` for bets that take no odds.
 */
export function oddsOf(spec: BetSpec): BetId | undefined {
  switch (spec.kind) {
    case 'pass':
      return 'passOdds';
    case 'dontPass':
      return 'dontPassOdds';
    case 'comePoint':
      return `comeOdds${spec.n as CrapsNumber}`;
    case 'dontComePoint':
      return `dontComeOdds${spec.n as CrapsNumber}`;
    default:
      return undefined;
  }
}

/**
 * The most odds a player may have behind a line bet of `flat` chips, or `undefined` when the odds bet
 * has no point yet (pass odds on a come-out).
 *
 * @param spec - The odds bet.
 * @param point - The puck: the point, or `null`.
 * @param flat - The line bet behind which the odds stand.
 * @param rules - The table's rules.
 * @example
 * ```ts
 * oddsLimitFor(betSpec('dontComeOdds4')!, null, 10, DEFAULT_RULES); // 60 (3-4-5x lays six times)
 * ```
 */
export function oddsLimitFor(
  spec: BetSpec,
  point: CrapsNumber | null,
  flat: number,
  rules: CrapsRules,
): number | undefined {
  const on = spec.kind === 'passOdds' || spec.kind === 'dontPassOdds' ? point : (spec.n as CrapsNumber);
  if (on === null) return undefined;
  return spec.kind === 'passOdds' || spec.kind === 'comeOdds'
    ? maxTakeOdds(rules, flat, on)
    : maxLayOdds(rules, flat, on);
}
