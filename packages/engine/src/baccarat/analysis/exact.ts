/**
 * Exact baccarat odds for any shoe composition, by enumeration.
 *
 * The unit is the ordered sequence of the next six cards of the shoe: a coup that uses k < 6 cards
 * stands for every way the remaining 6 − k positions can be filled, so every coup path is weighted by
 * `c1·c2·…·ck · (N−k)(N−k−1)…(N−5)`, and the weights of all paths add up to `N!/(N−6)!` exactly —
 * 4,998,398,275,503,360 for eight decks (416 cards). The loops run over card *values* (0…9, with the
 * tens and faces together), so there are at most 10⁴ two-and-two deals and 10⁶ paths. Every weight and
 * sum is an integer below 2⁵³, so plain numbers count exactly; the figures are then exact fractions.
 *
 * @module
 */
import { type Card, rankOf } from '../../cards/encoding.js';
import { frac, type Fraction } from '../../rational/index.js';
import { err, ok, orThrow, type Result, type RuleError } from '../../result/index.js';
import { fullComposition, type Shoe } from '../../shoe/index.js';
import { BANKER_TABLEAUS, type BaccaratRules } from '../rules.js';

/** Counts of the ten baccarat values 0…9 still in the shoe (`counts[0]` is the tens, jacks, queens and kings). */
export type ValueCounts = readonly number[];

/** The exact result distribution of one coup from a given shoe. */
export interface CoupDistribution {
  /** Cards in the shoe (N). */
  readonly cards: number;
  /** The unit: ordered sequences of six cards, `N!/(N−6)!`. */
  readonly sequences: bigint;
  /** `byPoints[10 * playerPoint + bankerPoint]`: sequences ending with those final points. */
  readonly byPoints: readonly bigint[];
  /** Sequences where the banker wins. */
  readonly banker: bigint;
  /** Sequences where the player wins. */
  readonly player: bigint;
  /** Sequences that tie. */
  readonly tie: bigint;
}

/**
 * Value counts from a composition by rank (13 counts, two … ace, as `compositionByRank` returns).
 *
 * @param byRank - Counts per rank index 0…12.
 * @example
 * ```ts
 * valueCountsFromRanks(fullComposition(8)); // [128, 32, 32, 32, 32, 32, 32, 32, 32, 32]
 * ```
 */
export function valueCountsFromRanks(byRank: readonly number[]): number[] {
  const v = new Array<number>(10).fill(0);
  byRank.forEach((n, rank) => {
    const value = rank === 12 ? 1 : rank >= 8 ? 0 : rank + 2;
    v[value]! += n;
  });
  return v;
}

/**
 * Value counts of a full shoe.
 *
 * @param decks - Number of decks.
 */
export function fullValueCounts(decks: number): number[] {
  return valueCountsFromRanks(fullComposition(decks));
}

/**
 * Value counts of a list of cards (what is left in a shoe part-way through).
 *
 * @param cards - The cards.
 */
export function valueCountsOfCards(cards: readonly Card[]): number[] {
  const byRank = new Array<number>(13).fill(0);
  for (const c of cards) byRank[rankOf(c)]!++;
  return valueCountsFromRanks(byRank);
}

/**
 * Value counts of what is still to be dealt from a shoe (part-way through, or full).
 *
 * @param shoe - The shoe; the cards from its position on are counted.
 * @example
 * ```ts
 * coupDistributionOrThrow(table.rules, valueCountsOfShoe(table.shoe)); // the odds of the next coup
 * ```
 */
export function valueCountsOfShoe(shoe: Shoe): number[] {
  return valueCountsOfCards(shoe.cards.slice(shoe.position));
}

/**
 * Value counts of a full shoe of `decks` decks less the cards already dealt.
 *
 * @param decks - Decks in the shoe.
 * @param dealt - Cards already out (repeats allowed: a shoe holds several decks).
 * @returns The counts, or `baccarat/bad-composition` when more of a value is dealt than the shoe holds.
 * @example
 * ```ts
 * valueCountsAfter(8, parseCardsOrThrow('5s 5h 5d', { unique: false })); // fives: 32 − 3 = 29
 * ```
 */
export function valueCountsAfter(
  decks: number,
  dealt: readonly Card[],
): Result<number[], RuleError<AnalysisErrorCode>> {
  const full = fullValueCounts(decks);
  const out = valueCountsOfCards(dealt);
  const left = full.map((n, v) => n - out[v]!);
  const bad = left.findIndex((n) => n < 0);
  if (bad >= 0) {
    return err(
      'baccarat/bad-composition',
      `${out[bad]} cards of value ${bad} are dealt, but ${decks} deck(s) hold only ${full[bad]}.`,
      {
        value: bad,
        dealt: out[bad],
        held: full[bad],
      },
    );
  }
  return ok(left);
}

/** Error codes of the analysis. */
export type AnalysisErrorCode = 'baccarat/bad-composition';

/**
 * Enumerates every coup from a shoe composition.
 *
 * @param rules - The rules (only `tableau` is read).
 * @param counts - Cards of each value 0…9 left in the shoe (at least 6 in all, at most 430).
 * @returns The exact distribution, or `baccarat/bad-composition`.
 * @example
 * ```ts
 * const d = coupDistributionOrThrow(DEFAULT_RULES, fullValueCounts(8));
 * d.sequences; // 4998398275503360n
 * d.banker;    // 2292252566437888n
 * ```
 */
export function coupDistribution(
  rules: Pick<BaccaratRules, 'tableau'>,
  counts: ValueCounts,
): Result<CoupDistribution, RuleError<AnalysisErrorCode>> {
  if (counts.length !== 10 || !counts.every((n) => Number.isSafeInteger(n) && n >= 0)) {
    return err(
      'baccarat/bad-composition',
      `A shoe composition is ten whole, non-negative counts (values 0…9), got ${JSON.stringify(counts)}.`,
    );
  }
  const n = counts.reduce((a, b) => a + b, 0);
  // N(N−1)…(N−5) must stay below 2^53 for exact counting in numbers: N ≤ 430 (8 decks are 416).
  if (n < 6 || n > 430) {
    return err('baccarat/bad-composition', `The analysis needs 6 to 430 cards in the shoe, got ${n}.`, { cards: n });
  }
  const tab = BANKER_TABLEAUS[rules.tableau];
  // draw[b * 11 + third], third 10 = the player stood.
  const draws = new Uint8Array(8 * 11);
  for (let b = 0; b < 8; b++)
    for (let t = 0; t <= 10; t++) draws[b * 11 + t] = tab[b]![t === 10 ? 11 : t] === 'D' ? 1 : 0;
  const c = Float64Array.from(counts);
  const acc = new Float64Array(100);
  const f5 = n - 5;
  const f45 = (n - 4) * (n - 5);
  for (let p1 = 0; p1 < 10; p1++) {
    const w1 = c[p1]!;
    if (w1 === 0) continue;
    c[p1]!--;
    for (let b1 = 0; b1 < 10; b1++) {
      const w2 = w1 * c[b1]!;
      if (w2 === 0) continue;
      c[b1]!--;
      for (let p2 = 0; p2 < 10; p2++) {
        const w3 = w2 * c[p2]!;
        if (w3 === 0) continue;
        c[p2]!--;
        const P = (p1 + p2) % 10;
        for (let b2 = 0; b2 < 10; b2++) {
          const w4 = w3 * c[b2]!;
          if (w4 === 0) continue;
          c[b2]!--;
          const B = (b1 + b2) % 10;
          if (P >= 8 || B >= 8) {
            acc[P * 10 + B]! += w4 * f45;
          } else if (P <= 5) {
            for (let p3 = 0; p3 < 10; p3++) {
              const w5 = w4 * c[p3]!;
              if (w5 === 0) continue;
              const P3 = (P + p3) % 10;
              if (draws[B * 11 + p3]) {
                c[p3]!--;
                for (let b3 = 0; b3 < 10; b3++) acc[P3 * 10 + ((B + b3) % 10)]! += w5 * c[b3]!;
                c[p3]!++;
              } else {
                acc[P3 * 10 + B]! += w5 * f5;
              }
            }
          } else if (draws[B * 11 + 10]) {
            for (let b3 = 0; b3 < 10; b3++) acc[P * 10 + ((B + b3) % 10)]! += w4 * c[b3]! * f5;
          } else {
            acc[P * 10 + B]! += w4 * f45;
          }
          c[b2]!++;
        }
        c[p2]!++;
      }
      c[b1]!++;
    }
    c[p1]!++;
  }
  const byPoints = Array.from(acc, (x) => BigInt(x));
  let banker = 0n;
  let player = 0n;
  let tie = 0n;
  for (let p = 0; p < 10; p++) {
    for (let b = 0; b < 10; b++) {
      const x = byPoints[p * 10 + b]!;
      if (p > b) player += x;
      else if (b > p) banker += x;
      else tie += x;
    }
  }
  let sequences = 1n;
  for (let k = 0; k < 6; k++) sequences *= BigInt(n - k);
  return ok({ cards: n, sequences, byPoints, banker, player, tie });
}

/** {@link coupDistribution}, throwing a `CroupierError` on a bad composition. */
export function coupDistributionOrThrow(rules: Pick<BaccaratRules, 'tableau'>, counts: ValueCounts): CoupDistribution {
  return orThrow(coupDistribution(rules, counts));
}

/** One bet's exact figures. */
export interface ExactBet {
  /** `banker`, `player` or `tie`. */
  readonly id: 'banker' | 'player' | 'tie';
  /** Probability the bet wins. */
  readonly win: Fraction;
  /** Probability it pushes (a tie, for Банко and Пунто when `tiePushes`). */
  readonly push: Fraction;
  /** Probability it loses. */
  readonly lose: Fraction;
  /** Expected return per chip staked (negative favours the house). */
  readonly ev: Fraction;
  /** House edge per chip staked: `−ev`. */
  readonly houseEdge: Fraction;
}

/**
 * Every bet's exact win/push/lose probabilities and house edge under the rules' payouts, from a distribution.
 * Payouts are taken as exact ratios (a stake that 19:20 pays whole, e.g. a multiple of 20).
 *
 * @param rules - The rules (payouts, `tiePushes`, `bankerSixPays`).
 * @param d - The distribution from {@link coupDistribution}.
 */
export function exactBets(rules: BaccaratRules, d: CoupDistribution): ExactBet[] {
  const T = d.sequences;
  const f = (x: bigint) => frac(x, T);
  const ratioOf = (r: { pays: number; per: number }) => ({ pays: BigInt(r.pays), per: BigInt(r.per) });
  const bet = (id: ExactBet['id'], win: bigint, push: bigint, lose: bigint, winnings: Fraction): ExactBet => {
    // ev = winnings − lose/T, as one fraction.
    const ev = frac(winnings.num * T - lose * winnings.den, winnings.den * T);
    return { id, win: f(win), push: f(push), lose: f(lose), ev, houseEdge: frac(-ev.num, ev.den) };
  };
  const tiePush = rules.tiePushes ? d.tie : 0n;
  const tieLose = rules.tiePushes ? 0n : d.tie;
  // Банко: wins on 6 may pay differently.
  const bp = ratioOf(rules.bankerPays);
  let bankerSix = 0n;
  if (rules.bankerSixPays) for (let p = 0; p < 6; p++) bankerSix += d.byPoints[p * 10 + 6]!;
  const bankerOther = d.banker - bankerSix;
  let bankerWinnings = frac(bankerOther * bp.pays, T * bp.per);
  if (rules.bankerSixPays) {
    const sp = ratioOf(rules.bankerSixPays);
    const six = frac(bankerSix * sp.pays, T * sp.per);
    bankerWinnings = frac(bankerWinnings.num * six.den + six.num * bankerWinnings.den, bankerWinnings.den * six.den);
  }
  const pp = ratioOf(rules.playerPays);
  const tp = ratioOf(rules.tiePays);
  return [
    bet('banker', d.banker, tiePush, d.player + tieLose, bankerWinnings),
    bet('player', d.player, tiePush, d.banker + tieLose, frac(d.player * pp.pays, T * pp.per)),
    bet('tie', d.tie, 0n, d.banker + d.player, frac(d.tie * tp.pays, T * tp.per)),
  ];
}
