/**
 * Sync links: a document survives the trip through the compressed fragment, and a damaged link is refused
 * with a Russian reason.
 */
import { describe, expect, it } from 'vitest';
import { decodeLink, encodeLink } from './link.ts';
import type { SyncDoc } from './sync.ts';

const T0 = 1_780_000_000_000;
const DOC: SyncDoc = {
  format: 'croupier-sync',
  version: 1,
  log: Array.from({ length: 300 }, (_, i) => ({
    id: `id-${i}`,
    drill: 'baccarat-point',
    key: `two-${i % 10}`,
    at: T0 + i * 1000,
    ms: 1200 + i,
    correct: i % 3 !== 0,
    answer: String(i % 10),
    expected: String((i + 1) % 10),
    seed: `${i}-2`,
  })),
  settings: [{ game: 'craps', choice: { preset: 'casino', overrides: {} }, at: T0 }],
  bases: [],
};

describe('sync links', () => {
  it('carry a document whole, compressed to a fraction of its JSON', async () => {
    const fragment = await encodeLink(DOC);
    expect(fragment).toMatch(/^d=[A-Za-z0-9_-]+$/u);
    expect(fragment.length).toBeLessThan(JSON.stringify(DOC).length / 4);
    expect(await decodeLink(`#${fragment}`, T0)).toEqual({ ok: true, value: DOC });
  });

  it('refuse a cut link, saying so in Russian', async () => {
    const fragment = await encodeLink(DOC);
    const cut = await decodeLink(`#${fragment.slice(0, fragment.length / 2)}`, T0);
    expect(cut).toMatchObject({ ok: false });
    if (cut?.ok === false) expect(cut.error.message).toMatch(/^Ссылка повреждена или обрезана/u);
  });

  it('carry nothing without the parameter', async () => {
    expect(await decodeLink('#top', T0)).toBeUndefined();
  });
});
