/**
 * «Блекджек: мягкая или жёсткая» — is this hand soft (an ace counts 11), hard, a blackjack or a bust; the
 * engine's `blackjackValue` decides.
 *
 * @module
 */
import { blackjackCardValue, blackjackValue } from '@croupier/engine/blackjack';
import type { Card } from '@croupier/engine/cards';
import { SITE_LINKS } from '@croupier/ru';
import { BLACKJACK_SOFT_HARD_RU as RU } from '@croupier/ru/trainer/drills/general';
import type { Drill } from '../../drill.ts';
import { cardsOf, dealOfClass, interleave, range, softHardClasses } from './deal.ts';
import { blackjackKeyLabel, describeBlackjack, valueText } from './explain.ts';
import { drillMeta } from '../catalog.ts';

const KEYS = interleave(
  range(12, 21).map((n) => `soft-${n}`),
  range(12, 21).map((n) => `hard-ace-${n}`),
  ['blackjack', 'bust', ...range(12, 20).map((n) => `hard-${n}`)],
);

const CHOICES = [
  { id: 'soft', ...RU.choices.soft },
  { id: 'hard', ...RU.choices.hard },
  { id: 'blackjack', ...RU.choices.blackjack },
  { id: 'bust', ...RU.choices.bust },
] as const;

/**
 * The key of a blackjack hand for this drill: `soft-N`, `hard-ace-N` (an ace that must count 1), `hard-N`
 * (no ace), `blackjack`, `bust`.
 *
 * @param cards - The hand.
 */
export function blackjackSoftHardKey(cards: readonly Card[]): string {
  const v = blackjackValue(cards);
  if (v.bust) return 'bust';
  if (v.blackjack) return 'blackjack';
  if (v.soft) return `soft-${v.total}`;
  return cards.some((c) => blackjackCardValue(c) === 1) ? `hard-ace-${v.total}` : `hard-${v.total}`;
}

/** The right choice of a hand. */
function answerOf(cards: readonly Card[]): (typeof CHOICES)[number]['id'] {
  const v = blackjackValue(cards);
  if (v.bust) return 'bust';
  if (v.blackjack) return 'blackjack';
  return v.soft ? 'soft' : 'hard';
}

/** The drill. */
export const blackjackSoftHardDrill: Drill<'general'> = {
  ...drillMeta('general', 'blackjack-soft-hard'),
  keys: () => KEYS,
  keyLabel: blackjackKeyLabel,
  item(key, rng, { rules }) {
    const cards = dealOfClass(softHardClasses, key, blackjackCardValue, rng);
    return {
      key,
      prompt: RU.prompt,
      hands: [{ label: RU.hand, cards }],
      answer: { kind: 'choice', choices: CHOICES },
      rules,
      solution: { answer: answerOf(cards) },
      data: { cards },
    };
  },
  check(item, answer) {
    const cards = cardsOf(item);
    const right = answerOf(cards);
    return {
      correct: answer === right,
      expected: valueText(cards),
      explanation: describeBlackjack(cards),
      ruleLink: SITE_LINKS.cards.blackjack,
      expectedAnswer: right,
    };
  },
};
