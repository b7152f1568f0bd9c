// The fingerprint that gates the long tier's regeneration of the shipped data (scripts/lib/sources.ts):
// it must follow the generator into the engine, the paytables and the worker files, and leave out the
// data it writes — else a change to the evaluator would not trigger the regeneration that checks it.
import { describe, expect, it } from 'vitest';
import { fingerprint, GENERATORS, recorded, sourcesOf } from '../../scripts/lib/sources.js';

describe('the sources of the shipped data', () => {
  it('stud odds: the evaluator, the exchange analysis, the paytables and the worker, not the data written', async () => {
    const files = await sourcesOf('stud-odds');
    for (const f of [
      'packages/engine/scripts/stud-odds.ts',
      'packages/engine/src/stud/evaluator.ts',
      'packages/engine/src/stud/node/worker.ts',
      'packages/paytables/src/stud.ts',
    ])
      expect(files).toContain(f);
    for (const f of GENERATORS['stud-odds'].outputs) expect(files).not.toContain(f);
  });

  it('blackjack indices: the counting systems, the rules and the worker, not the tables written', async () => {
    const files = await sourcesOf('blackjack-indices');
    for (const f of [
      'packages/engine/src/blackjack/counting/systems.ts',
      'packages/engine/src/blackjack/counting/worker.ts',
      'packages/engine/src/blackjack/rules.ts',
      'packages/paytables/src/blackjack.ts',
    ])
      expect(files).toContain(f);
    expect(files).not.toContain('packages/paytables/src/blackjack-indices-data.ts');
  });

  it('a fingerprint is 64 hex digits, one per generator, and the two differ', async () => {
    const [a, b] = [await fingerprint('stud-odds'), await fingerprint('blackjack-indices')];
    expect(a).toMatch(/^[0-9a-f]{64}$/u);
    expect(b).toMatch(/^[0-9a-f]{64}$/u);
    expect(a).not.toBe(b);
    expect(Object.keys(recorded()).sort()).toEqual(Object.keys(GENERATORS).sort());
  });
});
