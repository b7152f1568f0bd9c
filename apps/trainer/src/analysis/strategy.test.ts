// The trainer's analyses through the compute layer in Node (no Worker here, so the clients run the same
// handlers in-process): progress, the cache by rules key, and the stud advice's typed errors.
import { describe, expect, it } from 'vitest';
import { resolveRulesOrThrow as blackjack } from '@croupier/engine/blackjack';
import { parseCardsOrThrow } from '@croupier/engine/cards';
import { resolveRulesOrThrow as stud } from '@croupier/engine/stud';
import { ComputeError } from '@croupier/ui/compute';
import { loadStudAdvice } from '../play/stud-advice.ts';
import { cachedStrategy, loadStrategy, strategyClient } from './strategy.ts';

describe('the strategy analysis', () => {
  it('reports ten up-cards, gives the chart, and runs once for the same rules in any field order', async () => {
    const rules = blackjack({ preset: 'seed' });
    expect(cachedStrategy(rules)).toBeUndefined();
    const steps: [number, number][] = [];
    const table = await loadStrategy(rules, (done, total) => steps.push([done, total]));
    expect(steps).toEqual(Array.from({ length: 10 }, (_, i) => [i + 1, 10]));
    // Basic strategy any chart has: hard 11 against a 6 doubles, hard 17 stands, hard 5 hits.
    expect(table.cells['hard-11-6']!.action).toBe('Dh');
    expect(table.cells['hard-17-10']!.action).toBe('S');
    expect(table.cells['hard-5-10']!.action).toBe('H');
    const reversed = Object.fromEntries(Object.entries(rules).reverse()) as typeof rules;
    const again: [number, number][] = [];
    expect(await loadStrategy(reversed, (d, t) => again.push([d, t]))).toEqual(table);
    expect(again).toEqual([]);
    expect(cachedStrategy(reversed)?.table).toEqual(table);
    expect(strategyClient.workers).toBe(1);
  });
});

describe('the stud advice', () => {
  it('gives the best option of a hand, and the same answer from the cache', async () => {
    const rules = stud({ preset: 'seed' });
    const hand = parseCardsOrThrow('As Ad Ac Kh Kd');
    const advice = await loadStudAdvice({ hand, rules, exchange: false });
    // A full house raises.
    expect(advice.best.action).toBe('raise');
    expect(await loadStudAdvice({ exchange: false, rules, hand })).toEqual(advice);
  });

  it('rejects a hand that is not five cards with the engine’s code stud/bad-hand', async () => {
    const rules = stud({ preset: 'seed' });
    const e = await loadStudAdvice({ hand: parseCardsOrThrow('As Ad'), rules, exchange: false }).catch(
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(ComputeError);
    expect((e as ComputeError).code).toBe('stud/bad-hand');
  });
});
