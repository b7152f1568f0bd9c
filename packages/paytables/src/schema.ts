/**
 * The schema language of rule presets: every rule is a field with a kind, allowed values and a
 * description, so presets are checked, CLI `--set key=value` overrides are parsed, and errors name the
 * key and list what is allowed. No runtime dependencies.
 *
 * @module
 */

/** Where a value comes from. */
export type Source =
  /** The user's Russian rule text: the seed file, and the words that say it. */
  | { readonly kind: 'seed'; readonly file: string; readonly quote?: string }
  /** Common casino practice, with a note (and a published reference where there is one). */
  | { readonly kind: 'casino'; readonly note: string }
  /** Neither text nor practice fixes it; the value chosen and why (docs/rules.md settles these, game by game). */
  | { readonly kind: 'settled'; readonly note: string };

/** A payout ratio `pays:per`. */
/** The largest term of a payout ratio: with stakes of at most 10^12 chips, every payout stays exact. */
export const MAX_RATIO_TERM = 1000;

/** Whether an object has its own property `key` (so `toString` or `__proto__` never count as rules). */
export function hasOwnKey(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/** A key or text cut to at most 60 characters, for issues that carry it. */
function cut(text: string): string {
  return text.length <= 60 ? text : `${text.slice(0, 59)}…`;
}

/** A short, safe rendering of a value for a message: never throws, never longer than about 60 characters. */
export function showValue(value: unknown): string {
  let text: string;
  try {
    text =
      typeof value === 'bigint'
        ? `${value}n`
        : typeof value === 'symbol'
          ? 'a symbol'
          : typeof value === 'function'
            ? 'a function'
            : (JSON.stringify(value) ?? String(value));
  } catch {
    text = 'an object';
  }
  return text.length <= 60 ? text : `${text.slice(0, 59)}… (${text.length} characters)`;
}

/** A payout ratio as the rules hold it: `pays` chips won for every `per` chips staked (3:2 is `{ pays: 3, per: 2 }`). */
export interface RatioValue {
  /** Chips won per `per` staked. */
  readonly pays: number;
  /** The stake unit. */
  readonly per: number;
}

/** One rule's specification. */
export type FieldSpec =
  | { readonly kind: 'int'; readonly min: number; readonly max: number; readonly description: string }
  | {
      readonly kind: 'enum';
      readonly values: readonly (string | number)[];
      readonly description: string;
    }
  | { readonly kind: 'boolean'; readonly description: string }
  | { readonly kind: 'ratio'; readonly description: string }
  | {
      readonly kind: 'custom';
      readonly description: string;
      /** Returns `null` if the value is valid, else what is wrong and what is allowed. */
      readonly check: (value: unknown) => string | null;
      /** Parses a CLI string (`--set key=value`); absent: not settable from the command line. */
      readonly parse?: (text: string) => unknown;
    };

/** A rules schema: one spec per rule key. */
export type RulesSchema = Readonly<Record<string, FieldSpec>>;

/** A named set of rules with the source of each value. */
export interface Preset<R extends object> {
  /** `seed`, `casino`, … */
  readonly id: string;
  /** A Russian title for the site. */
  readonly title: string;
  /** One line on what the preset is. */
  readonly description: string;
  /** The rules. */
  readonly rules: R;
  /** Where each value comes from. */
  readonly sources: { readonly [K in keyof R]: Source };
}

/** A problem found while checking rules. */
export interface SchemaIssue {
  /** The rule key (or `(root)`). */
  readonly key: string;
  /** What was wrong and what is allowed. */
  readonly message: string;
}

/** Describes what a field allows, for error messages and help. */
export function describeAllowed(spec: FieldSpec): string {
  switch (spec.kind) {
    case 'int':
      return `a whole number from ${spec.min} to ${spec.max}`;
    case 'enum':
      return `one of ${spec.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'boolean':
      return 'true or false';
    case 'ratio':
      return `a ratio like 3:2 (two whole numbers from 1 to ${MAX_RATIO_TERM})`;
    case 'custom':
      return spec.description;
  }
}

/** Checks one value against its spec; `null` if fine. */
export function checkField(spec: FieldSpec, value: unknown): string | null {
  switch (spec.kind) {
    case 'int':
      return typeof value === 'number' && Number.isInteger(value) && value >= spec.min && value <= spec.max
        ? null
        : `must be ${describeAllowed(spec)}, got ${showValue(value)}`;
    case 'enum':
      return spec.values.includes(value as string | number)
        ? null
        : `must be ${describeAllowed(spec)}, got ${showValue(value)}`;
    case 'boolean':
      return typeof value === 'boolean' ? null : `must be true or false, got ${showValue(value)}`;
    case 'ratio': {
      const r = value as RatioValue | null;
      return r !== null &&
        typeof r === 'object' &&
        Number.isSafeInteger(r.pays) &&
        Number.isSafeInteger(r.per) &&
        r.pays > 0 &&
        r.per > 0 &&
        r.pays <= MAX_RATIO_TERM &&
        r.per <= MAX_RATIO_TERM
        ? null
        : `must be ${describeAllowed(spec)} as { pays, per }, got ${showValue(value)}`;
    }
    case 'custom':
      return spec.check(value);
  }
}

/**
 * Checks a whole rules object: every key known, every required key present, every value allowed.
 *
 * @param schema - The schema.
 * @param rules - The candidate rules.
 * @param partial - Allow missing keys (for overrides).
 * @returns The issues; empty when valid.
 */
export function checkRules(schema: RulesSchema, rules: unknown, partial = false): SchemaIssue[] {
  if (rules === null || typeof rules !== 'object' || Array.isArray(rules)) {
    return [{ key: '(root)', message: `rules must be an object, got ${showValue(rules)}` }];
  }
  const issues: SchemaIssue[] = [];
  const known = Object.keys(schema);
  for (const [key, value] of Object.entries(rules)) {
    const spec = hasOwnKey(schema, key) ? schema[key] : undefined;
    if (!spec) {
      issues.push({ key: cut(key), message: `unknown rule ${showValue(key)}; known rules: ${known.join(', ')}` });
      continue;
    }
    const problem = checkField(spec, value);
    if (problem) issues.push({ key, message: `${key} ${problem}` });
  }
  if (!partial) {
    for (const key of known) {
      if (!hasOwnKey(rules, key))
        issues.push({ key, message: `missing rule "${key}" (${describeAllowed(schema[key]!)})` });
    }
  }
  return issues;
}

/**
 * Parses one `key=value` override from the command line against the schema.
 *
 * @param schema - The schema.
 * @param assignment - `tiePays=9`, `das=false`, `blackjackPays=6:5`.
 * @returns `{ key, value }` or an issue naming the key and what is allowed.
 */
export function parseOverride(
  schema: RulesSchema,
  assignment: string,
): { ok: true; key: string; value: unknown } | { ok: false; issue: SchemaIssue } {
  const eq = assignment.indexOf('=');
  if (eq <= 0) {
    return { ok: false, issue: { key: cut(assignment), message: `${showValue(assignment)} is not key=value` } };
  }
  const key = assignment.slice(0, eq).trim();
  const text = assignment.slice(eq + 1).trim();
  const spec = hasOwnKey(schema, key) ? schema[key] : undefined;
  if (!spec) {
    return {
      ok: false,
      issue: {
        key: cut(key),
        message: `unknown rule ${showValue(key)}; known rules: ${Object.keys(schema).join(', ')}`,
      },
    };
  }
  let value: unknown;
  switch (spec.kind) {
    case 'int':
      value = /^-?\d+$/.test(text) ? Number(text) : text;
      break;
    case 'enum': {
      const asNumber = /^-?\d+$/.test(text) ? Number(text) : undefined;
      value = asNumber !== undefined && spec.values.includes(asNumber) ? asNumber : text;
      break;
    }
    case 'boolean':
      value = text === 'true' ? true : text === 'false' ? false : text;
      break;
    case 'ratio': {
      const m = /^(\d+)\s*[:/]\s*(\d+)$/.exec(text);
      value = m
        ? { pays: Number(m[1]), per: Number(m[2]) }
        : /^\d+$/.test(text)
          ? { pays: Number(text), per: 1 }
          : text;
      break;
    }
    case 'custom':
      if (!spec.parse) {
        return { ok: false, issue: { key, message: `rule "${key}" cannot be set from the command line` } };
      }
      value = spec.parse(text);
      break;
  }
  const problem = checkField(spec, value);
  if (problem) return { ok: false, issue: { key, message: `${key} ${problem}` } };
  return { ok: true, key, value };
}

/**
 * Checks a preset: its rules against the schema and a source for every rule.
 *
 * @param schema - The schema.
 * @param preset - The preset.
 */
export function checkPreset(schema: RulesSchema, preset: Preset<object>): SchemaIssue[] {
  const issues = checkRules(schema, preset.rules);
  for (const key of Object.keys(schema)) {
    const src = (preset.sources as Record<string, Source | undefined>)[key];
    if (!src) issues.push({ key, message: `preset "${preset.id}" gives no source for "${key}"` });
  }
  return issues;
}
