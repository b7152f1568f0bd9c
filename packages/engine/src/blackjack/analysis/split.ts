/**
 * Exact resplitting: the EV of splitting a pair when split hands may be split again (`maxHands` 3 or 4),
 * for a fixed post-split strategy, with every card that leaves the shoe accounted for.
 *
 * The method (docs/decisions/009-exact-resplits-and-infinite-decks.md has the argument in full):
 *
 * 1. The player's strategy for a split hand depends only on that hand's own cards (see
 *    {@link splitEv}), and the dealer's only on the dealer's. Drawing without replacement, the chance
 *    of a whole round depends only on the multiset of cards dealt, not on their order, so the round may
 *    be dealt in any order that reaches the same hands: first the second card of every split hand, then
 *    each hand's draws, then the dealer's.
 * 2. Dealt that way, the second cards form a sequence of pair cards (P, which make a new hand while
 *    the box has room) and non-pair cards (N, which complete a hand); once the box is full the hands
 *    still waiting take any card (X). A round has `j` extra pair cards, `a` N-hands and `b` X-hands.
 * 3. A hand's value then depends on the other hands only through cards it never sees: `j` pair cards
 *    (known), the other hands' N cards (non-pair cards of unknown value) and their X cards (any card:
 *    these are unconditioned draws, which never change an expectation). Removing `m` unknown non-pair
 *    cards reweights every sequence `E` of later draws by
 *    `g(E) = fall(N − nonPair(E), m) / fall(n − |E|, m)` (up to a constant), `N` and `n` the non-pair
 *    and total counts left after the `j` pair cards: the exact law of the cards after such a removal.
 *    The reweighting runs through the hand's draws and the dealer's (a dealer table by number of cards
 *    drawn and of pair cards among them, {@link dealerDrawTable}).
 * 4. The split's EV is `Σ P(j, a, b) × (a · V_N(j, a − 1) + b · V_X(j, a))`, a sum over a handful of
 *    patterns, each hand value an exact enumeration.
 *
 * Real-valued counts (the counting module's expected shoe): every step above is an identity of rational
 * functions of the counts (the chances at each draw sum to one, the reweighting is a falling-factorial
 * identity), so it holds for real counts too as long as a count is skipped only when exactly zero and a
 * chance may go negative where a value is drawn past its count (`player.ts` has the model).
 *
 * With no hole card and `dealerBlackjackTakes: 'original'`, a dealer blackjack takes the first hand's
 * original bet if that hand is still standing (`settle.ts`): the first hand is the first N-hand (or an
 * X-hand when every second card before the box filled was a pair card), so that term is counted on it.
 *
 * @module
 */
import { mayDoubleTotal, splitTakesOneCard } from '../rules.js';
import { BLACKJACK, BUST, dealerDrawTable, type DealerDrawTable } from './dealer.js';
import { hitOrStand, type UpAnalysis } from './player.js';
import { bestTotal, isSoftTotal } from '../value.js';

/** A final pattern of a split: extra pair cards, N-hands, X-hands, and its probability. */
export interface SplitPattern {
  /** Extra pair cards drawn to split hands (each made one more hand). */
  readonly pairs: number;
  /** Hands whose second card is a non-pair card. */
  readonly nonPairHands: number;
  /** Hands that took any card because the box was full. */
  readonly anyHands: number;
  /** The pattern's probability. */
  readonly probability: number;
}

/**
 * The patterns of a split's second cards and their probabilities, drawing without replacement from a
 * shoe with `pairCards` cards of the pair's value among `size` (or with a fixed chance of a pair card).
 *
 * @param pairCards - Pair cards left after the pair and the up-card (ignored when `pPair` is given).
 * @param size - Cards left in all.
 * @param maxHands - Most hands in the box.
 * @param pPair - For an infinite shoe: the fixed probability of a pair card.
 * @returns Every pattern with a nonzero probability; the probabilities sum to 1.
 * @example
 * ```ts
 * splitPatterns(0, 10, 4); // [{ pairs: 0, nonPairHands: 2, anyHands: 0, probability: 1 }]
 * ```
 */
export function splitPatterns(pairCards: number, size: number, maxHands: number, pPair?: number): SplitPattern[] {
  const acc = new Map<string, { pairs: number; nonPairHands: number; anyHands: number; probability: number }>();
  const record = (pairs: number, nonPairHands: number, anyHands: number, p: number) => {
    const k = `${pairs},${nonPairHands},${anyHands}`;
    const e = acc.get(k);
    if (e) e.probability += p;
    else acc.set(k, { pairs, nonPairHands, anyHands, probability: p });
  };
  const rec = (pending: number, hands: number, j: number, a: number, p: number): void => {
    if (p === 0) return;
    if (pending === 0) return record(j, a, 0, p);
    if (hands >= maxHands) return record(j, a, pending, p);
    const left = size - j - a;
    const pP = pPair ?? (left > 0 ? (pairCards - j) / left : 0);
    const pN = pPair === undefined ? (left > 0 ? (size - pairCards - a) / left : 0) : 1 - pPair;
    // `!== 0`, not `> 0`: with real-valued counts a pair card drawn beyond its count has a negative chance.
    if (pP !== 0) rec(pending + 1, hands + 1, j + 1, a, p * pP);
    if (pN !== 0) rec(pending - 1, hands, j, a + 1, p * pN);
  };
  rec(2, 2, 0, 0, 1);
  return [...acc.values()];
}

/** One hand's value in a pattern and, for the `original` rule, its chance of standing into a dealer blackjack. */
interface HandValue {
  value: number;
  liveBj: number;
}

/**
 * The exact EV of splitting a pair of value `x` with resplitting, per unit of the original bet (the
 * caller's shoe has both pair cards and the up-card out). The post-split strategy is fixed: with
 * `useChart`, the chart `a` holds; otherwise, for each split hand, the best action for the shoe as it
 * was at the split less that hand's own cards (the two pair cards and the up-card out; other hands'
 * cards, extra pair cards included, are not looked at), the convention called CDZ− by the
 * combinatorial analysers. Every pair card drawn to a split hand is split again while the box has room.
 *
 * @param a - The analysis of the up-card, shoe at the split.
 * @param x - The pair's value, 1 (aces) … 10.
 * @param useChart - Play the split hands by the chart set on `a` instead of composition-dependently.
 */
export function splitEv(a: UpAnalysis, x: number, useChart: boolean): number {
  const r = a.rules;
  const n0 = a.size();
  const p0 = a.left(x);
  const nonPair0 = n0 - p0;
  const patterns = a.infinite
    ? splitPatterns(0, 0, r.maxHands, a.left(x) / a.size())
    : splitPatterns(p0, n0, r.maxHands);
  const cache = new Map<number, { N: HandValue; X: HandValue }>();
  const tables = a.splitTables(x);
  const decisions = new Map<number, boolean>();
  const handValue = (type: 'N' | 'X', j: number, m: number): HandValue => {
    // An infinite shoe never changes: every hand of a type is worth the same.
    if (a.infinite) j = m = 0;
    const k = j * 8 + m;
    let v = cache.get(k);
    if (!v) {
      v = evaluateHands(a, x, useChart, j, m, nonPair0, tables, decisions);
      cache.set(k, v);
    }
    return v[type];
  };
  let ev = 0;
  for (const p of patterns) {
    let sum = 0;
    if (p.nonPairHands > 0) sum += p.nonPairHands * handValue('N', p.pairs, p.nonPairHands - 1).value;
    if (p.anyHands > 0) sum += p.anyHands * handValue('X', p.pairs, p.nonPairHands).value;
    if (a.mode === 'original') {
      const first = p.nonPairHands > 0 ? handValue('N', p.pairs, p.nonPairHands - 1) : handValue('X', p.pairs, 0);
      sum -= first.liveBj;
    }
    ev += p.probability * sum;
  }
  return ev;
}

const G_SIZE = 48;

/**
 * The value of one split hand of each type (`N`: its second card is a non-pair card; `X`: any card)
 * when `j` extra pair cards and `m` unseen non-pair cards of other hands have left the shoe. The two
 * types share every state after the second card. `decisions` caches the strategy's hit and double
 * choices by the hand's own cards (they do not depend on `j` or `m`).
 */
function evaluateHands(
  a: UpAnalysis,
  x: number,
  useChart: boolean,
  j: number,
  m: number,
  nonPair0: number,
  tables: Map<number, DealerDrawTable>,
  decisions: Map<number, boolean>,
): { N: HandValue; X: HandValue } {
  const r = a.rules;
  const mode = a.mode;
  const up = a.up;
  if (m > 2) throw new Error(`splitEv: ${m} unseen non-pair cards; at most two with four hands.`);
  for (let i = 0; i < j; i++) a.take(x);
  const nj = a.size();
  // g[e * G_SIZE + en]: the weight of a sequence of e later cards, en of them non-pair (see the module notes).
  const g = new Float64Array(G_SIZE * G_SIZE);
  for (let e = 0; e < G_SIZE; e++)
    for (let en = 0; en <= e; en++) {
      let w = 1;
      for (let t = 0; t < m; t++) {
        const num = nonPair0 - en - t;
        const den = nj - e - t;
        w *= den !== 0 ? num / den : 0;
      }
      g[e * G_SIZE + en] = w;
    }
  const weighted = m > 0;
  const dist = new Float64Array(7);
  /** The dealer's outcomes at the current shoe, reweighted for a hand that has drawn e cards (en non-pair). */
  const dealerAt = (e: number, en: number): Float64Array => {
    if (!weighted) return a.dealer();
    const key = a.shoeKey();
    let t = tables.get(key);
    if (!t) {
      t = dealerDrawTable(a.counts(), up, r.dealerHitsSoft17, x);
      tables.set(key, t);
      a.rememberDealer(t.plain);
    }
    const base = g[e * G_SIZE + en]!;
    const D = t.depth;
    const tab = t.table;
    // The weight of a dealer draw of d cards, k of them non-pair: Π_{s<m} (A − s − k) / (B − d − s), with
    // A the non-pair cards and B all cards left after the hand's draws; expanded in k for the moments.
    const A = nonPair0 - en;
    const B = nj - e;
    const c1 = m === 1 ? -1 : -(2 * A - 1);
    const c0 = m === 1 ? A : A * (A - 1);
    let rest = 0;
    for (let o = 0; o < 7; o++) {
      if (o === BUST) continue;
      let s = 0;
      for (let d = 1; d < D; d++) {
        const at = (o * D + d) * 3;
        const m0 = tab[at]!;
        if (m0 === 0) continue;
        const num = c0 * m0 + c1 * tab[at + 1]! + (m === 2 ? tab[at + 2]! : 0);
        const den = m === 1 ? B - d : (B - d) * (B - d - 1);
        if (den !== 0) s += num / den;
      }
      dist[o] = base !== 0 ? s / base : 0;
      rest += dist[o]!;
    }
    dist[BUST] = 1 - rest; // not clamped: see finishDistribution in dealer.ts
    return dist;
  };
  /** The reweighted chance that the next card has value v, for a hand that has drawn e cards (en non-pair). */
  const next = (v: number, e: number, en: number): number => {
    const k = a.left(v);
    if (k === 0) return 0;
    const base = g[e * G_SIZE + en]!;
    if (base === 0) return 0;
    return ((k / a.size()) * g[(e + 1) * G_SIZE + en + (v === x ? 0 : 1)]!) / base;
  };
  const out: HandValue = { value: 0, liveBj: 0 };
  const stand = (best: number, mult: number, e: number, en: number) => {
    const d = dealerAt(e, en);
    let base = d[BUST]!;
    for (let i = 0; i < 5; i++) {
      const t = 17 + i;
      if (best > t) base += d[i]!;
      else if (best < t) base -= d[i]!;
    }
    out.value = mult * base + (mode === 'all' ? -mult * d[BLACKJACK]! : 0);
    out.liveBj = mode === 'original' ? d[BLACKJACK]! : 0;
  };
  const bust = (mult: number, e: number, en: number) => {
    let pBj = 0;
    if (mode === 'peek') {
      if (up === 1) pBj = next(10, e, en);
      else if (up === 10) pBj = next(1, e, en);
    }
    out.value = -mult * (1 - pBj);
    out.liveBj = 0;
  };
  // The fixed strategy, asked at the shoe as it was at the split less the hand's own cards (cached by
  // that shoe's key, an odd key for the double choice).
  const atSplitShoe = (hard: number, ace: boolean, kind: 0 | 1, f: () => boolean): boolean => {
    for (let i = 0; i < j; i++) a.put(x);
    const key = a.memoKey(hard, ace) * 2 + kind;
    let v = decisions.get(key);
    if (v === undefined) {
      v = f();
      decisions.set(key, v);
    }
    for (let i = 0; i < j; i++) a.take(x);
    return v;
  };
  const hits = (hard: number, ace: boolean): boolean => {
    const soft = isSoftTotal(hard, ace);
    const best = soft ? hard + 10 : hard;
    if (best >= 21) return false;
    if (useChart) return hitOrStand(a.chartCell(best, soft)) === 'hit';
    return atSplitShoe(hard, ace, 0, () => a.hit(hard, ace, x, false) > a.stand(best, 1, true));
  };
  const memo = new Map<number, HandValue>();
  /**
   * Into `out`, the mean over the split hand's next card `v` (its chance from `next`) of what `deal`
   * leaves there, `v` out of the shoe meanwhile; `en2` counts the non-pair cards dealt with `v`.
   */
  const overNext = (e: number, en: number, deal: (v: number, en2: number) => void): void => {
    let value = 0;
    let liveBj = 0;
    for (let v = 1; v <= 10; v++) {
      const q = next(v, e, en);
      if (q === 0) continue;
      a.take(v);
      deal(v, en + (v === x ? 0 : 1));
      a.put(v);
      value += q * out.value;
      liveBj += q * out.liveBj;
    }
    out.value = value;
    out.liveBj = liveBj;
  };
  const play = (hard: number, ace: boolean, e: number, en: number): void => {
    const key = a.memoKey(hard, ace);
    const got = memo.get(key);
    if (got) {
      out.value = got.value;
      out.liveBj = got.liveBj;
      return;
    }
    const soft = isSoftTotal(hard, ace);
    if (!hits(hard, ace)) {
      stand(soft ? hard + 10 : hard, 1, e, en);
    } else {
      overNext(e, en, (v, en2) => {
        if (hard + v > 21) bust(1, e + 1, en2);
        else play(hard + v, ace || v === 1, e + 1, en2);
      });
    }
    memo.set(key, { value: out.value, liveBj: out.liveBj });
  };
  const double = (hard: number, ace: boolean, e: number, en: number): void =>
    overNext(e, en, (v, en2) => {
      const h = hard + v;
      if (h > 21) bust(2, e + 1, en2);
      else stand(bestTotal(h, ace || v === 1), 2, e + 1, en2);
    });
  /** The hand x + v, its second card just dealt (e = 1). */
  const twoCards = (v: number): void => {
    const hard = x + v;
    const ace = x === 1 || v === 1;
    const soft = isSoftTotal(hard, ace);
    const best = soft ? hard + 10 : hard;
    const en = v === x ? 0 : 1;
    if (splitTakesOneCard(r, x)) return stand(best, 1, 1, en);
    const canDouble = r.doubleAfterSplit && mayDoubleTotal(r, hard, soft);
    let doubles = false;
    if (canDouble) {
      if (useChart) {
        const cell = a.chartCell(best, soft);
        doubles = cell === 'Dh' || cell === 'Ds';
      } else {
        doubles = atSplitShoe(hard, ace, 1, () => a.double(hard, ace, true) > a.bestOn(hard, ace, x));
      }
    }
    if (doubles) double(hard, ace, 1, en);
    else play(hard, ace, 1, en);
  };
  const result = { N: { value: 0, liveBj: 0 }, X: { value: 0, liveBj: 0 } };
  const nonPairLeft = a.size() - a.left(x);
  for (let v = 1; v <= 10; v++) {
    const k = a.left(v);
    if (k === 0) continue;
    // N: the second card is uniform over the non-pair cards (they all remain: only pair cards left).
    // X: any card, reweighted for the m non-pair cards the N-hands took.
    const qN = v === x ? 0 : k / nonPairLeft;
    const qX = next(v, 0, 0);
    if (qN === 0 && qX === 0) continue;
    a.take(v);
    twoCards(v);
    a.put(v);
    result.N.value += qN * out.value;
    result.N.liveBj += qN * out.liveBj;
    result.X.value += qX * out.value;
    result.X.liveBj += qX * out.liveBj;
  }
  for (let i = 0; i < j; i++) a.put(x);
  return result;
}
