/**
 * «Покер: какие карты заменить» — under the casino rules (one to five cards for a fee, a dealer card
 * shown): stand (fold or raise) or exchange which cards. The engine's exact `advise` values every
 * exchange the rules allow; the item offers fold, raise, the three best exchanges and three others
 * drawn from the seeded RNG (each with its fee), so the trainee picks a concrete set and a mistake is
 * told its exact cost in antes.
 *
 * @module
 */
import { rational } from '@croupier/engine';
import { type Card } from '@croupier/engine/cards';
import { randomInt, seededRng, shuffled } from '@croupier/engine/rng';
import { exchangeFee, type Advice, type StudRules } from '@croupier/engine/stud';
import { STUD_ACTION_RU } from '@croupier/ru';
import { rulesOfItem, type Choice, type Drill, type DrillItem } from '../../drill.ts';
import { STUD_EXCHANGE_RU as RU, STUD_HANDS_RU as HANDS } from '@croupier/ru/trainer/drills/stud-decisions';
import { drillMeta } from '../catalog.ts';
import { cardsIn, ru } from './deal.ts';
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
  antesOf,
} from './russian.ts';

const KEYS = ['noGame', 'aceKing', 'pair', 'twoPair', 'threeOfAKind', 'flush-draw', 'straight-draw'] as const;
const LABELS: Readonly<Record<string, string>> = RU.keys;

/** How many exchanges the item offers: the best few and as many others. */
const BEST = 3;
const OTHERS = 3;

/** The fee of a `k`-card exchange in antes, as the label says it. */
function feeRu(k: number, ante: number, rules: StudRules): string {
  const fee = exchangeFee(ante, k, rules);
  return fee.ok ? RU.antes(antesOf(fee.value / ante)) : '—';
}

/** The exchange's label: the cards and the fee. */
export function exchangeLabel(hand: readonly Card[], id: string, ante: number, rules: StudRules): string {
  const cards = [...id.slice(1)].map((i) => hand[Number(i)]!);
  return RU.exchange(ru(cards), feeRu(cards.length, ante, rules));
}

/**
 * The item with its choices and solution from the advice: fold, raise, the best exchanges and others
 * drawn by the item's `pick` seed, in the order of their size and positions.
 *
 * @param item - The item dealt (pending).
 * @param advice - `advise` for its hand, every exchange valued.
 */
export function exchangeItem(item: DrillItem, advice: Advice): DrillItem {
  const rules = rulesOfItem<'stud'>(item);
  const hand = cardsIn(item, 'hand');
  const { pick } = item.data as { pick: number };
  const ante = advice.ante ?? 1;
  const byId = optionsById(hand, advice);
  const exchanges = [...byId.entries()]
    .filter(([id]) => id.startsWith('x'))
    .sort((a, b) => rational.compare(b[1].ev, a[1].ev));
  const picked = [
    ...exchanges.slice(0, BEST),
    ...shuffled(seededRng(pick), exchanges.slice(BEST)).slice(0, OTHERS),
  ].sort((a, b) => a[0].length - b[0].length || a[0].localeCompare(b[0]));
  const offered = [['fold', byId.get('fold')!] as const, ['raise', byId.get('raise')!] as const, ...picked];
  const choices: Choice[] = offered.map(([id], i) => ({
    id,
    label: id === 'fold' || id === 'raise' ? STUD_ACTION_RU[id] : exchangeLabel(hand, id, ante, rules),
    hotkey: String(i + 1),
  }));
  return {
    ...item,
    answer: { kind: 'choice', choices },
    solution: solutionOf(offered.map(([id, o]) => [id, o.ev] as const)),
    data: { ...(item.data as object), bound: offered.some(([, o]) => o.exact === false) },
  };
}

/** The drill. */
export const exchangeDrill: Drill<'stud'> = {
  ...drillMeta('stud', 'stud-exchange'),
  keys: (rules) => (isRussian(rules) && rules.maxExchange > 0 ? KEYS : []),
  keyLabel: (key) => LABELS[key] ?? key,
  item(key, rng, { rules }) {
    const hand = russianHand(key, rng);
    const upCard = upCardFor(hand, rng, rules);
    const choices: Choice[] = [
      { id: 'fold', label: STUD_ACTION_RU.fold, hotkey: '1' },
      { id: 'raise', label: STUD_ACTION_RU.raise, hotkey: '2' },
    ];
    return {
      key,
      prompt: RU.prompt,
      hands: [{ label: HANDS.player, cards: hand }, dealerShown(upCard)],
      context: [RU.context],
      answer: { kind: 'choice', choices },
      rules,
      solution: PENDING,
      // `pick` seeds the draw of the exchanges offered besides the best (made once the advice is in).
      data: { hand, ...(upCard === undefined ? {} : { upCard }), pick: randomInt(rng, 2 ** 31) },
    };
  },
  async solve(item) {
    return exchangeItem(item, await adviceOf(item, true));
  },
  check(item, answer) {
    rulesOfItem<'stud'>(item);
    const bound = (item.data as { bound?: boolean }).bound === true;
    return gradeByEv(item, answer, handLead(item), bound ? BOUND_NOTE : '');
  },
};
