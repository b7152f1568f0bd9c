/**
 * «Крэпс: можно ли изменить ставку» — raise, reduce or take down «Проходит» or «Не проходит» before the
 * come-out or after the point: the engine's `canChange` at a table of the rules in play decides (the text
 * lets a pass bet be changed after the point; casinos make it a contract bet), and a refusal is worded by
 * `@croupier/ru`.
 *
 * @module
 */
import { applyOrThrow, canChange, startOrThrow, type CrapsNumber, type CrapsRules } from '@croupier/engine/craps';
import { randomInt } from '@croupier/engine/rng';
import { betNameRu, crapsErrorRu, SITE_LINKS } from '@croupier/ru';
import { CRAPS_MAY_CHANGE_RU as RU, CRAPS_TABLE_RU as TABLE } from '@croupier/ru/trainer/drills/craps';
import { rulesOfItem, type Drill } from '../../drill.ts';
import { dataOf, POINTS, rollsWithTotal } from './deal.ts';
import { drillMeta } from '../catalog.ts';

/** The changes the drill asks about (`increase` is a bet on an existing bet). */
type DrillChange = 'increase' | 'reduce' | 'remove';

const CHANGE_RU: Readonly<Record<DrillChange, string>> = RU.changes;

interface ChangeData {
  readonly bet: 'pass' | 'dontPass';
  readonly change: DrillChange;
  readonly afterPoint: boolean;
  readonly point: CrapsNumber;
}

const KEYS = (['pass', 'dontPass'] as const).flatMap((bet) =>
  (['increase', 'reduce', 'remove'] as const).flatMap((change) => [
    `${bet}-${change}-point`,
    `${bet}-${change}-comeout`,
  ]),
);

/** The engine's answer: a table with the bet of 10 chips, the point rolled or not, and the change asked. */
function allowed(rules: CrapsRules, d: ChangeData) {
  let table = startOrThrow(rules, { seats: { me: 1000 }, seed: 1 }).state;
  table = applyOrThrow(table, { type: 'bet', player: 'me', bet: d.bet, amount: 10 }).state;
  if (d.afterPoint) table = applyOrThrow(table, { type: 'roll', dice: rollsWithTotal(d.point)[0]! }).state;
  return canChange(table, 'me', d.bet, d.change === 'increase' ? 'bet' : d.change);
}

/** The drill. */
export const mayChangeDrill: Drill<'craps'> = {
  ...drillMeta('craps', 'craps-may-change'),
  keys: () => KEYS,
  keyLabel(key) {
    const [bet, change, phase] = key.split('-') as [ChangeData['bet'], DrillChange, string];
    return RU.keyLabel(CHANGE_RU[change], betNameRu(bet), phase === 'point');
  },
  item(key, rng, { rules }) {
    const [bet, change, phase] = key.split('-') as [ChangeData['bet'], DrillChange, string];
    const data: ChangeData = {
      bet,
      change,
      afterPoint: phase === 'point',
      point: POINTS[randomInt(rng, POINTS.length)]!,
    };
    return {
      key,
      prompt: RU.prompt(CHANGE_RU[change], betNameRu(bet)),
      context: [data.afterPoint ? TABLE.puckOn(data.point) : RU.puckOff, TABLE.onTable(betNameRu(bet), 10)],
      answer: {
        kind: 'choice',
        choices: [
          { id: 'yes', label: RU.yes, hotkey: '1' },
          { id: 'no', label: RU.no, hotkey: '2' },
        ],
      },
      rules,
      solution: { answer: allowed(rules, data).ok ? 'yes' : 'no' },
      data,
    };
  },
  check(item, answer) {
    const rules = rulesOfItem<'craps'>(item);
    const d = dataOf<ChangeData>(
      item,
      (x) =>
        (x.bet === 'pass' || x.bet === 'dontPass') && typeof x.change === 'string' && typeof x.afterPoint === 'boolean',
    );
    const r = allowed(rules, d);
    const expected = r.ok ? 'yes' : 'no';
    const why = r.ok
      ? d.afterPoint
        ? RU.afterPoint(betNameRu(d.bet), CHANGE_RU[d.change])
        : RU.comeOut
      : crapsErrorRu(r.error);
    return {
      correct: answer === expected,
      expected: r.ok ? RU.yes : RU.no,
      expectedAnswer: expected,
      explanation: why,
      ruleLink: d.bet === 'pass' ? SITE_LINKS.craps.adjustable : SITE_LINKS.craps.dontPass,
    };
  },
};
