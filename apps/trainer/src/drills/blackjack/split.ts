/**
 * «Можно ли разделить?» — every pair, two different ten-value cards, and near misses, under the rules in
 * play; and a pair again after a split (may it be split a second time? The text: «Если игрок один раз
 * разделил комбинацию карт на две, то он не может сделать это еще раз»). The engine's `maySplit`
 * decides, and a refusal is worded by `@croupier/ru`.
 *
 * @module
 */
import { maySplit, type BlackjackRules } from '@croupier/engine/blackjack';
import { makeCard, RANK, rankOf, suitOf, type Card, type Rank, type Suit } from '@croupier/engine/cards';
import { randomInt } from '@croupier/engine/rng';
import { blackjackErrorRu, blackjackPairRu, SITE_LINKS } from '@croupier/ru';
import { SPLIT_RU as RU, YES_NO_RU } from '@croupier/ru/trainer/drills/blackjack-rules';
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
const RESPLIT = 'resplit-';

/** A pair after a split, of each value the rules split in the first place (aces only where they are split). */
function resplitKeys(rules: Pick<BlackjackRules, 'maxHands' | 'splitAces'>): string[] {
  if (rules.maxHands < 2) return [];
  return [...(rules.splitAces ? ['A'] : []), '2', '3', '4', '5', '6', '7', '8', '9', '10'].map((x) => RESPLIT + x);
}

/** Two cards of a value, different suits or ranks (a random rank of the value). */
function pairOf(value: number, rng: Parameters<Drill['item']>[1]): Card[] {
  const ranks = ranksOfValue(value);
  const r = ranks[randomInt(rng, ranks.length)]!;
  const s1 = randomInt(rng, 4);
  const s2 = (s1 + 1 + randomInt(rng, 3)) % 4;
  return [makeCard(r, s1 as Suit), makeCard(r, s2 as Suit)];
}

/** What a resplit item holds: the first hand of the split (a pair again) and the second hand's card. */
interface Resplit {
  readonly cards: readonly Card[];
  readonly other: readonly Card[];
}

/** The drill. */
export const splitDrill: Drill<'blackjack'> = {
  ...drillMeta('blackjack', 'blackjack-split'),
  keys: (rules) => [...KEYS, ...resplitKeys(rules)],
  keyLabel: (k) =>
    k.startsWith(RESPLIT)
      ? RU.resplitKey(blackjackPairRu(valueOf(k.slice(RESPLIT.length))))
      : k === 'tens-mixed'
        ? RU.tensMixed
        : k.startsWith('pair')
          ? blackjackPairRu(valueOf(k.slice(5)))
          : RU.twoCards(k.slice(5)),
  item(key, rng, { rules }) {
    if (key.startsWith(RESPLIT)) {
      const v = valueOf(key.slice(RESPLIT.length));
      const [a, b] = pairOf(v, rng);
      // The second hand's card: the pair's other card of the split, a different suit.
      const other = [makeCard(rankOf(a!), ((suitOf(a!) + 2) % 4) as Suit)];
      const cards = [a!, b!];
      const d: Resplit = { cards, other };
      return {
        key,
        prompt: RU.resplitPrompt,
        hands: [
          { label: RU.hand1, cards },
          { label: RU.hand2, cards: other },
        ],
        answer: { kind: 'choice', choices: YES_NO },
        rules,
        solution: { answer: maySplit(rules, cards, { fromSplit: true, hands: 2 }).ok ? 'yes' : 'no' },
        data: d,
      };
    }
    let cards: Card[];
    if (key === 'tens-mixed') {
      const a: Rank = TENS[randomInt(rng, 4)]!;
      let b: Rank = a;
      while (b === a) b = TENS[randomInt(rng, 4)]!;
      cards = [makeCard(a, randomSuit(rng)), makeCard(b, randomSuit(rng))];
    } else if (key.startsWith('pair-')) {
      cards = pairOf(valueOf(key.slice(5)), rng);
    } else {
      const [, a, b] = key.split('-') as [string, string, string];
      cards = dealValues([valueOf(a), valueOf(b)], rng);
    }
    return {
      key,
      prompt: RU.prompt,
      hands: [{ label: RU.player, cards }],
      answer: { kind: 'choice', choices: YES_NO },
      rules,
      solution: { answer: maySplit(rules, cards).ok ? 'yes' : 'no' },
      data: { cards },
    };
  },
  check(item, answer) {
    const cards = cardsIn(item, 'cards');
    const resplit = item.key.startsWith(RESPLIT);
    const allowed = maySplit(rulesOfItem<'blackjack'>(item), cards, resplit ? { fromSplit: true, hands: 2 } : {});
    const expected = allowed.ok ? 'yes' : 'no';
    const shown = cards.map(ru).join(RU.and);
    return {
      correct: answer === expected,
      expected: allowed.ok ? YES_NO_RU.yes : YES_NO_RU.no,
      expectedAnswer: expected,
      explanation: allowed.ok
        ? resplit
          ? RU.resplitAllowed(shown)
          : RU.allowed(shown)
        : RU.refused(shown, resplit, blackjackErrorRu(allowed.error)),
      ruleLink: SITE_LINKS.blackjack.split,
    };
  },
};
