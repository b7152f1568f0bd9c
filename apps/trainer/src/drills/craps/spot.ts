/**
 * «Крэпс: найдите ошибку крупье» — bets on the layout with the puck on a point, a roll, and each bet
 * settled by the engine (`settleBet`: the ratio, the fraction of a chip the table keeps, the commission),
 * shown step by step. In about three rounds of five the bet of the key's kind is mispaid: at even money,
 * a chip over or short, or without its commission taken from the win.
 *
 * @module
 */
import { orThrow } from '@croupier/engine';
import type { DiceRoll } from '@croupier/engine';
import {
  bestRatio,
  betSpec,
  maxTakeOdds,
  settleBet,
  winningRolls,
  type BetId,
  type BetOutcome,
  type CrapsNumber,
  type CrapsRules,
} from '@croupier/engine/craps';
import { payout } from '@croupier/engine/money';
import { randomInt, type Rng } from '@croupier/engine/rng';
import { betNameRu, SITE_LINKS } from '@croupier/ru';
import { CRAPS_SPOT_RU as RU } from '@croupier/ru/trainer/drills/craps';
import { rulesOfItem, type Drill, type SpotStep } from '../../drill.ts';
import { spotVerdict, stopAnswer, PASS, withMistake, type StepRule } from '../../dealer/spot.ts';
import { isRoll, POINTS } from './deal.ts';
import { drillMeta } from '../catalog.ts';

type Kind = 'odds' | 'place' | 'buy-lay' | 'hardway';
const KEYS: readonly Kind[] = ['odds', 'place', 'buy-lay', 'hardway'];
const LABELS: Readonly<Record<Kind, string>> = RU.keys;

interface OnTable {
  readonly bet: BetId;
  readonly stake: number;
}

interface SpotData {
  readonly point: CrapsNumber;
  readonly bets: readonly OnTable[];
  readonly dice: DiceRoll;
  /** Which bet the key is about (its index in `bets`). */
  readonly focus: number;
}

/** The smallest stake the bet's best ratio pays in whole chips. */
function unitOf(rules: CrapsRules, bet: BetId, point: CrapsNumber): number {
  const r = bestRatio(betSpec(bet)!, point, rules);
  let u = 1;
  while (!payout(u, r, 'refuse').ok) u++;
  return u;
}

const pick = <T>(xs: readonly T[], rng: Rng): T => xs[randomInt(rng, xs.length)]!;

/** The chips handed as winnings: the win less a commission taken from it. */
const winnings = (o: BetOutcome) => (o.settlement ? o.settlement.won - o.settlement.commission : 0);

/** One bet's step: what the dealer does with it, paying `paid` on a win. */
function betStep(o: BetOutcome, paid: number): SpotStep {
  const on = RU.bet(betNameRu(o.bet), o.stake);
  switch (o.resolution.kind) {
    case 'win':
      return { text: RU.won(on, paid) };
    case 'lose':
      return { text: RU.lost(on) };
    case 'push':
      return { text: RU.push(on) };
    default:
      return { text: RU.stays(on) };
  }
}

/** The steps: the roll, then each bet, the focus bet paid `focusPaid` (the engine's amount unless a mistake). */
function stepsOf(rules: CrapsRules, d: SpotData, wrong: boolean): SpotStep[] {
  const steps: SpotStep[] = [
    {
      text: RU.roll(d.point, d.dice[0], d.dice[1]),
      dice: [d.dice[0], d.dice[1]],
    },
  ];
  d.bets.forEach((b, i) => {
    const o = orThrow(settleBet(rules, { bet: b.bet, stake: b.stake, point: d.point, dice: d.dice }));
    let paid = winnings(o);
    if (wrong && i === d.focus && o.settlement) {
      // Even money; the commission not taken; a chip over; a chip short.
      paid = [o.stake, o.settlement.won, paid + 1, paid - 1].find((w) => w !== paid && w >= 0)!;
    }
    steps.push(betStep(o, paid));
  });
  return steps;
}

/** The rule a step follows. */
function ruleAt(rules: CrapsRules, d: SpotData, step: number): StepRule {
  const b = d.bets[step - 1];
  if (b === undefined) return { why: RU.whyRoll, link: SITE_LINKS.craps.rollLab };
  const o = orThrow(settleBet(rules, { bet: b.bet, stake: b.stake, point: d.point, dice: d.dice }));
  const link = b.bet === 'passOdds' ? SITE_LINKS.craps.odds : SITE_LINKS.craps.calculator;
  if (o.resolution.kind !== 'win' || !o.settlement) {
    return {
      why: RU.whyNoWin(betNameRu(b.bet), o.resolution.kind === 'lose'),
      link,
    };
  }
  const s = o.settlement;
  const rounding = s.roundingDelta.numerator === 0 ? '' : RU.rounding;
  const commission =
    s.commission > 0
      ? RU.commissionFromWin(rules.commissionPercent, s.commission)
      : o.commissionWithBet > 0
        ? RU.commissionWithBet
        : '';
  return {
    why: RU.whyWin(betNameRu(b.bet), o.resolution.ratio, rounding, commission, winnings(o)),
    link,
  };
}

/** The bet a key is about, with the point and a stake. */
function focusBet(kind: Kind, rules: CrapsRules, rng: Rng): { point: CrapsNumber; bets: OnTable[] } {
  const n = pick(POINTS, rng);
  const other = pick(
    POINTS.filter((p) => p !== n),
    rng,
  );
  switch (kind) {
    case 'odds': {
      const flat = 5 * (1 + randomInt(rng, 4));
      const unit = unitOf(rules, 'passOdds', n);
      const most = Math.max(1, Math.min(10, Math.floor(maxTakeOdds(rules, flat, n) / unit)));
      return {
        point: n,
        bets: [
          { bet: 'passOdds', stake: unit * (1 + randomInt(rng, most)) },
          { bet: 'pass', stake: flat },
        ],
      };
    }
    case 'place': {
      const unit = unitOf(rules, `place${n}`, other);
      // Now and then a stake off the unit: the table keeps the fraction of a chip.
      const stake = unit * (1 + randomInt(rng, 5)) + (randomInt(rng, 4) === 0 && unit > 1 ? 1 : 0);
      return { point: other, bets: [{ bet: `place${n}`, stake }] };
    }
    case 'buy-lay': {
      const bet: BetId = randomInt(rng, 2) === 0 ? `buy${n}` : `lay${n}`;
      const unit = unitOf(rules, bet, other);
      return { point: other, bets: [{ bet, stake: unit * (2 + randomInt(rng, 10)) }] };
    }
    default: {
      const h = pick([4, 6, 8, 10] as const, rng);
      return {
        point: pick(
          POINTS.filter((p) => p !== h),
          rng,
        ),
        bets: [{ bet: `hard${h}`, stake: 1 + randomInt(rng, 10) }],
      };
    }
  }
}

/** The drill. */
export const spotDrill: Drill<'craps'> = {
  ...drillMeta('craps', 'craps-spot'),
  keys: () => KEYS,
  keyLabel: (key) => LABELS[key as Kind] ?? key,
  item(key, rng, { rules }) {
    const kind = (KEYS.includes(key as Kind) ? key : 'place') as Kind;
    const mistake = withMistake(rng);
    const { point, bets } = focusBet(kind, rules, rng);
    const focus = bets[0]!;
    const dice = pick(winningRolls(rules, focus.bet, point), rng);
    // Other bets on the layout, settled on the same roll.
    const extra: OnTable[] = [
      { bet: 'field' as BetId, stake: 5 * (1 + randomInt(rng, 4)) },
      { bet: (point === 6 ? 'place8' : 'place6') as BetId, stake: 6 * (1 + randomInt(rng, 3)) },
    ].filter((b) => !bets.some((x) => x.bet === b.bet));
    const all = [...bets, ...extra];
    // The focus bet somewhere in the order.
    const order = [...all];
    const at = randomInt(rng, order.length);
    order.splice(0, 1);
    order.splice(at, 0, focus);
    const d: SpotData = { point, bets: order, dice: [dice[0], dice[1]], focus: at };
    const correct = stepsOf(rules, d, false);
    const shown = mistake ? stepsOf(rules, d, true) : correct;
    const wrong = shown.findIndex((x, i) => JSON.stringify(x) !== JSON.stringify(correct[i]));
    return {
      key,
      prompt: RU.prompt,
      context: [RU.onTable(order.map((b) => [betNameRu(b.bet), b.stake] as const))],
      answer: { kind: 'spot', steps: shown },
      rules,
      solution: { answer: wrong < 0 ? PASS : stopAnswer(wrong) },
      data: d,
    };
  },
  check(item, answer) {
    const rules = rulesOfItem<'craps'>(item);
    const d = item.data as SpotData;
    if (!isRoll(d?.dice) || !Array.isArray(d.bets)) throw new TypeError(`Item "${item.key}" carries no roll.`);
    return spotVerdict(item, stepsOf(rules, d, false), answer, (step) => ruleAt(rules, d, step));
  },
};
