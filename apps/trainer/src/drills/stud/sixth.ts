/**
 * «Покер: покупать ли шестую карту» — under rules that sell a sixth card (the best five of six play):
 * buy it for its fee, or decide on the five held (fold or raise). The exchange is left out of the
 * question (the item says so), so the three choices are valued by the engine's exact `advise` without
 * the exchanges and a mistake is told its exact cost in antes.
 *
 * @module
 */
import { STUD_ACTION_RU, studRulePhraseRu } from '@croupier/ru';
import { rulesOfItem, type Drill } from '../../drill.ts';
import { STUD_HANDS_RU as HANDS, STUD_SIXTH_RU as RU } from '@croupier/ru/trainer/drills/stud-decisions';
import { drillMeta } from '../catalog.ts';
import { cardsIn } from './deal.ts';
import {
  adviceOf,
  PENDING,
  BOUND_NOTE,
  dealerShown,
  gradeByEv,
  handLead,
  isRussian,
  optionsById,
  russianHand,
  solutionOf,
  upCardFor,
} from './russian.ts';

const KEYS = ['noGame', 'aceKing', 'pair', 'twoPair', 'flush-draw', 'straight-draw'] as const;
const LABELS: Readonly<Record<string, string>> = RU.keys;
const upperFirst = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);
const IDS = ['buyCard', 'raise', 'fold'] as const;

/** The drill. */
export const sixthCardDrill: Drill<'stud'> = {
  ...drillMeta('stud', 'stud-sixth-card'),
  keys: (rules) => (isRussian(rules) && rules.sixthCard ? KEYS : []),
  keyLabel: (key) => LABELS[key] ?? key,
  item(key, rng, { rules }) {
    const hand = russianHand(key, rng);
    const upCard = upCardFor(hand, rng, rules);
    return {
      key,
      prompt: RU.prompt,
      hands: [{ label: HANDS.player, cards: hand }, dealerShown(upCard)],
      context: [RU.fee(upperFirst(studRulePhraseRu(rules, 'feeSixthCard'))), RU.noExchange],
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
    return {
      ...item,
      solution: solutionOf(IDS.map((id) => [id, byId.get(id)!.ev] as const)),
      data: { ...(item.data as object), bound: byId.get('buyCard')!.exact === false },
    };
  },
  check(item, answer) {
    rulesOfItem<'stud'>(item);
    const bound = (item.data as { bound?: boolean }).bound === true;
    return gradeByEv(item, answer, handLead(item), bound ? BOUND_NOTE : '');
  },
};
