/**
 * Settlement of a finished blackjack round: every hand and insurance bet against the dealer's hand,
 * in whole chips, with a ledger that must balance.
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import type { Card } from '../cards/encoding.js';
import { ledger, payoutOrThrow, type Chips, type Ledger, type LedgerEntry, type Rounding } from '../money/index.js';
import { handValue } from './guards.js';
import type { Box, RoundEvent } from './types.js';
import { blackjackValue } from './value.js';

/** Rounding for payouts; `refuse` is checked when the bet is placed, so a settled payout is always whole. */
function roundingOf(rules: BlackjackRules): Rounding {
  return rules.rounding === 'refuse' ? 'down' : rules.rounding;
}

/**
 * Settles every box against the dealer's final cards.
 *
 * @param rules - The rules.
 * @param boxes - The boxes, hands finished.
 * @param dealer - The dealer's final cards.
 * @returns The ledger and one `betSettled` event per bet.
 */
export function settleBoxes(
  rules: BlackjackRules,
  boxes: readonly Box[],
  dealer: readonly Card[],
): { ledger: Ledger; events: RoundEvent[] } {
  const d = blackjackValue(dealer);
  const dealerBj = d.blackjack;
  const rounding = roundingOf(rules);
  const entries: LedgerEntry[] = [];
  const events: RoundEvent[] = [];
  const takesAll = !rules.holeCard && rules.dealerBlackjackTakes === 'all';
  boxes.forEach((box, bi) => {
    if (box.insurance !== null && box.insurance > 0) {
      const won = dealerBj ? payoutOrThrow(box.insurance, rules.insurancePays, rounding).win : 0;
      entries.push({
        owner: box.id,
        bet: 'insurance',
        staked: box.insurance,
        returned: dealerBj ? box.insurance : 0,
        won,
        lost: dealerBj ? 0 : box.insurance,
      });
      events.push({
        type: 'betSettled',
        box: bi,
        bet: 'insurance',
        outcome: dealerBj ? 'win' : 'lose',
        net: dealerBj ? won : -box.insurance,
      });
    }
    box.hands.forEach((hand, hi) => {
      const v = handValue(hand);
      const stake = hand.stake;
      const id = box.hands.length > 1 ? `hand${hi + 1}` : 'main';
      let outcome: 'win' | 'blackjack' | 'push' | 'lose' | 'surrender' | 'evenMoney';
      let returned = 0;
      let won = 0;
      if (box.evenMoney) {
        outcome = 'evenMoney';
        returned = stake;
        won = stake;
      } else if (hand.surrendered) {
        const early = rules.surrender === 'early';
        if (dealerBj && !early) {
          outcome = 'lose';
        } else {
          outcome = 'surrender';
          returned = payoutOrThrow(stake, { pays: 1, per: 2 }, rounding).win;
        }
      } else if (v.bust) {
        outcome = 'lose';
      } else if (dealerBj) {
        if (v.blackjack) {
          outcome = 'push';
          returned = stake;
        } else if (takesAll) {
          outcome = 'lose';
        } else {
          // Only the original bet is lost: the first hand's base stake; every other stake comes back.
          const lostHere = hi === 0 ? Math.min(box.bet, stake) : 0;
          returned = stake - lostHere;
          outcome = lostHere > 0 ? 'lose' : 'push';
        }
      } else if (v.blackjack) {
        outcome = 'blackjack';
        returned = stake;
        won = payoutOrThrow(stake, rules.blackjackPays, rounding).win;
      } else if (d.bust || v.total > d.total) {
        outcome = 'win';
        returned = stake;
        won = stake;
      } else if (v.total === d.total) {
        outcome = 'push';
        returned = stake;
      } else {
        outcome = 'lose';
      }
      const lost = stake - returned;
      entries.push({ owner: box.id, bet: id, staked: stake, returned, won, lost });
      events.push({ type: 'betSettled', box: bi, bet: hi, outcome, net: won - lost });
    });
  });
  return { ledger: ledger(entries), events };
}

/** Net result of a ledger for one box, in chips. */
export function boxNet(l: Ledger, boxId: string): Chips {
  let n = 0;
  for (const e of l.entries) if (e.owner === boxId) n += e.won - e.lost;
  return n;
}
