/**
 * Independent blackjack oracles for the tests: a naive hand valuer, the dealer's rule and a naive
 * settler, written from the rule text without the engine's code (cards are the engine's integers,
 * `rank * 4 + suit`, rank 0 = two … 12 = ace; structural types only, no engine import).
 *
 * @module
 */

/** The rules a naive settlement reads. */
export interface NaiveBlackjackRules {
  readonly holeCard: boolean;
  readonly dealerBlackjackTakes: 'all' | 'original';
  readonly dealerHitsSoft17: boolean;
  readonly blackjackPays: { readonly pays: number; readonly per: number };
  readonly insurancePays: { readonly pays: number; readonly per: number };
  readonly surrender: 'none' | 'late' | 'early';
  readonly rounding: 'down' | 'up' | 'halfUp' | 'refuse';
}

/** A hand as the naive settler sees it. */
export interface NaiveHand {
  readonly cards: readonly number[];
  readonly stake: number;
  readonly fromSplit: boolean;
  readonly surrendered: boolean;
}

/** A box as the naive settler sees it. */
export interface NaiveBox {
  readonly bet: number;
  readonly insurance: number | null;
  readonly evenMoney: boolean;
  readonly hands: readonly NaiveHand[];
}

/** The points of one card: 2–10 face value, a picture 10, an ace 1 (its 11 is the hand's choice). */
export function naivePoints(card: number): number {
  const rank = Math.floor(card / 4);
  if (rank === 12) return 1;
  return rank >= 8 ? 10 : rank + 2;
}

/**
 * A hand's value by trying every ace as 1 or 11 and keeping the best total not over 21 (the text: «Туз
 * — 1 или 11 очков»).
 *
 * @param cards - The hand.
 */
export function naiveValue(cards: readonly number[]): { total: number; soft: boolean; bust: boolean } {
  let totals = [0];
  for (const c of cards) {
    const p = naivePoints(c);
    totals = p === 1 ? totals.flatMap((t) => [t + 1, t + 11]) : totals.map((t) => t + p);
  }
  const low = Math.min(...totals);
  const fitting = totals.filter((t) => t <= 21);
  if (fitting.length === 0) return { total: low, soft: false, bust: true };
  const total = Math.max(...fitting);
  return { total, soft: total !== low, bust: false };
}

/** Whether two cards are a natural: an ace and a ten-value card. */
export function naiveNatural(cards: readonly number[]): boolean {
  return cards.length === 2 && naiveValue(cards).total === 21;
}

/**
 * The dealer's rule: take a card below 17, stop at 17 or more; under H17 a soft 17 takes a card.
 *
 * @param cards - The dealer's cards.
 * @param hitsSoft17 - Whether the dealer hits a soft 17.
 */
export function naiveDealerDraws(cards: readonly number[], hitsSoft17: boolean): boolean {
  const v = naiveValue(cards);
  if (v.bust) return false;
  return v.total < 17 || (hitsSoft17 && v.total === 17 && v.soft);
}

/** `numerator / denominator` in whole chips under a rounding rule (`refuse` must be exact). */
export function naiveRound(numerator: number, denominator: number, rounding: NaiveBlackjackRules['rounding']): number {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  const floor = n / d;
  const rem = n % d;
  if (rem === 0n) return Number(floor);
  switch (rounding) {
    case 'down':
      return Number(floor);
    case 'up':
      return Number(floor + 1n);
    case 'halfUp':
      return Number(2n * rem >= d ? floor + 1n : floor);
    case 'refuse':
      throw new RangeError(`${numerator}/${denominator} is not whole under rounding: refuse`);
  }
}

/**
 * The net chips of a settled box, worked from the rules as written: a bust loses, a natural pays
 * `blackjackPays` unless the dealer has one too, a dealer natural takes every stake (or only the
 * original bet), a surrender gets half back, even money pays 1:1, insurance pays against a dealer
 * natural.
 *
 * @param rules - The rules.
 * @param box - The box's bet, insurance, even money and final hands.
 * @param dealer - The dealer's final cards.
 */
export function naiveBoxNet(rules: NaiveBlackjackRules, box: NaiveBox, dealer: readonly number[]): number {
  const dealerNatural = naiveNatural(dealer);
  const d = naiveValue(dealer);
  let net = 0;
  if (box.insurance !== null && box.insurance > 0) {
    net += dealerNatural
      ? naiveRound(box.insurance * rules.insurancePays.pays, rules.insurancePays.per, rules.rounding)
      : -box.insurance;
  }
  box.hands.forEach((hand, i) => {
    const v = naiveValue(hand.cards);
    const natural = !hand.fromSplit && naiveNatural(hand.cards);
    if (box.evenMoney) net += hand.stake;
    else if (hand.surrendered) {
      if (dealerNatural && rules.surrender !== 'early') net -= hand.stake;
      else net -= hand.stake - naiveRound(hand.stake, 2, rules.rounding);
    } else if (v.bust) net -= hand.stake;
    else if (dealerNatural) {
      if (natural) net += 0;
      else if (!rules.holeCard && rules.dealerBlackjackTakes === 'all') net -= hand.stake;
      else net -= i === 0 ? Math.min(box.bet, hand.stake) : 0;
    } else if (natural) {
      net += naiveRound(hand.stake * rules.blackjackPays.pays, rules.blackjackPays.per, rules.rounding);
    } else if (d.bust || v.total > d.total) net += hand.stake;
    else if (v.total < d.total) net -= hand.stake;
  });
  return net;
}

/**
 * The true count's distribution after `seen` cards of a small shoe, by brute force: every ordered
 * deal of `seen` cards from the shoe (cards by value, aces first) is walked one by one, its tags
 * summed, and the true count `(sum − seen·mean) · 52 / (cards left)` floored to a whole number.
 * Written without the engine, for checking its generating-polynomial law on a shoe small enough to
 * enumerate.
 *
 * @param shoe - Cards by value, aces first (ten counts).
 * @param tags - Tags by value, aces first.
 * @param seen - Cards dealt before the count is read.
 * @returns Floored true count → probability.
 */
export function naiveFlooredTrueCounts(
  shoe: readonly number[],
  tags: readonly number[],
  seen: number,
): Map<number, number> {
  const cards: number[] = [];
  shoe.forEach((k, v) => {
    for (let i = 0; i < k; i++) cards.push(v);
  });
  const n = cards.length;
  let deckSum = 0;
  for (const c of cards) deckSum += tags[c]!;
  const mean = deckSum / n;
  const used = new Array<boolean>(n).fill(false);
  const out = new Map<number, number>();
  let ways = 0;
  const walk = (depth: number, sum: number): void => {
    if (depth === seen) {
      ways++;
      const x = Math.round((((sum - seen * mean) * 52) / (n - seen)) * 1e9) / 1e9;
      const b = Math.floor(x);
      out.set(b, (out.get(b) ?? 0) + 1);
      return;
    }
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      used[i] = true;
      walk(depth + 1, sum + tags[cards[i]!]!);
      used[i] = false;
    }
  };
  walk(0, 0);
  for (const [k, v] of out) out.set(k, v / ways);
  return out;
}
