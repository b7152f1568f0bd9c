import { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
import { describe, expect, it } from 'vitest';
import { generate } from '../../../scripts/blackjack-indices.js';
import { resolveRulesOrThrow } from '../rules.js';
import { computeIndexTable } from './indices.js';
import { computeIndexTableInWorkers } from './node.js';
import { COUNTING_SYSTEMS } from './systems.js';

describe('the shipped index tables are what the engine computes now', () => {
  it('seed and casino, Hi-Lo: regenerated on two worker threads, equal to the shipped data', async () => {
    const fresh = await generate(2);
    expect(fresh).toEqual(BLACKJACK_INDEX_TABLES);
  });
});

describe('worker threads compute what one thread computes', () => {
  it('one deck, five true counts', async () => {
    const rules = resolveRulesOrThrow({ preset: 'casino', overrides: { decks: 1 } });
    const options = { range: [-4, 4] as const, step: 2 };
    const here = computeIndexTable(rules, COUNTING_SYSTEMS.zen, options);
    const there = await computeIndexTableInWorkers(rules, COUNTING_SYSTEMS.zen, { ...options, workers: 2 });
    expect(there).toEqual(here);
  });
});
