/**
 * «Текущий счёт» — cards from a real shoe (the engine's, shuffled from the item's seed) flash one or two
 * at a time, at a pace the app adapts to the answers (faster after a right one, slower after a miss);
 * the count stops at a random point of the shoe and asks the running count, given the count before
 * the first card shown. The count is the engine's `runningCount` for the trainee's system; after a miss
 * every card shown comes back with its tag.
 *
 * @module
 */
import { runningCount } from '@croupier/engine/blackjack';
import type { Card } from '@croupier/engine/cards';
import { randomInt } from '@croupier/engine/rng';
import { SITE_LINKS } from '@croupier/ru';
import { RUNNING_COUNT_RU as RU } from '@croupier/ru/trainer/drills/blackjack-counting';
import { parseWholeNumber, rulesOfItem, type Drill, type Verdict } from '../../drill.ts';
import { chosenSystem, shuffledShoe, signed, systemName, systemOfKey, tagLabel, tagsRu } from './counting.ts';
import { drillMeta } from '../catalog.ts';

/** How many cards a stream shows, by length. */
const LENGTHS = { short: [8, 12], mid: [16, 24], long: [30, 40] } as const;
type Length = keyof typeof LENGTHS;

/** Cards per step and length, easiest first. */
const SHAPES: readonly { per: 1 | 2; length: Length }[] = [
  { per: 1, length: 'short' },
  { per: 1, length: 'mid' },
  { per: 2, length: 'mid' },
  { per: 2, length: 'long' },
];

function parseKey(key: string): { per: 1 | 2; length: Length } {
  const m = /^[a-z0-9]+:([12]):(short|mid|long)$/u.exec(key);
  if (!m) throw new RangeError(`Not a running-count key: "${key}".`);
  return { per: Number(m[1]) as 1 | 2, length: m[2] as Length };
}

/** What the checker needs: the cards shown, the count before them, the shoe's decks. */
interface Data {
  readonly cards: readonly Card[];
  readonly before: number;
  readonly decks: number;
}

/** The drill. */
export const runningCountDrill: Drill<'blackjack'> = {
  ...drillMeta('blackjack', 'blackjack-running-count'),
  keys: () => SHAPES.map((s) => `${chosenSystem()}:${s.per}:${s.length}`),
  keyLabel: (key) => {
    const { per, length } = parseKey(key);
    const n = LENGTHS[length];
    return RU.keyLabel(systemName(systemOfKey(key)), per, n[0], n[1]);
  },
  item(key, rng, { rules }) {
    const system = systemOfKey(key);
    const { per, length } = parseKey(key);
    const [lo, hi] = LENGTHS[length];
    const shoe = shuffledShoe(rules.decks, rng);
    const count = lo + randomInt(rng, hi - lo + 1);
    // The stream starts anywhere in the first three quarters of the shoe (the cut card's side), the
    // count of the cards before it given.
    const start = randomInt(rng, Math.max(1, Math.floor(shoe.length * 0.75) - count));
    const before = runningCount(system, shoe.slice(0, start), rules.decks);
    const cards = shoe.slice(start, start + count);
    const steps: Card[][] = [];
    for (let i = 0; i < cards.length; i += per) steps.push(cards.slice(i, i + per));
    const answer = runningCount(system, shoe.slice(0, start + count), rules.decks);
    const data: Data = { cards, before, decks: rules.decks };
    return {
      key,
      prompt: RU.prompt,
      visual: { kind: 'card-stream', steps, intro: RU.intro(signed(before)) },
      context: [
        RU.system(systemName(system), tagsRu(system)),
        start === 0 ? RU.freshShoe(signed(before)) : RU.dealtShoe(start, signed(before)),
      ],
      answer: { kind: 'number', placeholder: RU.placeholder, signed: true },
      rules,
      solution: { answer: String(answer) },
      data,
    };
  },
  check(item, answer): Verdict {
    rulesOfItem<'blackjack'>(item);
    const system = systemOfKey(item.key);
    const { cards, before } = item.data as Data;
    const right = Number(item.solution.answer);
    const given = parseWholeNumber(answer, true);
    const correct = given === right;
    const sum = right - before;
    return {
      correct,
      expected: signed(right),
      explanation: RU.explain(
        systemName(system),
        tagsRu(system),
        signed(before),
        cards.length,
        signed(sum),
        sum,
        signed(right),
      ),
      ruleLink: SITE_LINKS.blackjack.countRunning,
      ...(correct ? {} : { reveal: { label: RU.reveal, cards, tags: cards.map((c) => tagLabel(system, c)) } }),
    };
  },
};
