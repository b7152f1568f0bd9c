/**
 * Counting dealer hands below a class from the cards left, in closed form: no tables of hands, no
 * inclusion–exclusion over the dead cards.
 *
 * The cards left are four 13-bit masks, one per suit (bit `r` set when the card of rank `r` in that
 * suit can still be dealt). Every hand has a *rank shape* `M` (a multiset of five ranks); a hand with
 * a pair in it has one class whatever its suits, and a hand of five distinct ranks has two, the flush
 * (or straight flush) and the other. So the number of hands with a class below `t` splits into
 *
 * - a **rank part**, `Σ Π_r C(a_r, m_r)` over the shapes whose non-flush class is below `t`, where
 *   `a_r` is how many cards of rank `r` are left; it depends on the masks only through `a`, and is
 *   a sum of products of small binomials, written per category with elementary symmetric sums; and
 * - a **suit part**, `Σ_s [M ⊆ mask_s]` over the five-distinct-rank shapes whose flush class is below
 *   `t` and whose other class is not: whole-suit counts and lexicographic counts per suit.
 *
 * Within a category the classes follow club poker: by the ranks of the groups, then the kickers,
 * which is the lexicographic order of the rank tuple the class {@link classShape} gives. Sums of
 * products over rank tuples lexicographically above a given one are elementary symmetric sums over
 * the ranks below each position ({@link lexAbove}).
 *
 * Everything is an exact integer below 2^31; each count is a few hundred arithmetic operations.
 *
 * @module
 */
import { evaluate5 } from '../evaluator.js';
import { forEachRankMultiset } from '../multisets.js';

/** The shape categories of the evaluator, best first, as numbered here. */
export const SHAPE = {
  straightFlush: 8,
  four: 7,
  full: 6,
  flush: 5,
  straight: 4,
  three: 3,
  twoPair: 2,
  pair: 1,
  high: 0,
} as const;

/** Bits of the ten straights by their top rank: bit `top − 3` (the wheel, 5-4-3-2-A, is bit 0). */
const WINDOW_MASKS: readonly number[] = Array.from({ length: 10 }, (_, i) => {
  const top = i + 3;
  return top === 3 ? 0b1_0000_0000_1111 : 0b11111 << (top - 4);
});

/** How many cards each 13-bit mask holds. */
export const POP13 = new Uint8Array(8192);
/** For each 13-bit mask, the set (bit `top − 3`) of the straights it contains. */
export const WINDOWS_IN = new Uint16Array(8192);
for (let m = 0; m < 8192; m++) {
  let c = 0;
  for (let r = 0; r < 13; r++) if (m & (1 << r)) c++;
  POP13[m] = c;
  let w = 0;
  for (let i = 0; i < 10; i++) if ((m & WINDOW_MASKS[i]!) === WINDOW_MASKS[i]) w |= 1 << i;
  WINDOWS_IN[m] = w;
}
/** Number of set bits of a 10-bit window set. */
const POP10 = POP13;

const C2 = [0, 0, 1, 3, 6];
const C3 = [0, 0, 0, 1, 4];
const C4 = [0, 0, 0, 0, 1];
/** `C(k, 5)` for `k` = 0…13. */
const C5 = Array.from({ length: 14 }, (_, k) => (k < 5 ? 0 : (k * (k - 1) * (k - 2) * (k - 3) * (k - 4)) / 120));

/**
 * The shape of every class: `shape[c * 6]` is the category ({@link SHAPE}), then up to five ranks in
 * the order that ranks the category (group ranks, then kickers, each descending; a straight's top,
 * 3 for the wheel), −1 where unused. Also, per class, the rank mask of a five-distinct-rank class, and
 * the straights lexicographically above it.
 */
export interface ClassShapes {
  /** Category and rank tuple per class (index `class * 6`). */
  readonly shape: Int8Array;
  /** Rank mask of the class's five ranks when they are distinct (flush, straight, high card), else 0. */
  readonly rankMask: Uint16Array;
  /** For flush and high-card classes: the straights (bit `top − 3`) whose rank tuple is lexicographically above. */
  readonly windowsAbove: Uint16Array;
}

let shapes: ClassShapes | undefined;

/** The class shapes, built on first use from the evaluator itself (a few milliseconds). */
export function classShapes(): ClassShapes {
  return (shapes ??= buildShapes());
}

/** Rank tuple of a straight with the given top, descending as the lexicographic order reads it. */
function windowTuple(top: number): number[] {
  return top === 3 ? [12, 3, 2, 1, 0] : [top, top - 1, top - 2, top - 3, top - 4];
}

function lexGreaterTuple(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}

function buildShapes(): ClassShapes {
  const shape = new Int8Array(7463 * 6).fill(-1);
  const rankMask = new Uint16Array(7463);
  const windowsAbove = new Uint16Array(7463);
  const record = (cls: number, cat: number, tuple: readonly number[]): void => {
    shape[cls * 6] = cat;
    tuple.forEach((r, i) => (shape[cls * 6 + 1 + i] = r));
  };
  forEachRankMultiset((counts) => {
    const groups: [number, number][] = [];
    for (let r = 12; r >= 0; r--) if (counts[r]! > 0) groups.push([counts[r]!, r]);
    groups.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    const ranks = groups.map((g) => g[1]);
    // Representative cards: suits 0, 1, 2, 3 by copy, so five distinct ranks are not a flush.
    const cards: number[] = [];
    groups.forEach(([n, r]) => {
      for (let k = 0; k < n; k++) cards.push(r * 4 + k);
    });
    if (groups.length === 5) cards[0] = (cards[0]! & ~3) | 1;
    const cls = evaluate5(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!);
    const mask = ranks.reduce((m, r) => m | (1 << r), 0);
    if (groups.length === 5) {
      const fl = evaluate5(ranks[0]! * 4, ranks[1]! * 4, ranks[2]! * 4, ranks[3]! * 4, ranks[4]! * 4);
      const w = WINDOWS_IN[mask]!;
      if (w !== 0) {
        const top = Math.log2(w) + 3;
        record(cls, SHAPE.straight, [top]);
        record(fl, SHAPE.straightFlush, [top]);
      } else {
        record(cls, SHAPE.high, ranks);
        record(fl, SHAPE.flush, ranks);
        let above = 0;
        for (let i = 0; i < 10; i++) if (lexGreaterTuple(windowTuple(i + 3), ranks)) above |= 1 << i;
        windowsAbove[cls] = above;
        windowsAbove[fl] = above;
      }
      rankMask[cls] = mask;
      rankMask[fl] = mask;
    } else {
      const top = groups[0]![0];
      const cat =
        top === 4
          ? SHAPE.four
          : top === 3
            ? groups[1]![0] === 2
              ? SHAPE.full
              : SHAPE.three
            : groups[1]![0] === 2
              ? SHAPE.twoPair
              : SHAPE.pair;
      record(cls, cat, ranks);
    }
  });
  for (let c = 1; c <= 7462; c++) if (shape[c * 6] === -1) throw new Error(`stud rank counts: class ${c} has no shape`);
  return { shape, rankMask, windowsAbove };
}

/**
 * The category and rank tuple of a class (see {@link ClassShapes}).
 *
 * @param cls - A class 1…7462.
 */
export function classShape(cls: number): { readonly cat: number; readonly ranks: readonly number[] } {
  const s = classShapes().shape;
  const ranks: number[] = [];
  for (let i = 1; i < 6; i++) if (s[cls * 6 + i]! >= 0) ranks.push(s[cls * 6 + i]!);
  return { cat: s[cls * 6]!, ranks };
}

// Scratch for the elementary symmetric sums: E[m * 14 + x] = e_m over ranks below x.
const E = new Float64Array(6 * 14);

/**
 * Σ of `Π w` over the `k`-subsets of ranks (distinct, weights `w`) whose descending tuple is
 * lexicographically above `target` (descending, `k` ranks).
 *
 * @param w - Weight per rank 0…12 (cards left, or 0/1 for one suit).
 * @param target - The tuple to beat: `k` distinct ranks, descending, read from `t[off…]`.
 * @param off - Where the tuple starts in `target`.
 * @param k - Its length, 1…5.
 */
export function lexAbove(w: ArrayLike<number>, target: ArrayLike<number>, off: number, k: number): number {
  for (let x = 0; x <= 13; x++) E[x] = 1;
  for (let m = 1; m <= k; m++) {
    const row = m * 14;
    const prev = (m - 1) * 14;
    E[row] = 0;
    for (let x = 0; x < 13; x++) E[row + x + 1] = E[row + x]! + w[x]! * E[prev + x]!;
  }
  let total = 0;
  let prefix = 1;
  let upper = 13;
  for (let j = 0; j < k; j++) {
    const t = target[off + j]!;
    const row = (k - j - 1) * 14;
    for (let x = t + 1; x < upper; x++) total += prefix * w[x]! * E[row + x]!;
    prefix *= w[t]!;
    if (prefix === 0) break;
    upper = t;
  }
  return total;
}

const WSCRATCH = new Float64Array(13);
const BITS = new Float64Array(13);

/** Four of a kind of a rank above `rho`, any kicker. */
function fourAbove(a: ArrayLike<number>, A: number, rho: number): number {
  let s = 0;
  for (let r = rho + 1; r < 13; r++) s += C4[a[r]!]! * (A - a[r]!);
  return s;
}
/** Full houses whose three are of a rank above `rho`. */
function fullAbove(a: ArrayLike<number>, P2: number, rho: number): number {
  let s = 0;
  for (let r = rho + 1; r < 13; r++) s += C3[a[r]!]! * (P2 - C2[a[r]!]!);
  return s;
}
/** Straights (any suits) with a top above `top`. */
function straightsAbove(a: ArrayLike<number>, top: number): number {
  let s = 0;
  for (let t = top + 1; t <= 12; t++) {
    s += t === 3 ? a[12]! * a[3]! * a[2]! * a[1]! * a[0]! : a[t]! * a[t - 1]! * a[t - 2]! * a[t - 3]! * a[t - 4]!;
  }
  return s;
}
/** Three of a kind of a rank above `rho` with two odd kickers. */
function threeAbove(a: ArrayLike<number>, A: number, e2: number, rho: number): number {
  let s = 0;
  for (let r = rho + 1; r < 13; r++) {
    const x = a[r]!;
    if (x >= 3) s += C3[x]! * (e2 - x * (A - x));
  }
  return s;
}
/** Two pair whose high pair is above `hi` (any low pair and kicker). */
function twoPairHighAbove(a: ArrayLike<number>, A: number, hi: number): number {
  let s = 0;
  for (let x = hi + 1; x < 13; x++) {
    const cx = C2[a[x]!]!;
    if (cx === 0) continue;
    let t = 0;
    for (let y = 0; y < x; y++) t += C2[a[y]!]! * (A - a[x]! - a[y]!);
    s += cx * t;
  }
  return s;
}
/** One pair of a rank above `rho` with three odd kickers. */
function pairAbove(a: ArrayLike<number>, A: number, e2: number, e3: number, rho: number): number {
  let s = 0;
  for (let r = rho + 1; r < 13; r++) {
    const x = a[r]!;
    if (x < 2) continue;
    const e2r = e2 - x * (A - x);
    s += C2[x]! * (e3 - x * e2r);
  }
  return s;
}

/**
 * The sums over one rank availability vector `a` that every rank part needs: `A = Σ a_r`,
 * `P2 = Σ C(a_r, 2)`, the elementary symmetric sums `e2`, `e3`, and per category the rank part of
 * every better category (`before[cat]`), so a count below any class is that plus one partial sum.
 */
export class RankTotals {
  /** Σ a_r. */
  A = 0;
  /** Σ C(a_r, 2). */
  P2 = 0;
  /** e2(a). */
  e2 = 0;
  /** e3(a). */
  e3 = 0;
  /** The rank part of all shapes of categories better than each category ({@link SHAPE} index), and of all shapes at index 9. */
  readonly before = new Float64Array(10);

  /**
   * Computes the sums for `a`.
   *
   * @param a - Cards left per rank, 0…4.
   */
  set(a: ArrayLike<number>): this {
    let A = 0;
    let P2 = 0;
    let e1 = 0;
    let e2 = 0;
    let e3 = 0;
    let e4 = 0;
    let e5 = 0;
    for (let r = 0; r < 13; r++) {
      const x = a[r]!;
      A += x;
      P2 += C2[x]!;
      e5 += x * e4;
      e4 += x * e3;
      e3 += x * e2;
      e2 += x * e1;
      e1 += x;
    }
    this.A = A;
    this.P2 = P2;
    this.e2 = e2;
    this.e3 = e3;
    const b = this.before;
    const four = fourAbove(a, A, -1);
    const full = fullAbove(a, P2, -1);
    const straight = straightsAbove(a, 2);
    const three = threeAbove(a, A, e2, -1);
    const twoPair = twoPairHighAbove(a, A, -1);
    const pair = pairAbove(a, A, e2, e3, -1);
    b[SHAPE.straightFlush] = 0;
    b[SHAPE.four] = 0;
    b[SHAPE.full] = four;
    b[SHAPE.flush] = four + full;
    b[SHAPE.straight] = four + full;
    b[SHAPE.three] = four + full + straight;
    b[SHAPE.twoPair] = b[SHAPE.three]! + three;
    b[SHAPE.pair] = b[SHAPE.twoPair]! + twoPair;
    b[SHAPE.high] = b[SHAPE.pair]! + pair;
    // Every shape: high cards are the five-distinct-rank products that are not straights.
    b[9] = b[SHAPE.high]! + e5 - straight;
    return this;
  }
}

const RT = new RankTotals();

/**
 * The rank part of the count of hands below class `t`: `Σ Π_r C(a_r, m_r)` over the rank shapes whose
 * non-flush class is below `t`.
 *
 * @param a - Cards left per rank, 0…4.
 * @param t - A class 1…7463 (7463 counts every shape).
 */
export function rankPart(a: ArrayLike<number>, t: number): number {
  return rankPartWith(a, RT.set(a), t);
}

/**
 * {@link rankPart} with the sums of `a` already computed.
 *
 * @param a - Cards left per rank.
 * @param rt - {@link RankTotals} set from the same `a`.
 * @param t - A class 1…7463.
 */
export function rankPartWith(a: ArrayLike<number>, rt: RankTotals, t: number): number {
  if (t === 7463) return rt.before[9]!;
  const sh = classShapes().shape;
  const cat = sh[t * 6]!;
  const o = t * 6 + 1;
  const s = rt.before[cat]!;
  const { A, P2, e2, e3 } = rt;
  switch (cat) {
    case SHAPE.straightFlush:
    case SHAPE.flush:
      return s;
    case SHAPE.four: {
      const rho = sh[o]!;
      let k = 0;
      for (let x = sh[o + 1]! + 1; x < 13; x++) if (x !== rho) k += a[x]!;
      return fourAbove(a, A, rho) + C4[a[rho]!]! * k;
    }
    case SHAPE.full: {
      const rho = sh[o]!;
      let k = 0;
      for (let x = sh[o + 1]! + 1; x < 13; x++) if (x !== rho) k += C2[a[x]!]!;
      return s + fullAbove(a, P2, rho) + C3[a[rho]!]! * k;
    }
    case SHAPE.straight:
      return s + straightsAbove(a, sh[o]!);
    case SHAPE.three: {
      const rho = sh[o]!;
      const x = a[rho]!;
      let part = threeAbove(a, A, e2, rho);
      if (x >= 3) {
        for (let r = 0; r < 13; r++) WSCRATCH[r] = a[r]!;
        WSCRATCH[rho] = 0;
        part += C3[x]! * lexAbove(WSCRATCH, sh, o + 1, 2);
      }
      return s + part;
    }
    case SHAPE.twoPair: {
      const hi = sh[o]!;
      const lo = sh[o + 1]!;
      const kick = sh[o + 2]!;
      let part = twoPairHighAbove(a, A, hi);
      const ch = C2[a[hi]!]!;
      if (ch > 0) {
        let t2 = 0;
        for (let y = lo + 1; y < hi; y++) t2 += C2[a[y]!]! * (A - a[hi]! - a[y]!);
        let k = 0;
        for (let z = kick + 1; z < 13; z++) if (z !== hi && z !== lo) k += a[z]!;
        part += ch * (t2 + C2[a[lo]!]! * k);
      }
      return s + part;
    }
    case SHAPE.pair: {
      const rho = sh[o]!;
      const x = a[rho]!;
      let part = pairAbove(a, A, e2, e3, rho);
      if (x >= 2) {
        for (let r = 0; r < 13; r++) WSCRATCH[r] = a[r]!;
        WSCRATCH[rho] = 0;
        part += C2[x]! * lexAbove(WSCRATCH, sh, o + 1, 3);
      }
      return s + part;
    }
    default:
      // High card: five distinct ranks above the tuple, less the straights among them.
      return s + lexAbove(a, sh, o, 5) - windowsProduct(a, classShapes().windowsAbove[t]!);
  }
}

function windowsProduct(a: ArrayLike<number>, set: number): number {
  let s = 0;
  for (let i = 0; i < 10; i++) {
    if (!(set & (1 << i))) continue;
    const top = i + 3;
    s +=
      top === 3
        ? a[12]! * a[3]! * a[2]! * a[1]! * a[0]!
        : a[top]! * a[top - 1]! * a[top - 2]! * a[top - 3]! * a[top - 4]!;
  }
  return s;
}

/** Above-top straights as a window set: bits of tops above `top`. */
function windowsAboveTop(top: number): number {
  return (0x3ff << (top - 2)) & 0x3ff;
}

/**
 * How many 5-subsets of one suit's mask that are not straights lie lexicographically above the class
 * `t`'s tuple (a flush or high-card class).
 */
function suitHighAbove(mask: number, t: number): number {
  const sh = classShapes();
  for (let r = 0; r < 13; r++) BITS[r] = (mask >> r) & 1;
  return lexAbove(BITS, sh.shape, t * 6 + 1, 5) - POP10[WINDOWS_IN[mask]! & sh.windowsAbove[t]!]!;
}

const SUIT_TABLES: (Uint16Array | undefined)[] = [];

/**
 * For a high-card or flush class `t`, per 13-bit suit mask: how many non-straight 5-subsets of the
 * mask lie lexicographically above `t` (a table of 8,192 entries built on first use per class; the
 * exchange analysis reads it for the few hundred thresholds it meets most).
 *
 * @param t - A flush or high-card class.
 */
export function suitAboveTable(t: number): Uint16Array {
  let tab = SUIT_TABLES[t];
  if (tab === undefined) {
    tab = new Uint16Array(8192);
    for (let m = 0; m < 8192; m++) tab[m] = POP13[m]! < 5 ? 0 : suitHighAbove(m, t);
    SUIT_TABLES[t] = tab;
  }
  return tab;
}

/** {@link suitAboveTable} when built, else the same count computed for this one mask. */
function suitAbove(mask: number, t: number): number {
  const tab = SUIT_TABLES[t];
  if (tab !== undefined) return tab[mask]!;
  return POP13[mask]! < 5 ? 0 : suitHighAbove(mask, t);
}

/**
 * The suit part of the count below `t`: flush and straight-flush hands of five distinct ranks whose
 * flush class is below `t` while their other class is not.
 *
 * @param masks - Cards left per suit (13-bit masks).
 * @param t - A class 1…7463.
 */
export function suitPart(masks: ArrayLike<number>, t: number): number {
  if (t === 7463) return 0;
  const sh = classShapes();
  const cat = sh.shape[t * 6]!;
  let s = 0;
  switch (cat) {
    case SHAPE.straightFlush: {
      const above = windowsAboveTop(sh.shape[t * 6 + 1]!);
      for (let i = 0; i < 4; i++) s += POP10[WINDOWS_IN[masks[i]!]! & above]!;
      return s;
    }
    case SHAPE.four:
    case SHAPE.full:
      for (let i = 0; i < 4; i++) s += POP10[WINDOWS_IN[masks[i]!]!]!;
      return s;
    case SHAPE.flush:
      for (let i = 0; i < 4; i++) s += POP10[WINDOWS_IN[masks[i]!]!]! + suitAbove(masks[i]!, t);
      return s;
    case SHAPE.straight: {
      const above = windowsAboveTop(sh.shape[t * 6 + 1]!);
      for (let i = 0; i < 4; i++) s += C5[POP13[masks[i]!]!]! - POP10[WINDOWS_IN[masks[i]!]! & above]!;
      return s;
    }
    case SHAPE.high:
      for (let i = 0; i < 4; i++) {
        const m = masks[i]!;
        s += C5[POP13[m]!]! - POP10[WINDOWS_IN[m]!]! - suitAbove(m, t);
      }
      return s;
    default:
      for (let i = 0; i < 4; i++) s += C5[POP13[masks[i]!]!]! - POP10[WINDOWS_IN[masks[i]!]!]!;
      return s;
  }
}

const ASCRATCH = new Int32Array(13);

/** Cards left per rank from the four suit masks. */
export function ranksLeft(masks: ArrayLike<number>, out: Int32Array = ASCRATCH): Int32Array {
  for (let r = 0; r < 13; r++) {
    const b = 1 << r;
    out[r] = (masks[0]! & b ? 1 : 0) + (masks[1]! & b ? 1 : 0) + (masks[2]! & b ? 1 : 0) + (masks[3]! & b ? 1 : 0);
  }
  return out;
}

/**
 * How many five-card hands from the cards left have a class below `t`.
 *
 * @param masks - Cards left per suit (bit `rank` of `masks[suit]`).
 * @param t - A class 1…7463 (`7463` counts every hand).
 * @example
 * ```ts
 * countBelow([0x1fff, 0x1fff, 0x1fff, 0x1fff], 7463); // 2598960
 * ```
 */
export function countBelow(masks: ArrayLike<number>, t: number): number {
  return rankPart(ranksLeft(masks), t) + suitPart(masks, t);
}

/**
 * How many hands from the cards left have exactly class `t`.
 *
 * @param masks - Cards left per suit.
 * @param a - Cards left per rank (from {@link ranksLeft}).
 * @param t - A class 1…7462.
 */
export function countExactly(masks: ArrayLike<number>, a: ArrayLike<number>, t: number): number {
  const sh = classShapes();
  const cat = sh.shape[t * 6]!;
  const rm = sh.rankMask[t]!;
  if (cat === SHAPE.straightFlush || cat === SHAPE.flush) {
    let s = 0;
    for (let i = 0; i < 4; i++) if ((masks[i]! & rm) === rm) s++;
    return s;
  }
  if (rm !== 0) {
    let p = 1;
    let suited = 0;
    for (let r = 0; r < 13; r++) if (rm & (1 << r)) p *= a[r]!;
    for (let i = 0; i < 4; i++) if ((masks[i]! & rm) === rm) suited++;
    return p - suited;
  }
  // A shape with a repeated rank: the product of binomials over its groups.
  const o = t * 6 + 1;
  switch (cat) {
    case SHAPE.four:
      return C4[a[sh.shape[o]!]!]! * a[sh.shape[o + 1]!]!;
    case SHAPE.full:
      return C3[a[sh.shape[o]!]!]! * C2[a[sh.shape[o + 1]!]!]!;
    case SHAPE.three:
      return C3[a[sh.shape[o]!]!]! * a[sh.shape[o + 1]!]! * a[sh.shape[o + 2]!]!;
    case SHAPE.twoPair:
      return C2[a[sh.shape[o]!]!]! * C2[a[sh.shape[o + 1]!]!]! * a[sh.shape[o + 2]!]!;
    default:
      return C2[a[sh.shape[o]!]!]! * a[sh.shape[o + 1]!]! * a[sh.shape[o + 2]!]! * a[sh.shape[o + 3]!]!;
  }
}
