/**
 * The cards a round uses, from an infinite shoe of a given composition: the dealer's hand and one
 * spot's hand played by the chart (a double takes one card, a surrender none, a split two hands that
 * each take a card and play on, no resplit). The bet-ramp model uses it to weight each count before a
 * round by the rounds a shoe deals there (decision 032, the cut-card effect).
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import { hitOrStand, type Chart, type ChartAction } from '../../analysis/player.js';

/** The best total of a hand: its hard total (aces as one), an ace counted as eleven where it fits. */
const best = (hard: number, ace: boolean): number => (ace && hard + 10 <= 21 ? hard + 10 : hard);

/**
 * The expected cards of one round: the dealer's (up card, second card and draws to 17, standing on
 * soft 17 unless the rules hit it) plus `spots` spots' hands by the chart.
 *
 * @param rules - The rules (soft 17, doubling and surrender only through the chart).
 * @param chart - The chart the spots play.
 * @param shoe - Cards by value (aces first), any positive scale; drawn as an infinite shoe.
 * @param spots - Spots played.
 * @returns The expected number of cards dealt in the round.
 */
export function expectedRoundCards(
  rules: Pick<BlackjackRules, 'dealerHitsSoft17' | 'surrender'>,
  chart: Chart,
  shoe: ArrayLike<number>,
  spots: number,
): number {
  let tot = 0;
  for (let v = 0; v < 10; v++) tot += shoe[v]!;
  const p = Array.from({ length: 10 }, (_, v) => shoe[v]! / tot);
  const surrender = rules.surrender !== 'none';
  // Dealer: expected further cards from (hard total, an ace held).
  const dMemo = new Map<number, number>();
  const dealer = (h: number, ace: boolean): number => {
    const b = best(h, ace);
    if (h > 21 || b > 17 || (b === 17 && !(ace && b !== h && rules.dealerHitsSoft17))) return 0;
    const key = h * 2 + (ace ? 1 : 0);
    const m = dMemo.get(key);
    if (m !== undefined) return m;
    let e = 1;
    for (let c = 1; c <= 10; c++) e += p[c - 1]! * dealer(h + c, ace || c === 1);
    dMemo.set(key, e);
    return e;
  };
  let cards = 0;
  for (let up = 1; up <= 10; up++) {
    const pu = p[up - 1]!;
    cards += pu * (1 + dealer(up, up === 1));
    const cell = (h: number, ace: boolean): ChartAction => {
      const b = best(h, ace);
      const row = b !== h ? chart.soft[b] : chart.hard[b];
      return row?.[up - 1] ?? (b >= 17 ? 'S' : 'H');
    };
    // Further cards of a hand after its first two, hitting or standing by the chart.
    const hMemo = new Map<number, number>();
    const more = (h: number, ace: boolean): number => {
      if (best(h, ace) >= 21) return 0;
      const key = h * 2 + (ace ? 1 : 0);
      const m = hMemo.get(key);
      if (m !== undefined) return m;
      let e = 0;
      if (hitOrStand(cell(h, ace)) === 'hit') {
        e = 1;
        for (let c = 1; c <= 10; c++) e += p[c - 1]! * more(h + c, ace || c === 1);
      }
      hMemo.set(key, e);
      return e;
    };
    // A split hand: its second card and on (split aces take one card each).
    const fromOne = (card: number): number => {
      let e = 1;
      if (card === 1) return e;
      for (let c = 1; c <= 10; c++) e += p[c - 1]! * more(card + c, c === 1);
      return e;
    };
    let hand = 0;
    for (let a = 1; a <= 10; a++)
      for (let b = 1; b <= 10; b++) {
        const h = a + b;
        const ace = a === 1 || b === 1;
        let e = 2;
        const pairCell = a === b ? chart.pairs[a]?.[up - 1] : undefined;
        if (pairCell === 'P') e = 2 * fromOne(a);
        else if (best(h, ace) < 21) {
          const c = cell(h, ace);
          if (c === 'Dh' || c === 'Ds') e += 1;
          else if (!(surrender && (c === 'Rh' || c === 'Rs'))) e += more(h, ace);
        }
        hand += p[a - 1]! * p[b - 1]! * e;
      }
    cards += pu * spots * hand;
  }
  return cards;
}
