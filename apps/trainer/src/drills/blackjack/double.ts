/**
 * «Можно ли удвоить?» — the first two cards of every hard total 5…19 and every soft total, under the
 * rules in play: the engine's `mayDouble` decides, and a refusal is worded by `@croupier/ru`.
 *
 * @module
 */
import { blackjackValue, CHART_HARD_ROWS, CHART_SOFT_ROWS, mayDouble } from '@croupier/engine/blackjack';
import { blackjackErrorRu, blackjackTotalRu, SITE_LINKS } from '@croupier/ru';
import { rulesOfItem, type Drill } from '../../drill.ts';
import { cardsIn, dealValues, parseTotalKey, ru, totalKeyLabel, twoValuesFor, YES_NO } from './deal.ts';
import { drillMeta } from '../catalog.ts';

/** Two different cards make the hard rows 5 … 19 of the chart (20 is a pair of tens); every soft row. */
const KEYS = [
  ...CHART_HARD_ROWS.filter((t) => t <= 19).map((t) => `hard-${t}`),
  ...CHART_SOFT_ROWS.map((t) => `soft-${t}`),
];

/** The drill. */
export const doubleDrill: Drill<'blackjack'> = {
  ...drillMeta('blackjack', 'blackjack-double'),
  keys: () => KEYS,
  keyLabel: totalKeyLabel,
  item(key, rng, { rules }) {
    const { kind, total } = parseTotalKey(key);
    const cards = dealValues(twoValuesFor(kind, total, rng), rng);
    const allowed = mayDouble(rules, cards).ok;
    return {
      key,
      prompt: 'Первые две карты игрока. Можно ли удвоить ставку?',
      hands: [{ label: 'Игрок', cards }],
      answer: { kind: 'choice', choices: YES_NO },
      rules,
      solution: { answer: allowed ? 'yes' : 'no' },
      data: { cards },
    };
  },
  check(item, answer) {
    const cards = cardsIn(item, 'cards');
    const allowed = mayDouble(rulesOfItem<'blackjack'>(item), cards);
    const expected = allowed.ok ? 'yes' : 'no';
    const v = blackjackValue(cards);
    const shown = `${cards.map(ru).join(' + ')} — ${blackjackTotalRu(v.total, v.soft)}`;
    return {
      correct: answer === expected,
      expected: allowed.ok ? 'Можно' : 'Нельзя',
      expectedAnswer: expected,
      explanation: allowed.ok
        ? `${shown}: по этим правилам такую руку удваивают — ставка удваивается, игрок получает ровно одну карту.`
        : `${shown}. ${blackjackErrorRu(allowed.error)}`,
      ruleLink: SITE_LINKS.blackjack.double,
    };
  },
};
