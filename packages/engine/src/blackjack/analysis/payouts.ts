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
import { BLACKJACK, dealerDistributionInfiniteExact } from './dealer.js';
import { bjModeOf, hitOrStand, type Chart, type ChartAction } from './player.js';
import { bestTotal } from '../value.js';
import { INFINITE_P, splitPatternFractions, startingHand, startingPairWeight } from './infinite-hands.js';

const P = INFINITE_P;
const HALF = frac(1, 2);

/** A distribution under construction: net (as `num/den`) → { net, p }. */
type Dist = Map<string, { net: Fraction; p: Fraction }>;

function put(d: Dist, net: Fraction, p: Fraction): void {
  if (p.num === 0n) return;
  const k = `${net.num}/${net.den}`;
  const had = d.get(k);
  d.set(k, { net, p: had ? add(had.p, p) : p });
}

function mix(into: Dist, from: Dist, w: Fraction): void {
  for (const { net, p } of from.values()) put(into, net, mul(p, w));
}

function convolve(a: Dist, b: Dist): Dist {
  const out: Dist = new Map();
  for (const x of a.values()) for (const y of b.values()) put(out, add(x.net, y.net), mul(x.p, y.p));
  return out;
}

const point = (net: Fraction): Dist => new Map([[`${net.num}/${net.den}`, { net, p: ONE }]]);

/**
 * A hand's final state: `total` stood on (4…21) or 0 for a bust, and the stake multiple (2 when doubled).
 * Encoded as `mult * 32 + total`.
 */
type Finals = Map<number, Fraction>;

function addFinal(f: Finals, key: number, p: Fraction): void {
  if (p.num === 0n) return;
  f.set(key, add(f.get(key) ?? ZERO, p));
}

const BUST_KEY = 0;

/** The round's distribution against one up-card, following the chart. */
function upCardDistribution(rules: BlackjackRules, chart: Chart, up: number): Dist {
  const mode = bjModeOf(rules);
  const d = dealerDistributionInfiniteExact(up, rules.dealerHitsSoft17);
  const pBj = d[BLACKJACK]!;
  const totalOf = bestTotal;
  const cell = (best: number, soft: boolean): ChartAction =>
    (soft ? chart.soft[best] : chart.hard[best])?.[up - 1] ?? (best >= 17 ? 'S' : 'H');

  // The final states of a hand played by the chart from (hard, ace), stake 1.
  const played = new Map<number, Finals>();
  const play = (hard: number, ace: boolean): Finals => {
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
  const hit = (hard: number, ace: boolean): Finals => {
    const f: Finals = new Map();
    for (let v = 1; v <= 10; v++) {
      if (hard + v > 21) addFinal(f, 32 + BUST_KEY, P[v - 1]!);
      else for (const [key, p] of play(hard + v, ace || v === 1)) addFinal(f, key, mul(P[v - 1]!, p));
    }
    return f;
  };
  const double = (hard: number, ace: boolean): Finals => {
    const f: Finals = new Map();
    for (let v = 1; v <= 10; v++)
      addFinal(f, 64 + (hard + v > 21 ? BUST_KEY : totalOf(hard + v, ace || v === 1)), P[v - 1]!);
    return f;
  };
  const stand = (best: number): Finals => new Map([[32 + best, ONE]]);

  /** A hand's net against a dealer outcome (0…4: 17…21, 5: bust, 6: blackjack); `original` = carries the original bet. */
  const handNet = (key: number, o: number, original: boolean): Fraction => {
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
  const peekLoss = (into: Dist) => {
    if (mode === 'peek') put(into, frac(-1), pBj);
  };
  const vsDealer = (f: Finals): Dist => {
    const out: Dist = new Map();
    for (const o of outcomes) for (const [key, p] of f) put(out, handNet(key, o, true), mul(d[o]!, p));
    peekLoss(out);
    return out;
  };

  const split = (x: number): Dist => {
    const twoCards = (v: number): Finals => {
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
    const hx: Finals = new Map();
    const hn: Finals = new Map();
    for (let v = 1; v <= 10; v++) {
      const h = twoCards(v);
      for (const [key, p] of h) {
        addFinal(hx, key, mul(P[v - 1]!, p));
        if (v !== x) addFinal(hn, key, mul(div(P[v - 1]!, sub(ONE, px)), p));
      }
    }
    const canResplit = maySplitValue(rules, x, 2);
    const pats = splitPatternFractions(px, canResplit ? rules.maxHands : 2);
    const out: Dist = new Map();
    for (const o of outcomes) {
      const nets = (f: Finals, original: boolean): Dist => {
        const m: Dist = new Map();
        for (const [key, p] of f) put(m, handNet(key, o, original), p);
        return m;
      };
      const nn = nets(hn, false);
      const nx = nets(hx, false);
      // Under 'original' one hand carries the original bet: a non-pair hand when there is one.
      const nnFirst = nets(hn, true);
      const nxFirst = nets(hx, true);
      for (const pat of pats) {
        let sum: Dist = point(ZERO);
        for (let i = 0; i < pat.a; i++) sum = convolve(sum, i === 0 ? nnFirst : nn);
        for (let i = 0; i < pat.b; i++) sum = convolve(sum, i === 0 && pat.a === 0 ? nxFirst : nx);
        mix(out, sum, mul(d[o]!, pat.p));
      }
    }
    peekLoss(out);
    return out;
  };

  const bjRatio = frac(rules.blackjackPays.pays, rules.blackjackPays.per);
  let surrender: Dist | undefined;
  if (rules.surrender === 'early') surrender = point(neg(HALF));
  else if (rules.surrender === 'late') {
    surrender = new Map();
    put(surrender, neg(HALF), sub(ONE, pBj));
    put(surrender, frac(-1), pBj);
  }

  const round: Dist = new Map();
  for (let p1 = 1; p1 <= 10; p1++)
    for (let p2 = p1; p2 <= 10; p2++) {
      const w = startingPairWeight(p1, p2);
      if (p1 === 1 && p2 === 10) {
        const natural: Dist = new Map();
        const v = mul(sub(ONE, pBj), bjRatio);
        if (rules.evenMoney && up === 1 && compare(ONE, v) >= 0) put(natural, ONE, ONE);
        else {
          put(natural, bjRatio, sub(ONE, pBj));
          put(natural, ZERO, pBj);
        }
        mix(round, natural, w);
        continue;
      }
      const { hard, ace, best, soft, canSplit, canDouble } = startingHand(rules, p1, p2);
      const follow = (c: ChartAction): Dist | undefined => {
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
      const pairCell = p1 === p2 ? chart.pairs[p1]![up - 1]! : rowCell;
      const chosen = follow(pairCell) ?? follow(rowCell)!;
      if (pairCell === 'P' && canSplit && p1 === 10 && rules.splitBy === 'rank') {
        // Two ten-value cards are a pair of one rank a quarter of the time.
        mix(round, chosen, mul(w, frac(1, 4)));
        mix(round, follow(rowCell)!, mul(w, frac(3, 4)));
      } else mix(round, chosen, w);
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
  const round: Dist = new Map();
  for (let up = 1; up <= 10; up++) mix(round, upCardDistribution(rules, chart, up), P[up - 1]!);
  return payoutDistributionOrThrow(round.values());
}
