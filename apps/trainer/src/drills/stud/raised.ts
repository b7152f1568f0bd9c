/**
 * What the payout drills («сколько выиграл игрок», «выплата фишками») share: a raised round settled by
 * the engine, the hands for a dealer without a game or for a player who wins with a combination, the keys
 * a qualifier allows, and the bet's ratio as a multiplier.
 *
 * @module
 */
import type { Card } from '@croupier/engine/cards';
import { orThrow } from '@croupier/engine';
import type { Rng } from '@croupier/engine/rng';
import { settle, type Category, type StudRules, type StudSettlement } from '@croupier/engine/stud';
import { deal, handOf } from './deal.ts';

/** The engine's settlement of a raised round. */
export const settleRaised = (
  player: readonly Card[],
  dealer: readonly Card[],
  ante: number,
  rules: StudRules,
): StudSettlement => orThrow(settle({ player, dealer, ante, raised: true }, rules));

/**
 * The keys a qualifier allows: a player's Туз-Король never beats a dealer who plays only from a pair.
 *
 * @param rules - The rules in play.
 * @param keys - Every key of the drill.
 */
export const keysUnder = (rules: StudRules, keys: readonly string[]): readonly string[] =>
  rules.qualifier === 'pair' ? keys.filter((k) => k !== 'aceKing') : keys;

/**
 * One try at the hands of a round: for `no-game` a dealer without a game, else a player holding the
 * combination against a dealer who plays (a lower Туз-Король, or a pair). The caller settles the round
 * and tries again until the outcome is the one it asks about.
 *
 * @param wanted - `no-game` or the player's combination.
 * @param rng - The randomness.
 */
export function winningHands(wanted: string, rng: Rng): { player: Card[]; dealer: Card[] } {
  if (wanted === 'no-game') {
    const player = deal(rng);
    return { player, dealer: handOf('noGame', rng, player) };
  }
  const player = handOf(wanted as Category, rng);
  return { player, dealer: handOf(wanted === 'aceKing' ? 'aceKing' : 'pair', rng, player) };
}

/** A ratio as the multiplier a stake is paid by: `3` for 3:1, `5/2` for 5:2; empty for none. */
export const timesOf = (ratio: { pays: number; per: number } | null | undefined): string =>
  ratio ? (ratio.per === 1 ? String(ratio.pays) : `${ratio.pays}/${ratio.per}`) : '';
