/**
 * The exact distribution of one blackjack round's net result, in units of the initial bet, for a
 * player who follows a chart: −1, +1, +3/2 for a blackjack, 0 for a push, ±2 for a double, and every
 * sum a split's hands can make (down to −8 with four doubled hands). The input of the variance analysis.
 *
 * It is computed from an infinite shoe, in exact fractions: every card is drawn with the fixed
 * probabilities 1/13 (ten-value cards 4/13), so the player's hands and the dealer's draws are
 * independent, and given the dealer's final total the hands of a split are independent too. The
 * bookkeeping follows `infinite.ts` decision for decision (the chart's cells, doubles, splits and
 * resplits, the three ways a dealer blackjack can be settled), so the distribution's mean is exactly
 * minus `infiniteDeckEdges(rules, chart).houseEdgeChart`. From a shoe of a few decks the distribution
 * differs slightly: the mean by the difference of the two house edges (both exact), the standard
 * deviation by a few thousandths (Wizard of Odds, blackjack appendix 4: 6 → 2 decks moves the variance
 * by −0.0053).
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import { payoutDistributionOrThrow, type PayoutDistribution } from '../../analysis/variance.js';
import { add, div, frac, mul, neg, sub, ONE, ZERO, compare, type Fraction } from '../../rational/index.js';
import { mayDoubleTotal, maySplitValue, splitTakesOneCard, checkRulesOrThrow } from '../rules.js';
import { BLACKJACK, dealerDistributionInfiniteExact, dealerDistributionInfiniteWith } from './dealer.js';
import { bjModeOf, hitOrStand, type Chart, type ChartAction } from './player.js';
import { bestTotal } from '../value.js';
import { INFINITE_P, startingHand } from './infinite-hands.js';

/** The arithmetic the distribution is built in: exact fractions, or double precision. */
interface Arith<T> {
  readonly zero: T;
  readonly one: T;
  of(n: number, d?: number): T;
  add(a: T, b: T): T;
  sub(a: T, b: T): T;
  mul(a: T, b: T): T;
  div(a: T, b: T): T;
  neg(a: T): T;
  isZero(a: T): boolean;
  /** a ≥ b */
  atLeast(a: T, b: T): boolean;
  key(a: T): string;
}

const EXACT: Arith<Fraction> = {
  zero: ZERO,
  one: ONE,
  of: (n, d = 1) => frac(n, d),
  add,
  sub,
  mul,
  div,
  neg,
  isZero: (a) => a.num === 0n,
  atLeast: (a, b) => compare(a, b) >= 0,
  key: (a) => `${a.num}/${a.den}`,
};

const FLOAT: Arith<number> = {
  zero: 0,
  one: 1,
  of: (n, d = 1) => n / d,
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
  div: (a, b) => a / b,
  neg: (a) => -a,
  isZero: (a) => a === 0,
  atLeast: (a, b) => a >= b,
  // Nets are sums of a few multiples of 1/2 and the blackjack ratio: 1e-9 tells them apart.
  key: (a) => (Math.round(a * 1e9) / 1e9).toString(),
};

/** A distribution under construction: net key → { net, p }. */
type Dist<T> = Map<string, { net: T; p: T }>;

/** A hand's final state (`mult * 32 + total`, total 0 for a bust) → its chance. */
type Finals<T> = Map<number, T>;

const BUST_KEY = 0;

/** The split patterns (as `splitPatternFractions`) in any arithmetic. */
function splitPatterns<T>(A: Arith<T>, q: T, maxHands: number): { a: number; b: number; p: T }[] {
  const out: { a: number; b: number; p: T }[] = [];
  const rec = (pending: number, hands: number, a: number, p: T): void => {
    if (pending === 0) return void out.push({ a, b: 0, p });
    if (hands >= maxHands) return void out.push({ a, b: pending, p });
    rec(pending + 1, hands + 1, a, A.mul(p, q));
    rec(pending - 1, hands, a + 1, A.mul(p, A.sub(A.one, q)));
  };
  rec(2, 2, 0, A.one);
  return out;
}

/** The round's distribution against one up-card, following the chart. */
function upCardDistribution<T>(
  A: Arith<T>,
  P: readonly T[],
  d: readonly T[],
  rules: BlackjackRules,
  chart: Chart,
  up: number,
  first?: FirstDecision,
  cond?: number[],
): Dist<T> {
  // With `cond` (double precision only): cond[o] += the round's mean net given the dealer's outcome o
  // (0…4: 17…21, 5: bust, 6: blackjack), the hands' chances not weighted by the outcome's.
  const num = (a: T): number => a as unknown as number;
  const condOf = new Map<Dist<T>, number[]>();
  const put = (dd: Dist<T>, net: T, p: T): void => {
    if (A.isZero(p)) return;
    const k = A.key(net);
    const had = dd.get(k);
    dd.set(k, { net, p: had ? A.add(had.p, p) : p });
  };
  const mix = (into: Dist<T>, from: Dist<T>, w: T): void => {
    for (const { net, p } of from.values()) put(into, net, A.mul(p, w));
  };
  const convolve = (a: Dist<T>, b: Dist<T>): Dist<T> => {
    const out: Dist<T> = new Map();
    for (const x of a.values()) for (const y of b.values()) put(out, A.add(x.net, y.net), A.mul(x.p, y.p));
    return out;
  };
  const point = (net: T): Dist<T> => new Map([[A.key(net), { net, p: A.one }]]);
  const addFinal = (f: Finals<T>, key: number, p: T): void => {
    if (A.isZero(p)) return;
    f.set(key, A.add(f.get(key) ?? A.zero, p));
  };
  const frac = A.of;
  const ONE = A.one;
  const ZERO = A.zero;
  const mul = A.mul;
  const sub = A.sub;
  const div = A.div;
  const neg = A.neg;
  const HALF = A.of(1, 2);
  const mode = bjModeOf(rules);
  const pBj = d[BLACKJACK]!;
  const totalOf = bestTotal;
  const cell = (best: number, soft: boolean): ChartAction =>
    (soft ? chart.soft[best] : chart.hard[best])?.[up - 1] ?? (best >= 17 ? 'S' : 'H');

  // The final states of a hand played by the chart from (hard, ace), stake 1.
  const played = new Map<number, Finals<T>>();
  const play = (hard: number, ace: boolean): Finals<T> => {
    const k = hard * 2 + (ace ? 1 : 0);
    let f = played.get(k);
    if (f) return f;
    const best = totalOf(hard, ace);
    f = new Map();
    if (best >= 21 || hitOrStand(cell(best, best !== hard)) === 'stand') addFinal(f, 32 + best, ONE);
    else f = hit(hard, ace);
    played.set(k, f);
    return f;
  };
  const hit = (hard: number, ace: boolean): Finals<T> => {
    const f: Finals<T> = new Map();
    for (let v = 1; v <= 10; v++) {
      if (hard + v > 21) addFinal(f, 32 + BUST_KEY, P[v - 1]!);
      else for (const [key, p] of play(hard + v, ace || v === 1)) addFinal(f, key, mul(P[v - 1]!, p));
    }
    return f;
  };
  const double = (hard: number, ace: boolean): Finals<T> => {
    const f: Finals<T> = new Map();
    for (let v = 1; v <= 10; v++)
      addFinal(f, 64 + (hard + v > 21 ? BUST_KEY : totalOf(hard + v, ace || v === 1)), P[v - 1]!);
    return f;
  };
  const stand = (best: number): Finals<T> => new Map([[32 + best, ONE]]);

  /** A hand's net against a dealer outcome (0…4: 17…21, 5: bust, 6: blackjack); `original` = carries the original bet. */
  const handNet = (key: number, o: number, original: boolean): T => {
    const mult = key >> 5;
    const total = key & 31;
    if (total === BUST_KEY) return frac(-mult);
    if (o === BLACKJACK) {
      if (mode === 'all') return frac(-mult);
      return original ? frac(-1) : ZERO; // 'original': only the original bet is lost (peek never gets here)
    }
    if (o === 5) return frac(mult);
    const dealer = 17 + o;
    return total > dealer ? frac(mult) : total < dealer ? frac(-mult) : ZERO;
  };
  /** The dealer outcomes a played hand meets: under a peek the blackjack ended the round before play. */
  const outcomes = mode === 'peek' ? [0, 1, 2, 3, 4, 5] : [0, 1, 2, 3, 4, 5, 6];
  const peekLoss = (into: Dist<T>) => {
    if (mode === 'peek') put(into, frac(-1), pBj);
  };
  const vsDealer = (f: Finals<T>): Dist<T> => {
    const out: Dist<T> = new Map();
    for (const o of outcomes) for (const [key, p] of f) put(out, handNet(key, o, true), mul(d[o]!, p));
    peekLoss(out);
    if (cond) {
      const c = new Array<number>(7).fill(mode === 'peek' ? -1 : 0);
      for (const o of outcomes) {
        let m = 0;
        for (const [key, p] of f) m += num(p) * num(handNet(key, o, true));
        c[o] = m;
      }
      condOf.set(out, c);
    }
    return out;
  };

  const split = (x: number): Dist<T> => {
    const twoCards = (v: number): Finals<T> => {
      const hard = x + v;
      const ace = x === 1 || v === 1;
      const best = totalOf(hard, ace);
      if (splitTakesOneCard(rules, x)) return stand(best);
      const canDouble = rules.doubleAfterSplit && mayDoubleTotal(rules, hard, best !== hard);
      if (canDouble) {
        const c = cell(best, best !== hard);
        if (c === 'Dh' || c === 'Ds') return double(hard, ace);
      }
      return play(hard, ace);
    };
    const px = P[x - 1]!;
    const hx: Finals<T> = new Map();
    const hn: Finals<T> = new Map();
    for (let v = 1; v <= 10; v++) {
      const h = twoCards(v);
      for (const [key, p] of h) {
        addFinal(hx, key, mul(P[v - 1]!, p));
        if (v !== x) addFinal(hn, key, mul(div(P[v - 1]!, sub(ONE, px)), p));
      }
    }
    const splitCond = new Array<number>(7).fill(mode === 'peek' ? -1 : 0);
    const canResplit = maySplitValue(rules, x, 2);
    const pats = splitPatterns(A, px, canResplit ? rules.maxHands : 2);
    const out: Dist<T> = new Map();
    for (const o of outcomes) {
      const nets = (f: Finals<T>, original: boolean): Dist<T> => {
        const m: Dist<T> = new Map();
        for (const [key, p] of f) put(m, handNet(key, o, original), p);
        return m;
      };
      const nn = nets(hn, false);
      const nx = nets(hx, false);
      // Under 'original' one hand carries the original bet: a non-pair hand when there is one.
      const nnFirst = nets(hn, true);
      const nxFirst = nets(hx, true);
      if (cond) {
        const mean = (m: Dist<T>) => {
          let e = 0;
          for (const { net, p } of m.values()) e += num(net) * num(p);
          return e;
        };
        const [eNn, eNx, eNnF, eNxF] = [mean(nn), mean(nx), mean(nnFirst), mean(nxFirst)];
        let m = 0;
        for (const pat of pats)
          m +=
            num(pat.p) *
            (pat.a > 0 ? eNnF + (pat.a - 1) * eNn + pat.b * eNx : pat.b > 0 ? eNxF + (pat.b - 1) * eNx : 0);
        splitCond[o] = m;
      }
      for (const pat of pats) {
        let sum: Dist<T> = point(ZERO);
        for (let i = 0; i < pat.a; i++) sum = convolve(sum, i === 0 ? nnFirst : nn);
        for (let i = 0; i < pat.b; i++) sum = convolve(sum, i === 0 && pat.a === 0 ? nxFirst : nx);
        mix(out, sum, mul(d[o]!, pat.p));
      }
    }
    peekLoss(out);
    if (cond) condOf.set(out, splitCond);
    return out;
  };

  const bjRatio = frac(rules.blackjackPays.pays, rules.blackjackPays.per);
  let surrender: Dist<T> | undefined;
  if (rules.surrender === 'early') surrender = point(neg(HALF));
  else if (rules.surrender === 'late') {
    surrender = new Map();
    put(surrender, neg(HALF), sub(ONE, pBj));
    put(surrender, frac(-1), pBj);
  }
  if (cond && surrender)
    condOf.set(
      surrender,
      Array.from({ length: 7 }, (_, o) => (rules.surrender === 'late' && o === BLACKJACK ? -1 : -0.5)),
    );
  const addCond = (from: Dist<T>, w: T) => {
    const c = condOf.get(from);
    if (cond && c) for (let o = 0; o < 7; o++) cond[o] = cond[o]! + num(w) * c[o]!;
  };

  const round: Dist<T> = new Map();
  for (let p1 = 1; p1 <= 10; p1++)
    for (let p2 = p1; p2 <= 10; p2++) {
      const w = mul(frac(p1 === p2 ? 1 : 2), mul(P[p1 - 1]!, P[p2 - 1]!));
      if (p1 === 1 && p2 === 10) {
        const natural: Dist<T> = new Map();
        const v = mul(sub(ONE, pBj), bjRatio);
        const even = rules.evenMoney && up === 1 && A.atLeast(ONE, v);
        if (even) put(natural, ONE, ONE);
        else {
          put(natural, bjRatio, sub(ONE, pBj));
          put(natural, ZERO, pBj);
        }
        if (cond)
          condOf.set(
            natural,
            Array.from({ length: 7 }, (_, o) => (even ? 1 : o === BLACKJACK ? 0 : num(bjRatio))),
          );
        addCond(natural, w);
        mix(round, natural, w);
        continue;
      }
      const { hard, ace, best, soft, canSplit, canDouble } = startingHand(rules, p1, p2);
      const follow = (c: ChartAction): Dist<T> | undefined => {
        switch (c) {
          case 'P':
            return canSplit ? split(p1) : undefined;
          case 'Dh':
          case 'Ds':
            if (canDouble) return vsDealer(double(hard, ace));
            return vsDealer(c === 'Dh' ? hit(hard, ace) : stand(best));
          case 'Rh':
          case 'Rs':
            if (surrender) return surrender;
            return vsDealer(c === 'Rh' ? hit(hard, ace) : stand(best));
          case 'H':
            return vsDealer(hit(hard, ace));
          case 'S':
            return vsDealer(stand(best));
        }
      };
      const rowCell = cell(best, soft);
      const given = first?.(up, p1, p2);
      const plays = given ?? [{ cell: p1 === p2 ? chart.pairs[p1]![up - 1]! : rowCell, share: 1 }];
      for (const { cell: pairCell, share } of plays) {
        if (!(share > 0)) continue;
        const ws = given ? mul(w, A.of(share)) : w;
        const chosen = follow(pairCell) ?? follow(rowCell)!;
        if (pairCell === 'P' && canSplit && p1 === 10 && rules.splitBy === 'rank') {
          // Two ten-value cards are a pair of one rank a quarter of the time.
          const row = follow(rowCell)!;
          mix(round, chosen, mul(ws, frac(1, 4)));
          mix(round, row, mul(ws, frac(3, 4)));
          addCond(chosen, mul(ws, frac(1, 4)));
          addCond(row, mul(ws, frac(3, 4)));
        } else {
          mix(round, chosen, ws);
          addCond(chosen, ws);
        }
      }
    }
  return round;
}

/**
 * The exact distribution of one round's net result, in units of the initial bet, for a player who
 * follows `chart` from an infinite shoe (see the module notes for how it relates to a shoe of a few
 * decks). Insurance is never taken.
 *
 * @param rules - The rules (`decks` is ignored).
 * @param chart - The chart to follow (e.g. `analyse(rules).chart`, the chart for the rules' shoe).
 * @returns The distribution; its mean is exactly `−infiniteDeckEdges(rules, chart).houseEdgeChart`.
 * @example
 * ```ts
 * const d = blackjackRoundDistribution(casino, analyse(casino).chart);
 * payoutMoments(d).sd; // ≈ 1.15
 * ```
 */
export function blackjackRoundDistribution(rules: BlackjackRules, chart: Chart): PayoutDistribution {
  checkRulesOrThrow(rules);
  const A = EXACT;
  const round: Dist<Fraction> = new Map();
  for (let up = 1; up <= 10; up++) {
    const d = dealerDistributionInfiniteExact(up, rules.dealerHitsSoft17);
    const byUp = upCardDistribution(A, INFINITE_P, d, rules, chart, up);
    for (const { net, p } of byUp.values()) {
      const k = A.key(net);
      const w = A.mul(p, INFINITE_P[up - 1]!);
      const had = round.get(k);
      round.set(k, { net, p: had ? A.add(had.p, w) : w });
    }
  }
  return payoutDistributionOrThrow(round.values());
}

/**
 * First decisions that override the chart's for one starting hand: `(up, p1, p2)` with `p1 ≤ p2`
 * (aces as 1) → the chart cells played and the share of the hands that play each (`P` splits, `Dh`
 * doubles, `Rh` surrenders; shares summing to 1), or `undefined` for the chart's own. Later decisions
 * (after a hit, split hands) follow the chart. Only {@link roundMomentsWith} (double precision) takes it.
 */
export type FirstDecision = (
  up: number,
  p1: number,
  p2: number,
) => readonly { readonly cell: ChartAction; readonly share: number }[] | undefined;

/** The first two moments of a round's net from a shoe of given card fractions: {@link roundMomentsWith}. */
export interface RoundMoments {
  /** The mean net per round, in initial bets. */
  readonly mean: number;
  /** The mean of the net's square (the second moment). */
  readonly second: number;
  /**
   * The same two moments given each up-card (`byUp[up − 1]`), the up-card's chance, and the dealer's
   * outcomes (`dealer[o]`, o = 0…4: 17…21, 5: bust, 6: blackjack) with the round's mean net given each
   * (`given[o]`): two spots' hands are independent given the dealer's hand, so their covariance is
   * `Σ p · Σ_o dealer[o] · given[o]² − mean²`.
   */
  readonly byUp: readonly {
    readonly p: number;
    readonly mean: number;
    readonly second: number;
    readonly dealer: readonly number[];
    readonly given: readonly number[];
  }[];
  /** The covariance of two spots' nets in one round (from {@link RoundMoments.byUp}'s `given`). */
  readonly covariance: number;
}

/**
 * The mean and second moment of one round's net for a player who follows `chart`, every card drawn
 * with the fixed chances `p` (an infinite shoe of that composition), in double precision: the same
 * bookkeeping as {@link blackjackRoundDistribution} (which is this with `p` = 1/13, 4/13 for tens, in
 * exact fractions). The counting module's bet-ramp model takes the second moment of a round at a true
 * count from it, `p` being the shoe expected at that count.
 *
 * @param rules - The rules (`decks` is ignored).
 * @param chart - The chart to follow (deviations already written into its cells, if any).
 * @param p - The chance of each value, aces first (ten numbers summing to 1).
 * @param first - Optionally, the first decision of each starting hand where it is not the chart's
 *   (e.g. an index play taken at the hand's own count).
 * @example
 * ```ts
 * const m = roundMomentsWith(casino, analyse(casino).chart, [1, 1, 1, 1, 1, 1, 1, 1, 1, 4].map((x) => x / 13));
 * Math.sqrt(m.second - m.mean ** 2); // ≈ 1.15, the SD of blackjackRoundDistribution
 * ```
 */
export function roundMomentsWith(
  rules: BlackjackRules,
  chart: Chart,
  p: readonly number[],
  first?: FirstDecision,
): RoundMoments {
  checkRulesOrThrow(rules);
  let total = 0;
  for (const x of p) total += x;
  const P = p.map((x) => x / total);
  let mean = 0;
  let second = 0;
  let cross = 0;
  const byUp: RoundMoments['byUp'][number][] = [];
  for (let up = 1; up <= 10; up++) {
    const d = Array.from(dealerDistributionInfiniteWith(up, rules.dealerHitsSoft17, P));
    const given = new Array<number>(7).fill(0);
    let m1 = 0;
    let m2 = 0;
    for (const { net, p: q } of upCardDistribution(FLOAT, P, d, rules, chart, up, first, given).values()) {
      m1 += q * net;
      m2 += q * net * net;
    }
    let c = 0;
    for (let o = 0; o < 7; o++) c += d[o]! * given[o]! ** 2;
    byUp.push({ p: P[up - 1]!, mean: m1, second: m2, dealer: d, given });
    mean += P[up - 1]! * m1;
    second += P[up - 1]! * m2;
    cross += P[up - 1]! * c;
  }
  return { mean, second, byUp, covariance: cross - mean * mean };
}
