import { STUD_ODDS, type StudOddsFigure } from '@croupier/paytables/stud';
import { STUD_ODDS_GRID } from '@croupier/paytables/stud-grid';
import { STUD_STRATEGY_CASINO, STUD_STRATEGY_KEYS, STUD_STRATEGY_SEED } from '@croupier/paytables/stud-strategy';
import { describe, expect, it } from 'vitest';
import { add, compare, div, frac, mul, parseFraction, toNumber } from '../../rational/index.js';
import { randomInt, seededRng } from '../../rng/index.js';
import { resolveRulesOrThrow, type StudRules } from '../rules.js';
import { cardsOfKey } from './classes.js';
import { handTotals, optionEvs, payUnits } from './ev.js';
import { answerFromTotals, classList, gatherTotals } from './compute.js';
import { planOdds } from './exact.js';
import { computeShard } from './shard.js';

const bytes = (b64: string): Uint8Array => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
const VARIANTS = ['caribbean', 'noExchange', 'casino', 'seed'] as const;

describe('the shipped odds', () => {
  it('reproduce the published Caribbean stud figures (Wizard of Odds: 5.2243% per ante, element of risk 2.5553%)', () => {
    expect((STUD_ODDS.caribbean.houseEdgeValue * 100).toFixed(4)).toBe('5.2243');
    expect((STUD_ODDS.caribbean.elementOfRiskValue! * 100).toFixed(4)).toBe('2.5553');
  });

  it.each(VARIANTS)(
    '%s is exact: fractions, their numbers, and element of risk = edge ÷ (1 + 2 × chance of raising)',
    (v) => {
      const f: StudOddsFigure = STUD_ODDS[v];
      expect(f.exact).toBe(true);
      const he = parseFraction(f.houseEdge!);
      const eor = parseFraction(f.elementOfRisk!);
      const rc = parseFraction(f.raiseChance!);
      expect(toNumber(he)).toBe(f.houseEdgeValue);
      expect(toNumber(eor)).toBe(f.elementOfRiskValue);
      expect(toNumber(rc)).toBe(f.raiseChanceValue);
      expect(compare(eor, div(he, add(frac(1), mul(frac(2), rc))))).toBe(0);
    },
  );

  it('an exchange never hurts the player: seed ≤ casino ≤ no exchange', () => {
    const he = (v: (typeof VARIANTS)[number]) => parseFraction(STUD_ODDS[v].houseEdge!);
    expect(compare(he('seed'), he('casino'))).toBeLessThanOrEqual(0);
    expect(compare(he('casino'), he('noExchange'))).toBeLessThanOrEqual(0);
  });
});

describe('the shipped strategy', () => {
  const keys = new Uint32Array(bytes(STUD_STRATEGY_KEYS).buffer);
  const seed = bytes(STUD_STRATEGY_SEED);
  const casino = bytes(STUD_STRATEGY_CASINO);

  it('lists every one of the 134,459 classes, in order, each with a decision', () => {
    const { keys: all } = classList();
    expect(keys.length).toBe(134459);
    expect(Array.from(keys)).toEqual(Array.from(all));
    expect([seed.length, casino.length]).toEqual([134459, 134459]);
    expect(seed.every((c) => c <= 16)).toBe(true);
    expect(casino.every((c) => c <= 6)).toBe(true);
  });

  it('a random sample of 40 classes recomputed by inclusion–exclusion gives the shipped decisions', () => {
    const pay = payUnits(resolveRulesOrThrow());
    const rng = seededRng('shipped-sample');
    const wrong: number[] = [];
    for (let s = 0; s < 40; s++) {
      const i = randomInt(rng, keys.length);
      const hand = cardsOfKey(keys[i]!);
      const evs = optionEvs(hand, handTotals(hand, pay, 2), pay).map((o) => o.ev);
      // Option order: fold, raise, five one-card exchanges, ten two-card exchanges = codes 0…16.
      const best = (upTo: number) => evs.slice(0, upTo).reduce((b, v, k) => (compare(v, evs[b]!) > 0 ? k : b), 0);
      if (seed[i] !== best(17) || casino[i] !== best(7)) wrong.push(i);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the shipped grid is current', () => {
  it('every entry with no exchange, recomputed for all paytables in one pass', () => {
    const entries = STUD_ODDS_GRID.filter((e) => e.rules.upCards === 0 && e.rules.maxExchange === 0);
    expect(entries.length).toBeGreaterThanOrEqual(3);
    const text = resolveRulesOrThrow();
    const plans = entries.map((e) => {
      const p = planOdds({ ...text, ...e.rules } as StudRules);
      if (!p.ok) throw new Error(p.error.message);
      return p.value;
    });
    const r = computeShard({
      kind: 'exchange',
      qualifier: 'aceKing',
      maxExchange: 0,
      pays: plans.map((p) => p.pay),
      from: 0,
      to: 134459,
    });
    const totals = gatherTotals([r], plans.length, 0);
    entries.forEach((e, k) => {
      const a = answerFromTotals(plans[k]!, totals[k]!);
      expect([e.id, a.figure.houseEdge, a.figure.elementOfRisk, a.figure.raiseChance, a.byCategory]).toEqual([
        e.id,
        e.houseEdge,
        e.elementOfRisk,
        e.raiseChance,
        e.byCategory,
      ]);
    });
  });
});
