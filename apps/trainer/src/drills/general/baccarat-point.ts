/**
 * «Баккара: очки руки» — the point of two or three cards (values summed, tens dropped); the engine's
 * `baccaratPoint` decides.
 *
 * @module
 */
import { baccaratCardValue, baccaratPoint } from '@croupier/engine/baccarat';
import type { Card } from '@croupier/engine/cards';
import { formatCard } from '@croupier/engine/cards';
import { SITE_LINKS } from '@croupier/ru';
import { BACCARAT_POINT_RU as RU } from '@croupier/ru/trainer/drills/general';
import { parseWholeNumber, type Drill } from '../../drill.ts';
import { cardsOf, dealOfClass, interleave, pointClasses, range } from './deal.ts';
import { drillMeta } from '../catalog.ts';

const KEYS = interleave(
  range(0, 9).map((n) => `two-${(n * 7 + 3) % 10}`),
  range(0, 9).map((n) => `three-${(n * 3 + 1) % 10}`),
);

/**
 * The key of a baccarat hand: `two-N` or `three-N` by its card count and point.
 *
 * @param cards - Two or three cards.
 */
export function baccaratPointKey(cards: readonly Card[]): string {
  return `${cards.length === 2 ? 'two' : 'three'}-${baccaratPoint(cards)}`;
}

function describe(cards: readonly Card[]): string {
  const values = cards.map(baccaratCardValue);
  const sum = values.reduce((s, v) => s + v, 0);
  const point = baccaratPoint(cards);
  const shown = cards.map((c) => RU.card(formatCard(c, { notation: 'ru' }), baccaratCardValue(c))).join(' + ');
  return RU.explain(shown, sum, point, cards.length === 2 && point >= 8);
}

/** The drill. */
export const baccaratPointDrill: Drill<'general'> = {
  ...drillMeta('general', 'baccarat-point'),
  keys: () => KEYS,
  keyLabel: (key) => {
    const m = /^(two|three)-(\d)$/u.exec(key);
    return m ? RU.keyLabel(m[2]!, m[1] === 'two') : key;
  },
  item(key, rng, { rules }) {
    const cards = dealOfClass(pointClasses, key, baccaratCardValue, rng);
    return {
      key,
      prompt: RU.prompt,
      hands: [{ label: RU.hand, cards }],
      answer: { kind: 'number', placeholder: RU.placeholder },
      rules,
      solution: { answer: String(baccaratPoint(cards)) },
      data: { cards },
    };
  },
  check(item, answer) {
    const cards = cardsOf(item);
    const point = baccaratPoint(cards);
    return {
      correct: parseWholeNumber(answer) === point,
      expected: String(point),
      explanation: describe(cards),
      ruleLink: SITE_LINKS.cards.baccarat,
    };
  },
};
