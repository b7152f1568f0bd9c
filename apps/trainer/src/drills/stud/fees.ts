/**
 * «Покер: АНТЕ и плата за обмен» — the money rules around the exchange, under the rules in play: the
 * largest ante a balance allows (`maxAnte`: the ante and its raise must be covered), what an exchange of
 * one or two cards costs (`exchangeFee`), and how many cards may be exchanged with what is left
 * (`exchangeAllowed`: the raise must still be covered after the fee); a refusal is worded by
 * `@croupier/ru`.
 *
 * @module
 */
import { orThrow } from '@croupier/engine';
import { randomInt, type Rng } from '@croupier/engine/rng';
import {
  anteAllowed,
  exchangeAllowed,
  exchangeCounts,
  exchangeFee,
  maxAnte,
  raiseFor,
  type StudRules,
} from '@croupier/engine/stud';
import { SITE_LINKS, studErrorRu, studRulePhraseRu } from '@croupier/ru';
import { parseWholeNumber, rulesOfItem, type Drill } from '../../drill.ts';
import { STUD_FEES_RU as RU } from '@croupier/ru/trainer/drills/stud-rules';
import { drillMeta } from '../catalog.ts';

interface FeesData {
  /** Chips on the player's account (before the ante for `max-ante`, after it for `exchange`). */
  readonly balance: number;
  /** The ante (0 for `max-ante`). */
  readonly ante: number;
}

const LABELS: Readonly<Record<string, string>> = RU.keys;

/** The keys under a set of rules: the fees only where the exchange is offered. */
function keysFor(rules: StudRules): string[] {
  const counts = rules.upCards === 1 ? [] : exchangeCounts(rules);
  return [
    'max-ante',
    ...(counts.includes(1) ? ['fee-1'] : []),
    ...(counts.includes(2) ? ['fee-2'] : []),
    ...(counts.length > 0 ? ['exchange'] : []),
  ];
}

/** An ante whose fees are whole chips, or are rounded (an odd ante for 1½ antes), from 5 … 50. */
function anteFor(rules: StudRules, rng: Rng): number {
  const fine = Array.from({ length: 46 }, (_, i) => i + 5).filter((a) =>
    exchangeCounts(rules).every((n) => exchangeFee(a, n, rules).ok),
  );
  return fine[randomInt(rng, fine.length)]!;
}

/** The most cards the rules let a player exchange with this balance, by the engine (0 when none). */
function mostCards(rules: StudRules, d: FeesData): number {
  let most = 0;
  for (const n of exchangeCounts(rules))
    if (exchangeAllowed({ balance: d.balance, ante: d.ante, count: n }, rules).ok) most = n;
  return most;
}

/** The engine's answer of an item. */
function answerOf(key: string, rules: StudRules, d: FeesData): number {
  switch (key) {
    case 'max-ante':
      return maxAnte(d.balance, rules);
    case 'fee-1':
    case 'fee-2':
      return orThrow(exchangeFee(d.ante, key === 'fee-1' ? 1 : 2, rules));
    default:
      return mostCards(rules, d);
  }
}

/** The drill. */
export const feesDrill: Drill<'stud'> = {
  ...drillMeta('stud', 'stud-fees'),
  keys: keysFor,
  keyLabel: (key) => LABELS[key] ?? key,
  item(key, rng, { rules }) {
    let data: FeesData;
    let prompt: string;
    let context: string[];
    if (key === 'max-ante') {
      data = { balance: 20 + randomInt(rng, 481), ante: 0 };
      prompt = RU.maxAntePrompt;
      context = [RU.balance(data.balance)];
    } else if (key === 'exchange') {
      const ante = anteFor(rules, rng);
      const raise = raiseFor(ante, rules);
      const two = exchangeCounts(rules).includes(2) ? orThrow(exchangeFee(ante, 2, rules)) : 0;
      const one = orThrow(exchangeFee(ante, 1, rules));
      // Around the thresholds: the raise plus the fee of one or of two cards, give or take.
      const around = [raise + one - 1, raise + one, raise + two - 1, raise + two, raise + two + ante, raise - 1];
      data = { balance: Math.max(0, around[randomInt(rng, around.length)]!), ante };
      prompt = RU.exchangePrompt;
      context = [RU.anteOnTable(ante), RU.afterAnte(data.balance)];
    } else {
      data = { balance: 0, ante: anteFor(rules, rng) };
      prompt = RU.feePrompt(key === 'fee-1');
      context = [RU.ante(data.ante)];
    }
    return {
      key,
      prompt,
      context,
      answer: { kind: 'number', placeholder: key === 'exchange' ? RU.exchangePlaceholder : RU.chipsPlaceholder },
      rules,
      solution: { answer: String(answerOf(key, rules, data)) },
      data,
    };
  },
  check(item, answer) {
    const rules = rulesOfItem<'stud'>(item);
    const d = item.data as FeesData;
    const right = answerOf(item.key, rules, d);
    let why: string;
    if (item.key === 'max-ante') {
      // The engine's refusal of one chip more says it with the numbers.
      const more = anteAllowed(d.balance, right + 1, rules);
      why = RU.maxAnte(studRulePhraseRu(rules, 'raiseMultiple'), more.ok ? '' : studErrorRu(more.error));
    } else if (item.key === 'exchange') {
      const counts = exchangeCounts(rules);
      const tried = exchangeAllowed({ balance: d.balance, ante: d.ante, count: counts.at(-1)! }, rules);
      why = tried.ok
        ? RU.exchange(tried.value, d.balance - tried.value, raiseFor(d.ante, rules))
        : studErrorRu(tried.error);
    } else {
      const rule = studRulePhraseRu(rules, 'feeOneCard');
      why = RU.fee(`${rule[0]!.toUpperCase()}${rule.slice(1)}`, d.ante, right, studRulePhraseRu(rules, 'feeRounding'));
    }
    return {
      correct: parseWholeNumber(answer) === right,
      expected: String(right),
      explanation: why,
      ruleLink: SITE_LINKS.poker.exchange,
    };
  },
};
