/**
 * How a blackjack hand's value is worked out, in words, for the two blackjack hand-value drills; the
 * hand names come from `@croupier/ru`.
 *
 * @module
 */
import { blackjackCardValue, blackjackValue } from '@croupier/engine/blackjack';
import { formatCard, type Card } from '@croupier/engine/cards';
import { blackjackTotalRu, formatBlackjackValue } from '@croupier/ru';

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
  if (key === 'blackjack') return 'Блекджек';
  if (key === 'bust') return 'перебор';
  const m = /^(soft|hard)(-ace)?-(\d+)$/u.exec(key);
  if (!m) return key;
  return `${blackjackTotalRu(Number(m[3]), m[1] === 'soft')}${m[2] ? ' с тузом' : ''}`;
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
  const base = 'Карты от 2 до 10 идут по номиналу, В, Д и К — по 10, туз — 1 или 11.';
  if (v.blackjack) {
    return `${shown}: туз и карта в 10 очков первыми двумя картами — Блекджек (21). Он бьёт любые другие 21. ${base}`;
  }
  if (v.bust) {
    return `${shown}: даже при тузах по 1 сумма ${hard} больше 21 — перебор, рука сразу проигрывает. ${base}`;
  }
  if (v.soft) {
    return `${shown}: туз считается за 11, пока сумма не больше 21: ${hard} + 10 = ${v.total}. Туз за 11 — рука мягкая («${blackjackTotalRu(v.total, true)}»); следующая карта не может дать перебор. ${base}`;
  }
  if (hasAce) {
    return `${shown}: с тузом за 11 было бы ${hard + 10} > 21, поэтому туз считается за 1: ${v.total}. Туз за 1 — рука жёсткая. ${base}`;
  }
  return `${shown} = ${v.total}. Туза нет — рука жёсткая. ${base}`;
}
