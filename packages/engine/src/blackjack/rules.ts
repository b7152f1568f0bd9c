/**
 * Blackjack rules: the rules type and presets from `@croupier/paytables/blackjack`, and their
 * resolution from a preset plus overrides.
 *
 * @module
 */
import {
  BLACKJACK_DEFAULT_PRESET,
  blackjackPresets,
  blackjackSchema,
  type BlackjackPresetId,
  type BlackjackRules,
} from '@croupier/paytables/blackjack';
import type { Result, RuleError } from '../result/index.js';
import { resolveRulesWith, resolveRulesWithOrThrow, type ResolveOptions, type RulesErrorCode } from '../rules/index.js';

export type { BlackjackRules, BlackjackPresetId } from '@croupier/paytables/blackjack';
export {
  BLACKJACK_DEFAULT_PRESET,
  blackjackPresets,
  blackjackSchema,
  blackjackPayouts,
} from '@croupier/paytables/blackjack';

/**
 * Resolves blackjack rules: a preset (default `seed`, the text's game), then overrides, then
 * `key=value` sets, all checked against the schema.
 *
 * @param options - Preset, overrides and sets.
 * @returns The full rules, or a `rules/…` error naming the bad preset, key or value and what is allowed.
 * @example
 * ```ts
 * const r = resolveRules({ preset: 'seed', sets: ['doubleAfterSplit=false', 'decks=1'] });
 * if (r.ok) r.value.decks; // 1
 * ```
 */
export function resolveRules(
  options: ResolveOptions<BlackjackRules, BlackjackPresetId> = {},
): Result<BlackjackRules, RuleError<RulesErrorCode>> {
  return resolveRulesWith('blackjack', blackjackSchema, blackjackPresets, BLACKJACK_DEFAULT_PRESET, options);
}

/**
 * {@link resolveRules}, throwing a `CroupierError` on a bad preset, key or value.
 *
 * @param options - Preset, overrides and sets.
 */
export function resolveRulesOrThrow(options: ResolveOptions<BlackjackRules, BlackjackPresetId> = {}): BlackjackRules {
  return resolveRulesWithOrThrow('blackjack', blackjackSchema, blackjackPresets, BLACKJACK_DEFAULT_PRESET, options);
}

/** The default rules: the `seed` preset (the Russian text). */
export const DEFAULT_RULES: BlackjackRules = blackjackPresets[BLACKJACK_DEFAULT_PRESET].rules;

/**
 * Whether a dealer blackjack, found after the players have acted, takes doubled and split stakes too:
 * true only for the European no-hole-card game with `dealerBlackjackTakes: 'all'`.
 *
 * @param rules - The rules.
 */
export function dealerBlackjackTakesAll(rules: BlackjackRules): boolean {
  return !rules.holeCard && rules.dealerBlackjackTakes === 'all';
}
