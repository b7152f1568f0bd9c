/**
 * «Покер: сдаться, играть или менять» — the decision itself: fold, raise, or exchange which cards (as the
 * rules allow: up to two cards in the text, one at the casino, none with a dealer card shown). The
 * engine's exact `advise` under the rules in play values every option; the item carries the EVs, so a
 * mistake's cost is told in antes.
 *
 * @module
 */
import { rational } from '@croupier/engine';
import { rankOf, suitOf, type Card } from '@croupier/engine/cards';
import { type Rng } from '@croupier/engine/rng';
import { adviseOrThrow, exchangeCounts, type StudRules } from '@croupier/engine/stud';
import { formatNumber, SITE_LINKS, studRulePhraseRu } from '@croupier/ru';
import { answerCost } from '../../cost.ts';
import { rulesOfItem, type Choice, type Drill } from '../../drill.ts';
import { cardsIn, cat, deal, name, ru } from './deal.ts';
import { STUD_DECISION_RU as RU, STUD_HANDS_RU as HANDS } from '@croupier/ru/trainer/drills/stud-decisions';
import { drillMeta } from '../catalog.ts';
import { isRussian } from './russian.ts';

const KEYS = ['noGame', 'aceKing', 'pair', 'strong', 'flush-draw', 'straight-draw'] as const;
const LABELS: Readonly<Record<string, string>> = RU.keys;
/** The pairs of positions a two-card exchange may discard. */
const PAIR_POSITIONS = ['01', '02', '03', '04', '12', '13', '14', '23', '24', '34'];

function handFor(key: string, rng: Rng): Card[] {
  for (let t = 0; t < 100_000; t++) {
    const h = deal(rng);
    const c = cat(h);
    const suits = [0, 1, 2, 3].map((s) => h.filter((x) => suitOf(x) === s).length);
    const ranks = [...new Set(h.map(rankOf))].sort((a, b) => a - b);
    const high = c === 'noGame' || c === 'aceKing';
    switch (key) {
      case 'noGame':
      case 'aceKing':
      case 'pair':
        if (c === key) return h;
        break;
      case 'strong':
        if (c === 'twoPair' || c === 'threeOfAKind') return h;
        break;
      case 'flush-draw':
        if (suits.includes(4) && high) return h;
        break;
      default:
        if (high && ranks.length === 5 && ranks[3]! - ranks[0]! === 3) return h;
    }
  }
  throw new Error(`No hand for ${key}.`);
}

/** The option id of an exchange: `x` and the discarded positions (`x0`, `x14`). */
const exchangeId = (hand: readonly Card[], discard: readonly Card[]) =>
  `x${discard
    .map((c) => hand.indexOf(c))
    .sort((a, b) => a - b)
    .join('')}`;

/** The choices the rules offer: fold, raise, then each exchange allowed. */
function choicesFor(hand: readonly Card[], rules: StudRules): Choice[] {
  const counts = rules.upCards === 1 ? [] : exchangeCounts(rules);
  return [
    { id: 'fold', label: RU.fold, hotkey: '1' },
    { id: 'raise', label: RU.raise, hotkey: '2' },
    ...(counts.includes(1) ? [0, 1, 2, 3, 4].map((i) => ({ id: `x${i}`, label: RU.exchange(ru([hand[i]!])) })) : []),
    ...(counts.includes(2)
      ? PAIR_POSITIONS.map((p) => ({
          id: `x${p}`,
          label: RU.exchange(ru([hand[Number(p[0])]!, hand[Number(p[1])]!])),
        }))
      : []),
  ];
}

const signed = (x: number) => `${x >= 0 ? '+' : ''}${formatNumber(x, 3)}`;

/** The drill. */
export const decisionDrill: Drill<'stud'> = {
  ...drillMeta('stud', 'stud-decision'),
  // Under the casino family every exchange of one to five cards is open: «какие карты заменить» drills that.
  keys: (rules) => (isRussian(rules) ? [] : KEYS),
  keyLabel: (key) => LABELS[key] ?? key,
  item(key, rng, { rules }) {
    const hand = handFor(key, rng);
    const upCard = rules.upCards === 1 ? deal(rng, hand, 1)[0]! : undefined;
    const advice = adviseOrThrow(hand, rules, upCard === undefined ? {} : { upCard });
    const evs: Record<string, number> = {};
    const exactEvs: Record<string, string> = {};
    for (const o of advice.options) {
      const id = o.action === 'exchange' ? exchangeId(hand, o.discard) : o.action;
      evs[id] = rational.toNumber(o.ev);
      exactEvs[id] = rational.toFractionString(o.ev);
    }
    const best = advice.best.action === 'exchange' ? exchangeId(hand, advice.best.discard) : advice.best.action;
    return {
      key,
      prompt: upCard === undefined ? RU.promptHidden : RU.promptUpCard,
      hands: [
        { label: HANDS.player, cards: hand },
        upCard === undefined
          ? { label: HANDS.dealer, cards: [], hidden: 5 }
          : { label: HANDS.dealer, cards: [upCard], hidden: 4 },
      ],
      answer: { kind: 'choice', choices: choicesFor(hand, rules) },
      rules,
      solution: { answer: best, evs, exactEvs, evUnit: 'ante' },
      data: { hand, ...(upCard === undefined ? {} : { upCard }) },
    };
  },
  check(item, answer) {
    const rules = rulesOfItem<'stud'>(item);
    const hand = cardsIn(item, 'hand');
    const { answer: best, evs = {} } = item.solution;
    const chosen = evs[answer];
    const label = (id: string): string =>
      (item.answer.kind === 'choice' ? item.answer.choices.find((c) => c.id === id)?.label : undefined) ?? id;
    const cost = answerCost(item.solution, answer);
    // Exact: a choice worth exactly as much as the best one is right too.
    const correct = cost !== undefined && (cost.exact === undefined ? cost.value <= 1e-12 : cost.value === 0);
    const exchange =
      rules.upCards === 1 || rules.maxExchange === 0 ? '' : RU.fee(studRulePhraseRu(rules, 'feeOneCard'));
    return {
      correct,
      expected: label(best),
      explanation: RU.explain(
        ru(hand),
        name(cat(hand)),
        label(best),
        signed(evs[best]!),
        chosen !== undefined && !correct ? signed(chosen) : null,
        exchange,
      ),
      ruleLink: SITE_LINKS.poker.advisor,
      ...(cost === undefined ? {} : { cost }),
      expectedAnswer: best,
    };
  },
};
