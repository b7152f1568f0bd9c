/**
 * Counting dealer hands by class, exactly, without enumerating them: inclusion–exclusion over the
 * cards the dealer cannot hold.
 *
 * The number of five-card hands that contain a set `F` of cards, avoid a set `D`, and have a class
 * below `t` is `Σ_{T ⊆ D} (−1)^{|T|} · N(F ∪ T, t)`, where `N(S, t)` counts the hands containing `S`
 * with class below `t`. `N` is read from tables built once, by the size of `S`:
 * - 0, 1, 2 cards: cumulative counts by class (1 row; 13 rows by rank; 169 rows by rank pair and
 *   suitedness, since suits are symmetric);
 * - 3 and 4 cards: the sorted classes of the 1,176 and 48 hands containing them, shared between
 *   subsets equal up to a permutation of suits, read by binary search;
 * - 5 cards: the hand's own class.
 *
 * Building the tables evaluates about ten million hands (about a second in Node).
 *
 * @module
 */
import { evaluate5 } from '../evaluator.js';

/** Row width of the cumulative tables: index `t` (0…7463) holds the count of classes below `t`. */
export const ROW = 7464;

/** The counting tables. */
export interface CountTables {
  /** All hands: `cum0[t]` = hands with class < t. */
  readonly cum0: Int32Array;
  /** Hands containing one card, by rank: `cum1[rank * ROW + t]`. */
  readonly cum1: Int32Array;
  /** Hands containing two cards, by pair type: `cum2[pairType[a * 52 + b] * ROW + t]`. */
  readonly cum2: Int32Array;
  /** Pair type of two distinct cards (either order). */
  readonly pairType: Int16Array;
  /** Offset into {@link tripleLists} of three distinct cards, indexed `a * 2704 + b * 52 + c` (any order). */
  readonly tripleOffset: Int32Array;
  /** Sorted classes of the 1,176 hands containing each triple type. */
  readonly tripleLists: Uint16Array;
  /** Offset into {@link quadLists} of four sorted cards by colex index. */
  readonly quadOffset: Int32Array;
  /** Sorted classes of the 48 hands containing each quad type. */
  readonly quadLists: Uint16Array;
}

/** Binomial coefficients `BIN[n * 6 + k]`, n ≤ 52, k ≤ 5. */
const BIN = new Int32Array(53 * 6);
for (let n = 0; n <= 52; n++) {
  BIN[n * 6] = 1;
  for (let k = 1; k <= 5; k++) BIN[n * 6 + k] = n === 0 ? 0 : BIN[(n - 1) * 6 + k - 1]! + BIN[(n - 1) * 6 + k]!;
}

/** `n` choose `k` for `n ≤ 52`, `k ≤ 5`. */
export function choose(n: number, k: number): number {
  return BIN[n * 6 + k]!;
}

/** The 24 permutations of the four suits. */
export const SUIT_PERMS: readonly (readonly number[])[] = (() => {
  const out: number[][] = [];
  const rec = (cur: number[]): void => {
    if (cur.length === 4) out.push(cur.slice());
    for (let s = 0; s < 4; s++) {
      if (!cur.includes(s)) {
        cur.push(s);
        rec(cur);
        cur.pop();
      }
    }
  };
  rec([]);
  return out;
})();

/**
 * The canonical key of a set of cards under suit permutations: the smallest base-52 number of its
 * sorted cards over the 24 relabellings of the suits. Sets equal up to suits share a key.
 *
 * @param cards - Distinct cards.
 */
export function canonicalKey(cards: readonly number[]): number {
  const n = cards.length;
  const tmp = CANON_TMP;
  let best = Infinity;
  for (let p = 0; p < 24; p++) {
    const perm = SUIT_PERMS[p]!;
    for (let i = 0; i < n; i++) {
      const v = (cards[i]! & ~3) | perm[cards[i]! & 3]!;
      let j = i - 1;
      while (j >= 0 && tmp[j]! > v) {
        tmp[j + 1] = tmp[j]!;
        j--;
      }
      tmp[j + 1] = v;
    }
    let key = 0;
    for (let i = 0; i < n; i++) key = key * 52 + tmp[i]!;
    if (key < best) best = key;
  }
  return best;
}

const CANON_TMP = new Int32Array(8);

/** The colex index of four distinct cards (any order), 0…270,724. */
export function quadColex(a: number, b: number, c: number, d: number): number {
  // sort four with a network of five compare-exchanges
  let t: number;
  if (a > b) {
    t = a;
    a = b;
    b = t;
  }
  if (c > d) {
    t = c;
    c = d;
    d = t;
  }
  if (a > c) {
    t = a;
    a = c;
    c = t;
  }
  if (b > d) {
    t = b;
    b = d;
    d = t;
  }
  if (b > c) {
    t = b;
    b = c;
    c = t;
  }
  return BIN[a * 6 + 1]! + BIN[b * 6 + 2]! + BIN[c * 6 + 3]! + BIN[d * 6 + 4]!;
}

let built: CountTables | undefined;

/** Whether the counting tables are already built (then every count is a few lookups). */
export function countTablesBuilt(): boolean {
  return built !== undefined;
}

/** The counting tables, built on first use. */
export function countTables(): CountTables {
  return (built ??= buildCountTables());
}

function buildCountTables(): CountTables {
  const cum0 = new Int32Array(ROW);
  const cum1 = new Int32Array(13 * ROW);
  const pairType = new Int16Array(52 * 52).fill(-1);
  const pairTypes = new Map<number, number>();
  const hist = new Int32Array(ROW);

  const toCum = (h: Int32Array, out: Int32Array, off: number): void => {
    let run = 0;
    for (let t = 0; t < ROW; t++) {
      out[off + t] = run;
      run += h[t]!;
    }
  };

  // Completions: every way to add cards from the deck minus `base` to make five, evaluated.
  const buf = new Uint16Array(2598960);
  const complete = (base: readonly number[]): number => {
    let k = 0;
    const used = new Uint8Array(52);
    for (const c of base) used[c] = 1;
    const free: number[] = [];
    for (let c = 0; c < 52; c++) if (!used[c]) free.push(c);
    const m = free.length;
    const h = [...base, 0, 0, 0, 0, 0];
    switch (5 - base.length) {
      case 5:
        for (let a = 0; a < m; a++)
          for (let b = a + 1; b < m; b++)
            for (let c = b + 1; c < m; c++)
              for (let d = c + 1; d < m; d++)
                for (let e = d + 1; e < m; e++) buf[k++] = evaluate5(free[a]!, free[b]!, free[c]!, free[d]!, free[e]!);
        return k;
      case 4:
        for (let a = 0; a < m; a++)
          for (let b = a + 1; b < m; b++)
            for (let c = b + 1; c < m; c++)
              for (let d = c + 1; d < m; d++) buf[k++] = evaluate5(h[0]!, free[a]!, free[b]!, free[c]!, free[d]!);
        return k;
      case 3:
        for (let a = 0; a < m; a++)
          for (let b = a + 1; b < m; b++)
            for (let c = b + 1; c < m; c++) buf[k++] = evaluate5(h[0]!, h[1]!, free[a]!, free[b]!, free[c]!);
        return k;
      case 2:
        for (let a = 0; a < m; a++)
          for (let b = a + 1; b < m; b++) buf[k++] = evaluate5(h[0]!, h[1]!, h[2]!, free[a]!, free[b]!);
        return k;
      case 1:
        for (let a = 0; a < m; a++) buf[k++] = evaluate5(h[0]!, h[1]!, h[2]!, h[3]!, free[a]!);
        return k;
      default:
        buf[k++] = evaluate5(h[0]!, h[1]!, h[2]!, h[3]!, h[4]!);
        return k;
    }
  };

  const histOf = (base: readonly number[]): void => {
    hist.fill(0);
    const k = complete(base);
    for (let i = 0; i < k; i++) hist[buf[i]!]!++;
  };
  histOf([]);
  toCum(hist, cum0, 0);
  for (let r = 0; r < 13; r++) {
    histOf([r * 4]);
    toCum(hist, cum1, r * ROW);
  }
  // Pair types: (low rank, high rank, suited).
  for (let a = 0; a < 52; a++) {
    for (let b = 0; b < 52; b++) {
      if (a === b) continue;
      const ra = Math.min(a >> 2, b >> 2);
      const rb = Math.max(a >> 2, b >> 2);
      const suited = (a & 3) === (b & 3) ? 1 : 0;
      const key = (ra * 13 + rb) * 2 + suited;
      let id = pairTypes.get(key);
      if (id === undefined) pairTypes.set(key, (id = pairTypes.size));
      pairType[a * 52 + b] = id;
    }
  }
  const cum2 = new Int32Array(pairTypes.size * ROW);
  for (const [key, id] of pairTypes) {
    const suited = key & 1;
    const rb = (key >> 1) % 13;
    const ra = Math.floor((key >> 1) / 13);
    histOf([ra * 4, rb * 4 + (suited ? 0 : 1)]);
    toCum(hist, cum2, id * ROW);
  }

  // Triples and quads: sorted class lists per suit-canonical type.
  const tripleOffset = new Int32Array(52 * 52 * 52).fill(-1);
  const tripleKeys = new Map<number, number>();
  const tripleChunks: Uint16Array[] = [];
  const sortedClasses = (base: number[], len: number): Uint16Array => {
    const k = complete(base);
    if (k !== len) throw new Error(`stud counts: ${k} completions, expected ${len}`);
    return buf.slice(0, k).sort();
  };
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++) {
        const key = canonicalKey([a, b, c]);
        let off = tripleKeys.get(key);
        if (off === undefined) {
          off = tripleChunks.length * 1176;
          tripleKeys.set(key, off);
          tripleChunks.push(sortedClasses([a, b, c], 1176));
        }
        for (const [x, y, z] of [
          [a, b, c],
          [a, c, b],
          [b, a, c],
          [b, c, a],
          [c, a, b],
          [c, b, a],
        ] as const)
          tripleOffset[x * 2704 + y * 52 + z] = off;
      }
  const tripleLists = new Uint16Array(tripleChunks.length * 1176);
  tripleChunks.forEach((ch, i) => tripleLists.set(ch, i * 1176));

  const quadOffset = new Int32Array(choose(52, 4));
  const quadKeys = new Map<number, number>();
  const quadChunks: Uint16Array[] = [];
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++)
        for (let d = c + 1; d < 52; d++) {
          const key = canonicalKey([a, b, c, d]);
          let off = quadKeys.get(key);
          if (off === undefined) {
            off = quadChunks.length * 48;
            quadKeys.set(key, off);
            quadChunks.push(sortedClasses([a, b, c, d], 48));
          }
          quadOffset[quadColex(a, b, c, d)] = off;
        }
  const quadLists = new Uint16Array(quadChunks.length * 48);
  quadChunks.forEach((ch, i) => quadLists.set(ch, i * 48));

  return { cum0, cum1, cum2, pairType, tripleOffset, tripleLists, quadOffset, quadLists };
}

/** Count of entries below `t` in a sorted slice (binary search). Internal to the analysis. */
export function below(list: Uint16Array, off: number, len: number, t: number): number {
  let lo = 0;
  let hi = len;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[off + mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * `N(S, t)`: hands containing the cards `s[0…n−1]` with class below `t`.
 *
 * @param tb - The tables.
 * @param s - The cards (distinct).
 * @param n - How many of them, 0…5.
 * @param t - The class threshold.
 */
export function countContaining(tb: CountTables, s: ArrayLike<number>, n: number, t: number): number {
  switch (n) {
    case 0:
      return tb.cum0[t]!;
    case 1:
      return tb.cum1[(s[0]! >> 2) * ROW + t]!;
    case 2:
      return tb.cum2[tb.pairType[s[0]! * 52 + s[1]!]! * ROW + t]!;
    case 3:
      return below(tb.tripleLists, tb.tripleOffset[s[0]! * 2704 + s[1]! * 52 + s[2]!]!, 1176, t);
    case 4:
      return below(tb.quadLists, tb.quadOffset[quadColex(s[0]!, s[1]!, s[2]!, s[3]!)]!, 48, t);
    case 5:
      return evaluate5(s[0]!, s[1]!, s[2]!, s[3]!, s[4]!) < t ? 1 : 0;
    default:
      return 0;
  }
}

/**
 * Counts dealer hands that contain every card of `fixed`, avoid every card of `dead`, and have a class
 * below each threshold.
 *
 * @param fixed - Cards the dealer holds (0 or 1 up-card).
 * @param dead - Cards the dealer cannot hold (the player's, the discards, the replacements).
 * @param thresholds - Class thresholds `t` (count classes `< t`; `t = 7463` counts all).
 * @returns One count per threshold.
 * @example
 * ```ts
 * countDealerHands([], playerCards, [7463]); // [1533939]: C(47, 5)
 * ```
 */
export function countDealerHands(
  fixed: readonly number[],
  dead: readonly number[],
  thresholds: readonly number[],
): number[] {
  const tb = countTables();
  const out = new Array<number>(thresholds.length).fill(0);
  const s = new Array<number>(5);
  for (let i = 0; i < fixed.length; i++) s[i] = fixed[i]!;
  const rec = (from: number, n: number, sign: number): void => {
    for (let k = 0; k < thresholds.length; k++) out[k]! += sign * countContaining(tb, s, n, thresholds[k]!);
    if (n === 5) return;
    for (let i = from; i < dead.length; i++) {
      s[n] = dead[i]!;
      rec(i + 1, n + 1, -sign);
    }
  };
  rec(0, fixed.length, 1);
  return out;
}
