/**
 * «Кто выиграл кон» — coups dealt by the engine under the rules in play, keyed by how they ended (a
 * natural or third cards) and who won; the engine's `outcomeOf` judges the cards on the table.
 *
 * @module
 */
import { baccaratPoint, outcomeOf } from '@croupier/engine/baccarat';
import { BACCARAT_WINNER_NAMES, SITE_LINKS } from '@croupier/ru';
import { BACCARAT_HANDS_RU as HANDS, BACCARAT_WINNER_RU as RU } from '@croupier/ru/trainer/drills/baccarat';
import type { Choice, Drill } from '../../drill.ts';
import { cardsIn, dealCoupWhere, list } from './deal.ts';
import { drillMeta } from '../catalog.ts';

/** How a coup ended and who won. */
export const COUP_KINDS = [
  'natural-banker',
  'natural-player',
  'natural-tie',
  'third-banker',
  'third-player',
  'third-tie',
] as const;

const CHOICES: readonly Choice[] = [
  { id: 'banker', label: RU.choices.banker, hotkey: '1' },
  { id: 'player', label: RU.choices.player, hotkey: '2' },
  { id: 'tie', label: RU.choices.tie, hotkey: '3' },
];
const WINNER_RU = RU.winners;

/** The drill. */
export const winnerDrill: Drill<'baccarat'> = {
  ...drillMeta('baccarat', 'baccarat-winner'),
  keys: () => COUP_KINDS,
  keyLabel(key) {
    const [how, who] = key.split('-') as [string, keyof typeof WINNER_RU];
    return RU.keyLabel(how === 'natural', WINNER_RU[who].toLowerCase());
  },
  item(key, rng, { rules }) {
    const [how, who] = key.split('-') as ['natural' | 'third', 'banker' | 'player' | 'tie'];
    const coup = dealCoupWhere(
      rules,
      rng,
      (c) => c.outcome.natural === (how === 'natural') && c.outcome.winner === who,
    );
    return {
      key,
      prompt: RU.prompt,
      hands: [
        { label: HANDS.player, cards: coup.player },
        { label: HANDS.banker, cards: coup.banker },
      ],
      answer: { kind: 'choice', choices: CHOICES },
      rules,
      solution: { answer: coup.outcome.winner },
      data: { player: coup.player, banker: coup.banker },
    };
  },
  check(item, answer) {
    const player = cardsIn(item, 'player');
    const banker = cardsIn(item, 'banker');
    const o = outcomeOf(player, banker);
    const how = o.natural ? RU.natural : '';
    const result = o.winner === 'tie' ? RU.tie : RU.won(o.winner === 'banker', BACCARAT_WINNER_NAMES[o.winner]);
    return {
      correct: answer === o.winner,
      expected: WINNER_RU[o.winner],
      expectedAnswer: o.winner,
      explanation: RU.explain(how, list(player), baccaratPoint(player), list(banker), baccaratPoint(banker), result),
      ruleLink: o.natural ? SITE_LINKS.baccarat.naturals : SITE_LINKS.baccarat.coup,
    };
  },
};
