/**
 * «Покер: страховать ли от «нет игры»» — under rules that sell insurance (three of a kind or better,
 * before the raise, from one ante up to half or all of the raise's win for the hand): play without it,
 * insure the least, or insure the most. The engine's exact `advise` values the raise and the best
 * insurance; insurance pays 1:1 when the dealer has no game and is lost when he has one, so its EV is
 * linear in the amount and the other amount's EV follows exactly from the two. The draws are left out
 * (insuring closes them), as the item says.
 *
 * @module
 */
import { type Fraction } from '@croupier/engine';
import { insuredEv } from './buy-game-value.ts';
import { insuranceRange, raiseFor, twoCombinations, type Advice, type StudRules } from '@croupier/engine/stud';
import type { Card } from '@croupier/engine/cards';
import { studRulePhraseRu } from '@croupier/ru';
import { rulesOfItem, type Drill, type DrillItem } from '../../drill.ts';
import { cardsIn } from './deal.ts';
import { STUD_HANDS_RU as HANDS, STUD_INSURANCE_RU as RU } from '@croupier/ru/trainer/drills/stud-decisions';
import { drillMeta } from '../catalog.ts';
import {
  adviceOf,
  PENDING,
  antesOf,
  dealerShown,
  gradeByEv,
  handLead,
  isRussian,
  optionsById,
  russianHand,
  solutionOf,
  upCardFor,
} from './russian.ts';

const KEYS = ['threeOfAKind', 'straight', 'flush', 'fullHouse'] as const;
const LABELS: Readonly<Record<string, string>> = RU.keys;

/** The smallest and the largest insurance for the hand at `ante` chips (a balance that covers all). */
export function insuranceLimits(hand: readonly Card[], ante: number, rules: StudRules): { min: number; max: number } {
  const two = twoCombinations(hand);
  if (!two.ok) throw new Error('A hand of five distinct cards.');
  const r = insuranceRange(
    {
      balance: 1_000_000,
      ante,
      first: two.value.first.category as never,
      second: (rules.twoCombinations ? (two.value.second?.category ?? null) : null) as never,
    },
    rules,
  );
  if (!r.ok) throw new Error(`No insurance: ${r.error.code}`);
  return r.value;
}

/**
 * The item with its choices and solution from the advice: play without insurance, insure the least,
 * insure the most (each amount valued exactly, insurance being linear in the amount).
 *
 * @param item - The item dealt (pending).
 * @param advice - `advise` for its hand, without the exchanges.
 */
export function insuranceItem(item: DrillItem, advice: Advice): DrillItem {
  const rules = rulesOfItem<'stud'>(item);
  const hand = cardsIn(item, 'hand');
  const ante = advice.ante ?? 1;
  const byId = optionsById(hand, advice);
  const raise = byId.get('raise')!.ev;
  const ins = byId.get('insure')!;
  const { min, max } = insuranceLimits(hand, ante, rules);
  const antes = (chips: number) => RU.antes(antesOf(chips / ante));
  const offered: [string, string, Fraction][] = [
    ['raise', RU.noInsurance, raise],
    ['insure-min', RU.insureFor(antes(min)), insuredEv(raise, ins.ev, ins.amount!, min)],
  ];
  if (max > min) offered.push(['insure-max', RU.insureFor(antes(max)), insuredEv(raise, ins.ev, ins.amount!, max)]);
  return {
    ...item,
    context: [...(item.context ?? []), RU.raise(antesOf(raiseFor(ante, rules) / ante))],
    answer: { kind: 'choice', choices: offered.map(([id, label], i) => ({ id, label, hotkey: String(i + 1) })) },
    solution: solutionOf(offered.map(([id, , ev]) => [id, ev] as const)),
    data: { ...(item.data as object), ante, min, max },
  };
}

/** The drill. */
export const insuranceDrill: Drill<'stud'> = {
  ...drillMeta('stud', 'stud-insurance'),
  keys: (rules) => (isRussian(rules) && rules.insurance !== 'none' ? KEYS : []),
  keyLabel: (key) => LABELS[key] ?? key,
  item(key, rng, { rules }) {
    const hand = russianHand(key, rng);
    const upCard = upCardFor(hand, rng, rules);
    return {
      key,
      prompt: RU.prompt,
      hands: [{ label: HANDS.player, cards: hand }, dealerShown(upCard)],
      context: [RU.terms(studRulePhraseRu(rules, 'insuranceMax')), RU.noOthers],
      answer: {
        kind: 'choice',
        choices: [
          { id: 'raise', label: RU.noInsurance, hotkey: '1' },
          { id: 'insure', label: RU.insure, hotkey: '2' },
        ],
      },
      rules,
      solution: PENDING,
      data: { hand, ...(upCard === undefined ? {} : { upCard }) },
    };
  },
  async solve(item) {
    return insuranceItem(item, await adviceOf(item, false));
  },
  check(item, answer) {
    rulesOfItem<'stud'>(item);
    return gradeByEv(item, answer, handLead(item), '');
  },
};
