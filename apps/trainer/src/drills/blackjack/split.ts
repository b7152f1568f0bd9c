/**
 * «Можно ли разделить?» — every pair, two different ten-value cards, and near misses, under the rules in
 * play: the engine's `maySplit` decides, and a refusal is worded by `@croupier/ru`.
 *
 * @module
 */
import { maySplit } from '@croupier/engine/blackjack';
import { makeCard, RANK, type Card, type Rank, type Suit } from '@croupier/engine/cards';
import { randomInt } from '@croupier/engine/rng';
import { blackjackErrorRu, blackjackPairRu, SITE_LINKS } from '@croupier/ru';
import { rulesOfItem, type Drill } from '../../drill.ts';
import { cardsIn, dealValues, randomSuit, ranksOfValue, ru, YES_NO } from './deal.ts';
import { drillMeta } from '../catalog.ts';

const KEYS = [
  ...['A', '2', '3', '4', '5', '6', '7', '8', '9', '10'].map((x) => `pair-${x}`),
  'tens-mixed',
  'near-9-10',
  'near-A-10',
  'near-7-8',
];

const TENS = [RANK.TEN, RANK.JACK, RANK.QUEEN, RANK.KING] as const;
const valueOf = (x: string) => (x === 'A' ? 1 : Number(x));

/** The drill. */
export const splitDrill: Drill<'blackjack'> = {
  ...drillMeta('blackjack', 'blackjack-split'),
  keys: () => KEYS,
  keyLabel: (k) =>
    k === 'tens-mixed'
      ? 'две разные десятки'
      : k.startsWith('pair')
        ? blackjackPairRu(valueOf(k.slice(5)))
        : k.slice(5).replace('A', 'Т').replace('-', ' и '),
  item(key, rng, { rules }) {
    let cards: Card[];
    if (key === 'tens-mixed') {
      const a: Rank = TENS[randomInt(rng, 4)]!;
      let b: Rank = a;
      while (b === a) b = TENS[randomInt(rng, 4)]!;
      cards = [makeCard(a, randomSuit(rng)), makeCard(b, randomSuit(rng))];
    } else if (key.startsWith('pair-')) {
      const ranks = ranksOfValue(valueOf(key.slice(5)));
      const r = ranks[randomInt(rng, ranks.length)]!;
      const s1 = randomInt(rng, 4);
      const s2 = (s1 + 1 + randomInt(rng, 3)) % 4;
      cards = [makeCard(r, s1 as Suit), makeCard(r, s2 as Suit)];
    } else {
      const [, a, b] = key.split('-') as [string, string, string];
      cards = dealValues([valueOf(a), valueOf(b)], rng);
    }
    return {
      key,
      prompt: 'Первые две карты игрока. Можно ли их разделить?',
      hands: [{ label: 'Игрок', cards }],
      answer: { kind: 'choice', choices: YES_NO },
      rules,
      solution: { answer: maySplit(rules, cards).ok ? 'yes' : 'no' },
      data: { cards },
    };
  },
  check(item, answer) {
    const cards = cardsIn(item, 'cards');
    const allowed = maySplit(rulesOfItem<'blackjack'>(item), cards);
    const expected = allowed.ok ? 'yes' : 'no';
    const shown = cards.map(ru).join(' и ');
    return {
      correct: answer === expected,
      expected: allowed.ok ? 'Можно' : 'Нельзя',
      expectedAnswer: expected,
      explanation: allowed.ok
        ? `${shown}: по этим правилам пару разделяют — на вторую руку ставится такая же ставка.`
        : `${shown}. ${blackjackErrorRu(allowed.error)}`,
      ruleLink: SITE_LINKS.blackjack.split,
    };
  },
};
