import { describe, expect, it } from 'vitest';
import { AnalysisPool, poolSize } from './pool';
import { INITIAL } from './model';
import type { BjConfig } from './factors';
import type { BjSummary } from './summary';

const config: BjConfig = { rules: INITIAL.rules, infinite: false };
const summary = (key: string): BjSummary => ({ key, edge: 0.01, edgeOptimal: 0.009, cells: {}, ms: 1 });

/** A hand-driven analyse: records what was asked, answers when told. */
function fake() {
  const asked: string[] = [];
  const pending = new Map<string, { ok: () => void; fail: () => void }>();
  const analyse = (key: string) =>
    new Promise<BjSummary>((resolve, reject) => {
      asked.push(key);
      pending.set(key, { ok: () => resolve(summary(key)), fail: () => reject(new Error('нет')) });
    });
  const settle = async (key: string, ok = true) => {
    const p = pending.get(key)!;
    if (ok) p.ok();
    else p.fail();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { asked, analyse, settle };
}

describe('the blackjack analysis pool', () => {
  it.each([
    [undefined, 1],
    [1, 1],
    [2, 1],
    [4, 3],
    [16, 4],
  ])('%s cores: %d workers', (cores, size) => {
    expect(poolSize(cores)).toBe(size);
  });

  it('asks no more at once than its size, in the order wanted, and not what it knows', async () => {
    const f = fake();
    const pool = new AnalysisPool(f.analyse, 2, [summary('known')]);
    pool.want(['a', 'known', 'b', 'c'].map((k) => [k, config] as [string, BjConfig]));
    expect(f.asked).toEqual(['a', 'b']);
    await f.settle('a');
    expect(f.asked).toEqual(['a', 'b', 'c']);
    expect(pool.get('a')?.key).toBe('a');
    expect(pool.busy('b')).toBe(true);
  });

  it('drops the queued analyses no longer wanted; a running one finishes and is kept', async () => {
    const f = fake();
    const pool = new AnalysisPool(f.analyse, 1);
    pool.want(['a', 'b'].map((k) => [k, config] as [string, BjConfig]));
    pool.want(['c'].map((k) => [k, config] as [string, BjConfig]));
    await f.settle('a');
    expect(f.asked).toEqual(['a', 'c']);
    expect(pool.get('a')).toBeDefined();
  });

  it('keeps a failure with its words, tells the page, and does not ask again', async () => {
    const f = fake();
    const pool = new AnalysisPool(f.analyse, 1);
    let told = 0;
    pool.subscribe(() => told++);
    const before = pool.snapshot();
    pool.want([['a', config]]);
    await f.settle('a', false);
    expect(pool.error('a')).toBe('нет');
    expect([told, pool.snapshot() - before]).toEqual([1, 1]);
    pool.want([['a', config]]);
    expect(f.asked).toEqual(['a']);
  });
});
