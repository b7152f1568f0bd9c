/**
 * What the Russian-poker drills share (decision 033's options: the exchange of one to five cards, a
 * sixth card, insurance, «покупка игры»): which rules open an option, a dealt hand with the dealer's
 * up-card, the engine's `advise` turned into the item's EVs (only the choices offered, so a cost is
 * against the best of those), and the one checker that grades by the exact EV with the cost in antes.
 *
 * @module
 */
import { rational, type Fraction } from '@croupier/engine';
import { rankOf, suitOf, type Card } from '@croupier/engine/cards';
import { type Rng } from '@croupier/engine/rng';
import { type Advice, type OptionEv, type StudRules, unanalysedRule } from '@croupier/engine/stud';
import { formatNumber, SITE_LINKS } from '@croupier/ru';
import { loadStudAdvice } from '../../play/stud-advice.ts';
import { answerCost } from '../../cost.ts';
import type { Choice, DrillItem, ShownHand, Solution, Verdict } from '../../drill.ts';
import { cardsIn, cat, deal, handOf, name, ru } from './deal.ts';
import { rulesOfItem } from '../../drill.ts';
import { STUD_EV_RU, STUD_HANDS_RU } from '@croupier/ru/trainer/drills/stud-decisions';

/**
 * Whether the rules are of the casino family the engine values in chips (an option of decision 033 is
 * on, or an exchange with a dealer card shown): the drills of this module are offered only then.
 *
 * @param rules - The rules in play.
 */
export const isRussian = (rules: StudRules): boolean =>
  unanalysedRule(rules) !== null || (rules.upCards === 1 && rules.maxExchange > 0);

/** A hand for a key: a combination (`pair`, `threeOfAKind`…) or a draw (`flush-draw`, `straight-draw`). */
export function russianHand(key: string, rng: Rng): Card[] {
  if (key !== 'flush-draw' && key !== 'straight-draw' && key !== 'noGame') return handOf(key as never, rng);
  for (let t = 0; t < 100_000; t++) {
    const h = deal(rng);
    const c = cat(h);
    if (c !== 'noGame' && c !== 'aceKing') continue;
    if (key === 'noGame') {
      if (c === 'noGame') return h;
      continue;
    }
    const suits = [0, 1, 2, 3].map((s) => h.filter((x) => suitOf(x) === s).length);
    const ranks = [...new Set(h.map(rankOf))].sort((a, b) => a - b);
    if (key === 'flush-draw' ? suits.includes(4) : ranks[3]! - ranks[0]! === 3) return h;
  }
  throw new Error(`No hand for ${key}.`);
}

/** The dealer's up-card when the rules show one (dealt from the cards left). */
export function upCardFor(hand: readonly Card[], rng: Rng, rules: StudRules): Card | undefined {
  return rules.upCards === 1 ? deal(rng, hand, 1)[0]! : undefined;
}

/** The dealer as the item shows him: the up-card (if any) and the cards face down. */
export function dealerShown(upCard: Card | undefined): ShownHand {
  return upCard === undefined
    ? { label: STUD_HANDS_RU.dealer, cards: [], hidden: 5 }
    : { label: STUD_HANDS_RU.dealer, cards: [upCard], hidden: 4 };
}

/** The option id of an engine option: its action, or `x` and the discarded positions (`x0`, `x14`). */
export function optionId(hand: readonly Card[], o: OptionEv): string {
  if (o.action !== 'exchange') return o.action;
  return `x${o.discard
    .map((c) => hand.indexOf(c))
    .sort((a, b) => a - b)
    .join('')}`;
}

/** The options of an advice by id. */
export function optionsById(hand: readonly Card[], advice: Advice): Map<string, OptionEv> {
  return new Map(advice.options.map((o) => [optionId(hand, o), o]));
}

/**
 * The item's solution over the choices offered: each one's EV (a float and the exact fraction) and the
 * best of them (the first of equals, in the order given).
 *
 * @param values - The offered choices' exact EVs per ante, in the order the buttons show them.
 */
export function solutionOf(values: readonly (readonly [string, Fraction])[]): Solution {
  const evs: Record<string, number> = {};
  const exactEvs: Record<string, string> = {};
  let best = values[0]!;
  for (const v of values) {
    evs[v[0]] = rational.toNumber(v[1]);
    exactEvs[v[0]] = rational.toFractionString(v[1]);
    if (rational.compare(v[1], best[1]) > 0) best = v;
  }
  return { answer: best[0], evs, exactEvs, evUnit: 'ante' };
}

/** An EV per ante with its sign, to three decimals. */
export const signed = (x: number): string => `${x >= 0 ? '+' : '−'}${formatNumber(Math.abs(x), 3)}`;

/** A choice's label in an item. */
export function choiceLabel(item: DrillItem, id: string): string {
  return (item.answer.kind === 'choice' ? item.answer.choices.find((c) => c.id === id)?.label : undefined) ?? id;
}

/**
 * Grades an answer by the item's exact EVs: right when it is worth as much as the best offered, else
 * the cost in antes; the explanation lists every offered choice's EV.
 *
 * @param item - The item.
 * @param answer - The choice id.
 * @param lead - The explanation's first sentence (the hand and what it is).
 * @param note - A sentence after the EVs (what is exact, which fees apply), or `''`.
 */
export function gradeByEv(item: DrillItem, answer: string, lead: string, note: string): Verdict {
  const { answer: best, evs = {} } = item.solution;
  const cost = answerCost(item.solution, answer);
  const correct = cost?.exact !== undefined && rational.parseFraction(cost.exact).num === 0n;
  const choices: readonly Choice[] = item.answer.kind === 'choice' ? item.answer.choices : [];
  const list = choices
    .filter((c) => evs[c.id] !== undefined)
    .map((c) => `${c.label.charAt(0).toLowerCase()}${c.label.slice(1)} ${signed(evs[c.id]!)}`)
    .join('; ');
  return {
    correct,
    expected: choiceLabel(item, best),
    explanation: STUD_EV_RU.explain(lead, choiceLabel(item, best), list, note),
    ruleLink: SITE_LINKS.poker.advisor,
    ...(cost === undefined ? {} : { cost }),
    expectedAnswer: best,
  };
}

/** The lead sentence of a hand: its cards and combination. */
export function handLead(item: DrillItem): string {
  const hand = cardsIn(item, 'hand');
  return STUD_EV_RU.lead(ru(hand), name(cat(hand)));
}

/** The sentence for values that are lower bounds (a draw valued without «покупка игры» after it). */
export const BOUND_NOTE: string = STUD_EV_RU.bound;

/** A number of antes as a label says it: whole, or to two decimals. */
export const antesOf = (x: number): string => (Number.isInteger(x) ? formatNumber(x) : formatNumber(x, 2));

/** A solution still being computed (the item waits for the drill's `solve`). */
export const PENDING: Solution = { answer: '', pending: true, evUnit: 'ante' };

/**
 * The engine's advice for an item's hand (its `hand` and `upCard`), computed in the stud advice worker
 * through the compute layer (cached by hand and rules), in-process where there are no workers.
 *
 * @param item - A pending item of a Russian-poker drill.
 * @param exchange - Whether the exchanges are valued.
 */
export function adviceOf(item: DrillItem, exchange: boolean): Promise<Advice> {
  const { upCard } = item.data as { upCard?: Card };
  return loadStudAdvice({
    hand: cardsIn(item, 'hand'),
    rules: rulesOfItem<'stud'>(item),
    exchange,
    ...(upCard === undefined ? {} : { upCard }),
  });
}
