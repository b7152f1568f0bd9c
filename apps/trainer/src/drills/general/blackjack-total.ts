/**
 * «Блекджек: сумма очков» — how many points a hand of two to four cards has; the engine's
 * `blackjackValue` decides (a bust hand's answer is its total over 21, a blackjack's is 21).
 *
 * @module
 */
import { blackjackCardValue, blackjackValue } from '@croupier/engine/blackjack';
import type { Card } from '@croupier/engine/cards';
import { SITE_LINKS } from '@croupier/ru';
import { BLACKJACK_TOTAL_RU as RU } from '@croupier/ru/trainer/drills/general';
import { parseWholeNumber, type Drill } from '../../drill.ts';
import { cardsOf, dealOfClass, interleave, range, totalClasses } from './deal.ts';
import { blackjackKeyLabel, describeBlackjack, valueText } from './explain.ts';
import { drillMeta } from '../catalog.ts';

const KEYS = interleave(
  [...range(12, 20).map((n) => `hard-${n}`), ...range(4, 11).map((n) => `hard-${n}`), 'hard-21'],
  [
    'soft-17',
    'blackjack',
    'soft-13',
    'soft-18',
    'bust',
    'soft-19',
    'soft-12',
    'soft-20',
    'soft-14',
    'soft-15',
    'soft-16',
    'soft-21',
  ],
);

/**
 * The key of a blackjack hand for this drill: `hard-4`…`hard-21`, `soft-12`…`soft-21`, `blackjack`,
 * `bust`.
 *
 * @param cards - The hand.
 */
export function blackjackTotalKey(cards: readonly Card[]): string {
  const v = blackjackValue(cards);
  if (v.bust) return 'bust';
  if (v.blackjack) return 'blackjack';
  return `${v.soft ? 'soft' : 'hard'}-${v.total}`;
}

/** The drill. */
export const blackjackTotalDrill: Drill<'general'> = {
  ...drillMeta('general', 'blackjack-total'),
  keys: () => KEYS,
  keyLabel: blackjackKeyLabel,
  item(key, rng, { rules }) {
    const cards = dealOfClass(totalClasses, key, blackjackCardValue, rng);
    return {
      key,
      prompt: RU.prompt,
      hands: [{ label: RU.hand, cards }],
      answer: { kind: 'number', placeholder: RU.placeholder },
      rules,
      solution: { answer: String(blackjackValue(cards).total) },
      data: { cards },
    };
  },
  check(item, answer) {
    const cards = cardsOf(item);
    return {
      correct: parseWholeNumber(answer) === blackjackValue(cards).total,
      expected: valueText(cards),
      explanation: describeBlackjack(cards),
      ruleLink: SITE_LINKS.cards.blackjack,
    };
  },
};
