/**
 * Resolving a game's rules: start from a named preset (from `@croupier/paytables`), apply overrides,
 * check every key and value against the game's schema. Unknown presets and keys are rule errors that
 * name what was wrong and list what is allowed. Every game's `resolveRules` is built on this.
 *
 * @module
 */
import { checkRules, hasOwnKey, parseOverride, type Preset, type RulesSchema } from '@croupier/paytables/schema';
import { err, ok, orThrow, show, type Result, type RuleError } from '../result/index.js';
import { sameRules } from '../rules-key.js';

/** Error codes of rules resolution. */
export type RulesErrorCode = 'rules/unknown-preset' | 'rules/unknown-key' | 'rules/bad-value';

/** Options for resolving rules. */
export interface ResolveOptions<R extends object, P extends string> {
  /** The preset to start from (default: the game's default preset). */
  readonly preset?: P;
  /** Rule values to change. */
  readonly overrides?: Partial<R>;
  /** CLI-style `key=value` strings to apply after `overrides`. */
  readonly sets?: readonly string[];
}

/**
 * Resolves rules against a schema and a preset table.
 *
 * @param game - The game id, for messages.
 * @param schema - The game's rules schema.
 * @param presets - The game's presets by id.
 * @param defaultPreset - The preset used when none is named.
 * @param options - Preset, overrides and `key=value` sets.
 * @returns The full, checked rules, or a rule error naming the bad preset/key/value and what is allowed.
 * @example
 * ```ts
 * // A game's resolveRules is this with its own schema and presets:
 * resolveRulesWith('baccarat', baccaratSchema, baccaratPresets, 'casino', { sets: ['tiePays=9:1'] });
 * resolveRulesWith('baccarat', baccaratSchema, baccaratPresets, 'casino', { preset: 'vegas' as never });
 * // { ok: false, error: { code: 'rules/unknown-preset', message: 'baccarat has no preset "vegas"; allowed: seed, casino, noCommission.' … } }
 * ```
 */
export function resolveRulesWith<R extends object, P extends string>(
  game: string,
  schema: RulesSchema,
  presets: Readonly<Record<P, Preset<R>>>,
  defaultPreset: P,
  options: ResolveOptions<R, P> = {},
): Result<R, RuleError<RulesErrorCode>> {
  if (options === null || typeof options !== 'object') {
    return err('rules/bad-value', `${game}: resolve options must be an object, got ${show(options)}.`, {
      options: show(options),
    });
  }
  const presetId = options.preset ?? defaultPreset;
  const preset =
    typeof presetId === 'string' && hasOwnKey(presets, presetId)
      ? (presets as Record<string, Preset<R> | undefined>)[presetId]
      : undefined;
  if (!preset) {
    return err(
      'rules/unknown-preset',
      `${game} has no preset ${show(presetId)}; allowed: ${Object.keys(presets).join(', ')}.`,
      { preset: typeof presetId === 'string' ? presetId.slice(0, 60) : show(presetId), allowed: Object.keys(presets) },
    );
  }
  const merged: Record<string, unknown> = { ...(preset.rules as Record<string, unknown>) };
  if (options.overrides !== undefined) {
    if (options.overrides === null || typeof options.overrides !== 'object') {
      return err(
        'rules/bad-value',
        `${game} rule overrides must be an object, got ${JSON.stringify(options.overrides)}.`,
      );
    }
    for (const [key, value] of Object.entries(options.overrides)) {
      if (!hasOwnKey(schema, key)) {
        return err(
          'rules/unknown-key',
          `${game} has no rule ${show(key)}; known rules: ${Object.keys(schema).join(', ')}.`,
          { key: key.slice(0, 60), allowed: Object.keys(schema) },
        );
      }
      if (value !== undefined) merged[key] = value;
    }
  }
  const sets: unknown = options.sets ?? [];
  if (!Array.isArray(sets) || !sets.every((a) => typeof a === 'string')) {
    return err('rules/bad-value', `${game}: sets must be an array of "key=value" strings, got ${show(sets)}.`, {
      sets: show(sets),
    });
  }
  for (const assignment of sets as readonly string[]) {
    const parsed = parseOverride(schema, assignment);
    if (!parsed.ok) {
      const unknown = !hasOwnKey(schema, parsed.issue.key);
      return err(unknown ? 'rules/unknown-key' : 'rules/bad-value', `${game}: ${parsed.issue.message}.`, {
        key: parsed.issue.key,
        ...(unknown ? { allowed: Object.keys(schema) } : {}),
      });
    }
    merged[parsed.key] = parsed.value;
  }
  const issues = checkRules(schema, merged);
  if (issues.length > 0) {
    return err('rules/bad-value', `${game}: ${issues.map((i) => i.message).join('; ')}.`, {
      issues,
    });
  }
  return ok(merged as R);
}

/** {@link resolveRulesWith}, throwing a `CroupierError` on failure. */
export function resolveRulesWithOrThrow<R extends object, P extends string>(
  game: string,
  schema: RulesSchema,
  presets: Readonly<Record<P, Preset<R>>>,
  defaultPreset: P,
  options: ResolveOptions<R, P> = {},
): R {
  return orThrow(resolveRulesWith(game, schema, presets, defaultPreset, options));
}

/**
 * Checks a rules object a caller passes to a game's `start` (which may not come from `resolveRules`,
 * e.g. revived from JSON): every rule present, known and allowed, no other keys.
 *
 * @param game - The game id, for messages.
 * @param schema - The game's rules schema.
 * @param rules - Anything.
 * @returns The rules, or `rules/bad-value` listing every problem (`details.issues`).
 */
export function checkRulesWith<R extends object>(
  game: string,
  schema: RulesSchema,
  rules: unknown,
): Result<R, RuleError<'rules/bad-value'>> {
  const issues = checkRules(schema, rules);
  if (issues.length > 0) {
    return err('rules/bad-value', `${game}: ${issues.map((i) => i.message).join('; ')}.`, { issues });
  }
  return ok(rules as R);
}

/**
 * The preset whose rules these are, every rule of the schema equal (nested values too), or `undefined`:
 * what a game's odds report names when the caller does not say which preset the rules came from.
 *
 * @param schema - The game's rules schema.
 * @param presets - The game's presets by id.
 * @param rules - Checked rules.
 * @example
 * ```ts
 * presetOfWith(baccaratSchema, baccaratPresets, resolveRulesOrThrow({ preset: 'ez' })); // 'ez'
 * presetOfWith(baccaratSchema, baccaratPresets, resolveRulesOrThrow({ sets: ['tiePays=9:1'] })); // undefined
 * ```
 */
export function presetOfWith<R extends object, P extends string>(
  schema: RulesSchema,
  presets: Readonly<Record<P, Preset<R>>>,
  rules: R,
): P | undefined {
  const keys = Object.keys(schema);
  const r = rules as Record<string, unknown>;
  return (Object.keys(presets) as P[]).find((id) => {
    const p = presets[id].rules as Record<string, unknown>;
    return keys.every((k) => sameRules(p[k], r[k]));
  });
}
