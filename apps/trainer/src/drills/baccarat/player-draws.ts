/**
 * «Третья карта игрока» — one key per player total 0…7 (8 and 9 are naturals): the engine's
 * `playerDraws` decides, the rule is worded from `thirdCardRules(rules)` by `@croupier/ru`.
 *
 * @module
 */
import { baccaratPoint, playerDraws, thirdCardRules } from '@croupier/engine/baccarat';
import { randomInt } from '@croupier/engine/rng';
import { playerRuleRu, SITE_LINKS } from '@croupier/ru';
import {
  BACCARAT_DRAW_RU,
  BACCARAT_HANDS_RU as HANDS,
  BACCARAT_PLAYER_DRAWS_RU as RU,
} from '@croupier/ru/trainer/drills/baccarat';
import { rulesOfItem, type Drill } from '../../drill.ts';
import { cardsIn, list, twoCardsWithPoint } from './deal.ts';
import { drillMeta } from '../catalog.ts';
import { DRAW_CHOICES } from '../../play/names.ts';

const KEYS = [0, 1, 2, 3, 4, 5, 6, 7].map((t) => `player-${t}`);

/** The drill. */
export const playerDrawsDrill: Drill<'baccarat'> = {
  ...drillMeta('baccarat', 'baccarat-player-draws'),
  keys: () => KEYS,
  keyLabel: (key) => RU.keyLabel(key.slice('player-'.length)),
  item(key, rng, { rules }) {
    const total = Number(key.slice('player-'.length));
    const player = twoCardsWithPoint(total, [], rng);
    const banker = twoCardsWithPoint(randomInt(rng, 8), player, rng);
    return {
      key,
      prompt: RU.prompt,
      hands: [
        { label: HANDS.player, cards: player },
        { label: HANDS.banker, cards: banker },
      ],
      answer: { kind: 'choice', choices: DRAW_CHOICES },
      rules,
      solution: { answer: playerDraws(baccaratPoint(player)) ? 'draw' : 'stand' },
      data: { player, banker },
    };
  },
  check(item, answer) {
    const player = cardsIn(item, 'player');
    const total = baccaratPoint(player);
    const draws = playerDraws(total);
    return {
      correct: answer === (draws ? 'draw' : 'stand'),
      expected: draws ? BACCARAT_DRAW_RU.draw : BACCARAT_DRAW_RU.stand,
      expectedAnswer: draws ? 'draw' : 'stand',
      explanation: RU.explain(list(player), total, playerRuleRu(thirdCardRules(rulesOfItem<'baccarat'>(item)))),
      ruleLink: SITE_LINKS.baccarat.player,
    };
  },
};
