import { describe, expect, it } from 'vitest';
import { categoryOf, evaluate5 } from '../evaluator.js';
import type { StudRules } from '../rules.js';
import { parseCards } from '../../cards/index.js';
import { canonicalForm, cardsOfKey } from './classes.js';
import { handTotals, payUnits } from './ev.js';
import { classList } from './compute.js';
import { planOdds } from './exact.js';
import { computeShard, firstNonQualifying } from './shard.js';
import { ODD_RULES, naiveRaiseTotals } from '../../testing/stud-naive.js';

function cards(text: string): number[] {
  const r = parseCards(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function specOf(rules: StudRules) {
  const p = planOdds(rules);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

describe('the exact option totals of a hand class', () => {
  const { keys } = classList();
  // Classes spread over the list: high cards, pairs, flush and straight draws, made hands.
  const sample = [0, 1234, 20011, 45678, 67890, 88888, 101010, 120000, 134458];

  it.each(sample)(
    'class %i under another paytable, qualifier and raise: equal to inclusion–exclusion for every option',
    (i) => {
      const plan = specOf(ODD_RULES);
      const r = computeShard({
        kind: 'exchange',
        qualifier: 'pair',
        maxExchange: 2,
        pays: [plan.pay],
        from: i,
        to: i + 1,
      });
      const hand = cardsOfKey(keys[i]!);
      const pay = payUnits(ODD_RULES);
      expect(pay.scale).toBe(plan.pay.scale);
      const t = handTotals(hand, pay, 2);
      expect(Array.from(r.totals)).toEqual([t.raise, ...t.one.map((o) => o.total), ...t.two.map((o) => o.total)]);
      expect(Array.from(r.raises.subarray(1))).toEqual([...t.one.map((o) => o.raises), ...t.two.map((o) => o.raises)]);
    },
  );

  it.each(['Ah Kh Qh Jh 2c', '2c 2d 5h 9s Kh', 'As Kd Jh 3c 2s'])(
    'the raise with %s equals a naive enumeration of the dealer’s hands',
    (text) => {
      const plan = specOf(ODD_RULES);
      const idx = keys.indexOf(canonicalForm(cards(text)).key);
      const cls = cardsOfKey(keys[idx]!);
      const r = computeShard({
        kind: 'exchange',
        qualifier: 'pair',
        maxExchange: 0,
        pays: [plan.pay],
        from: idx,
        to: idx + 1,
      });
      const free = [...Array(52).keys()].filter((c) => !cls.includes(c));
      const p = evaluate5(cls[0]!, cls[1]!, cls[2]!, cls[3]!, cls[4]!);
      expect(r.totals[0]).toBe(naiveRaiseTotals([p], free, ODD_RULES, plan.pay.scale)[0]);
    },
  );

  it('Caribbean stud: the sum over the 47 up-cards equals a naive enumeration of the dealer’s four hidden cards', () => {
    const rules = { ...ODD_RULES, upCards: 1 as const, maxExchange: 0 as const };
    const plan = specOf(rules);
    const idx = 77777;
    const cls = cardsOfKey(keys[idx]!);
    const r = computeShard({
      kind: 'upCard',
      qualifier: 'pair',
      maxExchange: 0,
      pays: [plan.pay],
      from: idx,
      to: idx + 1,
    });
    const S = plan.pay.scale;
    const p = evaluate5(cls[0]!, cls[1]!, cls[2]!, cls[3]!, cls[4]!);
    const q = firstNonQualifying('pair');
    const cat = categoryOf(p);
    const win = S + (cat === 'noGame' ? 0 : 3 * ((rules.paytable[cat].pays * S) / rules.paytable[cat].per));
    let total = 0;
    let raises = 0;
    const free = [...Array(52).keys()].filter((c) => !cls.includes(c));
    for (const up of free) {
      const rest = free.filter((c) => c !== up);
      let v = 0;
      for (let a = 0; a < 46; a++)
        for (let b = a + 1; b < 46; b++)
          for (let c = b + 1; c < 46; c++)
            for (let d = c + 1; d < 46; d++) {
              const dealer = evaluate5(up, rest[a]!, rest[b]!, rest[c]!, rest[d]!);
              if (dealer >= q) v += S;
              else if (p < dealer) v += win;
              else if (p > dealer) v -= 4 * S;
            }
      const fold = -S * 163185;
      if (v > fold) {
        total += v;
        raises++;
      } else total += fold;
    }
    expect([r.totals[0], r.raises[0]]).toEqual([total, raises]);
  });
});
