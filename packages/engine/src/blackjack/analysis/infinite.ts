/**
 * The game from an infinite shoe in exact fractions: every card is drawn with the fixed probabilities
 * 1/13 (ten-value cards 4/13), so a hand's value depends only on its total, softness and whether it
 * came from a split, and the house edge is a fraction whose denominator is a power of 13 (and 2).
 *
 * This is a second, independent evaluation of the same rules as `player.ts`/`edge.ts` (which run the
 * infinite shoe in double precision through the general code); the two agree to rounding, and the
 * fractions here are what the odds report prints.
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import { add, compare, div, frac, mul, neg, sub, ONE, ZERO, type Fraction } from '../../rational/index.js';
import { mayDoubleTotal, maySplitValue, splitTakesOneCard, checkRulesOrThrow } from '../rules.js';
import { BLACKJACK, BUST, dealerDistributionInfiniteExact } from './dealer.js';
import { bjModeOf, hitOrStand, type Chart, type ChartAction } from './player.js';
import { bestTotal } from '../value.js';
import { INFINITE_P, splitPatternFractions, startingHand, startingPairWeight } from './infinite-hands.js';

const P = INFINITE_P;
const HALF = frac(1, 2);

const max = (a: Fraction, b: Fraction) => (compare(a, b) >= 0 ? a : b);
const scale = (k: number, f: Fraction) => mul(frac(k), f);

/** A split hand's value and, under `original`, its chance of standing into a dealer blackjack. */
interface Pair {
  readonly v: Fraction;
  readonly l: Fraction;
}

/**
 * The player's EV given one up-card, under the chart and under optimal play, in fractions.
 */
function upCard(rules: BlackjackRules, chart: Chart, up: number): { chart: Fraction; optimal: Fraction } {
  const mode = bjModeOf(rules);
  const d = dealerDistributionInfiniteExact(up, rules.dealerHitsSoft17);
  const pBj = up === 1 ? P[9]! : up === 10 ? P[0]! : ZERO;
  const base = new Map<number, Fraction>();
  const standBase = (best: number): Fraction => {
    let b = base.get(best);
    if (!b) {
      b = d[BUST]!;
      for (let i = 0; i < 5; i++) {
        if (best > 17 + i) b = add(b, d[i]!);
        else if (best < 17 + i) b = sub(b, d[i]!);
      }
      base.set(best, b);
    }
    return b;
  };
  const bjPay = (mult: number, split: boolean): Fraction =>
    mode === 'all' ? frac(-mult) : mode === 'original' ? (split ? neg(HALF) : frac(-1)) : ZERO;
  const stand = (best: number, mult: number, split: boolean) =>
    add(scale(mult, standBase(best)), mul(d[BLACKJACK]!, bjPay(mult, split)));
  const bust = (mult: number) => (mode === 'peek' ? scale(-mult, sub(ONE, pBj)) : frac(-mult));
  const totalOf = bestTotal;
  const cell = (best: number, soft: boolean): ChartAction =>
    (soft ? chart.soft[best] : chart.hard[best])?.[up - 1] ?? (best >= 17 ? 'S' : 'H');
  const each = (f: (v: number) => Fraction): Fraction => {
    let s = ZERO;
    for (let v = 1; v <= 10; v++) s = add(s, mul(P[v - 1]!, f(v)));
    return s;
  };
  const memo = (f: (hard: number, ace: boolean, split: boolean) => Fraction) => {
    const m = new Map<number, Fraction>();
    return (hard: number, ace: boolean, split: boolean): Fraction => {
      const k = hard * 4 + (ace ? 2 : 0) + (split ? 1 : 0);
      let r = m.get(k);
      if (!r) {
        r = f(hard, ace, split);
        m.set(k, r);
      }
      return r;
    };
  };
  const double = memo((hard, ace, split) =>
    each((v) => (hard + v > 21 ? bust(2) : stand(totalOf(hard + v, ace || v === 1), 2, split))),
  );

  const opt: (hard: number, ace: boolean, split: boolean) => Fraction = memo((hard, ace, split) => {
    const best = totalOf(hard, ace);
    const s = stand(best, 1, split);
    return best < 21 ? max(s, hitOpt(hard, ace, split)) : s;
  });
  const hitOpt = memo((hard, ace, split) =>
    each((v) => (hard + v > 21 ? bust(1) : opt(hard + v, ace || v === 1, split))),
  );
  const byChart: (hard: number, ace: boolean, split: boolean) => Fraction = memo((hard, ace, split) => {
    const best = totalOf(hard, ace);
    return best >= 21 || hitOrStand(cell(best, best !== hard)) === 'stand'
      ? stand(best, 1, split)
      : hitChart(hard, ace, split);
  });
  const hitChart = memo((hard, ace, split) =>
    each((v) => (hard + v > 21 ? bust(1) : byChart(hard + v, ace || v === 1, split))),
  );

  // Split hands under fixed decisions: the value (a dealer blackjack excluded under `original`) and
  // the chance of standing into a dealer blackjack.
  const standPair = (best: number, mult: number): Pair =>
    mode === 'original'
      ? { v: scale(mult, standBase(best)), l: d[BLACKJACK]! }
      : { v: stand(best, mult, true), l: ZERO };
  const eachPair = (f: (v: number) => Pair): Pair => {
    let v = ZERO;
    let l = ZERO;
    for (let c = 1; c <= 10; c++) {
      const r = f(c);
      v = add(v, mul(P[c - 1]!, r.v));
      l = add(l, mul(P[c - 1]!, r.l));
    }
    return { v, l };
  };
  const splitEv = (x: number, useChart: boolean): Fraction => {
    const hits = (hard: number, ace: boolean): boolean => {
      const best = totalOf(hard, ace);
      if (best >= 21) return false;
      if (useChart) return hitOrStand(cell(best, best !== hard)) === 'hit';
      return compare(hitOpt(hard, ace, true), stand(best, 1, true)) > 0;
    };
    const played = new Map<number, Pair>();
    const play = (hard: number, ace: boolean): Pair => {
      const k = hard * 2 + (ace ? 1 : 0);
      let r = played.get(k);
      if (!r) {
        r = hits(hard, ace)
          ? eachPair((v) => (hard + v > 21 ? { v: bust(1), l: ZERO } : play(hard + v, ace || v === 1)))
          : standPair(totalOf(hard, ace), 1);
        played.set(k, r);
      }
      return r;
    };
    const twoCards = (v: number): Pair => {
      const hard = x + v;
      const ace = x === 1 || v === 1;
      const best = totalOf(hard, ace);
      if (splitTakesOneCard(rules, x)) return standPair(best, 1);
      const canDouble = rules.doubleAfterSplit && mayDoubleTotal(rules, hard, best !== hard);
      let doubles = false;
      if (canDouble) {
        if (useChart) {
          const c = cell(best, best !== hard);
          doubles = c === 'Dh' || c === 'Ds';
        } else doubles = compare(double(hard, ace, true), opt(hard, ace, true)) > 0;
      }
      if (!doubles) return play(hard, ace);
      return eachPair((c) =>
        hard + c > 21 ? { v: bust(2), l: ZERO } : standPair(totalOf(hard + c, ace || c === 1), 2),
      );
    };
    const hands = Array.from({ length: 10 }, (_, i) => twoCards(i + 1));
    let vx = ZERO;
    let lx = ZERO;
    let vn = ZERO;
    let ln = ZERO;
    const px = P[x - 1]!;
    for (let v = 1; v <= 10; v++) {
      const h = hands[v - 1]!;
      vx = add(vx, mul(P[v - 1]!, h.v));
      lx = add(lx, mul(P[v - 1]!, h.l));
      if (v !== x) {
        const q = div(P[v - 1]!, sub(ONE, px));
        vn = add(vn, mul(q, h.v));
        ln = add(ln, mul(q, h.l));
      }
    }
    const canResplit = maySplitValue(rules, x, 2);
    let ev = ZERO;
    for (const p of splitPatternFractions(px, canResplit ? rules.maxHands : 2)) {
      let s = add(scale(p.a, vn), scale(p.b, vx));
      if (mode === 'original') s = sub(s, p.a > 0 ? ln : lx);
      ev = add(ev, mul(p.p, s));
    }
    return ev;
  };

  const bjRatio = frac(rules.blackjackPays.pays, rules.blackjackPays.per);
  const peek = mode === 'peek' ? neg(pBj) : ZERO;
  let evChart = ZERO;
  let evOptimal = ZERO;
  for (let p1 = 1; p1 <= 10; p1++)
    for (let p2 = p1; p2 <= 10; p2++) {
      const w = startingPairWeight(p1, p2);
      if (p1 === 1 && p2 === 10) {
        let v = mul(sub(ONE, pBj), bjRatio);
        if (rules.evenMoney && up === 1) v = max(v, ONE);
        evChart = add(evChart, mul(w, v));
        evOptimal = add(evOptimal, mul(w, v));
        continue;
      }
      const { hard, ace, best, soft, canSplit, canDouble } = startingHand(rules, p1, p2);
      let surrender: Fraction | undefined;
      if (rules.surrender === 'early') surrender = neg(HALF);
      else if (rules.surrender === 'late')
        surrender =
          mode === 'peek' ? add(mul(neg(HALF), sub(ONE, pBj)), peek) : sub(mul(neg(HALF), sub(ONE, pBj)), pBj);
      const standV = add(stand(best, 1, false), peek);
      // Optimal play.
      let noSplit = max(standV, add(hitOpt(hard, ace, false), peek));
      if (canDouble) noSplit = max(noSplit, add(double(hard, ace, false), peek));
      if (surrender) noSplit = max(noSplit, surrender);
      let optimal = noSplit;
      if (canSplit) {
        const withSplit = max(noSplit, add(splitEv(p1, false), peek));
        optimal =
          p1 === 10 && rules.splitBy === 'rank' ? add(mul(frac(1, 4), withSplit), mul(frac(3, 4), noSplit)) : withSplit;
      }
      evOptimal = add(evOptimal, mul(w, optimal));
      // The chart.
      const follow = (c: ChartAction): Fraction | undefined => {
        switch (c) {
          case 'P':
            return canSplit ? add(splitEv(p1, true), peek) : undefined;
          case 'Dh':
          case 'Ds':
            if (canDouble) return add(double(hard, ace, false), peek);
            return c === 'Dh' ? add(hitChart(hard, ace, false), peek) : standV;
          case 'Rh':
          case 'Rs':
            if (surrender) return surrender;
            return c === 'Rh' ? add(hitChart(hard, ace, false), peek) : standV;
          case 'H':
            return add(hitChart(hard, ace, false), peek);
          case 'S':
            return standV;
        }
      };
      const rowCell = cell(best, soft);
      const pairCell = p1 === p2 ? chart.pairs[p1]![up - 1]! : rowCell;
      let v = follow(pairCell) ?? follow(rowCell)!;
      if (pairCell === 'P' && canSplit && p1 === 10 && rules.splitBy === 'rank')
        v = add(mul(frac(1, 4), v), mul(frac(3, 4), follow(rowCell)!));
      evChart = add(evChart, mul(w, v));
    }
  return { chart: evChart, optimal: evOptimal };
}

/**
 * The house edge from an infinite shoe, exactly, under a chart and under optimal play (the best action
 * for every hand; from an infinite shoe that depends only on the hand's total, softness and whether it
 * came from a split). Splits and resplits as in `split.ts`: every pair card drawn to a split hand is
 * split again while the box has room.
 *
 * @param rules - The rules (`decks` is ignored).
 * @param chart - The chart to follow (e.g. `analyse(rules, 'infinite').chart`).
 * @returns The two house edges per initial unit bet, as fractions.
 * @example
 * ```ts
 * const g = analyse(casino, 'infinite');
 * toNumber(infiniteDeckEdges(casino, g.chart).houseEdgeChart); // ≈ 0.0051
 * ```
 */
export function infiniteDeckEdges(
  rules: BlackjackRules,
  chart: Chart,
): { houseEdgeChart: Fraction; houseEdgeOptimal: Fraction } {
  checkRulesOrThrow(rules);
  let evChart = ZERO;
  let evOptimal = ZERO;
  for (let up = 1; up <= 10; up++) {
    const r = upCard(rules, chart, up);
    evChart = add(evChart, mul(P[up - 1]!, r.chart));
    evOptimal = add(evOptimal, mul(P[up - 1]!, r.optimal));
  }
  return { houseEdgeChart: neg(evChart), houseEdgeOptimal: neg(evOptimal) };
}
