/**
 * «Крэпс: сколько платит ставка» — a winning line, place, free-odds or hardway bet and its stake: the
 * winnings, without the stake. The engine's `winningPayout` deals the winning roll (`winningRolls` for a
 * line bet, on its come-out or on its point) and `settleBet` settles it under the rules in play; the odds
 * stand behind a line bet within the table's odds limit (`maxTakeOdds`).
 *
 * @module
 */
import type { DiceRoll } from '@croupier/engine';
import {
  maxTakeOdds,
  settleBet,
  winningPayout,
  winningRolls,
  type BetId,
  type CrapsNumber,
} from '@croupier/engine/craps';
import { orThrow } from '@croupier/engine';
import { randomInt } from '@croupier/engine/rng';
import { betNameRu, formatFraction, SITE_LINKS } from '@croupier/ru';
import { CRAPS_PAYOUT_RU as RU, CRAPS_TABLE_RU as TABLE } from '@croupier/ru/trainer/drills/craps';
import { parseWholeNumber, rulesOfItem, type Drill } from '../../drill.ts';
import { dataOf, isRoll, POINTS } from './deal.ts';
import { drillMeta } from '../catalog.ts';

/**
 * The line bets of the drill: «Выигравшая ставка "Проходит" оплачивается 1 : 1», «Выигравшая ставка "Не
 * проходит" оплачивается 1 : 1» (the text), each won on its come-out or on its point.
 */
const LINES: readonly { key: string; bet: 'pass' | 'dontPass'; what: string }[] = [
  { key: 'pass', bet: 'pass', what: RU.lines.pass },
  { key: 'dontPass', bet: 'dontPass', what: RU.lines.dontPass },
];

/** The bets of the drill: the winning bet, the point, and the unit its stake is a multiple of. */
const BETS: readonly { key: string; bet: BetId; point: CrapsNumber; unit: number; what: string }[] = [
  ...POINTS.map((n) => ({
    key: `place${n}`,
    bet: `place${n}` as BetId,
    point: (n === 6 ? 8 : 6) as CrapsNumber,
    unit: n === 6 || n === 8 ? 6 : 5,
    what: RU.place(n),
  })),
  ...POINTS.map((n) => ({
    key: `odds${n}`,
    bet: 'passOdds' as BetId,
    point: n,
    unit: n === 6 || n === 8 ? 5 : n === 5 || n === 9 ? 2 : 1,
    what: RU.odds(n),
  })),
  ...([4, 6, 8, 10] as const).map((n) => ({
    key: `hard${n}`,
    bet: `hard${n}` as BetId,
    point: (n === 6 ? 8 : 6) as CrapsNumber,
    unit: 1,
    what: RU.hard(n),
  })),
];

interface PayoutData {
  readonly bet: BetId;
  /** The point, or `null` for a line bet won on its come-out roll. */
  readonly point: CrapsNumber | null;
  readonly stake: number;
  readonly dice: DiceRoll;
}

/** The drill. */
export const payoutDrill: Drill<'craps'> = {
  ...drillMeta('craps', 'craps-payout'),
  keys: () => [...LINES.map((l) => l.key), ...BETS.map((b) => b.key)],
  keyLabel: (key) => LINES.find((l) => l.key === key)?.what ?? BETS.find((b) => b.key === key)?.what ?? key,
  item(key, rng, { rules }) {
    const line = LINES.find((l) => l.key === key);
    if (line) {
      // Won on the come-out (the puck off) or on the point, in turn by the randomness.
      const point = randomInt(rng, 2) === 0 ? null : POINTS[randomInt(rng, POINTS.length)]!;
      const rolls = winningRolls(rules, line.bet, point);
      const dice = rolls[randomInt(rng, rolls.length)]!;
      const stake = 5 * (1 + randomInt(rng, 20));
      const o = orThrow(settleBet(rules, { bet: line.bet, stake, point, dice }));
      return {
        key,
        prompt: RU.linePrompt(line.what, stake),
        dice: [dice[0], dice[1]],
        context: [point === null ? RU.puckOff : TABLE.puckOn(point)],
        answer: { kind: 'number', placeholder: TABLE.chipsPlaceholder },
        rules,
        solution: { answer: String(o.settlement!.won) },
        data: { bet: line.bet, point, stake, dice } satisfies PayoutData,
      };
    }
    const b = BETS.find((x) => x.key === key) ?? BETS[0]!;
    const context = [TABLE.puckOn(b.point)];
    let stake: number;
    if (b.bet === 'passOdds') {
      // Odds stand behind a line bet, up to the table's limit.
      const flat = 5 * (1 + randomInt(rng, 4));
      const most = Math.floor(maxTakeOdds(rules, flat, b.point) / b.unit);
      stake = b.unit * (1 + randomInt(rng, Math.max(1, Math.min(most, 20))));
      context.push(RU.oddsOnTable(flat));
    } else {
      stake = b.unit * (1 + randomInt(rng, b.unit === 1 ? 20 : 10));
    }
    const win = orThrow(winningPayout(rules, b.bet, stake, b.point));
    return {
      key: b.key,
      prompt: RU.prompt(b.what, stake),
      dice: [win.dice[0], win.dice[1]],
      context,
      answer: { kind: 'number', placeholder: TABLE.chipsPlaceholder },
      rules,
      solution: { answer: String(win.settlement!.won) },
      data: { bet: b.bet, point: b.point, stake, dice: win.dice } satisfies PayoutData,
    };
  },
  check(item, answer) {
    const rules = rulesOfItem<'craps'>(item);
    const d = dataOf<PayoutData>(item, (x) => typeof x.bet === 'string' && Number.isInteger(x.stake) && isRoll(x.dice));
    const o = orThrow(settleBet(rules, { bet: d.bet, stake: d.stake, point: d.point, dice: d.dice }));
    const r = o.resolution;
    if (r.kind !== 'win') throw new Error(`craps-payout: ${d.bet} does not win on ${d.dice.join('+')}.`);
    const s = o.settlement!;
    const times = r.ratio.per === 1 ? String(r.ratio.pays) : `${r.ratio.pays}/${r.ratio.per}`;
    const exact = formatFraction(s.exact.numerator, s.exact.denominator);
    const kept = s.roundingDelta.numerator === 0 ? '' : RU.kept(String(s.won));
    return {
      correct: parseWholeNumber(answer) === s.won,
      expected: String(s.won),
      explanation: `${RU.paid(betNameRu(d.bet), r.ratio, d.stake, times, exact, kept)}.`,
      ruleLink:
        d.bet === 'pass'
          ? SITE_LINKS.craps.pass
          : d.bet === 'dontPass'
            ? SITE_LINKS.craps.dontPass
            : d.bet === 'passOdds'
              ? SITE_LINKS.craps.odds
              : SITE_LINKS.craps.calculator,
    };
  },
};
