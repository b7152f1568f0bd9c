/**
 * «Выплата по ставке» — a coup dealt by the engine in which the bet wins (or, at an EZ table, Банко
 * pushes), a stake, and the winnings typed in whole chips: the engine's `settleBet` under the rules in
 * play decides (the ratio from `betTerms`, a banker six, the push, the rounding of a fraction of a chip).
 * Side bets are asked about where the table offers them.
 *
 * @module
 */
import {
  betResult,
  betTerms,
  isSideBet,
  offeredBets,
  outcomeOf,
  settleBetOrThrow,
  type BaccaratBet,
  type BaccaratRules,
  type CoupOutcome,
} from '@croupier/engine/baccarat';
import { payout } from '@croupier/engine/money';
import { randomInt, type Rng } from '@croupier/engine/rng';
import { BACCARAT_BET_NAMES, BACCARAT_BET_ON, baccaratRulePhraseRu, SITE_LINKS } from '@croupier/ru';
import { BACCARAT_HANDS_RU as HANDS, BACCARAT_PAYOUT_RU as RU } from '@croupier/ru/trainer/drills/baccarat';
import { parseWholeNumber, rulesOfItem, type Drill } from '../../drill.ts';
import { cardsIn, dealCoupWhere } from './deal.ts';
import { drillMeta } from '../catalog.ts';

/** Who the settled bet is the engine's record of (not shown). */
const OWNER = 'player';

/** The stakes offered: 5 … 200 chips in fives. */
const STAKES = Array.from({ length: 40 }, (_, i) => 5 * (i + 1));

/** Whether a stake is paid in whole chips at a ratio, by the engine's own payout. */
const whole = (stake: number, ratio: { pays: number; per: number }) => payout(stake, ratio, 'refuse').ok;

/** The bet a key is about. */
function betOf(key: string): BaccaratBet {
  return key.startsWith('banker') ? 'banker' : (key as BaccaratBet);
}

/** The keys under a set of rules. */
function keysFor(rules: BaccaratRules): string[] {
  const fraction = rules.rounding !== 'refuse' && STAKES.some((s) => !whole(s, rules.bankerPays));
  return [
    'banker-whole',
    ...(fraction ? ['banker-fraction'] : []),
    ...(rules.bankerSixPays ? ['banker-six'] : []),
    ...(rules.bankerThreeCardSevenPushes ? ['banker-seven'] : []),
    'player',
    'tie',
    ...offeredBets(rules).filter(isSideBet),
  ];
}

const LABELS: Readonly<Record<string, string>> = RU.keys;

/** Whether a coup is one the key asks about. */
function fits(key: string, rules: BaccaratRules, o: CoupOutcome): boolean {
  const bet = betOf(key);
  const result = betResult(rules, bet, o);
  const six = rules.bankerSixPays !== null && o.bankerPoint === 6;
  switch (key) {
    case 'banker-seven':
      return o.winner === 'banker' && o.bankerCards === 3 && o.bankerPoint === 7;
    case 'banker-six':
      return result === 'win' && six;
    case 'banker-whole':
    case 'banker-fraction':
      return result === 'win' && !six;
    default:
      return result === 'win';
  }
}

/** A stake for a key: a multiple of the table's unit; for Банко, paid whole or not, as the key says. */
function stakeFor(key: string, rules: BaccaratRules, rng: Rng): number {
  const unit = betTerms(rules, betOf(key)).stakeUnit;
  let options = STAKES.filter((s) => s % unit === 0);
  if (key === 'banker-whole') options = options.filter((s) => whole(s, rules.bankerPays));
  if (key === 'banker-fraction') options = options.filter((s) => !whole(s, rules.bankerPays));
  if (key === 'tie' || isSideBet(betOf(key))) options = options.slice(0, 10);
  return options[randomInt(rng, options.length)]!;
}

/** The drill. */
export const payoutDrill: Drill<'baccarat'> = {
  ...drillMeta('baccarat', 'baccarat-payout'),
  keys: keysFor,
  keyLabel: (key) => LABELS[key] ?? BACCARAT_BET_NAMES[key as BaccaratBet] ?? key,
  item(key, rng, { rules }) {
    const bet = betOf(key);
    const stake = stakeFor(key, rules, rng);
    const coup = dealCoupWhere(rules, rng, (c) => fits(key, rules, c.outcome));
    const settled = settleBetOrThrow(rules, OWNER, bet, stake, coup.outcome);
    return {
      key,
      prompt: RU.prompt(stake, BACCARAT_BET_ON[bet]),
      hands: [
        { label: HANDS.player, cards: coup.player },
        { label: HANDS.banker, cards: coup.banker },
      ],
      answer: { kind: 'number', placeholder: RU.placeholder },
      rules,
      solution: { answer: String(settled.won) },
      data: { bet, stake, player: coup.player, banker: coup.banker },
    };
  },
  check(item, answer) {
    const rules = rulesOfItem<'baccarat'>(item);
    const { bet, stake } = item.data as { bet: BaccaratBet; stake: number };
    const outcome = outcomeOf(cardsIn(item, 'player'), cardsIn(item, 'banker'));
    const s = settleBetOrThrow(rules, OWNER, bet, stake, outcome);
    let why: string;
    if (s.result === 'win') {
      const r = s.ratio!;
      const exact = s.payout!.exact;
      const times = r.per === 1 ? String(r.pays) : `${r.pays}/${r.per}`;
      const six = bet === 'banker' && rules.bankerSixPays !== null && outcome.bankerPoint === 6;
      const rounded =
        s.payout!.roundingDelta.numerator === 0 ? '' : RU.rounded(baccaratRulePhraseRu(rules, 'rounding'), s.won);
      why = RU.win(BACCARAT_BET_NAMES[bet], six, r, stake, times, exact, rounded);
    } else if (s.result === 'push') {
      why = RU.push(baccaratRulePhraseRu(rules, 'bankerPays'));
    } else {
      why = RU.lose;
    }
    return {
      correct: parseWholeNumber(answer) === s.won,
      expected: String(s.won),
      explanation: why,
      ruleLink: SITE_LINKS.baccarat.payouts,
    };
  },
};
