import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards/index.js';
import { frac, sub, toFractionString } from '../../rational/index.js';
import { evaluate5 } from '../evaluator.js';
import { resolveRulesOrThrow } from '../rules.js';
import { handClasses, canonicalForm, cardsOfKey } from './classes.js';
import { choose, countDealerHands } from './counts.js';
import { PAIRS, handTotals, payUnits, raiseTotal } from './ev.js';
import { advise, raiseTotalDirect } from './index.js';

const rules = resolveRulesOrThrow();
const pay = payUnits(rules);

function cards(text: string): number[] {
  const r = parseCards(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A naive count: enumerate every dealer hand from the cards left and tally classes below each threshold. */
function naiveCounts(fixed: readonly number[], dead: readonly number[], ts: readonly number[]): number[] {
  const free: number[] = [];
  for (let c = 0; c < 52; c++) if (!dead.includes(c) && !fixed.includes(c)) free.push(c);
  const out = ts.map(() => 0);
  const hand = [...fixed];
  const rec = (from: number): void => {
    if (hand.length === 5) {
      const k = evaluate5(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!);
      ts.forEach((t, i) => {
        if (k < t) out[i]!++;
      });
      return;
    }
    for (let i = from; i < free.length; i++) {
      hand.push(free[i]!);
      rec(i + 1);
      hand.pop();
    }
  };
  rec(0);
  return out;
}

describe('counting dealer hands by inclusion–exclusion', () => {
  const ts = [1, 11, 167, 1600, 3326, 6186, 6350, 7463];
  it('agrees with enumeration for seven dead cards', () => {
    const dead = cards('As Kd Jh 3c 2s 9h 9d');
    expect(countDealerHands([], dead, ts)).toEqual(naiveCounts([], dead, ts));
  });
  it('agrees with enumeration with an up-card', () => {
    const dead = cards('Qs 9h 8d 7c 6s');
    const up = cards('Td');
    expect(countDealerHands(up, dead, ts)).toEqual(naiveCounts(up, dead, ts));
  });
  it('counts C(47, 5) hands avoiding five cards', () => {
    expect(countDealerHands([], cards('As Kd Jh 3c 2s'), [7463])).toEqual([1533939]);
  });
});

describe('the EV of every option', () => {
  it('the raise by inclusion–exclusion equals the raise by enumerating the dealer', () => {
    for (const h of ['As Kd Jh 3c 2s', 'Qs 9h 8d 7c 6s', '2c 2d 5h 9s Kh']) {
      const hand = cards(h);
      expect(handTotals(hand, pay, 0).raise).toBe(raiseTotalDirect(hand, rules));
    }
  });

  it('the fast exchange totals equal the general count for every replacement', () => {
    const h = cards('Ah Kh Qh Jh 2c');
    const t = handTotals(h, pay, 2);
    const unseen = [...Array(52).keys()].filter((c) => !h.includes(c));
    const fold1 = -pay.scale * choose(46, 5);
    const one = [0, 1, 2, 3, 4].map((i) => {
      const keep = h.filter((_, j) => j !== i);
      let total = 0;
      let raises = 0;
      for (const x of unseen) {
        const p = evaluate5(keep[0]!, keep[1]!, keep[2]!, keep[3]!, x);
        const [q, l, le] = countDealerHands([], [...h, x], [pay.q1, Math.min(p, pay.q1), Math.min(p + 1, pay.q1)]);
        const v = raiseTotal(p, choose(46, 5), q!, l!, le!, pay);
        if (v > fold1) {
          total += v;
          raises++;
        } else total += fold1;
      }
      return { total, raises };
    });
    expect(t.one).toEqual(one);
    // Two cards: a sample of replacement pairs for the discard of 2c and Jh, checked one by one.
    const [x, y] = PAIRS[9]!;
    const keep = h.filter((_, j) => j !== x && j !== y);
    const fold2 = -pay.scale * choose(45, 5);
    let total = 0;
    let raises = 0;
    for (let i = 0; i < 47; i++)
      for (let j = i + 1; j < 47; j++) {
        const r1 = unseen[i]!;
        const r2 = unseen[j]!;
        const p = evaluate5(keep[0]!, keep[1]!, keep[2]!, r1, r2);
        const [q, l, le] = countDealerHands([], [...h, r1, r2], [pay.q1, Math.min(p, pay.q1), Math.min(p + 1, pay.q1)]);
        const v = raiseTotal(p, choose(45, 5), q!, l!, le!, pay);
        if (v > fold2) {
          total += v;
          raises++;
        } else total += fold2;
      }
    expect(t.two[9]).toEqual({ total, raises });
  });

  it("a four-card royal draw: exchanging the odd card is best; the text's Д-9-8-7-6 throws the queen", () => {
    const royal = advise(cards('Ah Kh Qh Jh 2c'), rules);
    expect(royal.ok && royal.value.best.discard).toEqual(cards('2c'));
    const text = advise(cards('Qs 9h 8d 7c 6s'), rules);
    expect(text.ok && text.value.best.discard).toEqual(cards('Qs'));
  });

  it('one exchanged card: the EV of throwing the queen of Q♠ 9♥ 8♦ 7♣ 6♠, replacement by replacement', () => {
    // Each of the 47 unseen cards replaces the queen with chance 1/47; the dealer's five come from the
    // other 46 (2 of 52 seen, by symmetry the same as dealing the dealer first). For each, the player
    // then raises or folds, whichever is worth more; the fee (one ante for one card under the text) is
    // paid either way. Counted here with the general dealer count, not the advice's exchange tables.
    const hand = cards('Qs 9h 8d 7c 6s');
    const keep = hand.slice(1);
    const unseen = [...Array(52).keys()].filter((c) => !hand.includes(c));
    const hands46 = choose(46, 5);
    let units = 0;
    for (const x of unseen) {
      const p = evaluate5(keep[0]!, keep[1]!, keep[2]!, keep[3]!, x);
      const [q, l, le] = countDealerHands([], [...hand, x], [pay.q1, Math.min(p, pay.q1), Math.min(p + 1, pay.q1)]);
      units += Math.max(raiseTotal(p, hands46, q!, l!, le!, pay), -pay.scale * hands46);
    }
    const fee = frac(rules.feeOneCard.pays, rules.feeOneCard.per);
    const expected = sub(frac(units, 47 * hands46 * pay.scale), fee);
    const a = advise(hand, rules);
    const queen = a.ok ? a.value.options.find((o) => o.discard.length === 1 && o.discard[0] === hand[0]) : undefined;
    expect(queen && toFractionString(queen.ev)).toBe(toFractionString(expected));
    expect(a.ok && a.value.best.discard).toEqual(cards('Qs'));
  });

  it('bad input', () => {
    expect(advise([1, 2, 3], rules)).toMatchObject({ ok: false, error: { code: 'stud/bad-hand' } });
    const car = resolveRulesOrThrow({ preset: 'caribbean' });
    expect(advise(cards('As Kd Jh 3c 2s'), car)).toMatchObject({ ok: false, error: { code: 'stud/needs-up-card' } });
  });

  it('a bad ante to count at: stud/bad-ante with the reason and the largest allowed, checked before any counting', () => {
    const oasis = resolveRulesOrThrow({ preset: 'oasis' });
    const hand = cards('As Kd Jh 3c 2s');
    const up = cards('9h')[0]!;
    expect(advise(hand, oasis, { upCard: up, ante: 2.5 })).toMatchObject({
      ok: false,
      error: { code: 'stud/bad-ante', details: { reason: 'not-whole', amount: '2.5', maxAnte: 10_000 } },
    });
    expect(advise(hand, oasis, { upCard: up, ante: 0 })).toMatchObject({
      ok: false,
      error: { code: 'stud/bad-ante', details: { reason: 'zero', amount: '0' } },
    });
    expect(advise(hand, oasis, { upCard: up, ante: 10_001 })).toMatchObject({
      ok: false,
      error: { code: 'stud/bad-ante', details: { reason: 'over-limit', maxAnte: 10_000 } },
    });
  });
});

describe('hand classes', () => {
  it('134,459 classes up to suits, weights summing to 2,598,960', () => {
    const { keys, weights } = handClasses();
    expect(keys.length).toBe(134459);
    expect(weights.reduce((a, b) => a + b, 0)).toBe(2598960);
    // A canonical key maps back to its own canonical form.
    const k = keys[12345]!;
    expect(canonicalForm(cardsOfKey(k)).key).toBe(k);
  });
});
