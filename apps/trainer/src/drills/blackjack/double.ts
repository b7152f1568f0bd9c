/**
 * «Можно ли удвоить?» — the first two cards of every hard total 5…19, every soft total and a Блекджек,
 * under the rules in play: the engine's `mayDouble` decides, and a refusal is worded by `@croupier/ru`.
 * And a doubled hand that got its card: may it take another? The engine plays the round (a stacked
 * shoe) and says whether the hand is still to play — the text: «Cтавка удваивается, игрок получает еще
 * одну карту, после чего сдача карт заканчивается».
 *
 * @module
 */
import {
  applyOrThrow,
  blackjackValue,
  canHit,
  CHART_HARD_ROWS,
  CHART_SOFT_ROWS,
  doubleTotals,
  mayDouble,
  startOrThrow,
  type BlackjackRules,
} from '@croupier/engine/blackjack';
import { makeCard, RANK, type Card } from '@croupier/engine/cards';
import { randomInt } from '@croupier/engine/rng';
import { blackjackErrorRu, blackjackTotalRu, SITE_LINKS } from '@croupier/ru';
import { DOUBLE_RU as RU, YES_NO_RU } from '@croupier/ru/trainer/drills/blackjack-rules';
import { rulesOfItem, type Drill, type DrillItem, type Verdict } from '../../drill.ts';
import { cardsIn, dealValues, parseTotalKey, ru, totalKeyLabel, twoValuesFor, YES_NO } from './deal.ts';
import { drillMeta } from '../catalog.ts';

/** Two different cards make the hard rows 5 … 19 of the chart (20 is a pair of tens); every soft row; Т+10. */
const TWO_CARD_KEYS = [
  ...CHART_HARD_ROWS.filter((t) => t <= 19).map((t) => `hard-${t}`),
  ...CHART_SOFT_ROWS.map((t) => `soft-${t}`),
  'natural',
];

/** The hard totals a doubled hand is dealt from: the ones the rules double (any two cards: all three). */
function afterDoubleKeys(rules: Pick<BlackjackRules, 'doubleOn'>): string[] {
  const totals = doubleTotals(rules) ?? [9, 10, 11];
  return [9, 10, 11].filter((t) => totals.includes(t)).map((t) => `after-double-${t}`);
}

const BET = 10;

/** What an after-double item holds: the two cards doubled, the one card they got, the dealer's up card. */
interface AfterDouble {
  readonly cards: readonly Card[];
  readonly third: Card;
  readonly up: Card;
}

/**
 * Plays the doubled hand at a table of the rules (a stacked shoe: the two cards, the up card, a hole card
 * where the table deals one, the third card, tens for the dealer) and asks the engine whether the hand
 * may take another card after the double.
 */
function mayHitAfterDouble(rules: BlackjackRules, d: AfterDouble): boolean {
  const seven = makeCard(RANK.SEVEN, 0);
  const ten = makeCard(RANK.TEN, 1);
  const shoe = [d.cards[0]!, d.up, d.cards[1]!, ...(rules.holeCard ? [seven] : []), d.third, ...Array(8).fill(ten)];
  let s = startOrThrow(rules, { seats: { p: 1000 }, seed: 1, shoe }).state;
  s = applyOrThrow(s, { type: 'bet', box: 'p', amount: BET }).state;
  s = applyOrThrow(s, { type: 'deal' }).state;
  s = applyOrThrow(s, { type: 'double' }).state;
  return s.phase === 'playing' && canHit(s).ok;
}

function afterDoubleItem(key: string, rules: BlackjackRules, rng: Parameters<Drill['item']>[1]): DrillItem {
  const total = Number(key.slice('after-double-'.length));
  const [c1, c2, third, up] = dealValues(
    [...twoValuesFor('hard', total, rng), 2 + randomInt(rng, 6), 2 + randomInt(rng, 8)],
    rng,
  );
  const d: AfterDouble = { cards: [c1!, c2!], third: third!, up: up! };
  const v = blackjackValue([c1!, c2!, third!]);
  return {
    key,
    prompt: RU.afterPrompt,
    hands: [
      { label: RU.dealer, cards: [d.up] },
      { label: RU.doubled, cards: [c1!, c2!, third!] },
    ],
    context: [RU.afterContext(BET, blackjackTotalRu(v.total, v.soft))],
    answer: { kind: 'choice', choices: YES_NO },
    rules,
    solution: { answer: mayHitAfterDouble(rules, d) ? 'yes' : 'no' },
    data: d,
  };
}

function checkAfterDouble(item: DrillItem, answer: string): Verdict {
  const d = item.data as AfterDouble;
  cardsIn(item, 'cards');
  const allowed = mayHitAfterDouble(rulesOfItem<'blackjack'>(item), d);
  const expected = allowed ? 'yes' : 'no';
  const shown = [...d.cards, d.third].map(ru).join(' + ');
  return {
    correct: answer === expected,
    expected: allowed ? YES_NO_RU.yes : YES_NO_RU.no,
    expectedAnswer: expected,
    explanation: allowed ? RU.afterAllowed(shown) : RU.afterRefused(shown),
    ruleLink: SITE_LINKS.blackjack.double,
  };
}

/** Two cards for a two-card key: a total, or a Блекджек (an ace and a ten-value card). */
function twoCards(key: string, rng: Parameters<Drill['item']>[1]): Card[] {
  if (key === 'natural') return dealValues(rng.nextUint32() & 1 ? [1, 10] : [10, 1], rng);
  const { kind, total } = parseTotalKey(key);
  return dealValues(twoValuesFor(kind, total, rng), rng);
}

/** The drill. */
export const doubleDrill: Drill<'blackjack'> = {
  ...drillMeta('blackjack', 'blackjack-double'),
  keys: (rules) => [...TWO_CARD_KEYS, ...afterDoubleKeys(rules)],
  keyLabel: (key) =>
    key === 'natural'
      ? RU.blackjack
      : key.startsWith('after-double-')
        ? RU.afterDoubleKey(key.slice('after-double-'.length))
        : totalKeyLabel(key),
  item(key, rng, { rules }) {
    if (key.startsWith('after-double-')) return afterDoubleItem(key, rules, rng);
    const cards = twoCards(key, rng);
    const allowed = mayDouble(rules, cards).ok;
    return {
      key,
      prompt: RU.prompt,
      hands: [{ label: RU.player, cards }],
      answer: { kind: 'choice', choices: YES_NO },
      rules,
      solution: { answer: allowed ? 'yes' : 'no' },
      data: { cards },
    };
  },
  check(item, answer) {
    if (item.key.startsWith('after-double-')) return checkAfterDouble(item, answer);
    const cards = cardsIn(item, 'cards');
    const allowed = mayDouble(rulesOfItem<'blackjack'>(item), cards);
    const expected = allowed.ok ? 'yes' : 'no';
    const v = blackjackValue(cards);
    const shown = `${cards.map(ru).join(' + ')} — ${v.blackjack ? RU.blackjack : blackjackTotalRu(v.total, v.soft)}`;
    return {
      correct: answer === expected,
      expected: allowed.ok ? YES_NO_RU.yes : YES_NO_RU.no,
      expectedAnswer: expected,
      explanation: allowed.ok ? RU.allowed(shown) : `${shown}. ${blackjackErrorRu(allowed.error)}`,
      ruleLink: SITE_LINKS.blackjack.double,
    };
  },
};
