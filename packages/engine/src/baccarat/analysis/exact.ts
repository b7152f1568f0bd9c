/**
 * Exact baccarat odds for any shoe composition, and for an infinite shoe, by enumeration.
 *
 * The main bets, Dragon 7 and Panda 8 depend on the card *values*: the unit is the ordered sequence of
 * the next six cards of the shoe. A coup that uses k < 6 cards stands for every way the remaining 6 − k
 * positions can be filled, so every coup path is weighted by `c1·c2·…·ck · (N−k)(N−k−1)…(N−5)`, and the
 * weights of all paths add up to `N!/(N−6)!` exactly — 4,998,398,275,503,360 for eight decks (416 cards).
 * The loops run over the ten values, so there are at most 10⁴ two-and-two deals and 10⁶ paths; every
 * weight and sum is an integer below 2⁵³, so plain numbers count exactly. An infinite shoe draws every
 * value with a fixed probability (a ten-value card 4/13, any other 1/13): the same loops with the counts
 * 4, 1, …, 1 never going down, and the unit 13⁶.
 *
 * The pair bets depend only on the first two cards of each hand, and on ranks (a pair) or cards (a
 * perfect pair, rank and suit): closed forms over the counts, exact fractions too.
 *
 * @module
 */
import { type Card, rankOf } from '../../cards/encoding.js';
import { add, frac, mul, neg, ONE, sub, type Fraction } from '../../rational/index.js';
import { ok, orThrow, type Result } from '../../result/index.js';
import { type Shoe } from '../../shoe/index.js';
import { baccaratError, type BaccaratError } from '../errors.js';
import {
  BACCARAT_MAIN_BETS,
  betTerms,
  checkRules,
  checkRulesOrThrow,
  offeredBets,
  type BaccaratBet,
  type BaccaratRules,
  bankerDraws,
  playerDraws,
} from '../rules.js';
import { isNatural } from '../coup.js';

/** Counts of the ten baccarat values 0…9 still in the shoe (`counts[0]` is the tens, jacks, queens and kings). */
export type ValueCounts = readonly number[];

/**
 * What is in the shoe, as detailed as the bets need: by baccarat value (enough for Банко, Пунто, the
 * tie, Dragon 7 and Panda 8), by rank (also the pairs), by card (also the perfect pair), or an infinite
 * shoe drawing every card with the same probability.
 */
export type ShoeComposition =
  /** `counts[v]`: cards of value v = 0…9. */
  | { readonly kind: 'values'; readonly counts: readonly number[] }
  /** `counts[r]`: cards of rank index r = 0 (two) … 12 (ace). */
  | { readonly kind: 'ranks'; readonly counts: readonly number[] }
  /** `counts[c]`: copies of card c = rank × 4 + suit, 0…51. */
  | { readonly kind: 'cards'; readonly counts: readonly number[] }
  /** Infinitely many decks: every card 1/52, every rank 1/13, a ten-value card 4/13. */
  | { readonly kind: 'infinite' };

/** An infinite shoe. */
export const INFINITE_SHOE: ShoeComposition = Object.freeze({ kind: 'infinite' });

const LENGTHS = { values: 10, ranks: 13, cards: 52 } as const;
/** The ten baccarat points. */
const POINTS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** The fewest cards a coup may need. */
const MIN_CARDS = 6;
/** The most cards counted exactly in numbers: N(N−1)…(N−5) < 2⁵³. */
const MAX_CARDS = 430;

/** The exact result distribution of one coup from a given shoe. */
export interface CoupDistribution {
  /** Cards in the shoe (N), or `null` for an infinite shoe. */
  readonly cards: number | null;
  /** The unit: ordered sequences of six cards, `N!/(N−6)!`, or 13⁶ weighted draws for an infinite shoe. */
  readonly sequences: bigint;
  /** `byPoints[10 * playerPoint + bankerPoint]`: sequences ending with those final points. */
  readonly byPoints: readonly bigint[];
  /**
   * `byHand[4 * (10 * playerPoint + bankerPoint) + 2 * (playerCards − 2) + (bankerCards − 2)]`: the same,
   * split by how many cards each hand ended with.
   */
  readonly byHand: readonly bigint[];
  /** Sequences where the banker wins. */
  readonly banker: bigint;
  /** Sequences where the player wins. */
  readonly player: bigint;
  /** Sequences that tie. */
  readonly tie: bigint;
  /** Sequences where the banker wins on a 6 (paid 1:2 on commission-free tables). */
  readonly bankerWinsOnSix: bigint;
  /** Sequences where the banker wins with a three-card 7 (Dragon 7; EZ baccarat's Банко push). */
  readonly bankerThreeCardSeven: bigint;
  /** Sequences where the player wins with a three-card 8 (Panda 8). */
  readonly playerThreeCardEight: bigint;
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
  return valueCountsFromRanks(new Array<number>(13).fill(4 * decks));
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
 * The composition by card of a full shoe of `decks` decks: every card `decks` times.
 *
 * @param decks - Decks in the shoe.
 * @example
 * ```ts
 * shoeOfDecks(8).counts[0]; // 8: eight two of spades
 * ```
 */
export function shoeOfDecks(decks: number): ShoeComposition & { readonly kind: 'cards' } {
  return { kind: 'cards', counts: new Array<number>(52).fill(decks) };
}

/**
 * The composition by card of what is still to be dealt from a shoe.
 *
 * @param shoe - The shoe; the cards from its position on are counted.
 */
export function compositionOfShoe(shoe: Shoe): ShoeComposition & { readonly kind: 'cards' } {
  const counts = new Array<number>(52).fill(0);
  for (let i = shoe.position; i < shoe.cards.length; i++) counts[shoe.cards[i]!]!++;
  return { kind: 'cards', counts };
}

/**
 * The composition by card of a full shoe of `decks` decks less the cards already dealt.
 *
 * @param decks - Decks in the shoe.
 * @param dealt - Cards already out (repeats allowed: a shoe holds several decks).
 * @returns The composition, or `baccarat/bad-composition` when more of a card are dealt than the shoe holds.
 * @example
 * ```ts
 * compositionAfter(8, parseCardsOrThrow('5s 5s', { unique: false })); // the five of spades: 8 − 2 = 6
 * ```
 */
export function compositionAfter(
  decks: number,
  dealt: readonly Card[],
): Result<ShoeComposition & { readonly kind: 'cards' }, BaccaratError> {
  const counts = new Array<number>(52).fill(decks);
  for (const c of dealt) counts[c]!--;
  const bad = counts.findIndex((n) => n < 0);
  if (bad >= 0) {
    return baccaratError('baccarat/bad-composition', {
      reason: 'over-shoe',
      card: bad,
      dealt: decks - counts[bad]!,
      held: decks,
    });
  }
  return ok({ kind: 'cards', counts });
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
export function valueCountsAfter(decks: number, dealt: readonly Card[]): Result<number[], BaccaratError> {
  const full = fullValueCounts(decks);
  const out = valueCountsOfCards(dealt);
  const left = full.map((n, v) => n - out[v]!);
  const bad = left.findIndex((n) => n < 0);
  if (bad >= 0) {
    return baccaratError('baccarat/bad-composition', {
      reason: 'over-shoe',
      value: bad,
      dealt: out[bad]!,
      held: full[bad]!,
    });
  }
  return ok(left);
}

/**
 * Checks a composition (it may come from JSON): its kind, the length and the counts, and 6 to 430 cards.
 * A bare list of ten counts is taken as values.
 *
 * @param value - Anything.
 * @returns The composition, or `baccarat/bad-composition` with the reason.
 */
export function checkComposition(value: unknown): Result<ShoeComposition, BaccaratError> {
  const c = (Array.isArray(value) ? { kind: 'values', counts: value } : value) as {
    kind?: unknown;
    counts?: unknown;
  } | null;
  if (c === null || typeof c !== 'object') {
    return baccaratError('baccarat/bad-composition', { reason: 'not-a-composition' });
  }
  if (c.kind === 'infinite') return ok(INFINITE_SHOE);
  if (c.kind !== 'values' && c.kind !== 'ranks' && c.kind !== 'cards') {
    return baccaratError('baccarat/bad-composition', { reason: 'not-a-composition' });
  }
  const length = LENGTHS[c.kind];
  const counts = c.counts;
  if (
    !Array.isArray(counts) ||
    counts.length !== length ||
    !counts.every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0)
  ) {
    return baccaratError('baccarat/bad-composition', { reason: 'bad-counts', max: length });
  }
  let n = 0;
  for (const x of counts as number[]) n += x;
  if (n < MIN_CARDS) return baccaratError('baccarat/bad-composition', { reason: 'too-few', cards: n, min: MIN_CARDS });
  if (n > MAX_CARDS) return baccaratError('baccarat/bad-composition', { reason: 'too-many', cards: n, max: MAX_CARDS });
  return ok({ kind: c.kind, counts: (counts as number[]).slice() });
}

/** The value counts of a finite composition. */
function valuesOf(c: Exclude<ShoeComposition, { kind: 'infinite' }>): number[] {
  if (c.kind === 'values') return c.counts.slice();
  if (c.kind === 'ranks') return valueCountsFromRanks(c.counts);
  const byRank = new Array<number>(13).fill(0);
  c.counts.forEach((n, card) => (byRank[card >> 2]! += n));
  return valueCountsFromRanks(byRank);
}

/** Index into {@link CoupDistribution.byHand}. */
function handIndex(p: number, b: number, playerCards: number, bankerCards: number): number {
  return ((p * 10 + b) << 2) | ((playerCards - 2) << 1) | (bankerCards - 2);
}

/**
 * Walks every coup: `counts` are the value weights, `replace` draws with replacement (an infinite shoe:
 * the weights never go down), `f4`/`f5` weight the unused positions after a coup of four or five cards.
 */
function walk(
  tableau: Pick<BaccaratRules, 'tableau'>,
  counts: readonly number[],
  replace: boolean,
  f5: number,
  f4: number,
) {
  // The rules as lookup tables for the loops, filled from the named rules the round plays by.
  // draws[b * 11 + third]: the banker's rule on two-card total b (0…7), third 10 = the player stood.
  const draws = new Uint8Array(8 * 11);
  for (let b = 0; b < 8; b++)
    for (let t = 0; t <= 10; t++) draws[b * 11 + t] = bankerDraws(tableau, b, t === 10 ? null : t) ? 1 : 0;
  const natural = Uint8Array.from(POINTS, (p) => (isNatural(p) ? 1 : 0));
  const playerHits = Uint8Array.from(POINTS, (p) => (playerDraws(p) ? 1 : 0));
  const c = Float64Array.from(counts);
  const dec = replace ? 0 : 1;
  const acc = new Float64Array(400);
  for (let p1 = 0; p1 < 10; p1++) {
    const w1 = c[p1]!;
    if (w1 === 0) continue;
    c[p1]! -= dec;
    for (let b1 = 0; b1 < 10; b1++) {
      const w2 = w1 * c[b1]!;
      if (w2 === 0) continue;
      c[b1]! -= dec;
      for (let p2 = 0; p2 < 10; p2++) {
        const w3 = w2 * c[p2]!;
        if (w3 === 0) continue;
        c[p2]! -= dec;
        const P = (p1 + p2) % 10;
        for (let b2 = 0; b2 < 10; b2++) {
          const w4 = w3 * c[b2]!;
          if (w4 === 0) continue;
          c[b2]! -= dec;
          const B = (b1 + b2) % 10;
          if (natural[P] || natural[B]) {
            acc[handIndex(P, B, 2, 2)]! += w4 * f4;
          } else if (playerHits[P]) {
            for (let p3 = 0; p3 < 10; p3++) {
              const w5 = w4 * c[p3]!;
              if (w5 === 0) continue;
              const P3 = (P + p3) % 10;
              if (draws[B * 11 + p3]) {
                c[p3]! -= dec;
                for (let b3 = 0; b3 < 10; b3++) acc[handIndex(P3, (B + b3) % 10, 3, 3)]! += w5 * c[b3]!;
                c[p3]! += dec;
              } else {
                acc[handIndex(P3, B, 3, 2)]! += w5 * f5;
              }
            }
          } else if (draws[B * 11 + 10]) {
            for (let b3 = 0; b3 < 10; b3++) acc[handIndex(P, (B + b3) % 10, 2, 3)]! += w4 * c[b3]! * f5;
          } else {
            acc[handIndex(P, B, 2, 2)]! += w4 * f4;
          }
          c[b2]! += dec;
        }
        c[p2]! += dec;
      }
      c[b1]! += dec;
    }
    c[p1]! += dec;
  }
  return acc;
}

/**
 * Enumerates every coup from a shoe composition.
 *
 * @param rules - The rules (only `tableau` is read).
 * @param shoe - The composition ({@link ShoeComposition}), or ten value counts (at least 6 cards, at most 430).
 * @returns The exact distribution, or `baccarat/bad-composition`.
 * @example
 * ```ts
 * const d = coupDistributionOrThrow(DEFAULT_RULES, fullValueCounts(8));
 * d.sequences; // 4998398275503360n
 * d.banker;    // 2292252566437888n
 * coupDistributionOrThrow(DEFAULT_RULES, INFINITE_SHOE).sequences; // 4826809n (13⁶)
 * ```
 */
export function coupDistribution(
  rules: Pick<BaccaratRules, 'tableau'>,
  shoe: ShoeComposition | ValueCounts,
): Result<CoupDistribution, BaccaratError> {
  const checked = checkComposition(shoe);
  if (!checked.ok) return checked;
  const comp = checked.value;
  let acc: Float64Array;
  let sequences: bigint;
  let cards: number | null;
  if (comp.kind === 'infinite') {
    acc = walk(rules, [4, 1, 1, 1, 1, 1, 1, 1, 1, 1], true, 13, 169);
    sequences = 13n ** 6n;
    cards = null;
  } else {
    const counts = valuesOf(comp);
    const n = counts.reduce((a, b) => a + b, 0);
    acc = walk(rules, counts, false, n - 5, (n - 4) * (n - 5));
    sequences = 1n;
    for (let k = 0; k < 6; k++) sequences *= BigInt(n - k);
    cards = n;
  }
  const byHand = Array.from(acc, (x) => BigInt(x));
  const byPoints = new Array<bigint>(100).fill(0n);
  let banker = 0n;
  let player = 0n;
  let tie = 0n;
  let bankerWinsOnSix = 0n;
  let bankerThreeCardSeven = 0n;
  let playerThreeCardEight = 0n;
  for (let p = 0; p < 10; p++) {
    for (let b = 0; b < 10; b++) {
      for (let k = 0; k < 4; k++) {
        const x = byHand[((p * 10 + b) << 2) | k]!;
        byPoints[p * 10 + b]! += x;
        const playerCards = 2 + (k >> 1);
        const bankerCards = 2 + (k & 1);
        if (p > b) {
          player += x;
          if (p === 8 && playerCards === 3) playerThreeCardEight += x;
        } else if (b > p) {
          banker += x;
          if (b === 6) bankerWinsOnSix += x;
          if (b === 7 && bankerCards === 3) bankerThreeCardSeven += x;
        } else tie += x;
      }
    }
  }
  return ok({
    cards,
    sequences,
    byPoints,
    byHand,
    banker,
    player,
    tie,
    bankerWinsOnSix,
    bankerThreeCardSeven,
    playerThreeCardEight,
  });
}

/**
 * {@link coupDistribution}, throwing a `CroupierError` on a bad composition.
 *
 * @param rules - The rules.
 * @param shoe - The shoe composition.
 */
export function coupDistributionOrThrow(
  rules: Pick<BaccaratRules, 'tableau'>,
  shoe: ShoeComposition | ValueCounts,
): CoupDistribution {
  return orThrow(coupDistribution(rules, shoe));
}

/** The exact chances of pairs in the first two cards of the hands. */
export interface PairChances {
  /** A hand's first two cards are a pair (one rank); the same for the player and the banker. */
  readonly pair: Fraction;
  /** Both hands' first two cards are pairs. */
  readonly bothPairs: Fraction;
  /** A hand's first two cards are the same card (rank and suit); `null` from a composition by rank. */
  readonly perfectPair: Fraction | null;
  /** Both hands have a perfect pair; `null` from a composition by rank. */
  readonly bothPerfectPairs: Fraction | null;
}

/**
 * The chance that the first two cards of one hand are alike, and of both hands, from counts of alike
 * cards (ranks for pairs, cards for perfect pairs). The player's cards are the 1st and 3rd of the shoe,
 * the banker's the 2nd and 4th: any two positions are alike by symmetry.
 */
function alike(counts: readonly number[]): { one: Fraction; both: Fraction } {
  let n = 0n;
  let s2 = 0n; // Σ c(c−1)
  let s2sq = 0n; // Σ (c(c−1))²
  let s4 = 0n; // Σ c(c−1)(c−2)(c−3)
  for (const x of counts) {
    const c = BigInt(x);
    n += c;
    const two = c * (c - 1n);
    s2 += two;
    s2sq += two * two;
    s4 += two * (c - 2n) * (c - 3n);
  }
  return {
    one: frac(s2, n * (n - 1n)),
    both: frac(s4 + s2 * s2 - s2sq, n * (n - 1n) * (n - 2n) * (n - 3n)),
  };
}

/**
 * The exact chances of pairs and perfect pairs in the first two cards of the hands.
 *
 * @param shoe - The composition: by rank (pairs only) or by card, or infinite.
 * @returns The chances, or `baccarat/bad-composition` (`needs-ranks` for a composition by value).
 * @example
 * ```ts
 * pairChancesOrThrow(shoeOfDecks(8)).pair; // 3224/43160 reduced: 13 × 32 × 31 / (416 × 415)
 * pairChancesOrThrow(INFINITE_SHOE).pair;  // 1/13
 * ```
 */
export function pairChances(shoe: ShoeComposition): Result<PairChances, BaccaratError> {
  const checked = checkComposition(shoe);
  if (!checked.ok) return checked;
  const c = checked.value;
  if (c.kind === 'infinite') {
    return ok({
      pair: frac(1, 13),
      bothPairs: frac(1, 169),
      perfectPair: frac(1, 52),
      bothPerfectPairs: frac(1, 2704),
    });
  }
  if (c.kind === 'values') return baccaratError('baccarat/bad-composition', { reason: 'needs-ranks', bet: 'pairs' });
  let ranks = c.counts;
  let perfect: { one: Fraction; both: Fraction } | null = null;
  if (c.kind === 'cards') {
    perfect = alike(c.counts);
    const byRank = new Array<number>(13).fill(0);
    c.counts.forEach((n, card) => (byRank[card >> 2]! += n));
    ranks = byRank;
  }
  const pairs = alike(ranks);
  return ok({
    pair: pairs.one,
    bothPairs: pairs.both,
    perfectPair: perfect?.one ?? null,
    bothPerfectPairs: perfect?.both ?? null,
  });
}

/**
 * {@link pairChances}, throwing a `CroupierError` on a bad composition.
 *
 * @param shoe - The shoe composition.
 */
export function pairChancesOrThrow(shoe: ShoeComposition): PairChances {
  return orThrow(pairChances(shoe));
}

/** One bet's exact figures. */
export interface ExactBet {
  /** The bet. */
  readonly id: BaccaratBet;
  /** Probability the bet wins (is paid). */
  readonly win: Fraction;
  /** Probability it pushes (the stake comes back unpaid). */
  readonly push: Fraction;
  /** Probability it loses. */
  readonly lose: Fraction;
  /** Expected return per chip staked (negative favours the house). */
  readonly ev: Fraction;
  /** House edge per chip staked: `−ev`. */
  readonly houseEdge: Fraction;
}

const ratioFrac = (r: { pays: number; per: number }) => frac(r.pays, r.per);

/** A bet's figures from its paid chances (each with its ratio), its push chance; the rest loses. */
function figures({ id, paid, push }: BetChances): ExactBet {
  let win = frac(0);
  let winnings = frac(0);
  for (const [p, r] of paid) {
    win = add(win, p);
    winnings = add(winnings, mul(p, r));
  }
  const lose = sub(sub(ONE, win), push);
  const ev = sub(winnings, lose);
  return { id, win, push, lose, ev, houseEdge: neg(ev) };
}

/**
 * One bet's chances in a coup: each way it is paid, with the ratio it pays, and its push; every other
 * coup loses it.
 */
export interface BetChances {
  /** The bet. */
  readonly id: BaccaratBet;
  /** The paid outcomes: the probability and the ratio paid (e.g. `19/20`). */
  readonly paid: readonly (readonly [p: Fraction, ratio: Fraction])[];
  /** Probability the stake comes back unpaid. */
  readonly push: Fraction;
}

/**
 * A bet's chances under the rules' terms ({@link betTerms}): the one account of what each bet pays and
 * when it pushes, read by {@link exactOdds} and `baccaratBetDistributions`.
 */
function chancesOf(rules: BaccaratRules, bet: BaccaratBet, d: CoupDistribution, pairs: PairChances | null): BetChances {
  const f = (x: bigint) => frac(x, d.sequences);
  const none = frac(0);
  const pays = betTerms(rules, bet).payouts;
  const r = (when: string) => ratioFrac(pays.find((p) => p.when === when)!.ratio);
  const tiePush = rules.tiePushes ? f(d.tie) : none;
  const chances = (paid: BetChances['paid'], push: Fraction): BetChances => ({ id: bet, paid, push });
  switch (bet) {
    case 'banker': {
      const six = rules.bankerSixPays ? d.bankerWinsOnSix : 0n;
      const dragon = rules.bankerThreeCardSevenPushes ? d.bankerThreeCardSeven : 0n;
      const paid: [Fraction, Fraction][] = [[f(d.banker - six - dragon), r('win')]];
      if (rules.bankerSixPays) paid.push([f(six), r('bankerSix')]);
      return chances(paid, add(tiePush, f(dragon)));
    }
    case 'player':
      return chances([[f(d.player), r('win')]], tiePush);
    case 'tie':
      return chances([[f(d.tie), r('win')]], none);
    case 'playerPair':
    case 'bankerPair':
      return chances([[pairs!.pair, r('win')]], none);
    case 'eitherPair':
      return chances([[sub(add(pairs!.pair, pairs!.pair), pairs!.bothPairs), r('win')]], none);
    case 'perfectPair': {
      const one = pairs!.perfectPair!;
      const both = pairs!.bothPerfectPairs!;
      const exactlyOne = sub(add(one, one), add(both, both));
      const bothRatio = pays.some((p) => p.when === 'bothPerfectPairs') ? r('bothPerfectPairs') : r('win');
      return chances(
        [
          [exactlyOne, r('win')],
          [both, bothRatio],
        ],
        none,
      );
    }
    case 'dragon7':
      return chances([[f(d.bankerThreeCardSeven), r('win')]], none);
    case 'panda8':
      return chances([[f(d.playerThreeCardEight), r('win')]], none);
  }
}

/**
 * The three main bets' exact win/push/lose probabilities and house edges under the rules' payouts, from
 * a distribution. Payouts are taken as exact ratios (a stake that 19:20 pays whole, e.g. a multiple of 20).
 *
 * @param rules - The rules (payouts, `tiePushes`, `bankerSixPays`, `bankerThreeCardSevenPushes`).
 * @param d - The distribution from {@link coupDistribution}.
 * @returns Банко, Пунто, ничья, in that order.
 */
export function exactBets(rules: BaccaratRules, d: CoupDistribution): ExactBet[] {
  checkRulesOrThrow(rules);
  return BACCARAT_MAIN_BETS.map((bet) => figures(chancesOf(rules, bet, d, null)));
}

/**
 * Every bet the rules offer, with its chances in a coup ({@link BetChances}), for a shoe: the figures
 * of {@link exactOdds} and the distributions of `baccaratBetDistributions` are both read from these.
 *
 * @param rules - The rules.
 * @param shoe - The composition (default: a full shoe of `rules.decks`, by card); pair bets need ranks,
 *   the perfect pair needs cards.
 * @returns The bets in the order of {@link offeredBets}, or `baccarat/bad-composition`.
 * @example
 * ```ts
 * const tie = offeredBetChancesOrThrow(resolveRulesOrThrow({ preset: 'casino' }))[2]!;
 * tie.paid; // [[the chance of a tie, 8/1]]; tie.push is 0
 * ```
 */
export function offeredBetChances(
  rules: BaccaratRules,
  shoe?: ShoeComposition | ValueCounts,
): Result<BetChances[], BaccaratError> {
  const checked = checkRules(rules);
  if (!checked.ok) return checked;
  const composition = shoe ?? shoeOfDecks(rules.decks);
  const dist = coupDistribution(rules, composition);
  if (!dist.ok) return dist;
  const bets = offeredBets(rules);
  const needsPairs = bets.some((b) => b === 'playerPair' || b === 'bankerPair' || b === 'eitherPair');
  const needsPerfect = bets.includes('perfectPair');
  let pairs: PairChances | null = null;
  if (needsPairs || needsPerfect) {
    const kind = (composition as { kind?: unknown }).kind ?? 'values';
    if (kind === 'values') {
      return baccaratError('baccarat/bad-composition', {
        reason: needsPairs ? 'needs-ranks' : 'needs-cards',
        bet: bets.find((b) => b.endsWith('Pair'))!,
      });
    }
    const p = pairChances(composition as ShoeComposition);
    if (!p.ok) return p;
    pairs = p.value;
    if (needsPerfect && pairs.perfectPair === null) {
      return baccaratError('baccarat/bad-composition', { reason: 'needs-cards', bet: 'perfectPair' });
    }
  }
  return ok(bets.map((bet) => chancesOf(rules, bet, dist.value, pairs)));
}

/**
 * {@link offeredBetChances}, throwing a `CroupierError` on a bad composition.
 *
 * @param rules - The rules.
 * @param shoe - The shoe composition.
 */
export function offeredBetChancesOrThrow(rules: BaccaratRules, shoe?: ShoeComposition | ValueCounts): BetChances[] {
  return orThrow(offeredBetChances(rules, shoe));
}

/**
 * Every offered bet's exact figures — the main bets and the side bets the rules offer — for a shoe.
 *
 * @param rules - The rules.
 * @param shoe - The composition (default: a full shoe of `rules.decks`, by card); pair bets need ranks,
 *   the perfect pair needs cards.
 * @returns The bets in the order of {@link offeredBets}, or `baccarat/bad-composition`.
 * @example
 * ```ts
 * const ez = resolveRulesOrThrow({ preset: 'ez' });
 * exactOddsOrThrow(ez).find((b) => b.id === 'dragon7')!.houseEdge; // 7.61 %, exactly
 * ```
 */
export function exactOdds(
  rules: BaccaratRules,
  shoe?: ShoeComposition | ValueCounts,
): Result<ExactBet[], BaccaratError> {
  const chances = offeredBetChances(rules, shoe);
  return chances.ok ? ok(chances.value.map(figures)) : chances;
}

/**
 * {@link exactOdds}, throwing a `CroupierError` on a bad composition.
 *
 * @param rules - The rules.
 * @param shoe - The shoe composition.
 */
export function exactOddsOrThrow(rules: BaccaratRules, shoe?: ShoeComposition | ValueCounts): ExactBet[] {
  return orThrow(exactOdds(rules, shoe));
}
