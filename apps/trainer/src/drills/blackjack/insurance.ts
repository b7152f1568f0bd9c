/**
 * «Страховка» — the dealer's first card is an ace: what insurance costs on this bet (exactly half of it;
 * an odd bet is not insured, docs/rules.md, Blackjack: Insurance), what becomes of it when the dealer has
 * no Блекджек (it is lost), and what it pays when he has one. The engine decides under the rules in play:
 * `insuranceCost` the price or the refusal, `settleInsurance` the rest; refusals are worded by
 * `@croupier/ru`.
 *
 * @module
 */
import { insuranceCost, payoutUnit, settleInsurance } from '@croupier/engine/blackjack';
import { orThrow } from '@croupier/engine';
import { makeCard, RANK, type Card } from '@croupier/engine/cards';
import { randomInt, type Rng } from '@croupier/engine/rng';
import { blackjackErrorRu, formatChips, SITE_LINKS } from '@croupier/ru';
import { INSURANCE_RU as RU } from '@croupier/ru/trainer/drills/blackjack-rules';
import {
  parseWholeNumber,
  rulesOfItem,
  type Choice,
  type Drill,
  type DrillItem,
  type DrillRules,
} from '../../drill.ts';
import { dealValues, ru } from './deal.ts';
import { drillMeta } from '../catalog.ts';

type Key = 'cost-even' | 'cost-odd' | 'lost' | 'won';

const LABELS: Readonly<Record<Key, string>> = RU.keys;

/** The answer «not offered» of a cost item. */
const NONE = 'none';

/** What happens to an insurance: lost, returned, or won at the table's ratio. */
const FATE: readonly Choice[] = [
  { id: 'lose', label: RU.fate.lose, hotkey: '1' },
  { id: 'push', label: RU.fate.push, hotkey: '2' },
  { id: 'win', label: RU.fate.win, hotkey: '3' },
];

/** The keys: the cost always (where insurance is not offered the answer says so); the rest where it is. */
function keysFor(rules: DrillRules<'blackjack'>): Key[] {
  return rules.insurance ? ['cost-even', 'cost-odd', 'lost', 'won'] : ['cost-even', 'cost-odd'];
}

/** What an item holds: the bet, the insurance bought (its half, for `lost`/`won`), the dealer's cards. */
interface InsuranceData {
  readonly bet: number;
  readonly insurance: number;
  readonly dealer: readonly Card[];
}

/** An even bet of 2…60, or an odd one of 3…59. */
function betFor(key: Key, rng: Rng): number {
  return key === 'cost-odd' ? 3 + 2 * randomInt(rng, 29) : 2 * (1 + randomInt(rng, 30));
}

/** The engine's price of insurance on the bet, as an answer id: the chips, or `none`. */
function costAnswer(rules: DrillRules<'blackjack'>, bet: number): string {
  const c = insuranceCost(rules, bet);
  return c.ok ? String(c.value) : NONE;
}

/** The buttons of a cost item: the half rounded both ways, the whole bet, and «not offered». */
function costChoices(bet: number): Choice[] {
  const amounts = [...new Set([Math.floor(bet / 2), Math.ceil(bet / 2), bet, bet % 2 === 0 ? bet / 2 - 1 : bet])]
    .filter((a) => a > 0)
    .sort((a, b) => a - b);
  return [
    ...amounts.map((a, i) => ({ id: String(a), label: formatChips(a), hotkey: String(i + 1) })),
    { id: NONE, label: RU.notOffered, hotkey: String(amounts.length + 1) },
  ];
}

function costItem(key: Key, rules: DrillRules<'blackjack'>, rng: Rng): DrillItem {
  const bet = betFor(key, rng);
  const [up, a, b] = dealValues([1, 2 + randomInt(rng, 9), 2 + randomInt(rng, 9)], rng);
  const data: InsuranceData = { bet, insurance: 0, dealer: [up!] };
  return {
    key,
    prompt: RU.costPrompt,
    hands: [
      { label: RU.dealer, cards: [up!] },
      { label: RU.player, cards: [a!, b!] },
    ],
    context: [RU.bet(bet)],
    answer: { kind: 'choice', choices: costChoices(bet) },
    rules,
    solution: { answer: costAnswer(rules, bet) },
    data,
  };
}

/** The dealer's two cards: an ace and a ten-value card (`won`), or an ace and a card that makes no Блекджек. */
function dealerFor(key: Key, rng: Rng): Card[] {
  return dealValues(key === 'won' ? [1, 10] : [1, 2 + randomInt(rng, 8)], rng);
}

function settledItem(key: Key, rules: DrillRules<'blackjack'>, rng: Rng): DrillItem {
  // An even bet whose half the table pays in whole chips (a multiple of the payout's unit under refuse).
  const unit = rules.rounding === 'refuse' ? payoutUnit(rules.insurancePays) : 1;
  const bet = 2 * unit * (1 + randomInt(rng, Math.max(1, Math.floor(30 / unit))));
  const insurance = orThrow(insuranceCost(rules, bet));
  const dealer = dealerFor(key, rng);
  const data: InsuranceData = { bet, insurance, dealer };
  const s = orThrow(settleInsurance(rules, insurance, dealer));
  const shared = {
    key,
    hands: [{ label: RU.dealer, cards: dealer }],
    context: [RU.bought(bet, insurance)],
    rules,
    data,
  };
  return key === 'won'
    ? {
        ...shared,
        prompt: RU.wonPrompt,
        answer: { kind: 'number', placeholder: RU.wonPlaceholder },
        solution: { answer: String(s.won) },
      }
    : {
        ...shared,
        prompt: RU.fatePrompt,
        answer: { kind: 'choice', choices: FATE },
        solution: { answer: s.outcome },
      };
}

/** The drill. */
export const insuranceDrill: Drill<'blackjack'> = {
  ...drillMeta('blackjack', 'blackjack-insurance'),
  keys: (rules) => keysFor(rules),
  keyLabel: (key) => LABELS[key as Key] ?? key,
  item(key, rng, { rules }) {
    const k = (keysFor(rules) as string[]).includes(key) ? (key as Key) : 'cost-even';
    return k === 'cost-even' || k === 'cost-odd' ? costItem(k, rules, rng) : settledItem(k, rules, rng);
  },
  check(item, answer) {
    const rules = rulesOfItem<'blackjack'>(item);
    const d = item.data as InsuranceData;
    const link = SITE_LINKS.blackjack.insurance;
    if (item.key === 'cost-even' || item.key === 'cost-odd') {
      const c = insuranceCost(rules, d.bet);
      const expected = c.ok ? String(c.value) : NONE;
      if (!c.ok) {
        return {
          correct: answer === expected,
          expected: RU.notOffered,
          expectedAnswer: expected,
          explanation: blackjackErrorRu(c.error),
          ruleLink: link,
        };
      }
      // What it pays if the dealer's second card is a ten-value card: the king.
      const paid = orThrow(settleInsurance(rules, c.value, [d.dealer[0]!, makeCard(RANK.KING, 0)]));
      return {
        correct: answer === expected,
        expected: formatChips(c.value),
        expectedAnswer: expected,
        explanation: RU.cost(c.value, d.bet, rules.insurancePays, paid.won),
        ruleLink: link,
      };
    }
    const s = orThrow(settleInsurance(rules, d.insurance, d.dealer));
    const dealer = d.dealer.map(ru).join(' ');
    if (item.key === 'won') {
      const typed = parseWholeNumber(answer);
      return {
        correct: typed === s.won,
        expected: formatChips(s.won),
        explanation: RU.won(dealer, rules.insurancePays, d.insurance, s.won),
        ruleLink: link,
      };
    }
    const label = FATE.find((f) => f.id === s.outcome)?.label ?? s.outcome;
    return {
      correct: answer === s.outcome,
      expected: label,
      expectedAnswer: s.outcome,
      explanation: s.outcome === 'lose' ? RU.lost(dealer, d.insurance) : RU.other(dealer, label.toLowerCase()),
      ruleLink: link,
    };
  },
};
