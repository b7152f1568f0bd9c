/**
 * The odds report of baccarat: every offered bet's exact figures under a rules object, for a full shoe,
 * a shoe part-way through or an infinite shoe, in the shape `croupier odds baccarat --json` prints.
 *
 * @module
 */
import { exactBet, type OddsReport } from '../../analysis/report.js';
import { ok, orThrow, type Result } from '../../result/index.js';
import { baccaratError, type BaccaratError } from '../errors.js';
import { presetOfWith } from '../../rules/index.js';
import { baccaratPresets, baccaratSchema, checkRules, type BaccaratRules } from '../rules.js';
import { checkComposition, exactOdds, shoeOfDecks, type ShoeComposition, type ValueCounts } from './exact.js';

export type { OddsBet, OddsReport } from '../../analysis/report.js';

/** Options of {@link odds}. */
export interface OddsOptions {
  /** The preset the rules came from, for the report (default: the preset the rules equal, else `custom`). */
  readonly preset?: string;
  /** The shoe (default: a full shoe of `rules.decks` decks); pair bets need ranks, the perfect pair cards. */
  readonly shoe?: ShoeComposition | ValueCounts;
}

/**
 * The preset a rules object equals, or `custom`.
 *
 * @param rules - The rules.
 */
export function presetOf(rules: BaccaratRules): string {
  return presetOfWith(baccaratSchema, baccaratPresets, rules) ?? 'custom';
}

/**
 * The exact odds of every bet the table offers: Банко `banker`, Пунто `player`, ничья `tie`, and the side
 * bets (`playerPair`, `bankerPair`, `eitherPair`, `perfectPair`, `dragon7`, `panda8`) the rules offer.
 *
 * @param rules - The rules (checked: they may come from JSON).
 * @param options - The preset's name for the report, and the shoe.
 * @returns The report (win/push/lose probabilities, house edge, and the edge as an exact fraction), or
 *   `baccarat/bad-rules` / `baccarat/bad-composition`.
 * @example
 * ```ts
 * const report = oddsOrThrow(resolveRulesOrThrow());
 * report.bets[0]; // { id: 'banker', win: 0.4585…, houseEdge: 0.010579…, exact: '…/…' }
 * oddsOrThrow(resolveRulesOrThrow({ preset: 'ez' }), { shoe: INFINITE_SHOE }); // every card drawn with 1/52
 * ```
 */
export function odds(rules: BaccaratRules, options: OddsOptions = {}): Result<OddsReport, BaccaratError> {
  const checked = checkRules(rules);
  if (!checked.ok) return checked;
  if (options === null || typeof options !== 'object') {
    return baccaratError('baccarat/bad-composition', { reason: 'not-a-composition' });
  }
  const shoe = options.shoe ?? shoeOfDecks(rules.decks);
  const comp = checkComposition(shoe);
  if (!comp.ok) return comp;
  const bets = exactOdds(rules, comp.value);
  if (!bets.ok) return bets;
  return ok({
    game: 'baccarat',
    preset: typeof options.preset === 'string' ? options.preset.slice(0, 60) : presetOf(rules),
    rules,
    bets: bets.value.map((b) => exactBet(b.id, { win: b.win, push: b.push, lose: b.lose, houseEdge: b.houseEdge })),
  });
}

/**
 * {@link odds}, throwing a `CroupierError` on bad rules or a bad composition.
 *
 * @param rules - The rules.
 * @param options - The preset name and the shoe.
 */
export function oddsOrThrow(rules: BaccaratRules, options?: OddsOptions): OddsReport {
  return orThrow(odds(rules, options));
}
