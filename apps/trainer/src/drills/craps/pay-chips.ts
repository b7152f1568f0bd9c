/**
 * «Крэпс: выплата фишками» — a winning free-odds, place, buy or lay bet, or the commission of a buy or lay
 * bet, built from chips. The engine decides everything: `bestRatio` gives the ratio (and so the stake
 * unit that pays whole: odds on 5 and 9 in even stakes, on 6 and 8 in fives), `maxTakeOdds` the odds
 * limit, `winningPayout` the winning roll and the settlement (the fraction of a chip the table keeps, the
 * commission with the bet or from the win, as the rules say).
 *
 * @module
 */
import { orThrow } from '@croupier/engine';
import {
  betSpec,
  bestRatio,
  maxTakeOdds,
  winningPayout,
  type BetId,
  type BetOutcome,
  type CrapsNumber,
  type CrapsRules,
} from '@croupier/engine/craps';
import { payout } from '@croupier/engine/money';
import { randomInt } from '@croupier/engine/rng';
import { betNameRu, formatFraction, formatNumber, SITE_LINKS } from '@croupier/ru';
import { CRAPS_PAY_CHIPS_RU as RU, CRAPS_PAYOUT_RU } from '@croupier/ru/trainer/drills/craps';
import { parseWholeNumber, rulesOfItem, type Drill } from '../../drill.ts';
import { dataOf, isRoll, POINTS } from './deal.ts';
import { drillMeta } from '../catalog.ts';

type Kind = 'odds' | 'place' | 'buy' | 'lay' | 'commission-buy' | 'commission-lay';
const KINDS: readonly Kind[] = ['odds', 'place', 'buy', 'lay', 'commission-buy', 'commission-lay'];

/** The bet of a kind on a number. */
function betOf(kind: Kind, n: CrapsNumber): BetId {
  if (kind === 'odds') return 'passOdds';
  if (kind === 'commission-buy') return `buy${n}`;
  if (kind === 'commission-lay') return `lay${n}`;
  return `${kind}${n}`;
}

/** The key's kind and number (`lay4` → lay, 4). */
function parseKey(key: string): { kind: Kind; n: CrapsNumber } {
  const m = /^([a-z-]+?)(\d+)$/u.exec(key);
  const kind = (m?.[1] ?? 'odds') as Kind;
  const n = Number(m?.[2] ?? 4) as CrapsNumber;
  return { kind: KINDS.includes(kind) ? kind : 'odds', n: POINTS.includes(n) ? n : 4 };
}

/** The smallest stake the ratio pays in whole chips. */
function unitOf(r: { pays: number; per: number }): number {
  let u = 1;
  while (!payout(u, r, 'refuse').ok) u++;
  return u;
}

interface PayData {
  readonly bet: BetId;
  readonly point: CrapsNumber;
  readonly stake: number;
  readonly dice: readonly [number, number];
}

/** The engine's outcome of the item's winning bet. */
function outcomeOf(rules: CrapsRules, d: PayData): BetOutcome {
  return orThrow(winningPayout(rules, d.bet, d.stake, d.point));
}

/** What the trainee builds: the commission, or the winnings less a commission taken from them. */
function answerOf(kind: Kind, o: BetOutcome): number {
  const s = o.settlement!;
  if (kind.startsWith('commission')) return o.commissionWithBet + s.commission;
  return s.won - s.commission;
}

const NAMES: Readonly<Record<Kind, string>> = RU.names;

/** The drill. */
export const payChipsDrill: Drill<'craps'> = {
  ...drillMeta('craps', 'craps-pay-chips'),
  keys: (rules) =>
    KINDS.filter((k) => rules.commissionPercent > 0 || !k.startsWith('commission')).flatMap((k) =>
      POINTS.map((n) => `${k}${n}`),
    ),
  keyLabel: (key) => {
    const { kind, n } = parseKey(key);
    return `${NAMES[kind]} ${n}`;
  },
  item(key, rng, { rules }) {
    const { kind, n } = parseKey(key);
    const bet = betOf(kind, n);
    // Odds pay by the table's point, which is the bet's number; the others work with the puck on another one.
    const point: CrapsNumber = kind === 'odds' ? n : n === 6 ? 8 : 6;
    const unit = unitOf(bestRatio(betSpec(bet)!, point, rules));
    const context = [RU.puckOn(point)];
    let stake: number;
    if (kind === 'odds') {
      const flat = 5 * (1 + randomInt(rng, 4));
      const most = Math.max(1, Math.min(20, Math.floor(maxTakeOdds(rules, flat, point) / unit)));
      stake = unit * (1 + randomInt(rng, most));
      context.push(RU.oddsOnTable(flat, stake));
    } else {
      stake = unit * (1 + randomInt(rng, 10));
      // A quarter of the place and buy bets are off the unit: the table keeps the fraction of a chip.
      if ((kind === 'place' || kind === 'buy') && unit > 1 && randomInt(rng, 4) === 0)
        stake += 1 + randomInt(rng, unit - 1);
    }
    const o = outcomeOf(rules, { bet, point, stake, dice: [1, 1] });
    const d: PayData = { bet, point, stake, dice: [o.dice[0], o.dice[1]] };
    const withBet = rules.commissionOn === 'bet';
    const prompt = kind.startsWith('commission')
      ? withBet
        ? RU.commissionWithBet(betNameRu(bet), stake)
        : RU.commissionFromWin(betNameRu(bet), stake)
      : RU.prompt(
          kind === 'odds' ? RU.oddsBet(n) : betNameRu(bet),
          stake,
          (kind === 'buy' || kind === 'lay') && !withBet,
        );
    if ((kind === 'buy' || kind === 'lay') && withBet) context.push(RU.paidWithBet);
    return {
      key,
      prompt,
      ...(kind.startsWith('commission') && withBet ? {} : { dice: d.dice }),
      context,
      answer: { kind: 'chips' },
      rules,
      solution: { answer: String(answerOf(kind, o)) },
      data: d,
    };
  },
  check(item, answer) {
    const rules = rulesOfItem<'craps'>(item);
    const { kind } = parseKey(item.key);
    const d = dataOf<PayData>(item, (x) => typeof x.bet === 'string' && Number.isInteger(x.stake) && isRoll(x.dice));
    const o = outcomeOf(rules, d);
    const s = o.settlement!;
    const right = answerOf(kind, o);
    const r = o.resolution.kind === 'win' ? o.resolution.ratio : bestRatio(betSpec(d.bet)!, d.point, rules);
    const times = r.per === 1 ? String(r.pays) : `${r.pays}/${r.per}`;
    const exact = formatFraction(s.exact.numerator, s.exact.denominator);
    const kept = s.roundingDelta.numerator === 0 ? '' : CRAPS_PAYOUT_RU.kept(formatNumber(s.won));
    const paid = CRAPS_PAYOUT_RU.paid(betNameRu(d.bet), r, d.stake, times, exact, kept);
    const commission = o.commissionWithBet + s.commission;
    const base = d.bet.startsWith('buy') ? RU.ofStake(d.stake) : RU.ofWin(s.won);
    const vig = RU.vig(rules.commissionPercent, base, commission, rules.commissionOn === 'bet');
    const why = kind.startsWith('commission')
      ? `${vig.charAt(0).toUpperCase()}${vig.slice(1)}.`
      : (kind === 'buy' || kind === 'lay') && commission > 0
        ? s.commission > 0
          ? RU.less(paid, vig, s.won, s.commission, right)
          : RU.whole(paid, vig)
        : `${paid}.`;
    return {
      correct: parseWholeNumber(answer) === right,
      expected: String(right),
      explanation: why,
      ruleLink: kind === 'odds' ? SITE_LINKS.craps.odds : SITE_LINKS.craps.calculator,
    };
  },
};
