/**
 * The exact option totals of stud hand classes, one shard of classes at a time: a pure function of
 * plain data, so a Node worker thread, a browser Web Worker or the calling thread can each run it.
 *
 * For every class (a hand up to suits), with no dealer card shown, the totals in units of the payout
 * scale are: the raise over the `C(47, 5)` dealer hands; for each single discard, the sum over the 47
 * replacements of the better of fold and raise over `C(46, 5)` dealer hands; for each pair of discards,
 * the same over the 1,081 replacement pairs and `C(45, 5)` dealer hands. Fees are not in them: a fee is
 * paid before the new cards are seen, so it never changes the raise-or-fold decision after the exchange,
 * and it is subtracted when the options are compared ({@link ./finalize}).
 *
 * The dealer counts come from {@link ./rankcount} in closed form. The rank part of a count depends on
 * the dead cards only through how many of each rank are left, so for one class it is computed once per
 * rank (one card replaced) or pair of ranks (two cards replaced) and kept discard, not once per
 * replacement: 91 pairs of ranks stand for the 1,081 pairs of cards. What depends on suits (flushes) is
 * a few table reads per replacement.
 *
 * @module
 */
import { evaluate5 } from '../evaluator.js';
import { cardsOfKey, handClasses } from './classes.js';
import {
  POP13,
  RankTotals,
  SHAPE,
  WINDOWS_IN,
  classShapes,
  countBelow,
  countExactly,
  rankPartWith,
  ranksLeft,
  suitAboveTable,
} from './rankcount.js';

/** The payouts of one paytable in whole units of `1 / scale` ante (plain data, sent to workers). */
export interface PaySpec {
  /** Units per ante. */
  readonly scale: number;
  /** What the ante wins. */
  readonly anteWin: number;
  /** What the raise wins, by category index 0…9 (royal flush … ace-king; see `CATEGORIES`). */
  readonly raiseWinByCategory: readonly number[];
  /** What a lost ante and raise cost. */
  readonly loss: number;
}

/** One job: a range of classes (indices into the ascending list of `handClasses`). */
export interface ShardJob {
  /** `exchange`: no dealer card shown, options raise and the exchanges up to `maxExchange`; `upCard`: one dealer card shown, no exchange. */
  readonly kind: 'exchange' | 'upCard';
  /** The dealer's lowest qualifying hand. */
  readonly qualifier: 'aceKing' | 'pair';
  /** 0, 1 or 2 (ignored for `upCard`). */
  readonly maxExchange: 0 | 1 | 2;
  /** The paytables evaluated in this pass (the counts are shared). */
  readonly pays: readonly PaySpec[];
  /** First class index. */
  readonly from: number;
  /** One past the last class index. */
  readonly to: number;
}

/** Options per class in a shard result: raise, five single discards, ten pairs. */
export const OPTIONS_PER_CLASS = 16;

/**
 * What a shard returns, per paytable `k`, class `i` (from `job.from`) and option `o`, at index
 * `(k * (to − from) + i) * 16 + o`: option 0 is the raise (for `upCard`: the sum over the 47 up-cards
 * of the better of fold and raise), 1…5 a single discard (position in the ascending canonical hand),
 * 6…15 a pair of discards in the order of `PAIRS`.
 */
export interface ShardResult {
  /** The job. */
  readonly job: ShardJob;
  /** Totals in units (exact integers). Unused options are 0. */
  readonly totals: Float64Array;
  /** How many replacements (or up-cards) lead to a raise; for option 0 of `exchange`, 1 if raising beats folding. */
  readonly raises: Uint16Array;
}

/** Binomial `C(n, 5)`. */
function c5(n: number): number {
  return (n * (n - 1) * (n - 2) * (n - 3) * (n - 4)) / 120;
}

/** First class that does not qualify the dealer. */
export function firstNonQualifying(qualifier: 'aceKing' | 'pair'): number {
  return qualifier === 'pair' ? 6186 : 6350;
}

/** Category index 0…10 (royal … no game) of every class. */
const CATEGORY_OF = new Uint8Array(7464);
{
  const last = [1, 10, 166, 322, 1599, 1609, 2467, 3325, 6185, 6349, 7462];
  let k = 0;
  for (let c = 1; c <= 7462; c++) {
    while (c > last[k]!) k++;
    CATEGORY_OF[c] = k;
  }
}

/** The positions kept for each pair of discards, in the order of `PAIRS` (01, 02, 03, 04, 12, …). */
const KEEP3: readonly (readonly [number, number, number])[] = [
  [2, 3, 4],
  [1, 3, 4],
  [1, 2, 4],
  [1, 2, 3],
  [0, 3, 4],
  [0, 2, 4],
  [0, 2, 3],
  [0, 1, 4],
  [0, 1, 3],
  [0, 1, 2],
];

let classKeys: Float64Array | undefined;

/** The canonical keys of the 134,459 classes in ascending order (built once per thread). */
export function classKeys_(): Float64Array {
  return (classKeys ??= handClasses().keys);
}

interface Spec {
  readonly a: number;
  readonly loss: number;
  readonly w: Float64Array;
}

function specs(pays: readonly PaySpec[]): Spec[] {
  return pays.map((p) => {
    const w = new Float64Array(7464);
    for (let c = 1; c <= 7462; c++) {
      const k = CATEGORY_OF[c]!;
      w[c] = k < 10 ? p.raiseWinByCategory[k]! : 0;
    }
    return { a: p.anteWin, loss: p.loss, w };
  });
}

// Per-thread scratch, reused across classes.
const MASKS = new Int32Array(4);
const M6 = new Int32Array(4);
const M7 = new Int32Array(4);
const A_H = new Int32Array(13);
const A_X = new Int32Array(13);
/** The rank vector whose totals {@link RT_CUR} holds, and its key. */
const A_R = new Int32Array(13);
const RT_CUR = new RankTotals();
let rtKey = -1;
/** Stamps of hands set so far in this thread. */
let generation = 0;

/** Sets {@link A_R} and {@link RT_CUR} to the hand's ranks less `rho1` and `rho2` (−1 for none), keyed by `key`. */
function rankTotalsFor(key: number, rho1: number, rho2: number): void {
  if (rtKey === key) return;
  A_R.set(A_H);
  if (rho1 >= 0) A_R[rho1]!--;
  if (rho2 >= 0) A_R[rho2]!--;
  RT_CUR.set(A_R);
  rtKey = key;
}

/**
 * Computes one shard: the option totals of classes `job.from … job.to − 1` for every paytable of the job.
 *
 * @param job - The shard.
 * @param onClass - Called after each class (for progress; optional).
 * @returns The totals and raise counts.
 * @example
 * ```ts
 * const r = computeShard({ kind: 'exchange', qualifier: 'aceKing', maxExchange: 2, pays: [spec], from: 0, to: 100 });
 * ```
 */
export function computeShard(job: ShardJob, onClass?: (done: number) => void): ShardResult {
  const keys = classKeys_();
  const n = job.to - job.from;
  const K = job.pays.length;
  const totals = new Float64Array(K * n * OPTIONS_PER_CLASS);
  const raises = new Uint16Array(K * n * OPTIONS_PER_CLASS);
  const sp = specs(job.pays);
  const scale = job.pays.map((p) => p.scale);
  const q1 = firstNonQualifying(job.qualifier);
  const ctx = new ClassContext(q1);
  for (let i = 0; i < n; i++) {
    const hand = cardsOfKey(keys[job.from + i]!);
    const base = i * OPTIONS_PER_CLASS;
    const stride = n * OPTIONS_PER_CLASS;
    ctx.setHand(hand);
    if (job.kind === 'upCard') ctx.upCard(sp, scale, totals, raises, base, stride);
    else {
      ctx.raise(sp, scale, totals, raises, base, stride);
      if (job.maxExchange >= 1) ctx.exchangeOne(sp, scale, totals, raises, base, stride);
      if (job.maxExchange >= 2) ctx.exchangeTwo(sp, scale, totals, raises, base, stride);
    }
    onClass?.(i + 1);
  }
  return { job, totals, raises };
}

/** The work on one class, with its caches. */
class ClassContext {
  private readonly q1: number;
  private readonly tabQ: Int32Array;
  private readonly hand = new Int32Array(5);
  private readonly unseen = new Int32Array(47);
  private p0 = 0;
  // Caches keyed by rank (one card) or pair of ranks (two cards) and kept positions.
  private readonly stamp1 = new Int32Array(13 * 6);
  private readonly cacheP1 = new Int32Array(13 * 6);
  private readonly cacheR1 = new Float64Array(13 * 6);
  private readonly cacheT1 = new Float64Array(13 * 6);
  private readonly stamp2 = new Int32Array(169 * 11);
  private readonly cacheP2 = new Int32Array(169 * 11);
  private readonly cacheR2 = new Float64Array(169 * 11);
  private readonly cacheT2 = new Float64Array(169 * 11);
  private gen = 0;

  constructor(q1: number) {
    this.q1 = q1;
    // The suit part of the qualifying count (a high-card threshold), per suit mask.
    const above = suitAboveTable(q1);
    this.tabQ = new Int32Array(8192);
    for (let m = 0; m < 8192; m++) {
      const k = POP13[m]!;
      this.tabQ[m] = (k < 5 ? 0 : c5(k)) - POPW(WINDOWS_IN[m]!) - above[m]!;
    }
  }

  setHand(cards: readonly number[]): void {
    const h = this.hand;
    for (let i = 0; i < 5; i++) h[i] = cards[i]!;
    MASKS.fill(0x1fff);
    for (let i = 0; i < 5; i++) MASKS[h[i]! & 3]! &= ~(1 << (h[i]! >> 2));
    ranksLeft(MASKS, A_H);
    let k = 0;
    for (let c = 0; c < 52; c++)
      if (c !== h[0] && c !== h[1] && c !== h[2] && c !== h[3] && c !== h[4]) this.unseen[k++] = c;
    this.p0 = evaluate5(h[0]!, h[1]!, h[2]!, h[3]!, h[4]!);
    // A stamp unique across contexts, so the module-level rank totals are never taken for another hand's.
    this.gen = ++generation;
  }

  /** The raise with no exchange, over the C(47, 5) dealer hands. */
  raise(sp: Spec[], scale: number[], totals: Float64Array, raises: Uint16Array, base: number, stride: number): void {
    const q1 = this.q1;
    const p = this.p0;
    const n = c5(47);
    const q = countBelow(MASKS, q1);
    let l = q;
    let le = q;
    if (p < q1) {
      l = countBelow(MASKS, p);
      le = l + countExactly(MASKS, A_H, p);
    }
    for (let k = 0; k < sp.length; k++) {
      const s = sp[k]!;
      const v = (n - le) * s.a + (q - le) * s.w[p]! - l * s.loss;
      totals[k * stride + base] = v;
      raises[k * stride + base] = v > -n * scale[k]! ? 1 : 0;
    }
  }

  /** Each single discard: Σ over the 47 replacements of max(fold, raise) over C(46, 5) dealer hands. */
  exchangeOne(
    sp: Spec[],
    scale: number[],
    totals: Float64Array,
    raises: Uint16Array,
    base: number,
    stride: number,
  ): void {
    const q1 = this.q1;
    const h = this.hand;
    const n = c5(46);
    const g = this.gen;
    const sh = classShapes();
    for (let x = 0; x < 47; x++) {
      const r = this.unseen[x]!;
      const rho = r >> 2;
      const sr = r & 3;
      M6.set(MASKS);
      M6[sr]! &= ~(1 << rho);
      let q: number;
      const qk = rho * 6 + 5;
      if (this.stamp1[qk] === g) q = this.cacheR1[qk]!;
      else {
        rankTotalsFor(g * 256 + rho, rho, -1);
        q = rankPartWith(A_R, RT_CUR, q1);
        this.stamp1[qk] = g;
        this.cacheR1[qk] = q;
      }
      q += this.tabQ[M6[0]!]! + this.tabQ[M6[1]!]! + this.tabQ[M6[2]!]! + this.tabQ[M6[3]!]!;
      for (let i = 0; i < 5; i++) {
        const a0 = h[i === 0 ? 1 : 0]!;
        const a1 = h[i <= 1 ? 2 : 1]!;
        const a2 = h[i <= 2 ? 3 : 2]!;
        const a3 = h[i <= 3 ? 4 : 3]!;
        const key = rho * 6 + i;
        const flush = ((a0 ^ a1) & 3) === 0 && ((a0 ^ a2) & 3) === 0 && ((a0 ^ a3) & 3) === 0 && (a0 & 3) === sr;
        let p: number;
        let l: number;
        let le: number;
        if (flush) {
          p = evaluate5(a0, a1, a2, a3, r);
          if (p < q1) {
            l = countBelow(M6, p);
            A_X.set(A_H);
            A_X[rho]!--;
            le = l + countExactly(M6, A_X, p);
          } else l = le = q;
        } else {
          if (this.stamp1[key] !== g) {
            p = evaluate5(a0, a1, a2, a3, r);
            this.cacheP1[key] = p;
            if (p < q1) {
              rankTotalsFor(g * 256 + rho, rho, -1);
              this.cacheR1[key] = rankPartWith(A_R, RT_CUR, p);
              this.cacheT1[key] = tieRankPart(sh.rankMask[p]!, A_R, p);
            }
            this.stamp1[key] = g;
          }
          p = this.cacheP1[key]!;
          if (p < q1) {
            l = this.cacheR1[key]! + suitPartFast(M6, p);
            const rm = sh.rankMask[p]!;
            le = l + this.cacheT1[key]! - (rm === 0 ? 0 : suitedExactly(M6, rm));
          } else l = le = q;
        }
        for (let k = 0; k < sp.length; k++) {
          const s = sp[k]!;
          const v = (n - le) * s.a + (q - le) * s.w[p]! - l * s.loss;
          const fold = -n * scale[k]!;
          const o = k * stride + base + 1 + i;
          if (v > fold) {
            totals[o]! += v;
            raises[o]!++;
          } else totals[o]! += fold;
        }
      }
    }
  }

  /** Each pair of discards: Σ over the 1,081 replacement pairs of max(fold, raise) over C(45, 5) dealer hands. */
  exchangeTwo(
    sp: Spec[],
    scale: number[],
    totals: Float64Array,
    raises: Uint16Array,
    base: number,
    stride: number,
  ): void {
    const q1 = this.q1;
    const h = this.hand;
    const n = c5(45);
    const g = this.gen;
    const sh = classShapes();
    const K = sp.length;
    // The suit of each kept triple when it is suited, else −1.
    const keepSuit = KEEP_SUIT;
    for (let i = 0; i < 10; i++) {
      const [u, v, w] = KEEP3[i]!;
      const s = h[u]! & 3;
      keepSuit[i] = (h[v]! & 3) === s && (h[w]! & 3) === s ? s : -1;
    }
    const fold = FOLD;
    for (let k = 0; k < K; k++) fold[k] = -n * scale[k]!;
    for (let x = 0; x < 47; x++) {
      const r1 = this.unseen[x]!;
      const rho1 = r1 >> 2;
      const s1 = r1 & 3;
      for (let y = x + 1; y < 47; y++) {
        const r2 = this.unseen[y]!;
        const rho2 = r2 >> 2;
        const s2 = r2 & 3;
        M7.set(MASKS);
        M7[s1]! &= ~(1 << rho1);
        M7[s2]! &= ~(1 << rho2);
        const rp = (rho1 * 13 + rho2) * 11; // rho1 ≤ rho2 since the unseen cards ascend
        let q: number;
        if (this.stamp2[rp + 10] === g) q = this.cacheR2[rp + 10]!;
        else {
          rankTotalsFor(g * 256 + 13 + rho1 * 13 + rho2, rho1, rho2);
          q = rankPartWith(A_R, RT_CUR, q1);
          this.stamp2[rp + 10] = g;
          this.cacheR2[rp + 10] = q;
        }
        const m0 = M7[0]!;
        const m1 = M7[1]!;
        const m2 = M7[2]!;
        const m3 = M7[3]!;
        q += this.tabQ[m0]! + this.tabQ[m1]! + this.tabQ[m2]! + this.tabQ[m3]!;
        // Suit parts shared by every threshold of a category: flushes that are not straight flushes,
        // and straight flushes.
        const w0 = WINDOWS_IN[m0]!;
        const w1 = WINDOWS_IN[m1]!;
        const w2 = WINDOWS_IN[m2]!;
        const w3 = WINDOWS_IN[m3]!;
        const sf = POPW(w0) + POPW(w1) + POPW(w2) + POPW(w3);
        const fl = C5T[POP13[m0]!]! + C5T[POP13[m1]!]! + C5T[POP13[m2]!]! + C5T[POP13[m3]!]! - sf;
        const suited = s1 === s2 ? s1 : -2;
        for (let i = 0; i < 10; i++) {
          const key = rp + i;
          let p: number;
          let l: number;
          let le: number;
          if (keepSuit[i] === suited) {
            const [u, v, w] = KEEP3[i]!;
            p = evaluate5(h[u]!, h[v]!, h[w]!, r1, r2);
            if (p < q1) {
              l = countBelow(M7, p);
              A_X.set(A_H);
              A_X[rho1]!--;
              A_X[rho2]!--;
              le = l + countExactly(M7, A_X, p);
            } else l = le = q;
          } else {
            if (this.stamp2[key] !== g) {
              const [u, v, w] = KEEP3[i]!;
              p = evaluate5(h[u]!, h[v]!, h[w]!, r1, r2);
              this.cacheP2[key] = p;
              if (p < q1) {
                rankTotalsFor(g * 256 + 13 + rho1 * 13 + rho2, rho1, rho2);
                this.cacheR2[key] = rankPartWith(A_R, RT_CUR, p);
                this.cacheT2[key] = tieRankPart(sh.rankMask[p]!, A_R, p);
              }
              this.stamp2[key] = g;
            }
            p = this.cacheP2[key]!;
            if (p < q1) {
              const cat = sh.shape[p * 6]!;
              let suit: number;
              if (cat <= SHAPE.three && cat >= SHAPE.pair) suit = fl;
              else if (cat === SHAPE.four || cat === SHAPE.full) suit = sf;
              else suit = suitPartFast(M7, p);
              l = this.cacheR2[key]! + suit;
              const rm = sh.rankMask[p]!;
              le = l + this.cacheT2[key]! - (rm === 0 ? 0 : suitedExactly(M7, rm));
            } else l = le = q;
          }
          for (let k = 0; k < K; k++) {
            const s = sp[k]!;
            const val = (n - le) * s.a + (q - le) * s.w[p]! - l * s.loss;
            const o = k * stride + base + 6 + i;
            if (val > fold[k]!) {
              totals[o]! += val;
              raises[o]!++;
            } else totals[o]! += fold[k]!;
          }
        }
      }
    }
  }

  /** One dealer card up, no exchange: Σ over the 47 up-cards of max(fold, raise) over C(46, 4) dealer hands. */
  upCard(sp: Spec[], scale: number[], totals: Float64Array, raises: Uint16Array, base: number, stride: number): void {
    const q1 = this.q1;
    const p = this.p0;
    const n = 163185; // C(46, 4)
    // Dealer hands holding u and avoiding the hand = those avoiding the hand − those avoiding it and u.
    const q0 = countBelow(MASKS, q1);
    const l0 = p < q1 ? countBelow(MASKS, p) : q0;
    const t0 = p < q1 ? countExactly(MASKS, A_H, p) : 0;
    for (let x = 0; x < 47; x++) {
      const u = this.unseen[x]!;
      M6.set(MASKS);
      M6[u & 3]! &= ~(1 << (u >> 2));
      A_X.set(A_H);
      A_X[u >> 2]!--;
      const q = q0 - countBelow(M6, q1);
      let l = q;
      let le = q;
      if (p < q1) {
        l = l0 - countBelow(M6, p);
        le = l + t0 - countExactly(M6, A_X, p);
      }
      for (let k = 0; k < sp.length; k++) {
        const s = sp[k]!;
        const v = (n - le) * s.a + (q - le) * s.w[p]! - l * s.loss;
        const fold = -n * scale[k]!;
        const o = k * stride + base;
        if (v > fold) {
          totals[o]! += v;
          raises[o]!++;
        } else totals[o]! += fold;
      }
    }
  }
}

const KEEP_SUIT = new Int32Array(10);
const FOLD = new Float64Array(64);
const C5T = Array.from({ length: 14 }, (_, k) => (k < 5 ? 0 : c5(k)));

function POPW(w: number): number {
  return POP13[w]!;
}

/** The rank part of the count of hands of exactly class `p` (the products; suits are subtracted apart). */
function tieRankPart(rankMask: number, a: Int32Array, p: number): number {
  if (rankMask === 0) return countExactly(ZERO_MASKS, a, p);
  let prod = 1;
  for (let r = 0; r < 13; r++) if (rankMask & (1 << r)) prod *= a[r]!;
  return prod;
}
const ZERO_MASKS = new Int32Array(4);

/** Suits in which all five ranks of a distinct-rank class are still there. */
function suitedExactly(masks: Int32Array, rm: number): number {
  return (
    ((masks[0]! & rm) === rm ? 1 : 0) +
    ((masks[1]! & rm) === rm ? 1 : 0) +
    ((masks[2]! & rm) === rm ? 1 : 0) +
    ((masks[3]! & rm) === rm ? 1 : 0)
  );
}

/** The suit part for a non-flush class below the qualifier (straights and high cards read tables). */
function suitPartFast(masks: Int32Array, p: number): number {
  const sh = classShapes();
  const cat = sh.shape[p * 6]!;
  if (cat === SHAPE.straight) {
    const top = sh.shape[p * 6 + 1]!;
    const above = (0x3ff << (top - 2)) & 0x3ff;
    let s = 0;
    for (let i = 0; i < 4; i++) s += C5T[POP13[masks[i]!]!]! - POPW(WINDOWS_IN[masks[i]!]! & above);
    return s;
  }
  if (cat === SHAPE.four || cat === SHAPE.full) {
    let s = 0;
    for (let i = 0; i < 4; i++) s += POPW(WINDOWS_IN[masks[i]!]!);
    return s;
  }
  if (cat === SHAPE.high) {
    const tab = suitAboveTable(p);
    let s = 0;
    for (let i = 0; i < 4; i++) {
      const m = masks[i]!;
      s += C5T[POP13[m]!]! - POPW(WINDOWS_IN[m]!) - tab[m]!;
    }
    return s;
  }
  let s = 0;
  for (let i = 0; i < 4; i++) s += C5T[POP13[masks[i]!]!]! - POPW(WINDOWS_IN[masks[i]!]!);
  return s;
}
