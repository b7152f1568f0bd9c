/**
 * The one canonical key of a rules object (or of any plain JSON value built from rules): the apps key
 * their caches with it and compare rules with it, so two objects with the same rules are the same
 * whatever the order of their fields.
 *
 * @module
 */

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(record).sort()) {
      // A field set to `undefined` is a field left out, as in JSON.
      if (record[k] !== undefined) out[k] = canonical(record[k]);
    }
    return out;
  }
  return value;
}

/**
 * The canonical key of a rules object: its JSON with every object's keys sorted (at every depth; array
 * order is kept, and fields set to `undefined` are left out as JSON leaves them out). Two values have the
 * same key exactly when they are deep-equal as JSON, whatever the order of their fields, so the key is
 * what caches of analyses are keyed by and what rules are compared with ({@link sameRules}).
 *
 * It works for any JSON value (a request made of rules and other inputs, a paytable), not only rules.
 *
 * @param rules - The rules (or any plain JSON value).
 * @returns The key, a JSON text.
 * @example
 * ```ts
 * rulesKey({ decks: 6, blackjackPays: { pays: 3, per: 2 } }); // '{"blackjackPays":{"pays":3,"per":2},"decks":6}'
 * rulesKey({ b: 1, a: 2 }) === rulesKey({ a: 2, b: 1 }); // true
 * ```
 */
export function rulesKey(rules: unknown): string {
  return JSON.stringify(canonical(rules)) ?? 'undefined';
}

/**
 * Whether two rules objects (or any plain JSON values) are the same: their {@link rulesKey}s are equal.
 *
 * @param a - One set of rules.
 * @param b - The other.
 * @example
 * ```ts
 * sameRules({ decks: 6, s17: true }, { s17: true, decks: 6 }); // true
 * ```
 */
export function sameRules(a: unknown, b: unknown): boolean {
  return a === b || rulesKey(a) === rulesKey(b);
}
