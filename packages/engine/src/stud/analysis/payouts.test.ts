import { STUD_ODDS } from '@croupier/paytables/stud';
import { describe, expect, it } from 'vitest';
import { payoutMoments } from '../../analysis/variance.js';
import { add, frac, parseFraction, sub, sum, toFractionString, toNumber, ONE } from '../../rational/index.js';
import { parseHandOrThrow } from '../hand.js';
import { adviseOrThrow, canonicalKey, cardsOfKey, handClasses } from './index.js';
import { PAIRS } from './ev.js';
import { EXCHANGE_DEALS, exchangeOutcomeCounts } from './exchange-distribution.js';
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

  it('refuses a dealer card shown, and an exchange under payouts it was not computed for', () => {
    const caribbean = studRoundDistribution(resolveRulesOrThrow({ preset: 'caribbean' }));
    expect(caribbean.ok ? null : caribbean.error.code).toBe('stud/payouts-not-computed');
    const rules = resolveRulesOrThrow();
    const other = studRoundDistribution({
      ...rules,
      paytable: { ...rules.paytable, royalFlush: { pays: 250, per: 1 } },
    });
    expect(other.ok ? null : other.error.code).toBe('stud/payouts-not-computed');
  });
});

describe('the per-round distribution with the exchange (shipped, under the shipped optimal strategy)', () => {
  it.each([
    ['seed', 'seed', ['-1/1', '-2/1', '-5/2']],
    ['casino', 'casino', ['-1/1', '-2/1']],
  ] as const)(
    '%s: its mean is the shipped exact house edge of scripts/stud-odds.ts (another algorithm), its folds the shipped raise chance',
    (preset, variant, folds) => {
      const r = studRoundDistribution(resolveRulesOrThrow({ preset }));
      if (!r.ok) throw new Error(r.error.message);
      const d = r.value;
      expect(sum(d.outcomes.map((o) => o.p))).toEqual(frac(1));
      expect(add(payoutMoments(d).mean, parseFraction(STUD_ODDS[variant].houseEdge!))).toEqual(frac(0));
      // The folds net −1, −2 (after one card) and −2.5 (after two); a tie after a one-card exchange
      // also nets −1 (0 less the fee), a few in a million, so the folds' share is the shipped chance of
      // not raising plus that.
      const folded = sum(
        d.outcomes.filter((o) => (folds as readonly string[]).includes(toFractionString(o.net))).map((o) => o.p),
      );
      const excess = toNumber(sub(folded, sub(ONE, parseFraction(STUD_ODDS[variant].raiseChance!))));
      expect(excess).toBeGreaterThanOrEqual(0);
      expect(excess).toBeLessThan(1e-5);
    },
  );

  it('a fold after exchanging two cards costs the ante and the fee of one and a half antes: −2.5', () => {
    const r = studRoundDistribution(resolveRulesOrThrow());
    if (!r.ok) throw new Error(r.error.message);
    const nets = r.value.outcomes.map((o) => toFractionString(o.net));
    expect(nets).toContain('-5/2');
    expect(nets[0]).toBe('-9/2'); // a lost raise after two cards: −3 − 1.5
    expect(nets.at(-1)).toBe('201/1'); // a royal flush dealt, no fee
  });
});

describe('counting one option of one hand', () => {
  // The counts of exchange-distribution.ts against the EVs of advise (ev.ts totals), option by option.
  it.each([
    ['Т♠ К♠ Д♠ В♠ 2♦', 'one card: the two, for a royal or straight flush draw', [0]],
    ['7♣ 7♦ К♥ 9♠ 3♣', 'two cards: the nine and the three, keeping the pair and the king', [7, 1]],
  ])('%s — %s', (text, _, ranks) => {
    const rules = resolveRulesOrThrow();
    // The class's own cards (the hand with its suits renamed, ascending): the strategy codes index them.
    const { keys, weights } = handClasses();
    const key = canonicalKey(parseHandOrThrow(text));
    const i = keys.indexOf(key);
    const hand = cardsOfKey(key);
    const positions = ranks.map((r) => hand.findIndex((c) => c >> 2 === r)).sort((a, b) => a - b);
    const cards = positions.map((p) => hand[p]!);
    const option = adviseOrThrow(hand, rules).options.find(
      (o) => o.action === 'exchange' && o.discard.length === cards.length && cards.every((c) => o.discard.includes(c)),
    )!;
    const codes = new Uint8Array(keys.length);
    codes[i] =
      positions.length === 1
        ? 2 + positions[0]!
        : 7 + PAIRS.findIndex(([x, y]) => x === positions[0] && y === positions[1]);
    const c = exchangeOutcomeCounts(rules, codes, i, i + 1);
    const k = cards.length as 1 | 2;
    const fee = k === 1 ? 1 : 1.5;
    const pays: Record<string, number> = {
      royalFlush: 100,
      straightFlush: 50,
      fourOfAKind: 20,
      fullHouse: 7,
      flush: 5,
      straight: 4,
      threeOfAKind: 3,
      twoPair: 2,
      pair: 1,
      aceKing: 1,
    };
    let total = c.fold[k] * (-1 - fee) + c.noGame[k] * (1 - fee) + c.tie[k] * -fee + c.lose[k] * (-3 - fee);
    let deals = c.fold[k] + c.noGame[k] + c.tie[k] + c.lose[k];
    for (const [cat, n] of c.win[k]) {
      total += n * (1 + 2 * pays[cat]! - fee);
      deals += n;
    }
    expect(deals).toBe(EXCHANGE_DEALS[k] * weights[i]!);
    expect(total / deals).toBeCloseTo(toNumber(option.ev), 12);
  });
});
