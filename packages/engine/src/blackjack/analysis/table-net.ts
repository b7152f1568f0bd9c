/**
 * The settlement of a simulated round's hands against the dealer, shared by the basic-strategy simulator
 * (`analysis/simulate.ts`) and the counting simulator (`counting/simulate.ts`). The hands are the
 * simulators' typed arrays: `status` 0 live, 1 bust, 2 surrendered; `stake` in units of the first bet
 * (doubles and splits included). Plain loops over the arrays, no allocation: they run once a round.
 *
 * @internal
 */

import { bestTotal } from '../value.js';

/**
 * What the player's hands lose to a dealer blackjack (a negative number, in units of the first bet):
 * a bust hand its stake, a surrendered one half (late) or all (early) of the first bet, the others
 * their whole stake when the dealer's blackjack takes all, else only the first bet.
 *
 * @param hands - How many hands are in play.
 * @param status - Each hand's status (0 live, 1 bust, 2 surrendered).
 * @param stake - Each hand's stake.
 * @param earlySurrender - Whether surrender is early (the surrendered bet is then lost whole).
 * @param takesAll - Whether a dealer blackjack takes doubles and splits too.
 * @returns The net of the round.
 */
export function netAgainstDealerBlackjack(
  hands: number,
  status: Uint8Array,
  stake: Float64Array,
  earlySurrender: boolean,
  takesAll: boolean,
): number {
  let net = 0;
  for (let h = 0; h < hands; h++) {
    if (status[h] === 1) net -= stake[h]!;
    else if (status[h] === 2) net -= earlySurrender ? 0.5 : 1;
    else if (takesAll) net -= stake[h]!;
    else if (h === 0) net -= 1;
  }
  return net;
}

/**
 * Whether any hand is still live (neither bust nor surrendered), so that the dealer draws.
 *
 * @param hands - How many hands are in play.
 * @param status - Each hand's status (0 live, 1 bust, 2 surrendered).
 * @returns `true` if the dealer has a hand to play against.
 */
export function anyLiveHand(hands: number, status: Uint8Array): boolean {
  for (let h = 0; h < hands; h++) if (status[h] === 0) return true;
  return false;
}

/**
 * The net of the hands against the dealer's final total: a bust hand loses its stake, a surrendered one
 * half the first bet, a live one wins or loses its stake by the totals (a dealer bust pays every live hand).
 *
 * @param hands - How many hands are in play.
 * @param status - Each hand's status (0 live, 1 bust, 2 surrendered).
 * @param stake - Each hand's stake.
 * @param hard - Each hand's hard total.
 * @param ace - Each hand's ace flag (1 if it holds an ace).
 * @param dealerBest - The dealer's best final total.
 * @returns The net of the round.
 */
export function netAgainstDealerTotal(
  hands: number,
  status: Uint8Array,
  stake: Float64Array,
  hard: Int32Array,
  ace: Uint8Array,
  dealerBest: number,
): number {
  let net = 0;
  for (let h = 0; h < hands; h++) {
    const s = stake[h]!;
    if (status[h] === 1) net -= s;
    else if (status[h] === 2) net -= 0.5;
    else {
      const b = bestTotal(hard[h]!, ace[h] === 1);
      if (dealerBest > 21 || b > dealerBest) net += s;
      else if (b < dealerBest) net -= s;
    }
  }
  return net;
}
