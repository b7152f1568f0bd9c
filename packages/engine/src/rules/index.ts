/**
 * Resolving a game's rules: start from a named preset (from `@croupier/paytables`), apply overrides,
 * check every key and value against the game's schema. Unknown presets and keys are rule errors that
 * name what was wrong and list what is allowed. Every game's `resolveRules` is built on this.
 *
 * @module
 */
import { checkRules, parseOverride, type Preset, type RulesSchema } from '@croupier/paytables/schema';
import { err, ok, orThrow, type Result, type RuleError } from '../result/index.js';

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
  const presetId = options.preset ?? defaultPreset;
  const preset = (presets as Record<string, Preset<R> | undefined>)[presetId];
  if (!preset) {
    return err(
      'rules/unknown-preset',
      `${game} has no preset "${String(presetId)}"; allowed: ${Object.keys(presets).join(', ')}.`,
      { preset: presetId, allowed: Object.keys(presets) },
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
      if (!(key in schema)) {
        return err(
          'rules/unknown-key',
          `${game} has no rule "${key}"; known rules: ${Object.keys(schema).join(', ')}.`,
          { key, allowed: Object.keys(schema) },
        );
      }
      if (value !== undefined) merged[key] = value;
    }
  }
  for (const assignment of options.sets ?? []) {
    const parsed = parseOverride(schema, assignment);
    if (!parsed.ok) {
      const unknown = !(parsed.issue.key in schema);
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
