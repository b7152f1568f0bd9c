/**
 * «Покер: какой расклад старше» — kickers, the rank of the pair, the wheel, no wrap-around, equal hands;
 * the engine's `compareHands` decides.
 *
 * @module
 */
import { randomInt, type Rng } from '@croupier/engine/rng';
import { compareHands } from '@croupier/engine/stud';
import { orThrow } from '@croupier/engine';
import type { Card } from '@croupier/engine/cards';
import { SITE_LINKS } from '@croupier/ru';
import type { Choice, Drill } from '../../drill.ts';
import { cardsIn, cat, name, ranksHand, ru } from './deal.ts';
import { STUD_COMPARE_RU as RU } from '@croupier/ru/trainer/drills/stud-rules';
import { drillMeta } from '../catalog.ts';

const KEYS = ['kicker', 'pair-rank', 'two-pair', 'full', 'wheel', 'no-wrap', 'tie'] as const;
const LABELS: Record<(typeof KEYS)[number], string> = RU.keys;
const CHOICES: readonly Choice[] = [
  { id: 'a', label: RU.choices.a, hotkey: '1' },
  { id: 'b', label: RU.choices.b, hotkey: '2' },
  { id: 'tie', label: RU.choices.tie, hotkey: '3' },
];

/** Pairs of rank lists (0 = two … 12 = ace) for each key: the hands to compare. */
const PAIRS: Readonly<Record<Exclude<(typeof KEYS)[number], 'tie'>, readonly (readonly [number[], number[]])[]>> = {
  kicker: [
    [
      [12, 11, 9, 1, 0],
      [12, 11, 8, 7, 6],
    ],
    [
      [3, 3, 10, 1, 0],
      [3, 3, 9, 8, 7],
    ],
    [
      [12, 11, 10, 9, 1],
      [12, 11, 10, 9, 0],
    ],
    [
      [7, 7, 4, 4, 12],
      [7, 7, 4, 4, 11],
    ],
  ],
  'pair-rank': [
    [
      [3, 3, 2, 1, 0],
      [2, 2, 12, 11, 10],
    ],
    [
      [8, 8, 0, 1, 2],
      [7, 7, 12, 11, 10],
    ],
  ],
  'two-pair': [
    [
      [12, 12, 0, 0, 1],
      [11, 11, 10, 10, 12],
    ],
    [
      [9, 9, 1, 1, 0],
      [8, 8, 7, 7, 12],
    ],
  ],
  full: [
    [
      [2, 2, 2, 0, 0],
      [1, 1, 1, 12, 12],
    ],
    [
      [6, 6, 6, 2, 2],
      [5, 5, 5, 11, 11],
    ],
  ],
  wheel: [
    [
      [4, 3, 2, 1, 0],
      [3, 2, 1, 0, 12],
    ],
    [
      [3, 2, 1, 0, 12],
      [12, 12, 12, 5, 2],
    ],
    [
      [12, 11, 10, 9, 8],
      [3, 2, 1, 0, 12],
    ],
  ],
  'no-wrap': [
    [
      [1, 0, 12, 11, 10],
      [0, 0, 5, 3, 1],
    ],
    [
      [2, 1, 0, 12, 11],
      [12, 11, 3, 2, 0],
    ],
    [
      [4, 3, 2, 1, 0],
      [1, 0, 12, 11, 10],
    ],
  ],
};
const TIES: readonly number[][] = [
  [12, 11, 9, 1, 0],
  [5, 5, 9, 3, 2],
  [10, 10, 4, 4, 2],
];

function comparePair(key: string, rng: Rng): [Card[], Card[]] {
  const pick = <T>(xs: readonly T[]): T => xs[randomInt(rng, xs.length)]!;
  let ra: readonly number[];
  let rb: readonly number[];
  if (key === 'tie') ra = rb = pick(TIES);
  else [ra, rb] = pick(PAIRS[key as keyof typeof PAIRS] ?? PAIRS.kicker);
  const a = ranksHand(ra, rng, []);
  const b = ranksHand(rb, rng, a);
  return randomInt(rng, 2) === 0 ? [a, b] : [b, a];
}

const winner = (a: readonly Card[], b: readonly Card[]) => {
  const v = orThrow(compareHands(a, b));
  return v > 0 ? 'a' : v < 0 ? 'b' : 'tie';
};

/** The drill. */
export const compareDrill: Drill<'stud'> = {
  ...drillMeta('stud', 'stud-compare'),
  keys: () => KEYS,
  keyLabel: (key) => LABELS[key as (typeof KEYS)[number]] ?? key,
  item(key, rng, { rules }) {
    const [a, b] = comparePair(key, rng);
    return {
      key,
      prompt: RU.prompt,
      hands: [
        { label: RU.first, cards: a },
        { label: RU.second, cards: b },
      ],
      answer: { kind: 'choice', choices: CHOICES },
      rules,
      solution: { answer: winner(a, b) },
      data: { a, b },
    };
  },
  check(item, answer) {
    const a = cardsIn(item, 'a');
    const b = cardsIn(item, 'b');
    const id = winner(a, b);
    return {
      correct: answer === id,
      expected: CHOICES.find((c) => c.id === id)!.label,
      explanation: RU.explain(
        ru(a),
        name(cat(a)),
        ru(b),
        name(cat(b)),
        id === 'tie' ? RU.tie : cat(a) === cat(b) ? RU.sameCategory : RU.higherCategory,
      ),
      ruleLink: SITE_LINKS.poker.ranking,
      expectedAnswer: id,
    };
  },
};
