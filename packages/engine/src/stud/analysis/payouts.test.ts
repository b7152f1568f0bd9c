import { STUD_ODDS } from '@croupier/paytables/stud';
import { describe, expect, it } from 'vitest';
import { payoutMoments } from '../../analysis/variance.js';
import { add, frac, parseFraction, sub, sum, toFractionString, ONE } from '../../rational/index.js';
import { resolveRulesOrThrow } from '../rules.js';
import { studRoundDistribution } from './payouts.js';

const noExchange = { ...resolveRulesOrThrow(), maxExchange: 0 as const };

describe('the per-round distribution without the exchange', () => {
  const r = studRoundDistribution(noExchange);
  if (!r.ok) throw new Error(r.error.message);
  const d = r.value;
  const m = payoutMoments(d);

  it('has the shipped exact house edge and raise chance (computed by scripts/stud-odds.ts, another algorithm)', () => {
    expect(add(m.mean, parseFraction(STUD_ODDS.noExchange.houseEdge!))).toEqual(frac(0));
    const fold = d.outcomes.find((o) => toFractionString(o.net) === '-1/1')!.p;
    expect(sub(ONE, fold)).toEqual(parseFraction(STUD_ODDS.noExchange.raiseChance!));
  });

  it('pays what the text pays: +1 on «нет игры», 1 + 2 × 100 = 201 for a royal flush, −3 for a lost raise', () => {
    expect(sum(d.outcomes.map((o) => o.p))).toEqual(frac(1));
    expect(d.outcomes.map((o) => toFractionString(o.net))).toEqual(
      ['-3', '-1', '0', '1', '3', '5', '7', '9', '11', '15', '41', '101', '201'].map((x) => `${x}/1`),
    );
  });

  it('a royal flush is dealt 4 times in 2,598,960 and always raised; it wins unless the dealer fails to qualify', () => {
    const royal = d.outcomes.find((o) => toFractionString(o.net) === '201/1')!.p;
    // A dealer royal flush of another suit ties, and a dealer without A-K returns only +1: below 4/C(52,5).
    expect(royal.num * 2598960n < 4n * royal.den).toBe(true);
    expect(royal.num * 2598960n * 3n > 4n * royal.den).toBe(true); // the dealer qualifies over a third of the time
  });

  it('refuses the game with the exchange', () => {
    const e = studRoundDistribution(resolveRulesOrThrow());
    expect(e.ok ? null : e.error.code).toBe('stud/payouts-not-computed');
  });
});
