/**
 * The odds report of baccarat: every bet's figures under a rules object, for a full shoe or any
 * composition, in the shape `croupier odds baccarat --json` prints.
 *
 * @module
 */
import { exactBet, type OddsBet } from '../../analysis/report.js';
import { orThrow, type Result, type RuleError } from '../../result/index.js';
import type { BaccaratRules } from '../rules.js';
import { coupDistribution, exactBets, fullValueCounts, type ValueCounts } from './exact.js';

export type { OddsBet } from '../../analysis/report.js';

/**
 * The exact odds of every bet (Банко `banker`, Пунто `player`, ничья `tie`).
 *
 * @param rules - The rules.
 * @param counts - The shoe's value counts (default: a full shoe of `rules.decks`).
 * @returns The bets with win/push/lose probabilities, house edge and the edge as an exact fraction.
 * @example
 * ```ts
 * const bets = oddsOrThrow(resolveRulesOrThrow());
 * bets[0]; // { id: 'banker', win: 0.4585…, houseEdge: 0.010579…, exact: '…/…' }
 * ```
 */
export function odds(
  rules: BaccaratRules,
  counts: ValueCounts = fullValueCounts(rules.decks),
): Result<OddsBet[], RuleError> {
  const d = coupDistribution(rules, counts);
  if (!d.ok) return d;
  return {
    ok: true,
    value: exactBets(rules, d.value).map((b) =>
      exactBet(b.id, { win: b.win, push: b.push, lose: b.lose, houseEdge: b.houseEdge }),
    ),
  };
}

/** {@link odds}, throwing a `CroupierError` on a bad composition. */
export function oddsOrThrow(rules: BaccaratRules, counts?: ValueCounts): OddsBet[] {
  return orThrow(odds(rules, counts));
}
