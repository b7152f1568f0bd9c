import { describe, expect, it } from 'vitest';
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import { resolveRulesOrThrow } from '../rules.js';
import { UpAnalysis, type Chart, type ChartAction } from './player.js';
import { splitPatterns } from './split.js';

/**
 * A naive player of one split box, written apart from the engine: the round dealt card by card in the
 * order the table deals it (the first hand takes its second card, splits again on a pair card while the
 * box has room, plays out, then the next hand…, then the dealer), every card drawn from what is left,
 * and every branch enumerated. Floating point; the shoes are small enough that nothing is pruned.
 */
interface Policy {
  /** Whether a split hand with these cards (first card the pair card) doubles. */
  doubles(cards: readonly number[], shoeAtSplit: readonly number[]): boolean;
  /** Whether a split hand with these cards hits. */
  hits(cards: readonly number[], shoeAtSplit: readonly number[]): boolean;
}

const total = (cards: readonly number[]) => {
  const hard = cards.reduce((a, b) => a + b, 0);
  const soft = cards.includes(1) && hard + 10 <= 21;
  return { hard, soft, best: soft ? hard + 10 : hard };
};

const dealerMemo = new Map<string, number[]>();
/** The dealer's outcomes (17…21, bust, blackjack) from `shoe`, the up-card dealt, naive recursion. */
function naiveDealer(shoe: number[], up: number, h17: boolean): number[] {
  const key = `${up}${h17}${shoe.join()}`;
  const got = dealerMemo.get(key);
  if (got) return got;
  const out = [0, 0, 0, 0, 0, 0, 0];
  const rec = (cards: number[], p: number) => {
    const t = total(cards);
    if (cards.length === 2 && t.best === 21) return void (out[6]! += p);
    if (t.hard > 21) return void (out[5]! += p);
    if (t.best > 17 || (t.best === 17 && !(h17 && t.soft))) return void (out[t.best - 17]! += p);
    const n = shoe.reduce((a, b) => a + b, 0);
    for (let v = 1; v <= 10; v++) {
      const k = shoe[v - 1]!;
      if (k === 0) continue;
      shoe[v - 1] = k - 1;
      rec([...cards, v], (p * k) / n);
      shoe[v - 1] = k;
    }
  };
  rec([up], 1);
  dealerMemo.set(key, out);
  return out;
}

/**
 * The EV of splitting `x` against `up` from `shoe` (pair and up-card out), per unit bet, played by
 * `policy`, settled as the round settles (a dealer blackjack: `all` takes every stake; `original` takes
 * the first hand's bet if it still stands, busted hands are lost anyway; `peek` counts only rounds
 * where the dealer has no blackjack, the value the analysis reports before adding −P(blackjack)).
 */
function naiveSplit(
  rules: BlackjackRules,
  mode: 'all' | 'original' | 'peek',
  shoe0: readonly number[],
  up: number,
  x: number,
  policy: Policy,
): number {
  const shoe = shoe0.slice();
  const atSplit = shoe0.slice();
  const draw = (f: (v: number) => number): number => {
    const n = shoe.reduce((a, b) => a + b, 0);
    let s = 0;
    for (let v = 1; v <= 10; v++) {
      const k = shoe[v - 1]!;
      if (k === 0) continue;
      shoe[v - 1] = k - 1;
      s += (k / n) * f(v);
      shoe[v - 1] = k;
    }
    return s;
  };
  interface Hand {
    cards: number[];
    stake: number;
  }
  const settle = (hands: Hand[]): number => {
    const d = naiveDealer(shoe, up, rules.dealerHitsSoft17);
    let ev = 0;
    for (let o = 0; o < 7; o++) {
      if (d[o] === 0) continue;
      let net = 0;
      hands.forEach((h, i) => {
        const t = total(h.cards);
        if (t.hard > 21) net -= h.stake;
        else if (o === 6) {
          if (mode === 'all') net -= h.stake;
          else if (mode === 'original' && i === 0) net -= 1;
        } else if (o === 5 || t.best > 17 + o) net += h.stake;
        else if (t.best < 17 + o) net -= h.stake;
      });
      if (mode === 'peek' && o === 6) net = 0;
      ev += d[o]! * net;
    }
    return ev;
  };
  const maxHands = rules.maxHands;
  const mayResplit = x !== 1 || rules.resplitAces;
  // Plays hand i of `hands` (its cards so far) and every hand after it, then settles. Memoised on the
  // whole state (shoe, hands, turn) only to keep the test quick.
  const memo = new Map<string, number>();
  const playFrom = (hands: Hand[], i: number): number => {
    const key = `${shoe.join()}|${hands.map((h) => `${h.cards.join('.')}x${h.stake}`).join('/')}|${i}`;
    const got = memo.get(key);
    if (got !== undefined) return got;
    const v = playFrom1(hands, i);
    memo.set(key, v);
    return v;
  };
  const playFrom1 = (hands: Hand[], i: number): number => {
    if (i === hands.length) return settle(hands);
    const h = hands[i]!;
    if (h.cards.length === 1) {
      return draw((v) => {
        if (v === x && mayResplit && hands.length < maxHands) {
          return playFrom([...hands, { cards: [x], stake: 1 }], i);
        }
        const next = hands.slice();
        next[i] = { cards: [x, v], stake: 1 };
        return playFrom(next, i);
      });
    }
    const t = total(h.cards);
    if (t.hard > 21 || t.best === 21 || (x === 1 && !rules.hitSplitAces)) return playFrom(hands, i + 1);
    if (h.cards.length === 2 && rules.doubleAfterSplit && policy.doubles(h.cards, atSplit)) {
      return draw((v) => {
        const next = hands.slice();
        next[i] = { cards: [...h.cards, v], stake: 2 };
        return playFrom(next, i + 1);
      });
    }
    if (!policy.hits(h.cards, atSplit)) return playFrom(hands, i + 1);
    return draw((v) => {
      const next = hands.slice();
      next[i] = { cards: [...h.cards, v], stake: 1 };
      return playFrom(next, i);
    });
  };
  return playFrom(
    [
      { cards: [x], stake: 1 },
      { cards: [x], stake: 1 },
    ],
    0,
  );
}

/** A chart policy, naive: look the hand's total up. */
function chartPolicy(chart: Chart, up: number): Policy {
  const cell = (cards: readonly number[]): ChartAction => {
    const t = total(cards);
    const row = t.soft ? chart.soft[t.best] : chart.hard[t.best];
    return row?.[up - 1] ?? (t.best >= 17 ? 'S' : 'H');
  };
  return {
    doubles: (cards) => {
      const c = cell(cards);
      return (c === 'Dh' || c === 'Ds') && true;
    },
    hits: (cards) => ['H', 'Dh', 'Rh'].includes(cell(cards)),
  };
}

/**
 * The composition-dependent policy (CDZ−): the best play for the shoe at the split less the hand's own
 * cards, by naive recursion over stand, hit and (two cards, DAS) double.
 */
function cdPolicy(rules: BlackjackRules, mode: 'all' | 'original' | 'peek', up: number, x: number): Policy {
  const bjLoss = (mult: number) => (mode === 'all' ? -mult : mode === 'original' ? -0.5 : 0);
  const standEv = (best: number, mult: number, shoe: number[]) => {
    const d = naiveDealer(shoe, up, rules.dealerHitsSoft17);
    let ev = d[6]! * bjLoss(mult);
    for (let o = 0; o < 6; o++) ev += d[o]! * mult * (o === 5 || best > 17 + o ? 1 : best < 17 + o ? -1 : 0);
    return ev;
  };
  const pBj = (shoe: number[]) => {
    const n = shoe.reduce((a, b) => a + b, 0);
    return up === 1 ? shoe[9]! / n : up === 10 ? shoe[0]! / n : 0;
  };
  const bustEv = (mult: number, shoe: number[]) => (mode === 'peek' ? -mult * (1 - pBj(shoe)) : -mult);
  const each = (shoe: number[], f: (v: number) => number) => {
    const n = shoe.reduce((a, b) => a + b, 0);
    let s = 0;
    for (let v = 1; v <= 10; v++) {
      const k = shoe[v - 1]!;
      if (k === 0) continue;
      shoe[v - 1] = k - 1;
      s += (k / n) * f(v);
      shoe[v - 1] = k;
    }
    return s;
  };
  const bestMemo = new Map<string, number>();
  const best = (cards: number[], shoe: number[]): number => {
    const key = `${[...cards].sort().join()}|${shoe.join()}`;
    const got = bestMemo.get(key);
    if (got !== undefined) return got;
    const v = best1(cards, shoe);
    bestMemo.set(key, v);
    return v;
  };
  const best1 = (cards: number[], shoe: number[]): number => {
    const t = total(cards);
    const s = standEv(t.best, 1, shoe);
    if (t.best >= 21) return s;
    return Math.max(s, hitEv(cards, shoe));
  };
  const hitEv = (cards: number[], shoe: number[]) =>
    each(shoe, (v) => (total([...cards, v]).hard > 21 ? bustEv(1, shoe) : best([...cards, v], shoe)));
  const doubleEv = (cards: number[], shoe: number[]) =>
    each(shoe, (v) => {
      const t = total([...cards, v]);
      return t.hard > 21 ? bustEv(2, shoe) : standEv(t.best, 2, shoe);
    });
  const own = (cards: readonly number[], atSplit: readonly number[]) => {
    const s = atSplit.slice();
    for (const c of cards.slice(1)) s[c - 1]!--;
    return s;
  };
  void x;
  return {
    doubles: (cards, atSplit) => {
      const t = total(cards);
      const s = own(cards, atSplit);
      return (
        (rules.doubleOn === 'any' || [9, 10, 11].includes(t.best)) && doubleEv([...cards], s) > best([...cards], s)
      );
    },
    hits: (cards, atSplit) => {
      const s = own(cards, atSplit);
      const t = total(cards);
      return t.best < 21 && hitEv([...cards], s) > standEv(t.best, 1, s);
    },
  };
}

// A small shoe rich in the pair card, so that resplits are common and every removal shows.
const SMALL: readonly number[] = [2, 2, 2, 0, 0, 1, 1, 5, 0, 5]; // A A 2 2 3 3 6 7 8×5 T×5 = 18 cards
const SIMPLE_CHART: Chart = (() => {
  const row = (a: ChartAction): ChartAction[] => new Array<ChartAction>(10).fill(a);
  const hard: Record<number, ChartAction[]> = {};
  for (let t = 4; t <= 21; t++) hard[t] = row(t >= 15 ? 'S' : t === 10 || t === 11 ? 'Dh' : 'H');
  const soft: Record<number, ChartAction[]> = {};
  for (let t = 12; t <= 21; t++) soft[t] = row(t >= 18 ? 'S' : 'H');
  const pairs: Record<number, ChartAction[]> = {};
  for (let v = 1; v <= 10; v++) pairs[v] = row('P');
  return { hard, soft, pairs };
})();

describe('exact resplits against a naive player that deals every card in table order', () => {
  const base = resolveRulesOrThrow({
    preset: 'casino',
    overrides: { maxHands: 4, doubleOn: 'any', doubleAfterSplit: true, dealerHitsSoft17: false },
  });
  const cases = [
    {
      name: 'ENHC, a dealer blackjack takes all',
      rules: { ...base, holeCard: false, dealerBlackjackTakes: 'all' as const },
      mode: 'all' as const,
      up: 6,
    },
    {
      name: 'ENHC, original bet only',
      rules: { ...base, holeCard: false, dealerBlackjackTakes: 'original' as const },
      mode: 'original' as const,
      up: 10,
    },
    { name: 'hole card (peek)', rules: { ...base, holeCard: true }, mode: 'peek' as const, up: 1 },
    {
      name: 'three hands, H17, no DAS',
      rules: { ...base, maxHands: 3, dealerHitsSoft17: true, doubleAfterSplit: false },
      mode: 'peek' as const,
      up: 7,
    },
  ];
  it.each(cases)('8-8 against $up, $name: chart and composition-dependent play', ({ rules, mode, up }) => {
    const shoe = SMALL.slice();
    shoe[up - 1]!--;
    shoe[7]! -= 2;
    const a = new UpAnalysis(rules, shoe, up);
    a.useChart(SIMPLE_CHART);
    expect(a.split(8, true)).toBeCloseTo(naiveSplit(rules, mode, shoe, up, 8, chartPolicy(SIMPLE_CHART, up)), 12);
    const b = new UpAnalysis(rules, shoe, up);
    expect(b.split(8, false)).toBeCloseTo(naiveSplit(rules, mode, shoe, up, 8, cdPolicy(rules, mode, up, 8)), 12);
  });

  it('resplit: false values splitting once, a pair card drawn played as a total: the naive box of two hands', () => {
    const rules = { ...base, holeCard: false, dealerBlackjackTakes: 'all' as const };
    const shoe = SMALL.slice();
    shoe[5]!--;
    shoe[7]! -= 2;
    const a = new UpAnalysis(rules, shoe, 6);
    const once = { ...rules, maxHands: 2 };
    expect(a.split(8, false, false)).toBeCloseTo(naiveSplit(once, 'all', shoe, 6, 8, cdPolicy(once, 'all', 6, 8)), 12);
    // With four hands allowed the resplits change the value (this shoe is rich in eights).
    expect(Math.abs(a.split(8, false) - a.split(8, false, false))).toBeGreaterThan(1e-3);
  });

  it('aces resplit to four hands, one card each', () => {
    const rules = { ...base, holeCard: false, dealerBlackjackTakes: 'all' as const, resplitAces: true };
    const shoe = [5, 1, 1, 0, 1, 1, 1, 0, 1, 5];
    shoe[5]!--;
    shoe[0]! -= 2;
    const a = new UpAnalysis(rules, shoe, 6);
    expect(a.split(1, false)).toBeCloseTo(naiveSplit(rules, 'all', shoe, 6, 1, cdPolicy(rules, 'all', 6, 1)), 12);
  });
});

describe('exact resplits from real-valued counts (the counting module’s expected shoe)', () => {
  // The naive player above draws with chance count / cards left and skips only a count of exactly zero,
  // so from real counts it evaluates the same rational function as the engine (player.ts's notes). The
  // counts here run out along many paths (1.3 eights left after the pair: a second resplit draws past
  // them), which is where the resplit method’s identities must still hold. Aces, sixes, eights and
  // tens only, and a ten up, keep the naive player’s tree small (no branch is pruned by a count).
  const REAL: readonly number[] = [1.6, 0, 0, 0, 0, 1.2, 0, 1.3, 0, 3.4];
  const rules = resolveRulesOrThrow({
    preset: 'casino',
    overrides: { maxHands: 4, doubleOn: 'any', doubleAfterSplit: true, dealerHitsSoft17: false },
  });
  it.each([
    { name: 'ENHC, a dealer blackjack takes all', mode: 'all' as const, up: 10 },
    { name: 'ENHC, original bet only', mode: 'original' as const, up: 10 },
    { name: 'hole card (peek)', mode: 'peek' as const, up: 10 },
  ])('8-8 against $up, $name: chart and composition-dependent play', ({ mode, up }) => {
    const r =
      mode === 'peek'
        ? { ...rules, holeCard: true }
        : {
            ...rules,
            holeCard: false,
            dealerBlackjackTakes: mode === 'all' ? ('all' as const) : ('original' as const),
          };
    const a = new UpAnalysis(r, REAL, up);
    a.useChart(SIMPLE_CHART);
    expect(a.split(8, true)).toBeCloseTo(naiveSplit(r, mode, REAL, up, 8, chartPolicy(SIMPLE_CHART, up)), 12);
    const b = new UpAnalysis(r, REAL, up);
    expect(b.split(8, false)).toBeCloseTo(naiveSplit(r, mode, REAL, up, 8, cdPolicy(r, mode, up, 8)), 12);
  });
});

describe('split patterns', () => {
  it('to four hands with q = 1/2 fixed: the hand-worked expected number of hands, 3.375', () => {
    // Each second card ends a hand (N) or splits again (P) while the box has fewer than four hands.
    // No resplit: NN (1/4). One: PNNN or NPNN (2/16). Two: the rest (5/8). E = 2/4 + 3/8 + 4·5/8 = 3.375.
    const ps = splitPatterns(0, 0, 4, 0.5);
    const hands = ps.reduce((s, p) => s + p.probability * (p.nonPairHands + p.anyHands), 0);
    expect(hands).toBeCloseTo(3.375, 12);
    expect(ps.reduce((s, p) => s + p.probability, 0)).toBeCloseTo(1, 12);
  });
});
