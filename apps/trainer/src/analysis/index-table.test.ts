import { describe, expect, it } from 'vitest';
import { blackjackPresets } from '@croupier/paytables/blackjack';
import { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
import { assembleIndexTableData, assemblyParts, indexJob, indexLevel, mergeIndexTableParts } from './index-table.ts';
import { indexTableKey } from './index-registry.ts';

// What the trainer's index workers compute (the same functions, run here in turn), for the casino preset
// (six decks, S17, double after split, peek) over the true counts 0 and +2 only: every crossover between
// those two levels is refined between the same two levels as in the full table, so its index must be the
// shipped one. Independent sources: the shipped table, written by the engine's offline generator
// (`packages/engine/scripts/blackjack-indices.ts`; the engine's long tier regenerates it and compares), and
// the published six-deck S17 Hi-Lo indices of Schlesinger's «Illustrious 18» (Blackjack Attack, 3rd ed.,
// ch. 5): 16 v 10 stand at 0 and above, 12 v 3 stand at +2 and above, insurance at +3 and above.
const rules = blackjackPresets.casino.rules;
const shipped = BLACKJACK_INDEX_TABLES.casino.hilo;
const job = indexJob(rules, 'hilo', { range: [0, 2], step: 2 });
const levels = job.trueCounts.map((x) => indexLevel(job, x));
const table = assembleIndexTableData(job, levels);

const find = <T extends { decision: { kind: string; row: number; up: number } }>(
  list: readonly T[],
  kind: string,
  row: number,
  up: number,
) => list.find((e) => e.decision.kind === kind && e.decision.row === row && e.decision.up === up);

describe('the index workers’ computation, casino preset, true counts 0 and +2', () => {
  it('analyses the counts asked for, under the preset’s rules', () => {
    expect(job.trueCounts).toEqual([0, 2]);
    expect(table.rules).toEqual(shipped.rules);
  });

  it.each([
    { kind: 'hard', row: 16, up: 10, published: { play: 'stand', whole: 0 } },
    { kind: 'hard', row: 12, up: 3, published: { play: 'stand', whole: 2 } },
    { kind: 'hard', row: 9, up: 2, published: undefined },
  ])('$kind $row v $up: the shipped entry, and the published index', ({ kind, row, up, published }) => {
    const mine = find(table.entries, kind, row, up);
    const theirs = find(shipped.entries, kind, row, up);
    expect(theirs).toBeDefined();
    expect(mine).toBeDefined();
    const { gain: _g1, ...a } = mine!; // the gain integrates over every analysed count: not comparable here
    const { gain: _g2, ...b } = theirs!;
    expect(a).toEqual(b);
    if (published) {
      expect(mine!.deviation).toBe(published.play);
      expect(mine!.direction).toBe('atOrAbove');
      expect(mine!.wholeIndex).toBe(published.whole);
    }
  });

  it.each([
    { kind: 'hard', row: 16, up: 10 },
    { kind: 'hard', row: 12, up: 3 },
    { kind: 'pair', row: 8, up: 10 },
    { kind: 'soft', row: 18, up: 9 },
  ])('$kind $row v $up: each play’s EV against the chart’s at 0 and +2 is the shipped one', ({ kind, row, up }) => {
    const mine = find(table.curves, kind, row, up)!;
    const theirs = find(shipped.curves, kind, row, up)!;
    expect(mine.basic).toBe(theirs.basic);
    const at = [0, 2].map((x) => shipped.trueCounts.indexOf(x));
    expect(Object.keys(mine.relative).sort()).toEqual(Object.keys(theirs.relative).sort());
    for (const [play, ys] of Object.entries(theirs.relative)) {
      expect(mine.relative[play as keyof typeof mine.relative]).toEqual(at.map((j) => ys[j]));
    }
  });

  it('insurance: the shipped index, and the published +3', () => {
    expect(table.insurance).toEqual(shipped.insurance);
    expect(table.insurance.wholeIndex).toBe(3);
  });
});

describe('the assembly split over workers', () => {
  it('one part per up-card, merged in order, is the table assembled at once', () => {
    const parts = assemblyParts().map((range) => assembleIndexTableData(job, levels, undefined, range));
    expect(parts).toHaveLength(10);
    expect(mergeIndexTableParts(parts)).toEqual(table);
  });
});

describe('the cache key of a table', () => {
  it('is the same for the same rules in another field order, and differs for other rules or systems', () => {
    const reordered = Object.fromEntries(Object.entries(rules).reverse()) as typeof rules;
    expect(indexTableKey(reordered, 'hilo')).toBe(indexTableKey(rules, 'hilo'));
    expect(indexTableKey({ ...rules, decks: 2 }, 'hilo')).not.toBe(indexTableKey(rules, 'hilo'));
    expect(indexTableKey(rules, 'zen')).not.toBe(indexTableKey(rules, 'hilo'));
  });
});
