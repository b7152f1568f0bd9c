/**
 * «Сколько выиграл игрок?» — a settled hand or insurance, the stake given, the winnings typed (for a
 * hand lost on the totals or to a dealer blackjack, the chips lost): the engine's `settleHand` and
 * `settleInsurance` under the rules in play decide (the blackjack payout, the rounding of a fraction of
 * a chip, what a dealer blackjack takes).
 *
 * @module
 */
import {
  blackjackValue,
  payoutUnit,
  settleHand,
  settleInsurance,
  type HandSettlement,
} from '@croupier/engine/blackjack';
import { orThrow } from '@croupier/engine';
import { randomInt, type Rng } from '@croupier/engine/rng';
import { blackjackRulePhraseRu, formatFraction, SITE_LINKS, type SiteLink } from '@croupier/ru';
import { PAYOUT_RU as RU } from '@croupier/ru/trainer/drills/blackjack-payout';
import { parseWholeNumber, rulesOfItem, type Drill, type DrillRules } from '../../drill.ts';
import { cardsIn, dealValues, twoValuesFor } from './deal.ts';
import { drillMeta } from '../catalog.ts';

const LABELS: Readonly<Record<string, string>> = RU.keys;

/** The keys under a set of rules: a fraction of a chip only where the table pays one; insurance where offered. */
function keysFor(rules: DrillRules<'blackjack'>): string[] {
  return [
    'win-even',
    'win-odd',
    'blackjack-even',
    ...(rules.rounding === 'refuse' || payoutUnit(rules.blackjackPays) === 1 ? [] : ['blackjack-odd']),
    ...(rules.insurance ? ['insurance'] : []),
    'push',
    'lose',
    'blackjack-vs-blackjack',
    'blackjack-vs-21',
    // Without a hole card a dealer blackjack shows up after the player doubled; with one, never.
    ...(rules.holeCard ? [] : ['doubled-vs-blackjack']),
  ];
}

/** A stake for a key: a multiple of the blackjack unit, or not; even or odd. */
function stakeFor(key: string, rules: DrillRules<'blackjack'>, rng: Rng): number {
  const unit = payoutUnit(rules.blackjackPays);
  switch (key) {
    case 'blackjack-even':
      return unit * (1 + randomInt(rng, Math.max(1, Math.floor(100 / unit))));
    case 'blackjack-odd': {
      let s: number;
      do s = 3 + randomInt(rng, 47);
      while (s % unit === 0);
      return s;
    }
    case 'insurance':
      return 2 * payoutUnit(rules.insurancePays) * (1 + randomInt(rng, 10));
    case 'win-odd':
      return 1 + 2 * randomInt(rng, 25);
    default:
      return 2 * (1 + randomInt(rng, 25));
  }
}

/** The card values of the player's and the dealer's hands for a key. */
function handsFor(key: string, rng: Rng): { player: number[]; dealer: number[] } {
  switch (key) {
    case 'blackjack-even':
    case 'blackjack-odd':
      return { player: [1, 10], dealer: [10, 9] };
    case 'blackjack-vs-blackjack':
      return { player: [1, 10], dealer: [10, 1] };
    case 'blackjack-vs-21':
      return { player: [10, 1], dealer: [6, 5, 10] };
    case 'insurance':
      return { player: [10, 8], dealer: [1, 10] };
    case 'push':
      return { player: [10, 9], dealer: [10, 9] };
    case 'lose':
      // Both stopped, the player's total the smaller: 16 or 17 against 18 or 19.
      return { player: [10, 6 + randomInt(rng, 2)], dealer: [10, 8 + randomInt(rng, 2)] };
    case 'doubled-vs-blackjack':
      return { player: [...twoValuesFor('hard', 11, rng), 2 + randomInt(rng, 9)], dealer: [1, 10] };
    default:
      return { player: [10, 9], dealer: [10, 8] };
  }
}

interface PayoutData {
  readonly cards: readonly number[];
  readonly dealer: readonly number[];
  readonly stake: number;
}

/** The engine's settlement of an item, and the number the trainee types. */
function settle(key: string, rules: DrillRules<'blackjack'>, d: PayoutData): { s: HandSettlement; answer: number } {
  if (key === 'insurance') {
    const s = orThrow(settleInsurance(rules, d.stake / 2, d.dealer));
    return { s, answer: s.won };
  }
  if (key === 'doubled-vs-blackjack') {
    const s = orThrow(settleHand(rules, { cards: d.cards, stake: 2 * d.stake, doubled: true }, d.dealer));
    return { s, answer: s.lost };
  }
  if (key === 'lose') {
    const s = orThrow(settleHand(rules, { cards: d.cards, stake: d.stake }, d.dealer));
    return { s, answer: s.lost };
  }
  const s = orThrow(settleHand(rules, { cards: d.cards, stake: d.stake }, d.dealer));
  return { s, answer: s.won };
}

/** «10 × 3/2 = 15», with the rounding the rules apply. */
function workedPayout(stake: number, s: HandSettlement, rules: DrillRules<'blackjack'>): string {
  const r = s.ratio!;
  const exact = s.rounding!.exact;
  const times = r.per === 1 ? String(r.pays) : `${r.pays}/${r.per}`;
  const value = formatFraction(exact.numerator, exact.denominator);
  const rounded =
    s.rounding!.roundingDelta.numerator === 0 ? '' : RU.rounded(blackjackRulePhraseRu(rules, 'rounding'), s.won);
  return `${stake} × ${times} = ${value}${rounded}`;
}

/** The drill. */
export const payoutDrill: Drill<'blackjack'> = {
  ...drillMeta('blackjack', 'blackjack-payout'),
  keys: keysFor,
  keyLabel: (k) => LABELS[k] ?? k,
  item(key, rng, { rules }) {
    const stake = stakeFor(key, rules, rng);
    const { player, dealer } = handsFor(key, rng);
    const cards = dealValues([...player, ...dealer], rng);
    const data: PayoutData = { cards: cards.slice(0, player.length), dealer: cards.slice(player.length), stake };
    const context: string[] = [RU.stake(stake)];
    let prompt: string = RU.prompt;
    if (key === 'insurance') {
      context.push(RU.insured(stake / 2));
      prompt = RU.insurancePrompt;
    } else if (key === 'doubled-vs-blackjack') {
      context.push(RU.doubled(2 * stake));
      prompt = RU.doubledPrompt;
    } else if (key === 'lose') {
      prompt = RU.losePrompt;
    }
    return {
      key,
      prompt,
      hands: [
        { label: RU.player, cards: data.cards },
        { label: RU.dealer, cards: data.dealer },
      ],
      context,
      answer: { kind: 'number', placeholder: RU.placeholder },
      rules,
      solution: { answer: String(settle(key, rules, data).answer) },
      data,
    };
  },
  check(item, answer) {
    const rules = rulesOfItem<'blackjack'>(item);
    const d: PayoutData = {
      cards: cardsIn(item, 'cards'),
      dealer: cardsIn(item, 'dealer'),
      stake: (item.data as { stake: number }).stake,
    };
    const { s, answer: right } = settle(item.key, rules, d);
    let why: string;
    let link: SiteLink = SITE_LINKS.blackjack.payouts;
    if (item.key === 'insurance') {
      why = RU.insurance(rules.insurancePays, workedPayout(d.stake / 2, s, rules));
      link = SITE_LINKS.blackjack.insurance;
    } else if (item.key === 'doubled-vs-blackjack') {
      why = s.lost === 2 * d.stake ? RU.doubledAll(s.lost) : RU.doubledStake(s.lost);
    } else if (item.key === 'lose') {
      why = RU.lose(blackjackValue(d.cards).total, blackjackValue(d.dealer).total, s.lost);
    } else if (s.outcome === 'blackjack') {
      why = RU.blackjack(item.key === 'blackjack-vs-21', rules.blackjackPays, workedPayout(d.stake, s, rules));
    } else if (s.outcome === 'push') {
      why = item.key === 'blackjack-vs-blackjack' ? RU.pushBlackjacks : RU.push;
    } else {
      why = RU.win(s.won);
    }
    return {
      correct: parseWholeNumber(answer) === right,
      expected: String(right),
      explanation: why,
      ruleLink: link,
    };
  },
};
