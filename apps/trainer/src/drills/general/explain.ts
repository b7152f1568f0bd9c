/**
 * How a blackjack hand's value is worked out, in words, for the two blackjack hand-value drills; the
 * hand names come from `@croupier/ru`.
 *
 * @module
 */
import { blackjackCardValue, blackjackValue } from '@croupier/engine/blackjack';
import { formatCard, type Card } from '@croupier/engine/cards';
import { formatBlackjackValue } from '@croupier/ru';
import { BLACKJACK_HAND_RU as RU } from '@croupier/ru/trainer/drills/general';

/** A card in the text's notation. */
export const ru = (c: Card): string => formatCard(c, { notation: 'ru' });

/** A hand's value as every widget words it (`@croupier/ru`), a blackjack with its total: «Блекджек (21)». */
export function valueText(cards: readonly Card[]): string {
  const v = blackjackValue(cards);
  return v.blackjack ? `${formatBlackjackValue(v)} (21)` : formatBlackjackValue(v);
}

/**
 * The Russian name of a blackjack key: `soft-17` → `мягкая 17`, `hard-ace-15` → `жёсткая 15 с тузом`.
 *
 * @param key - A key of the blackjack hand-value drills.
 */
export function blackjackKeyLabel(key: string): string {
  if (key === 'blackjack') return RU.blackjack;
  if (key === 'bust') return RU.bust;
  const m = /^(soft|hard)(-ace)?-(\d+)$/u.exec(key);
  if (!m) return key;
  return RU.keyLabel(Number(m[3]), m[1] === 'soft', m[2] !== undefined);
}

/**
 * Why a blackjack hand is worth what it is.
 *
 * @param cards - The hand.
 */
export function describeBlackjack(cards: readonly Card[]): string {
  const v = blackjackValue(cards);
  const hard = cards.reduce((s, c) => s + blackjackCardValue(c), 0);
  const shown = cards.map(ru).join(' + ');
  const hasAce = cards.some((c) => blackjackCardValue(c) === 1);
  if (v.blackjack) return RU.explainBlackjack(shown);
  if (v.bust) return RU.explainBust(shown, hard);
  if (v.soft) return RU.explainSoft(shown, hard, v.total);
  if (hasAce) return RU.explainHardAce(shown, hard, v.total);
  return RU.explainHard(shown, v.total);
}
