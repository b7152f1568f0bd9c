import { STUD_ODDS } from '@croupier/paytables/stud';
import { STUD_STRATEGY_CASINO, STUD_STRATEGY_KEYS, STUD_STRATEGY_SEED } from '@croupier/paytables/stud-strategy';
import { describe, expect, it } from 'vitest';
import { parseFraction, toNumber } from '../../rational/index.js';
import { seededRng, randomInt } from '../../rng/index.js';
import { resolveRulesOrThrow } from '../rules.js';
import { cardsOfKey } from './classes.js';
import { PAIRS, handTotals, optionEvs, payUnits } from './ev.js';

const bytes = (b64: string): Uint8Array => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

describe('the shipped odds', () => {
  it('reproduce the published Caribbean stud figures (Wizard of Odds: 5.2243% per ante, element of risk 2.5553%)', () => {
    expect((STUD_ODDS.caribbean.houseEdgeValue * 100).toFixed(4)).toBe('5.2243');
    expect((STUD_ODDS.caribbean.elementOfRiskValue! * 100).toFixed(4)).toBe('2.5553');
    expect(STUD_ODDS.caribbean.exact).toBe(true);
  });

  it('exact fractions agree with their numbers', () => {
    for (const f of [STUD_ODDS.caribbean, STUD_ODDS.noExchange]) {
      expect(toNumber(parseFraction(f.houseEdge!))).toBeCloseTo(f.houseEdgeValue, 12);
      expect(toNumber(parseFraction(f.elementOfRisk!))).toBeCloseTo(f.elementOfRiskValue!, 12);
    }
  });

  it('an estimate states its interval and lies under its rigorous bound', () => {
    for (const f of [STUD_ODDS.seed, STUD_ODDS.casino]) {
      if (f.exact) continue;
      const [lo, hi] = f.houseEdgeCi95!;
      expect(lo).toBeLessThanOrEqual(f.houseEdgeValue);
      expect(hi).toBeGreaterThanOrEqual(f.houseEdgeValue);
      expect(f.houseEdgeValue).toBeLessThan(f.houseEdgeAtMost! + 1e-12);
      // The exchange never hurts: no worse than the game without it.
      expect(f.houseEdgeAtMost!).toBeLessThanOrEqual(STUD_ODDS.noExchange.houseEdgeValue + 1e-12);
    }
  });

  it('a sample of hand classes recomputes to the shipped optimal decisions', () => {
    const keys = new Uint32Array(bytes(STUD_STRATEGY_KEYS).buffer);
    const seed = bytes(STUD_STRATEGY_SEED);
    const casino = bytes(STUD_STRATEGY_CASINO);
    expect(keys.length).toBe(134459);
    const computed = [...seed.keys()].filter((i) => seed[i] !== 255);
    expect(computed.length).toBeGreaterThan(0);
    const pay = payUnits(resolveRulesOrThrow());
    const rng = seededRng('shipped-sample');
    for (let s = 0; s < 6; s++) {
      const i = computed[randomInt(rng, computed.length)]!;
      const hand = cardsOfKey(keys[i]!);
      const evs = optionEvs(hand, handTotals(hand, pay, 2), pay).map((o) => toNumber(o.ev));
      // Option order: fold, raise, five one-card exchanges, ten two-card exchanges = codes 0…16.
      const best = (upTo: number) => evs.slice(0, upTo).reduce((b, v, k) => (v > evs[b]! ? k : b), 0);
      expect([i, seed[i]]).toEqual([i, best(17)]);
      expect([i, casino[i]]).toEqual([i, best(7)]);
    }
    expect(PAIRS).toHaveLength(10);
  });
});
