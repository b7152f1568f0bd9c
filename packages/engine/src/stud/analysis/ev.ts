/**
 * Exact expected values of the player's options for one dealt hand.
 *
 * Everything is counted in whole *units* of `1 / scale` ante, where `scale` clears every denominator
 * of the rules' ratios (2 for the 1.5-ante fee), so each option's EV is an integer numerator over a
 * known count of equally likely outcomes, converted to a `Fraction` only at the end.
 *
 * The dealer's five cards and any replacements are uniform over the cards the player has not seen.
 * For an exchange the counts of dealer hands avoiding the player's original five and the replacements
 * are `G − A(r₁) − A(r₂) + B(r₁, r₂)`: `G` the classes of hands avoiding the original five, `A(r)` of
 * those holding `r`, `B` of those holding both; `G` and every `A` are built once per hand.
 *
 * @module
 */
import { type Card } from '../../cards/index.js';
import { commonDenominator } from '../../money/index.js';
import { type Fraction, frac } from '../../rational/index.js';
import { categoryOf, evaluate5 } from '../evaluator.js';
import type { StudRules } from '../rules.js';
import { qualifyingLimit } from '../settle.js';
import { type CountTables, ROW, below, choose, countTables, quadColex } from './counts.js';

/** The rules' payouts in whole units of `1 / scale` ante. */
export interface PayUnits {
  /** Units per ante. */
  readonly scale: number;
  /** First class that does not qualify the dealer. */
  readonly q1: number;
  /** What the ante wins. */
  readonly anteWin: number;
  /** What the raise wins by the player's class (index 1…7462). */
  readonly raiseWin: Int32Array;
  /** What a lost ante and raise cost. */
  readonly loss: number;
  /** The fee for one and for two cards. */
  readonly fee: readonly [number, number, number];
}

/**
 * Converts the rules' payouts to whole units.
 *
 * @param rules - The rules.
 */
export function payUnits(rules: StudRules): PayUnits {
  const ratios = [rules.antePays, rules.feeOneCard, rules.feeTwoCards, ...Object.values(rules.paytable)];
  const scale = commonDenominator(ratios);
  const u = (r: { pays: number; per: number }): number => (r.pays * scale) / r.per;
  const raiseWin = new Int32Array(ROW);
  for (let c = 1; c < ROW - 1; c++) {
    const cat = categoryOf(c);
    raiseWin[c] = cat === 'noGame' ? 0 : rules.raiseMultiple * u(rules.paytable[cat]);
  }
  return {
    scale,
    q1: qualifyingLimit(rules) + 1,
    anteWin: u(rules.antePays),
    raiseWin,
    loss: (1 + rules.raiseMultiple) * scale,
    fee: [0, u(rules.feeOneCard), u(rules.feeTwoCards)],
  };
}

/**
 * The raise's total value in units over `n` dealer hands, from counts of dealer hands below thresholds.
 *
 * @param p - The player's class.
 * @param n - How many dealer hands are possible.
 * @param q - Count of qualifying dealer hands.
 * @param l - Count of qualifying dealer hands better than the player.
 * @param le - Count of qualifying dealer hands better than or equal to the player.
 * @param pay - The payouts.
 */
export function raiseTotal(p: number, n: number, q: number, l: number, le: number, pay: PayUnits): number {
  return (n - q) * pay.anteWin + (q - le) * (pay.anteWin + pay.raiseWin[p]!) - l * pay.loss;
}

/** One option of the player with its exact EV per ante. */
export interface OptionEv {
  /**
   * `fold`, `raise`, or `exchange`; under the Russian-poker options also `insure` (insure, then raise)
   * and `buyCard` (a sixth card, then the better of fold and raise).
   */
  readonly action: 'fold' | 'raise' | 'exchange' | 'insure' | 'buyCard';
  /** The cards thrown away, for an exchange. */
  readonly discard: readonly Card[];
  /** The expected result per ante staked, fees included. */
  readonly ev: Fraction;
  /** For an exchange: the chance of raising afterwards under best play. */
  readonly raiseChance?: Fraction;
  /** For insurance: the amount insured, in chips at the advice's ante. */
  readonly amount?: number;
  /**
   * `false` when the EV is a lower bound: a draw valued without «покупка игры» after it, or one card at
   * a time valued as one exchange and no more. Absent: exact.
   */
  readonly exact?: boolean;
}

/** Exact option values of one hand in units, before conversion. */
export interface HandOptionTotals {
  /** Raise total over `nRaise` dealer hands. */
  readonly raise: number;
  /** `C(47, 5)`, or `C(46, 4)` with an up-card. */
  readonly nRaise: number;
  /** For each one-card discard (index 0…4): Σ over replacements of max(fold, raise) total, and raises. */
  readonly one: readonly { readonly total: number; readonly raises: number }[];
  /** For each two-card discard (pairs in order 01, 02, 03, 04, 12, …): the same. */
  readonly two: readonly { readonly total: number; readonly raises: number }[];
}

/** The discards of the two-card exchanges, in the order of {@link HandOptionTotals.two}. */
export const PAIRS: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, 2],
  [0, 3],
  [0, 4],
  [1, 2],
  [1, 3],
  [1, 4],
  [2, 3],
  [2, 4],
  [3, 4],
];

/**
 * The totals of every option of a hand with no dealer card shown.
 *
 * @param hand - The player's five cards.
 * @param pay - The payouts in units.
 * @param maxExchange - 0, 1 or 2.
 * @returns Raise total, and the exchange totals (empty arrays when not allowed).
 */
export function handTotals(hand: readonly Card[], pay: PayUnits, maxExchange: 0 | 1 | 2): HandOptionTotals {
  const tb = countTables();
  const h = hand;
  const p = evaluate5(h[0]!, h[1]!, h[2]!, h[3]!, h[4]!);
  const q1 = pay.q1;
  const n47 = choose(47, 5);
  // G: classes of dealer hands avoiding the hand.
  const g = buildAvoiding(tb, h);
  const raise = raiseTotal(p, n47, g[q1]!, g[Math.min(p, q1)]!, g[Math.min(p + 1, q1)]!, pay);
  if (maxExchange === 0) return { raise, nRaise: n47, one: [], two: [] };

  const inHand = new Uint8Array(52);
  for (const c of h) inHand[c] = 1;
  const unseen: number[] = [];
  for (let c = 0; c < 52; c++) if (!inHand[c]) unseen.push(c);
  const a = buildHolding(tb, h, unseen);

  const fold1 = -pay.scale * choose(46, 5);
  const n46 = choose(46, 5);
  const one: { total: number; raises: number }[] = [];
  for (let i = 0; i < 5; i++) {
    let total = 0;
    let raises = 0;
    const k = h.filter((_, j) => j !== i);
    for (const r of unseen) {
      const pp = evaluate5(k[0]!, k[1]!, k[2]!, k[3]!, r);
      const off = r * ROW;
      const cq = g[q1]! - a[off + q1]!;
      const tl = Math.min(pp, q1);
      const tle = Math.min(pp + 1, q1);
      const v = raiseTotal(pp, n46, cq, g[tl]! - a[off + tl]!, g[tle]! - a[off + tle]!, pay);
      if (v > fold1) {
        total += v;
        raises++;
      } else total += fold1;
    }
    one.push({ total, raises });
  }
  if (maxExchange === 1) return { raise, nRaise: n47, one, two: [] };

  const n45 = choose(45, 5);
  const fold2 = -pay.scale * n45;
  const two = PAIRS.map(() => ({ total: 0, raises: 0 }));
  const kept = PAIRS.map(([x, y]) => h.filter((_, j) => j !== x && j !== y));
  const tripOff = new Int32Array(5);
  const quadOff = new Int32Array(10);
  const fives = new Int32Array(10);
  const pp = new Int32Array(10);
  const ts = new Int32Array(21);
  const cnt = new Float64Array(21);
  for (let x = 0; x < 47; x++) {
    const r1 = unseen[x]!;
    for (let y = x + 1; y < 47; y++) {
      const r2 = unseen[y]!;
      // B(r1, r2) terms: subsets of the hand of size 0…3 joined to {r1, r2}.
      const pairRow = tb.pairType[r1 * 52 + r2]! * ROW;
      for (let i = 0; i < 5; i++) tripOff[i] = tb.tripleOffset[r1 * 2704 + r2 * 52 + h[i]!]!;
      for (let i = 0; i < 10; i++) {
        const [u, v] = PAIRS[i]!;
        quadOff[i] = tb.quadOffset[quadColex(r1, r2, h[u]!, h[v]!)]!;
        // The three cards of the hand other than u, v, with r1, r2: a five-card hand.
        const k = kept[i]!;
        fives[i] = evaluate5(r1, r2, k[0]!, k[1]!, k[2]!);
        pp[i] = fives[i]!; // the player's new hand: keep three, take r1 and r2
      }
      // Thresholds: qualifying, then per kept triple (better, better-or-equal).
      ts[0] = q1;
      for (let i = 0; i < 10; i++) {
        ts[1 + 2 * i] = Math.min(pp[i]!, q1);
        ts[2 + 2 * i] = Math.min(pp[i]! + 1, q1);
      }
      const offX = r1 * ROW;
      const offY = r2 * ROW;
      for (let k = 0; k < 21; k++) {
        const t = ts[k]!;
        let c = g[t]! - a[offX + t]! - a[offY + t]! + tb.cum2[pairRow + t]!;
        for (let i = 0; i < 5; i++) c -= below(tb.tripleLists, tripOff[i]!, 1176, t);
        for (let i = 0; i < 10; i++) c += below(tb.quadLists, quadOff[i]!, 48, t);
        for (let i = 0; i < 10; i++) if (fives[i]! < t) c--;
        cnt[k] = c;
      }
      for (let i = 0; i < 10; i++) {
        const v = raiseTotal(pp[i]!, n45, cnt[0]!, cnt[1 + 2 * i]!, cnt[2 + 2 * i]!, pay);
        const o = two[i]!;
        if (v > fold2) {
          o.total += v;
          o.raises++;
        } else o.total += fold2;
      }
    }
  }
  return { raise, nRaise: n47, one, two };
}

function addPrefix(hist: Int32Array, out: Int32Array, off: number): void {
  let run = 0;
  for (let t = 0; t < ROW; t++) {
    out[off + t]! += run;
    run += hist[t]!;
  }
}

/**
 * Cumulative classes of the dealer hands avoiding five cards: `g[t]` counts those of class below `t`.
 *
 * @param tb - The counting tables.
 * @param h - The five cards.
 */
export function buildAvoiding(tb: CountTables, h: readonly number[]): Int32Array {
  const g = new Int32Array(ROW);
  g.set(tb.cum0);
  for (let i = 0; i < 5; i++) {
    const off = (h[i]! >> 2) * ROW;
    for (let t = 0; t < ROW; t++) g[t]! -= tb.cum1[off + t]!;
  }
  for (const [x, y] of PAIRS) {
    const off = tb.pairType[h[x]! * 52 + h[y]!]! * ROW;
    for (let t = 0; t < ROW; t++) g[t]! += tb.cum2[off + t]!;
  }
  const hist = new Int32Array(ROW);
  // Triples (sign −): the complements of the pairs.
  for (const [x, y] of PAIRS) {
    const k = h.filter((_, j) => j !== x && j !== y);
    const off = tb.tripleOffset[k[0]! * 2704 + k[1]! * 52 + k[2]!]!;
    for (let i = 0; i < 1176; i++) hist[tb.tripleLists[off + i]!]!--;
  }
  for (let z = 0; z < 5; z++) {
    const k = h.filter((_, j) => j !== z);
    const off = tb.quadOffset[quadColex(k[0]!, k[1]!, k[2]!, k[3]!)]!;
    for (let i = 0; i < 48; i++) hist[tb.quadLists[off + i]!]!++;
  }
  hist[evaluate5(h[0]!, h[1]!, h[2]!, h[3]!, h[4]!)]!--;
  addPrefix(hist, g, 0);
  return g;
}

/**
 * For each unseen card `c`, cumulative classes of the dealer hands holding `c` and avoiding the hand:
 * `a[c * ROW + t]` counts those of class below `t`.
 *
 * @param tb - The counting tables.
 * @param h - The hand's five cards.
 * @param unseen - The 47 other cards.
 */
export function buildHolding(tb: CountTables, h: readonly number[], unseen: readonly number[]): Int32Array {
  const a = new Int32Array(52 * ROW);
  const hist = new Int32Array(ROW);
  const c1 = tb.cum1;
  const c2 = tb.cum2;
  for (const c of unseen) {
    const off = c * ROW;
    const r1 = (c >> 2) * ROW;
    const p0 = tb.pairType[c * 52 + h[0]!]! * ROW;
    const p1 = tb.pairType[c * 52 + h[1]!]! * ROW;
    const p2 = tb.pairType[c * 52 + h[2]!]! * ROW;
    const p3 = tb.pairType[c * 52 + h[3]!]! * ROW;
    const p4 = tb.pairType[c * 52 + h[4]!]! * ROW;
    for (let t = 0; t < ROW; t++) {
      a[off + t] = c1[r1 + t]! - c2[p0 + t]! - c2[p1 + t]! - c2[p2 + t]! - c2[p3 + t]! - c2[p4 + t]!;
    }
    hist.fill(0);
    for (const [x, y] of PAIRS) {
      const t3 = tb.tripleOffset[c * 2704 + h[x]! * 52 + h[y]!]!;
      for (let i = 0; i < 1176; i++) hist[tb.tripleLists[t3 + i]!]!++;
    }
    for (const [x, y] of PAIRS) {
      // The three hand cards other than x, y, with c: sign −.
      const k = h.filter((_, j) => j !== x && j !== y);
      const t4 = tb.quadOffset[quadColex(c, k[0]!, k[1]!, k[2]!)]!;
      for (let i = 0; i < 48; i++) hist[tb.quadLists[t4 + i]!]!--;
    }
    for (let z = 0; z < 5; z++) {
      const k = h.filter((_, j) => j !== z);
      hist[evaluate5(c, k[0]!, k[1]!, k[2]!, k[3]!)]!++;
    }
    addPrefix(hist, a, off);
  }
  return a;
}

/**
 * The raise's total with one dealer card shown (Caribbean stud): dealer hands hold the up-card and
 * avoid the player's five.
 *
 * @param hand - The player's five cards.
 * @param up - The dealer's up-card.
 * @param pay - The payouts in units.
 * @returns The total over `C(46, 4)` dealer hands.
 */
export function raiseTotalWithUpCard(hand: readonly Card[], up: Card, pay: PayUnits): number {
  const h = hand;
  const p = evaluate5(h[0]!, h[1]!, h[2]!, h[3]!, h[4]!);
  const tq = pay.q1;
  const tl = Math.min(p, tq);
  const tle = Math.min(p + 1, tq);
  const tb = countTables();
  const c1 = (up >> 2) * ROW;
  let q = tb.cum1[c1 + tq]!;
  let l = tb.cum1[c1 + tl]!;
  let le = tb.cum1[c1 + tle]!;
  for (let i = 0; i < 5; i++) {
    const o = tb.pairType[up * 52 + h[i]!]! * ROW;
    q -= tb.cum2[o + tq]!;
    l -= tb.cum2[o + tl]!;
    le -= tb.cum2[o + tle]!;
  }
  for (let i = 0; i < 10; i++) {
    const [x, y] = PAIRS[i]!;
    const o3 = tb.tripleOffset[up * 2704 + h[x]! * 52 + h[y]!]!;
    q += below(tb.tripleLists, o3, 1176, tq);
    l += below(tb.tripleLists, o3, 1176, tl);
    le += below(tb.tripleLists, o3, 1176, tle);
    // The three other cards with the up-card: sign −.
    const k = COMPLEMENT[i]!;
    const o4 = tb.quadOffset[quadColex(up, h[k[0]!]!, h[k[1]!]!, h[k[2]!]!)]!;
    q -= below(tb.quadLists, o4, 48, tq);
    l -= below(tb.quadLists, o4, 48, tl);
    le -= below(tb.quadLists, o4, 48, tle);
  }
  for (let z = 0; z < 5; z++) {
    const k = FOURS[z]!;
    const c = evaluate5(up, h[k[0]!]!, h[k[1]!]!, h[k[2]!]!, h[k[3]!]!);
    if (c < tq) q++;
    if (c < tl) l++;
    if (c < tle) le++;
  }
  return raiseTotal(p, choose(46, 4), q, l, le, pay);
}

/** For each pair of {@link PAIRS}, the other three positions. */
const COMPLEMENT: readonly (readonly number[])[] = PAIRS.map(([x, y]) =>
  [0, 1, 2, 3, 4].filter((j) => j !== x && j !== y),
);
/** For each position, the other four. */
const FOURS: readonly (readonly number[])[] = [0, 1, 2, 3, 4].map((z) => [0, 1, 2, 3, 4].filter((j) => j !== z));

/**
 * Converts option totals to exact EVs per ante.
 *
 * @param hand - The hand (for naming discards).
 * @param totals - From {@link handTotals}.
 * @param pay - The payouts in units.
 */
export function optionEvs(hand: readonly Card[], totals: HandOptionTotals, pay: PayUnits): OptionEv[] {
  const s = BigInt(pay.scale);
  const out: OptionEv[] = [
    { action: 'fold', discard: [], ev: frac(-1) },
    { action: 'raise', discard: [], ev: frac(BigInt(totals.raise), BigInt(totals.nRaise) * s) },
  ];
  const n46 = BigInt(47 * choose(46, 5));
  totals.one.forEach((o, i) => {
    out.push({
      action: 'exchange',
      discard: [hand[i]!],
      ev: frac(BigInt(o.total) - BigInt(pay.fee[1]) * n46, n46 * s),
      raiseChance: frac(o.raises, 47),
    });
  });
  const n45 = BigInt(1081 * choose(45, 5));
  totals.two.forEach((o, i) => {
    const [x, y] = PAIRS[i]!;
    out.push({
      action: 'exchange',
      discard: [hand[x]!, hand[y]!],
      ev: frac(BigInt(o.total) - BigInt(pay.fee[2]) * n45, n45 * s),
      raiseChance: frac(o.raises, 1081),
    });
  });
  return out;
}
