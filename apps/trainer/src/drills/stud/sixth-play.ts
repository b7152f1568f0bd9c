/**
 * «Покер: шестая карта куплена — играть или сдаться» — under rules that sell a sixth card: the sixth is
 * bought and the best five of the six play; fold or raise. Both are valued by the engine's exact
 * `adviseSixCards` (the dealer's hidden cards uniform over the cards not seen, «покупка игры» counted
 * where it is sold; the fee already paid is not counted), and a mistake is told its exact cost in antes.
 * Insurance, where the six could be insured, is not among the choices (the insurance drill asks it).
 *
 * @module
 */
import { bestFiveUnchecked } from '@croupier/engine/stud';
import { STUD_ACTION_RU, studRulePhraseRu } from '@croupier/ru';
import type { Rng } from '@croupier/engine/rng';
import type { Card } from '@croupier/engine/cards';
import { rulesOfItem, type Drill, type DrillItem } from '../../drill.ts';
import { STUD_HANDS_RU as HANDS, STUD_SIXTH_PLAY_RU as RU } from '@croupier/ru/trainer/drills/stud-decisions';
import { drillMeta } from '../catalog.ts';
import { cardsIn, deal, name, ru } from './deal.ts';
import { adviceOf, dealerShown, gradeByEv, isRussian, optionsById, PENDING, solutionOf, upCardFor } from './russian.ts';

/** The best five's combinations asked for: where fold and raise are close, and a pair or two pairs. */
const KEYS = ['noGame', 'aceKing', 'pair', 'twoPair'] as const;
const IDS = ['raise', 'fold'] as const;
const upperFirst = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);

/**
 * Six cards whose best five is the combination `key` (drawn until they fit: each key is common).
 *
 * @param key - A combination of {@link KEYS}.
 * @param rng - Randomness.
 */
export function sixCardsOf(key: string, rng: Rng): Card[] {
  for (let t = 0; t < 100_000; t++) {
    const h = deal(rng, [], 6);
    if (bestFiveUnchecked(h).category === key) return h;
  }
  throw new Error(`No six cards for ${key}.`);
}

/** The lead sentence: the six cards and what their best five is. */
const lead = (item: DrillItem): string => {
  const hand = cardsIn(item, 'hand');
  return RU.lead(ru(hand), name(bestFiveUnchecked(hand).category));
};

/** The drill. */
export const sixthPlayDrill: Drill<'stud'> = {
  ...drillMeta('stud', 'stud-sixth-play'),
  keys: (rules) => (isRussian(rules) && rules.sixthCard ? KEYS : []),
  keyLabel: (key) => name(key as (typeof KEYS)[number]),
  item(key, rng, { rules }) {
    const hand = sixCardsOf(key, rng);
    const upCard = upCardFor(hand, rng, rules);
    return {
      key,
      prompt: RU.prompt,
      hands: [{ label: HANDS.player, cards: hand }, dealerShown(upCard)],
      context: [RU.fee(upperFirst(studRulePhraseRu(rules, 'feeSixthCard')))],
      answer: {
        kind: 'choice',
        choices: IDS.map((id, i) => ({ id, label: STUD_ACTION_RU[id], hotkey: String(i + 1) })),
      },
      rules,
      solution: PENDING,
      data: { hand, ...(upCard === undefined ? {} : { upCard }) },
    };
  },
  async solve(item) {
    const advice = await adviceOf(item, false);
    const byId = optionsById(cardsIn(item, 'hand'), advice);
    return { ...item, solution: solutionOf(IDS.map((id) => [id, byId.get(id)!.ev] as const)) };
  },
  check(item, answer) {
    rulesOfItem<'stud'>(item);
    return gradeByEv(item, answer, lead(item), '');
  },
};
