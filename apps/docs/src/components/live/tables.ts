/**
 * The tables of the examples beside the rules: seats, bets and openings, shared by the islands and by
 * the seed finders (`scenarios.ts`, run at build time). No engine code here, so an island loads only
 * its own game.
 *
 * @module
 */
import type { Seed } from '@croupier/engine';
import type { BlackjackAction } from '@croupier/engine/blackjack';
import type { StudAction } from '@croupier/engine/stud';

/** The reader's box at a blackjack example. */
export const BJ_BOX = 'Игрок';

/** A blackjack table for a seed. */
export function bjSetup(seed: Seed) {
  return { seats: { [BJ_BOX]: 1000 }, seed };
}

/** The bet and the deal. */
export function bjOpening(bet: number): BlackjackAction[] {
  return [{ type: 'bet', box: BJ_BOX, amount: bet }, { type: 'deal' }];
}

/**
 * The blackjack examples: the comparison, a split, the text's payouts of 5 and 10, a dealer's blackjack
 * against a double and a split, insurance; a blackjack against a blackjack (`bjPush`), a dealer's
 * blackjack against the player's plain 21 (`bj21`), a pair after the one split (`splitOnce`), two aces
 * (`acesNoSplit`); a Блекджек dealt with each ten-value rank (`natural`), equal totals (`push`), a double
 * that gets its one card (`double`), a Блекджек against the dealer's after an ace up (`insurancePush`).
 */
export type BjScenario =
  | 'compare'
  | 'split'
  | 'win5'
  | 'blackjack10'
  | 'dealerBjDouble'
  | 'dealerBjSplit'
  | 'insurance'
  | 'bjPush'
  | 'bj21'
  | 'splitOnce'
  | 'acesNoSplit'
  | 'natural'
  | 'push'
  | 'double'
  | 'insurancePush';

/** The bet of each example (the text's worked payouts use 5 and 10). */
export const BJ_BET: Readonly<Record<BjScenario, number>> = {
  compare: 10,
  split: 10,
  win5: 5,
  blackjack10: 10,
  dealerBjDouble: 10,
  dealerBjSplit: 10,
  insurance: 10,
  bjPush: 10,
  bj21: 10,
  splitOnce: 10,
  acesNoSplit: 10,
  natural: 10,
  push: 10,
  double: 10,
  insurancePush: 10,
};

/** The ante of the stud examples (the text's worked example uses 10). */
export const STUD_ANTE = 10;

/** A stud table for a seed. */
export function studSetup(seed: Seed) {
  return { balance: 1000, seed };
}

/** The ante that deals the round. */
export const STUD_OPENING: readonly StudAction[] = [{ type: 'ante', amount: STUD_ANTE }];

/** The line bets of the craps examples. */
export type CrapsLineBet = 'pass' | 'dontPass';

/** The stake of the craps examples. */
export const CRAPS_STAKE = 10;

/** The reader's seat at a craps example. */
export const CRAPS_SEAT = 'me';

/** A craps table for a seed. */
export function crapsSetup(seed: Seed) {
  return { seats: { [CRAPS_SEAT]: 1000 }, seed };
}
