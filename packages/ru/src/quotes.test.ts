/**
 * Russian nests quotation marks as «…„…“…»: «Снять „Проходит“», never «Снять «Проходит»». No string
 * `@croupier/ru` exports — a name, a rule, a label, a record's value — puts «…» inside «…». (The site's
 * built pages are held to the same in `apps/docs/e2e/reader.dist.test.ts`.)
 */
import { describe, expect, it } from 'vitest';
import * as ru from './index.js';
import { nestedGuillemets } from './sentences/normalise.js';

/** Every string reachable from a value: itself, an array's items, an object's values. */
function strings(
  value: unknown,
  path: string,
  out: [string, string][] = [],
  seen = new Set<unknown>(),
): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (value !== null && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out, seen);
  }
  return out;
}

describe('nested quotation marks', () => {
  it.each([
    ['the Russian way', 'Нажмите «Снять „Проходит“»', 0],
    ['one level', '«Проходит» и «Не проходит»', 0],
    ['nested guillemets', 'Нажмите «Снять «Проходит»»', 1],
    ['a title quoted in a heading label', 'Заголовок раздела ««Поле»»', 1],
  ])('%s', (_, text, found) => {
    expect(nestedGuillemets(text)).toHaveLength(found);
  });

  it('no exported string of @croupier/ru nests «…» in «…»', () => {
    const all = strings(ru, 'ru');
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter(([, s]) => nestedGuillemets(s).length > 0).map(([p, s]) => `${p}: ${s}`)).toEqual([]);
  });
});
