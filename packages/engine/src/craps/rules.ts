/**
 * Craps rules: the rules type and presets from `@croupier/paytables/craps`, resolution with overrides,
 * and the odds limits they imply.
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
import { WAYS } from '../dice/index.js';
import { orThrow, type Result, type RuleError } from '../result/index.js';
import { resolveRulesWith, type ResolveOptions, type RulesErrorCode } from '../rules/index.js';

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

/** {@link resolveRules}, throwing a `CroupierError` on failure. */
export function resolveRulesOrThrow(options: ResolveOptions<CrapsRules, CrapsPresetId> = {}): CrapsRules {
  return orThrow(resolveRules(options));
}

/** The default rules: the `seed` preset. */
export const DEFAULT_RULES: CrapsRules = crapsPresets[crapsDefaultPreset].rules;

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
 */
export function commissionOf(rules: CrapsRules, base: number): number {
  if (rules.commissionPercent === 0 || base <= 0) return 0;
  return Math.max(1, Math.floor((base * rules.commissionPercent) / 100));
}
