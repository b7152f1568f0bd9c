/**
 * Baccarat rules: the rules type and presets from `@croupier/paytables/baccarat`, resolution of a
 * preset plus overrides, and the two third-card rules (player's and banker's) read from the tableau.
 *
 * @module
 */
import {
  BACCARAT_DEFAULT_PRESET,
  BANKER_TABLEAUS,
  PLAYER_DRAWS_THROUGH,
  baccaratPresets,
  baccaratSchema,
  tableauSaysDraw,
  type BaccaratPresetId,
  type BaccaratRules,
} from '@croupier/paytables/baccarat';
import type { Result, RuleError } from '../result/index.js';
import { resolveRulesWith, resolveRulesWithOrThrow, type ResolveOptions, type RulesErrorCode } from '../rules/index.js';

export type {
  BaccaratRules,
  BaccaratPresetId,
  BaccaratBet,
  TableauId,
  BankerTableau,
} from '@croupier/paytables/baccarat';
export {
  BACCARAT_BETS,
  BANKER_TABLEAUS,
  PLAYER_DRAWS_THROUGH,
  baccaratPresets,
  baccaratSchema,
  BACCARAT_DEFAULT_PRESET,
} from '@croupier/paytables/baccarat';

/**
 * Resolves baccarat rules: a preset (default `casino`), then overrides, then `key=value` sets, all
 * checked against the schema.
 *
 * @param options - Preset, overrides and sets.
 * @returns The full rules, or a `rules/…` error naming the bad preset, key or value and what is allowed.
 * @example
 * ```ts
 * const r = resolveRules({ preset: 'seed', sets: ['tiePays=9', 'decks=6'] });
 * if (r.ok) r.value.tiePays; // { pays: 9, per: 1 }
 * ```
 */
export function resolveRules(
  options: ResolveOptions<BaccaratRules, BaccaratPresetId> = {},
): Result<BaccaratRules, RuleError<RulesErrorCode>> {
  return resolveRulesWith('baccarat', baccaratSchema, baccaratPresets, BACCARAT_DEFAULT_PRESET, options);
}

/**
 * {@link resolveRules}, throwing a `CroupierError` on a bad preset, key or value.
 *
 * @param options - Preset, overrides and sets.
 */
export function resolveRulesOrThrow(options: ResolveOptions<BaccaratRules, BaccaratPresetId> = {}): BaccaratRules {
  return resolveRulesWithOrThrow('baccarat', baccaratSchema, baccaratPresets, BACCARAT_DEFAULT_PRESET, options);
}

/** The default rules: the `casino` preset. */
export const DEFAULT_RULES: BaccaratRules = baccaratPresets[BACCARAT_DEFAULT_PRESET].rules;

/**
 * The player's rule: draws a third card on 0–5, stands on 6–7 (8–9 are naturals and end the coup first).
 *
 * @param playerTotal - The player's two-card total.
 */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= PLAYER_DRAWS_THROUGH;
}

/**
 * The banker's rule, read from the rules' tableau.
 *
 * @param rules - The rules (only `tableau` is read).
 * @param bankerTotal - The banker's two-card total 0…7.
 * @param playerThird - The value 0…9 of the player's third card, or `null` if the player stood.
 * @example
 * ```ts
 * bankerDraws(DEFAULT_RULES, 6, 7);  // true: banker 6 draws on a player's 6 or 7
 * bankerDraws(DEFAULT_RULES, 3, 8);  // false
 * ```
 */
export function bankerDraws(
  rules: Pick<BaccaratRules, 'tableau'>,
  bankerTotal: number,
  playerThird: number | null,
): boolean {
  return tableauSaysDraw(BANKER_TABLEAUS[rules.tableau], bankerTotal, playerThird);
}
