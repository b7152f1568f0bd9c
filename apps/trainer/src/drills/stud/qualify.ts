/**
 * «Покер: есть ли у дилера игра» — the dealer's hand against the qualifier of the rules in play (Туз-Король
 * in the text): the engine's `dealerQualifies` decides.
 *
 * @module
 */
import { randomInt, shuffled } from '@croupier/engine/rng';
import { dealerQualifies, evaluateOrThrow } from '@croupier/engine/stud';
import { SITE_LINKS, studRulePhraseRu } from '@croupier/ru';
import { rulesOfItem, type Choice, type Drill } from '../../drill.ts';
import { cardsIn, cat, name, ranksHand, ru } from './deal.ts';
import { STUD_QUALIFY_RU as RU } from '@croupier/ru/trainer/drills/stud-rules';
import { drillMeta } from '../catalog.ts';

const KEYS = ['aceKing', 'aceQueen', 'kingHigh', 'pair', 'no-wrap', 'wheel'] as const;
const RANKS: Readonly<Record<(typeof KEYS)[number], readonly number[][]>> = {
  aceKing: [
    [12, 11, 5, 3, 0],
    [12, 11, 10, 9, 7],
  ],
  aceQueen: [
    [12, 10, 9, 8, 6],
    [12, 10, 4, 3, 1],
  ],
  kingHigh: [
    [11, 10, 9, 8, 6],
    [11, 7, 5, 3, 0],
  ],
  pair: [
    [0, 0, 5, 7, 9],
    [4, 4, 12, 10, 2],
  ],
  'no-wrap': [
    [1, 0, 12, 11, 10],
    [2, 1, 0, 12, 11],
  ],
  wheel: [[3, 2, 1, 0, 12]],
};
/** The keys' names for the heatmap and the lists. */
const LABELS: Readonly<Record<(typeof KEYS)[number], string>> = RU.keys;
const CHOICES: readonly Choice[] = [
  { id: 'yes', label: RU.yes, hotkey: '1' },
  { id: 'no', label: RU.no, hotkey: '2' },
];

/** The drill. */
export const qualifyDrill: Drill<'stud'> = {
  ...drillMeta('stud', 'stud-qualify'),
  keys: () => KEYS,
  keyLabel: (key) => LABELS[key as (typeof KEYS)[number]] ?? key,
  item(key, rng, { rules }) {
    const options = RANKS[key as (typeof KEYS)[number]] ?? RANKS.aceKing;
    const dealer = shuffled(rng, ranksHand(options[randomInt(rng, options.length)]!, rng, []));
    return {
      key,
      prompt: RU.prompt,
      hands: [{ label: RU.dealer, cards: dealer }],
      answer: { kind: 'choice', choices: CHOICES },
      rules,
      solution: { answer: dealerQualifies(evaluateOrThrow(dealer), rules) ? 'yes' : 'no' },
      data: { dealer },
    };
  },
  check(item, answer) {
    const rules = rulesOfItem<'stud'>(item);
    const dealer = cardsIn(item, 'dealer');
    const q = dealerQualifies(evaluateOrThrow(dealer), rules);
    const rule = studRulePhraseRu(rules, 'qualifier');
    return {
      correct: answer === (q ? 'yes' : 'no'),
      expected: q ? RU.yes : RU.no,
      explanation: RU.explain(ru(dealer), name(cat(dealer)), rule, q),
      ruleLink: SITE_LINKS.poker.noGame,
      expectedAnswer: q ? 'yes' : 'no',
    };
  },
};
