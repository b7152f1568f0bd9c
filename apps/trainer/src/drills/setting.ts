/**
 * The one place that hands a drill the rules of its game (and, for a drill that needs it, the blackjack
 * strategy of those rules). Kept apart from the registry (`index.ts`), which imports every game's drills,
 * so that a screen can deal a drill it loaded alone.
 *
 * @module
 */
import type { Drill, DrillSetting } from '../drill.ts';
import type { RulesByGame } from '../rules/choice.ts';
import type { StrategyTable } from '../analysis/strategy-table.ts';
import type { SpreadModel } from '@croupier/engine/blackjack';

/**
 * What a drill's items are dealt with: its game's rules (none for `general`) and, for a drill that needs
 * it, the blackjack strategy of those rules.
 *
 * @param drill - The drill.
 * @param rules - Every game's rules.
 * @param strategy - The strategy table, when the drill needs one and it is ready.
 * @param spread - The bet-ramp model, when the drill needs it and it is ready.
 */
export function settingFor(
  drill: Drill,
  rules: RulesByGame,
  strategy?: StrategyTable,
  spread?: SpreadModel,
): DrillSetting {
  const r = drill.game === 'general' ? null : rules[drill.game];
  return {
    rules: r,
    ...(strategy === undefined ? {} : { strategy }),
    ...(spread === undefined ? {} : { spread }),
  };
}

/**
 * A drill's keys under the rules in play.
 *
 * @param drill - The drill.
 * @param rules - Every game's rules.
 */
export function keysOf(drill: Drill, rules: RulesByGame): readonly string[] {
  return drill.keys(settingFor(drill, rules).rules);
}
