/**
 * «Покер: назовите комбинацию» — one key per combination of the text; the engine's evaluator names it.
 *
 * @module
 */
import { CATEGORIES } from '@croupier/engine/stud';
import type { Category } from '@croupier/engine/stud';
import { SITE_LINKS } from '@croupier/ru';
import type { Choice, Drill } from '../../drill.ts';
import { cardsIn, cat, handOf, name, ru } from './deal.ts';
import { STUD_NAME_RU as RU } from '@croupier/ru/trainer/drills/stud-rules';
import { drillMeta } from '../catalog.ts';

const CHOICES: readonly Choice[] = CATEGORIES.map((c, i) => ({
  id: c,
  label: name(c),
  ...(i < 9 ? { hotkey: String(i + 1) } : i === 9 ? { hotkey: '0' } : {}),
}));

/** The drill. */
export const nameDrill: Drill<'stud'> = {
  ...drillMeta('stud', 'stud-name'),
  keys: () => CATEGORIES,
  keyLabel: (key) => name(key),
  item(key, rng, { rules }) {
    const hand = handOf(key as Category, rng);
    return {
      key,
      prompt: RU.prompt,
      hands: [{ label: RU.hand, cards: hand }],
      answer: { kind: 'choice', choices: CHOICES },
      rules,
      solution: { answer: cat(hand) },
      data: { hand },
    };
  },
  check(item, answer) {
    const hand = cardsIn(item, 'hand');
    const c = cat(hand);
    return {
      correct: answer === c,
      expected: name(c),
      explanation: RU.explain(ru(hand), name(c), c === 'aceKing', c === 'noGame'),
      ruleLink: SITE_LINKS.poker.hands,
      expectedAnswer: c,
    };
  },
};
