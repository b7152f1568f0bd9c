/**
 * «Покер: решения игрока» — the text's three decisions and when they are there: which remain once the
 * cards are dealt, after an exchange («Других альтернатив уже нет»: only 1 and 2), and with too few chips
 * for the exchange; and what a fold costs («Ставка АНТЕ тут же теряется», a fee paid for an exchange is not
 * returned). Each item is a real table: the engine deals it from a seed (`start`, `apply`), its
 * `legalActions` say which decisions the player has, and the fold's net is the balance it leaves.
 *
 * @module
 */
import { orThrow } from '@croupier/engine';
import type { Card } from '@croupier/engine/cards';
import { randomInt, shuffled, type Rng } from '@croupier/engine/rng';
import {
  apply,
  canExchange,
  canRaise,
  exchangeCounts,
  exchangeFee,
  legalActions,
  raiseFor,
  start,
  type StudDeciding,
  type StudRules,
  type StudState,
} from '@croupier/engine/stud';
import { formatNumber, SITE_LINKS, studErrorRu } from '@croupier/ru';
import { parseWholeNumber, rulesOfItem, type Choice, type Drill } from '../../drill.ts';
import { ru } from './deal.ts';
import { STUD_OPTIONS_RU as RU } from '@croupier/ru/trainer/drills/stud-rules';
import { drillMeta } from '../catalog.ts';

/** A table of an item: the seed and the chips it starts with, the АНТЕ, and the positions exchanged. */
interface OptionsData {
  readonly seed: number;
  /** The player's chips before the АНТЕ. */
  readonly balance: number;
  readonly ante: number;
  /** Positions (0…4) of the cards exchanged before the question; empty: no exchange. */
  readonly discard: readonly number[];
}

const LABELS: Readonly<Record<string, string>> = RU.keys;

/** The keys under a set of rules: the exchange's keys only where the rules offer it. */
function keysFor(rules: StudRules): string[] {
  return exchangeCounts(rules).length > 0 ? ['dealt', 'exchanged', 'short', 'fold'] : ['dealt', 'fold'];
}

/** The table of an item, dealt and played by the engine up to the question. */
function tableOf(d: OptionsData, rules: StudRules): StudDeciding {
  let s: StudState = orThrow(start(rules, { balance: d.balance, seed: d.seed })).state;
  s = orThrow(apply(s, { type: 'ante', amount: d.ante })).state;
  if (s.phase !== 'deciding') throw new Error('Not dealt.');
  if (d.discard.length > 0) {
    const hand = s.player;
    s = orThrow(apply(s, { type: 'exchange', cards: d.discard.map((i) => hand[i]!) })).state;
  }
  if (s.phase !== 'deciding') throw new Error('Not deciding.');
  return s;
}

/** The decisions the engine allows now, as a choice id: all three, the exchange of one card only, 1 and 2, 1. */
function optionsOf(s: StudDeciding): string {
  const legal = legalActions(s);
  const counts = legal.flatMap((a) => (a.type === 'exchange' ? [a.count] : []));
  const raise = legal.some((a) => a.type === 'raise');
  if (counts.length > 0 && raise) return counts.includes(2) || s.rules.maxExchange === 1 ? 'all' : 'one';
  return raise ? 'fold-raise' : 'fold';
}

/** The choices under the rules (the one-card exchange only where two are offered). */
function choicesFor(rules: StudRules): Choice[] {
  const two = exchangeCounts(rules).includes(2);
  return [
    { id: 'all', label: RU.all(two), hotkey: '1' },
    ...(two ? [{ id: 'one', label: RU.one, hotkey: '2' }] : []),
    { id: 'fold-raise', label: RU.foldRaise, hotkey: two ? '3' : '2' },
    { id: 'fold', label: RU.fold, hotkey: two ? '4' : '3' },
  ];
}

/** An АНТЕ from 5 to 50 whose exchange fees the rules take in whole chips. */
function anteFor(rules: StudRules, rng: Rng): number {
  const fine = Array.from({ length: 46 }, (_, i) => i + 5).filter((a) =>
    exchangeCounts(rules).every((n) => exchangeFee(a, n, rules).ok),
  );
  return fine[randomInt(rng, fine.length)]!;
}

/** The item's table: its chips around the exchange's limits for `short`, ample otherwise. */
function dataFor(key: string, rules: StudRules, rng: Rng): OptionsData {
  const seed = 1 + randomInt(rng, 1_000_000_000);
  const ante = anteFor(rules, rng);
  const counts = exchangeCounts(rules);
  const raise = raiseFor(ante, rules);
  let balance = 1000;
  if (key === 'short') {
    // After the АНТЕ: a chip short of the raise and one card's fee, or of the raise and two cards'.
    const fees = counts.map((n) => orThrow(exchangeFee(ante, n, rules)));
    balance = ante + raise + fees[randomInt(rng, fees.length)]! - 1;
  }
  const exchanging = key === 'exchanged' || (key === 'fold' && counts.length > 0 && randomInt(rng, 2) === 1);
  const count = exchanging ? counts[randomInt(rng, counts.length)]! : 0;
  const discard = shuffled(rng, [0, 1, 2, 3, 4])
    .slice(0, count)
    .sort((a, b) => a - b);
  return { seed, balance, ante, discard };
}

/** The cards the item's player threw away, from the hand dealt before the exchange. */
function discarded(d: OptionsData, rules: StudRules): Card[] {
  return [...tableOf({ ...d, discard: [] }, rules).player].filter((_, i) => d.discard.includes(i));
}

/** The drill. */
export const optionsDrill: Drill<'stud'> = {
  ...drillMeta('stud', 'stud-options'),
  keys: keysFor,
  keyLabel: (key) => LABELS[key] ?? key,
  item(key, rng, { rules }) {
    const data = dataFor(key, rules, rng);
    const s = tableOf(data, rules);
    const out = discarded(data, rules);
    const context = [
      RU.ante(data.ante),
      ...(out.length > 0 ? [RU.exchanged(ru(out), s.fees)] : []),
      RU.balance(out.length > 0, s.balance),
    ];
    const fold = key === 'fold';
    return {
      key,
      prompt: fold ? RU.foldPrompt : RU.prompt,
      context,
      hands: [
        { label: RU.player, cards: s.player },
        { label: RU.dealer, cards: [], hidden: 5 },
      ],
      answer: fold
        ? { kind: 'number', placeholder: RU.chipsPlaceholder, signed: true }
        : { kind: 'choice', choices: choicesFor(rules) },
      rules,
      solution: { answer: fold ? String(foldNet(data, rules)) : optionsOf(s) },
      data,
    };
  },
  check(item, answer) {
    const rules = rulesOfItem<'stud'>(item);
    const d = item.data as OptionsData;
    const s = tableOf(d, rules);
    if (item.key === 'fold') {
      const net = foldNet(d, rules);
      const fee = s.fees > 0 ? RU.feeLost(s.fees) : '';
      return {
        correct: parseWholeNumber(answer, true) === net,
        expected: formatNumber(net),
        explanation: RU.folded(d.ante, fee, net),
        ruleLink: SITE_LINKS.poker.decisions,
      };
    }
    const right = optionsOf(s);
    const label = (id: string) => choicesFor(rules).find((c) => c.id === id)?.label ?? id;
    return {
      correct: answer === right,
      expected: label(right),
      explanation: whyOptions(s),
      ruleLink: s.exchanged > 0 ? SITE_LINKS.poker.decisions : SITE_LINKS.poker.exchange,
      expectedAnswer: right,
    };
  },
};

/** The fold's net, by the engine: the balance a fold leaves, less the chips the table started with. */
function foldNet(d: OptionsData, rules: StudRules): number {
  const folded = orThrow(apply(tableOf(d, rules), { type: 'fold' })).state;
  return folded.balance - d.balance;
}

/** Why the player has these decisions: the text after an exchange, else the engine's refusals in Russian. */
function whyOptions(s: StudDeciding): string {
  if (s.exchanged > 0) {
    const raise = canRaise(s);
    return RU.afterExchange(raise.ok ? '' : ` ${studErrorRu(raise.error)}`);
  }
  const refusals = exchangeCounts(s.rules).flatMap((n) => {
    const r = canExchange(s, n);
    return r.ok ? [] : [studErrorRu(r.error)];
  });
  return refusals.length > 0 ? refusals[0]! : RU.allOpen;
}
