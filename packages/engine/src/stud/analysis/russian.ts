/**
 * Exact advice for the Russian-poker options of decision 033: the value of fold, raise, insurance, a
 * sixth card and every exchange of one to five cards, with the ante pushed or paid, two combinations,
 * a maximum payout, a dealer card shown (first or fifth), and «покупка игры».
 *
 * Everything is counted in chips at one ante (by default the smallest at which every fee and payout is
 * whole chips, so the figures per ante are those of the ratios), exactly as the round settles: fees by
 * the table's rounding, payouts rounded down, the maximum in chips. The dealer's hidden cards and every
 * replacement are uniform over the cards the player has not seen.
 *
 * The dealer side reuses the closed-form counts of decision 013 (`countBelow` over the four suit masks
 * of the cards left): the raise after any final hand needs three counts (qualifying dealer hands, those
 * better than the player, those better or equal), a dealer card shown is "hands of the cards left and
 * the up-card less those without it". The exchanges are counted by the replacements' rank multiset
 * ({@link ExchangeCounter}): the rank parts once per multiset, the suit parts by table. «Покупка игры»
 * is not a count: the dealer hands without a game are grouped by rank set and by the suit of the four
 * cards kept after the highest goes, and each group's purchase is enumerated with every replacement card
 * (and again while the same rank comes); the player takes the better of the ante's win and the
 * purchase. That is done for the hand as dealt; after a draw (an exchange or a sixth card) the purchase
 * is left out, so those values are the exact values of
 * drawing and never buying afterwards: a lower bound, marked `exact: false`.
 *
 * @module
 */
import { type Card } from '../../cards/index.js';
import { commonPayoutUnit, payout } from '../../money/index.js';
import { type Fraction, add, frac } from '../../rational/index.js';
import { STUD_CATEGORIES, type StudPaidCategory } from '@croupier/paytables/stud';
import { twoCombinationsUnchecked, bestFiveUnchecked } from '../combinations.js';
import { type Category, categoryOf, evaluate5 } from '../evaluator.js';
import { exchangeFee, qualifyingLimit, raiseFor, raiseWin, type StudRules } from '../rules.js';
import { choose } from './counts.js';
import type { OptionEv } from './ev.js';
import { POP13, RankTotals, SHAPE, classShapes, countBelow, rankPartWith, suitPart } from './rankcount.js';

/** One option of a Russian-poker hand with its EV per ante (`exact` always set). */
export type RussianOptionEv = OptionEv & { readonly exact: boolean };

/** What the dealer side gives for one final hand: totals in chips over `n` dealer hands. */
interface Side {
  /** How many dealer hands. */
  readonly n: number;
  /** Dealer hands with a game (when shown). */
  readonly q: number;
  /** The raise's total in chips over the `n` hands (the purchase counted when asked). */
  readonly raise: number;
}

/** The player's final hand as the payouts read it. */
interface Final {
  readonly cls: number;
  readonly win: number; // the raise's win against a qualifying dealer, ante's part included
}

/** Suit masks of a card list. */
function masksOf(cards: readonly Card[]): Int32Array {
  const m = new Int32Array(4);
  for (const c of cards) m[c & 3]! |= 1 << (c >> 2);
  return m;
}

/** The context of one advice: rules in chips at the ante, the qualifier, the up-card. */
interface Ctx {
  readonly rules: StudRules;
  readonly ante: number;
  readonly bet: number;
  readonly anteWin: number;
  readonly tq: number; // first class without a game
  readonly up: Card | undefined;
  readonly feeBuy: number;
}

function finalOf(cards: readonly Card[], ctx: Ctx): Final {
  const { rules } = ctx;
  let cls: number;
  let first: Category;
  let second: StudPaidCategory | null = null;
  if (rules.twoCombinations) {
    const t = twoCombinationsUnchecked(cards);
    cls = t.first.class;
    first = t.first.category;
    second = t.second === null ? null : t.second.category;
  } else if (cards.length === 5) {
    cls = evaluate5(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!);
    first = categoryOf(cls);
  } else {
    const b = bestFiveUnchecked(cards);
    cls = b.class;
    first = b.category;
  }
  const anteOnWin = rules.anteWhenDealerLoses === 'push' ? 0 : ctx.anteWin;
  const win = first === 'noGame' ? 0 : anteOnWin + raiseWin(ctx.bet, first, second, rules).win;
  return { cls, win };
}

/** The raise's total by the counts (no purchase): `q`, `l`, `le` from the masks of the cards left. */
function countedSide(f: Final, masks: Int32Array, m: number, ctx: Ctx): Side {
  const tq = ctx.tq;
  const tl = Math.min(f.cls, tq);
  const tle = Math.min(f.cls + 1, tq);
  let q: number;
  let l: number;
  let le: number;
  let n: number;
  if (ctx.up === undefined) {
    n = choose(m, 5);
    q = countBelow(masks, tq);
    l = countBelow(masks, tl);
    le = countBelow(masks, tle);
  } else {
    n = choose(m, 4);
    const u = ctx.up;
    const withUp = Int32Array.from(masks);
    withUp[u & 3]! |= 1 << (u >> 2);
    q = countBelow(withUp, tq) - countBelow(masks, tq);
    l = countBelow(withUp, tl) - countBelow(masks, tl);
    le = countBelow(withUp, tle) - countBelow(masks, tle);
  }
  const raise = (n - q) * ctx.anteWin + (q - le) * f.win - l * (ctx.ante + ctx.bet);
  return { n, q, raise };
}

/** The result of the raise against one dealer hand that has a game. */
function against(f: Final, dealerCls: number, ctx: Ctx): number {
  if (dealerCls < f.cls) return -(ctx.ante + ctx.bet);
  return dealerCls === f.cls ? 0 : f.win;
}

/**
 * The raise's total with «покупка игры»: the counts give every dealer hand with a game and the ante's
 * win for the others; each dealer hand without a game then adds what buying gains over that win, when
 * it gains. A hand without a game has five distinct ranks, and what buying gives depends only on its
 * ranks and on whether the four cards kept after its highest goes are of one suit (which): the cards
 * left per rank follow from its ranks, and a flush after the purchase needs those four suited. So the
 * hands are grouped by their rank set (hidden ranks chosen from the twelve or thirteen left) and by
 * that suit, each group counted by its number of card choices, and the purchase is enumerated once
 * per group (every replacement card, and again while the same rank comes). Returned in chips as a
 * fraction per dealer hand (the purchase's averages make it rational).
 */
function purchaseSide(f: Final, deck: readonly Card[], ctx: Ctx): { n: number; q: number; ev: Fraction } {
  const masks = masksOf(deck);
  const counted = countedSide(f, masks, deck.length, ctx);
  const up = ctx.up;
  const hidden = up === undefined ? 5 : 4;
  if (deck.length < hidden) return { n: 0, q: 0, ev: frac(0) };
  const avail = new Int32Array(13);
  const byRank: Card[][] = Array.from({ length: 13 }, () => []);
  for (const c of deck) {
    avail[c >> 2]!++;
    byRank[c >> 2]!.push(c);
  }
  const upRank = up === undefined ? -1 : up >> 2;
  const upSuit = up === undefined ? -1 : up & 3;
  const byDen = new Map<number, bigint>();
  const gain = (weight: number, dealer: Card[]): void => {
    if (weight === 0) return;
    const rest = deck.filter((c) => !dealer.includes(c));
    const exact = buyExact(dealer, rest, f, ctx);
    // Over the ante's win: buy; else take the ante (already in the counted total).
    const num = exact.num - ctx.anteWin * exact.den;
    if (num > 0) byDen.set(exact.den, (byDen.get(exact.den) ?? 0n) + BigInt(weight) * BigInt(num));
  };
  const H: number[] = [];
  const visit = (): void => {
    const ranks = up === undefined ? H : [...H, upRank];
    let mask = 0;
    for (const r of ranks) mask |= 1 << r;
    const hi = 31 - Math.clz32(mask);
    // The class of these ranks off-suit: a game (straight, Туз-Король or better by the qualifier) is counted.
    const off = ranks.map((r, i) => r * 4 + (i === 0 ? 1 : 0));
    if (evaluate5(off[0]!, off[1]!, off[2]!, off[3]!, off[4]!) < ctx.tq) return;
    let total = 1;
    for (const r of H) total *= avail[r]!;
    const inSuit = (r: number, s: number): boolean => (masks[s]! & (1 << r)) !== 0;
    let generic = total;
    for (let s = 0; s < 4; s++) {
      // Five of suit s: a flush, a game.
      if ((up === undefined || upSuit === s) && H.every((r) => inSuit(r, s))) generic--;
      // The four left after the highest goes all of suit s, the highest not: a flush can be bought.
      let suited: number;
      if (hi === upRank) suited = s !== upSuit && H.every((r) => inSuit(r, s)) ? 1 : 0;
      else if (up !== undefined && s !== upSuit) suited = 0;
      else suited = H.every((r) => r === hi || inSuit(r, s)) ? avail[hi]! - (inSuit(hi, s) ? 1 : 0) : 0;
      generic -= suited;
      if (suited > 0) {
        const dealer = H.map((r) => (r === hi ? byRank[r]!.find((c) => (c & 3) !== s)! : r * 4 + s));
        if (up !== undefined) dealer.push(up);
        gain(suited, dealer);
      }
    }
    if (generic > 0) {
      // One choice of cards neither a flush nor four suited without the highest.
      const dealer: Card[] = new Array<Card>(5);
      if (up !== undefined) dealer[4] = up;
      const pick = (i: number): boolean => {
        if (i === H.length) {
          const rest = dealer.filter((c) => c >> 2 !== hi);
          return !rest.every((c) => (c & 3) === (rest[0]! & 3));
        }
        for (const c of byRank[H[i]!]!) {
          dealer[i] = c;
          if (pick(i + 1)) return true;
        }
        return false;
      };
      if (pick(0)) gain(generic, dealer);
    }
  };
  const choose_ = (r: number, left: number): void => {
    if (left === 0) {
      visit();
      return;
    }
    for (let x = r; x >= left - 1; x--) {
      if (x === upRank || avail[x] === 0) continue;
      H.push(x);
      choose_(x - 1, left - 1);
      H.pop();
    }
  };
  choose_(12, hidden);
  let ev = frac(BigInt(counted.raise), 1n);
  for (const [den, num] of byDen) ev = add(ev, frac(num, BigInt(den)));
  return { n: counted.n, q: counted.q, ev: frac(ev.num, ev.den * BigInt(counted.n)) };
}

/** {@link buyValue} as an exact fraction `num / den` (integers), the fee included. */
function buyExact(dealer: Card[], deck: readonly Card[], f: Final, ctx: Ctx): { num: number; den: number } {
  let hi = 0;
  for (let i = 1; i < 5; i++) if (dealer[i]! >> 2 > dealer[hi]! >> 2) hi = i;
  const r = replaceExact(dealer, hi, deck, new Uint8Array(52), f, ctx);
  return { num: r.num - ctx.feeBuy * r.den, den: r.den };
}

function replaceExact(
  dealer: Card[],
  slot: number,
  deck: readonly Card[],
  used: Uint8Array,
  f: Final,
  ctx: Ctx,
): { num: number; den: number } {
  const gone = dealer[slot]!;
  let count = 0;
  for (const c of deck) if (!used[c]) count++;
  if (count === 0) return { num: 0, den: 1 };
  // Every branch is scaled to the common denominator count · (deeper denominators), which is the same
  // for every card of the replaced rank (each removes one card).
  let plain = 0;
  const deeper: { num: number; den: number }[] = [];
  for (const c of deck) {
    if (used[c]) continue;
    dealer[slot] = c;
    if (ctx.rules.buyGame === 'sameRankAgain' && c >> 2 === gone >> 2) {
      used[c] = 1;
      deeper.push(replaceExact(dealer, slot, deck, used, f, ctx));
      used[c] = 0;
    } else {
      const cls = evaluate5(dealer[0]!, dealer[1]!, dealer[2]!, dealer[3]!, dealer[4]!);
      plain += cls < ctx.tq ? against(f, cls, ctx) : 0;
    }
  }
  dealer[slot] = gone;
  let den = 1;
  for (const d of deeper) den = lcm(den, d.den);
  let num = plain * den;
  for (const d of deeper) num += d.num * (den / d.den);
  return { num, den: den * count };
}

function gcdN(a: number, b: number): number {
  a = Math.abs(a);
  while (b) [a, b] = [b, a % b];
  return a;
}
function lcm(a: number, b: number): number {
  return (a / gcdN(a, b)) * b;
}

/** Sums many integers exactly: a double while it is safe, then into a bigint. */
class ExactSum {
  private big = 0n;
  private acc = 0;
  add(x: number): void {
    this.acc += x;
    if (Math.abs(this.acc) > 2 ** 50) {
      this.big += BigInt(this.acc);
      this.acc = 0;
    }
  }
  value(): bigint {
    return this.big + BigInt(this.acc);
  }
}

const POW5 = Array.from({ length: 13 }, (_, r) => 5 ** r);
/** `C(n, k)` for `n`, `k` = 0…4. */
const BINOM = [
  [1, 0, 0, 0, 0],
  [1, 1, 0, 0, 0],
  [1, 2, 1, 0, 0],
  [1, 3, 3, 1, 0],
  [1, 4, 6, 4, 1],
];

/**
 * One suit's share of {@link suitPart} for a threshold, per 13-bit mask: the suit part of the count
 * below `t` is the sum of this row over the four suit masks. Rows that do not depend on the class
 * within its category (four of a kind and full house; three of a kind, two pairs and a pair) are shared.
 */
const SUIT_ROWS = new Map<number, Int32Array>();
function suitRow(t: number): Int32Array {
  const cat = t === 7463 ? -1 : classShapes().shape[t * 6]!;
  const key =
    cat === SHAPE.four || cat === SHAPE.full
      ? -1
      : cat === SHAPE.three || cat === SHAPE.twoPair || cat === SHAPE.pair
        ? -2
        : t;
  let row = SUIT_ROWS.get(key);
  if (row === undefined) {
    // Filled on first read of each mask (a hand meets a few hundred masks of a row, not 8,192).
    row = new Int32Array(8192).fill(-1);
    SUIT_ROWS.set(key, row);
  }
  return row;
}

const M4 = new Int32Array(4);
/** Entry `mask` of a {@link suitRow}, computed on first read. */
function rowAt(row: Int32Array, t: number, mask: number): number {
  let v = row[mask]!;
  if (v < 0) {
    M4[0] = mask;
    v = row[mask] = suitPart(M4, t);
  }
  return v;
}

/** The rank sums of the cards left after one replacement rank multiset (and with the up-card added). */
interface RankEntry {
  readonly a: Int32Array;
  readonly rt: RankTotals;
  readonly aUp: Int32Array | null;
  readonly rtUp: RankTotals | null;
  /** The rank part below each threshold met (less the part without the up-card, when shown). */
  readonly parts: Map<number, number>;
}

/** One exchange's totals in chips: the sum over every replacement of the better of fold and raise. */
interface ExchangeTotal {
  readonly sum: bigint;
  readonly raises: number;
  readonly draws: number;
  readonly n: number;
}

/**
 * Every exchange of one hand, counted by the replacements' rank multiset. The cards left per rank
 * after a replacement depend only on the ranks it takes (the discards are out of play), so the rank
 * part of every dealer count is computed once per rank multiset and shared by every discard set; the
 * player's final hand is read once per (kept cards, rank multiset) from a hand of those ranks that is
 * not a flush; what the suits still change is the suit part, a table read per suit mask
 * ({@link suitRow}). With an up-card the suit parts of the suits other than the up-card's cancel, so
 * the replacements are grouped further by the ranks they take from the up-card's suit, each group
 * weighted by its number of card sets. The flush replacements (one per suit at most) are counted
 * card by card.
 */
class ExchangeCounter {
  private readonly avail = new Int32Array(13);
  private readonly byRank: Card[][] = Array.from({ length: 13 }, () => []);
  private readonly masks: Int32Array;
  private readonly cache = new Map<number, RankEntry>();
  private readonly rc = new Int32Array(13);
  /** The final hand off-suit by its rank multiset. */
  private readonly finals = new Map<number, Final>();

  constructor(
    unseen: readonly Card[],
    private readonly ctx: Ctx,
  ) {
    for (const c of unseen) {
      this.avail[c >> 2]!++;
      this.byRank[c >> 2]!.push(c);
    }
    this.masks = masksOf(unseen);
    this.m = unseen.length;
  }

  private readonly m: number;

  private entry(): RankEntry {
    const rc = this.rc;
    let key = 0;
    for (let r = 0; r < 13; r++) key += rc[r]! * POW5[r]!;
    let e = this.cache.get(key);
    if (e === undefined) {
      const a = new Int32Array(13);
      for (let r = 0; r < 13; r++) a[r] = this.avail[r]! - rc[r]!;
      const up = this.ctx.up;
      let aUp: Int32Array | null = null;
      if (up !== undefined) {
        aUp = Int32Array.from(a);
        aUp[up >> 2]!++;
      }
      e = {
        a,
        rt: new RankTotals().set(a),
        aUp,
        rtUp: aUp === null ? null : new RankTotals().set(aUp),
        parts: new Map(),
      };
      this.cache.set(key, e);
    }
    return e;
  }

  /**
   * The totals of exchanging all but `kept` for `k` cards.
   *
   * @param kept - The cards kept.
   * @param k - How many are replaced.
   * @param forced - Whether the raise is forced (all five switched under `exchangeAllRaises`).
   */
  total(kept: readonly Card[], k: number, forced: boolean): ExchangeTotal {
    const ctx = this.ctx;
    const up = ctx.up;
    const n = up === undefined ? choose(this.m - k, 5) : choose(this.m - k, 4);
    const sum = new ExactSum();
    let raises = 0;
    let draws = 0;
    const fold = -ctx.ante * n;
    const add = (weight: number, raise: number): void => {
      if (weight === 0) return;
      draws += weight;
      if (forced || raise > fold) {
        sum.add(weight * raise);
        raises += weight;
      } else sum.add(weight * fold);
    };
    // The suit every kept card shares with five distinct ranks (−2: none kept, −1: no flush possible).
    let keptSuit = kept.length === 0 ? -2 : kept[0]! & 3;
    let keptRanks = 0;
    for (const c of kept) {
      if ((c & 3) !== keptSuit || keptRanks & (1 << (c >> 2))) keptSuit = -1;
      keptRanks |= 1 << (c >> 2);
    }
    const rc = this.rc;
    rc.fill(0);
    const ranks: number[] = [];
    const rep: Card[] = [...kept, 0, 0, 0, 0, 0].slice(0, 5);
    const group = (): void => {
      const e = this.entry();
      // A hand of these ranks that is not a flush: suits unused by kept cards of the same rank.
      let j = kept.length;
      let distinct = keptSuit !== -1;
      for (const r of ranks) {
        if (rc[r]! > 1 || keptRanks & (1 << r)) distinct = false;
        let taken = 0;
        for (const c of kept) if (c >> 2 === r) taken |= 1 << (c & 3);
        for (let s = 0, left = rc[r]!; left > 0; s++) {
          if (taken & (1 << s)) continue;
          rep[j++] = r * 4 + s;
          left--;
        }
      }
      if (rep.every((c) => (c & 3) === (rep[0]! & 3))) rep[4] = (rep[4]! & ~3) | (((rep[4]! & 3) + 1) & 3);
      let fkey = 0;
      for (const c of rep) fkey += POW5[c >> 2]!;
      let f = this.finals.get(fkey);
      if (f === undefined) this.finals.set(fkey, (f = finalOf(rep, ctx)));
      const tq = ctx.tq;
      const tl = Math.min(f.cls, tq);
      const tle = Math.min(f.cls + 1, tq);
      const part = (t: number): number => {
        let v = e.parts.get(t);
        if (v === undefined) {
          v =
            e.aUp === null ? rankPartWith(e.a, e.rt, t) : rankPartWith(e.aUp, e.rtUp!, t) - rankPartWith(e.a, e.rt, t);
          e.parts.set(t, v);
        }
        return v;
      };
      const rq = part(tq);
      const rl = part(tl);
      const rle = part(tle);
      const Tq = suitRow(tq);
      const Tl = suitRow(tl);
      const Tle = suitRow(tle);
      const loss = ctx.ante + ctx.bet;
      // The flush replacements: all in one suit that the kept cards share.
      const flushSuits: number[] = [];
      if (distinct) {
        for (let s = 0; s < 4; s++) {
          if (keptSuit >= 0 && s !== keptSuit) continue;
          if (ranks.every((r) => this.masks[s]! & (1 << r))) flushSuits.push(s);
        }
      }
      for (const s of flushSuits) {
        const cards = [...kept, ...ranks.map((r) => r * 4 + s)];
        const masks = Int32Array.from(this.masks);
        for (const r of ranks) masks[s]! &= ~(1 << r);
        add(1, countedSide(finalOf(cards, ctx), masks, this.m - k, ctx).raise);
      }
      if (up !== undefined) {
        const us = up & 3;
        const ub = 1 << (up >> 2);
        const base = this.masks[us]!;
        const g = ranks.length;
        for (let combo = 0; combo < 1 << g; combo++) {
          let w = 1;
          let removed = 0;
          for (let i = 0; i < g && w > 0; i++) {
            const r = ranks[i]!;
            const inUp = (base >> r) & 1;
            const other = this.avail[r]! - inUp;
            if (combo & (1 << i)) {
              w *= inUp ? BINOM[other]![rc[r]! - 1]! : 0;
              removed |= 1 << r;
            } else w *= BINOM[other]![rc[r]!]!;
          }
          if (w === 0) continue;
          for (const s of flushSuits) if ((s === us ? (1 << g) - 1 : 0) === combo) w--;
          const mu = base & ~removed;
          const q = rq + rowAt(Tq, tq, mu | ub) - rowAt(Tq, tq, mu);
          const l = rl + rowAt(Tl, tl, mu | ub) - rowAt(Tl, tl, mu);
          const le = rle + rowAt(Tle, tle, mu | ub) - rowAt(Tle, tle, mu);
          add(w, (n - q) * ctx.anteWin + (q - le) * f.win - l * loss);
        }
        return;
      }
      // No card shown: every suit counts, so each replacement set is read (four table reads a count).
      const masks = Int32Array.from(this.masks);
      const walk = (i: number, flushSuit: number): void => {
        if (i === ranks.length) {
          if (flushSuit >= 0 && flushSuits.includes(flushSuit)) return;
          const q =
            rq +
            rowAt(Tq, tq, masks[0]!) +
            rowAt(Tq, tq, masks[1]!) +
            rowAt(Tq, tq, masks[2]!) +
            rowAt(Tq, tq, masks[3]!);
          const l =
            rl +
            rowAt(Tl, tl, masks[0]!) +
            rowAt(Tl, tl, masks[1]!) +
            rowAt(Tl, tl, masks[2]!) +
            rowAt(Tl, tl, masks[3]!);
          const le =
            rle +
            rowAt(Tle, tle, masks[0]!) +
            rowAt(Tle, tle, masks[1]!) +
            rowAt(Tle, tle, masks[2]!) +
            rowAt(Tle, tle, masks[3]!);
          add(1, (n - q) * ctx.anteWin + (q - le) * f.win - l * loss);
          return;
        }
        const r = ranks[i]!;
        const list = this.byRank[r]!;
        const want = rc[r]!;
        for (let sub = 1; sub < 1 << list.length; sub++) {
          if (POP13[sub] !== want) continue;
          let fs = flushSuit;
          for (let b = 0; b < list.length; b++) {
            if (!(sub & (1 << b))) continue;
            const c = list[b]!;
            masks[c & 3]! &= ~(1 << r);
            fs = fs === -2 || fs === (c & 3) ? c & 3 : -1;
          }
          walk(i + 1, fs);
          for (let b = 0; b < list.length; b++) if (sub & (1 << b)) masks[list[b]! & 3]! |= 1 << r;
        }
      };
      walk(0, -2);
    };
    const choose_ = (r: number, left: number): void => {
      if (left === 0) {
        group();
        return;
      }
      if (r < 0) return;
      const most = Math.min(left, this.avail[r]!);
      for (let x = most; x >= 0; x--) {
        rc[r] = x;
        if (x > 0) ranks.push(r);
        choose_(r - 1, left - x);
        if (x > 0) ranks.pop();
      }
      rc[r] = 0;
    };
    choose_(12, k);
    return { sum: sum.value(), raises, draws, n };
  }
}

/** Options of {@link adviseRussian}. */
export interface RussianAdviceOptions {
  /** The dealer's up-card, when the rules show one. */
  readonly upCard?: Card;
  /** The ante in chips (default: the smallest at which every fee and payout is whole chips). */
  readonly ante?: number;
  /**
   * The cards in play (default: all 52). A smaller deck is for checking the method against a naive
   * enumeration where that is cheap.
   *
   * @internal
   */
  readonly deck?: readonly Card[];
  /** Whether to value the exchanges (default true). */
  readonly exchange?: boolean;
}

/** The smallest ante at which every fee and payout of the rules is whole chips. */
export function wholeAnte(rules: StudRules): number {
  return commonPayoutUnit([
    rules.antePays,
    rules.feeOneCard,
    rules.feeTwoCards,
    rules.feeThreeCards,
    rules.feeFourCards,
    rules.feeFiveCards,
    rules.feeSixthCard,
    rules.feeBuyGame,
    ...STUD_CATEGORIES.map((k) => rules.paytable[k]),
  ]);
}

/** Every k-subset of `items`, as index lists, passed to `visit` (the array is reused). */
function forEachSubset(n: number, k: number, visit: (idx: Int32Array) => void): void {
  if (k > n) return;
  const idx = new Int32Array(k);
  for (let i = 0; i < k; i++) idx[i] = i;
  for (;;) {
    visit(idx);
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return;
    idx[i]!++;
    for (let j = i + 1; j < k; j++) idx[j] = idx[j - 1]! + 1;
  }
}

/**
 * The EV per ante of every option of a Russian-poker hand (see the module comment for what is exact).
 *
 * @param hand - The player's five cards, or six after a sixth card was bought (checked by the caller):
 *   then only fold, raise and insurance, the best five of six playing, the purchase counted (exact).
 * @param rules - Checked rules.
 * @param options - The up-card, the ante, the exchange switch.
 * @returns Every option, fold first, and the ante the chips were counted at.
 */
export function adviseRussian(
  hand: readonly Card[],
  rules: StudRules,
  options: RussianAdviceOptions = {},
): { readonly options: RussianOptionEv[]; readonly ante: number } {
  const ante = options.ante ?? wholeAnte(rules);
  const bet = raiseFor(ante, rules);
  const chips = (r: { pays: number; per: number }): number => {
    const p = payout(ante, r, rules.feeRounding);
    return p.ok ? p.value.win : Math.ceil((ante * r.pays) / r.per);
  };
  const up = rules.upCards === 1 ? options.upCard : undefined;
  const ctx: Ctx = {
    rules,
    ante,
    bet,
    anteWin: Math.floor((ante * rules.antePays.pays) / rules.antePays.per),
    tq: qualifyingLimit(rules) + 1,
    up,
    feeBuy: chips(rules.feeBuyGame),
  };
  const deck = options.deck ?? Array.from({ length: 52 }, (_, i) => i);
  const dead = new Set<number>([...hand, ...(up === undefined ? [] : [up])]);
  const unseen = deck.filter((c) => !dead.has(c));
  const A = BigInt(ante);
  const perAnte = (num: bigint, den: bigint): Fraction => frac(num, den * A);
  const out: RussianOptionEv[] = [{ action: 'fold', discard: [], ev: frac(-1), exact: true }];

  // Standing pat: the raise, and insurance on it.
  const f0 = finalOf(hand, ctx);
  const standing = rules.buyGame === 'none' ? null : purchaseSide(f0, unseen, ctx);
  const counted = countedSide(f0, masksOf(unseen), unseen.length, ctx);
  const raiseEv = standing === null ? frac(BigInt(counted.raise), BigInt(counted.n)) : standing.ev;
  out.push({ action: 'raise', discard: [], ev: frac(raiseEv.num, raiseEv.den * A), exact: true });
  if (rules.insurance !== 'none' && STUD_CATEGORIES.indexOf(categoryOf(f0.cls) as StudPaidCategory) >= 0) {
    const cat = categoryOf(f0.cls);
    if (STUD_CATEGORIES.indexOf(cat as StudPaidCategory) <= STUD_CATEGORIES.indexOf('threeOfAKind')) {
      const second = rules.twoCombinations ? (twoCombinationsUnchecked(hand).second?.category ?? null) : null;
      const win = raiseWin(bet, cat as StudPaidCategory, second, rules).win;
      const max = Math.max(ante, rules.insuranceMax === 'halfPayout' ? Math.floor(win / 2) : win);
      // Paid 1:1 when the dealer has no game as shown, lost when he has one.
      const n = counted.n;
      const edge = n - 2 * counted.q;
      const amount = edge > 0 ? max : ante;
      const ev = frac(raiseEv.num * BigInt(n) + BigInt(amount * edge) * raiseEv.den, raiseEv.den * BigInt(n) * A);
      out.push({ action: 'insure', discard: [], ev, amount, exact: true });
    }
  }

  // Six cards (a sixth card bought): no draw is left, only fold, raise and insurance.
  if (hand.length === 6) return { options: out, ante };

  const drawExact = rules.buyGame === 'none';
  // A sixth card: 47 (or 46) draws, the best five of six, then the better of fold and raise.
  if (rules.sixthCard) {
    const fee = chips(rules.feeSixthCard);
    const sum = new ExactSum();
    let raises = 0;
    let n = 0;
    const baseMasks = masksOf(unseen);
    for (const c of unseen) {
      const f = finalOf([...hand, c], ctx);
      const masks = Int32Array.from(baseMasks);
      masks[c & 3]! &= ~(1 << (c >> 2));
      const s = countedSide(f, masks, unseen.length - 1, ctx);
      n = s.n;
      const fold = -ante * s.n;
      if (s.raise > fold) {
        sum.add(s.raise);
        raises++;
      } else sum.add(fold);
    }
    const draws = BigInt(unseen.length);
    const den = draws * BigInt(n);
    out.push({
      action: 'buyCard',
      discard: [],
      ev: perAnte(sum.value() - BigInt(fee) * den, den),
      raiseChance: frac(raises, unseen.length),
      exact: drawExact,
    });
  }

  // Exchanges: every set of an allowed size, every replacement, then the better of fold and raise.
  if (options.exchange !== false && rules.maxExchange > 0) {
    const one = rules.exchangeMode === 'oneAtATime';
    const sizes: number[] = [];
    if (one) sizes.push(1);
    else for (let k = rules.minExchange; k <= rules.maxExchange; k++) sizes.push(k);
    const fast = new ExchangeCounter(unseen, ctx);
    for (const k of sizes) {
      const fee = exchangeFee(ante, k, rules);
      const feeChips = fee.ok ? fee.value : chips(rules.feeOneCard);
      const forced = k === 5 && rules.exchangeAllRaises;
      forEachSubset(5, k, (dIdx) => {
        const discard = Array.from(dIdx, (i) => hand[i]!);
        const kept = hand.filter((c) => !discard.includes(c));
        const t = fast.total(kept, k, forced);
        const den = BigInt(t.draws) * BigInt(t.n);
        out.push({
          action: 'exchange',
          discard,
          ev: perAnte(t.sum - BigInt(feeChips) * den, den),
          raiseChance: frac(t.raises, t.draws),
          exact: drawExact && !(one && rules.maxExchange > 1),
        });
      });
    }
  }
  return { options: out, ante };
}
