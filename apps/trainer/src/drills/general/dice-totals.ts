/**
 * «Кости: суммы двух костей» — the totals two dice make, as the craps text lists them («минимальную сумму
 * в два очка — если на обеих костях окажется по единице. Максимальное количество выброшенных очков
 * составляет двенадцать (шесть и шесть)»), and how many of the 36 rolls make each total. The engine
 * decides: every roll it accepts (`checkRoll`) summed by `diceTotal`.
 *
 * @module
 */
import { checkRoll, diceTotal, type DiceRoll } from '@croupier/engine';
import { randomInt } from '@croupier/engine/rng';
import { SITE_LINKS } from '@croupier/ru';
import { DICE_TOTALS_RU as RU } from '@croupier/ru/trainer/drills/general';
import { parseWholeNumber, type Drill, type DrillItem } from '../../drill.ts';
import { drillMeta } from '../catalog.ts';

/** Every roll of two dice the engine accepts, one die then the other (36). */
export const ROLLS: readonly DiceRoll[] = Array.from({ length: 49 }, (_, i) => checkRoll([(i / 7) | 0, i % 7])).flatMap(
  (r) => (r.ok ? [r.value] : []),
);

/** The rolls that make a total. */
export function rollsOf(total: number): DiceRoll[] {
  return ROLLS.filter((r) => diceTotal(r) === total);
}

const TOTALS = ROLLS.map(diceTotal);
/** The smallest and the largest total, from the engine's rolls. */
const MIN = Math.min(...TOTALS);
const MAX = Math.max(...TOTALS);

/** The keys: the smallest total, the largest, and the ways of each total from the smallest to the largest. */
const KEYS = ['min', 'max', ...Array.from({ length: MAX - MIN + 1 }, (_, i) => `ways-${MIN + i}`)];

const plus = (r: DiceRoll) => `${r[0]} + ${r[1]}`;

/** The total a key asks about (`ways-7` → 7), or null for `min` and `max`. */
function totalOf(key: string): number | null {
  const m = /^ways-(\d+)$/u.exec(key);
  return m ? Number(m[1]) : null;
}

/** The engine's answer to a key. */
function answerOf(key: string): number {
  if (key === 'min') return MIN;
  if (key === 'max') return MAX;
  return rollsOf(totalOf(key) ?? 0).length;
}

function explain(key: string): string {
  if (key === 'min') return RU.explainMin(MIN, plus(rollsOf(MIN)[0]!));
  if (key === 'max') return RU.explainMax(MAX, plus(rollsOf(MAX)[0]!));
  const t = totalOf(key) ?? 0;
  const rolls = rollsOf(t);
  return RU.explainWays(t, rolls.length, ROLLS.length, rolls.map(plus).join(', '));
}

/** The drill. */
export const diceTotalsDrill: Drill<'general'> = {
  ...drillMeta('general', 'dice-totals'),
  keys: () => KEYS,
  keyLabel: (key) => (key === 'min' ? RU.keyMin : key === 'max' ? RU.keyMax : RU.keyWays(totalOf(key))),
  item(key, rng, { rules }): DrillItem {
    const total = totalOf(key);
    const example = total === null ? null : rollsOf(total)[randomInt(rng, rollsOf(total).length)]!;
    return {
      key,
      prompt: key === 'min' ? RU.promptMin : key === 'max' ? RU.promptMax : RU.promptWays(ROLLS.length, total),
      ...(example ? { dice: [example[0], example[1]] as const } : {}),
      context: [RU.context],
      answer: {
        kind: 'number',
        placeholder: key === 'min' || key === 'max' ? RU.placeholderTotal : RU.placeholderWays,
      },
      rules,
      solution: { answer: String(answerOf(key)) },
      data: { key },
    };
  },
  check(item, answer) {
    const want = answerOf(item.key);
    return {
      correct: parseWholeNumber(answer) === want,
      expected: String(want),
      explanation: explain(item.key),
      ruleLink: SITE_LINKS.craps.table,
    };
  },
};
