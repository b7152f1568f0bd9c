/**
 * «Крупье берёт карту?» — dealer hands of every hard total 12…20 and soft total 13…20, under the rules in
 * play: the engine's `dealerHits` decides (a soft 17 draws only under `dealerHitsSoft17`).
 *
 * @module
 */
import { blackjackValue, dealerHits } from '@croupier/engine/blackjack';
import { blackjackRulePhraseRu, blackjackTotalRu, SITE_LINKS } from '@croupier/ru';
import { DEALER_DRAWS_RU as RU } from '@croupier/ru/trainer/drills/blackjack-rules';
import { rulesOfItem, type Drill } from '../../drill.ts';
import { cardsIn, dealerHand, parseTotalKey, range, ru, totalKeyLabel } from './deal.ts';
import { drillMeta } from '../catalog.ts';

const KEYS = [...range(12, 20).map((t) => `hard-${t}`), ...range(13, 20).map((t) => `soft-${t}`)];

const CHOICES = [
  { id: 'draw', label: RU.draw, hotkey: '1' },
  { id: 'stand', label: RU.stand, hotkey: '2' },
] as const;

/** The drill. */
export const dealerDrill: Drill<'blackjack'> = {
  ...drillMeta('blackjack', 'blackjack-dealer-draws'),
  keys: () => KEYS,
  keyLabel: totalKeyLabel,
  item(key, rng, { rules }) {
    const { kind, total } = parseTotalKey(key);
    const cards = dealerHand(kind, total, rng);
    const v = blackjackValue(cards);
    return {
      key,
      prompt: RU.prompt,
      hands: [{ label: RU.dealer, cards }],
      answer: { kind: 'choice', choices: CHOICES },
      rules,
      solution: { answer: dealerHits(rules, v.total, v.soft) ? 'draw' : 'stand' },
      data: { cards },
    };
  },
  check(item, answer) {
    const rules = rulesOfItem<'blackjack'>(item);
    const cards = cardsIn(item, 'cards');
    const v = blackjackValue(cards);
    const draws = dealerHits(rules, v.total, v.soft);
    const expected = draws ? 'draw' : 'stand';
    const hand = `${cards.map(ru).join(' + ')} — ${blackjackTotalRu(v.total, v.soft)}`;
    const soft17 = v.total === 17 && v.soft ? RU.soft17(blackjackRulePhraseRu(rules, 'dealerHitsSoft17')) : '';
    return {
      correct: answer === expected,
      expected: draws ? RU.draw : RU.stand,
      expectedAnswer: expected,
      explanation: draws ? (v.total < 17 ? RU.under17(hand) : RU.draws(hand, soft17)) : RU.stands(hand, soft17),
      ruleLink: SITE_LINKS.blackjack.dealer,
    };
  },
};
