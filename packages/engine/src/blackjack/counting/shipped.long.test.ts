import { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
import { describe, expect, it } from 'vitest';
import { generate } from '../../../scripts/blackjack-indices.js';
import { fingerprint, recorded } from '../../../scripts/lib/sources.js';
import { resolveRulesOrThrow } from '../rules.js';
import { computeIndexTable } from './indices.js';
import { computeIndexTableInWorkers } from './node.js';
import { COUNTING_SYSTEMS } from './systems.js';

// The whole regeneration (about 50 s on two worker threads) runs when a file the generator is built from
// changed since the tables were generated (scripts/lib/sources.ts), or when CROUPIER_REGENERATE=1 asks for
// it; the same sources give the same tables. The unit tier recomputes a sample (lookup.test.ts, node.test.ts).
describe('the shipped index tables are what the engine computes now', () => {
  it("seed and casino, Hi-Lo: their sources' fingerprint is the one recorded, or they are regenerated on two worker threads and equal", async () => {
    const now = await fingerprint('blackjack-indices');
    const then = recorded()['blackjack-indices'];
    if (now === then && process.env['CROUPIER_REGENERATE'] !== '1') return;
    expect(await generate(2)).toEqual(BLACKJACK_INDEX_TABLES);
    // The tables are current: the sources changed without changing them. Record them.
    expect(now, 'record the sources: npx tsx --conditions=source scripts/blackjack-indices.ts').toBe(then);
  });
});

describe('worker threads compute what one thread computes', () => {
  // Two true counts on two threads: each thread takes one level, so the table is put together from the
  // worker's answer and this thread's, which is what could go wrong (more levels only repeat it).
  it('one deck, two true counts', async () => {
    const rules = resolveRulesOrThrow({ preset: 'casino', overrides: { decks: 1 } });
    const options = { range: [0, 2] as const, step: 2 };
    const here = computeIndexTable(rules, COUNTING_SYSTEMS.zen, options);
    const there = await computeIndexTableInWorkers(rules, COUNTING_SYSTEMS.zen, { ...options, workers: 2 });
    expect(there).toEqual(here);
  });
});
