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
import type { SchemaIssue } from '@croupier/paytables/schema';
import { ok, orThrow, type Result, type RuleError } from '../result/index.js';
import {
  checkRulesWith,
  resolveRulesWith,
  resolveRulesWithOrThrow,
  type ResolveOptions,
  type RulesErrorCode,
} from '../rules/index.js';
import { blackjackError, type BlackjackError } from './errors.js';

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

/**
 * Checks a rules object a caller passes in (it may come from JSON rather than {@link resolveRules}):
 * every rule present, known and allowed, nothing else. Blackjack has no rule that depends on another
 * (an option another one makes irrelevant, such as `hitSplitAces` without `splitAces`, is harmless).
 *
 * @param rules - Anything.
 * @returns The rules, or `blackjack/bad-rules` with every problem in `details.issues`.
 * @example
 * ```ts
 * checkRules({ ...DEFAULT_RULES, decks: 0 }); // { ok: false, error: { code: 'blackjack/bad-rules', … } }
 * ```
 */
export function checkRules(rules: unknown): Result<BlackjackRules, BlackjackError> {
  const checked = checkRulesWith<BlackjackRules>('blackjack', blackjackSchema, rules);
  if (!checked.ok) {
    return blackjackError('blackjack/bad-rules', { issues: checked.error.details['issues'] as readonly SchemaIssue[] });
  }
  return ok(checked.value);
}

/**
 * {@link checkRules} for the entry points that return a value rather than a result (analysis,
 * simulation, counting): the same check `start` makes, throwing a `CroupierError` that carries
 * `blackjack/bad-rules` (every problem in `details.issues`) instead of computing with bad rules.
 *
 * @param rules - Anything.
 * @returns The rules, checked.
 * @throws CroupierError carrying `blackjack/bad-rules`.
 */
export function checkRulesOrThrow(rules: unknown): BlackjackRules {
  return orThrow(checkRules(rules));
}

/** The default rules: the `seed` preset (the Russian text). */
export const DEFAULT_RULES: BlackjackRules = blackjackPresets[BLACKJACK_DEFAULT_PRESET].rules;

/**
 * Whether a dealer blackjack, found after the players have acted, takes doubled and split stakes too:
 * true only for the European no-hole-card game with `dealerBlackjackTakes: 'all'`.
 *
 * @param rules - The rules.
 */
export function dealerBlackjackTakesAll(rules: Pick<BlackjackRules, 'holeCard' | 'dealerBlackjackTakes'>): boolean {
  return !rules.holeCard && rules.dealerBlackjackTakes === 'all';
}

/**
 * Whether the dealer, with a ten or an ace up, checks the hole card for blackjack before the players act
 * (and a blackjack ends the round at once): with a hole card, except under early surrender, which is
 * offered before the check.
 *
 * @param rules - The rules (`holeCard`, `surrender`).
 * @example
 * ```ts
 * dealerPeeks(casino); // true
 * dealerPeeks(seed);   // false: no hole card
 * dealerPeeks({ ...casino, surrender: 'early' }); // false
 * ```
 */
export function dealerPeeks(rules: Pick<BlackjackRules, 'holeCard' | 'surrender'>): boolean {
  return rules.holeCard && rules.surrender !== 'early';
}

/**
 * The dealer's drawing rule, written once: the dealer draws below 17 and stands on 17 or more, except
 * that under H17 (`dealerHitsSoft17`) a soft 17 draws. The round, the analysis, the simulation, the
 * site and the trainer all ask this.
 *
 * @param rules - The rules (only `dealerHitsSoft17` is read).
 * @param total - The dealer's best total (an ace counts 11 where it can).
 * @param soft - Whether an ace counts 11 in `total`.
 * @returns Whether the dealer must take another card.
 * @example
 * ```ts
 * dealerHits(seed, 16, false); // true
 * dealerHits(seed, 17, true);  // false: the text stands on every 17
 * dealerHits({ ...seed, dealerHitsSoft17: true }, 17, true); // true
 * ```
 */
export function dealerHits(rules: Pick<BlackjackRules, 'dealerHitsSoft17'>, total: number, soft: boolean): boolean {
  return total < 17 || (total === 17 && soft && rules.dealerHitsSoft17);
}

/** The first-two-card totals `doubleOn` names, or `null` for any two cards. */
export function doubleTotals(rules: Pick<BlackjackRules, 'doubleOn'>): readonly number[] | null {
  switch (rules.doubleOn) {
    case 'any':
      return null;
    case '9-11':
      return NINE_TO_ELEVEN;
    case '10-11':
      return TEN_OR_ELEVEN;
  }
}

// One frozen list each (asked at every decision of a round), not a new array on every call.
const NINE_TO_ELEVEN: readonly number[] = Object.freeze([9, 10, 11]);
const TEN_OR_ELEVEN: readonly number[] = Object.freeze([10, 11]);

/**
 * Whether a two-card hand of this value may be doubled by its total, written once for the round, the
 * analysis and the apps: its best total is one `doubleOn` names, or (with `doubleSoft`) it is soft and
 * its total with the ace counted as one is. A natural (an ace and a ten-value card as the first two
 * cards, not made by splitting) is never doubled, though it is a soft 11: every caller that may see one
 * says so with `natural`. Whether the hand may be doubled at all (two cards, after a split) is the round's
 * guard, `canDouble`.
 *
 * @param rules - The rules (`doubleOn`, `doubleSoft`).
 * @param hard - The total with every ace counted as one.
 * @param soft - Whether an ace counts 11 in the best total (`hard + 10 ≤ 21` with an ace).
 * @param natural - Whether the two cards are a blackjack (default false): then never.
 * @example
 * ```ts
 * mayDoubleTotal(seed, 9, true);  // A+8: true under the text (the ace counts as one)
 * mayDoubleTotal({ ...seed, doubleSoft: false }, 9, true); // false: the best total is 19
 * mayDoubleTotal(seed, 12, false); // false
 * mayDoubleTotal(seed, 11, true, true); // false: Т+К is a blackjack, not a soft 11 to double
 * ```
 */
export function mayDoubleTotal(
  rules: Pick<BlackjackRules, 'doubleOn' | 'doubleSoft'>,
  hard: number,
  soft: boolean,
  natural = false,
): boolean {
  if (natural) return false;
  const totals = doubleTotals(rules);
  if (totals === null) return true;
  const best = soft ? hard + 10 : hard;
  return totals.includes(best) || (soft && rules.doubleSoft && totals.includes(hard));
}

/**
 * Whether a pair of this card value may be split by the rules, written once for the round and every
 * analysis: there is room for another hand (`maxHands`), and aces are split only under `splitAces`, split
 * again only under `resplitAces`. Whether two cards are a pair (`splitBy`) and the balance are the round's
 * guard, `canSplit`.
 *
 * @param rules - The rules (`maxHands`, `splitAces`, `resplitAces`).
 * @param value - The pair's card value, 1 (ace) … 10.
 * @param hands - How many hands the box holds now (default 1: the first split).
 * @param fromSplit - Whether the pair was made by splitting (default: `hands > 1`).
 * @example
 * ```ts
 * maySplitValue(seed, 8);    // true
 * maySplitValue(seed, 1);    // false: the text never splits aces
 * maySplitValue(casino, 8, 2); // true: resplit to four hands
 * maySplitValue(casino, 1, 2); // false: split aces are not split again
 * ```
 */
export function maySplitValue(
  rules: Pick<BlackjackRules, 'maxHands' | 'splitAces' | 'resplitAces'>,
  value: number,
  hands = 1,
  fromSplit = hands > 1,
): boolean {
  if (hands >= rules.maxHands) return false;
  return value !== 1 || (rules.splitAces && (!fromSplit || rules.resplitAces));
}

/**
 * Whether a hand made by splitting a pair of this value takes its one card and stands (split aces under
 * `hitSplitAces: false`): it may not hit or double, though it may be split again where
 * {@link maySplitValue} allows.
 *
 * @param rules - The rules (`hitSplitAces`).
 * @param value - The pair's card value, 1 (ace) … 10.
 * @example
 * ```ts
 * splitTakesOneCard(casino, 1); // true
 * splitTakesOneCard(casino, 8); // false
 * ```
 */
export function splitTakesOneCard(rules: Pick<BlackjackRules, 'hitSplitAces'>, value: number): boolean {
  return value === 1 && !rules.hitSplitAces;
}
