/**
 * The exact distribution of one stud round's net result, in antes, with the exchange, for a player who
 * follows a given strategy: each hand class folds, raises, or exchanges the cards its code says; after
 * an exchange the player raises when the raise's EV beats the fold's (ties fold). Fees are taken from
 * every result of an exchanged hand: −1 − fee for a fold after it, and so on.
 *
 * For every exchanged hand, every replacement is enumerated, and the dealer's hands avoiding the
 * original five and the replacements are counted by inclusion–exclusion on the counting tables, split
 * into «нет игры», a win by the player's combination, a tie and a loss — the bookkeeping of `ev.ts`'s
 * totals, kept outcome by outcome. It takes minutes for the 134,459 classes (a script ships the result);
 * the classes can be split into ranges and the counts added.
 *
 * @module
 */
import { payoutDistributionOrThrow, type PayoutDistribution, type PayoutOutcome } from '../../analysis/variance.js';
import { commonDenominator } from '../../money/index.js';
import { add, frac, sub } from '../../rational/index.js';
import { evaluate5, categoryOf, type Category } from '../evaluator.js';
import { checkRulesOrThrow, type StudRules } from '../rules.js';
import { qualifyingLimit } from '../settle.js';
import { cardsOfKey, handClasses } from './classes.js';
import { below, choose, countTables, countDealerHands, quadColex, ROW } from './counts.js';
import { buildAvoiding, buildHolding, PAIRS } from './ev.js';

/** Counts of one option's outcomes, each over the option's own number of equally likely deals. */
export interface ExchangeOutcomeCounts {
  /** Folds, by the cards exchanged first (0, 1 or 2). */
  readonly fold: [number, number, number];
  /** Raises against a dealer with «нет игры», by the cards exchanged. */
  readonly noGame: [number, number, number];
  /** Ties, by the cards exchanged. */
  readonly tie: [number, number, number];
  /** Losses, by the cards exchanged. */
  readonly lose: [number, number, number];
  /** Wins, by the cards exchanged and the player's combination. */
  readonly win: [Map<Category, number>, Map<Category, number>, Map<Category, number>];
}

/**
 * What every equally likely deal weighs, per cards exchanged: a deal of the player's five (out of
 * C(52,5)) times, after 0, 1 or 2 cards exchanged, the replacements and the dealer's five.
 */
export const EXCHANGE_DEALS: readonly [number, number, number] = [
  choose(47, 5),
  47 * choose(46, 5),
  choose(47, 2) * choose(45, 5),
];

let classesCache: { keys: Float64Array; weights: Uint8Array } | null = null;

/**
 * Counts the outcomes of a strategy over a range of hand classes (in the order of `handClasses()`).
 * A count under `k` exchanged cards, times the class weight, is out of `C(52,5) × EXCHANGE_DEALS[k]`.
 *
 * @param rules - The rules (payouts, qualifier, raise multiple; no dealer card shown).
 * @param codes - One code per class: 0 fold, 1 raise, 2–6 exchange card i of the class's cards in
 *   ascending order, 7–16 exchange the pair 01, 02, 03, 04, 12, 13, 14, 23, 24, 34.
 * @param from - First class index (default 0).
 * @param to - One past the last (default all).
 * @returns The weighted counts.
 */
export function exchangeOutcomeCounts(
  rules: StudRules,
  codes: Uint8Array,
  from = 0,
  to?: number,
): ExchangeOutcomeCounts {
  checkRulesOrThrow(rules);
  classesCache ??= handClasses();
  const { keys, weights } = classesCache;
  const end = Math.min(to ?? keys.length, keys.length);
  const tb = countTables();
  const q1 = qualifyingLimit(rules) + 1;
  const scale = commonDenominator([rules.antePays, ...Object.values(rules.paytable)]);
  const anteU = (rules.antePays.pays * scale) / rules.antePays.per;
  const lossU = (1 + rules.raiseMultiple) * scale;
  const payU = (p: number) => {
    const c = categoryOf(p);
    return c === 'noGame' ? 0 : (rules.raiseMultiple * rules.paytable[c].pays * scale) / rules.paytable[c].per;
  };
  const out: ExchangeOutcomeCounts = {
    fold: [0, 0, 0],
    noGame: [0, 0, 0],
    tie: [0, 0, 0],
    lose: [0, 0, 0],
    win: [new Map(), new Map(), new Map()],
  };
  /** Adds a raise (or the fold that beats it) over n dealer hands with counts q, l, le, times w. */
  const settle = (k: 0 | 1 | 2, p: number, n: number, q: number, l: number, le: number, w: number, force = false) => {
    const raise = (n - q) * anteU + (q - le) * (anteU + payU(p)) - l * lossU;
    if (!force && !(raise > -n * scale)) {
      out.fold[k] += w * n;
      return;
    }
    out.noGame[k] += w * (n - q);
    out.tie[k] += w * (le - l);
    out.lose[k] += w * l;
    if (q - le > 0) {
      const c = categoryOf(p);
      out.win[k].set(c, (out.win[k].get(c) ?? 0) + w * (q - le));
    }
  };
  const n46 = choose(46, 5);
  const n45 = choose(45, 5);
  for (let i = from; i < end; i++) {
    const h = cardsOfKey(keys[i]!);
    const w = weights[i]!;
    const code = codes[i]!;
    if (code === 0) {
      out.fold[0] += w * EXCHANGE_DEALS[0];
      continue;
    }
    if (code === 1) {
      const p = evaluate5(h[0]!, h[1]!, h[2]!, h[3]!, h[4]!);
      const [q, l, le] = countDealerHands([], h, [q1, Math.min(p, q1), Math.min(p + 1, q1)]) as [
        number,
        number,
        number,
      ];
      settle(0, p, EXCHANGE_DEALS[0], q, l, le, w, true); // the strategy raises: no second choice
      continue;
    }
    if (code > 16) throw new RangeError(`exchangeOutcomeCounts: no strategy for class ${i} (code ${code}).`);
    const inHand = new Uint8Array(52);
    for (const c of h) inHand[c] = 1;
    const unseen: number[] = [];
    for (let c = 0; c < 52; c++) if (!inHand[c]) unseen.push(c);
    const g = buildAvoiding(tb, h);
    const a = buildHolding(tb, h, unseen);
    if (code <= 6) {
      const k = h.filter((_, j) => j !== code - 2);
      for (const r of unseen) {
        const p = evaluate5(k[0]!, k[1]!, k[2]!, k[3]!, r);
        const off = r * ROW;
        const tl = Math.min(p, q1);
        const tle = Math.min(p + 1, q1);
        settle(1, p, n46, g[q1]! - a[off + q1]!, g[tl]! - a[off + tl]!, g[tle]! - a[off + tle]!, w);
      }
      continue;
    }
    const [u, v] = PAIRS[code - 7]!;
    const kept = h.filter((_, j) => j !== u && j !== v);
    const rests = PAIRS.map(([s, t]) => h.filter((_, m) => m !== s && m !== t));
    const ts = [0, 0, 0];
    const cnt = [0, 0, 0];
    const tripOff = new Int32Array(5);
    const quadOff = new Int32Array(10);
    const fives = new Int32Array(10);
    for (let x = 0; x < 47; x++) {
      const r1 = unseen[x]!;
      for (let y = x + 1; y < 47; y++) {
        const r2 = unseen[y]!;
        const p = evaluate5(r1, r2, kept[0]!, kept[1]!, kept[2]!);
        // Dealer hands avoiding the five and r1, r2: G − A(r1) − A(r2) + B(r1, r2), with B the hands
        // holding both and avoiding the five, by inclusion–exclusion over the five's subsets.
        const pairRow = tb.pairType[r1 * 52 + r2]! * ROW;
        for (let j = 0; j < 5; j++) tripOff[j] = tb.tripleOffset[r1 * 2704 + r2 * 52 + h[j]!]!;
        for (let j = 0; j < 10; j++) {
          const [s, t] = PAIRS[j]!;
          quadOff[j] = tb.quadOffset[quadColex(r1, r2, h[s]!, h[t]!)]!;
          const rest = rests[j]!;
          fives[j] = evaluate5(r1, r2, rest[0]!, rest[1]!, rest[2]!);
        }
        ts[0] = q1;
        ts[1] = Math.min(p, q1);
        ts[2] = Math.min(p + 1, q1);
        for (let m = 0; m < 3; m++) {
          const t = ts[m]!;
          let c = g[t]! - a[r1 * ROW + t]! - a[r2 * ROW + t]! + tb.cum2[pairRow + t]!;
          for (let j = 0; j < 5; j++) c -= below(tb.tripleLists, tripOff[j]!, 1176, t);
          for (let j = 0; j < 10; j++) c += below(tb.quadLists, quadOff[j]!, 48, t);
          for (let j = 0; j < 10; j++) if (fives[j]! < t) c--;
          cnt[m] = c;
        }
        settle(2, p, n45, cnt[0]!, cnt[1]!, cnt[2]!, w);
      }
    }
  }
  return out;
}

/**
 * Adds two sets of counts (of disjoint class ranges).
 *
 * @param a - Counts.
 * @param b - More counts.
 */
export function addOutcomeCounts(a: ExchangeOutcomeCounts, b: ExchangeOutcomeCounts): ExchangeOutcomeCounts {
  const sum3 = (x: readonly number[], y: readonly number[]) =>
    [x[0]! + y[0]!, x[1]! + y[1]!, x[2]! + y[2]!] as [number, number, number];
  const win = [0, 1, 2].map((k) => {
    const m = new Map(a.win[k]!);
    for (const [c, n] of b.win[k]!) m.set(c, (m.get(c) ?? 0) + n);
    return m;
  }) as ExchangeOutcomeCounts['win'];
  return {
    fold: sum3(a.fold, b.fold),
    noGame: sum3(a.noGame, b.noGame),
    tie: sum3(a.tie, b.tie),
    lose: sum3(a.lose, b.lose),
    win,
  };
}

/**
 * The exact distribution, in antes, from the counts of every class: each count over
 * `C(52,5) × EXCHANGE_DEALS[k]`, each result less the fee of the `k` cards exchanged.
 *
 * @param rules - The rules (payouts and fees).
 * @param c - The counts of all 134,459 classes.
 * @returns The distribution (it sums to 1 only when every class was counted).
 */
export function exchangeDistributionFromCounts(rules: StudRules, c: ExchangeOutcomeCounts): PayoutDistribution {
  checkRulesOrThrow(rules);
  const ante = frac(rules.antePays.pays, rules.antePays.per);
  const fees = [
    frac(0),
    frac(rules.feeOneCard.pays, rules.feeOneCard.per),
    frac(rules.feeTwoCards.pays, rules.feeTwoCards.per),
  ];
  const hands = BigInt(choose(52, 5));
  const outcomes: PayoutOutcome[] = [];
  for (const k of [0, 1, 2] as const) {
    const den = hands * BigInt(EXCHANGE_DEALS[k]);
    const p = (n: number) => frac(BigInt(n), den);
    const fee = fees[k]!;
    outcomes.push({ net: sub(frac(-1), fee), p: p(c.fold[k]) });
    outcomes.push({ net: sub(ante, fee), p: p(c.noGame[k]) });
    outcomes.push({ net: sub(frac(0), fee), p: p(c.tie[k]) });
    outcomes.push({ net: sub(frac(-(1 + rules.raiseMultiple)), fee), p: p(c.lose[k]) });
    for (const [cat, n] of c.win[k]) {
      if (cat === 'noGame') continue;
      const r = rules.paytable[cat];
      const win = add(ante, frac(BigInt(rules.raiseMultiple * r.pays), BigInt(r.per)));
      outcomes.push({ net: sub(win, fee), p: p(n) });
    }
  }
  return payoutDistributionOrThrow(outcomes);
}
