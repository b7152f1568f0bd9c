/**
 * Settlement of one baccarat bet — the main bets and the side bets — with the table's rounding rule
 * applied to fractional payouts (19:20 on a stake that is not a multiple of 20, 1:2 on an odd stake)
 * and shown. The round settles every bet on the layout with {@link settleBet}; the site and the
 * trainer call the same function.
 *
 * @module
 */
import {
  chipsProblem,
  MAX_STAKE,
  payout,
  payoutUnit,
  type Chips,
  type LedgerEntry,
  type Payout,
  type Ratio,
} from '../money/index.js';
import { ok, orThrow, show, type Result } from '../result/index.js';
import type { CoupOutcome } from './coup.js';
import { baccaratError, type BaccaratError } from './errors.js';
import {
  BACCARAT_BETS,
  checkRules,
  isBaccaratBet,
  offeredBets,
  SIDE_BET_PAYS_KEY,
  type BaccaratBet,
  type BaccaratRules,
} from './rules.js';

/** How one bet ended. */
export type BetResult = 'win' | 'push' | 'lose';

/** One settled bet: the ledger entry plus how it was paid. */
export interface SettledBet extends LedgerEntry {
  /** Which bet. */
  readonly bet: BaccaratBet;
  /** Win, push or loss. */
  readonly result: BetResult;
  /** The ratio paid on a win (`19:20`, `11:1`…), `null` otherwise. */
  readonly ratio: Ratio | null;
  /** The exact winnings and the rounding, on a win; `null` otherwise. */
  readonly payout: Payout | null;
}

/**
 * Whether a bet wins, pushes or loses on an outcome.
 *
 * @param rules - The rules (`tiePushes`, `bankerThreeCardSevenPushes`).
 * @param bet - The bet.
 * @param outcome - How the coup ended.
 * @example
 * ```ts
 * betResult(ezRules, 'banker', { winner: 'banker', bankerPoint: 7, bankerCards: 3, … }); // 'push'
 * betResult(ezRules, 'dragon7', { winner: 'banker', bankerPoint: 7, bankerCards: 3, … }); // 'win'
 * ```
 */
export function betResult(
  rules: Pick<BaccaratRules, 'tiePushes' | 'bankerThreeCardSevenPushes'>,
  bet: BaccaratBet,
  outcome: CoupOutcome,
): BetResult {
  const o = outcome;
  switch (bet) {
    case 'banker':
    case 'player':
      if (o.winner === 'tie') return rules.tiePushes ? 'push' : 'lose';
      if (o.winner !== bet) return 'lose';
      return bet === 'banker' && rules.bankerThreeCardSevenPushes && isBankerThreeCardSeven(o) ? 'push' : 'win';
    case 'tie':
      return o.winner === 'tie' ? 'win' : 'lose';
    case 'playerPair':
      return o.playerPair ? 'win' : 'lose';
    case 'bankerPair':
      return o.bankerPair ? 'win' : 'lose';
    case 'eitherPair':
      return o.playerPair || o.bankerPair ? 'win' : 'lose';
    case 'perfectPair':
      return o.playerPerfectPair || o.bankerPerfectPair ? 'win' : 'lose';
    case 'dragon7':
      return isBankerThreeCardSeven(o) ? 'win' : 'lose';
    case 'panda8':
      return o.winner === 'player' && o.playerCards === 3 && o.playerPoint === 8 ? 'win' : 'lose';
  }
}

/** The banker won with a three-card 7 (Dragon 7; the push of EZ baccarat's Банко). */
function isBankerThreeCardSeven(o: CoupOutcome): boolean {
  return o.winner === 'banker' && o.bankerCards === 3 && o.bankerPoint === 7;
}

/**
 * The ratio a winning bet is paid at, given how the coup ended; `null` if the table does not offer it.
 *
 * @param rules - The rules.
 * @param bet - The bet.
 * @param outcome - The outcome (a Банко win on 6 may pay `bankerSixPays`; two perfect pairs may pay more).
 */
export function winRatio(rules: BaccaratRules, bet: BaccaratBet, outcome: CoupOutcome): Ratio | null {
  switch (bet) {
    case 'player':
      return rules.playerPays;
    case 'tie':
      return rules.tiePays;
    case 'banker':
      return rules.bankerSixPays !== null && outcome.bankerPoint === 6 ? rules.bankerSixPays : rules.bankerPays;
    case 'perfectPair':
      return outcome.playerPerfectPair && outcome.bankerPerfectPair && rules.perfectPairBothPays
        ? rules.perfectPairBothPays
        : rules.perfectPairPays;
    default:
      return rules[SIDE_BET_PAYS_KEY[bet]];
  }
}

/**
 * Settles one bet: a main bet or a side bet.
 *
 * @param rules - The rules.
 * @param owner - Who staked.
 * @param bet - The bet.
 * @param stake - The stake, a positive whole number of chips up to `MAX_STAKE`.
 * @param outcome - How the coup ended ({@link outcomeOf}).
 * @returns The settled bet (it balances: `staked = returned + lost`), or `baccarat/unknown-bet`,
 *   `baccarat/bet-not-offered`, `baccarat/bad-stake`, or `baccarat/fractional-payout` under
 *   `rounding: 'refuse'`.
 * @example
 * ```ts
 * settleBet(DEFAULT_RULES, 'anna', 'banker', 25, outcome); // Банко wins: 25 × 19/20 = 23¾ → 23 paid, ¾ kept
 * settleBet(DEFAULT_RULES, 'anna', 'playerPair', 10, outcome); // the player's К♠ К♥: 10 × 11 = 110 won
 * ```
 */
export function settleBet(
  rules: BaccaratRules,
  owner: string,
  bet: BaccaratBet,
  stake: Chips,
  outcome: CoupOutcome,
): Result<SettledBet, BaccaratError> {
  const checked = checkRules(rules);
  if (!checked.ok) return checked;
  if (!isBaccaratBet(bet)) return baccaratError('baccarat/unknown-bet', { bet: show(bet), allowed: BACCARAT_BETS });
  const problem = chipsProblem(stake, MAX_STAKE);
  if (problem) return baccaratError('baccarat/bad-stake', { reason: problem, stake: show(stake), max: MAX_STAKE });
  const ratio = winRatio(rules, bet, outcome);
  if (ratio === null) return baccaratError('baccarat/bet-not-offered', { bet, offered: offeredBets(rules) });
  const result = betResult(rules, bet, outcome);
  if (result === 'win') {
    const p = payout(stake, ratio, rules.rounding);
    if (!p.ok) {
      if (p.error.code !== 'money/fractional-payout') {
        // Only rules that skipped checkRules get here: a ratio term beyond MAX_RATIO_TERM.
        return baccaratError('baccarat/bad-rules', {
          issues: [{ key: bet, message: `${bet} pays ${show(ratio)}, which no stake can be paid exactly` }],
        });
      }
      return baccaratError('baccarat/fractional-payout', {
        stake,
        ratio: `${ratio.pays}:${ratio.per}`,
        multipleOf: payoutUnit(ratio),
      });
    }
    return ok({
      owner,
      bet,
      staked: stake,
      returned: stake,
      won: p.value.win,
      lost: 0,
      result,
      ratio,
      payout: p.value,
    });
  }
  if (result === 'push') {
    return ok({ owner, bet, staked: stake, returned: stake, won: 0, lost: 0, result, ratio: null, payout: null });
  }
  return ok({ owner, bet, staked: stake, returned: 0, won: 0, lost: stake, result, ratio: null, payout: null });
}

/**
 * {@link settleBet}, throwing a `CroupierError` on failure.
 *
 * @param rules - The rules.
 * @param owner - Who staked.
 * @param bet - The bet.
 * @param stake - The stake.
 * @param outcome - How the coup ended.
 */
export function settleBetOrThrow(
  rules: BaccaratRules,
  owner: string,
  bet: BaccaratBet,
  stake: Chips,
  outcome: CoupOutcome,
): SettledBet {
  return orThrow(settleBet(rules, owner, bet, stake, outcome));
}
