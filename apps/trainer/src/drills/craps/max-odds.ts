/**
 * «Крэпс: предел свободных шансов» — a line bet on a point: how many chips of free odds may stand behind
 * it. The engine's `oddsLimitFor` under the table's odds limit decides (taken behind «Проходит», laid
 * behind «Не проходит»).
 *
 * @module
 */
import { betSpec, oddsLimitFor, type CrapsNumber } from '@croupier/engine/craps';
import { randomInt } from '@croupier/engine/rng';
import { betNameRu, crapsRulePhraseRu, SITE_LINKS } from '@croupier/ru';
import { CRAPS_MAX_ODDS_RU as RU, CRAPS_TABLE_RU as TABLE } from '@croupier/ru/trainer/drills/craps';
import { parseWholeNumber, rulesOfItem, type Drill } from '../../drill.ts';
import { dataOf, POINTS } from './deal.ts';
import { drillMeta } from '../catalog.ts';

interface OddsData {
  readonly side: 'take' | 'lay';
  readonly point: CrapsNumber;
  readonly flat: number;
}

const KEYS = (['take', 'lay'] as const).flatMap((side) => POINTS.map((n) => `${side}-${n}`));

/** The most odds, by the engine. */
function limit(rules: Parameters<typeof oddsLimitFor>[3], d: OddsData): number {
  return oddsLimitFor(betSpec(d.side === 'take' ? 'passOdds' : 'dontPassOdds')!, d.point, d.flat, rules)!;
}

/** The drill. */
export const maxOddsDrill: Drill<'craps'> = {
  ...drillMeta('craps', 'craps-max-odds'),
  keys: () => KEYS,
  keyLabel(key) {
    const [side, n] = key.split('-') as ['take' | 'lay', string];
    return RU.keyLabel(side === 'take', n);
  },
  item(key, rng, { rules }) {
    const [side, n] = key.split('-') as ['take' | 'lay', string];
    const data: OddsData = { side, point: Number(n) as CrapsNumber, flat: 5 * (1 + randomInt(rng, 6)) };
    const bet = side === 'take' ? 'pass' : 'dontPass';
    return {
      key,
      prompt: RU.prompt(betNameRu(bet)),
      context: [TABLE.puckOn(data.point), TABLE.onTable(betNameRu(bet), data.flat)],
      answer: { kind: 'number', placeholder: TABLE.chipsPlaceholder },
      rules,
      solution: { answer: String(limit(rules, data)) },
      data,
    };
  },
  check(item, answer) {
    const rules = rulesOfItem<'craps'>(item);
    const d = dataOf<OddsData>(item, (x) => (x.side === 'take' || x.side === 'lay') && Number.isInteger(x.flat));
    const most = limit(rules, d);
    const why =
      d.side === 'take'
        ? RU.take(d.flat, d.point, crapsRulePhraseRu(rules, 'oddsLimit'), most)
        : RU.lay(d.flat, d.point, crapsRulePhraseRu(rules, 'oddsLimit'), most);
    return {
      correct: parseWholeNumber(answer) === most,
      expected: String(most),
      explanation: why,
      ruleLink: SITE_LINKS.craps.odds,
    };
  },
};
