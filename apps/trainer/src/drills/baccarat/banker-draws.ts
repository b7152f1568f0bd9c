/**
 * «Третья карта крупье» — every cell of the tableau (the banker's total against the player's third card,
 * or the player standing) is a key of its own, so weak cells come back sooner. The engine's `bankerDraws`
 * under the rules in play decides; the row of `thirdCardRules(rules)` is worded by `@croupier/ru`, with a
 * note where the text's tableau and the casino's differ.
 *
 * @module
 */
import { baccaratCardValue, baccaratPoint, bankerDraws, thirdCardRules } from '@croupier/engine/baccarat';
import type { Card } from '@croupier/engine/cards';
import { randomInt } from '@croupier/engine/rng';
import { bankerRowRu, bankerStoodRu, SITE_LINKS } from '@croupier/ru';
import {
  BACCARAT_BANKER_DRAWS_RU as RU,
  BACCARAT_DRAW_RU,
  BACCARAT_HANDS_RU as HANDS,
} from '@croupier/ru/trainer/drills/baccarat';
import { rulesOfItem, type Drill } from '../../drill.ts';
import { cardOfValue, cardsIn, list, ru, twoCardsWithPoint } from './deal.ts';
import { DRAW_CHOICES } from '../../play/names.ts';
import { drillMeta } from '../catalog.ts';

const THIRDS: readonly (number | 'stood')[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 'stood'];
/** Every cell of the tableau: `banker-<total>-<third card value | stood>`. */
const KEYS = [0, 1, 2, 3, 4, 5, 6, 7].flatMap((total) => THIRDS.map((t) => `banker-${total}-${t}`));

function parseKey(key: string): { total: number; third: number | null } {
  const m = /^banker-([0-7])-(\d|stood)$/u.exec(key);
  if (!m) throw new RangeError(`Not a tableau key: "${key}".`);
  return { total: Number(m[1]), third: m[2] === 'stood' ? null : Number(m[2]) };
}

/** The drill. */
export const bankerDrawsDrill: Drill<'baccarat'> = {
  ...drillMeta('baccarat', 'baccarat-banker-draws'),
  keys: () => KEYS,
  keyLabel(key) {
    const { total, third } = parseKey(key);
    return RU.keyLabel(total, third);
  },
  item(key, rng, { rules }) {
    const { total, third } = parseKey(key);
    const banker = twoCardsWithPoint(total, [], rng);
    let player: Card[];
    if (third === null) {
      player = twoCardsWithPoint(6 + randomInt(rng, 2), banker, rng);
    } else {
      const two = twoCardsWithPoint(randomInt(rng, 6), banker, rng);
      player = [...two, cardOfValue(third, [...banker, ...two], rng)];
    }
    return {
      key,
      prompt: third === null ? RU.promptStood : RU.promptDrew,
      hands: [
        { label: HANDS.player, cards: player },
        { label: HANDS.banker, cards: banker },
      ],
      answer: { kind: 'choice', choices: DRAW_CHOICES },
      rules,
      solution: { answer: bankerDraws(rules, total, third) ? 'draw' : 'stand' },
      data: { player, banker },
    };
  },
  check(item, answer) {
    const rules = rulesOfItem<'baccarat'>(item);
    const player = cardsIn(item, 'player');
    const banker = cardsIn(item, 'banker');
    const total = baccaratPoint(banker);
    const third = player.length === 3 ? baccaratCardValue(player[2]!) : null;
    const draws = bankerDraws(rules, total, third);
    const table = thirdCardRules(rules);
    const other = thirdCardRules({ tableau: rules.tableau === 'casino' ? 'seed' : 'casino' });
    const situation =
      third === null ? RU.stood(list(banker), total) : RU.drew(list(banker), total, ru(player[2]!), third);
    const row = table.banker[total]!;
    const rule = third === null ? bankerStoodRu(table) : bankerRowRu(row);
    const differs =
      third !== null && row.drawsOn.includes(third) !== other.banker[total]!.drawsOn.includes(third)
        ? rules.tableau === 'casino'
          ? RU.differsCasino
          : RU.differsSeed
        : '';
    return {
      correct: answer === (draws ? 'draw' : 'stand'),
      expected: draws ? BACCARAT_DRAW_RU.draw : BACCARAT_DRAW_RU.stand,
      expectedAnswer: draws ? 'draw' : 'stand',
      explanation: `${situation} ${rule}${differs}`,
      ruleLink: SITE_LINKS.baccarat.banker,
    };
  },
};
