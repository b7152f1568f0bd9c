/**
 * The rules of five-card stud with exchange: the type and schema from `@croupier/paytables/stud`,
 * resolved from a preset plus overrides.
 *
 * @module
 */
import {
  STUD_DEFAULT_PRESET,
  studPresets,
  studSchema,
  type StudPresetId,
  type StudRules,
} from '@croupier/paytables/stud';
import type { Result, RuleError } from '../result/index.js';
import { resolveRulesWith, resolveRulesWithOrThrow, type ResolveOptions, type RulesErrorCode } from '../rules/index.js';

export type { StudRules, StudPresetId, StudPaytable, StudPaidCategory } from '@croupier/paytables/stud';
export { studPresets, studSchema, STUD_DEFAULT_PRESET, TEXT_PAYTABLE } from '@croupier/paytables/stud';

/**
 * Resolves stud rules from a preset (default `seed`, the text), overrides and `key=value` strings.
 *
 * @param options - `{ preset, overrides, sets }`.
 * @returns The full, checked rules, or a `rules/…` error naming what was wrong and what is allowed.
 * @example
 * ```ts
 * resolveRules({ preset: 'caribbean' });             // one dealer card up, no exchange
 * resolveRules({ sets: ['maxExchange=1'] });          // the text with a one-card exchange only
 * ```
 */
export function resolveRules(
  options: ResolveOptions<StudRules, StudPresetId> = {},
): Result<StudRules, RuleError<RulesErrorCode>> {
  return resolveRulesWith('stud', studSchema, studPresets, STUD_DEFAULT_PRESET, options);
}

/** {@link resolveRules}, throwing a `CroupierError` on failure. */
export function resolveRulesOrThrow(options: ResolveOptions<StudRules, StudPresetId> = {}): StudRules {
  return resolveRulesWithOrThrow('stud', studSchema, studPresets, STUD_DEFAULT_PRESET, options);
}
