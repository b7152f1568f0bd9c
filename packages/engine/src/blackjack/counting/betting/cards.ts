/**
 * The cards a round uses, from an infinite shoe of a given composition: the law of their number
 * ({@link roundCardsDistribution}) and its mean ({@link expectedRoundCards}). Each spot's hand is
 * played by the chart (a double takes one card where the rules allow it, a surrender none, a split two
 * hands that each take a card, may double after the split and play on, no resplit; the model passes
 * the chart with the deviations of a count written in); the dealer's up card and second card (the hole card, where the
 * dealer peeks) always, her draws to 17 only when some spot has a hand left to settle (not bust, not
 * surrendered, not a blackjack), and under a peek a dealer blackjack ends the round before the spots
 * play, as the table deals it. The bet-ramp model uses both for the cut-card effect (decision 032):
 * where rounds start in a shoe (the renewal density of round starts) and how the count weights them.
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import { hitOrStand, type Chart, type ChartAction } from '../../analysis/player.js';
import { mayDoubleTotal, maySplitValue } from '../../rules.js';

/** The rules a round's cards depend on. */
export type RoundCardsRules = Pick<
  BlackjackRules,
  | 'dealerHitsSoft17'
  | 'surrender'
  | 'holeCard'
  | 'doubleOn'
  | 'doubleSoft'
  | 'doubleAfterSplit'
  | 'maxHands'
  | 'splitAces'
  | 'resplitAces'
>;

/** The best total of a hand: its hard total (aces as one), an ace counted as eleven where it fits. */
const best = (hard: number, ace: boolean): number => (ace && hard + 10 <= 21 ? hard + 10 : hard);

/** A law of a number of cards: `p[k]` the chance of `k`. */
type Law = number[];

const add = (a: Law, b: Law, w = 1): Law => {
  const out = a.slice();
  for (let k = 0; k < b.length; k++) out[k] = (out[k] ?? 0) + w * b[k]!;
  return out;
};
const times = (a: Law, b: Law): Law => {
  const out: Law = new Array<number>(Math.max(0, a.length + b.length - 1)).fill(0);
  for (let i = 0; i < a.length; i++) if (a[i]) for (let j = 0; j < b.length; j++) out[i + j]! += a[i]! * b[j]!;
  return out;
};
const shift = (a: Law, k: number): Law => [...new Array<number>(k).fill(0), ...a];
const power = (a: Law, n: number): Law => {
  let out: Law = [1];
  for (let i = 0; i < n; i++) out = times(out, a);
  return out;
};

/** A hand's further cards, split by whether it is still live at the end (`live`) or not (`dead`). */
interface HandLaw {
  readonly live: Law;
  readonly dead: Law;
}

/**
 * The law of the number of cards one round uses: `p[k]` the chance that it takes `k` cards (the
 * spots' and the dealer's), from an infinite shoe of the given composition.
 *
 * @param rules - The rules (soft 17, hole card, surrender, which totals double, doubling after a split, splits).
 * @param chart - The chart the spots play.
 * @param shoe - Cards by value (aces first), any positive scale; drawn as an infinite shoe.
 * @param spots - Spots played.
 * @returns The chances, index = cards.
 */
export function roundCardsDistribution(
  rules: RoundCardsRules,
  chart: Chart,
  shoe: ArrayLike<number>,
  spots: number,
): Float64Array {
  let tot = 0;
  for (let v = 0; v < 10; v++) tot += shoe[v]!;
  const p = Array.from({ length: 10 }, (_, v) => shoe[v]! / tot);
  const surrender = rules.surrender !== 'none';
  // The dealer's draws after her first two cards, from (hard total, an ace held).
  const dMemo = new Map<number, Law>();
  const dealer = (h: number, ace: boolean): Law => {
    const b = best(h, ace);
    if (h > 21 || b > 17 || (b === 17 && !(ace && b !== h && rules.dealerHitsSoft17))) return [1];
    const key = h * 2 + (ace ? 1 : 0);
    const m = dMemo.get(key);
    if (m) return m;
    let e: Law = [];
    for (let c = 1; c <= 10; c++) if (p[c - 1]) e = add(e, shift(dealer(h + c, ace || c === 1), 1), p[c - 1]!);
    dMemo.set(key, e);
    return e;
  };
  let round: Law = [];
  for (let up = 1; up <= 10; up++) {
    const pu = p[up - 1]!;
    if (!pu) continue;
    const cell = (h: number, ace: boolean): ChartAction => {
      const b = best(h, ace);
      const row = b !== h ? chart.soft[b] : chart.hard[b];
      return row?.[up - 1] ?? (b >= 17 ? 'S' : 'H');
    };
    // Further cards of a hand after its first two, hitting or standing by the chart.
    const hMemo = new Map<number, HandLaw>();
    const more = (h: number, ace: boolean): HandLaw => {
      if (h > 21) return { live: [], dead: [1] };
      if (best(h, ace) >= 21 || hitOrStand(cell(h, ace)) === 'stand') return { live: [1], dead: [] };
      const key = h * 2 + (ace ? 1 : 0);
      const m = hMemo.get(key);
      if (m) return m;
      let live: Law = [];
      let dead: Law = [];
      for (let c = 1; c <= 10; c++) {
        if (!p[c - 1]) continue;
        const r = more(h + c, ace || c === 1);
        live = add(live, shift(r.live, 1), p[c - 1]!);
        dead = add(dead, shift(r.dead, 1), p[c - 1]!);
      }
      const out = { live, dead };
      hMemo.set(key, out);
      return out;
    };
    const bustOn = (h: number): number => {
      let bust = 0;
      for (let x = 1; x <= 10; x++) if (h + x > 21) bust += p[x - 1]!;
      return bust;
    };
    // A hand of two cards played by its cell: a double takes one card, a surrender none (first hand only).
    const twoCards = (h: number, ace: boolean, first: boolean): HandLaw => {
      if (best(h, ace) >= 21) return { live: [1], dead: [] };
      const c = cell(h, ace);
      const soft = best(h, ace) !== h;
      if ((c === 'Dh' || c === 'Ds') && (first || rules.doubleAfterSplit) && mayDoubleTotal(rules, h, soft)) {
        const bust = bustOn(h);
        return { live: [0, 1 - bust], dead: [0, bust] };
      }
      if (first && surrender && (c === 'Rh' || c === 'Rs')) return { live: [], dead: [1] };
      return more(h, ace);
    };
    // A split hand from its one card: its second card and on (split aces take one card each).
    const fromOne = (card: number): HandLaw => {
      if (card === 1) return { live: [0, 1], dead: [] };
      let live: Law = [];
      let dead: Law = [];
      for (let c = 1; c <= 10; c++) {
        if (!p[c - 1]) continue;
        const r = twoCards(card + c, c === 1, false);
        live = add(live, shift(r.live, 1), p[c - 1]!);
        dead = add(dead, shift(r.dead, 1), p[c - 1]!);
      }
      return { live, dead };
    };
    // One spot: all its cards (`all`) and those of the rounds where it has nothing left to settle (`dead`).
    let all: Law = [];
    let dead: Law = [];
    for (let a = 1; a <= 10; a++)
      for (let b = 1; b <= 10; b++) {
        const w = p[a - 1]! * p[b - 1]!;
        if (!w) continue;
        const h = a + b;
        const ace = a === 1 || b === 1;
        let hand: HandLaw;
        const pairCell = a === b ? chart.pairs[a]?.[up - 1] : undefined;
        if (ace && h === 11) hand = { live: [], dead: [1] };
        else if (pairCell === 'P' && maySplitValue(rules, a)) {
          const one = fromOne(a);
          const both = times(add(one.live, one.dead), add(one.live, one.dead));
          const none = times(one.dead, one.dead);
          hand = { live: add(both, none, -1), dead: none };
        } else hand = twoCards(h, ace, true);
        all = add(all, shift(add(hand.live, hand.dead), 2), w);
        dead = add(dead, shift(hand.dead, 2), w);
      }
    const allS = power(all, spots);
    const deadS = power(dead, spots);
    const liveS = add(allS, deadS, -1);
    // The dealer's second card (the hole card under a peek) and her draws when a hand is live.
    let draws: Law = [];
    let pBj = 0;
    for (let c = 1; c <= 10; c++) {
      if (!p[c - 1]) continue;
      const bj = (up === 1 && c === 10) || (up === 10 && c === 1);
      if (bj && rules.holeCard) pBj += p[c - 1]!;
      else draws = add(draws, dealer(up + c, up === 1 || c === 1), p[c - 1]!);
    }
    // Under a peek `draws` is given no blackjack (its total is 1 − pBj); without, a blackjack stands.
    let byUp = shift(add(times(liveS, draws), deadS, 1 - pBj), 2);
    if (pBj > 0) byUp = add(byUp, shift([1], 2 * spots + 2), pBj);
    round = add(round, byUp, pu);
  }
  return Float64Array.from(round, (x) => Math.max(0, x));
}

/**
 * The expected cards of one round: the mean of {@link roundCardsDistribution}.
 *
 * @param rules - The rules (as {@link roundCardsDistribution}).
 * @param chart - The chart the spots play.
 * @param shoe - Cards by value (aces first), any positive scale; drawn as an infinite shoe.
 * @param spots - Spots played.
 * @returns The expected number of cards dealt in the round.
 */
export function expectedRoundCards(
  rules: RoundCardsRules,
  chart: Chart,
  shoe: ArrayLike<number>,
  spots: number,
): number {
  const law = roundCardsDistribution(rules, chart, shoe, spots);
  let m = 0;
  for (let k = 0; k < law.length; k++) m += k * law[k]!;
  return m;
}

/**
 * The renewal density of round starts: `u[n]` the chance that a round starts after exactly `n` cards
 * of a shoe (`u[0] = 1`, the first round), rounds using cards by the law `f` independently:
 * `u[n] = Σ_k f[k] u[n − k]`.
 *
 * @param f - The law of the cards a round uses (`roundCardsDistribution`).
 * @param n - Depths wanted: `0 … n − 1`.
 * @returns The density at each depth.
 */
export function roundStartDensity(f: ArrayLike<number>, n: number): Float64Array {
  const u = new Float64Array(n);
  if (n > 0) u[0] = 1;
  for (let d = 1; d < n; d++) {
    let s = 0;
    for (let k = 1; k <= d && k < f.length; k++) s += f[k]! * u[d - k]!;
    u[d] = s;
  }
  return u;
}
