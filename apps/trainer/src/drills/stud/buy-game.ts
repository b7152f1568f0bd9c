/**
 * «Покер: покупать ли игру у дилера» — under rules that sell «покупка игры»: the player raised, the
 * dealer opened «нет игры»; take the ante's win, or pay for his highest card to be replaced. Valued
 * exactly by playing every replacement through the engine's round (`buy-game-value.ts`), the cost of a
 * mistake in antes.
 *
 * @module
 */
import { evaluateOrThrow, dealerQualifies } from '@croupier/engine/stud';
import { STUD_ACTION_RU, studRulePhraseRu } from '@croupier/ru';
import { cardsOfItem, rulesOfItem, type Drill } from '../../drill.ts';
import { STUD_BUY_GAME_RU as RU, STUD_HANDS_RU as HANDS } from '@croupier/ru/trainer/drills/stud-decisions';
import { drillMeta } from '../catalog.ts';
import { buyGameValues } from './buy-game-value.ts';
import { cat, deal, name, ru } from './deal.ts';
import { gradeByEv, isRussian, russianHand, solutionOf } from './russian.ts';

const KEYS = ['noGame', 'aceKing', 'pair', 'twoPair', 'threeOfAKind', 'straight', 'flush'] as const;
const LABELS: Readonly<Record<string, string>> = RU.keys;
const IDS = ['takeAnte', 'buyGame'] as const;

/** The drill. */
export const buyGameDrill: Drill<'stud'> = {
  ...drillMeta('stud', 'stud-buy-game'),
  keys: (rules) => (isRussian(rules) && rules.buyGame !== 'none' ? KEYS : []),
  keyLabel: (key) => LABELS[key] ?? key,
  item(key, rng, { rules }) {
    const player = russianHand(key, rng);
    let dealer = deal(rng, player);
    while (dealerQualifies(evaluateOrThrow(dealer), rules)) dealer = deal(rng, player);
    const v = buyGameValues(player, dealer, rules);
    return {
      key,
      prompt: RU.prompt,
      hands: [
        { label: HANDS.player, cards: player },
        { label: HANDS.dealer, cards: dealer },
      ],
      context: [RU.terms(studRulePhraseRu(rules, 'buyGame'), studRulePhraseRu(rules, 'feeBuyGame'))],
      answer: {
        kind: 'choice',
        choices: IDS.map((id, i) => ({ id, label: STUD_ACTION_RU[id], hotkey: String(i + 1) })),
      },
      rules,
      solution: solutionOf(IDS.map((id) => [id, v[id]] as const)),
      data: { hand: player, dealer },
    };
  },
  check(item, answer) {
    rulesOfItem<'stud'>(item);
    const hand = cardsOfItem(item, 'hand');
    const dealer = cardsOfItem(item, 'dealer');
    return gradeByEv(item, answer, RU.lead(ru(hand), name(cat(hand)), ru(dealer)), RU.note);
  },
};
