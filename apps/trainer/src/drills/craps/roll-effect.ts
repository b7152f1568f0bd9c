/**
 * «Крэпс: что делает бросок» — a point is on, the dice are rolled: what happens to a bet on the layout.
 * The engine's `resolveBet` under the rules in play decides; the line bets are explained from it too.
 *
 * @module
 */
import type { DiceRoll } from '@croupier/engine';
import { betSpec, resolveBet, type BetId, type CrapsNumber } from '@croupier/engine/craps';
import { randomInt } from '@croupier/engine/rng';
import { betNameRu, CRAPS_OUTCOME_NAMES_RU, SITE_LINKS } from '@croupier/ru';
import { CRAPS_ROLL_EFFECT_RU as RU, CRAPS_TABLE_RU as TABLE } from '@croupier/ru/trainer/drills/craps';
import { rulesOfItem, type Choice, type Drill } from '../../drill.ts';
import { ALL_ROLLS, dataOf, isRoll, POINTS } from './deal.ts';
import { comeOutSentence } from './line-bets.ts';
import { drillMeta } from '../catalog.ts';

const CHOICES: readonly Choice[] = [
  { id: 'win', label: RU.choices.win, hotkey: '1' },
  { id: 'lose', label: RU.choices.lose, hotkey: '2' },
  { id: 'none', label: RU.choices.none, hotkey: '3' },
  { id: 'push', label: RU.choices.push, hotkey: '4' },
  { id: 'move', label: RU.choices.move, hotkey: '5' },
];

/** The bets of the drill: every kind on the layout, the puck on. */
export const EFFECT_BETS: readonly BetId[] = [
  'pass',
  'dontPass',
  'come',
  'dontCome',
  'come5',
  'dontCome9',
  'place4',
  'place6',
  'placeToLose5',
  'buy10',
  'lay4',
  'field',
  'big8',
  'hard4',
  'hard6',
  'hard8',
  'any7',
  'anyCraps',
  'eleven',
  'horn',
];

/** How each kind of bet is decided (the rules of the layout no table option changes). */
const WHY: Partial<Record<string, string>> = RU.why;

interface EffectData {
  readonly bet: BetId;
  readonly point: CrapsNumber;
  readonly dice: DiceRoll;
}

/** The drill. */
export const rollEffectDrill: Drill<'craps'> = {
  ...drillMeta('craps', 'craps-roll-effect'),
  keys: () => EFFECT_BETS,
  keyLabel: (key) => betNameRu(key as BetId),
  item(key, rng, { rules }) {
    const bet = key as BetId;
    const point = POINTS[randomInt(rng, POINTS.length)]!;
    const spec = betSpec(bet)!;
    // Half the time a roll that decides the bet, so the answers are not mostly «остаётся».
    const decisive = ALL_ROLLS.filter((r) => resolveBet(spec, point, r, rules).kind !== 'none');
    const pool = decisive.length > 0 && randomInt(rng, 2) === 0 ? decisive : ALL_ROLLS;
    const dice = pool[randomInt(rng, pool.length)]!;
    return {
      key,
      prompt: RU.prompt(betNameRu(bet)),
      dice: [dice[0], dice[1]],
      context: [TABLE.puckOn(point), TABLE.onTableBet(betNameRu(bet))],
      answer: { kind: 'choice', choices: CHOICES },
      rules,
      solution: { answer: resolveBet(spec, point, dice, rules).kind },
      data: { bet, point, dice } satisfies EffectData,
    };
  },
  check(item, answer) {
    const rules = rulesOfItem<'craps'>(item);
    const { bet, point, dice } = dataOf<EffectData>(
      item,
      (d) => typeof d.bet === 'string' && betSpec(d.bet) !== undefined && isRoll(d.dice),
    );
    const spec = betSpec(bet)!;
    const r = resolveBet(spec, point, dice, rules);
    const t = dice[0] + dice[1];
    const result = r.kind === 'move' ? RU.moves(t) : CRAPS_OUTCOME_NAMES_RU[r.kind];
    const why = spec.kind === 'come' || spec.kind === 'dontCome' ? comeOutSentence(spec.kind, rules) : WHY[spec.kind];
    return {
      correct: answer === r.kind,
      expected: RU.expected(t, dice[0] === dice[1], result),
      expectedAnswer: r.kind,
      explanation: why ?? '',
      ruleLink:
        bet === 'pass'
          ? SITE_LINKS.craps.pass
          : bet === 'dontPass'
            ? SITE_LINKS.craps.dontPass
            : SITE_LINKS.craps.added,
    };
  },
};
