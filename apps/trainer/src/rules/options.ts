/**
 * What the rules picker offers for each game: the options the drills depend on, each a list of values,
 * every value a set of rules it changes (one rule, or several that go together, like Банко's commission).
 * A value's label is the `@croupier/ru` phrase of the rules it makes, so the picker says exactly what the
 * engine will play.
 *
 * @module
 */
import type { RulesByGame, RulesGame } from './choice.ts';
import { studPresets } from '@croupier/engine/stud';
import { sameJson } from './choice.ts';
import { rulePhrase } from './line.ts';
import { RULE_OPTIONS_RU as RU } from '@croupier/ru/trainer/rules-picker';

/** One value of an option: the rules it sets. */
export interface OptionValue {
  /** A stable id (for the form and the tests). */
  readonly id: string;
  /** The rules it sets. */
  readonly patch: Readonly<Record<string, unknown>>;
  /** Its label, in Russian, where no one rule's phrase names it (a whole table's rules); else the phrase. */
  readonly label?: string;
}

/** One option of the picker. */
export interface RuleOption {
  /** A stable id. */
  readonly id: string;
  /** The question the option answers (a Russian heading). */
  readonly title: string;
  /** The rule whose phrase labels the values (and whose drills the option affects). */
  readonly phraseKey: string;
  /** Every rule the option sets (its drills are the drills that show any of them). */
  readonly keys: readonly string[];
  /** The values, in order. */
  readonly values: readonly OptionValue[];
  /** Rules the labels are worded under, where other rules would hide the difference (a soft double under «any two»). */
  readonly labelContext?: Readonly<Record<string, unknown>>;
  /** Why the option changes nothing under these rules, if it does not. */
  inert?(rules: Readonly<Record<string, unknown>>): string | undefined;
}

const ratio = (pays: number, per = 1) => ({ pays, per });
const one = (key: string, values: readonly unknown[]): OptionValue[] =>
  values.map((v) => ({ id: typeof v === 'object' ? JSON.stringify(v) : String(v), patch: { [key]: v } }));

/** The options of each game, in the picker's order. */
export const RULE_OPTIONS: Readonly<Record<RulesGame, readonly RuleOption[]>> = {
  blackjack: [
    {
      id: 'decks',
      title: RU.blackjack.decks,
      phraseKey: 'decks',
      keys: ['decks'],
      values: one('decks', [1, 2, 4, 6, 8]),
    },
    {
      id: 'holeCard',
      title: RU.blackjack.holeCard,
      phraseKey: 'holeCard',
      keys: ['holeCard'],
      values: one('holeCard', [false, true]),
    },
    {
      id: 'dealerHitsSoft17',
      title: RU.blackjack.dealerHitsSoft17,
      phraseKey: 'dealerHitsSoft17',
      keys: ['dealerHitsSoft17'],
      values: one('dealerHitsSoft17', [false, true]),
    },
    {
      id: 'doubleOn',
      title: RU.blackjack.doubleOn,
      phraseKey: 'doubleOn',
      keys: ['doubleOn'],
      values: one('doubleOn', ['9-11', '10-11', 'any']),
    },
    {
      id: 'doubleSoft',
      title: RU.blackjack.doubleSoft,
      phraseKey: 'doubleSoft',
      keys: ['doubleSoft'],
      values: one('doubleSoft', [true, false]),
      labelContext: { doubleOn: '9-11' },
      inert: (r) => (r.doubleOn === 'any' ? RU.inert.anyTwo : undefined),
    },
    {
      id: 'splitBy',
      title: RU.blackjack.splitBy,
      phraseKey: 'splitBy',
      keys: ['splitBy'],
      values: one('splitBy', ['value', 'rank']),
    },
    {
      id: 'splitAces',
      title: RU.blackjack.splitAces,
      phraseKey: 'splitAces',
      keys: ['splitAces'],
      values: one('splitAces', [false, true]),
    },
    {
      id: 'surrender',
      title: RU.blackjack.surrender,
      phraseKey: 'surrender',
      keys: ['surrender'],
      values: one('surrender', ['none', 'late', 'early']),
    },
    {
      id: 'blackjackPays',
      title: RU.blackjack.blackjackPays,
      phraseKey: 'blackjackPays',
      keys: ['blackjackPays'],
      values: one('blackjackPays', [ratio(3, 2), ratio(6, 5)]),
    },
    {
      id: 'rounding',
      title: RU.blackjack.rounding,
      phraseKey: 'rounding',
      keys: ['rounding'],
      values: one('rounding', ['down', 'up', 'halfUp', 'refuse']),
    },
  ],
  baccarat: [
    {
      id: 'tableau',
      title: RU.baccarat.tableau,
      phraseKey: 'tableau',
      keys: ['tableau'],
      values: one('tableau', ['seed', 'casino']),
    },
    {
      id: 'banker',
      title: RU.baccarat.banker,
      phraseKey: 'bankerPays',
      keys: ['bankerPays', 'bankerSixPays', 'bankerThreeCardSevenPushes'],
      values: [
        {
          id: 'commission',
          patch: { bankerPays: ratio(19, 20), bankerSixPays: null, bankerThreeCardSevenPushes: false },
        },
        {
          id: 'super6',
          patch: { bankerPays: ratio(1), bankerSixPays: ratio(1, 2), bankerThreeCardSevenPushes: false },
        },
        { id: 'ez', patch: { bankerPays: ratio(1), bankerSixPays: null, bankerThreeCardSevenPushes: true } },
      ],
    },
    {
      id: 'tiePays',
      title: RU.baccarat.tiePays,
      phraseKey: 'tiePays',
      keys: ['tiePays'],
      values: one('tiePays', [ratio(8), ratio(9)]),
    },
    {
      id: 'sideBets',
      title: RU.baccarat.sideBets,
      phraseKey: 'playerPairPays',
      keys: ['playerPairPays', 'bankerPairPays', 'dragon7Pays', 'panda8Pays'],
      values: [
        { id: 'none', patch: { playerPairPays: null, bankerPairPays: null, dragon7Pays: null, panda8Pays: null } },
        {
          id: 'pairs',
          patch: { playerPairPays: ratio(11), bankerPairPays: ratio(11), dragon7Pays: null, panda8Pays: null },
        },
        {
          id: 'dragon-panda',
          patch: { playerPairPays: null, bankerPairPays: null, dragon7Pays: ratio(40), panda8Pays: ratio(25) },
        },
      ],
    },
    {
      id: 'rounding',
      title: RU.baccarat.rounding,
      phraseKey: 'rounding',
      keys: ['rounding'],
      values: one('rounding', ['down', 'up', 'halfUp']),
    },
  ],
  craps: [
    {
      id: 'dontPassBar',
      title: RU.craps.dontPassBar,
      phraseKey: 'dontPassBar',
      keys: ['dontPassBar'],
      values: one('dontPassBar', [2, 12]),
    },
    {
      id: 'passAfterPoint',
      title: RU.craps.passAfterPoint,
      phraseKey: 'passAfterPoint',
      keys: ['passAfterPoint'],
      values: one('passAfterPoint', ['adjustable', 'contract']),
    },
    {
      id: 'oddsLimit',
      title: RU.craps.oddsLimit,
      phraseKey: 'oddsLimit',
      keys: ['oddsLimit'],
      values: one('oddsLimit', ['1x', '2x', '3x', '3-4-5x', '5x', '10x', '20x', '100x']),
    },
  ],
  stud: [
    {
      id: 'table',
      title: RU.stud.table,
      phraseKey: 'upCards',
      keys: ['upCards', 'maxExchange', 'sixthCard', 'insurance', 'buyGame', 'twoCombinations', 'paytable'],
      values: (['seed', 'casino', 'caribbean', 'aragon', 'oracul', 'senator', 'olympic', 'oasis'] as const).map(
        (id) => ({
          id,
          label: RU.studTable(studPresets[id].title, studPresets[id].description),
          patch: studPresets[id].rules as unknown as Readonly<Record<string, unknown>>,
        }),
      ),
    },
    {
      id: 'upCards',
      title: RU.stud.upCards,
      phraseKey: 'upCards',
      keys: ['upCards'],
      values: one('upCards', [0, 1]),
    },
    {
      id: 'maxExchange',
      title: RU.stud.maxExchange,
      phraseKey: 'maxExchange',
      keys: ['maxExchange'],
      values: one('maxExchange', [0, 1, 2]),
    },
    {
      id: 'fees',
      title: RU.stud.fees,
      phraseKey: 'feeOneCard',
      keys: ['feeOneCard', 'feeTwoCards'],
      labelContext: { maxExchange: 2 },
      inert: (r) => (r.maxExchange === 0 ? RU.inert.noExchange : r.maxExchange === 1 ? RU.inert.oneCard : undefined),
      values: [
        { id: 'text', patch: { feeOneCard: ratio(1), feeTwoCards: ratio(3, 2) } },
        { id: 'per-card', patch: { feeOneCard: ratio(1), feeTwoCards: ratio(2) } },
      ],
    },
    {
      id: 'feeRounding',
      title: RU.stud.feeRounding,
      phraseKey: 'feeRounding',
      keys: ['feeRounding'],
      values: one('feeRounding', ['up', 'refuse']),
    },
    {
      id: 'qualifier',
      title: RU.stud.qualifier,
      phraseKey: 'qualifier',
      keys: ['qualifier'],
      values: one('qualifier', ['aceKing', 'pair']),
    },
  ],
};

/**
 * A value's label: the phrase of the rules it makes.
 *
 * @param game - The game.
 * @param rules - The rules in play.
 * @param option - The option.
 * @param value - The value.
 */
export function valueLabel<G extends RulesGame>(
  game: G,
  rules: RulesByGame[G],
  option: RuleOption,
  value: OptionValue,
): string {
  if (value.label !== undefined) return value.label;
  return rulePhrase(game, { ...rules, ...option.labelContext, ...value.patch } as RulesByGame[G], option.phraseKey);
}

/**
 * The value of an option the rules hold, or `undefined` when they hold none of the listed ones (set by
 * an imported file, say).
 *
 * @param rules - The rules in play.
 * @param option - The option.
 */
export function currentValue(rules: object, option: RuleOption): OptionValue | undefined {
  const r = rules as Record<string, unknown>;
  return option.values.find((v) => Object.entries(v.patch).every(([k, x]) => sameJson(r[k], x)));
}
