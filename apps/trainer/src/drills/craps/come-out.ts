/**
 * «Крэпс: выходной бросок» — what a come-out total does to «Проходит» and «Не проходит»: the engine's
 * `resolveBet` under the rules in play decides (the bar of «Не проходит» is a rule: 2 in the text, 12 in
 * casinos).
 *
 * @module
 */
import type { DiceRoll } from '@croupier/engine';
import { betSpec, resolveBet } from '@croupier/engine/craps';
import { betNameRu, CRAPS_OUTCOME_NAMES_RU, SITE_LINKS } from '@croupier/ru';
import { CRAPS_COME_OUT_RU as RU, CRAPS_TABLE_RU as TABLE } from '@croupier/ru/trainer/drills/craps';
import { rulesOfItem, type Choice, type Drill } from '../../drill.ts';
import { dataOf, isRoll, rollWithTotal } from './deal.ts';
import { comeOutAnswer, comeOutSentence } from './line-bets.ts';
import { drillMeta } from '../catalog.ts';

const CHOICES: readonly Choice[] = [
  { id: 'win', label: RU.choices.win, hotkey: '1' },
  { id: 'lose', label: RU.choices.lose, hotkey: '2' },
  { id: 'push', label: RU.choices.push, hotkey: '3' },
  { id: 'point', label: RU.choices.point, hotkey: '4' },
];

interface ComeOutData {
  readonly bet: 'pass' | 'dontPass';
  readonly dice: DiceRoll;
}

const KEYS = (['pass', 'dontPass'] as const).flatMap((bet) =>
  [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((t) => `${bet}-${t}`),
);

/** The drill. */
export const comeOutDrill: Drill<'craps'> = {
  ...drillMeta('craps', 'craps-come-out'),
  keys: () => KEYS,
  keyLabel(key) {
    const [bet, total] = key.split('-') as ['pass' | 'dontPass', string];
    return RU.keyLabel(betNameRu(bet), total);
  },
  item(key, rng, { rules }) {
    const [bet, total] = key.split('-') as ['pass' | 'dontPass', string];
    const dice = rollWithTotal(Number(total), rng);
    return {
      key,
      prompt: RU.prompt(betNameRu(bet)),
      dice: [dice[0], dice[1]],
      context: [TABLE.puckOffComeOut, TABLE.onTable(betNameRu(bet), 10)],
      answer: { kind: 'choice', choices: CHOICES },
      rules,
      solution: { answer: comeOutAnswer(resolveBet(betSpec(bet)!, null, dice, rules)) },
      data: { bet, dice } satisfies ComeOutData,
    };
  },
  check(item, answer) {
    const rules = rulesOfItem<'craps'>(item);
    const { bet, dice } = dataOf<ComeOutData>(
      item,
      (d) => (d.bet === 'pass' || d.bet === 'dontPass') && isRoll(d.dice),
    );
    const expected = comeOutAnswer(resolveBet(betSpec(bet)!, null, dice, rules));
    const label = expected === 'point' ? RU.point : CRAPS_OUTCOME_NAMES_RU[expected];
    return {
      correct: answer === expected,
      expected: `${dice[0] + dice[1]}: ${label}`,
      expectedAnswer: expected,
      explanation: comeOutSentence(bet, rules),
      ruleLink: bet === 'pass' ? SITE_LINKS.craps.pass : SITE_LINKS.craps.dontPass,
    };
  },
};
