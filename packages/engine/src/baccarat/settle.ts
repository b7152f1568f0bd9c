/**
 * Settlement of baccarat bets: Банко, Пунто and the tie, with the table's rounding rule applied to
 * fractional payouts (19:20 on a stake that is not a multiple of 20) and shown.
 *
 * @module
 */
import { payout, type Chips, type LedgerEntry, type Payout, type Ratio } from '../money/index.js';
import { err, ok, orThrow, type Result, type RuleError } from '../result/index.js';
import type { CoupOutcome } from './coup.js';
import type { BaccaratBet, BaccaratRules } from './rules.js';

/** How one bet ended. */
export type BetResult = 'win' | 'push' | 'lose';

/** One settled bet: the ledger entry plus how it was paid. */
export interface SettledBet extends LedgerEntry {
  /** Which bet (`banker`, `player`, `tie`). */
  readonly bet: BaccaratBet;
  /** Win, push or loss. */
  readonly result: BetResult;
  /** The ratio paid on a win (`19:20`…), `null` otherwise. */
  readonly ratio: Ratio | null;
  /** The exact winnings and the rounding, on a win; `null` otherwise. */
  readonly payout: Payout | null;
}

/**
 * The ratio a winning bet is paid at, given how the coup ended.
 *
 * @param rules - The rules.
 * @param bet - The bet.
 * @param outcome - The outcome (a Банко win on 6 may pay `bankerSixPays`).
 */
export function winRatio(rules: BaccaratRules, bet: BaccaratBet, outcome: Pick<CoupOutcome, 'bankerPoint'>): Ratio {
  if (bet === 'player') return rules.playerPays;
  if (bet === 'tie') return rules.tiePays;
  return rules.bankerSixPays !== null && outcome.bankerPoint === 6 ? rules.bankerSixPays : rules.bankerPays;
}

/**
 * Whether a bet wins, pushes or loses on an outcome.
 *
 * @param rules - The rules (`tiePushes`).
 * @param bet - The bet.
 * @param outcome - The outcome.
 */
export function betResult(
  rules: Pick<BaccaratRules, 'tiePushes'>,
  bet: BaccaratBet,
  outcome: Pick<CoupOutcome, 'winner'>,
): BetResult {
  if (outcome.winner === bet) return 'win';
  if (outcome.winner === 'tie') return rules.tiePushes ? 'push' : 'lose';
  return 'lose';
}

/**
 * Settles one bet.
 *
 * @param rules - The rules.
 * @param owner - Who staked.
 * @param bet - The bet.
 * @param stake - The stake, a positive whole number of chips.
 * @param outcome - How the coup ended.
 * @returns The settled bet (it balances: `staked = returned + lost`), or an error for a bad stake, or a
 *   fractional win under `rounding: 'refuse'`.
 * @example
 * ```ts
 * settleBet(DEFAULT_RULES, 'anna', 'banker', 25, { winner: 'banker', bankerPoint: 7, … });
 * // win: 25 × 19/20 = 23¾ → 23 paid, ¾ kept by the house; returned 25
 * ```
 */
export function settleBet(
  rules: BaccaratRules,
  owner: string,
  bet: BaccaratBet,
  stake: Chips,
  outcome: CoupOutcome,
): Result<SettledBet, RuleError> {
  const result = betResult(rules, bet, outcome);
  if (result === 'win') {
    const ratio = winRatio(rules, bet, outcome);
    const p = payout(stake, ratio, rules.rounding);
    if (!p.ok) return p;
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
  if (!Number.isSafeInteger(stake) || stake <= 0) {
    return err('baccarat/bad-stake', `A stake is a positive whole number of chips, got ${stake}.`, { stake });
  }
  if (result === 'push') {
    return ok({ owner, bet, staked: stake, returned: stake, won: 0, lost: 0, result, ratio: null, payout: null });
  }
  return ok({ owner, bet, staked: stake, returned: 0, won: 0, lost: stake, result, ratio: null, payout: null });
}

/** {@link settleBet}, throwing a `CroupierError` on failure. */
export function settleBetOrThrow(
  rules: BaccaratRules,
  owner: string,
  bet: BaccaratBet,
  stake: Chips,
  outcome: CoupOutcome,
): SettledBet {
  return orThrow(settleBet(rules, owner, bet, stake, outcome));
}
